// SPDX-License-Identifier: GPL-3.0-or-later
// sudokupress-print: every command (app.hpp). The front program runs the engine commands itself
// (front.cpp) with the same registration functions, so both print the same help for them.
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "publish/library_versions.hpp"
#include "render/cairo/glib_oom.hpp"

namespace sudokupress::cli {

int run_all(int argc, char** argv) {
  CommandTable table;
  table.commands = {register_solve,     register_grade,     register_stats,  register_generate,
                    register_transform, register_dedupe,    register_render, register_book,
                    register_cover,     register_preflight, register_bank,   register_symbols};
  table.docs = register_docs;
  table.libraries = publish::linked_libraries;
  table.set_library_oom_handler = render::set_glib_out_of_memory_handler;
  return run_commands(argc, argv, table);
}

}  // namespace sudokupress::cli
