// SPDX-License-Identifier: GPL-3.0-or-later
// The book manifest: book/<name>/book.toml says what a book holds (title, trim size, margins,
// front matter, sections of puzzles, solutions). parse_manifest() checks the syntax, the types
// and the ranges; names that need another layer (variant, grade, symmetry, mask, symbols,
// template) are checked when the book is built, with the line kept here. Every problem is one
// line, "book.toml:12: problem".
//
//   [book]                       title, subtitle, author, subject, keywords = [...],
//                                date = "2026-11-21" (the PDF creation date), seed = 1,
//                                profile = "human" | "book" | "full" (the difficulty ladder
//                                of the sections' grades; default human),
//                                allow_overlap = false (overlapping or inverted graded
//                                sections: a warning instead of an error),
//                                show_ids = false (editorial proofs: each puzzle's generator
//                                ID, small, in the slug outside the trim; print_ids is the
//                                old name), language = "en" | "de" | "fr" | "es" | "it" |
//                                "nl" | "pt" | "ja" (every string a reader sees;
//                                templates/i18n/<language>.toml), ages = "3-5" | "8+" |
//                                "none" (a picture book's age badge on the cover; default
//                                by its grids: 4x4 3-5, 6x6 5-7, 9x9 8+)
//   [text]                       overrides of the language's strings (contents, solutions,
//                                how_to_play, how_to_play_text, example, puzzle, solution,
//                                page, grade, by, notes, and every other key of the table)
//   [page]                       trim = "8.5x11in" | "6x9in" | "A4" | "A5" | "B5" (ISO,
//                                176 x 250 mm) | "<W>x<H>in|mm",
//                                bleed = false, margin_top/bottom/outside = "0.5in",
//                                margin_inside = "auto" | "<length>" (a minimum; the
//                                print-on-demand gutter for the page count is always applied,
//                                and never less than margin_outside),
//                                template = "magazine" (grid lines and fonts); margins below
//                                the service's minimum are errors
//   [cover]                      blurb (back cover text; default: made from the book's
//                                counts and levels in its language), template = "classic" |
//                                "newsprint" | "large-print" | "kids" (templates/covers/; default
//                                by the book: pictures first -> kids, all large print ->
//                                large-print, else classic), background, foreground, accent
//                                ("#rrggbb": override the template's colours)
//   [print]                      service = "kdp" | "ingramspark" | "lulu" | "generic" |
//                                "printable" (no bleed, no cover),
//                                paper = "white" | "cream" | "color" (default kdp, white),
//                                interior = "gray" | "color" (default gray; color: the
//                                pages keep their colours, premium colour paper unless
//                                paper names white: standard colour)
//   [front]                      title_page, how_to_play, contents (booleans),
//                                example = "auto" | "worked" | "picture" | "none"
//   [[section]]                  heading, count, variant, grade, symmetry, mask, symbols,
//                                puzzles = "file" (instead of generating), per_page = 1|2|4|6,
//                                large_print, intro, template, clues (exact), max_clues,
//                                all_symbols (default: on for picture sets), kids_level =
//                                "first-steps" | "easy" | "tricky", word = "PLAY" (Word Sudoku),
//                                word_line = "row:N" | "col:N" | "diagonal",
//                                er = "A..B" (Sudoku Explainer's ER range; classic 9x9)
//   [solutions]                  enabled, heading, per_page = 4|6|9|12|16|20
// Lengths are strings with a unit: "0.5in", "12mm", "36pt".
// Templates, cover templates and symbol sets are names (looked up in the data folder,
// render/data_dir.hpp) or paths; a relative path (one with a '/', or a template ending in
// ".toml") is relative to the manifest's folder, like puzzles, mask and bank files.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "grade/difficulty.hpp"
#include "publish/book_text.hpp"
#include "publish/print_service.hpp"
#include "render/length.hpp"

namespace sudokupress::publish {

// A length parsed from "0.5in", "12mm", "12.7cm", "36pt": the manifest's lengths are
// render::Length from here on (the unit is read once, at this edge).
core::StatusOr<render::Length> parse_length(std::string_view text);

struct TrimSize {
  std::string name;  // "8.5x11in", "6x9in", "A4", "A5", "B5", or the custom text
  render::Length width;
  render::Length height;
  render::Size size() const { return {width, height}; }
};
// Presets and custom "<W>x<H><unit>" sizes; error names the accepted forms.
core::StatusOr<TrimSize> parse_trim(std::string_view text);

struct SectionSpec {
  int line = 0;  // the [[section]] header line
  std::string heading;
  std::string intro;  // optional paragraph under the heading
  int count = 0;
  std::string variant = "9x9";
  int variant_line = 0;
  std::string grade;  // empty = any grade
  int grade_line = 0;
  std::string symmetry;  // empty = the default for the variant
  int symmetry_line = 0;
  std::string mask;  // builtin name or a file relative to the manifest
  int mask_line = 0;
  std::string symbols;  // empty = the template's default for the size
  int symbols_line = 0;
  std::string puzzles;  // a puzzle file relative to the manifest (instead of generating)
  int puzzles_line = 0;
  int per_page = 4;       // 1, 2, 4 or 6; unset: the largest of 1, 2, 4 whose cells stay readable
  int per_page_line = 0;  // 0 = not given (the builder picks the default)
  bool large_print = false;
  std::string template_name;  // empty: large-print, kids-icons (4x4, 6x6) or the book's
  int template_line = 0;
  int clues = 0;      // exactly this many clues (0 = the generator's choice)
  int max_clues = 0;  // at most this many (0 = no limit)
  int clues_line = 0;
  // Every symbol among the clues; unset = on for picture (icon) sets, off otherwise (the book
  // builder resolves it once the symbol sets are loaded).
  std::optional<bool> all_symbols;
  std::string kids_level;  // first-steps | easy | tricky (generate --kids-level); replaces grade
  int kids_level_line = 0;
  // er = "A..B": Sudoku Explainer's ER range (generate --er; classic 9x9); NaN = open side.
  double min_er = NAN;
  double max_er = NAN;
  int er_line = 0;   // 0 = not given
  std::string word;  // Word Sudoku: a line of each solution spells it (generate --word)
  std::string word_line = "row:1";
  int word_line_no = 0;
};

struct SolutionsSpec {
  bool enabled = true;
  int per_page = 12;      // 4, 6, 9, 12, 16 or 20
  int per_page_line = 0;  // 0 = not given
  int line = 0;
};

// The example on the how-to-play page: "worked" (a real step of a book puzzle, explained),
// "picture" (a tiny 4x4 picture puzzle of its own, not one of the book's, shown with its
// answer: for children), "none"; "auto" = picture when the first section uses pictures.
enum class ExampleKind { kAuto, kWorked, kPicture, kNone };
// [cover]: what the cover says and how it looks (templates/covers/<template>.toml); the
// colours override the template's.
struct CoverSpec {
  std::string blurb;  // the back cover text; paragraphs split by blank lines
  int blurb_line = 0;
  std::string template_name;  // empty: classic, large-print or kids, by the book's kind
  int template_line = 0;
  std::optional<render::Colour> background, foreground, accent;
  int line = 0;  // the [cover] header
};

// [print]: the print-on-demand service whose rules the book obeys (print_service.hpp) and the
// paper, which sets the spine width and the page limit.
struct PrintSpec {
  std::string service = "kdp";
  int service_line = 0;
  Paper paper = Paper::kWhite;
  int paper_line = 0;  // 0 = not given: white, or color for a colour interior
  // gray: black ink only (--print-ready turns every colour to gray); color: four colours, as
  // the service wants them (sRGB or CMYK; print_service.hpp ColourInterior).
  Interior interior = Interior::kGray;
  int interior_line = 0;
};

struct FrontMatter {
  bool title_page = true;
  bool how_to_play = true;
  bool contents = true;
  ExampleKind example = ExampleKind::kAuto;
};

struct BookManifest {
  std::string source;  // the file, as given (for messages)
  std::string dir;     // its folder: relative paths in the manifest start here

  std::string title;
  std::string subtitle;
  std::string author;
  std::string subject;
  std::vector<std::string> keywords;
  std::optional<int64_t> date;  // seconds since the epoch (UTC midnight of [book] date)
  uint64_t seed = 1;
  // A puzzle bank (bank/bank.hpp; a path relative to the manifest): sections take the series'
  // unused puzzles from it first, and the built volume records its puzzles there.
  std::string bank;
  // The series and volume: printed on the cover's front and spine; a bank needs both.
  std::string series;
  int volume = 0;  // 1 or more
  int bank_line = 0;
  // The difficulty ladder the sections' grades are named on (README "Grading").
  grade::Profile profile = grade::Profile::kHuman;
  int profile_line = 0;
  // Graded sections must rise (select_puzzles); true turns an overlap into a warning.
  bool allow_overlap = false;
  // Editorial proofs: each puzzle's generator ID, small, in the slug outside the trim ([book]
  // show_ids; the report always has the IDs). Off in reader books.
  bool print_ids = false;
  int language_line = 0;  // [book] language (the code itself is text.language)
  // A children's book's age band on its cover: "3-5", "8+" ([book] ages); "" = by its picture
  // grids (4x4: 3-5, 6x6: 5-7, 9x9: 8+); "none" = no badge.
  std::string ages;
  int ages_line = 0;

  BookText text;

  TrimSize trim;
  bool bleed = false;
  render::Length margin_top = render::Length::inch(0.5);
  render::Length margin_bottom = render::Length::inch(0.5);
  render::Length margin_outside = render::Length::inch(0.5);
  std::optional<render::Length> margin_inside;  // minimum gutter; nullopt = "auto"
  std::string template_name = "magazine";       // grid lines and fonts (templates/)
  int template_line = 0;

  PrintSpec print;
  CoverSpec cover;
  FrontMatter front;
  std::vector<SectionSpec> sections;
  SolutionsSpec solutions;

  int puzzle_count() const;
  // "book.toml:12" for messages about a line of this manifest.
  std::string where(int line) const;
};

// Parses a manifest text; `source` is the file name used in messages and `dir` the folder
// relative paths start from.
core::StatusOr<BookManifest> parse_manifest(std::string_view text, std::string_view source,
                                            std::string_view dir = ".");
core::StatusOr<BookManifest> load_manifest(const std::string& path);

// The manifest's strings in its language: the table (book_strings.hpp), then the manifest's own
// [text] keys. Errors name the manifest's [book] language line.
core::Status localize(BookManifest& m, const std::string& templates_dir);

// Sets the interior (the manifest's, or book --interior over it); a paper the manifest did not
// name follows it: color for a colour interior (premium colour), white for gray.
void set_interior(BookManifest& m, Interior interior);

// "2026-11-21" -> seconds since the epoch at 00:00 UTC; nullopt if malformed.
std::optional<int64_t> parse_date(std::string_view text);

}  // namespace sudokupress::publish
