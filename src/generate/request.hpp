// SPDX-License-Identifier: GPL-3.0-or-later
// A generation request from user text, shared by `generate` (command-line options) and a book
// section (manifest keys): the designer mask by name or file, and the request's target and word
// (grade name, children's level, required strategies, clue counts, Word Sudoku) resolved into
// GenerateOptions. Problems come back with the field they are about, so that each caller names
// them in its own words (the CLI by its option, a book by the key's manifest line); the
// messages of the underlying readers (parse_mask, parse_kids_level, normalize_word,
// word_line_cells) pass through unchanged.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "generate/mask.hpp"
#include "generate/options.hpp"

namespace sudokupress::generate {

// A mask named by the user: a built-in one, else the mask file.
struct MaskLookup {
  enum class Problem { kNone, kUnknown, kUnreadable, kBadText };
  Problem problem = Problem::kNone;
  // kUnreadable: the read error; kBadText: parse_mask's ("shape.txt:3: ...").
  core::Status status;
  std::optional<Mask> mask;  // kNone
};
// `name` is built in, or `file` (the caller resolves a relative path) holds the mask: kUnknown
// when it is neither (no such file), kUnreadable when the file exists but cannot be read.
MaskLookup find_mask(std::string_view name, const std::string& file);
// The built-in masks' names for a caller's "not a mask" message: "diamond, smiley, ...".
std::string builtin_mask_list();

// The target and word of a request, as text.
struct GenerateRequest {
  std::string grade;                 // a grade name on the target's ladder (empty = none)
  std::vector<std::string> require;  // strategies that must be needed
  std::string kids_level;            // first-steps, easy, tricky (empty = none)
  int clues = 0;                     // exactly (0 = no constraint)
  int max_clues = 0;                 // at most (0 = no constraint)
  bool all_symbols = false;
  std::string word;       // Word Sudoku (empty = none)
  std::string word_line;  // the line that spells it (empty = the default, row:1)
  std::string symmetry;   // the givens' symmetry by name (core::parse_symmetry; empty = none)
};

// The field of a request that a problem is about.
enum class RequestField { kNone, kKidsLevel, kWordLineAlone, kWord, kWordLine, kSymmetry };

// Sets options' target grade, requirements and children's level, clue counts, all_symbols,
// symmetry and word from `request`, checking the word against options.geometry (null = classic
// 9x9). On a problem returns its status and sets `field` (kWordLineAlone: a word line without a
// word, whose status is empty: the caller says it).
core::Status apply_request(const GenerateRequest& request, GenerateOptions& options,
                           RequestField& field);

}  // namespace sudokupress::generate
