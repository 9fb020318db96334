// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/docs/docs.hpp"

#include <cctype>

namespace sudokupress::cli::docs {

namespace {

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

OptionDoc describe_option(const CLI::Option& opt, const std::string& command) {
  OptionDoc d;
  d.positional = opt.get_lnames().empty() && opt.get_snames().empty();
  if (d.positional) {
    d.names.push_back(opt.get_name(true));
  } else {
    for (const auto& s : opt.get_snames()) d.names.push_back("-" + s);
    for (const auto& l : opt.get_lnames()) d.names.push_back("--" + l);
  }
  d.takes_value = opt.get_expected_max() > 0;  // flags expect no value
  d.repeatable = opt.get_expected_max() > 1;
  d.required = opt.get_required();
  d.type = d.takes_value ? opt.get_type_name() : "";
  d.default_value = d.takes_value ? opt.get_default_str() : "";
  d.description = opt.get_description();
  if (d.takes_value) d.values = option_values(command, opt);
  return d;
}

}  // namespace

std::string OptionDoc::metavar() const {
  if (!takes_value) return "";
  std::string name = names.back();
  while (!name.empty() && name[0] == '-') name.erase(0, 1);
  if (positional) return upper(name);
  if (values.data == DataSet::kTemplates) return "TEMPLATE";
  if (values.data == DataSet::kSymbols) return "SYMBOLS";
  if (values.files && values.values.empty()) return "FILE";
  if (!values.values.empty() || values.files) return upper(name);
  if (type.rfind("INT", 0) == 0 || type.rfind("UINT", 0) == 0) return "N";
  if (type.rfind("FLOAT", 0) == 0) return "X";
  return upper(name);
}

std::string CommandDoc::name() const {
  std::string n;
  for (const auto& p : path) n += (n.empty() ? "" : " ") + p;
  return n;
}

CommandDoc describe(const CLI::App& app, std::vector<std::string> path) {
  CommandDoc d;
  d.path = path;
  d.description = app.get_description();
  d.footer = app.get_footer();
  const std::string command = d.name();
  for (const CLI::Option* opt : app.get_options())
    d.options.push_back(describe_option(*opt, command));
  for (const CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_group().empty()) continue;  // hidden: man, completion
    std::vector<std::string> sub_path = path;
    sub_path.push_back(sub->get_name());
    d.commands.push_back(describe(*sub, sub_path));
  }
  return d;
}

}  // namespace sudokupress::cli::docs
