// Every solver against the project's own corpus (spec §8 test vectors, puzzle:count:solution).
#include <gtest/gtest.h>

#include <sstream>

#include "core/format.hpp"
#include "solve/exact.hpp"
#include "test_support.hpp"

namespace sudokupress::solve {
namespace {

struct Entry {
  std::string puzzle;
  int count;
  std::string solution;
};

std::vector<Entry> load_corpus() {
  std::vector<Entry> out;
  std::istringstream in(testing::slurp(testing::project_data("spec_vectors.txt")));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto a = line.find(':'), b = line.find(':', a + 1);
    auto sp = line.find(' ', b);
    out.push_back({line.substr(0, a), std::stoi(line.substr(a + 1, b - a - 1)),
                   line.substr(b + 1, sp == std::string::npos ? sp : sp - b - 1)});
  }
  return out;
}

core::Puzzle parse(const std::string& s) {
  auto r = core::read_puzzles(s, "corpus");
  EXPECT_TRUE(r);
  EXPECT_EQ(r->items.size(), 1u);
  return *r->items.at(0).puzzle;
}

TEST(CorpusTest, GeneralSolverMatchesSpecVectors) {
  auto corpus = load_corpus();
  ASSERT_GE(corpus.size(), 20u);
  auto solver = make_general_solver();
  for (const auto& e : corpus) {
    auto r = solver->count(parse(e.puzzle), 10);
    EXPECT_EQ(r.count, e.count) << e.puzzle;
    core::Puzzle sol(parse(e.puzzle).geometry,
                     r.solution);
    EXPECT_EQ(core::write_puzzle(sol, core::Format::kLine), e.solution) << e.puzzle;
  }
}

}  // namespace
}  // namespace sudokupress::solve
