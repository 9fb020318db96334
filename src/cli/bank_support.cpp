// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bank_support.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "cli/app.hpp"
#include "cli/chart_support.hpp"
#include "cli/console.hpp"
#include "cli/json.hpp"
#include "cli/ordered_runner.hpp"
#include "core/range.hpp"
#include "core/text_check.hpp"
#include "grade/grade.hpp"
#include "publish/bank_record.hpp"
#include "solve/exact.hpp"

namespace sudokupress::cli {

namespace {

// "A..B", "A..", "..B" or "A" (exactly A); an integer column refuses fractions and values
// outside its type (never truncated: the cast of a value outside int's range is undefined).
template <class T>
core::Status parse_range(const std::string& text, const std::string& flag, std::optional<T>& lo,
                         std::optional<T>& hi) {
  core::RangeSyntax syntax;
  syntax.single_value = true;
  if constexpr (std::is_integral_v<T>) {
    syntax.integers = true;
    syntax.min = static_cast<double>(std::numeric_limits<T>::min());
    syntax.max = static_cast<double>(std::numeric_limits<T>::max());
  }
  syntax.not_number = syntax.out_of_bounds =
      flag + " wants A..B (numbers; either side may be empty)";
  syntax.reversed = flag + " " + text + ": an empty range (A > B)";
  auto range = core::parse_range(text, syntax);
  if (!range) return range.status();
  if (range->lo) lo = static_cast<T>(*range->lo);
  if (range->hi) hi = static_cast<T>(*range->hi);
  return core::Status::ok();
}

std::string opt_number(const std::optional<double>& v) {
  return v ? format_number(*v, 2) : std::string("-");
}

}  // namespace

void add_query_options(CLI::App* cmd, QueryCliOptions& o) {
  cmd->add_option("--variant", o.variant, "Geometry name (9x9, 6x6, samurai, ...)");
  cmd->add_option("--grade", o.grade, "Grade name (see 'grade --help')");
  cmd->add_option("--level", o.level,
                  "Level or range A..B (0..6 on the human ladder, 0..4 on the book's)");
  cmd->add_option("--score", o.score, "Score range A..B");
  cmd->add_option("--er", o.er, "SE rating range A..B (unrated puzzles never match)");
  cmd->add_option("--clues", o.clues, "Clue count or range A..B");
  cmd->add_option("--unused-in", o.unused_in, "Only puzzles this series has not used");
}

core::StatusOr<bank::BankQuery> build_query(const QueryCliOptions& o, long count) {
  bank::BankQuery q;
  q.geometry = o.variant;
  q.grade = o.grade;
  q.unused_in = o.unused_in;
  q.limit = count;
  if (auto st = parse_range(o.level, "--level", q.level_min, q.level_max); !st) return st;
  if (auto st = parse_range(o.score, "--score", q.score_min, q.score_max); !st) return st;
  if (auto st = parse_range(o.er, "--er", q.er_min, q.er_max); !st) return st;
  if (auto st = parse_range(o.clues, "--clues", q.clues_min, q.clues_max); !st) return st;
  return q;
}

namespace {

// A bank row's puzzle column as the line writer made it:
// cells[<TAB>regions][<TAB>variant=NAME][<TAB>cages=...][<TAB>marks=...] (core::write_puzzle).
// A bank is a file anyone can edit, so only those field shapes, in that order and free of
// control characters, keep their TAB; anything else is escaped with the field before it
// ("P\nforged\tline" stays one field).
struct PuzzleColumn {
  std::string cells, regions, rules, cages, marks;
  // The fields after the cells, in the writer's order, for the line output.
  std::vector<std::string*> parts() { return {&regions, &rules, &cages, &marks}; }
};
bool clean_field(const std::string& part, std::string_view prefix) {
  return part.rfind(prefix, 0) == 0 && part.find_first_of("\n\r\t") == std::string::npos;
}
PuzzleColumn split_puzzle_column(const std::string& text) {
  PuzzleColumn c;
  size_t tab = text.find('\t');
  c.cells = text.substr(0, tab);
  std::string* last = &c.cells;  // the field an unexpected part is escaped into
  int stage = 0;                 // the next field shape allowed: regions, rules, cages, marks
  while (tab != std::string::npos) {
    size_t next = text.find('\t', tab + 1);
    std::string part = text.substr(tab + 1, next == std::string::npos ? next : next - tab - 1);
    const bool regions_shape =
        part.size() == c.cells.size() &&
        part.find_first_not_of("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string::npos;
    std::string* slot = nullptr;
    if (stage <= 0 && regions_shape) {
      slot = &c.regions, stage = 1;
    } else if (stage <= 1 && clean_field(part, core::kRulesFieldPrefix)) {
      slot = &c.rules, stage = 2;
    } else if (stage <= 2 && clean_field(part, "cages=")) {
      slot = &c.cages, stage = 3;
    } else if (stage <= 3 && clean_field(part, "marks=")) {
      slot = &c.marks, stage = 4;
    }
    if (slot) {
      *slot = part;
      last = slot;
    } else {
      *last += "\t" + part;  // escaped below
      stage = 4;             // nothing after a forged part is a field
    }
    tab = next;
  }
  return c;
}

std::string puzzle_column_line(const std::string& text) {
  PuzzleColumn c = split_puzzle_column(text);
  std::string out = core::escape_controls(c.cells);
  for (const std::string* part : c.parts())
    if (!part->empty()) out += "\t" + core::escape_controls(*part);
  return out;
}

}  // namespace

std::string bank_row_line(const bank::BankPuzzle& r, const std::string& format) {
  if (format == "line") return puzzle_column_line(r.puzzle);
  const std::string level = r.level ? std::to_string(*r.level) : "-";
  if (format == "json") {
    JsonObject j;
    const PuzzleColumn puzzle = split_puzzle_column(r.puzzle);
    j.add("puzzle", puzzle.cells);
    if (!puzzle.regions.empty()) j.add("regions", puzzle.regions);
    if (!puzzle.cages.empty()) j.add("cages", puzzle.cages.substr(6));  // after "cages="
    if (!puzzle.marks.empty()) j.add("marks", puzzle.marks.substr(6));  // after "marks="
    j.add("solution", split_puzzle_column(r.solution).cells).add("key", r.key);
    j.add("geometry", r.geometry).add("id", r.id).add("clues", r.clues);
    j.raw("level", r.level ? level : "null").add("grade", r.grade);
    j.raw("score", r.score ? format_number(*r.score, 2) : "null");
    j.raw("er", r.er ? format_number(*r.er, 1) : "null").add("codes", r.codes);
    j.add("symmetry", r.symmetry).add("mask", r.mask).add("source", r.source);
    return j.add("created", static_cast<long long>(r.created)).str();
  }
  // A bank is a file anyone can edit: a field holding LF or TAB would forge records (a puzzle
  // "P\nforged\tline" printed two), so every text field is written with its controls escaped.
  const auto esc = [](const std::string& s) { return core::escape_controls(s); };
  return puzzle_column_line(r.puzzle) + "\t" + (r.id.empty() ? "-" : esc(r.id)) + "\t" +
         std::to_string(r.clues) + "\t" + level + "\t" + (r.grade.empty() ? "-" : esc(r.grade)) +
         "\t" + opt_number(r.score);
}

std::string bank_stats_text(const bank::BankStats& s) {
  std::string t = "puzzles\t" + std::to_string(s.puzzles) + "\n\n# Puzzles per variant and grade\n";
  t += "variant\tlevel\tgrade\tpuzzles\n";
  for (const auto& g : s.per_grade)
    t += core::escape_controls(g.geometry) + "\t" + (g.level ? std::to_string(*g.level) : "-") +
         "\t" + (g.grade.empty() ? "-" : core::escape_controls(g.grade)) + "\t" +
         std::to_string(g.puzzles) + "\n";
  t += "\n# Series\nseries\tvolumes\tused\tfree\n";
  for (const auto& c : s.series)
    t += core::escape_controls(c.series) + "\t" + std::to_string(c.volumes) + "\t" +
         std::to_string(c.used) + "\t" + std::to_string(c.free) + "\n";
  return t;
}

ChartData bank_chart_data(const std::vector<bank::BankPuzzle>& rows) {
  ChartData data;
  for (const auto& r : rows) {
    std::vector<int> codes;
    size_t pos = 0;
    while (pos < r.codes.size()) {
      size_t end = r.codes.find(' ', pos);
      if (end == std::string::npos) end = r.codes.size();
      if (end > pos) codes.push_back(std::atoi(r.codes.substr(pos, end - pos).c_str()));
      pos = end + 1;
    }
    // Graded here or from grade output: codes recorded (possibly none); generate output: not.
    const bool known = !codes.empty() || (r.level && r.id.empty());
    data.add(r.level.value_or(-1), codes, known, r.clues, r.score.value_or(NAN),
             r.er.value_or(NAN));
    if (r.level && !r.grade.empty()) data.level_names.emplace(*r.level, r.grade);
  }
  return data;
}

namespace {

// One worker's engines: an exact solver per geometry, one grader.
struct AddWorker {
  std::map<std::string, std::unique_ptr<solve::ExactSolver>> solvers;
  std::optional<grade::Grader> grader;
};

struct AddRun {
  bank::Bank& bank;
  InputSet& set;
  Console& console;
  std::vector<AddWorker> workers;
  std::vector<bank::BankPuzzle> pending;
  bank::AddCounts total;
  size_t batch = 0;

  core::Status flush() {
    if (pending.empty()) return core::Status::ok();
    auto c = bank.add(pending);
    if (!c) return c.status();
    total.added += c->added;
    total.duplicates += c->duplicates;
    total.equivalents += c->equivalents;
    pending.clear();
    console.progress("bank add", total.added + total.duplicates + total.equivalents, 0,
                     " read (" + std::to_string(total.added) + " added, " +
                         std::to_string(total.duplicates + total.equivalents) + " skipped)");
    return core::Status::ok();
  }
};

core::Status add_entries(AddRun& run, std::vector<InputEntry>& entries, const std::string& source,
                         bool grade_missing, int64_t created) {
  // One pointer per entry (a row is only alive between its work and its emit).
  std::vector<std::unique_ptr<core::StatusOr<bank::BankPuzzle>>> rows(entries.size());
  auto work = [&](size_t i, int w) {
    if (!entries[i].record) return;
    const core::Puzzle& p = entries[i].record->puzzle;
    AddWorker& worker = run.workers[static_cast<size_t>(w)];
    auto& solver = worker.solvers[p.geo().name() + (p.has_constraints() ? "+cages" : "")];
    if (!solver) solver = solve::make_solver(p);
    // The one scale: the human ladder, with SE's ER on the classic 9x9.
    if (grade_missing && !worker.grader) {
      grade::GradeOptions go;
      go.profile = grade::Profile::kHuman;
      go.se_rating = true;
      worker.grader.emplace(go);
    }
    // Level, grade, score and codes in the input are claims anyone can write ("Easy 100" on a
    // Diabolical puzzle): the bank stores the grader's own, or none with --no-grade.
    publish::KnownFacts facts = publish::facts_from_fields(p.fields);
    facts.level.reset();
    facts.grade.clear();
    facts.score.reset();
    facts.codes.clear();
    rows[i] = std::make_unique<core::StatusOr<bank::BankPuzzle>>(
        publish::make_row(p, facts, *solver, grade_missing ? &*worker.grader : nullptr));
  };
  auto emit = [&](size_t i) -> core::Status {
    if (!entries[i].record) return run.set.reject(run.console, entries[i].error);
    auto& r = *rows[i];
    if (!r) {
      auto st =
          run.set.reject(run.console, entries[i].record->where() + ": " + r.status().message());
      rows[i].reset();
      return st;
    }
    r->source = source.empty() ? entries[i].record->file : source;
    r->created = created;
    run.pending.push_back(std::move(*r));
    rows[i].reset();
    entries[i].record.reset();
    return run.pending.size() >= run.batch ? run.flush() : core::Status::ok();
  };
  // The workers may run two batches ahead of the inserts: with a window smaller than a batch
  // they stopped while the emitting thread committed one, and the import ran stage after stage.
  const size_t window = std::clamp<size_t>(2 * run.batch, 8192, 131072);
  return run_ordered(entries.size(), static_cast<int>(run.workers.size()), window, work, emit);
}

}  // namespace

core::Status run_bank_add(const std::string& db, const InputOptions& in, const std::string& source,
                          int threads, int batch, bool grade_missing, Console& console) {
  auto set = InputSet::open(in);
  if (!set) return set.status();
  auto bank = bank::Bank::open(db);
  if (!bank) return bank.status();
  AddRun run{*bank,
             *set,
             console,
             std::vector<AddWorker>(worker_count(threads)),
             {},
             {},
             static_cast<size_t>(batch)};
  const int64_t created = bank::creation_time();
  // Each input a run of entries at a time (InputSet::stream_entries: a line-format file of a
  // million puzzles in bounded memory); the batches span the runs and the files as before.
  for (const std::string& path : set->paths()) {
    auto add = [&](std::vector<InputEntry>& entries) {
      return add_entries(run, entries, source, grade_missing, created);
    };
    if (auto st = set->stream_entries(path, add); !st) {
      if (auto f = run.flush(); !f) return f;  // keep what was read before a --strict stop
      return st;
    }
  }
  if (auto st = run.flush(); !st) return st;
  console.end_progress();
  console.note("bank add: " + std::to_string(run.total.added) + " added, " +
               std::to_string(run.total.duplicates) + " duplicates and " +
               std::to_string(run.total.equivalents) + " equivalents skipped");
  return set->result();
}

}  // namespace sudokupress::cli
