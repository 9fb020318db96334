// SPDX-License-Identifier: GPL-3.0-or-later
// The real puzzle source of the book builder: a section either generates its puzzles (the
// generator with the section's variant, symmetry, mask and grade target; each section's stream
// starts at its own seed, so the book is deterministic whatever the thread count) or reads them
// from a puzzle file (each must be valid and unique; it is graded here). Also the book's
// equivalence key (the generator's canonical form).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "generate/generator.hpp"
#include "generate/variant_name.hpp"
#include "publish/book/book_puzzle.hpp"

namespace sudokupress::publish::book {

class ProjectSource : public PuzzleSource {
 public:
  // threads: generator threads (0 = all cores). progress: called with puzzles delivered so far.
  explicit ProjectSource(int threads, std::function<void(int)> progress = {});
  ~ProjectSource() override;

  core::StatusOr<std::vector<BookPuzzle>> next(const SectionRequest& request, int want) override;

 private:
  struct Section {
    bool from_file = false;
    generate::GenerateOptions options;
    uint64_t next_seed = 0;
    std::vector<BookPuzzle> file_puzzles;  // from_file: every puzzle of the file, in order
    size_t file_pos = 0;
  };
  core::StatusOr<Section> resolve(const SectionRequest& request) const;
  core::Status read_file_section(const BookManifest& m, const SectionSpec& s,
                                 const core::GeometryPtr& geometry, Section& out) const;
  core::Status grade_into(BookPuzzle& p, grade::Profile profile) const;

  int threads_;
  std::function<void(int)> progress_;
  int delivered_ = 0;
  std::map<int, Section> sections_;
};

// Geometry name + ':' + the canonical string where the generator supports it (box grids up to
// 12x12), else the plain line: equal keys mean equivalent puzzles.
std::string book_canonical(const core::Puzzle& p);

// The largest grid a book section may hold (a 16x16 still prints legibly on a page).
inline constexpr int kMaxBookSymbols = 16;

// The geometry of a section's variant; errors name the manifest line.
core::StatusOr<core::GeometryPtr> section_geometry(const BookManifest& m, const SectionSpec& s);
// The section's variant: its geometry, and cages or marks for "killer...", "kropki...", ... .
core::StatusOr<generate::NamedVariant> section_variant(const BookManifest& m, const SectionSpec& s);

}  // namespace sudokupress::publish::book
