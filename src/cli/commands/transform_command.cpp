// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress transform`: apply validity-preserving transformations (spec §5) to puzzles.
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/input_set.hpp"
#include "cli/output.hpp"
#include "core/format.hpp"
#include "core/transform.hpp"

namespace sudokupress::cli {

namespace {

struct TransformOptions {
  InputOptions in;
  std::vector<std::string> ops;
  std::string format = "auto";
};

core::StatusOr<core::Puzzle> apply_op(const core::Puzzle& p, const std::string& op) {
  if (op != "canonical") return core::apply_transform(p, op);
  if (!core::canonical_supported(p.geo()))
    return core::Status::error("canonical form: single box grids up to 12x12 only");
  return core::canonical_form(p);
}

core::Status run_transform(const TransformOptions& o, Console& console) {
  if (o.ops.empty() && o.format == "auto")
    return usage_error("nothing to do: give --op OPERATION, or --to FORMAT to convert");
  auto out_format = core::parse_format(o.format);
  if (!out_format) return as_usage(out_format.status());
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  StdoutSink out;
  core::Status st = inputs->for_each(console, [&](InputRecord& r) -> core::Status {
    core::Puzzle p = r.puzzle;
    for (const auto& op : o.ops) {
      auto t = apply_op(p, op);
      if (!t) return inputs->reject(console, r.where() + ": " + t.status().message());
      t->fields = p.fields;
      p = std::move(*t);
    }
    core::Format fmt = *out_format == core::Format::kAuto ? r.format : *out_format;
    auto text = core::write_record(p, fmt);
    if (!text) return inputs->reject(console, r.where() + ": " + text.status().message());
    return out.write(*text);
  });
  return st.is_ok() ? inputs->result() : st;
}

}  // namespace

Action register_transform(CLI::App& app) {
  auto o = std::make_shared<TransformOptions>();
  CLI::App* cmd = app.add_subcommand(
      "transform", "Relabel, rotate, reflect or permute puzzles, or convert them (--to FORMAT)");
  cmd->footer(
      "Operations (applied in the order given; --op is repeatable and takes one value,\n"
      "so 'transform FILE --op X' and 'transform --op X FILE' are the same):\n  " +
      core::transform_ops_help() +
      ", canonical (the least equivalent puzzle).\n"
      "Rows, columns, bands and stacks are 0-based. A transformed puzzle is valid and its\n"
      "solution is the transformed solution. Bad records: file:line: problem, exit 2.");
  add_input_options(cmd, o->in, kInputFormat | kInputStrict);
  cmd->add_option("--op", o->ops,
                  "Operation, e.g. rot90, shift:2, swap-rows:0,1 (none: convert only, --to)")
      ->allow_extra_args(false);
  CLI::Option* format =
      cmd->add_option("--format", o->format,
                      "Output format (default: the input's): line, grid, rows, sdk, "
                      "composite-grid, fpuzzles, sudokupad, sudokuwiki, ss, hodoku, sdm, pm729")
          ->default_val("auto");
  cmd->add_option("--to", o->format,
                  "The same as --format; without --op, transform only converts: "
                  "'transform p.txt --to sudokupad'")
      ->excludes(format);
  return [o](Console& console) { return run_transform(*o, console); };
}

}  // namespace sudokupress::cli
