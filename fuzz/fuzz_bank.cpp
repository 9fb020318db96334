// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the bank's import (bank add): puzzle records with their TAB fields read, made
// into rows (solved, facts taken from the fields, never the grade) and added to a fresh SQLite
// bank in a temporary file; every stored row must read back as it was added (puzzle, solution,
// key, ID), and adding the same batch again must add nothing.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "bank/bank.hpp"
#include "core/format.hpp"
#include "publish/bank_record.hpp"
#include "solve/engine.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace core = sudokupress::core;
  namespace bank = sudokupress::bank;
  namespace publish = sudokupress::publish;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto read = core::read_puzzles(text, "fuzz", core::ReadOptions{});
  if (!read) return 0;
  std::vector<bank::BankPuzzle> rows;
  for (const auto& item : read->items) {
    if (!item.puzzle || item.puzzle->geo().num_cells() > 400) continue;  // bounded work
    auto engine = sudokupress::solve::make_engine(item.puzzle->geo());
    auto row = publish::make_row(*item.puzzle, publish::facts_from_fields(item.puzzle->fields),
                                 *engine, nullptr);
    if (row) rows.push_back(std::move(*row));
  }
  if (rows.empty()) return 0;
  const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                     ("sp_fuzz_bank_" + std::to_string(::getpid()) + ".db");
  auto remove = [&] {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
      std::filesystem::remove(path.string() + suffix);
  };
  remove();
  {
    auto b = bank::Bank::open(path.string());
    if (!b) std::abort();
    if (!b->add(rows)) std::abort();
    auto again = b->add(rows);
    if (!again || again->added != 0) std::abort();
    auto all = b->all();
    if (!all) std::abort();
    // One row per equivalence class (key), the first one added.
    std::map<std::string, const bank::BankPuzzle*> first;
    for (const auto& r : rows) first.emplace(r.key, &r);
    if (all->size() != first.size()) std::abort();
    for (const auto& stored : *all) {
      auto it = first.find(stored.key);
      if (it == first.end() || it->second->puzzle != stored.puzzle ||
          it->second->solution != stored.solution || it->second->id != stored.id)
        std::abort();
    }
  }
  remove();
  return 0;
}
