// Each sub-command registers itself on the application; run() dispatches.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>

namespace sudokupress::cli {

// A registered command: after parsing, `action` runs and returns the exit code.
using Action = std::function<int()>;

Action register_solve(CLI::App& app);
Action register_grade(CLI::App& app);
Action register_stats(CLI::App& app);
Action register_generate(CLI::App& app);
Action register_transform(CLI::App& app);
Action register_dedupe(CLI::App& app);
Action register_render(CLI::App& app);
Action register_book(CLI::App& app);
Action register_cover(CLI::App& app);
Action register_preflight(CLI::App& app);

}  // namespace sudokupress::cli
