// SPDX-License-Identifier: GPL-3.0-or-later
// sudokupress-print: thin main; every command, with the print stack (cli/app.hpp).
#include "cli/app.hpp"

int main(int argc, char** argv) { return sudokupress::cli::run_all(argc, argv); }
