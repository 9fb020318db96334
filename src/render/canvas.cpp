// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/canvas.hpp"

namespace sudokupress::render {

std::string_view group_class(GroupKind kind) {
  switch (kind) {
    case GroupKind::kGrid:
      return "grid";
    case GroupKind::kGridLines:
      return "grid-lines";
    case GroupKind::kCaption:
      return "caption";
    case GroupKind::kClues:
      return "clues";
    case GroupKind::kSolutions:
      return "solutions";
    case GroupKind::kCandidates:
      return "candidates";
    case GroupKind::kClue:
      return "symbol clue";
    case GroupKind::kSolution:
      return "symbol solution";
    case GroupKind::kCandidate:
      return "symbol candidate";
    case GroupKind::kLegend:
      return "legend";
    case GroupKind::kLegendSymbol:
      return "symbol legend";
    case GroupKind::kMarks:
      return "marks";
    case GroupKind::kMark:
      return "mark";
    case GroupKind::kCages:
      return "cages";
    case GroupKind::kCage:
      return "cage";
  }
  return "";
}

bool group_has_value(GroupKind kind) {
  return kind == GroupKind::kClue || kind == GroupKind::kSolution ||
         kind == GroupKind::kCandidate || kind == GroupKind::kLegendSymbol ||
         kind == GroupKind::kMark || kind == GroupKind::kCage;
}

std::string icon_body(const Icon& icon, int n) {
  if (n == 0 || icon.id_prefix.empty() || icon.body.find(icon.id_prefix) == std::string::npos)
    return icon.body;
  const std::string with = icon.id_prefix + "u" + std::to_string(n) + "-";
  std::string out;
  size_t from = 0;
  for (size_t at = icon.body.find(icon.id_prefix); at != std::string::npos;
       at = icon.body.find(icon.id_prefix, from)) {
    out.append(icon.body, from, at - from);
    out += with;
    from = at + icon.id_prefix.size();
  }
  out.append(icon.body, from, std::string::npos);
  return out;
}

void Canvas::begin_group(GroupKind, int) {}
void Canvas::end_group() {}

void Canvas::draw_spine_text(std::string_view utf8, const TextStyle& style, Point centre) {
  draw_text(utf8, style, centre, HAlign::kCentre, VAlign::kMiddle);
}

Length Canvas::text_width(std::string_view utf8, const TextStyle& style) {
  // An estimate for backends without fonts: 0.6 em per character (DejaVu Sans digits are 0.636).
  return style.size * (0.6 * static_cast<double>(utf8_to_u32(utf8).size()));
}

std::u32string utf8_to_u32(std::string_view s) {
  std::u32string out;
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + len > s.size()) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    char32_t cp = len == 1 ? c : c & (0x7F >> len);
    bool ok = true;
    for (int k = 1; k < len; ++k) {
      unsigned char d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) ok = false;
      cp = (cp << 6) | (d & 0x3F);
    }
    out.push_back(ok ? cp : 0xFFFD);
    i += ok ? len : 1;
  }
  return out;
}

}  // namespace sudokupress::render
