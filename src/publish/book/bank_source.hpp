// SPDX-License-Identifier: GPL-3.0-or-later
// A book drawing from a puzzle bank ([book] bank, series, volume): a PuzzleSource in front of
// the generating one. For each section it delivers, in order, (1) the puzzles this volume
// already uses (a rebuild gets its own puzzles back, so the book is byte-identical), (2) puzzles
// of the bank the series has not used that fit the section (variant, grade, clues, mask,
// symmetry; order level, score, key), (3) generated ones, skipping any whose equivalence class is
// already in the bank (used by a volume, or not fit for the section). Nothing is written to the
// bank while the book is built: record() adds the generated puzzles and records the volume's usage
// (page by page) once the PDF has been written.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "bank/bank.hpp"
#include "publish/book/book_plan.hpp"
#include "publish/book/book_puzzle.hpp"

namespace sudokupress::publish::book {

class BankSource : public PuzzleSource {
 public:
  // Opens the manifest's bank (relative to the manifest); errors name the [book] bank line.
  static core::StatusOr<std::unique_ptr<BankSource>> open(const BookManifest& m,
                                                          PuzzleSource& generator);
  core::StatusOr<std::vector<BookPuzzle>> next(const SectionRequest& request, int want) override;
  // Adds the book's generated puzzles to the bank and makes them, with the bank puzzles it
  // used, the volume's usage (replacing what the volume recorded before), in page order.
  core::Status record(const std::vector<BookPuzzle>& puzzles, const BookPlan& plan);
  // Puzzles taken from the bank so far (the rest were generated).
  int from_bank() const { return from_bank_; }

 private:
  BankSource(bank::Bank bank, const BookManifest& m, PuzzleSource& generator);
  core::StatusOr<std::vector<BookPuzzle>> from_rows(const SectionRequest& req, int want);
  core::StatusOr<std::vector<BookPuzzle>> generated(const SectionRequest& req, int want);
  core::StatusOr<BookPuzzle> to_book(const bank::BankPuzzle& row, const SectionRequest& req);

  bank::Bank bank_;
  std::string series_;
  int volume_ = 0;
  std::string source_;  // the bank's source column for generated puzzles
  PuzzleSource& generator_;
  bool loaded_ = false;
  std::vector<bank::BankPuzzle> own_;  // this volume's rows, page order
  std::set<int64_t> delivered_;        // bank rows handed to any section
  std::map<int, bool> bank_done_;      // section: bank rows exhausted
  int from_bank_ = 0;
};

}  // namespace sudokupress::publish::book
