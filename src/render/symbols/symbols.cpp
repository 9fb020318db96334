// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/symbols.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <system_error>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/text_check.hpp"
#include "render/symbols/icon_sanitizer.hpp"

namespace sudokupress::render::symbols {

namespace fs = std::filesystem;

core::StatusOr<IconPtr> parse_icon(std::string name, std::string svg, std::string_view source,
                                   bool gray) {
  if (auto st = core::check_text(svg, source, core::limits::kMaxIconBytes); !st) return st;
  const std::string where(source);
  if (has_emoji_selector(svg)) return core::Status::error(where + ": contains U+FE0F");
  std::string prefix = "sp-";
  for (char c : name) prefix += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  prefix += "-";
  auto clean = sanitize_icon(svg, source, prefix, gray);
  if (!clean) return clean.status();
  auto icon = std::make_shared<Icon>();
  icon->id_prefix = prefix;
  icon->name = std::move(name);
  icon->view_box = clean->view_box;
  icon->body = clean->body;
  icon->title = clean->title;
  icon->svg = clean->document();
  return IconPtr(icon);
}

core::StatusOr<std::vector<std::string>> parse_symbol_list(std::string_view text,
                                                           std::string_view source) {
  const std::string list(source);
  if (auto st = core::check_text(text, source, core::limits::kMaxConfigBytes); !st) return st;
  std::vector<std::string> texts;
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string line(
        text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos));
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++line_no;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
      line.pop_back();
    size_t b = line.find_first_not_of(" \t");
    if (b == std::string::npos || line[b] == '#') continue;
    line = line.substr(b);
    std::string where = list + ":" + std::to_string(line_no);
    if (has_emoji_selector(line))
      return core::Status::error(where +
                                 ": U+FE0F (emoji presentation) is not allowed: it "
                                 "pulls in a bitmap emoji font");
    if (std::find(texts.begin(), texts.end(), line) != texts.end())
      return core::Status::error(where + ": symbol '" + line + "' listed twice");
    if (texts.size() >= static_cast<size_t>(core::kMaxSymbols))
      return core::Status::error(where + ": more than " + std::to_string(core::kMaxSymbols) +
                                 " symbols");
    texts.push_back(line);
  }
  if (texts.empty()) return core::Status::error(list + ": no symbols");
  return texts;
}

std::string symbol_name(const Symbols& symbols, int value) {
  if (value < 1 || value > symbols.count()) return "";
  if (symbols.kind == SymbolKind::kText) return symbols.texts[value - 1];
  const Icon& icon = *symbols.icons[value - 1];
  return icon.title.empty() ? icon.name : icon.title;
}

}  // namespace sudokupress::render::symbols
