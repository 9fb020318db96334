// SPDX-License-Identifier: GPL-3.0-or-later
// The hidden commands 'sudokupress man' and 'sudokupress completion' (not in the command list):
// man pages and completion scripts made from the command tree itself (cli/docs/docs.hpp). CMake
// runs them at build time (src/cli/docs/docs.cmake); users may run them too.
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/docs/docs.hpp"
#include "cli/output.hpp"

namespace sudokupress::cli {

namespace {

struct DocsOptions {
  std::string command;  // man: the page's command ("" = the program)
  std::string all_dir;  // man --all DIR: every page
  std::string shell;    // completion
  std::string values;   // completion --values SET
  std::string output;   // -o FILE
};

// YYYY-MM-DD of SOURCE_DATE_EPOCH (the build sets it, so pages are reproducible), else today.
core::StatusOr<std::string> page_date() {
  std::time_t t = std::time(nullptr);
  if (const char* env = std::getenv("SOURCE_DATE_EPOCH"); env && *env) {
    char* end = nullptr;
    long long v = std::strtoll(env, &end, 10);
    if (*end != '\0' || v < 0)
      return usage_error(std::string("SOURCE_DATE_EPOCH=") + env + ": not a number of seconds");
    t = static_cast<std::time_t>(v);
  }
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return std::string(buf);
}

core::Status emit(const std::string& path, std::string text, OutputFiles& files) {
  if (path.empty() || path == "-") return StdoutSink().write(text);
  if (auto st = files.check(path); !st) return st;
  files.add(path, std::move(text));
  return core::Status::ok();
}

core::Status run_man(const CLI::App& app, const DocsOptions& o) {
  auto date = page_date();
  if (!date) return date.status();
  const docs::CommandDoc program = docs::describe(app);
  OutputFiles files;
  if (!o.all_dir.empty()) {
    if (auto st = emit(o.all_dir + "/sudokupress.1",
                       docs::man_page(program, program, *date, SP_VERSION), files);
        !st)
      return st;
    for (const auto& c : program.commands)
      if (auto st = emit(o.all_dir + "/" + docs::man_page_name(c) + ".1",
                         docs::man_page(c, program, *date, SP_VERSION), files);
          !st)
        return st;
    return files.commit();
  }
  const docs::CommandDoc* doc = &program;
  if (!o.command.empty()) {
    doc = nullptr;
    for (const auto& c : program.commands)
      if (c.name() == o.command) doc = &c;
    if (!doc) return usage_error("no such command '" + o.command + "'");
  }
  if (auto st = emit(o.output, docs::man_page(*doc, program, *date, SP_VERSION), files); !st)
    return st;
  return files.commit();
}

// Every value the completions, man pages and --help list, one "command<TAB>option<TAB>value"
// line each (completion --values options): tests/cli/docs_test.sh runs each and expects no
// usage error, so a listed value is an accepted value.
void list_option_values(const docs::CommandDoc& doc, std::string& text) {
  for (const docs::OptionDoc& opt : doc.options)
    if (!opt.positional)
      for (const std::string& v : opt.values.values)
        text += doc.name() + "\t" + opt.names.back() + "\t" + v + "\n";
  for (const docs::CommandDoc& sub : doc.commands) list_option_values(sub, text);
}

core::Status run_completion(const CLI::App& app, const DocsOptions& o) {
  if (o.values == "options") {
    std::string text;
    list_option_values(docs::describe(app), text);
    return StdoutSink().write(text);
  }
  if (!o.values.empty()) {
    docs::DataSet set = docs::data_set_by_name(o.values);
    if (set == docs::DataSet::kNone)
      return usage_error("--values takes templates, symbols or options");
    std::string text;
    for (const auto& n : docs::data_values(set)) text += n + "\n";
    return text.empty() ? core::Status::ok() : StdoutSink().write(text);
  }
  std::string script;
  if (!docs::completion_script(docs::describe(app), o.shell, script))
    return usage_error("which shell? bash, zsh or fish (or --values SET)");
  OutputFiles files;
  if (auto st = emit(o.output, std::move(script), files); !st) return st;
  return files.commit();
}

}  // namespace

std::vector<std::pair<CLI::App*, Action>> register_docs(CLI::App& app) {
  auto o = std::make_shared<DocsOptions>();
  CLI::App* man = app.add_subcommand("man", "Print the manual page of the program or a command");
  man->group("");  // hidden: not in the command list
  man->add_option("command", o->command, "The command ('' or none = the program)");
  man->add_option("--all", o->all_dir,
                  "Write every page (sudokupress.1, sudokupress-CMD.1) to DIR");
  man->add_option("-o,--output", o->output, "Write the page to FILE instead of standard output");
  CLI::App* comp = app.add_subcommand("completion", "Print a shell completion script");
  comp->group("");
  comp->add_option("shell", o->shell, "bash, zsh or fish");
  comp->add_option("--values", o->values,
                   "Print the names of a data set instead: templates or symbols (the data "
                   "folder's; the scripts call this while completing), or options (every "
                   "listed option value: command, option, value)");
  comp->add_option("-o,--output", o->output, "Write the script to FILE instead of standard output");
  const CLI::App* root = &app;
  return {{man, [o, root](Console&) { return run_man(*root, *o); }},
          {comp, [o, root](Console&) { return run_completion(*root, *o); }}};
}

}  // namespace sudokupress::cli
