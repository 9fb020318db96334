// SPDX-License-Identifier: GPL-3.0-or-later
// The strings of a book (BookText), below both the manifest (which holds them) and the language
// tables (book_strings.hpp, which fill them), so that neither includes the other.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace sudokupress::publish {

// Every string a reader sees, in the book's language: [book] language picks a table
// (templates/i18n/<language>.toml, book_strings.hpp) and [text] overrides any key of it. The
// defaults here are English (en.toml holds the same; a test keeps them equal). Placeholders in
// braces are filled when the text is printed: {n}, {first}, {last}, {row}, {col}, {digit},
// {house}, {cell}, {count}, {levels}.
struct BookText {
  std::string contents = "Contents";
  std::string solutions = "Solutions";
  std::string how_to_play = "How to play";
  std::string how_to_play_text =
      "Fill the grid so that every row, every column and every box contains each symbol "
      "exactly once. The givens cannot be changed, and every puzzle in this book has exactly "
      "one solution, which can be found by logic alone or with a little trial.";
  std::string example = "A worked example";
  std::string example_note =
      "Rows are counted from 1 at the top and columns from 1 at the left. The shaded cells are "
      "the ones the step looks at; the new digit is drawn in light type.";
  // The example's step: a hidden single, or any other placement.
  std::string example_step = "In {house}, the {digit} fits in one cell only: {cell}.";
  std::string example_step_other = "The {digit} goes in {cell}.";
  std::string cell_name = "row {row}, column {col}";
  std::string house_row = "row {n}";
  std::string house_column = "column {n}";
  std::string house_box = "box {n}";
  std::string puzzle = "Puzzle";                              // "Puzzle 12"
  std::string puzzles_range = "Puzzles {first}\u2013{last}";  // the contents' detail line
  std::string solution_of = "Solution";                       // link captions
  std::string page = "page";                                  // "solution on page 41"
  std::string grade = "Grade";
  std::string by = "by";
  std::string notes = "Notes";  // the heading of pages added to reach the minimum page count
  std::string legend_label = "Use these pictures:";  // a picture grid's legend
  // A picture book (its first section is pictures and the example a picture puzzle).
  std::string kids_how_to_play_text =
      "Every row, every column and every box with a thick line around it needs each picture "
      "once. Look at the pictures under the puzzle: those are the ones to use. Find a square "
      "where only one picture can go, and draw it in. Keep going until the grid is full! Here is "
      "a little one to try, and how it looks when it is done.";
  std::string kids_example = "Try this one";
  std::string kids_solution = "Answer";
  std::string kids_solutions = "Answers";
  // The cover: series volume, the ladder's counts, the default blurb.
  std::string volume = "Volume {n}";
  std::string count_one = "{n} puzzle";
  std::string count_many = "{n} puzzles";
  std::string blurb =
      "{count} Sudoku puzzles in {levels} levels, from {first} to {last}. Every puzzle has "
      "exactly one solution, found by logic alone, and every answer is at the back of the book.";
  std::string blurb_one_level =
      "{count} Sudoku puzzles, all {first}. Every puzzle has exactly one solution, found by "
      "logic alone, and every answer is at the back of the book.";
  std::string blurb_kids =
      "{count} picture puzzles for young solvers, from {first} to {last}. No numbers, just "
      "pictures: every row, column and box holds each picture once. The answers are at the "
      "back.";
  std::string blurb_large_print = "Large print: big grids, big digits, one puzzle a page.";
  std::string ages = "Ages {ages}";  // a children's cover's age badge ({ages}: "3\u20135", "8+")
  // The rules under a variant section's heading when the manifest gives no intro.
  std::string rule_x =
      "The two long diagonals are houses too: each holds every digit once, like a row.";
  std::string rule_jigsaw =
      "The boxes are irregular regions with heavy borders: each region holds every digit once.";
  std::string rule_samurai =
      "Five grids that share their corner boxes: a shared cell holds one digit for both grids.";
  std::string rule_killer =
      "The digits in each dashed cage add up to its small number and do not repeat within the "
      "cage.";
  std::string rule_kropki =
      "Digits joined by a white dot are consecutive; of two digits joined by a black dot, one is "
      "twice the other.";
  std::string rule_xv = "Digits joined by an X add up to 10; digits joined by a V add up to 5.";
  std::string rule_even_odd =
      "A grey square holds an even digit; a grey circle holds an odd digit.";
  std::string rule_windoku =
      "The shaded windows are houses too: each holds every digit once, like a box.";
  std::string rule_centre_dot =
      "The shaded centre cells of the boxes form one more house: they hold every digit once.";
  std::string rule_asterisk =
      "The nine shaded cells of the asterisk form one more house: they hold every digit once.";
  std::string rule_girandola =
      "The nine shaded cells of the girandola form one more house: they hold every digit once.";
  std::string rule_disjoint =
      "Cells at the same place in every box form a house too: the top-left cells of all the boxes, "
      "for example, hold every digit once.";
  std::string thousands_separator = ",";  // counts in prose: "12,000 puzzles"
  // Difficulty names as printed, by the generator's English name ("Easy", "First steps").
  std::vector<std::pair<std::string, std::string>> grades;
  // The font family for this language's script ("" = the template's); ja: a CJK family.
  std::string font;
  std::string language = "en";
  std::vector<std::string> given;  // the keys the manifest's [text] set (kept over the table)
};

}  // namespace sudokupress::publish
