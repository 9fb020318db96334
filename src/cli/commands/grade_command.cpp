// SPDX-License-Identifier: GPL-3.0-or-later
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
  std::string profile = "human";
  std::string format = "tsv";
  std::string levels = "profile";
  int threads = 0;
  bool allow_invalid = false;
  bool no_er = false;
  double time_limit = 0;
};

core::Status run_grade(const GradeCommandOptions& o, Console& console) {
  const bool se_profile = o.profile == "se";
  auto profile = parse_profile(se_profile ? "human" : o.profile);
  if (!profile) return usage_error("unknown profile '" + o.profile + "' (human, book, full, se)");
  if (o.format != "tsv" && o.format != "book" && o.format != "json")
    return usage_error("unknown format '" + o.format + "' (tsv, book, json)");
  if (o.levels != "profile" && o.levels != "hodoku")
    return usage_error("unknown level mapping '" + o.levels + "' (profile, hodoku)");
  if (o.no_er && se_profile) return usage_error("--no-er: --profile se scores by SE's rating");
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  GradeRun run;
  run.options.profile = *profile;
  // SE's rating only where a column shows it (book has none), and not with --no-er: the level,
  // grade, score and codes never depend on it.
  run.options.se_rating = o.format != "book" && !o.no_er;
  run.options.hodoku = o.levels == "hodoku";
  run.threads = o.threads;
  run.allow_invalid = o.allow_invalid;
  run.time_limit = o.time_limit;
  StdoutSink out;
  auto line = [&](const InputRecord& r, const grade::GradeResult& g) {
    if (o.levels == "hodoku") {
      grade::GradeResult h = g;
      h.level = g.hodoku_level;
      h.grade = grade::hodoku_level_name(h.level);
      return out.write(format_grade_line(r.puzzle, r.ordinal, h, o.format, se_profile) + "\n");
    }
    return out.write(format_grade_line(r.puzzle, r.ordinal, g, o.format, se_profile) + "\n");
  };
  // Each input a run of entries at a time (InputSet::stream_entries: a line-format file of a
  // million puzzles in bounded memory); lines are written in input order as they are graded.
  long graded = 0;
  run.graded = &graded;
  for (const auto& path : inputs->paths()) {
    graded = 0;
    auto grade_run = [&](std::vector<InputEntry>& entries) {
      return grade_entries(entries, *inputs, console, run, line);
    };
    if (auto st = inputs->stream_entries(path, grade_run); !st) return st;
  }
  return inputs->result();
}

// grade --help's footer: the formats, the ladders, the codes and what each column costs (a
// table of text).
std::string grade_footer() {
  return "One line per puzzle, in input order (whatever the thread count), written as soon as it\n"
         "is ready (an interrupted batch keeps every finished line).\n"
         "  tsv  (default): puzzle<TAB>level<TAB>grade<TAB>score<TAB>codes (space-separated, in\n"
         "       order of use)<TAB>er (Sudoku Explainer's rating, one decimal; '-' for any grid\n"
         "       but the classic 9x9). The puzzle keeps the line format's fields: a jigsaw's\n"
         "       regions and a variant=NAME rules field (X, Windoku, ...) come after it, so the\n"
         "       output reads back with its geometry (README, \"Puzzle formats\").\n"
         "  book: the book's chapter 14 line: puzzle, id, clues, consistent|inconsistent, cells\n"
         "        solved, number of strategies, then one field per code (TAB-separated). id = the\n"
         "        first TAB field after the puzzle in the input, else the record number.\n"
         "  json: one object per line (puzzle (the cells), regions (a jigsaw), geometry, id,\n"
         "        clues, level, grade, score, codes, consistent,\n"
         "        solved_cells, guesses, ..., er, ep, ed; null when not a classic 9x9).\n"
         "er (tsv column 6)/ep/ed: Sudoku Explainer's ER, EP (hardest step up to the first\n"
         "placement) and ED (the first step), reproduced (serate 2025.10.8's rules; README.md,\n"
         "'SE rating'); '-' when not a classic 9x9.\n"
         "Profiles and their ladders (README.md, \"Grading\"):\n"
         "  human (default): the techniques human solvers use, cheapest first; levels 0 Easy\n"
         "    (singles), 1 Medium (locked candidates, pairs), 2 Hard (triples, X-Wing), 3 Tough\n"
         "    (quads, swordfish, jellyfish, skyscraper, two-string kite, turbot fish, empty\n"
         "    rectangle, XY-/XYZ-/W-wing, unique rectangles 1-4, hidden UR, BUG+1), 4 Fiendish\n"
         "    (finned/sashimi fish, WXYZ-wing, ALS-XZ, ALS-XY-wing, X-/XY-chains, AIC and nice\n"
         "    loops), 5 Diabolical (cell and region forcing chains), 6 Nightmare (dynamic forcing\n"
         "    nets). Uniqueness techniques assume one solution. Score = 10 * the hardest step's\n"
         "    score rating (tenths of an SE-like scale: the ER such puzzles get) + 40 * the\n"
         "    share of candidates left when it was first needed + 0.5 per step within 1.0 of\n"
         "    it (rounded); singles alone: 100 last value, 120 hidden single in a box, 150 in a\n"
         "    line, 230 naked single (the hardest one needed).\n"
         "  book: the book's 15 strategies; full: the book's with general subsets, hidden quad\n"
         "    and MRV backtracking. Levels 0 Easy, 1 Medium, 2 Hard, 3 Fiendish, 4 Diabolical\n"
         "    (backtracking); score = level*1000 + 100*weight + 0..99.\n"
         "  se: human's level and grade, SE's ER as the score, SE's hardest step in the codes.\n"
         "Codes: 0 unique-loop; 10 naked-pair 11 hidden-pair 12 box-line 13 pointing-line;\n"
         "20 naked-triple 21 hidden-triple 22 lines-2 23 naked-quad 24 Y-wing 25 hidden-quad;\n"
         "30 rectangle 31 XY-chain 32 lines-3 33 lines-4; 40+d backtrack solved at depth d (a\n"
         "code, not a level: 86 = a guess at depth 46);\n"
         "human: 50 skyscraper 51 two-string-kite 52 turbot-fish 53 empty-rectangle 54 XYZ-wing\n"
         "55 W-wing 56-59 unique-rectangle-1..4 60 hidden-rectangle 61 BUG+1 62-64 finned\n"
         "X-wing/swordfish/jellyfish 65 WXYZ-wing 66 X-chain 67 XY-chain 68 ALS-XZ\n"
         "69 ALS-XY-wing 70 AIC 72 cell-forcing-chain 73 region-forcing-chain 74 forcing-net.\n"
         "One scale (README.md, \"One scale\"): every command that names or targets a difficulty\n"
         "(generate, grade, stats, bank, book sections, captions, the cover's ladder) uses the\n"
         "human ladder unless --profile book|full is given. A level is fixed by the hardest\n"
         "technique; its band is where its puzzles lie on SE's scale (ER on the classic 9x9,\n"
         "score / 100 elsewhere). A book's graded section keeps its puzzles in its band, so\n"
         "sections rise:\n" +
         scale_table_text() +
         "--levels hodoku: the level and grade columns become HoDoKu 2.4.3's (0 Easy, 1 Medium,\n"
         "2 Hard, 3 Unfair, 4 Extreme) by HoDoKu's rule on our steps: a second solve with the\n"
         "human techniques (and HoDoKu's locked pairs and triples) in HoDoKu's order, in HoDoKu's\n"
         "steps (one digit per intersection, the chain or ALS that removes most); each step adds\n"
         "HoDoKu's base score for its technique (pointing 50, naked pair 60, X-Wing 140, XY-chain\n"
         "260, ALS-XZ 300, forcing chain 500, backtracking 10000, ...) to the singles (4 a naked,\n"
         "14 a hidden single); the level is the hardest step's HoDoKu level, or higher when the\n"
         "sum passes 800 (Medium), 1000 (Hard), 1600 (Unfair) or 1800 (Extreme). The score and\n"
         "codes columns stay the profile's; json adds hodoku_score. Agrees with HoDoKu on about\n"
         "96 % of puzzles (README.md, \"Grading\"); the second solve more than doubles the time "
         "of\n"
         "--format book (Sudoku Explainer's rating, in tsv and json, is most of the time).\n"
         "--no-er: no Sudoku Explainer rating (er, ep, ed print '-' / null; every other column\n"
         "the same). What each column costs (top1465, one thread, release build, CPU time):\n"
         "  level grade score codes (--no-er, or --format book)   about 930 puzzles/s\n"
         "  + er, ep, ed (the default tsv and json)                about 83 puzzles/s\n"
         "  + --levels hodoku (with --no-er: 420/s)                about 1.3 ms a puzzle more\n"
         "A bad record is reported on stderr as file:line: problem and skipped; exit status 2.\n"
         "So is a puzzle with no solution or several (unless --allow-invalid).";
}

}  // namespace

Action register_grade(CLI::App& app) {
  auto o = std::make_shared<GradeCommandOptions>();
  CLI::App* cmd = app.add_subcommand("grade", "Grade puzzles with the logic solver");
  cmd->footer(grade_footer());
  add_input_options(cmd, o->in, kInputAll);
  cmd->add_option("--profile", o->profile,
                  "Strategy profile: human (default: the human techniques, grades "
                  "Easy..Nightmare), book (the book's 15 strategies) or full (the book's with "
                  "general subsets and MRV backtracking) or se (SE's ER as the score)")
      ->default_val("human");
  cmd->add_option("--format", o->format, "Output format: tsv, book or json")->default_val("tsv");
  cmd->add_option("--levels", o->levels,
                  "Level mapping: profile (the profile's ladder) or hodoku (HoDoKu 2.4.3's "
                  "Easy, Medium, Hard, Unfair, Extreme by its score rule)")
      ->default_val("profile");
  cmd->add_option("--threads", o->threads, "Worker threads (0 = one per core)")
      ->default_val(0)
      ->check(CLI::Range(0, 1024));
  add_allow_invalid_option(cmd, o->allow_invalid);
  cmd->add_flag("--no-er", o->no_er,
                "Skip Sudoku Explainer's rating: er (and json's ep, ed) print '-' (null); the "
                "other columns are unchanged (the rating is most of grade's time)");
  add_time_limit_option(cmd, o->time_limit, "grading one puzzle");
  return [o](Console& console) { return run_grade(*o, console); };
}

}  // namespace sudokupress::cli
