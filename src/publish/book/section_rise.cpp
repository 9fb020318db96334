// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/section_rise.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "core/geometry.hpp"
#include "core/number_text.hpp"
#include "generate/grading.hpp"
#include "grade/difficulty.hpp"
#include "grade/grade.hpp"

namespace sudokupress::publish::book {

namespace {

// A band end as sections write it: ER with one decimal, the score (100 per level) whole.
std::string number_text(double v, bool er) {
  if (std::isinf(v)) return "";
  return er ? core::number_text(v, core::fixed(1)) : core::number_text(v * 100, core::fixed(0));
}

// The chain key: graded sections are compared with the next graded section of the same variant.
std::string variant_key(const SectionSpec& s) { return s.variant; }

struct Span {  // a section's planned or actual values
  int index = 0;
  double lo = 0, hi = 0;
  std::string text;  // planned: "ER 3.8 to below 5.0"; chosen: "ER 4.4"-style ends below
  bool er = true;
};

std::string span_message(const BookManifest& m, const Span& prev, const Span& next, bool planned) {
  const SectionSpec& a = m.sections[prev.index];
  const SectionSpec& b = m.sections[next.index];
  const std::string unit = next.er ? "ER " : "score ";
  std::string what =
      planned ? "section '" + b.heading + "' (" + next.text + ") overlaps section '" + a.heading +
                    "' (line " + std::to_string(a.line) + ", " + prev.text +
                    ") before it: graded sections must rise"
              : "section '" + b.heading + "' starts at " + unit + number_text(next.lo, next.er) +
                    ", below the hardest puzzle of section '" + a.heading + "' (line " +
                    std::to_string(a.line) + ", " + unit + number_text(prev.hi, prev.er) +
                    "): graded sections must rise";
  return m.where(b.line) + ": " + what;
}

// Walks the spans in book order; each is checked against the last one of its variant.
core::Status check_chain(const BookManifest& m, const std::vector<Span>& spans, bool planned,
                         std::vector<std::string>& warnings) {
  std::map<std::string, Span> last;
  for (const Span& s : spans) {
    const std::string key = variant_key(m.sections[s.index]);
    auto it = last.find(key);
    if (it != last.end() && s.lo < it->second.hi - 1e-9) {
      std::string msg = span_message(m, it->second, s, planned);
      if (!m.allow_overlap)
        return core::Status::error(msg +
                                   " (reorder them, narrow their er, or set [book] "
                                   "allow_overlap = true)");
      warnings.push_back("warning: " + msg + " ([book] allow_overlap = true)");
    }
    last[key] = s;
  }
  return core::Status::ok();
}

}  // namespace

bool section_uses_er(const BookManifest& m, const SectionSpec& s) {
  // A Killer or marks section names no geometry: never rated by ER (grade::rated_by_er).
  auto g = core::geometry_by_name(s.variant);
  if (!g || !grade::rated_by_er(**g, /*has_constraints=*/false)) return false;
  return m.profile == grade::Profile::kHuman || s.er_line != 0;
}

core::StatusOr<std::optional<SectionRange>> section_range(const BookManifest& m,
                                                          const SectionSpec& s) {
  if (!s.kids_level.empty() || (s.grade.empty() && s.er_line == 0))
    return std::optional<SectionRange>();
  SectionRange r;
  if (!s.grade.empty()) {
    auto level = generate::level_of_grade(s.grade, m.profile);
    if (!level) return core::Status::error(m.where(s.grade_line) + ": " + level.status().message());
    r.level = *level;
    const grade::Band band = grade::level_band(*level, m.profile);
    r.lo = band.lo;
    r.hi = band.hi;
    r.hi_inclusive = false;
  }
  if (s.er_line != 0) {
    if (!std::isnan(s.min_er)) r.lo = std::max(r.lo, s.min_er);
    if (!std::isnan(s.max_er) && s.max_er <= r.hi) {
      r.hi = s.max_er;
      r.hi_inclusive = true;
    }
    if (r.lo > r.hi || (r.lo == r.hi && !r.hi_inclusive))
      return core::Status::error(m.where(s.er_line) + ": er does not meet grade " + s.grade +
                                 "'s band on the " + std::string(grade::profile_name(m.profile)) +
                                 " ladder (" + number_text(r.lo, true) + ".." +
                                 number_text(r.hi, true) + ")");
  }
  return std::optional<SectionRange>(r);
}

double rise_value(const BookPuzzle& p) { return grade::scale_value(p.score, p.er); }

core::Status check_planned_rise(const BookManifest& m, std::vector<std::string>& warnings) {
  std::vector<Span> spans;
  for (int i = 0; i < static_cast<int>(m.sections.size()); ++i) {
    auto r = section_range(m, m.sections[i]);
    if (!r) return r.status();
    if (!*r) continue;
    const bool er = section_uses_er(m, m.sections[i]);
    const std::string lo = number_text((*r)->lo, er), hi = number_text((*r)->hi, er);
    std::string text = (er ? "ER " : "score ") + lo + ".." + hi;
    if (!(*r)->hi_inclusive && !hi.empty()) text = (er ? "ER " : "score ") + lo + " to below " + hi;
    spans.push_back({i, (*r)->lo, (*r)->hi, text, er});
  }
  return check_chain(m, spans, true, warnings);
}

core::Status check_selected_rise(const BookManifest& m, const std::vector<BookPuzzle>& book,
                                 std::vector<std::string>& warnings) {
  std::vector<Span> spans;
  for (int i = 0; i < static_cast<int>(m.sections.size()); ++i) {
    auto r = section_range(m, m.sections[i]);
    if (!r) return r.status();
    if (!*r) continue;
    Span s{i, std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(), "",
           section_uses_er(m, m.sections[i])};
    for (const BookPuzzle& p : book)
      if (p.section == i) {
        s.lo = std::min(s.lo, rise_value(p));
        s.hi = std::max(s.hi, rise_value(p));
      }
    if (s.lo > s.hi) continue;  // no puzzles
    spans.push_back(s);
  }
  return check_chain(m, spans, false, warnings);
}

}  // namespace sudokupress::publish::book
