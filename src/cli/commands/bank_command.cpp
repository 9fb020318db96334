// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress bank`: the puzzle bank (src/bank): add, query, stats, reserve, release.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bank/bank.hpp"
#include "cli/app.hpp"
#include "cli/bank_support.hpp"
#include "cli/chart_support.hpp"
#include "cli/commands.hpp"
#include "cli/input_set.hpp"
#include "cli/output.hpp"
#include "publish/bank_record.hpp"

namespace sudokupress::cli {

namespace {

struct BankCliOptions {
  std::string db;
  InputOptions in;  // add
  std::string source;
  int threads = 0;
  int batch = 25000;
  bool no_grade = false;
  QueryCliOptions query;  // query, reserve
  std::string format = "tsv";
  long count = -1;
  std::string series;  // reserve, release
  int volume = 0;
  std::string chart;  // stats
};

core::Status run_query(const BankCliOptions& o) {
  auto q = build_query(o.query, o.count);
  if (!q) return q.status();
  auto bank = bank::Bank::open(o.db, bank::OpenMode::kExisting);
  if (!bank) return bank.status();
  auto rows = bank->query(*q);
  if (!rows) return rows.status();
  StdoutSink out;
  for (const auto& r : *rows)
    if (auto st = out.write(bank_row_line(r, o.format) + "\n"); !st) return st;
  return core::Status::ok();
}

core::Status run_reserve(const BankCliOptions& o, Console& console) {
  if (o.count < 0) return usage_error("reserve needs -n N");
  if (!o.query.unused_in.empty() && o.query.unused_in != o.series)
    return usage_error("--unused-in " + o.query.unused_in + " conflicts with --series " + o.series +
                       " (reserve takes puzzles the series has not used)");
  auto q = build_query(o.query, o.count);
  if (!q) return q.status();
  auto bank = bank::Bank::open(o.db, bank::OpenMode::kExisting);
  if (!bank) return bank.status();
  // Printed inside the transaction, committed only once every line is written: a reader that
  // goes away (SIGPIPE) or a full disk leaves nothing reserved.
  auto print = [&o](const std::vector<bank::BankPuzzle>& rows) -> core::Status {
    StdoutSink out;
    for (const auto& r : rows)
      if (auto st = out.write(bank_row_line(r, o.format) + "\n"); !st) return st;
    return core::Status::ok();
  };
  auto rows = bank->reserve_matching(*q, o.series, o.volume, o.count, print);
  if (!rows) return rows.status();
  console.note("bank reserve: " + std::to_string(rows->size()) + " puzzles for volume " +
               std::to_string(o.volume) + " of '" + o.series + "'");
  return core::Status::ok();
}

core::Status run_release(const BankCliOptions& o, Console& console) {
  auto bank = bank::Bank::open(o.db, bank::OpenMode::kExisting);
  if (!bank) return bank.status();
  auto freed = bank->release(o.series, o.volume);
  if (!freed) return freed.status();
  console.note("bank release: " + std::to_string(*freed) + " puzzles of volume " +
               std::to_string(o.volume) + " of '" + o.series + "' are free again");
  return core::Status::ok();
}

core::Status run_stats(const BankCliOptions& o, Console& console) {
  auto bank = bank::Bank::open(o.db, bank::OpenMode::kExisting);
  if (!bank) return bank.status();
  if (!o.chart.empty())  // after the open: the bank is an input the chart may not replace
    if (auto st = check_chart_path(o.chart); !st) return st;
  auto s = bank->stats();
  if (!s) return s.status();
  if (auto st = StdoutSink().write(bank_stats_text(*s)); !st) return st;
  if (o.chart.empty()) return core::Status::ok();
  auto rows = bank->all();
  if (!rows) return rows.status();
  if (auto st = write_charts(bank_chart_data(*rows), o.chart, "sudokupress bank " + o.db); !st)
    return st;
  console.note("bank stats: charts of " + std::to_string(rows->size()) + " puzzles in " + o.chart);
  return core::Status::ok();
}

void add_db(CLI::App* sub, BankCliOptions& o, bool creates = false) {
  sub->add_option("DB", o.db,
                  creates ? "The bank (an SQLite file; created when missing)"
                          : "The bank (an SQLite file made by bank add; must exist)")
      ->required();
  sub->fallthrough();  // -q/--quiet of `bank`
}

void add_series(CLI::App* sub, BankCliOptions& o) {
  sub->add_option("--series", o.series, "Series name (not empty)")
      ->required()
      ->check([](const std::string& s) {
        return s.empty() ? std::string("a series needs a name") : std::string();
      });
  sub->add_option("--volume", o.volume, "Volume number")->required()->check(CLI::Range(0, 1000000));
}

void add_format(CLI::App* sub, BankCliOptions& o) {
  sub->add_option("--format", o.format,
                  "tsv (puzzle, id, clues, level, grade, score: generate's columns), line or json")
      ->default_val("tsv")
      ->check(CLI::IsMember({"tsv", "line", "json"}));
  sub->add_option("-n,--count", o.count, "At most N puzzles (reserve: exactly N)")
      ->check(CLI::Range(0L, 1000000000L));
}

CLI::App* add_add(CLI::App* cmd, BankCliOptions& o) {
  CLI::App* add = cmd->add_subcommand("add", "Add puzzles to the bank");
  add_db(add, o, true);
  add_input_options(add, o.in, kInputAll,
                    "generate/grade output or any puzzle file ('-' or none = standard input)");
  add->add_option("--source", o.source, "The source column (default: the input's file name)");
  add->add_option("--threads", o.threads, "Worker threads (0 = one per core)")
      ->check(CLI::Range(0, 1024));
  add->add_option("--batch", o.batch, "Puzzles per transaction")
      ->default_val(25000)
      ->check(CLI::Range(1, 10000000));
  add->add_flag(
      "--no-grade", o.no_grade,
      "Store no grade (level, grade, score NULL); without it every puzzle is graded by the bank's "
      "grader (a level, grade or score in the input is never stored as given)");
  return add;
}

}  // namespace

Action register_bank(CLI::App& app) {
  auto o = std::make_shared<BankCliOptions>();
  CLI::App* cmd = app.add_subcommand("bank", "The puzzle bank (SQLite): add, query, stats, ...");
  cmd->require_subcommand(1);
  cmd->footer(kBankFooter);
  CLI::App* add = add_add(cmd, *o);
  CLI::App* query = cmd->add_subcommand("query", "Puzzles of the bank that match, in order");
  add_db(query, *o);
  add_query_options(query, o->query);
  add_format(query, *o);
  CLI::App* stats = cmd->add_subcommand("stats", "Counts per variant and grade, per series");
  add_db(stats, *o);
  stats->add_option("--chart", o->chart, "Also draw the bank's charts: OUT.svg, .pdf or .png");
  CLI::App* reserve =
      cmd->add_subcommand("reserve", "Mark N unused matching puzzles as used by a volume");
  add_db(reserve, *o);
  add_series(reserve, *o);
  add_query_options(reserve, o->query);
  add_format(reserve, *o);
  CLI::App* release = cmd->add_subcommand("release", "Undo a volume: its puzzles are free again");
  add_db(release, *o);
  add_series(release, *o);
  return [=](Console& console) -> core::Status {
    if (add->parsed())
      return run_bank_add(o->db, o->in, o->source, o->threads, o->batch, !o->no_grade, console);
    if (query->parsed()) return run_query(*o);
    if (stats->parsed()) return run_stats(*o, console);
    if (reserve->parsed()) return run_reserve(*o, console);
    if (release->parsed()) return run_release(*o, console);
    return usage_error("bank needs a subcommand: add, query, stats, reserve, release");
  };
}

}  // namespace sudokupress::cli
