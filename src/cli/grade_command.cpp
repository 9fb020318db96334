// `sudokupress grade`: grade puzzles with the logic solver, one line per puzzle.
#include <unistd.h>

#include <iostream>
#include <mutex>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/grade_support.hpp"
#include "core/format.hpp"
#include "grade/batch.hpp"
#include "grade/grade.hpp"

namespace sudokupress::cli {

namespace {

struct GradeCommandOptions {
  std::vector<std::string> inputs;
  std::string profile = "full";
  std::string format = "tsv";
  std::string in_format = "auto";
  std::string variant;
  int threads = 0;
  bool strict = false;
};

std::string codes_text(const std::vector<int>& codes, char sep) {
  std::string s;
  for (size_t i = 0; i < codes.size(); ++i) {
    if (i) s += sep;
    s += std::to_string(codes[i]);
  }
  return s;
}

}  // namespace

StatusOrRecords read_records(const std::vector<std::string>& paths, const std::string& in_format,
                             const std::string& variant) {
  auto fmt = core::parse_format(in_format);
  if (!fmt) return fmt.status();
  core::ReadOptions ropts;
  ropts.format = *fmt;
  if (!variant.empty()) {
    auto g = core::geometry_by_name(variant);
    if (!g) return g.status();
    ropts.geometry = *g;
  }
  std::vector<std::string> inputs = paths;
  if (inputs.empty()) inputs.push_back("-");
  Records out;
  for (const auto& path : inputs) {
    auto read = core::read_puzzle_file(path, ropts);
    if (!read) {
      out.errors.push_back({out.puzzles.size(), read.status().message()});
      continue;
    }
    for (auto& item : read->items) {
      if (!item.puzzle) {
        out.errors.push_back({out.puzzles.size(), item.error});
        continue;
      }
      out.puzzles.push_back(std::move(*item.puzzle));
    }
  }
  return out;
}

std::string format_grade_line(const core::Puzzle& p, size_t ordinal, const grade::GradeResult& r,
                              std::string_view format) {
  std::string puzzle = core::write_puzzle(p, core::Format::kLine);
  std::string id = p.fields.empty() ? std::to_string(ordinal) : p.fields[0];
  long score = static_cast<long>(r.score);
  if (format == "book") {
    std::string s = puzzle + "\t" + id + "\t" + std::to_string(p.clue_count()) + "\t" +
                    (r.consistent ? "consistent" : "inconsistent") + "\t" +
                    std::to_string(r.solved_cells) + "\t" + std::to_string(r.codes.size());
    for (int c : r.codes) s += "\t" + std::to_string(c);
    return s;
  }
  if (format == "json") {
    return "{\"puzzle\":" + grade::json_quote(puzzle) + ",\"id\":" + grade::json_quote(id) +
           ",\"clues\":" + std::to_string(p.clue_count()) +
           ",\"level\":" + std::to_string(r.level) + ",\"grade\":" + grade::json_quote(r.grade) +
           ",\"score\":" + std::to_string(score) + ",\"codes\":[" + codes_text(r.codes, ',') +
           "],\"consistent\":" + (r.consistent ? "true" : "false") +
           ",\"solved_cells\":" + std::to_string(r.solved_cells) +
           ",\"guesses\":" + std::to_string(r.guesses) +
           ",\"logic_solved\":" + std::to_string(r.logic_solved) +
           ",\"logic_candidates\":" + std::to_string(r.logic_candidates) + "}";
  }
  return puzzle + "\t" + std::to_string(r.level) + "\t" + std::string(r.grade) + "\t" +
         std::to_string(score) + "\t" + codes_text(r.codes, ' ');
}

StatusOr<grade::Profile> parse_profile(std::string_view name) {
  if (name == "book") return grade::Profile::kBook;
  if (name == "full") return grade::Profile::kFull;
  return core::Status::error("unknown profile '" + std::string(name) + "' (book, full)");
}

std::vector<grade::GradeResult> grade_with_progress(const std::vector<core::Puzzle>& puzzles,
                                                    const grade::GradeOptions& opts, int threads) {
  bool tty = isatty(2);
  std::mutex mu;
  size_t last = 0;
  auto progress = [&](size_t done) {
    std::lock_guard<std::mutex> lock(mu);
    if (done < last + 1000 && done != puzzles.size()) return;
    last = done;
    std::cerr << "\rgraded " << done << "/" << puzzles.size() << std::flush;
  };
  auto results = grade::grade_batch(puzzles, opts, threads,
                                    tty ? std::function<void(size_t)>(progress) : nullptr);
  if (tty && puzzles.size() >= 1000) std::cerr << "\n";
  return results;
}

namespace {

int run_grade(const GradeCommandOptions& o) {
  auto profile = parse_profile(o.profile);
  if (!profile) {
    std::cerr << "sudokupress grade: " << profile.status().message() << "\n";
    return kExitUsage;
  }
  if (o.format != "tsv" && o.format != "book" && o.format != "json") {
    std::cerr << "sudokupress grade: unknown format '" << o.format << "' (tsv, book, json)\n";
    return kExitUsage;
  }
  auto records = read_records(o.inputs, o.in_format, o.variant);
  if (!records) {
    std::cerr << "sudokupress grade: " << records.status().message() << "\n";
    return kExitUsage;
  }
  if (!records->errors.empty() && o.strict) {
    std::cerr << records->errors.front().second << "\n";
    return kExitBadInput;
  }
  grade::GradeOptions opts;
  opts.profile = *profile;
  auto results = grade_with_progress(records->puzzles, opts, o.threads);
  size_t err = 0;
  bool rejected = false;
  std::string out;
  for (size_t i = 0; i <= records->puzzles.size(); ++i) {
    while (err < records->errors.size() && records->errors[err].first == i) {
      std::cout << out;
      out.clear();
      std::cout.flush();
      std::cerr << records->errors[err++].second << "\n";
      rejected = true;
    }
    if (i == records->puzzles.size()) break;
    out += format_grade_line(records->puzzles[i], i + 1, results[i], o.format);
    out += '\n';
    if (out.size() > (1 << 16)) {
      std::cout << out;
      out.clear();
    }
  }
  std::cout << out;
  std::cout.flush();
  return rejected ? kExitBadInput : kExitOk;
}

}  // namespace

Action register_grade(CLI::App& app) {
  auto o = std::make_shared<GradeCommandOptions>();
  CLI::App* cmd = app.add_subcommand("grade", "Grade puzzles with the logic solver");
  cmd->footer(
      "One line per puzzle, in input order (whatever the thread count).\n"
      "  tsv  (default): puzzle<TAB>level<TAB>grade<TAB>score<TAB>codes (space-separated, in\n"
      "       order of use)\n"
      "  book: the book's chapter 14 line: puzzle, id, clues, consistent|inconsistent, cells\n"
      "        solved, number of strategies, then one field per code (TAB-separated). id = the\n"
      "        first TAB field after the puzzle in the input, else the record number.\n"
      "  json: one object per line (puzzle, id, clues, level, grade, score, codes, consistent,\n"
      "        solved_cells, guesses).\n"
      "Levels: 0 Easy, 1 Medium, 2 Hard, 3 Fiendish, 4 Diabolical (backtracking needed).\n"
      "Codes (the book's): 0 unique-loop; 10 naked-pair 11 hidden-pair 12 box-line\n"
      "13 pointing-line; 20 naked-triple 21 hidden-triple 22 lines-2 23 naked-quad 24 Y-wing\n"
      "25 hidden-quad (full only); 30 rectangle 31 XY-chain 32 lines-3 33 lines-4;\n"
      "40+d backtrack solved at depth d.\n"
      "Score = level*1000 + 100*(weight of the hardest strategy at that level; backtrack: depth)\n"
      "        + how often hard steps were needed (0..99); see README.md.\n"
      "Profiles: full (default) adds subset forms of naked/hidden triples and quads, hidden\n"
      "quad and MRV backtracking; book reproduces the book's solver.\n"
      "A bad record is reported on stderr as file:line: problem and skipped; exit status 2.");
  cmd->add_option("inputs", o->inputs, "Puzzle files ('-' or none = standard input)");
  cmd->add_option("--profile", o->profile, "Strategy profile: book or full")->default_val("full");
  cmd->add_option("--format", o->format, "Output format: tsv, book or json")->default_val("tsv");
  cmd->add_option("--threads", o->threads, "Worker threads (0 = one per core)")
      ->default_val(0)
      ->check(CLI::Range(0, 1024));
  cmd->add_flag("--strict", o->strict, "Stop at the first bad record");
  cmd->add_option("--input-format", o->in_format, "Input format (default: detect)")
      ->default_val("auto");
  cmd->add_option("--variant", o->variant,
                  "Geometry: 9x9, 6x6, 16x16, RxC box shape, double, samurai, ...");
  return [o] { return run_grade(*o); };
}

}  // namespace sudokupress::cli
