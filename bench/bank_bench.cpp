// SPDX-License-Identifier: GPL-3.0-or-later
// Section "bank" of sp_bench: importing 9x9 `generate` output (tsv lines with ID, level, grade,
// score) into a fresh bank, one thread, CPU time, split by stage: reading the lines, solving
// (the stored solution), the canonical key, and the SQLite inserts (WAL, one transaction per
// 10,000 rows). N = min(--max, 5000) puzzles, generated first (not timed). Target: 100,000
// puzzles per second for the whole import. The canonical key is also timed alone, the fast 9x9
// path (core/canonical9.hpp) beside the general algorithm it replaced for the 9x9
// (canonical_form_general, the reference): same puzzles, same run, so their ratio holds on a
// shared machine.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "bank/bank.hpp"
#include "bench.hpp"
#include "core/format.hpp"
#include "core/puzzle_key.hpp"
#include "core/transform.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "publish/bank_record.hpp"
#include "solve/exact.hpp"

namespace sudokupress::bench {

namespace {

std::string generate_tsv(int n) {
  generate::GenerateOptions o;
  if (!generate::attach_grader(o).is_ok()) return "";
  generate::BatchOptions b;
  b.count = n;
  b.seed = 20261123;
  b.threads = 2;
  std::string text;
  b.on_puzzle = [&](const generate::Generated& g) {
    text += core::write_puzzle(g.puzzle, core::Format::kLine) + "\t" + g.id + "\t" +
            std::to_string(g.puzzle.clue_count()) + "\t" + std::to_string(g.grade->level) + "\t" +
            g.grade->grade + "\t" + std::to_string(g.grade->score) + "\n";
  };
  if (!generate::generate_batch(o, b).is_ok()) return "";
  return text;
}

}  // namespace

int run_bank_bench(const BenchOptions& options) {
  const int n = static_cast<int>(
      options.max_puzzles == 0 || options.max_puzzles > 5000 ? 5000 : options.max_puzzles);
  std::string text = generate_tsv(n);
  if (text.empty()) {
    std::printf("bank: could not generate the input\n");
    return 1;
  }
  const std::string db = (std::filesystem::temp_directory_path() /
                          ("sp_bank_bench_" + std::to_string(::getpid()) + ".db"))
                             .string();
  auto bank = bank::Bank::open(db);
  if (!bank) {
    std::printf("bank: %s\n", bank.status().message().c_str());
    return 1;
  }
  long long t0 = cpu_ns();
  auto read = core::read_puzzles(text, "generate.tsv");
  long long t1 = cpu_ns();
  auto solver = solve::make_solver(core::Geometry::classic());
  long long solve_ns = 0, key_ns = 0;
  std::vector<bank::BankPuzzle> rows;
  for (const auto& item : read->items) {
    long long a = cpu_ns();
    auto row = publish::make_row(*item.puzzle, publish::facts_from_fields(item.puzzle->fields),
                                 *solver, nullptr);
    solve_ns += cpu_ns() - a;
    long long b = cpu_ns();
    (void)core::canonical_key(*item.puzzle);  // timed again alone: make_row includes it
    key_ns += cpu_ns() - b;
    rows.push_back(std::move(*row));
  }
  long long t2 = cpu_ns();
  long added = 0;
  for (size_t i = 0; i < rows.size(); i += 10000) {
    std::vector<bank::BankPuzzle> batch(
        rows.begin() + static_cast<long>(i),
        rows.begin() + static_cast<long>(std::min(rows.size(), i + 10000)));
    added += bank->add(batch)->added;
  }
  long long t3 = cpu_ns();
  // The key alone: the fast path (what canonical_key runs) and the general algorithm.
  long long fast_ns = 0, general_ns = 0;
  size_t same = 0;
  {
    std::vector<std::string> keys;
    keys.reserve(read->items.size());
    long long a = cpu_ns();
    for (const auto& item : read->items) keys.push_back(core::canonical_string(*item.puzzle));
    fast_ns = cpu_ns() - a;
    a = cpu_ns();
    for (size_t i = 0; i < read->items.size(); ++i) {
      core::Puzzle c = core::canonical_form_general(*read->items[i].puzzle);
      std::string s = core::write_puzzle(c, core::Format::kLine);
      same += s == keys[i];
    }
    general_ns = cpu_ns() - a;
  }
  std::filesystem::remove(db);
  std::filesystem::remove(db + "-wal");
  std::filesystem::remove(db + "-shm");
  auto rate = [&](long long ns) { return ns > 0 ? n / (ns / 1e9) : 0.0; };
  const long long prep = t2 - t1 - key_ns;  // make_row (solve + key + fields) without the re-key
  std::printf("bank import of %d 9x9 generate lines (%ld added), one thread, CPU time\n", n, added);
  std::printf("stage\tseconds\tpuzzles/s\n");
  std::printf("read lines\t%.3f\t%.0f\n", (t1 - t0) / 1e9, rate(t1 - t0));
  std::printf("solve + key + row\t%.3f\t%.0f\n", prep / 1e9, rate(prep));
  std::printf("  of which canonical key\t%.3f\t%.0f\n", key_ns / 1e9, rate(key_ns));
  std::printf("  of which solve and the rest\t%.3f\t%.0f\n", (prep - key_ns) / 1e9,
              rate(prep - key_ns));
  std::printf("SQLite inserts\t%.3f\t%.0f\n", (t3 - t2) / 1e9, rate(t3 - t2));
  std::printf("whole import\t%.3f\t%.0f\t(target 100000 for `bank add` on 2 cores, wall)\n",
              (t3 - t0 - key_ns) / 1e9, rate(t3 - t0 - key_ns));
  std::printf("canonical key alone, fast 9x9 path\t%.3f\t%.0f\n", fast_ns / 1e9, rate(fast_ns));
  std::printf(
      "canonical key alone, general algorithm\t%.3f\t%.0f\t(%.1fx slower; %zu of %d keys equal)\n",
      general_ns / 1e9, rate(general_ns),
      fast_ns > 0 ? static_cast<double>(general_ns) / static_cast<double>(fast_ns) : 0.0, same, n);
  (void)solve_ns;
  return 0;
}

}  // namespace sudokupress::bench
