// `sudokupress solve`: exact solving and solution counting over batches of puzzles.
#include <iostream>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/grade_support.hpp"
#include "core/format.hpp"
#include "grade/grade.hpp"
#include "solve/exact.hpp"

namespace sudokupress::cli {

namespace {

struct SolveOptions {
  std::vector<std::string> inputs;
  bool count = false;
  int limit = 2;
  bool strict = false;
  std::string format = "auto";
  std::string in_format = "auto";
  std::string variant;
  std::string explain;  // "", "text" or "json"
  std::string profile = "full";
};

// --explain: the grader's steps, one line each (text or JSON lines), then a summary.
int explain_one(const core::Puzzle& p, size_t ordinal, const SolveOptions& o,
                grade::Profile profile) {
  grade::GradeOptions opts;
  opts.profile = profile;
  opts.record_steps = true;
  grade::GradeResult r = grade::grade(p, opts);
  const auto& g = p.geo();
  std::string codes;
  for (int c : r.codes) codes += (codes.empty() ? "" : " ") + std::to_string(c);
  if (o.explain == "json") {
    for (size_t i = 0; i < r.steps.size(); ++i)
      std::cout << "{\"puzzle\":" << ordinal << ",\"step\":" << i + 1 << ","
                << grade::step_json(g, r.steps[i]).substr(1) << "\n";
    std::cout << "{\"puzzle\":" << ordinal << ",\"result\":"
              << grade::json_quote(core::write_puzzle(r.solution, core::Format::kLine))
              << ",\"solved\":" << (r.solved ? "true" : "false") << ",\"level\":" << r.level
              << ",\"grade\":" << grade::json_quote(r.grade)
              << ",\"score\":" << static_cast<long>(r.score) << ",\"codes\":[";
    for (size_t i = 0; i < r.codes.size(); ++i) std::cout << (i ? "," : "") << r.codes[i];
    std::cout << "]}\n";
  } else {
    std::cout << "# " << core::write_puzzle(p, core::Format::kLine) << "\n";
    for (const auto& s : r.steps) std::cout << s.explanation << "\n";
    std::cout << "# "
              << (r.solved       ? "solved"
                  : r.consistent ? "stuck"
                                 : "inconsistent")
              << ": level " << r.level << " (" << r.grade << "), score "
              << static_cast<long>(r.score) << ", codes " << codes << "\n";
  }
  return r.consistent ? kExitOk : kExitBadInput;
}

int run_solve(const SolveOptions& o) {
  auto out_format = core::parse_format(o.format);
  auto in_format = core::parse_format(o.in_format);
  if (!out_format || !in_format) {
    std::cerr << "sudokupress solve: "
              << (!out_format ? out_format.status() : in_format.status()).message() << "\n";
    return kExitUsage;
  }
  if (!o.explain.empty() && o.explain != "text" && o.explain != "json") {
    std::cerr << "sudokupress solve: unknown --explain format '" << o.explain << "' (text, json)\n";
    return kExitUsage;
  }
  auto profile = parse_profile(o.profile);
  if (!profile) {
    std::cerr << "sudokupress solve: " << profile.status().message() << "\n";
    return kExitUsage;
  }
  size_t ordinal = 0;
  core::ReadOptions ropts;
  ropts.format = *in_format;
  if (!o.variant.empty()) {
    auto g = core::geometry_by_name(o.variant);
    if (!g) {
      std::cerr << "sudokupress solve: " << g.status().message() << "\n";
      return kExitUsage;
    }
    ropts.geometry = *g;
  }
  std::vector<std::string> inputs = o.inputs;
  if (inputs.empty()) inputs.push_back("-");
  bool rejected = false;
  for (const auto& path : inputs) {
    auto read = core::read_puzzle_file(path, ropts);
    if (!read) {
      std::cerr << read.status().message() << "\n";
      if (o.strict) return kExitBadInput;
      rejected = true;
      continue;
    }
    core::Format fmt = *out_format == core::Format::kAuto ? read->format : *out_format;
    for (const auto& item : read->items) {
      if (!item.puzzle) {
        std::cerr << item.error << "\n";
        if (o.strict) return kExitBadInput;
        rejected = true;
        continue;
      }
      const core::Puzzle& p = *item.puzzle;
      ++ordinal;
      if (!o.explain.empty()) {
        if (explain_one(p, ordinal, o, *profile) != kExitOk) {
          std::cerr << (path == "-" ? "<stdin>" : path) << ":" << item.line
                    << ": contradiction (no solution)\n";
          rejected = true;
          if (o.strict) return kExitBadInput;
        }
        continue;
      }
      auto solver = solve::make_solver(p.geo());
      if (o.count) {
        auto r = solver->count(p, o.limit);
        std::cout << core::write_puzzle(p, core::Format::kLine) << "\t" << r.count
                  << (r.count >= o.limit ? "+" : "") << "\n";
        continue;
      }
      auto r = solver->count(p, 2);
      if (r.count == 0) {
        std::cerr << (path == "-" ? "<stdin>" : path) << ":" << item.line << ": no solution\n";
        rejected = true;
        if (o.strict) return kExitBadInput;
        continue;
      }
      if (r.count > 1) {
        std::cerr << (path == "-" ? "<stdin>" : path) << ":" << item.line
                  << ": more than one solution (printing the first)\n";
        rejected = true;
        if (o.strict) return kExitBadInput;
      }
      core::Puzzle sol(p.geometry, r.solution);
      sol.fields = p.fields;
      std::string text = core::write_puzzle(sol, fmt, true);
      std::cout << text;
      if (text.empty() || text.back() != '\n') std::cout << "\n";
      else if (fmt != core::Format::kLine && fmt != core::Format::kCompositeLine) std::cout << "\n";
    }
  }
  std::cout.flush();
  return rejected ? kExitBadInput : kExitOk;
}

}  // namespace

Action register_solve(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand("solve", "Solve puzzles exactly, or count their solutions");
  cmd->footer(
      "Input formats are detected (line, grid, rows, sdk, composite-line, composite-grid).\n"
      "Output: each solution in the input's format (or --format); with --count,\n"
      "'<puzzle line>\\t<count>' where count is 0, 1, ... or N+ at the limit.\n"
      "A bad record is reported on stderr as file:line: problem and skipped; the exit status\n"
      "is then 2 (--strict stops at the first). Puzzles with no or several solutions also give 2.");
  cmd->add_option("inputs", o->inputs, "Puzzle files ('-' or none = standard input)");
  cmd->add_flag("--count", o->count, "Count solutions instead of printing them");
  cmd->add_option("--limit", o->limit, "Stop counting at N (with --count)")
      ->default_val(2)
      ->check(CLI::Range(1, 1000000000));
  cmd->add_flag("--strict", o->strict, "Stop at the first bad record");
  cmd->add_option("--format", o->format, "Output format: line, grid, rows, sdk, composite-grid")
      ->default_val("auto");
  cmd->add_option("--input-format", o->in_format, "Input format (default: detect)")
      ->default_val("auto");
  cmd->add_flag("--explain{text}", o->explain,
                "Print the logic solver's steps instead: --explain (one line each) or "
                "--explain=json (JSON lines: code, strategy, cells, digits, houses, placed, "
                "eliminated, explanation), then a summary");
  cmd->add_option("--profile", o->profile, "Strategy profile for --explain: book or full")
      ->default_val("full");
  cmd->add_option("--variant", o->variant,
                  "Geometry: 9x9, 6x6, 16x16, RxC box shape, double, samurai, ...");
  return [o] { return run_solve(*o); };
}

}  // namespace sudokupress::cli
