// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/project_source.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "core/format.hpp"
#include "core/transform.hpp"
#include "generate/grading.hpp"
#include "publish/book/section_rise.hpp"
#include "publish/book/worked_example.hpp"
#include "test_support.hpp"

namespace sudokupress::publish::book {
namespace {

namespace fs = std::filesystem;

constexpr const char* kTv1 =
    "409701003005400200060503040078614900000958400954372186013840020042100308890235014";
constexpr const char* kTv2 =
    "200080010001902000450061020004000089060070000710000060040107008000009500070020034";

core::Puzzle parse(const std::string& line) {
  auto r = core::read_puzzles(line, "t");
  EXPECT_TRUE(r.is_ok());
  return *r->items[0].puzzle;
}

// A folder with a manifest (and any other files) for one test.
struct Book {
  fs::path dir;
  explicit Book(const std::string& name) {
    dir = fs::temp_directory_path() / ("sp_publish_" + std::to_string(::getpid()) + "_" + name);
    fs::create_directories(dir);
  }
  ~Book() { fs::remove_all(dir); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name) << text;
    return (dir / name).string();
  }
};

#define SP_REQUIRE_GRADER()                                                             \
  do {                                                                                  \
    if (!generate::grader_available())                                                  \
      GTEST_SKIP() << "the generator's grader bridge is not in this build (issue 3/4)"; \
  } while (0)

TEST(ProjectSourceTest, CanonicalKeysMatchEquivalentPuzzlesOnly) {
  core::Puzzle a = parse(kTv1);
  auto rotated = core::apply_transform(a, "rot90");
  ASSERT_TRUE(rotated.is_ok());
  auto relabelled = core::apply_transform(*rotated, "relabel:912345678");
  ASSERT_TRUE(relabelled.is_ok());
  EXPECT_NE(core::write_puzzle(a, core::Format::kLine),
            core::write_puzzle(*relabelled, core::Format::kLine));
  EXPECT_EQ(book_canonical(a), book_canonical(*relabelled));
  EXPECT_NE(book_canonical(a), book_canonical(parse(kTv2)));
  EXPECT_EQ(book_canonical(a).rfind("9x9:", 0), 0u);
}

TEST(ProjectSourceTest, ReadsAPuzzleFileWithIdsAndGrades) {
  SP_REQUIRE_GRADER();
  Book b("file");
  b.write("p.txt", std::string(kTv1) + "\n" + kTv2 + "\n");
  std::string path = b.write("book.toml",
                             "[book]\ntitle=\"T\"\n[[section]]\nheading=\"F\"\n"
                             "puzzles=\"p.txt\"\n");
  auto m = load_manifest(path);
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  ProjectSource source(1);
  auto book = select_puzzles(*m, source, book_canonical);
  ASSERT_TRUE(book.is_ok()) << book.status().message();
  ASSERT_EQ(book->size(), 2u);
  std::set<std::string> ids;
  for (const BookPuzzle& p : *book) {
    ids.insert(p.id);
    EXPECT_TRUE(core::is_solution_of(p.puzzle, p.solution));
    EXPECT_FALSE(p.grade.empty());
  }
  EXPECT_TRUE(ids.count("p.txt:1"));
  EXPECT_TRUE(ids.count("p.txt:2"));
  // In rising order on the one scale: SE's ER, computed for a classic 9x9 on the human ladder.
  EXPECT_GE((*book)[0].er, 0);
  EXPECT_LE(rise_value((*book)[0]), rise_value((*book)[1]));
}

TEST(ProjectSourceTest, RejectsABadPuzzleFileWithFileAndLine) {
  SP_REQUIRE_GRADER();
  Book b("bad");
  b.write("p.txt", std::string(kTv1) + "\n" + std::string(81, '.') + "\n");
  std::string path = b.write("book.toml",
                             "[book]\ntitle=\"T\"\n[[section]]\nheading=\"F\"\n"
                             "puzzles=\"p.txt\"\n");
  auto m = load_manifest(path);
  ASSERT_TRUE(m.is_ok());
  ProjectSource source(1);
  auto book = select_puzzles(*m, source, book_canonical);
  ASSERT_FALSE(book.is_ok());
  EXPECT_EQ(book.status().message(),
            (b.dir / "p.txt").string() + ":2: the puzzle has no solution or more than one");
}

TEST(ProjectSourceTest, ReportsUnknownNamesAtTheManifestLine) {
  Book b("names");
  auto check = [&](const std::string& section, const std::string& expected) {
    std::string path = b.write("book.toml",
                               "[book]\ntitle=\"T\"\n[[section]]\nheading=\"S\"\n"
                               "count=1\n" +
                                   section + "\n");
    auto m = load_manifest(path);
    ASSERT_TRUE(m.is_ok()) << m.status().message();
    ProjectSource source(1);
    auto book = select_puzzles(*m, source, book_canonical);
    ASSERT_FALSE(book.is_ok());
    EXPECT_EQ(book.status().message().rfind(path + ":" + expected, 0), 0u)
        << book.status().message();
  };
  check("variant = \"7x7x7\"", "6: ");
  check("symmetry = \"spiral\"", "6: ");
  check("mask = \"no-such-mask\"", "6: mask 'no-such-mask' is neither a built-in mask");
}

TEST(ProjectSourceTest, GeneratesGradedSectionsDeterministically) {
  SP_REQUIRE_GRADER();
  Book b("gen");
  std::string path = b.write("book.toml", R"([book]
title = "T"
seed = 5
[[section]]
heading = "Easy"
count = 3
grade = "Easy"
[[section]]
heading = "Medium"
count = 3
grade = "Medium"
[[section]]
heading = "Heart"
count = 2
mask = "heart"
[[section]]
heading = "Kids"
count = 2
size = 6
)");
  auto m = load_manifest(path);
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  ProjectSource one(1), two(2);
  auto a = select_puzzles(*m, one, book_canonical);
  ASSERT_TRUE(a.is_ok()) << a.status().message();
  auto c = select_puzzles(*m, two, book_canonical);
  ASSERT_TRUE(c.is_ok());
  ASSERT_EQ(a->size(), 10u);
  std::set<std::string> keys;
  for (size_t i = 0; i < a->size(); ++i) {
    const BookPuzzle& p = (*a)[i];
    EXPECT_EQ(p.id, (*c)[i].id);  // thread count does not matter
    EXPECT_EQ(p.puzzle.cells, (*c)[i].puzzle.cells);
    EXPECT_TRUE(generate::is_unique(p.puzzle));
    EXPECT_TRUE(core::is_solution_of(p.puzzle, p.solution));
    EXPECT_TRUE(keys.insert(book_canonical(p.puzzle)).second);
  }
  for (int i = 0; i < 3; ++i) EXPECT_EQ((*a)[i].grade, "Easy");
  for (int i = 3; i < 6; ++i) EXPECT_EQ((*a)[i].grade, "Medium");
  EXPECT_EQ((*a)[6].puzzle.clue_count(), 40);  // the heart mask keeps 40 clues
  EXPECT_EQ((*a)[8].puzzle.size(), 6);
}

TEST(ProjectSourceTest, WorkedExampleIsARealHiddenSingle) {
  std::vector<BookPuzzle> book(1);
  book[0].puzzle = parse(kTv2);
  book[0].number = 7;
  auto ex = worked_example(book);
  ASSERT_TRUE(ex.has_value());
  EXPECT_EQ(ex->puzzle_number, 7);
  ASSERT_EQ(ex->placements.size(), 1u);
  EXPECT_FALSE(ex->houses.empty());
  EXPECT_FALSE(ex->explanation.empty());
  // The placed cell is empty before the step and the digit is the solution's.
  auto [cell, digit] = ex->placements[0];
  EXPECT_EQ(ex->before.cells[cell], 0);
  const std::string solution =
      "297583416631942857458761923524316789869275341713894265342157698186439572975628134  # TV-2 "
      "ch14 L7170";
  EXPECT_GE(ex->before.clue_count(), book[0].puzzle.clue_count());
  EXPECT_EQ(digit, solution[cell] - '0');
  for (int c = 0; c < 81; ++c) {  // every cell filled before the step is right
    if (ex->before.cells[c] != 0) {
      EXPECT_EQ(ex->before.cells[c], solution[c] - '0');
    }
  }
}

}  // namespace
}  // namespace sudokupress::publish::book
