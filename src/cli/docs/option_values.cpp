// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/docs/option_values.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <system_error>

#include "core/constraints.hpp"
#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/symmetry.hpp"
#include "core/transform.hpp"
#include "generate/generator.hpp"
#include "generate/mask.hpp"
#include "grade/difficulty.hpp"
#include "publish/book_strings.hpp"
#include "publish/print_service.hpp"
#include "render/data_dir.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::cli::docs {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The option's name as the table knows it: the first long name, else the positional name.
std::string key_of(const CLI::Option& opt) {
  if (!opt.get_lnames().empty()) return "--" + opt.get_lnames().front();
  if (!opt.get_snames().empty()) return "-" + opt.get_snames().front();
  return opt.get_name(true);
}

// The words of `text` (letters, digits, '-', '_' and inner '.') that are in `vocabulary`, in
// the order the text names them: the value set an option's --help text lists.
std::vector<std::string> named_in(const std::string& text, const std::vector<std::string>& vocab) {
  std::vector<std::string> out;
  std::string word;
  for (char c : text + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.') {
      word += c;
      continue;
    }
    while (!word.empty() && word.back() == '.') word.pop_back();
    if (std::find(vocab.begin(), vocab.end(), word) != vocab.end() &&
        std::find(out.begin(), out.end(), word) == out.end())
      out.push_back(word);
    word.clear();
  }
  return out;
}

std::vector<std::string> format_vocabulary() {
  std::vector<std::string> v = {"tsv", "book", "json"};
  for (int f = static_cast<int>(core::Format::kLine); f <= static_cast<int>(core::Format::kQqwing);
       ++f)
    v.emplace_back(core::format_name(static_cast<core::Format>(f)));
  return v;
}

std::vector<std::string> input_formats() {
  std::vector<std::string> v = {"auto"};
  for (int f = static_cast<int>(core::Format::kLine); f <= static_cast<int>(core::Format::kQqwing);
       ++f)
    v.emplace_back(core::format_name(static_cast<core::Format>(f)));
  return v;
}

// Names --variant accepts: common box grids, the built-in composites and the single-grid
// variants; each one checked by the geometry parser itself.
std::vector<std::string> variant_names() {
  std::vector<std::string> candidates = {
      "4x4",     "6x6",        "8x8",      "9x9",       "12x12",    "16x16",  "25x25",   "x",
      "windoku", "centre-dot", "asterisk", "girandola", "disjoint", "jigsaw", "x-jigsaw"};
  for (const auto& c : core::builtin_composite_names()) candidates.push_back(c);
  std::vector<std::string> out;
  for (const auto& c : candidates)
    if (core::geometry_by_name(c).is_ok()) out.push_back(c);
  // Killer (cages as rules beside the geometry: core/constraints.hpp).
  for (const char* k : {"killer", "killer-x", "killer-jigsaw", "killer-6x6", "killer-4x4"})
    if (core::geometry_by_name(core::killer_base_name(k)).is_ok()) out.push_back(k);
  // Marks (Kropki dots, X/V, even/odd), each family on the classic grid and a few others.
  for (const char* k :
       {"kropki", "kropki-6x6", "kropki-jigsaw", "xv", "xv-x", "even-odd", "even-odd-6x6"})
    if (core::geometry_by_name(core::marks_base_name(k)).is_ok()) out.push_back(k);
  return out;
}

std::vector<std::string> grade_names(bool all_ladders) {
  std::vector<std::string> out;
  // The default ladder (human) first; all_ladders adds the book's.
  const grade::Profile profiles[] = {grade::Profile::kHuman, grade::Profile::kBook};
  for (grade::Profile p : profiles) {
    if (!all_ladders && p != grade::Profile::kHuman) continue;
    for (std::string_view n : grade::ladder(p).names) {
      std::string name = all_ladders ? std::string(n) : lower(n);
      if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
    }
  }
  return out;
}

std::vector<std::string> strategy_names() {
  std::vector<std::string> out;
  // The default (human) profile's rows: the names `generate --require` accepts without --profile.
  for (const auto& s : grade::difficulty_table()) {
    if (!s.variant[static_cast<int>(grade::Profile::kHuman)].enabled) continue;
    std::string n(s.name);
    if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
  }
  return out;
}

// transform's operations: "rot90", and "shift:" for those that take an argument.
std::vector<std::string> transform_ops() {
  std::vector<std::string> out;
  std::string help = core::transform_ops_help() + ", canonical";
  size_t at = 0;
  while (at < help.size()) {
    size_t end = help.find(", ", at);
    if (end == std::string::npos) end = help.size();
    std::string item = help.substr(at, end - at);
    item = item.substr(0, item.find(' '));
    if (size_t colon = item.find(':'); colon != std::string::npos) item.resize(colon + 1);
    if (!item.empty()) out.push_back(item);
    at = end + 2;
  }
  return out;
}

std::vector<std::string> print_service_list() {
  std::vector<std::string> out;
  for (const auto& s : publish::print_services()) out.emplace_back(s.name);
  return out;
}

// The default (human) ladder's levels: 0 (Easy) .. 6 (Nightmare).
std::vector<std::string> level_names() {
  std::vector<std::string> out;
  for (int l = 0; l <= grade::ladder(grade::Profile::kHuman).top(); ++l)
    out.push_back(std::to_string(l));
  return out;
}

}  // namespace

ValueHint option_values(std::string_view command, const CLI::Option& opt) {
  const std::string key = key_of(opt);
  const std::string& help = opt.get_description();
  ValueHint h;
  if (key == "inputs" || key == "manifest" || key == "file" || key == "DB" || key == "--output" ||
      key == "--report" || key == "--chart" || key == "--composite" || key == "--regions") {
    h.files = true;
  } else if (key == "--variant") {
    h.values = variant_names();
  } else if (key == "--symmetry") {
    h.values = core::symmetry_names();
  } else if (key == "--mask") {
    h.values = generate::builtin_mask_names();
    h.files = true;
  } else if (key == "--kids-level") {
    h.values = {std::string(generate::kids_level_name(generate::KidsLevel::kFirstSteps)),
                std::string(generate::kids_level_name(generate::KidsLevel::kEasy)),
                std::string(generate::kids_level_name(generate::KidsLevel::kTricky))};
  } else if (key == "--grade") {
    h.values = grade_names(command.rfind("bank", 0) == 0);  // the bank stores ladder names
  } else if (key == "--level") {
    h.values = level_names();
  } else if (key == "--require") {
    h.values = strategy_names();
  } else if (key == "--input-format") {
    h.values = input_formats();
  } else if (key == "--format") {
    h.values = named_in(help, format_vocabulary());
  } else if (key == "--profile") {
    std::vector<std::string> vocab = {"se"};
    for (int p = 0; p < grade::kNumProfiles; ++p)
      vocab.emplace(vocab.begin() + p, grade::profile_name(static_cast<grade::Profile>(p)));
    h.values = named_in(help, vocab);
  } else if (key == "--levels") {
    h.values = named_in(help, {"profile", "hodoku"});
  } else if (key == "--op") {
    h.values = transform_ops();
  } else if (key == "--service") {
    h.values = print_service_list();
  } else if (key == "--paper") {
    for (int p = 0; p < publish::kPaperCount; ++p)
      h.values.emplace_back(publish::paper_name(static_cast<publish::Paper>(p)));
  } else if (key == "--interior") {
    h.values = {std::string(publish::interior_name(publish::Interior::kGray)),
                std::string(publish::interior_name(publish::Interior::kColor))};
  } else if (key == "--language") {
    for (std::string_view l : publish::kLanguages) h.values.emplace_back(l);
  } else if (key == "--trim") {
    h.values = named_in(help, {"8.5x11in", "6x9in", "5x8in", "5.5x8.5in", "A4", "A5", "B5"});
  } else if (key == "--word-line") {
    h.values = {"row:1", "col:1", "diagonal"};
  } else if (key == "--template") {
    h.data = DataSet::kTemplates;
    h.files = true;
  } else if (key == "--symbols") {
    h.values = {"word:"};
    h.data = DataSet::kSymbols;
    h.directories = true;
  }
  return h;
}

std::string_view data_set_name(DataSet set) {
  switch (set) {
    case DataSet::kTemplates:
      return "templates";
    case DataSet::kSymbols:
      return "symbols";
    case DataSet::kNone:
      break;
  }
  return "";
}

DataSet data_set_by_name(std::string_view name) {
  if (name == "templates") return DataSet::kTemplates;
  if (name == "symbols") return DataSet::kSymbols;
  return DataSet::kNone;
}

std::vector<std::string> data_values(DataSet set) {
  std::vector<std::string> out;
  auto dir = render::find_data_dir();
  if (!dir) return out;
  if (set == DataSet::kSymbols) return render::symbols::symbol_set_names(dir->symbols());
  if (set != DataSet::kTemplates) return out;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir->templates(), ec))
    if (e.is_regular_file() && e.path().extension() == ".toml")
      out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace sudokupress::cli::docs
