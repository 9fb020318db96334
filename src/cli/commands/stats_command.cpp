// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress stats`: statistics over grade output (tsv, book or json lines) or over puzzles
// (graded on the fly): strategy usage (the book's Tables 14-1 and 16-1), puzzles per number of
// strategies and per highest level (Figures 14-1 to 14-3), clue counts and digit facts (ch16).
// Every input is read a block at a time and each entry added to the counts as it comes (issue
// 32): nothing in the report needs every record; --chart keeps one score and er per puzzle.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/app.hpp"
#include "cli/chart_support.hpp"
#include "cli/commands.hpp"
#include "cli/grade_support.hpp"
#include "cli/input_set.hpp"
#include "cli/json.hpp"
#include "cli/output.hpp"
#include "core/format.hpp"
#include "core/text_lines.hpp"
#include "core/text_stream.hpp"
#include "grade/difficulty.hpp"
#include "grade/grade.hpp"

namespace sudokupress::cli {

namespace {

// Grade output is read a block of at least this many bytes at a time.
constexpr size_t kStatsBlockBytes = size_t{1} << 20;

struct StatsOptions {
  InputOptions in;
  std::string profile = "human";
  int threads = 0;
  bool allow_invalid = false;
  std::string chart;  // --chart OUT.svg|.pdf|.png
};

struct Entry {
  std::string puzzle;  // one symbol per cell
  std::vector<int> codes;
  int level = -1;      // as the input says it (grade tsv, json) or graded here; else from codes
  std::string grade;   // the level's name on the ladder that graded it
  double score = NAN;  // when the input says it (grade tsv and json, graded here)
  double er = -1, ep = -1, ed = -1;  // Sudoku Explainer's rating (-1: none in the input)
};

double parse_score(const std::string& s) {
  if (s.empty()) return NAN;
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size() ? v : NAN;
}

// A number of the SE rating columns ("-", null or absent: -1).
double se_number(const std::string& s) {
  if (s.empty() || s == "-" || s == "null") return -1;
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  return end && *end == 0 && v >= 0 ? v : -1;
}

// The JSON member `key` as a number, or -1.
double json_number(const std::string& line, const std::string& key) {
  auto k = line.find("\"" + key + "\":");
  if (k == std::string::npos) return -1;
  k += key.size() + 3;
  return se_number(line.substr(k, line.find_first_of(",}", k) - k));
}

std::vector<std::string> split(const std::string& s, char sep) {
  return core::split_fields(s, sep);
}

bool parse_int(const std::string& s, int& v) {
  if (s.empty() || s.size() > 6) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  v = std::stoi(s);
  return true;
}

// One line of grade output, or false when the line is not one.
bool parse_grade_line(const std::string& line, Entry& e) {
  e = {};
  if (!line.empty() && line[0] == '{') {  // json
    auto p = line.find("\"puzzle\":\"");
    auto c = line.find("\"codes\":[");
    if (p == std::string::npos || c == std::string::npos) return false;
    p += 10;
    e.puzzle = line.substr(p, line.find('"', p) - p);
    if (auto sc = line.find("\"score\":"); sc != std::string::npos)
      e.score = parse_score(line.substr(sc + 8, line.find_first_of(",}", sc + 8) - sc - 8));
    c += 9;
    std::string list = line.substr(c, line.find(']', c) - c);
    if (!list.empty())
      for (auto& f : split(list, ',')) {
        int v;
        if (!parse_int(f, v)) return false;
        e.codes.push_back(v);
      }
    e.er = json_number(line, "er");
    e.ep = json_number(line, "ep");
    e.ed = json_number(line, "ed");
    if (double level = json_number(line, "level"); level >= 0 && level <= 100)
      e.level = static_cast<int>(level);
    if (auto g = line.find("\"grade\":\""); g != std::string::npos) {
      g += 9;
      e.grade = line.substr(g, line.find('"', g) - g);
    }
    return true;
  }
  auto f = split(line, '\t');
  int v;
  if (f.size() >= 6 && (f[3] == "consistent" || f[3] == "inconsistent")) {  // book
    e.puzzle = f[0];
    for (size_t i = 6; i < f.size(); ++i) {
      if (f[i].empty()) continue;
      if (!parse_int(f[i], v)) return false;
      e.codes.push_back(v);
    }
    return true;
  }
  if (f.size() >= 4 && parse_int(f[1], v) &&
      (f[2] == grade::grade_name(v) || f[2] == grade::grade_name(v, grade::Profile::kHuman))) {
    // tsv (any ladder)
    e.puzzle = f[0];
    e.level = v;
    e.grade = f[2];
    e.score = parse_score(f[3]);
    if (f.size() >= 5 && !f[4].empty())
      for (auto& c : split(f[4], ' ')) {
        if (c.empty()) continue;
        if (!parse_int(c, v)) return false;
        e.codes.push_back(v);
      }
    if (f.size() >= 6) e.er = se_number(f[5]);
    return true;
  }
  return false;
}

// Completes an entry's level and grade: the input's when it says them, else from its codes on
// the profile's ladder (book format lines), so every table and chart counts the same levels.
void resolve_level(Entry& e, grade::Profile profile) {
  if (e.level < 0) e.level = grade::level_for(e.codes, profile);
  if (e.grade.empty()) e.grade = std::string(grade::grade_name(e.level, profile));
}

// The name of a level as the entries give it (the first to name it: their ladder), else the
// profile's.
std::string level_name(const std::map<int, std::string>& names, int level, grade::Profile profile) {
  auto it = names.find(level);
  return it != names.end() ? it->second : std::string(grade::grade_name(level, profile));
}

std::string pct(long n, long total) {
  return format_number(total ? 100.0 * n / total : 0.0, 2) + "%";
}

// The counts behind the report's tables, entry by entry.
struct Tallies {
  long total_uses = 0, backtracked = 0, cleanup_only = 0;
  std::map<int, long> uses;  // code (backtrack folded to 40) -> count
  std::map<int, long> per_count, per_count_no_unique, per_level, per_clues, per_depth;
  long lack = 0, complete = 0, both = 0, two_complete = 0;
  std::map<int, long> clues_per_digit, per_absent, per_complete;

  void add(const Entry& e) {
    add_codes(e);
    add_digits(e.puzzle);
  }

  // Strategy uses, backtracking depth, strategies per puzzle and the level.
  void add_codes(const Entry& e) {
    bool bt = false;
    int no_unique = 0;
    for (int c : e.codes) {
      bool backtrack = c >= 40 && c < 50;
      ++uses[backtrack ? 40 : c];
      ++total_uses;
      if (backtrack) {
        bt = true;
        ++per_depth[c - 40];
      }
      if (c != 0) ++no_unique;
    }
    if (e.codes.empty()) ++cleanup_only;
    if (bt) ++backtracked;
    ++per_level[e.level];
    if (!bt) {
      ++per_count[static_cast<int>(e.codes.size())];
      ++per_count_no_unique[no_unique];
    }
  }

  // Clues, and digits absent from or complete in the clues.
  void add_digits(const std::string& puzzle) {
    std::map<int, int> digit;
    int clues = 0, n = 0;
    for (char ch : puzzle) {
      int v = core::symbol_value(ch);
      if (v < 0) continue;
      ++n;
      if (v > 0) {
        ++clues;
        ++digit[v];
      }
    }
    ++per_clues[clues];
    int side = 0;
    while ((side + 1) * (side + 1) <= n) ++side;
    int absent = 0, full = 0;
    for (int d = 1; d <= side; ++d) {
      if (digit[d] == 0) ++absent;
      if (digit[d] == side) ++full;
    }
    for (int d = 1; d <= side; ++d) clues_per_digit[d] += digit[d];
    ++per_absent[absent];
    ++per_complete[full];
    if (absent) ++lack;
    if (full) ++complete;
    if (absent && full) ++both;
    if (full >= 2) ++two_complete;
  }
};

// A table of two columns under its heading.
void write_pairs(std::ostream& out, const char* heading, const char* columns,
                 const std::map<int, long>& rows) {
  out << heading << columns;
  for (auto [k, v] : rows) out << k << "\t" << v << "\n";
}

void write_strategies(const Tallies& t, grade::Profile profile, std::ostream& out) {
  out << "# Strategy usage (Tables 14-1 and 16-1)\n";
  out << "code\tstrategy\toccurrences\t%\n";
  for (const auto& s : grade::difficulty_table()) {
    // The book's rows always (the table's shape), the human rows when the profile has them.
    if (s.code >= 50 && !s.variant[static_cast<int>(profile)].enabled) continue;
    auto it = t.uses.find(s.code);
    long u = it == t.uses.end() ? 0 : it->second;
    out << s.code << "\t" << s.name << "\t" << u << "\t" << pct(u, t.total_uses) << "\n";
  }
  out << "total\t\t" << t.total_uses << "\t100.00%\n\n";
  write_pairs(out, "# Backtrack depth at which the grid was solved (code 40+d)\n",
              "depth\tpuzzles\n", t.per_depth);
  write_pairs(out,
              "\n# Puzzles solved without backtracking, per number of strategies applied (Figure "
              "14-1)\n",
              "strategies\tpuzzles\n", t.per_count);
  write_pairs(out, "\n# The same without unique-loop (Figure 14-2)\n", "strategies\tpuzzles\n",
              t.per_count_no_unique);
}

void write_digits(const Tallies& t, std::ostream& out) {
  write_pairs(out, "\n# Clues (Figure 16-1)\n", "clues\tpuzzles\n", t.per_clues);
  out << "\n# Digits (ch16)\n";
  out << "a digit absent\t" << t.lack << "\n";
  out << "a digit complete\t" << t.complete << "\n";
  out << "a digit absent and a digit complete\t" << t.both << "\n";
  out << "two or more digits complete\t" << t.two_complete << "\n";
  out << "\n# Clues per digit, over all puzzles (Figures 16-2, 16-3 per puzzle)\n";
  out << "digit\tclues\t%\n";
  long all_clues = 0;
  for (auto [d, k] : t.clues_per_digit) all_clues += k;
  for (auto [d, k] : t.clues_per_digit) out << d << "\t" << k << "\t" << pct(k, all_clues) << "\n";
  write_pairs(out, "\n# Puzzles per number of absent digits\n", "absent\tpuzzles\n", t.per_absent);
  write_pairs(out, "\n# Puzzles per number of complete digits\n", "complete\tpuzzles\n",
              t.per_complete);
}

// Sudoku Explainer's rating per level and in 0.5-wide bands (entries that carry one).
struct SeTallies {
  struct Acc {
    long n = 0;
    double sum = 0, lo = 1e9, hi = -1;
  };
  std::map<int, Acc> per_level;
  std::map<int, long> per_band;  // er * 2 rounded down: 0.5-wide bands
  long rated = 0;

  void add(const Entry& e) {
    if (e.er < 0) return;
    ++rated;
    Acc& a = per_level[e.level];
    ++a.n;
    a.sum += e.er;
    a.lo = std::min(a.lo, e.er);
    a.hi = std::max(a.hi, e.er);
    ++per_band[static_cast<int>(e.er * 2 + 1e-6)];
  }
};

// Everything the report and the charts need, a puzzle at a time (issue 32: the entries are
// streamed, none is kept): counts and sums, the first name each level is given, and for
// --chart one score and er per puzzle (numbers, not puzzles: the score histogram needs them).
struct Summary {
  explicit Summary(bool charts) : charts(charts) {}
  long n = 0;
  Tallies t;
  SeTallies se;
  std::map<int, std::string> names;
  bool charts;
  ChartData chart;

  void add(const Entry& e) {
    ++n;
    t.add(e);
    se.add(e);
    if (!e.grade.empty()) names.emplace(e.level, e.grade);
    if (!charts) return;
    int clues = 0;
    for (char ch : e.puzzle) clues += core::symbol_value(ch) > 0;
    chart.add(e.level, e.codes, true, clues, e.score, e.er >= 0 ? e.er : NAN);
    if (!e.grade.empty()) chart.level_names.emplace(e.level, e.grade);
  }
};

void report(const Summary& s, grade::Profile profile, std::ostream& out) {
  const Tallies& t = s.t;
  out << "puzzles\t" << s.n << "\n";
  out << "finished by the initial cleanup alone\t" << t.cleanup_only << "\n";
  out << "needed backtracking\t" << t.backtracked << "\n\n";
  write_strategies(t, profile, out);
  out << "\n# Puzzles per highest level (Figure 14-3)\n";
  out << "level\tgrade\tpuzzles\t%\n";
  for (auto [k, v] : t.per_level)
    out << k << "\t" << level_name(s.names, k, profile) << "\t" << v << "\t" << pct(v, s.n) << "\n";
  write_digits(t, out);
}

// Book-format grade lines carry codes but no level, score or er: those come from grading the
// line's puzzle with --profile (SE's rating too on a classic 9x9), as `stats` of the puzzles
// would, so the tables are the same whichever form the input takes. One grader per input,
// made when a line first needs it.
class Completer {
 public:
  Completer(grade::Profile profile, std::string source)
      : profile_(profile), source_(std::move(source)) {}
  void complete(Entry& e) {
    if (!std::isnan(e.score)) return;
    auto read = core::read_puzzles(e.puzzle, source_, core::ReadOptions{});
    if (!read || read->items.empty() || !read->items[0].puzzle) return;
    if (!grader_) {
      grade::GradeOptions go;
      go.profile = profile_;
      go.se_rating = true;
      grader_.emplace(go);
    }
    grade::GradeResult g = grader_->grade(*read->items[0].puzzle);
    if (e.level < 0) e.level = g.level, e.grade = std::string(g.grade);
    e.score = g.score;
    e.er = g.er;
  }

 private:
  grade::Profile profile_;
  std::string source_;
  std::optional<grade::Grader> grader_;
};

// The first line of `text` that is not empty ("" when none).
std::string_view first_line_of(std::string_view text) {
  size_t at = 0;
  while (at < text.size()) {
    size_t end = std::min(text.find('\n', at), text.size());
    if (end > at) return text.substr(at, end - at);
    at = end + 1;
  }
  return {};
}

// The lines of grade output, a block at a time from the first (`block`, line 1 on): each
// parsed, completed, resolved and added; one that is not a grade line is rejected at its line.
core::Status add_grade_lines(const std::string& path, core::TextStream& in, std::string& block,
                             grade::Profile profile, InputSet& inputs, Console& console,
                             Summary& sum) {
  const std::string file = InputSet::display_name(path);
  Completer completer(profile, file);
  Entry e;
  long lineno = 0;
  while (true) {
    for (size_t at = 0; at < block.size();) {
      const size_t end = std::min(block.find('\n', at), block.size());
      const std::string line = block.substr(at, end - at);
      at = end + 1;
      ++lineno;
      if (line.empty()) continue;
      if (!parse_grade_line(line, e)) {
        const std::string where = file + ":" + std::to_string(lineno);
        if (auto st = inputs.reject(console, where + ": not a grade line"); !st) return st;
        continue;
      }
      completer.complete(e);
      resolve_level(e, profile);
      sum.add(e);
    }
    auto got = in.read_block(block, kStatsBlockBytes);
    if (!got) {
      if (got.status().code() == core::StatusCode::kResource) return got.status();
      return inputs.reject(console, got.status().message());
    }
    if (!*got) return core::Status::ok();
  }
}

// Puzzles, graded here a run at a time (InputSet::stream_rest).
core::Status add_puzzles(const std::string& path, core::TextStream& in, std::string& block,
                         const StatsOptions& o, grade::Profile profile, InputSet& inputs,
                         Console& console, Summary& sum) {
  GradeRun run;
  run.options.profile = profile;
  run.options.se_rating = true;
  run.threads = o.threads;
  run.allow_invalid = o.allow_invalid;
  long graded = 0;
  run.graded = &graded;
  auto emit = [&](const InputRecord& r, const grade::GradeResult& g) {
    Entry e;
    e.puzzle = core::write_puzzle(r.puzzle, core::Format::kLine);
    e.codes = g.codes;
    e.level = g.level;
    e.grade = std::string(g.grade);
    e.score = g.score;
    e.er = g.er, e.ep = g.ep, e.ed = g.ed;
    resolve_level(e, profile);
    sum.add(e);
    return core::Status::ok();
  };
  return inputs.stream_rest(path, in, block, [&](std::vector<InputEntry>& entries) {
    return grade_entries(entries, inputs, console, run, emit);
  });
}

// Grade output (when the first line that is not empty parses as a grade line) or puzzles,
// graded here; streamed either way.
core::Status read_input(const std::string& path, const StatsOptions& o, grade::Profile profile,
                        InputSet& inputs, Console& console, Summary& sum) {
  std::string block;
  auto in = InputSet::open_stream(path, block);
  if (in && first_line_of(block).empty() && !(*in)->at_end()) {
    // A first block of empty lines only (a megabyte of them): the rest read whole, as before.
    if (auto st = (*in)->read_rest(block); !st) in = st;
  }
  if (!in) {
    if (in.status().code() == core::StatusCode::kResource) return in.status();
    return inputs.reject(console, in.status().message());
  }
  const std::string first(first_line_of(block));
  Entry e;
  if (!first.empty() && parse_grade_line(first, e))
    return add_grade_lines(path, **in, block, profile, inputs, console, sum);
  return add_puzzles(path, **in, block, o, profile, inputs, console, sum);
}

// Sudoku Explainer's rating: mean, range, EP and ED per grade, and the ER distribution (only
// when the input carries it).
void se_report(const Summary& s, grade::Profile profile, std::ostream& out) {
  if (!s.se.rated) return;
  // er only: every form of grade output carries it (tsv has no ep or ed), so the table is the
  // same for puzzles and for any grade output of them.
  out << "\n# Sudoku Explainer rating per grade (er)\n";
  out << "level\tgrade\tpuzzles\tmean er\tmin er\tmax er\n";
  for (const auto& [k, a] : s.se.per_level)
    out << k << "\t" << level_name(s.names, k, profile) << "\t" << a.n << "\t"
        << format_number(a.sum / a.n, 2) << "\t" << format_number(a.lo, 1) << "\t"
        << format_number(a.hi, 1) << "\n";
  out << "\n# er distribution (0.5-wide bands)\n";
  out << "er\tpuzzles\t%\n";
  for (auto [b, k] : s.se.per_band)
    out << format_number(b / 2.0, 1) << "-" << format_number(b / 2.0 + 0.4, 1) << "\t" << k << "\t"
        << pct(k, s.se.rated) << "\n";
}

core::Status run_stats(const StatsOptions& o, Console& console) {
  if (!o.chart.empty())
    if (auto st = check_chart_path(o.chart); !st) return st;
  auto profile = parse_profile(o.profile);
  if (!profile) return profile.status();
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  Summary sum(!o.chart.empty());
  for (const auto& path : inputs->paths())
    if (auto st = read_input(path, o, *profile, *inputs, console, sum); !st) return st;
  std::ostringstream text;
  report(sum, *profile, text);
  se_report(sum, *profile, text);
  if (auto st = StdoutSink().write(text.str()); !st) return st;
  if (!o.chart.empty()) {
    sum.chart.profile = *profile;
    if (auto st = write_charts(sum.chart, o.chart, "sudokupress stats"); !st) return st;
  }
  return inputs->result();
}

}  // namespace

Action register_stats(CLI::App& app) {
  auto o = std::make_shared<StatsOptions>();
  CLI::App* cmd =
      app.add_subcommand("stats", "Statistics over grade output or puzzles (book ch14, ch16)");
  cmd->footer(
      "Input: the output of `sudokupress grade` (any --format), or puzzles, which are graded\n"
      "first (--profile, --threads). Output: TAB-separated sections: strategy usage counts and\n"
      "percentages (Tables 14-1, 16-1), backtrack depths, puzzles per number of strategies\n"
      "with and without unique-loop (Figures 14-1, 14-2; puzzles solved without backtracking),\n"
      "puzzles per highest level (Figure 14-3), clue counts (Figure 16-1) and digit facts\n"
      "(a digit absent, a digit complete); then, when the puzzles are classic 9x9s, Sudoku\n"
      "Explainer's rating per grade (mean, min and max er) and the er distribution in\n"
      "0.5-wide bands. One table whatever the input: puzzles and any format of `grade`'s\n"
      "output of them give the same report (levels and grades as the input says them; book\n"
      "lines, which carry only codes, are completed by grading their puzzle with --profile).\n"
      "--chart OUT.svg|.pdf|.png also draws them: puzzles per grade, strategy usage (Table 14-1\n"
      "as bars), clues per puzzle and a score histogram (er when the input has it).");
  add_input_options(cmd, o->in, kInputAll,
                    "Grade output or puzzle files ('-' or none = standard input)");
  cmd->add_option("--profile", o->profile,
                  "Profile when grading puzzles, and the ladder of book-format lines: human "
                  "(default, the one scale of every command), book or full (the book's "
                  "strategies, as Tables 14-1 and 16-1 count them). Grade output keeps the "
                  "levels and grades it carries")
      ->default_val("human");
  cmd->add_option("--threads", o->threads, "Worker threads when grading (0 = one per core)")
      ->default_val(0)
      ->check(CLI::Range(0, 1024));
  add_allow_invalid_option(cmd, o->allow_invalid);
  cmd->add_option("--chart", o->chart, "Also draw the statistics as charts: OUT.svg, .pdf or .png");
  return [o](Console& console) { return run_stats(*o, console); };
}

}  // namespace sudokupress::cli
