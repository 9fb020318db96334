// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/bank_record.hpp"

#include <charconv>
#include <cstdlib>

#include "core/constraints.hpp"
#include "core/format.hpp"
#include "core/puzzle_key.hpp"
#include "core/symmetry.hpp"
#include "grade/difficulty.hpp"
#include "grade/grade.hpp"
#include "solve/exact.hpp"

namespace sudokupress::publish {

namespace {

std::optional<int> small_int(const std::string& s) {
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

std::optional<double> number(const std::string& s) {
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size()) return std::nullopt;
  return v;
}

// A level and its name on the human ladder (the one scale) or the book's (--profile book).
bool is_grade_of(const std::optional<int>& level, const std::string& name) {
  if (!level) return false;
  for (grade::Profile p : {grade::Profile::kHuman, grade::Profile::kBook})
    if (grade::grade_name(*level, p) == name) return true;
  return false;
}

// The generator's ID token that starts with `tag` (after the version token), or "".
std::string id_token(const std::string& id, char tag) {
  size_t pos = id.find('_');
  while (pos != std::string::npos) {
    size_t next = id.find('_', pos + 1);
    std::string tok = id.substr(pos + 1, next == std::string::npos ? next : next - pos - 1);
    if (!tok.empty() && tok[0] == tag) return tok.substr(1);
    pos = next;
  }
  return "";
}

// The strongest symmetry of the clue pattern (the generator's ID says it when present).
std::string symmetry_of(const core::Puzzle& p, const std::string& id) {
  if (!id.empty()) {
    std::string y = id_token(id, 'y');
    return y.empty() ? "none" : y;
  }
  return std::string(core::symmetry_name(core::strongest_symmetry(p.geo(), p.cells)));
}

std::string codes_text(const std::vector<int>& codes) {
  std::string s;
  for (int c : codes) s += (s.empty() ? "" : " ") + std::to_string(c);
  return s;
}

}  // namespace

KnownFacts facts_from_fields(const std::vector<std::string>& f) {
  KnownFacts k;
  if (f.size() >= 5 && f[0].rfind("sp", 0) == 0 && f[0].find('_') != std::string::npos) {
    k.id = f[0];  // generate tsv: id clues level grade score
    auto level = small_int(f[2]);
    if (is_grade_of(level, f[3]) && number(f[4])) {
      k.level = level;
      k.grade = f[3];
      k.score = number(f[4]);
    }
    return k;
  }
  if (f.size() >= 3) {  // grade tsv: level grade score [codes]
    auto level = small_int(f[0]);
    if (is_grade_of(level, f[1]) && number(f[2])) {
      k.level = level;
      k.grade = f[1];
      k.score = number(f[2]);
      if (f.size() >= 4) k.codes = f[3];
    }
  }
  if (!f.empty() && f[0].rfind("sp", 0) == 0 && f[0].find('_') != std::string::npos) k.id = f[0];
  return k;
}

core::StatusOr<bank::BankPuzzle> make_row(const core::Puzzle& p, const KnownFacts& facts,
                                          solve::Engine& solver, grade::Grader* grader) {
  if (auto st = core::check_givens(p); !st) return st;
  // The row's puzzle column is the line format, cages and marks included: a Killer whose
  // cages the line format cannot label would lose them.
  if (p.has_constraints() && !p.constraints->cages.empty())
    if (auto cages = core::cages_field(p.geo(), *p.constraints); !cages) return cages.status();
  solve::CountResult r = solver.count(p, 2);
  if (r.count == 0) return core::Status::error("no solution");
  if (r.count > 1) return core::Status::error("more than one solution");
  if (std::string marks = core::marks_problem(p, &r.solution); !marks.empty())
    return core::Status::error(marks);
  bank::BankPuzzle row;
  row.puzzle = core::write_puzzle(p, core::Format::kLine);
  row.solution =
      core::write_puzzle(core::Puzzle(p.geometry, std::move(r.solution)), core::Format::kLine);
  row.geometry = core::variant_name(p);
  row.key = core::canonical_key(p);
  row.id = facts.id;
  row.level = facts.level;
  row.grade = facts.grade;
  row.score = facts.score;
  row.codes = facts.codes;
  if (!row.level && grader) {
    grade::GradeResult g = grader->grade(p);
    row.level = g.level;
    row.grade = std::string(g.grade);
    row.score = g.score;
    row.codes = codes_text(g.codes);
    if (g.er >= 0) row.er = g.er;
  }
  row.clues = p.clue_count();
  row.symmetry = symmetry_of(p, facts.id);
  row.mask = id_token(facts.id, 'k');
  return row;
}

}  // namespace sudokupress::publish
