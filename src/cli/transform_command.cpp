// `sudokupress transform`: apply validity-preserving transformations (spec §5) to puzzles.
#include <iostream>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "core/format.hpp"
#include "generate/transform.hpp"

namespace sudokupress::cli {

namespace {

struct TransformOptions {
  std::vector<std::string> inputs;
  std::vector<std::string> ops;
  std::string format = "auto";
  std::string variant;
  bool strict = false;
};

int run_transform(const TransformOptions& o) {
  auto out_format = core::parse_format(o.format);
  if (!out_format) {
    std::cerr << "sudokupress transform: " << out_format.status().message() << "\n";
    return kExitUsage;
  }
  core::ReadOptions ropts;
  if (!o.variant.empty()) {
    auto g = core::geometry_by_name(o.variant);
    if (!g) {
      std::cerr << "sudokupress transform: " << g.status().message() << "\n";
      return kExitUsage;
    }
    ropts.geometry = *g;
  }
  std::vector<std::string> inputs = o.inputs;
  if (inputs.empty()) inputs.push_back("-");
  bool rejected = false;
  for (const auto& path : inputs) {
    auto read = core::read_puzzle_file(path, ropts);
    if (!read) {
      std::cerr << read.status().message() << "\n";
      if (o.strict) return kExitBadInput;
      rejected = true;
      continue;
    }
    core::Format fmt = *out_format == core::Format::kAuto ? read->format : *out_format;
    for (const auto& item : read->items) {
      if (!item.puzzle) {
        std::cerr << item.error << "\n";
        if (o.strict) return kExitBadInput;
        rejected = true;
        continue;
      }
      core::Puzzle p = *item.puzzle;
      bool ok = true;
      for (const auto& op : o.ops) {
        core::StatusOr<core::Puzzle> t =
            op == "canonical"
                ? (generate::canonical_supported(p.geo())
                       ? core::StatusOr<core::Puzzle>(generate::canonical_form(p))
                       : core::StatusOr<core::Puzzle>(core::Status::error(
                             "canonical form: single box grids up to 12x12 only")))
                : generate::apply_transform(p, op);
        if (!t) {
          std::cerr << (path == "-" ? "<stdin>" : path) << ":" << item.line << ": "
                    << t.status().message() << "\n";
          ok = false;
          break;
        }
        t->fields = p.fields;
        p = std::move(*t);
      }
      if (!ok) {
        if (o.strict) return kExitBadInput;
        rejected = true;
        continue;
      }
      std::string text = core::write_puzzle(p, fmt, true);
      std::cout << text;
      if (text.empty() || text.back() != '\n') std::cout << "\n";
      else if (fmt != core::Format::kLine && fmt != core::Format::kCompositeLine) std::cout << "\n";
    }
  }
  std::cout.flush();
  return rejected ? kExitBadInput : kExitOk;
}

}  // namespace

Action register_transform(CLI::App& app) {
  auto o = std::make_shared<TransformOptions>();
  CLI::App* cmd = app.add_subcommand("transform", "Relabel, rotate, reflect or permute puzzles");
  cmd->footer("Operations (applied in the order given; --op is repeatable):\n  " +
              generate::transform_ops_help() +
              ", canonical (the least equivalent puzzle).\n"
              "Rows, columns, bands and stacks are 0-based. A transformed puzzle is valid and its\n"
              "solution is the transformed solution. Bad records: file:line: problem, exit 2.");
  cmd->add_option("inputs", o->inputs, "Puzzle files ('-' or none = standard input)");
  cmd->add_option("--op", o->ops, "Operation, e.g. rot90, shift:2, swap-rows:0,1")->required();
  cmd->add_option("--format", o->format, "Output format (default: the input's)")
      ->default_val("auto");
  cmd->add_option("--variant", o->variant, "Geometry of the input (default: detect)");
  cmd->add_flag("--strict", o->strict, "Stop at the first bad record");
  return [o] { return run_transform(*o); };
}

}  // namespace sudokupress::cli
