// SPDX-License-Identifier: GPL-3.0-or-later
// What an option's value may be, for shell completion and man pages (cli/docs/docs.hpp). One table,
// keyed by option name, so a new command's options complete like the others' without any
// per-command code; a value set that is listed in an option's --help text is taken from that
// text (the words of a known vocabulary it names), so completion offers what --help says.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace sudokupress::cli::docs {

// Where the names of data-defined values come from: templates/*.toml or templates/symbols/.
enum class DataSet { kNone, kTemplates, kSymbols };

struct ValueHint {
  std::vector<std::string> values;  // a fixed set of names
  bool files = false;               // any file path
  bool directories = false;         // any folder path
  DataSet data = DataSet::kNone;    // names listed from the data folder at completion time
  bool empty() const { return values.empty() && !files && !directories && data == DataSet::kNone; }
};

// The values `opt` of `command` ("generate", "bank add") accepts; empty when free-form
// (numbers, ranges, seeds, IDs, names the user makes up).
ValueHint option_values(std::string_view command, const CLI::Option& opt);

// The names of a data set in the data folder the binary uses (SUDOKUPRESS_DATA_DIR, beside the
// executable, ...), sorted; empty when there is no data folder.
std::vector<std::string> data_values(DataSet set);
std::string_view data_set_name(DataSet set);  // "templates", "symbols"
DataSet data_set_by_name(std::string_view name);

}  // namespace sudokupress::cli::docs
