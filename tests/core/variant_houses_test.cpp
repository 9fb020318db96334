// SPDX-License-Identifier: GPL-3.0-or-later
// Single-grid variants as data: extra houses (X, Windoku, centre-dot, asterisk, girandola) and
// jigsaw regions (names, house kinds, errors, the regions text form, the layout generator).
#include <gtest/gtest.h>

#include <set>

#include "core/format.hpp"
#include "core/geometry.hpp"

namespace sudokupress::core {
namespace {

int count_kind(const Geometry& g, HouseKind k) {
  int n = 0;
  for (const House& h : g.houses()) n += h.kind == k;
  return n;
}

GeometryPtr named(const std::string& name) {
  auto g = geometry_by_name(name);
  EXPECT_TRUE(g) << name << ": " << g.status().message();
  return g ? *g : nullptr;
}

TEST(VariantHousesTest, XHasBothDiagonalsAfterRowsColumnsAndBoxes) {
  auto g = named("x");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->name(), "x");
  EXPECT_FALSE(g->is_classic());
  EXPECT_TRUE(g->is_variant());
  ASSERT_EQ(g->houses().size(), 29u);
  EXPECT_EQ(g->houses()[27].kind, HouseKind::kDiagonal);
  EXPECT_EQ(g->houses()[27].cells, (std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80}));
  EXPECT_EQ(g->houses()[28].cells, (std::vector<int>{8, 16, 24, 32, 40, 48, 56, 64, 72}));
  EXPECT_EQ(g->house_name(28), "anti-diagonal");
  // The centre cell sees both diagonals: 8 row + 8 column + 4 more box + 6 + 6 more diagonal
  // peers (two cells of each diagonal are in the centre box).
  EXPECT_EQ(g->peers(40).size(), 8u + 8u + 4u + 6u + 6u);
}

TEST(VariantHousesTest, WindokuHasFourWindowsAndGeneralises) {
  auto g = named("windoku");
  ASSERT_TRUE(g);
  EXPECT_EQ(count_kind(*g, HouseKind::kWindow), 4);
  // Window 0: rows 1..3, columns 1..3.
  const House& w = g->houses()[27];
  EXPECT_EQ(w.kind, HouseKind::kWindow);
  EXPECT_EQ(w.cells.front(), g->cell_at(1, 1));
  EXPECT_EQ(w.cells.back(), g->cell_at(3, 3));
  EXPECT_EQ(g->houses()[30].cells.front(), g->cell_at(5, 5));
  EXPECT_EQ(count_kind(*named("windoku-16"), HouseKind::kWindow), 9);
  EXPECT_EQ(count_kind(*named("windoku-4x4"), HouseKind::kWindow), 1);
  EXPECT_FALSE(geometry_by_name("windoku-6x6"));  // 2x3 boxes: not defined
}

TEST(VariantHousesTest, ExtraRegionsOnePerBox) {
  for (const char* name : {"centre-dot", "asterisk", "girandola"}) {
    auto g = named(name);
    ASSERT_TRUE(g);
    ASSERT_EQ(count_kind(*g, HouseKind::kExtra), 1) << name;
    const House& h = g->houses().back();
    EXPECT_EQ(h.cells.size(), 9u);
    std::set<int> boxes;
    for (int c : h.cells) boxes.insert(g->coord(c).row / 3 * 3 + g->coord(c).col / 3);
    EXPECT_EQ(boxes.size(), 9u) << name;
  }
  EXPECT_EQ(named("centre-dot")->house_name(27), "centre-dot region");
  EXPECT_FALSE(geometry_by_name("asterisk-16"));
  EXPECT_FALSE(geometry_by_name("centre-dot-16"));  // even box sides
  EXPECT_TRUE(geometry_by_name("x-centre-dot"));
  EXPECT_EQ(named("center-dot-x")->name(), "x-centre-dot");
}

// Disjoint groups: N groups, group k the cells at row k / box columns, column k % box columns of
// every box; one cell of each box in each; on any box shape; combined with others by name.
TEST(VariantHousesTest, DisjointGroupsOnePlaceOfEveryBox) {
  auto g = named("disjoint");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->name(), "disjoint");
  ASSERT_EQ(count_kind(*g, HouseKind::kGroup), 9);
  const House& first = g->houses()[27];
  EXPECT_EQ(first.kind, HouseKind::kGroup);
  EXPECT_EQ(first.cells, (std::vector<int>{0, 3, 6, 27, 30, 33, 54, 57, 60}));
  EXPECT_EQ(g->houses()[27 + 4].cells.front(), g->cell_at(1, 1));  // the box centres
  EXPECT_EQ(g->house_name(35), "group 9");
  for (const House& h : g->houses()) {
    if (h.kind != HouseKind::kGroup) continue;
    std::set<int> boxes, places;
    for (int c : h.cells) {
      boxes.insert(g->coord(c).row / 3 * 3 + g->coord(c).col / 3);
      places.insert(g->coord(c).row % 3 * 3 + g->coord(c).col % 3);
    }
    EXPECT_EQ(boxes.size(), 9u);
    EXPECT_EQ(places.size(), 1u);
  }
  // Every cell sees 4 more peers (its group's cells outside its row, column and box).
  EXPECT_EQ(g->peers(40).size(), 20u + 4u);
  auto six = named("disjoint-6x6");
  ASSERT_TRUE(six);
  EXPECT_EQ(count_kind(*six, HouseKind::kGroup), 6);
  // 2x3 boxes: group 5 is row 1, column 2 of every box.
  EXPECT_EQ(six->houses().back().cells, (std::vector<int>{8, 11, 20, 23, 32, 35}));
  EXPECT_EQ(named("disjoint-x")->name(), "x-disjoint");
  EXPECT_EQ(count_kind(*named("windoku-disjoint-16"), HouseKind::kGroup), 16);
  EXPECT_FALSE(geometry_by_name("disjoint-jigsaw"));  // groups need boxes
  EXPECT_NE(rules_text(*g).find("disjoint groups"), std::string::npos);
}

TEST(VariantHousesTest, NamesAndSizes) {
  EXPECT_EQ(named("x-16")->name(), "x-16x16");
  EXPECT_EQ(named("x-6x6")->size(), 6);
  EXPECT_EQ(named("x-2x3")->name(), "x-6x6");
  EXPECT_EQ(named("x-3x2")->name(), "x-3x2");
  EXPECT_EQ(named("hyper")->name(), "windoku");
  EXPECT_EQ(named("jigsaw-7")->name(), "jigsaw-7x7");
  EXPECT_EQ(named("x-jigsaw")->name(), "x-jigsaw");
  EXPECT_EQ(named("jigsaw-x")->name(), "x-jigsaw");
  EXPECT_FALSE(geometry_by_name("x-7"));        // no box shape, no jigsaw
  EXPECT_FALSE(geometry_by_name("jigsaw-17"));  // 4..16
  EXPECT_FALSE(geometry_by_name("windoku-jigsaw"));
  EXPECT_FALSE(geometry_by_name("x-"));
  // Sizes far past the limits are refused before any product overflows (found by CI's fuzz_id).
  EXPECT_FALSE(geometry_by_name("x-99999x99999"));
  EXPECT_FALSE(geometry_by_name("jigsaw-2147483647"));
  EXPECT_FALSE(geometry_by_name("x-65536x65536"));
  EXPECT_FALSE(geometry_by_name("x-0x3"));
  EXPECT_TRUE(geometry_by_name("samurai"));  // composites unaffected
}

TEST(VariantHousesTest, JigsawRegionsReplaceBoxes) {
  auto g = named("jigsaw");
  ASSERT_TRUE(g);
  EXPECT_TRUE(g->is_jigsaw());
  EXPECT_TRUE(g->random_layout());
  EXPECT_EQ(count_kind(*g, HouseKind::kBox), 0);
  EXPECT_EQ(count_kind(*g, HouseKind::kRegion), 9);
  auto x = named("x-jigsaw-5");
  ASSERT_TRUE(x);
  EXPECT_EQ(count_kind(*x, HouseKind::kDiagonal), 2);
  EXPECT_EQ(count_kind(*x, HouseKind::kRegion), 5);
}

TEST(VariantHousesTest, RegionsTextAndChecks) {
  // 4x4: L shapes.
  const std::string text =
      "1112"
      "3122"
      "3342"
      "3444";
  auto r = parse_regions(text, 4);
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_EQ(regions_text(*r), text);
  EXPECT_EQ(parse_regions("1112312233423445", 4).status().message(),
            "bad region character '5' (a 4x4 uses 1..4)");
  EXPECT_EQ(parse_regions("111231223342344", 4).status().message(),
            "expected 16 region characters, found 15");
  EXPECT_EQ(parse_regions("1112312233423443", 4).status().message(), "region 3 has 5 cells, not 4");
  EXPECT_EQ(parse_regions("1122"
                          "1122"
                          "3434"
                          "3434",
                          4)
                .status()
                .message(),
            "region 3 is not connected");
  auto g = named("jigsaw-4")->with_regions(*r);
  ASSERT_TRUE(g);
  EXPECT_FALSE(g->random_layout());
  EXPECT_EQ(g->houses()[8].kind, HouseKind::kRegion);
  EXPECT_EQ(region_char(9), 'A');
  EXPECT_EQ(region_char(15), 'G');
}

TEST(VariantHousesTest, LineFormatCarriesRegions) {
  const std::string line =
      "1..."
      "...."
      "...."
      "...2"
      "\t"
      "1112"
      "3122"
      "3342"
      "3444"
      "\tid7";
  auto read = read_puzzles(line, "in.txt");
  ASSERT_TRUE(read) << read.status().message();
  ASSERT_EQ(read->items.size(), 1u);
  ASSERT_TRUE(read->items[0].puzzle) << read->items[0].error;
  const Puzzle& p = *read->items[0].puzzle;
  EXPECT_TRUE(p.geo().is_jigsaw());
  EXPECT_EQ(p.fields, (std::vector<std::string>{"id7"}));
  EXPECT_EQ(write_puzzle(p, Format::kLine, true), line);
  // --variant x-jigsaw-4: the same regions plus the diagonals.
  ReadOptions o;
  o.geometry = named("x-jigsaw-4");
  auto xr = read_puzzles(line, "in.txt", o);
  ASSERT_TRUE(xr && xr->items[0].puzzle);
  EXPECT_EQ(xr->items[0].puzzle->geo().name(), "x-jigsaw-4x4");
  // A jigsaw without its regions, and a bad layout, are rejected with file:line.
  o.geometry = named("jigsaw-4");
  auto bare = read_puzzles("1..............2\n", "in.txt", o);
  ASSERT_TRUE(bare);
  EXPECT_NE(bare->items[0].error.find("in.txt:1: a jigsaw-4x4 puzzle needs its regions"),
            std::string::npos)
      << bare->items[0].error;
  auto bad = read_puzzles("1..............2\t1112312233423443\n", "in.txt");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->items[0].error, "in.txt:1: regions: region 3 has 5 cells, not 4");
  // A given twice in a region.
  auto twice = read_puzzles("1.......1.......\t1112312233423444\n", "in.txt");
  ASSERT_TRUE(twice);
  EXPECT_FALSE(twice->items[0].puzzle);
}

// The layout generator over 1000 seeds (sizes 4..16 in turn): n regions of n cells, each
// connected, none a rectangle (box, row or column), the same layout for the same seed, and
// different layouts for different seeds.
TEST(VariantHousesTest, RandomRegionsPropertiesOver1000Seeds) {
  std::set<std::vector<int>> layouts;
  for (uint64_t seed = 0; seed < 1000; ++seed) {
    const int n = 4 + static_cast<int>(seed % 13);
    std::vector<int> r = random_regions(n, seed);
    ASSERT_TRUE(check_regions(n, r)) << "seed " << seed << ": " << check_regions(n, r).message();
    for (int k = 0; k < n; ++k) ASSERT_FALSE(region_is_rectangle(n, r, k)) << seed;
    if (seed % 50 == 0) {
      EXPECT_EQ(random_regions(n, seed), r) << seed;
    }
    layouts.insert(r);
  }
  EXPECT_GE(layouts.size(), 900u);  // a 4x4 has few layouts; bigger ones all differ
}

}  // namespace
}  // namespace sudokupress::core
