// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/cover/cover_layout.hpp"

#include <algorithm>
#include <cctype>

namespace sudokupress::publish::cover {

namespace {

using core::Status;
using render::HAlign;
using render::Length;
using render::Point;
using render::Rect;
using render::TextStyle;

// Ink of a Latin line relative to its size: ascenders above the baseline, descenders below.
constexpr double kAscent = 0.76;
constexpr double kDescent = 0.24;
// Spine text takes the font's whole box across the spine (ascent + descent, 1.17 em for DejaVu),
// not just the capitals' ink: that is what a checker (and preflight) measures, so a spine that
// passes here passes there.
constexpr double kSpineCapExtent = 1.2;
constexpr double kTitleShrink = 0.9;  // each step when a title needs more lines than allowed
constexpr double kLinePitch = 1.15;   // title and subtitle line pitch (× size)
constexpr double kLadderRow = 1.9;    // ladder row pitch (× size)
constexpr double kLadderBlock = 0.8;  // ladder square (× size)
constexpr double kBadgeSize = 1.1;    // the age badge's type (× the subtitle size)
constexpr double kBadgePad = 0.6;     // its box around the type (× its size, each side)

Rect inset(const Rect& r, Length d) {
  return {r.x + d, r.y + d, r.width - d * 2, r.height - d * 2};
}

bool inside(const Rect& inner, const Rect& outer) {
  const Length eps = Length::pt(0.01);
  return inner.x + eps >= outer.x && inner.y + eps >= outer.y &&
         inner.right() <= outer.right() + eps && inner.bottom() <= outer.bottom() + eps;
}

TextStyle style(const std::string& family, Length size, render::Colour colour, bool bold) {
  TextStyle s;
  s.family = family;
  s.size = size;
  s.colour = colour;
  s.bold = bold;
  return s;
}

// Builds lines and checks each against its panel's safe area.
class Planner {
 public:
  Planner(const CoverTemplate& t, const CoverInput& in, CoverLayout& out)
      : t_(t), in_(in), out_(out) {}

  CoverLine line(std::string text, const TextStyle& st, Length x, Length baseline, HAlign h) {
    const Length w = in_.measure(text, st);
    Length left = h == HAlign::kLeft ? x : h == HAlign::kCentre ? x - w / 2 : x - w;
    CoverLine l{std::move(text), st, {x, baseline}, h, {}};
    l.box = {left, baseline - st.size * kAscent, w, st.size * (kAscent + kDescent)};
    return l;
  }

  // `side_key` / `vertical_key`: the template keys that placed the line.
  Status add(CoverLine l, const Rect& safe, std::string_view side_key,
             std::string_view vertical_key) {
    if (!inside(l.box, safe)) {
      const bool sideways = l.box.x < safe.x || l.box.right() > safe.right();
      const std::string key(sideways ? side_key : vertical_key);
      return Status::error(t_.where(key) + ": " + key + " puts the text \"" + l.text +
                           "\" outside the cover's safe area (" + std::string(in_.service->name) +
                           " keeps cover text " + format_inches(in_.service->cover_safe) +
                           " inside the trim)");
    }
    out_.lines.push_back(std::move(l));
    return Status::ok();
  }

 private:
  const CoverTemplate& t_;
  const CoverInput& in_;
  CoverLayout& out_;
};

#define SP_TRY(expr)                         \
  do {                                       \
    ::sudokupress::core::Status _s = (expr); \
    if (!_s) return _s;                      \
  } while (0)

void place_panels(const CoverInput& in, CoverLayout& c) {
  const PrintService& s = *in.service;
  c.bleed = s.cover_bleed;
  c.spine_width = spine_width(s, in.paper, in.pages);
  c.page = cover_size(s, in.trim, in.paper, in.pages);
  c.back = {c.bleed, c.bleed, in.trim.width, in.trim.height};
  c.spine = {c.back.right(), c.bleed, c.spine_width, in.trim.height};
  c.front = {c.spine.right(), c.bleed, in.trim.width, in.trim.height};
  c.back_safe = inset(c.back, s.cover_safe);
  c.front_safe = inset(c.front, s.cover_safe);
  c.spine_safe = {c.spine.x + s.spine_text_clearance, c.spine.y + s.cover_safe,
                  c.spine.width - s.spine_text_clearance * 2, c.spine.height - s.cover_safe * 2};
  const BarcodeBox& b = s.barcode;
  c.barcode = {c.back.right() - b.from_spine - b.width, c.back.bottom() - b.from_bottom - b.height,
               b.width, b.height};
}

// The age badge: the band in bold panel-coloured type on an accent-coloured box, centred under
// the subtitle; `y` moves below it.
Status plan_badge(const CoverTemplate& t, const CoverInput& in, Planner& p, CoverLayout& c,
                  Length centre, Length& y) {
  const TextStyle st = style(t.body_family, t.subtitle_size * kBadgeSize, t.panel, true);
  const Length pad = st.size * kBadgePad;
  const Length w = in.measure(in.text.ages, st) + pad * 2;
  const Length h = st.size * (kAscent + kDescent) + pad;
  y += t.gap;
  c.badge = {centre - w / 2, y, w, h};
  const Length base = y + pad / 2 + st.size * kAscent;
  SP_TRY(p.add(p.line(in.text.ages, st, centre, base, HAlign::kCentre), c.front_safe, "front.side",
               "front.title_top"));
  if (!inside(c.badge, c.front_safe))
    return Status::error(t.where("front.title_top") + ": the age badge \"" + in.text.ages +
                         "\" does not fit inside the front cover's safe area");
  y += h;
  return Status::ok();
}

Status plan_front(const CoverTemplate& t, const CoverInput& in, Planner& p, CoverLayout& c) {
  const Length width = c.front.width - t.front_side * 2;
  const Length centre = c.front.x + c.front.width / 2;
  // Title: shrink until it takes at most title_max_lines lines.
  TextStyle title = style(t.title_family, t.title_size, t.foreground, true);
  std::vector<std::string> lines = wrap_words(in.text.title, title, width, in.measure);
  while (static_cast<int>(lines.size()) > t.title_max_lines &&
         title.size * kTitleShrink >= Length::pt(14)) {
    title.size = title.size * kTitleShrink;
    lines = wrap_words(in.text.title, title, width, in.measure);
  }
  Length y = c.front.y + t.title_top;
  if (!in.text.series_line.empty()) {  // the series and volume, above the title
    TextStyle series = style(t.body_family, t.subtitle_size, t.accent, true);
    y += series.size * kAscent;
    SP_TRY(p.add(p.line(in.text.series_line, series, centre, y, HAlign::kCentre), c.front_safe,
                 "front.side", "front.title_top"));
    y += series.size * (kLinePitch - kAscent) + t.gap / 2;
  }
  for (const std::string& l : lines) {
    y += title.size * kAscent;
    SP_TRY(p.add(p.line(l, title, centre, y, HAlign::kCentre), c.front_safe, "front.side",
                 "front.title_top"));
    y += title.size * (kLinePitch - kAscent);
  }
  if (!in.text.subtitle.empty()) {
    TextStyle sub = style(t.title_family, t.subtitle_size, t.foreground, false);
    sub.italic = in.text.subtitle_italic;
    y += t.gap;
    for (const std::string& l : wrap_words(in.text.subtitle, sub, width, in.measure)) {
      y += sub.size * kAscent;
      SP_TRY(p.add(p.line(l, sub, centre, y, HAlign::kCentre), c.front_safe, "front.side",
                   "front.title_top"));
      y += sub.size * (kLinePitch - kAscent);
    }
  }
  if (!in.text.ages.empty()) SP_TRY(plan_badge(t, in, p, c, centre, y));
  // Author at the bottom, artwork in the space between.
  const Length author_base = c.front.bottom() - t.author_bottom;
  Length artwork_bottom = author_base;
  if (!in.text.author.empty()) {
    TextStyle au = style(t.body_family, t.author_size, t.foreground, false);
    SP_TRY(p.add(p.line(in.text.author, au, centre, author_base, HAlign::kCentre), c.front_safe,
                 "front.side", "front.author_bottom"));
    artwork_bottom = author_base - au.size * kAscent;
  }
  const Length top = y + t.gap;
  const Length avail_h = artwork_bottom - t.gap - top;
  Length panel_w = std::min(c.front.width * t.artwork_width, avail_h * in.artwork_aspect);
  if (panel_w < Length::inch(1))
    return Status::error(t.where("front.artwork_width") +
                         ": no room for the artwork on the front cover (title, subtitle and "
                         "author leave less than 1 in)");
  Length panel_h = panel_w / in.artwork_aspect;
  c.artwork_panel = {centre - panel_w / 2, top + (avail_h - panel_h) / 2, panel_w, panel_h};
  c.artwork = inset(c.artwork_panel, t.artwork_padding);
  return Status::ok();
}

// Capitals of ASCII and of the Latin-1 letters (ä -> Ä, é -> É; ß and other scripts stay).
std::string capitals(std::string text) {
  for (size_t i = 0; i < text.size(); ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    if (ch < 128) {
      text[i] = static_cast<char>(std::toupper(ch));
    } else if (ch == 0xC3 && i + 1 < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if (next >= 0xA0 && next <= 0xBE && next != 0xB7)
        text[i + 1] = static_cast<char>(next - 0x20);
      ++i;
    }
  }
  return text;
}

Status plan_back(const CoverTemplate& t, const CoverInput& in, Planner& p, CoverLayout& c) {
  const Length left = c.back.x + t.back_side;
  const Length width = c.back.width - t.back_side * 2;
  TextStyle blurb = style(t.body_family, t.blurb_size, t.foreground, false);
  const Length pitch = blurb.size * t.line_height;
  Length y = c.back.y + t.back_top;
  const Length limit = c.barcode.y - pitch;
  std::string_view rest = in.text.blurb;
  bool first = true;
  while (!rest.empty()) {  // paragraphs are separated by a blank line
    size_t cut = rest.find("\n\n");
    std::string_view para = rest.substr(0, cut);
    rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 2);
    if (!first) y += pitch / 2;
    first = false;
    for (const std::string& l : wrap_words(para, blurb, width, in.measure)) {
      y += blurb.size * kAscent;
      if (y > limit)
        return Status::error(in.text.blurb_where + ": [cover] blurb is too long for the back " +
                             "cover (it reaches the barcode box)");
      SP_TRY(p.add(p.line(l, blurb, left, y, HAlign::kLeft), c.back_safe, "back.side", "back.top"));
      y += pitch - blurb.size * kAscent;
    }
  }
  if (!in.text.blurb.empty()) y += t.ladder_gap;
  TextStyle label = style(t.body_family, t.ladder_size, t.foreground, false);
  const Length block = label.size * kLadderBlock;
  for (const LadderStep& step : in.text.ladder) {
    const Length base = y + label.size * kAscent;
    if (base + label.size * kDescent > c.barcode.y)
      return Status::error(in.text.blurb_where + ": [cover] the blurb and the difficulty " +
                           "ladder do not fit above the barcode box; shorten the blurb");
    LadderRow row;
    row.block = block;
    row.levels = std::clamp(step.levels, 1, kMaxLadderLevels);
    row.filled = std::clamp(step.level + 1, 1, row.levels);
    row.blocks = {left, base - block, block * (row.levels * 1.5), block};
    c.ladder.push_back(row);
    std::string text = step.label;
    if (text.empty()) {
      text = step.heading == step.grade ? step.heading : step.heading + " \u2014 " + step.grade;
      text += ", " + std::to_string(step.count) + (step.count == 1 ? " puzzle" : " puzzles");
    }
    const Length text_x = row.blocks.right() + block;
    SP_TRY(p.add(p.line(text, label, text_x, base, HAlign::kLeft), c.back_safe, "back.side",
                 "back.top"));
    y += label.size * kLadderRow;
  }
  return Status::ok();
}

void plan_spine(const CoverTemplate& t, const CoverInput& in, CoverLayout& c) {
  const PrintService& s = *in.service;
  if (in.pages < s.spine_text_min_pages) return;
  Length size = std::min(t.spine_title_size, c.spine_safe.width / kSpineCapExtent);
  if (size < s.min_text_size) return;
  std::string text = in.text.title;
  if (!in.text.volume.empty()) text += "  \u00b7  " + in.text.volume;
  if (t.spine_author && !in.text.author.empty()) text += "  \u00b7  " + in.text.author;
  text = capitals(text);  // no descenders across the narrow spine
  TextStyle st = style(t.title_family, size, t.foreground, true);
  Length run = in.measure(text, st);
  if (run > c.spine_safe.height) {
    st.size = st.size * (c.spine_safe.height / run);
    if (st.size < s.min_text_size) return;
    run = in.measure(text, st);
  }
  const Point centre = c.spine.centre();
  c.spine_line = {text,
                  st,
                  centre,
                  HAlign::kCentre,
                  {centre.x - st.size * kSpineCapExtent / 2, centre.y - run / 2,
                   st.size * kSpineCapExtent, run}};
  c.spine_text = inside(c.spine_line.box, c.spine_safe);
}

}  // namespace

core::StatusOr<CoverLayout> plan_cover(const CoverTemplate& t, const CoverInput& in) {
  if (!in.service || !in.measure) return Status::error("plan_cover: no service or measure");
  if (in.pages <= 0) return Status::error("a cover needs the book's page count (pages > 0)");
  // The text areas themselves, whatever the text: a longer title must not reach the trim.
  const Length safe = in.service->cover_safe;
  struct {
    const char* key;
    Length v;
  } areas[] = {{"front.side", t.front_side},
               {"back.side", t.back_side},
               {"front.title_top", t.title_top},
               {"back.top", t.back_top}};
  for (const auto& a : areas)
    if (a.v + Length::pt(0.01) < safe)
      return Status::error(t.where(a.key) + ": " + a.key + " = " + format_inches(a.v) +
                           " puts text outside the cover's safe area (" +
                           std::string(in.service->name) + " keeps cover text " +
                           format_inches(safe) + " inside the trim)");
  CoverLayout c;
  place_panels(in, c);
  Planner p(t, in, c);
  SP_TRY(plan_front(t, in, p, c));
  SP_TRY(plan_back(t, in, p, c));
  plan_spine(t, in, c);
  return c;
}

}  // namespace sudokupress::publish::cover
