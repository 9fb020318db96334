// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line application: two programs over one command layer (parse, dispatch, report;
// commands.hpp's run_commands). The exit codes, the one mapping from Status codes to them and
// the Status shorthands of commands are in exit_codes.hpp.
//
//   sudokupress          src/main.cpp -> run_front()
//     solve grade generate transform dedupe      run here: links core, solve, grade,
//                                                 generate and the C++ runtime, nothing else
//     anything else (book, render, --help, ...)   execv() of sudokupress-print, same argv
//   sudokupress-print    src/print_main.cpp -> run_all()
//     every command; links the print stack (Cairo, Pango, librsvg, poppler, qpdf, SQLite, ...)
//
// Why two: the dynamic loader bound ~22,000 symbols of the 76 shared libraries the one
// program loaded before main(): 13.8 ms of CPU for `solve` on an empty file, against a whole
// tdoku run of top1465 in 15.6 ms. A program that loads the print stack on demand instead
// (dlopen of a plugin) was the alternative: it needs every layer built position-independent for
// the shared object and the plugin's interface kept in step with the program; an exec needs
// neither, and costs the print commands about a millisecond. sudokupress finds sudokupress-print
// beside itself (a build tree), then at its installed place (lib/sudokupress beside bin/).
#pragma once

#include "cli/exit_codes.hpp"

namespace sudokupress::cli {

int run_front(int argc, char** argv);  // sudokupress
int run_all(int argc, char** argv);    // sudokupress-print

}  // namespace sudokupress::cli
