// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/request.hpp"

#include <filesystem>
#include <system_error>

#include "core/format.hpp"
#include "core/symmetry.hpp"
#include "generate/word.hpp"

namespace sudokupress::generate {

MaskLookup find_mask(std::string_view name, const std::string& file) {
  MaskLookup out;
  if (auto builtin = builtin_mask(name)) {
    out.mask = std::move(*builtin);
    return out;
  }
  auto text = core::read_file(file);
  if (!text) {
    std::error_code ec;
    const bool exists = std::filesystem::exists(file, ec);
    out.problem = exists ? MaskLookup::Problem::kUnreadable : MaskLookup::Problem::kUnknown;
    out.status = text.status();
    return out;
  }
  auto parsed = parse_mask(*text, file);
  if (!parsed) {
    out.problem = MaskLookup::Problem::kBadText;
    out.status = parsed.status();
    return out;
  }
  out.mask = std::move(*parsed);
  return out;
}

std::string builtin_mask_list() {
  std::string s;
  for (const auto& n : builtin_mask_names()) s += (s.empty() ? "" : ", ") + n;
  return s;
}

core::Status apply_request(const GenerateRequest& r, GenerateOptions& o, RequestField& field) {
  field = RequestField::kNone;
  if (!r.symmetry.empty()) {
    auto sym = core::parse_symmetry(r.symmetry);
    if (!sym) {
      field = RequestField::kSymmetry;
      return sym.status();
    }
    o.symmetry = *sym;
  }
  if (!r.grade.empty()) o.target.grade = r.grade;
  o.target.require = r.require;
  o.clues = r.clues;
  o.max_clues = r.max_clues;
  o.all_symbols = r.all_symbols;
  if (!r.kids_level.empty()) {
    auto k = parse_kids_level(r.kids_level);
    if (!k) {
      field = RequestField::kKidsLevel;
      return k.status();
    }
    o.target.kids = *k;
  }
  if (!r.word_line.empty() && r.word.empty()) {
    field = RequestField::kWordLineAlone;
    return core::Status::error("");
  }
  if (r.word.empty()) return core::Status::ok();
  const core::Geometry& geo = o.geometry ? *o.geometry : core::Geometry::classic();
  auto w = normalize_word(r.word, geo);
  if (!w) {
    field = RequestField::kWord;
    return w.status();
  }
  o.word = *w;
  if (!r.word_line.empty()) o.word_line = r.word_line;
  if (auto line = word_line_cells(o.word_line, geo); !line) {
    field = RequestField::kWordLine;
    return line.status();
  }
  return core::Status::ok();
}

}  // namespace sudokupress::generate
