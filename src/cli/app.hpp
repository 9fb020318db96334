#pragma once

namespace sudokupress::cli {

// Exit codes shared by every command (documented in --help):
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;   // the command could not do its job (I/O, bad options)
inline constexpr int kExitBadInput = 2;  // some input records were rejected (reported on stderr)
inline constexpr int kExitUsage = 64;    // command-line usage error

int run(int argc, char** argv);

}  // namespace sudokupress::cli
