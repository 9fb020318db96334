// SPDX-License-Identifier: GPL-3.0-or-later
// sudokupress: thin main; the command-line application lives in src/cli.
#include "cli/app.hpp"

int main(int argc, char** argv) { return sudokupress::cli::run(argc, argv); }
