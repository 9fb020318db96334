// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_layout.hpp"

#include <gtest/gtest.h>

#include "publish/fake_source.hpp"

namespace sudokupress::publish::book {
namespace {

render::Length pt(double v) { return render::Length::pt(v); }
// A length in points, for comparisons with the numbers of the tests.
double in_pt(render::Length l) { return l.in_pt(); }

BookManifest manifest(const std::string& page) {
  auto m = parse_manifest(
      "[book]\ntitle=\"T\"\n[page]\n" + page + "\n[[section]]\nheading=\"A\"\ncount=1\n",
      "book.toml");
  EXPECT_TRUE(m.is_ok()) << m.status().message();
  return *m;
}

TEST(BookLayoutTest, GutterIsOnTheBindingSide) {
  BookManifest m = manifest("trim = \"6x9in\"\nmargin_outside = \"0.5in\"");
  PageFrame recto = page_frame(m, pt(27), 0), verso = page_frame(m, pt(27), 1);
  EXPECT_TRUE(recto.recto);
  EXPECT_FALSE(verso.recto);
  EXPECT_DOUBLE_EQ(in_pt(recto.media.width), 432);
  const double g = in_pt(PageStyle().ink_guard);   // the block sits a hair inside the margins
  EXPECT_DOUBLE_EQ(in_pt(recto.block.x), 27 + g);  // inside margin on the left
  EXPECT_DOUBLE_EQ(432 - in_pt(recto.block.right()), 36 + g);  // outside on the right
  EXPECT_DOUBLE_EQ(in_pt(verso.block.x), 36 + g);
  EXPECT_DOUBLE_EQ(432 - in_pt(verso.block.right()), 27 + g);
  EXPECT_TRUE(recto.folio_right);
  EXPECT_EQ(recto.folio_x, recto.block.right());
  EXPECT_EQ(verso.folio_x, verso.block.x);
}

TEST(BookLayoutTest, BleedAddsAnEighthInchOnTheOutsideTopAndBottom) {
  BookManifest m = manifest("trim = \"6x9in\"\nbleed = true\nmargin_outside = \"0.5in\"");
  PageFrame recto = page_frame(m, pt(27), 0), verso = page_frame(m, pt(27), 1);
  EXPECT_DOUBLE_EQ(in_pt(recto.media.width), 432 + 9);    // 6.125in
  EXPECT_DOUBLE_EQ(in_pt(recto.media.height), 648 + 18);  // 9.25in
  EXPECT_DOUBLE_EQ(in_pt(recto.trim.x), 0);               // bleed to the right of a recto
  EXPECT_DOUBLE_EQ(in_pt(verso.trim.x), 9);               // and to the left of a verso
  EXPECT_DOUBLE_EQ(in_pt(recto.trim.y), 9);
  EXPECT_DOUBLE_EQ(in_pt(recto.block.x), 27 + in_pt(PageStyle().ink_guard));
  EXPECT_DOUBLE_EQ(in_pt(verso.block.right()), 9 + 432 - 27 - in_pt(PageStyle().ink_guard));
}

TEST(BookLayoutTest, SlotsStayInsideTheAreaAndDoNotOverlap) {
  BookManifest m = manifest("trim = \"8.5x11in\"");
  PageFrame f = page_frame(m, pt(27), 0);
  for (int n : {1, 2, 4, 6}) {
    LayoutStyle st;
    render::Rect area = puzzle_area(f, st);
    auto s = slots(area, n, st);
    ASSERT_EQ(static_cast<int>(s.size()), n);
    for (int i = 0; i < n; ++i) {
      EXPECT_TRUE(area.contains(s[i].area)) << n;
      EXPECT_TRUE(s[i].area.contains(s[i].grid)) << n;
      EXPECT_EQ(s[i].grid.width, s[i].grid.height);
      EXPECT_LT(s[i].caption_y, s[i].grid.y);
      EXPECT_GT(s[i].id_y, s[i].grid.bottom());
      EXPECT_LT(s[i].id_y, s[i].area.bottom());
      for (int j = 0; j < i; ++j) EXPECT_FALSE(s[i].area.overlaps(s[j].area)) << n;
    }
  }
  // Six per page on letter: two columns of three, each grid about 2.9 inches.
  LayoutStyle st;
  auto six = slots(puzzle_area(f, st), 6, st);
  EXPECT_NEAR(six[0].grid.width.in_inch(), 2.6, 0.4);
  EXPECT_EQ(six[0].grid.y, six[1].grid.y);
  EXPECT_LT(six[0].grid.x, six[1].grid.x);
  EXPECT_GT(six[2].grid.y, six[0].grid.y);
}

TEST(BookLayoutTest, SolutionSlotsAreSmaller) {
  BookManifest m = manifest("trim = \"8.5x11in\"");
  PageFrame f = page_frame(m, pt(27), 0);
  auto twelve = slots(puzzle_area(f, solutions_style()), 12, solutions_style());
  LayoutStyle st;
  auto four = slots(puzzle_area(f, st), 4, st);
  EXPECT_LT(twelve[0].grid.width * 1.5, four[0].grid.width);
  int cols = 0, rows = 0;
  grid_shape(12, false, cols, rows);
  EXPECT_EQ(cols, 3);
  EXPECT_EQ(rows, 4);
  grid_shape(2, true, cols, rows);
  EXPECT_EQ(cols, 2);
  EXPECT_EQ(rows, 1);
}

// A manifest at the service's minimum margins (the tightest a manifest may ask for).
std::string pt_text(render::Length l) { return std::to_string(l.in_pt()) + "pt"; }

BookManifest at_minimum(const std::string& trim, bool bleed, const PrintRules& rules) {
  const Margins& min = rules.margins(bleed);
  return manifest("trim = \"" + trim + "\"\nbleed = " + (bleed ? "true" : "false") +
                  "\nmargin_top = \"" + pt_text(min.top) + "\"\nmargin_bottom = \"" +
                  pt_text(min.bottom) + "\"\nmargin_outside = \"" + pt_text(min.outside) +
                  "\"\n[print]\nservice = \"" + rules.name() + "\"");
}

TEST(BookLayoutTest, HeadsFoliosAndGridsStayInsideTheSafeAreaForEveryServiceAndTrim) {
  render::TypeScale large_type;
  large_type.small = large_type.body = 16;
  large_type.heading = 24;
  const LayoutStyle large = section_style(large_type);
  const LayoutStyle styles[] = {LayoutStyle(), section_style(), large, solutions_style(),
                                solutions_style(large_type)};
  for (const char* service : {"kdp", "ingramspark", "lulu", "generic"}) {
    const PrintRules rules = *print_rules_for(service);
    for (const char* trim : {"8.5x11in", "6x9in", "5x8in", "7x10in", "8.25x8.25in", "A4", "A5"}) {
      const TrimSize ts = *parse_trim(trim);  // a trim the service does not print is a
      if (max_pages(*rules.service,           // manifest error (manifest_test.cpp)
                    ts.size(), rules.paper) == 0)
        continue;
      for (bool bleed : {false, true}) {
        const BookManifest m = at_minimum(trim, bleed, rules);
        for (int pages : {24, 200, 600}) {
          const render::Length gutter = rules.gutter_for(pages);
          for (int i : {0, 1}) {
            const PageFrame f = page_frame(m, gutter, i, rules);
            const std::string what = std::string(service) + " " + trim + (bleed ? " bleed" : "") +
                                     " page " + std::to_string(i) + " of " + std::to_string(pages);
            const Margins& mins = rules.margins(bleed);
            const double top = mins.top.in_pt(), bottom = mins.bottom.in_pt();
            // The safe area: the service's margins from the trim, the gutter on the binding side.
            EXPECT_NEAR(in_pt(f.safe.y - f.trim.y), top, 1e-9) << what;
            EXPECT_NEAR(in_pt(f.trim.bottom() - f.safe.bottom()), bottom, 1e-9) << what;
            EXPECT_NEAR(in_pt(f.recto ? f.trim.right() - f.safe.right() : f.safe.x - f.trim.x),
                        mins.outside.in_pt(), 1e-9)
                << what;
            EXPECT_NEAR(in_pt(f.recto ? f.safe.x - f.trim.x : f.trim.right() - f.safe.right()),
                        gutter.in_pt(), 1e-9)
                << what;
            EXPECT_TRUE(f.trim.contains(f.safe)) << what;
            EXPECT_TRUE(f.safe.contains(f.block)) << what;
            EXPECT_TRUE(f.safe.contains(f.head_box)) << what;
            EXPECT_TRUE(f.safe.contains(f.folio_box)) << what;
            EXPECT_TRUE(f.block.contains(f.content)) << what;
            EXPECT_FALSE(f.content.overlaps(f.head_box)) << what;
            EXPECT_FALSE(f.content.overlaps(f.folio_box)) << what;
            // Running heads at least 0.25in (kdp), 0.375in with bleed, 0.5in (ingramspark,
            // lulu) from the top trim; folios as far from the bottom.
            EXPECT_GE(in_pt(f.head_box.y - f.trim.y), top - 1e-9) << what;
            EXPECT_GE(in_pt(f.trim.bottom() - f.folio_box.bottom()), bottom - 1e-9) << what;
            for (const LayoutStyle& st : styles) {
              const render::Rect area = puzzle_area(f, st);
              EXPECT_TRUE(f.content.contains(area)) << what;
              for (int n : {1, 2, 4, 6, 9, 12, 16, 20}) {
                for (const Slot& sl : slots(area, n, st)) {
                  EXPECT_TRUE(f.safe.contains(sl.area)) << what << " n=" << n;
                  EXPECT_TRUE(sl.area.contains(sl.grid)) << what << " n=" << n;
                  EXPECT_GE(sl.caption_y - st.caption, f.safe.y) << what;
                }
              }
            }
            // The thumb tab is the only mark in the bleed: outside the safe area, inside the
            // media box, on the outside edge.
            const render::Rect media{{}, {}, f.media.width, f.media.height};
            const render::Rect tab = thumb_tab_box(f, 2, 8, bleed);
            if (bleed) {
              EXPECT_TRUE(media.contains(tab)) << what;
              EXPECT_FALSE(f.safe.overlaps(tab)) << what;
              EXPECT_NEAR(in_pt(f.recto ? tab.right() : tab.x),
                          in_pt(f.recto ? f.media.width : pt(0)), 1e-9)
                  << what;
            } else {
              EXPECT_EQ(in_pt(tab.width), 0) << what;
            }
          }
        }
      }
    }
  }
}

TEST(BookLayoutTest, HeadsAndFoliosAreNoLongerInTheMargin) {
  // The old layout put them 0.19-0.23in from the trim; now they sit inside the block.
  BookManifest m =
      manifest("trim = \"8.5x11in\"\nmargin_top = \"0.6in\"\nmargin_bottom = \"0.6in\"");
  PageFrame f = page_frame(m, pt(27), 0);
  EXPECT_NEAR(in_pt(f.head_box.y), 0.6 * 72 + in_pt(PageStyle().ink_guard), 1e-9);
  EXPECT_GT(f.running_head_y.in_inch(), 0.6);
  EXPECT_NEAR(792 - in_pt(f.folio_box.bottom()), 0.6 * 72 + in_pt(PageStyle().ink_guard), 1e-9);
}

TEST(BookLayoutTest, AManifestMarginBelowTheServiceIsAnErrorNamingTheKeyAndTheRule) {
  const std::string book =
      "[book]\ntitle=\"T\"\n[print]\nservice = \"ingramspark\"\n[page]\n"
      "margin_outside = \"0.4in\"\n[[section]]\nheading=\"A\"\ncount=1\n";
  auto m = parse_manifest(book, "book.toml");
  ASSERT_FALSE(m.is_ok());
  EXPECT_EQ(m.status().message(),
            "book.toml:6: [page] margin_outside = 0.4 in is below ingramspark's minimum of 0.5 in "
            "without bleed");
}

SectionShape classic_shape() { return SectionShape(); }
SectionShape samurai_shape() {
  SectionShape s;
  s.cols = s.rows = 21;
  s.composite = true;
  s.variant = "samurai";
  s.min_cell = render::Length::mm(5);
  return s;
}

BookManifest with_sections(const std::string& page, const std::string& sections,
                           const std::string& solutions = "") {
  auto m = parse_manifest(
      "[book]\ntitle=\"T\"\n[page]\n" + page + "\n" + solutions + "\n" + sections, "book.toml");
  EXPECT_TRUE(m.is_ok()) << m.status().message();
  return *m;
}

TEST(BookLayoutTest, PerPageBelowTheMinimumCellIsAnErrorWithTheLargestAllowed) {
  const BookManifest m =
      with_sections("trim = \"6x9in\"", "[[section]]\nheading=\"A\"\ncount=6\nper_page = 6\n");
  auto r = resolve_per_page(m, {classic_shape()}, pt(27));
  ASSERT_FALSE(r.is_ok());
  EXPECT_EQ(r.status().message(),
            "book.toml:9: per_page = 6 gives 9x9 cells of 4.2 mm on 6x9in, below the 6.0 mm "
            "minimum; the largest allowed per_page is 4");
  // The same on letter is fine.
  const BookManifest letter =
      with_sections("trim = \"8.5x11in\"", "[[section]]\nheading=\"A\"\ncount=6\nper_page = 6\n");
  auto ok = resolve_per_page(letter, {classic_shape()}, pt(27));
  ASSERT_TRUE(ok.is_ok()) << ok.status().message();
  EXPECT_EQ(ok->puzzles[0], 6);
}

TEST(BookLayoutTest, SamuraiDefaultToOnePerPageBelowLetterAndCellsStayReadable) {
  const BookManifest small = with_sections(
      "trim = \"5x8in\"", "[[section]]\nheading=\"S\"\ncount=2\nvariant=\"samurai\"\n");
  EXPECT_EQ(resolve_per_page(small, {samurai_shape()}, pt(27)).status().message(),
            "book.toml:6: a samurai grid does not fit one to a page with cells of at least 5.0 mm "
            "on 5x8in; use a larger trim or smaller margins");
  for (const char* trim : {"6x9in", "7x10in", "8.5x11in", "A4"}) {
    const BookManifest m = with_sections(std::string("trim = \"") + trim + "\"",
                                         "[[section]]\nheading=\"S\"\ncount=2\n"
                                         "variant=\"samurai\"\n");
    auto r = resolve_per_page(m, {samurai_shape()}, pt(27));
    ASSERT_TRUE(r.is_ok()) << trim << ": " << r.status().message();
    const int n = r->puzzles[0];
    EXPECT_GE(n, 1) << trim;
    EXPECT_LE(n, 2) << trim;
    if (std::string(trim) == "6x9in" || std::string(trim) == "7x10in") {
      EXPECT_EQ(n, 1) << trim;
    }
    const PageFrame f = page_frame(m, pt(27), 0);
    const LayoutStyle st;
    const Slot slot = slots(puzzle_area(f, st), n, st)[0];
    EXPECT_GE(cell_size(slot.grid, 21, 21, render::Length::pt(2)), render::Length::mm(5)) << trim;
    // Their solutions are fitted (fewer per page), never below 4 mm.
    const int sols = r->solutions[0];
    const Slot sol = slots(puzzle_area(f, solutions_style()), sols, solutions_style())[0];
    EXPECT_GE(cell_size(sol.grid, 21, 21, render::Length::pt(2)), render::Length::mm(4)) << trim;
    EXPECT_LT(sols, 12) << trim;
  }
}

TEST(BookLayoutTest, SolutionsPerPageBelowFourMillimetresIsAnError) {
  const BookManifest m =
      with_sections("trim = \"6x9in\"", "[[section]]\nheading=\"A\"\ncount=6\nper_page=2\n",
                    "[solutions]\nper_page = 20\n");
  auto r = resolve_per_page(m, {classic_shape()}, pt(27));
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("book.toml:6: [solutions] per_page = 20 gives 9x9 "
                                      "solution cells of "),
            std::string::npos)
      << r.status().message();
  EXPECT_NE(r.status().message().find("; the largest allowed per_page is 9"), std::string::npos)
      << r.status().message();
  // Unset, the count is fitted: 9 on 6x9, 12 on letter.
  const BookManifest unset =
      with_sections("trim = \"6x9in\"", "[[section]]\nheading=\"A\"\ncount=6\n");
  EXPECT_EQ(resolve_per_page(unset, {classic_shape()}, pt(27))->solutions[0], 9);
  EXPECT_EQ(resolve_per_page(unset, {classic_shape()}, pt(27))->puzzles[0], 4);
}

TEST(BookLayoutTest, TheInsideMarginIsNeverNarrowerThanTheOutsideOne) {
  const BookManifest m = manifest("trim = \"8.5x11in\"\nmargin_outside = \"0.5in\"");
  const PrintRules kdp = print_rules(m);
  // KDP's gutter for 24 pages is 0.375 in: the 0.5 in outside margin wins; at 400 pages the
  // gutter (0.625 in) does.
  EXPECT_DOUBLE_EQ(inside_margin(m, kdp, 24).in_pt(), 36);
  EXPECT_DOUBLE_EQ(inside_margin(m, kdp, 400).in_pt(), 45);
  const BookManifest wide =
      manifest("trim = \"8.5x11in\"\nmargin_outside = \"0.5in\"\nmargin_inside = \"0.8in\"");
  EXPECT_DOUBLE_EQ(inside_margin(wide, kdp, 24).in_pt(), 0.8 * 72);
}

TEST(BookLayoutTest, GridLinesStayAtTheServiceMinimumAndBoxesStayHeavier) {
  using render::Length;
  const GridLineWeights magazine{Length::pt(0.5), Length::pt(1.5), Length::pt(2), Length::pt(3)};
  // Solution grids draw at 0.6: the cell lines would be 0.3 pt, the box lines 0.9 pt.
  const GridLineWeights w = grid_line_weights(magazine, 0.6, Length::pt(0.75));
  EXPECT_DOUBLE_EQ(w.thin.in_pt(), 0.75);
  EXPECT_DOUBLE_EQ(w.thick.in_pt(), 1.5);
  EXPECT_GE(w.border, w.thick);
  // Composite sub-grid outlines: 3 x 0.6 = 1.8 pt would be 1.2 x the raised box line.
  EXPECT_DOUBLE_EQ(w.outline.in_pt(), 1.5 * render::kOutlineOverBox);
  // Heavy enough already: unchanged.
  const GridLineWeights large{Length::pt(1), Length::pt(3), Length::pt(4), Length::pt(5)};
  const GridLineWeights same = grid_line_weights(large, 1, Length::pt(0.75));
  EXPECT_DOUBLE_EQ(same.thin.in_pt(), 1);
  EXPECT_DOUBLE_EQ(same.thick.in_pt(), 3);
  EXPECT_DOUBLE_EQ(same.border.in_pt(), 4);
}

SectionShape large_print_shape() {
  SectionShape s;
  s.large_print = true;
  s.min_cell = LargePrint().cell;
  return s;
}

TEST(BookLayoutTest, LargePrintRefusesTwoGridsToA6x9PageAndFitsOne) {
  const BookManifest two =
      with_sections("trim = \"6x9in\"",
                    "[[section]]\nheading=\"A\"\ncount=2\nper_page = 2\nlarge_print = true\n");
  auto r = resolve_per_page(two, {large_print_shape()}, pt(36));
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("book.toml:9: per_page = 2 gives 9x9 cells of "),
            std::string::npos)
      << r.status().message();
  EXPECT_NE(r.status().message().find(
                "below the 12.0 mm large-print minimum; the largest allowed per_page is 1"),
            std::string::npos)
      << r.status().message();
  const BookManifest one =
      with_sections("trim = \"6x9in\"",
                    "[[section]]\nheading=\"A\"\ncount=2\nper_page = 1\nlarge_print = true\n");
  ASSERT_TRUE(resolve_per_page(one, {large_print_shape()}, pt(36)).is_ok());
}

TEST(BookLayoutTest, GridSizesListOneLinePerSize) {
  const BookManifest m = with_sections("trim = \"8.5x11in\"",
                                       "[[section]]\nheading=\"Easy\"\ncount=4\nper_page=4\n"
                                       "[[section]]\nheading=\"Hard\"\ncount=4\nper_page=4\n"
                                       "[[section]]\nheading=\"Big\"\ncount=1\nper_page=1\n");
  auto pp = resolve_per_page(m, {classic_shape(), classic_shape(), classic_shape()}, pt(36));
  ASSERT_TRUE(pp.is_ok()) << pp.status().message();
  const std::vector<std::string> sizes =
      grid_sizes(m, {classic_shape(), classic_shape(), classic_shape()}, *pp, pt(36));
  ASSERT_EQ(sizes.size(), 3u);  // 4 a page, 1 a page, and one solution size
  EXPECT_NE(sizes[0].find("9x9 puzzles "), std::string::npos) << sizes[0];
  EXPECT_NE(sizes[0].find(" mm: Easy, Hard"), std::string::npos) << sizes[0];
  EXPECT_NE(sizes[1].find("9x9 solutions "), std::string::npos) << sizes[1];
  EXPECT_NE(sizes[1].find(" mm: Easy, Hard, Big"), std::string::npos) << sizes[1];
  EXPECT_NE(sizes[2].find(" mm: Big"), std::string::npos) << sizes[2];
}

TEST(BookLayoutTest, TheTypeScaleSetsCaptionsAndBands) {
  render::TypeScale large;
  large.small = large.body = 16;
  large.subhead = 20;
  large.heading = 24;
  large.title = 32;
  EXPECT_DOUBLE_EQ(section_style(large).caption.in_pt(), 16);
  EXPECT_DOUBLE_EQ(section_style(large).id.in_pt(), 16);
  EXPECT_DOUBLE_EQ(solutions_style(large).caption.in_pt(), 16);
  EXPECT_DOUBLE_EQ(page_style(large).head.in_pt(), 16);
  EXPECT_DOUBLE_EQ(page_style(large).folio.in_pt(), 16);
  // The default scale: captions in the body size, references in the small one.
  EXPECT_DOUBLE_EQ(section_style().caption.in_pt(), render::TypeScale().body);
  EXPECT_DOUBLE_EQ(section_style().id.in_pt(), render::TypeScale().small);
}

// The plan step: the gutter settles on the planned page count, and every page's geometry is
// computed once, as page_frame and slots give it.
TEST(BookLayoutTest, PlanLayoutSettlesTheGutterAndLaysOutEveryPageOnce) {
  const BookManifest m = with_sections("trim = \"6x9in\"\nmargin_outside = \"0.25in\"",
                                       "[[section]]\nheading=\"A\"\ncount=180\nper_page=1\n");
  testing::FakeSource source;
  auto puzzles = select_puzzles(m, source, testing::line_key);
  ASSERT_TRUE(puzzles.is_ok()) << puzzles.status().message();
  const PrintRules rules = print_rules(m);
  auto planned = plan_layout(m, *puzzles, {classic_shape()}, rules, render::TypeScale(), false);
  ASSERT_TRUE(planned.is_ok()) << planned.status().message();
  const BookPlan& plan = planned->plan;
  // Over 150 pages: KDP's gutter is 0.5 in, not the 0.375 in of the first plan.
  ASSERT_GT(plan.page_count(), 150);
  EXPECT_EQ(plan.inside_margin, inside_margin(m, rules, plan.page_count()));
  EXPECT_DOUBLE_EQ(plan.inside_margin.in_pt(), 36);
  const BookLayout& layout = planned->layout;
  ASSERT_EQ(static_cast<int>(layout.pages.size()), plan.page_count());
  for (int i = 0; i < plan.page_count(); ++i) {
    const PageFrame f = page_frame(m, plan.inside_margin, i, rules);
    const PageGeometry& g = layout.pages[i];
    EXPECT_EQ(g.frame.block.x, f.block.x) << i;
    EXPECT_EQ(g.frame.recto, f.recto) << i;
    const PlannedPage& p = plan.pages[i];
    if (p.kind == PageKind::kPuzzles || p.kind == PageKind::kSolutions) {
      EXPECT_EQ(static_cast<int>(g.slots.size()), p.per_page) << i;
      EXPECT_TRUE(f.content.contains(g.area)) << i;
    } else {
      EXPECT_TRUE(g.slots.empty()) << i;
    }
  }
  EXPECT_EQ(planned->per_page.puzzles, std::vector<int>{1});
  EXPECT_FALSE(planned->grid_sizes.empty());
}

}  // namespace
}  // namespace sudokupress::publish::book
