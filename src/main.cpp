// SPDX-License-Identifier: GPL-3.0-or-later
// sudokupress: thin main; the command-line application lives in src/cli (cli/app.hpp: this
// front program runs the engine commands and hands the others to sudokupress-print).
#include "cli/app.hpp"

int main(int argc, char** argv) { return sudokupress::cli::run_front(argc, argv); }
