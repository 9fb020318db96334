// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line application: run() (parse, dispatch, report). The exit codes, the one mapping
// from Status codes to them and the Status shorthands of commands are in exit_codes.hpp.
#pragma once

#include "cli/exit_codes.hpp"

namespace sudokupress::cli {

int run(int argc, char** argv);

}  // namespace sudokupress::cli
