// `sudokupress grade`: grade puzzles with the logic solver, one line per puzzle.
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/grade_support.hpp"
#include "cli/input_set.hpp"
#include "cli/output.hpp"
#include "cli/watchdog.hpp"
#include "grade/grade.hpp"

namespace sudokupress::cli {

namespace {

struct GradeCommandOptions {
  InputOptions in;
  std::string profile = "full";
  std::string format = "tsv";
  int threads = 0;
  bool allow_invalid = false;
  double time_limit = 0;
};

core::Status run_grade(const GradeCommandOptions& o, Console& console) {
  const bool se_profile = o.profile == "se";
  auto profile = parse_profile(se_profile ? "full" : o.profile);
  if (!profile) return usage_error("unknown profile '" + o.profile + "' (book, full, se)");
  if (o.format != "tsv" && o.format != "book" && o.format != "json")
    return usage_error("unknown format '" + o.format + "' (tsv, book, json)");
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  GradeRun run;
  run.options.profile = *profile;
  run.options.se_rating = o.format != "book";
  run.threads = o.threads;
  run.allow_invalid = o.allow_invalid;
  run.time_limit = o.time_limit;
  StdoutSink out;
  for (const auto& path : inputs->paths()) {
    auto entries = inputs->read_entries(path);
    core::Status st = grade_entries(
        entries, *inputs, console, run, [&](const InputRecord& r, const grade::GradeResult& g) {
          return out.write(format_grade_line(r.puzzle, r.ordinal, g, o.format, se_profile) + "\n");
        });
    if (!st) return st;
  }
  return inputs->result();
}

}  // namespace

Action register_grade(CLI::App& app) {
  auto o = std::make_shared<GradeCommandOptions>();
  CLI::App* cmd = app.add_subcommand("grade", "Grade puzzles with the logic solver");
  cmd->footer(
      "One line per puzzle, in input order (whatever the thread count), written as soon as it\n"
      "is ready (an interrupted batch keeps every finished line).\n"
      "  tsv  (default): puzzle<TAB>level<TAB>grade<TAB>score<TAB>codes (space-separated, in\n"
      "       order of use)<TAB>er (Sudoku Explainer's rating, one decimal; '-' for any grid\n"
      "       but the classic 9x9)\n"
      "  book: the book's chapter 14 line: puzzle, id, clues, consistent|inconsistent, cells\n"
      "        solved, number of strategies, then one field per code (TAB-separated). id = the\n"
      "        first TAB field after the puzzle in the input, else the record number.\n"
      "  json: one object per line (puzzle, id, clues, level, grade, score, codes, consistent,\n"
      "        solved_cells, guesses, ..., er, ep, ed; null when not a classic 9x9).\n"
      "er/ep/ed: Sudoku Explainer's ER, EP (hardest step up to the first placement) and ED (the\n"
      "first step), reproduced (serate 2025.10.8's rules; see README.md, 'SE rating').\n"
      "Levels: 0 Easy, 1 Medium, 2 Hard, 3 Fiendish, 4 Diabolical (backtracking needed).\n"
      "Codes (the book's): 0 unique-loop; 10 naked-pair 11 hidden-pair 12 box-line\n"
      "13 pointing-line; 20 naked-triple 21 hidden-triple 22 lines-2 23 naked-quad 24 Y-wing\n"
      "25 hidden-quad (full only); 30 rectangle 31 XY-chain 32 lines-3 33 lines-4;\n"
      "40+d backtrack solved at depth d.\n"
      "Score = level*1000 + 100*(weight of the hardest strategy at that level; backtrack: depth)\n"
      "        + how often hard steps were needed (0..99); see README.md.\n"
      "Profiles: full (default) adds subset forms of naked/hidden triples and quads, hidden\n"
      "quad and MRV backtracking; book reproduces the book's solver; se = full's level and\n"
      "grade, with SE's ER as the score and SE's hardest step name in the codes column.\n"
      "A bad record is reported on stderr as file:line: problem and skipped; exit status 2.\n"
      "So is a puzzle with no solution or several (unless --allow-invalid).");
  add_input_options(cmd, o->in, kInputAll);
  cmd->add_option("--profile", o->profile, "Strategy profile: book, full or se")
      ->default_val("full");
  cmd->add_option("--format", o->format, "Output format: tsv, book or json")->default_val("tsv");
  cmd->add_option("--threads", o->threads, "Worker threads (0 = one per core)")
      ->default_val(0)
      ->check(CLI::Range(0, 1024));
  add_allow_invalid_option(cmd, o->allow_invalid);
  add_time_limit_option(cmd, o->time_limit, "grading one puzzle");
  return [o](Console& console) { return run_grade(*o, console); };
}

}  // namespace sudokupress::cli
