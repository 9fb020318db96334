// SPDX-License-Identifier: GPL-3.0-or-later
// Man pages (roff, man(7) macros) from the command tree: cli/docs/docs.hpp.
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/docs/docs.hpp"
#include "cli/memory_limit.hpp"
#include "core/limits.hpp"

namespace sudokupress::cli::docs {

namespace {

// Text for roff: backslashes and hyphens escaped, non-ASCII as \[uXXXX], and a line that would
// start with a control character ('.' or '\'') protected by \&.
std::string roff(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else if (c < 0x80) {
      if ((c == '.' || c == '\'') && (out.empty() || out.back() == '\n')) out += "\\&";
      out += static_cast<char>(c);
    } else {  // decode one UTF-8 sequence
      int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
      unsigned cp = c & (0x3F >> extra);
      for (int k = 0; k < extra && i + 1 < text.size(); ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(text[++i]) & 0x3F);
      char buf[16];
      std::snprintf(buf, sizeof buf, "\\[u%04X]", cp);
      out += buf;
    }
  }
  return out;
}

std::string bold(const std::string& s) { return "\\fB" + roff(s) + "\\fR"; }
std::string italic(const std::string& s) { return "\\fI" + roff(s) + "\\fR"; }

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t at = 0;
  while (at <= text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// A footer as paragraphs: plain lines are filled; indented lines (tables, lists) are kept as
// they are; a line that starts a sentence after a full stop or colon starts a new paragraph.
std::string footer_text(const std::string& footer) {
  std::string out;
  bool literal = false;
  std::string prev;
  for (const std::string& line : split_lines(footer)) {
    bool indented = !line.empty() && line[0] == ' ';
    if (indented != literal) out += indented ? ".PP\n.nf\n" : ".fi\n.PP\n";
    if (!indented && !literal && !prev.empty() && !line.empty() &&
        std::isupper(static_cast<unsigned char>(line[0])) &&
        (prev.back() == '.' || prev.back() == ':'))
      out += ".PP\n";
    if (line.empty()) {
      out += literal ? "\n" : ".PP\n";
    } else {
      out += roff(line) + "\n";
    }
    literal = indented;
    prev = line;
  }
  if (literal) out += ".fi\n";
  return out;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

std::string option_entry(const OptionDoc& o) {
  std::string head;
  for (const auto& n : o.names) head += (head.empty() ? "" : ", ") + bold(n);
  if (o.positional)
    head = italic(o.metavar()) + (o.repeatable ? "..." : "");
  else if (o.takes_value)
    head += " " + italic(o.metavar());
  std::string body = roff(o.description);
  if (!body.empty() && body.back() != '.') body += ".";
  std::string facts;
  if (o.required) facts += " Required.";
  if (!o.default_value.empty()) facts += " Default: " + bold(o.default_value) + ".";
  if (size_t colon = o.type.find(':'); colon != std::string::npos)
    facts += " Accepts " + roff(o.type.substr(colon + 1)) + ".";
  std::string values;
  if (!o.values.values.empty()) values = join(o.values.values, ", ");
  if (o.values.data == DataSet::kTemplates)
    values += std::string(values.empty() ? "" : ", ") + "a template name (templates/)";
  if (o.values.data == DataSet::kSymbols)
    values += std::string(values.empty() ? "" : ", ") + "a symbol set (templates/symbols/)";
  if (o.values.files && !o.positional)
    values += std::string(values.empty() ? "a file" : ", a file");
  if (o.values.directories) values += ", a folder";
  if (!values.empty() &&
      !(o.values.files && o.values.values.empty() && o.values.data == DataSet::kNone))
    facts += " Values: " + roff(values) + ".";
  return ".TP\n" + head + "\n" + body + facts + "\n";
}

std::string synopsis(const CommandDoc& c) {
  std::string s = ".B sudokupress" + (c.path.empty() ? "" : " " + roff(c.name())) + "\n";
  if (!c.commands.empty()) return s + italic("COMMAND") + " [" + italic("OPTIONS") + "]\n";
  s += "[" + italic("OPTIONS") + "]";
  for (const auto& o : c.options) {
    if (!o.positional) continue;
    std::string arg = italic(o.metavar()) + (o.repeatable ? "..." : "");
    s += " " + (o.required ? arg : "[" + arg + "]");
  }
  return s + "\n";
}

std::string options_section(const CommandDoc& c) {
  std::string s;
  for (const auto& o : c.options) s += option_entry(o);
  return s;
}

std::string exit_status() {
  auto code = [](int n, const char* what) {
    return ".TP\n.B " + std::to_string(n) + "\n" + std::string(what) + "\n";
  };
  return ".SH EXIT STATUS\n" + code(kExitOk, "Success.") +
         code(kExitFailure,
              "Failure: the command could not do its job (I/O, resources, limits, a bad "
              "manifest or template); no partial output file is left.") +
         code(kExitBadInput,
              "Some input records were rejected; each is reported on standard error as "
              "file:line: problem.") +
         code(kExitUsage,
              "Command\\-line usage error (an unknown command or option, a bad value).");
}

std::string environment() {
  std::string s = ".SH ENVIRONMENT\n";
  s += ".TP\n.B SUDOKUPRESS_DATA_DIR\nThe data folder (templates/, templates/symbols/, fonts/). "
       "Without it the folders above the executable, then above the working directory, are "
       "searched for one that holds fonts/fonts.toml and templates/.\n";
  s += ".TP\n.B " + roff(core::limits::kMemoryLimitEnv) +
       "\nThe memory a command may use when \\fB\\-\\-memory\\-limit\\fR is not given: a SIZE "
       "like 2G or 512M, 0 = no limit (default " +
       roff(format_memory_size(core::limits::kDefaultMemoryLimit)) + ").\n";
  s += ".TP\n.B SOURCE_DATE_EPOCH\nSeconds since 1970: pins the dates written into PDF files, "
       "bank rows and man pages, for reproducible output.\n";
  return s;
}

std::string see_also(const CommandDoc& doc, const CommandDoc& program) {
  std::vector<std::string> refs;
  for (const auto& c : program.commands) {
    if (man_page_name(c) == man_page_name(doc)) continue;
    refs.push_back(".BR " + roff(man_page_name(c)) + " (1)");
  }
  if (!doc.path.empty()) refs.insert(refs.begin(), ".BR sudokupress (1)");
  std::string s = ".SH SEE ALSO\n";
  for (size_t i = 0; i < refs.size(); ++i) s += refs[i] + (i + 1 < refs.size() ? ",\n" : "\n");
  return s + ".PP\nREADME.md of the sudokupress sources.\n";
}

std::string program_body(const CommandDoc& program) {
  std::string s = ".SH COMMANDS\n";
  for (const auto& c : program.commands)
    s += ".TP\n" + bold("sudokupress " + c.name()) + "\n" + roff(c.description) + "; see \\fB" +
         roff(man_page_name(c)) + "\\fR(1).\n";
  s += ".SH OPTIONS\n" + options_section(program);
  s += ".PP\nEvery command also takes \\fB\\-q\\fR, \\fB\\-\\-quiet\\fR and "
       "\\fB\\-\\-memory\\-limit\\fR \\fISIZE\\fR, and \\fB\\-\\-help\\fR.\n";
  s += ".SH SHELL COMPLETION\n\\fBsudokupress completion bash\\fR|\\fBzsh\\fR|\\fBfish\\fR prints "
       "the completion script for that shell (installed with the program; see README.md). "
       "\\fBsudokupress man\\fR [\\fICOMMAND\\fR] prints a manual page.\n";
  return s;
}

std::string subcommands_body(const CommandDoc& c) {
  std::string s = ".SH COMMANDS\n";
  for (const auto& sub : c.commands) {
    s += ".SS \"" + roff("sudokupress " + sub.name()) + "\"\n" + synopsis(sub) + ".PP\n" +
         roff(sub.description) + ".\n" + options_section(sub);
  }
  return s;
}

// Source lines of filled text broken at spaces to at most 79 bytes (mandoc's style rule); tags
// after .TP and literal (.nf) lines stay whole.
std::string wrap_source(const std::string& page) {
  std::string out;
  bool literal = false, tag = false;
  for (const std::string& line : split_lines(page)) {
    bool request = !line.empty() && line[0] == '.';
    if (request || literal || tag || line.size() < 80) {
      out += line + "\n";
    } else {
      std::string cur;
      size_t at = 0;
      while (at < line.size()) {
        size_t sp = line.find(' ', at);
        std::string word = line.substr(at, sp == std::string::npos ? std::string::npos : sp - at);
        at = sp == std::string::npos ? line.size() : sp + 1;
        if (!cur.empty() && cur.size() + 1 + word.size() > 79) {
          out += cur + "\n";
          cur.clear();
        }
        if (cur.empty() && !word.empty() && (word[0] == '.' || word[0] == '\'')) cur = "\\&";
        cur += (cur.empty() || cur == "\\&" ? "" : " ") + word;
      }
      if (!cur.empty()) out += cur + "\n";
    }
    if (line == ".nf") literal = true;
    if (line == ".fi") literal = false;
    tag = line == ".TP";
  }
  return out;
}

}  // namespace

std::string man_page_name(const CommandDoc& doc) {
  return doc.path.empty() ? "sudokupress" : "sudokupress-" + join(doc.path, "-");
}

std::string man_page(const CommandDoc& doc, const CommandDoc& program, const std::string& date,
                     const std::string& version) {
  const std::string name = man_page_name(doc);
  std::string s = ".\\\" Generated by '" +
                  roff("sudokupress man" + (doc.path.empty() ? "" : " " + doc.name())) +
                  "' from the command's \\-\\-help text. Do not edit.\n";
  std::string title;
  for (char ch : name) title += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  s += ".TH " + roff(title) + " 1 " + date + " \"sudokupress " + roff(version) +
       "\" \"sudokupress manual\"\n.nh\n";  // option and page names are never hyphenated
  std::string summary = doc.path.empty() ? "Sudoku puzzles for print" : doc.description;
  s += ".SH NAME\n" + roff(name) + " \\- " + roff(summary) + "\n";
  s += ".SH SYNOPSIS\n" + synopsis(doc);
  if (doc.path.empty()) s += ".br\n.B sudokupress \\-\\-version\n";
  std::string about = roff(doc.description);
  if (!about.empty() && about.back() != '.') about += ".";
  // A footer's "Examples:" block (indented command lines, each after a line saying what it
  // does) becomes the EXAMPLES section.
  std::string footer = doc.footer, examples;
  if (size_t at = footer.find("Examples:\n");
      at != std::string::npos && (at == 0 || footer[at - 1] == '\n')) {
    examples = footer.substr(at + 10);
    footer.resize(at);
  }
  s += ".SH DESCRIPTION\n" + about + "\n.PP\n" + footer_text(footer);
  if (doc.path.empty()) {
    s += program_body(doc);
  } else {
    s += ".SH OPTIONS\n" + options_section(doc);
    if (!doc.commands.empty()) s += subcommands_body(doc);
  }
  s += exit_status() + environment();
  if (!examples.empty()) s += ".SH EXAMPLES\n" + footer_text(examples);
  s += see_also(doc, program);
  return wrap_source(s);
}

}  // namespace sudokupress::cli::docs
