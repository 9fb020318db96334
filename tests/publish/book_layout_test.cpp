#include "publish/book_layout.hpp"

#include <gtest/gtest.h>

namespace sudokupress::publish {
namespace {

BookManifest manifest(const std::string& page) {
  auto m = parse_manifest(
      "[book]\ntitle=\"T\"\n[page]\n" + page + "\n[[section]]\nheading=\"A\"\ncount=1\n",
      "book.toml");
  EXPECT_TRUE(m.is_ok()) << m.status().message();
  return *m;
}

TEST(BookLayoutTest, GutterIsOnTheBindingSide) {
  BookManifest m = manifest("trim = \"6x9in\"\nmargin_outside = \"0.5in\"");
  PageFrame recto = page_frame(m, 27, 0), verso = page_frame(m, 27, 1);
  EXPECT_TRUE(recto.recto);
  EXPECT_FALSE(verso.recto);
  EXPECT_DOUBLE_EQ(recto.width, 432);
  EXPECT_DOUBLE_EQ(recto.block.x, 27);              // inside margin on the left
  EXPECT_DOUBLE_EQ(432 - recto.block.right(), 36);  // outside on the right
  EXPECT_DOUBLE_EQ(verso.block.x, 36);
  EXPECT_DOUBLE_EQ(432 - verso.block.right(), 27);
  EXPECT_TRUE(recto.folio_right);
  EXPECT_DOUBLE_EQ(recto.folio_x, recto.block.right());
  EXPECT_DOUBLE_EQ(verso.folio_x, verso.block.x);
}

TEST(BookLayoutTest, BleedAddsAnEighthInchOnTheOutsideTopAndBottom) {
  BookManifest m = manifest("trim = \"6x9in\"\nbleed = true\nmargin_outside = \"0.5in\"");
  PageFrame recto = page_frame(m, 27, 0), verso = page_frame(m, 27, 1);
  EXPECT_DOUBLE_EQ(recto.width, 432 + 9);    // 6.125in
  EXPECT_DOUBLE_EQ(recto.height, 648 + 18);  // 9.25in
  EXPECT_DOUBLE_EQ(recto.trim.x, 0);         // bleed to the right of a recto
  EXPECT_DOUBLE_EQ(verso.trim.x, 9);         // and to the left of a verso
  EXPECT_DOUBLE_EQ(recto.trim.y, 9);
  EXPECT_DOUBLE_EQ(recto.block.x, 27);
  EXPECT_DOUBLE_EQ(verso.block.right(), 9 + 432 - 27);
}

TEST(BookLayoutTest, SlotsStayInsideTheAreaAndDoNotOverlap) {
  BookManifest m = manifest("trim = \"8.5x11in\"");
  PageFrame f = page_frame(m, 27, 0);
  for (int n : {1, 2, 4, 6}) {
    LayoutStyle st;
    BoxPt area = puzzle_area(f, st);
    auto s = slots(area, n, st);
    ASSERT_EQ(static_cast<int>(s.size()), n);
    for (int i = 0; i < n; ++i) {
      EXPECT_TRUE(area.contains(s[i].area)) << n;
      EXPECT_TRUE(s[i].area.contains(s[i].grid)) << n;
      EXPECT_DOUBLE_EQ(s[i].grid.w, s[i].grid.h);
      EXPECT_LT(s[i].caption_y, s[i].grid.y);
      EXPECT_GT(s[i].id_y, s[i].grid.bottom());
      EXPECT_LT(s[i].id_y, s[i].area.bottom());
      for (int j = 0; j < i; ++j) EXPECT_FALSE(s[i].area.overlaps(s[j].area)) << n;
    }
  }
  // Six per page on letter: two columns of three, each grid about 2.9 inches.
  LayoutStyle st;
  auto six = slots(puzzle_area(f, st), 6, st);
  EXPECT_NEAR(six[0].grid.w / 72, 2.6, 0.4);
  EXPECT_DOUBLE_EQ(six[0].grid.y, six[1].grid.y);
  EXPECT_LT(six[0].grid.x, six[1].grid.x);
  EXPECT_GT(six[2].grid.y, six[0].grid.y);
}

TEST(BookLayoutTest, SolutionSlotsAreSmaller) {
  BookManifest m = manifest("trim = \"8.5x11in\"");
  PageFrame f = page_frame(m, 27, 0);
  auto twelve = slots(puzzle_area(f, solutions_style()), 12, solutions_style());
  LayoutStyle st;
  auto four = slots(puzzle_area(f, st), 4, st);
  EXPECT_LT(twelve[0].grid.w * 1.5, four[0].grid.w);
  int cols = 0, rows = 0;
  grid_shape(12, false, cols, rows);
  EXPECT_EQ(cols, 3);
  EXPECT_EQ(rows, 4);
  grid_shape(2, true, cols, rows);
  EXPECT_EQ(cols, 2);
  EXPECT_EQ(rows, 1);
}

}  // namespace
}  // namespace sudokupress::publish
