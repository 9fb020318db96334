// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_plan.hpp"

#include <algorithm>

#include "publish/book_strings.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::book {

int longest_blank_run(const BookPlan& plan) {
  int best = 0, run = 0;
  for (const PlannedPage& p : plan.pages) {
    run = p.kind == PageKind::kBlank ? run + 1 : 0;
    best = std::max(best, run);
  }
  return best;
}

std::string roman(int n) {
  static constexpr struct {
    int v;
    const char* s;
  } kDigits[] = {{1000, "m"}, {900, "cm"}, {500, "d"}, {400, "cd"}, {100, "c"},
                 {90, "xc"},  {50, "l"},   {40, "xl"}, {10, "x"},   {9, "ix"},
                 {5, "v"},    {4, "iv"},   {1, "i"}};
  std::string out;
  for (const auto& d : kDigits)
    while (n >= d.v) {
      out += d.s;
      n -= d.v;
    }
  return out;
}

namespace {

// Appends a page; returns its index.
int add_page(BookPlan& plan, PlannedPage p) {
  plan.pages.push_back(std::move(p));
  return static_cast<int>(plan.pages.size()) - 1;
}

// Table of contents entries, one a section with puzzles and the solutions (pages filled in
// once the pages are planned).
void contents_entries(const BookManifest& manifest, const std::vector<BookPuzzle>& puzzles,
                      const std::vector<std::vector<int>>& by_section, bool solutions,
                      BookPlan& plan) {
  for (int s = 0; s < static_cast<int>(by_section.size()); ++s) {
    if (by_section[s].empty()) continue;
    ContentsEntry e;
    e.title = manifest.sections[s].heading;
    int a = puzzles[by_section[s].front()].number, b = puzzles[by_section[s].back()].number;
    e.detail = a == b ? manifest.text.puzzle + " " + std::to_string(a)
                      : fill(manifest.text.puzzles_range,
                             {{"first", std::to_string(a)}, {"last", std::to_string(b)}});
    e.section = s;
    plan.contents.push_back(e);
  }
  if (solutions) plan.contents.push_back({manifest.text.solutions, "", 0, -1});
}

// Title page, how to play, contents pages, and a blank page so that the body starts on a
// right-hand page.
void front_matter(const BookManifest& manifest, const PlanOptions& options, BookPlan& plan) {
  if (manifest.front.title_page) {
    PlannedPage p;
    p.kind = PageKind::kTitle;
    p.front = true;
    p.print_number = false;
    add_page(plan, p);
  }
  if (manifest.front.how_to_play) {
    PlannedPage p;
    p.kind = PageKind::kHowToPlay;
    p.front = true;
    plan.how_to_play_page = add_page(plan, p);
  }
  if (manifest.front.contents) {
    const int per = std::max(1, options.contents_per_page);
    for (int first = 0; first < static_cast<int>(plan.contents.size()); first += per) {
      PlannedPage p;
      p.kind = PageKind::kContents;
      p.front = true;
      p.first_of_part = first == 0;
      p.contents_first = first;
      p.contents_count = std::min(per, static_cast<int>(plan.contents.size()) - first);
      int at = add_page(plan, p);
      if (first == 0) plan.contents_page = at;
    }
  }
  if (plan.pages.size() % 2 == 1) {  // the body starts on a right-hand page
    PlannedPage p;
    p.front = true;
    p.print_number = false;
    add_page(plan, p);
  }
}

// Sections: each starts on a new page.
void section_pages(const BookManifest& manifest, const PlanOptions& options,
                   const std::vector<std::vector<int>>& by_section, BookPlan& plan) {
  for (int s = 0; s < static_cast<int>(by_section.size()); ++s) {
    const int per = s < static_cast<int>(options.puzzles_per_page.size())
                        ? options.puzzles_per_page[s]
                        : manifest.sections[s].per_page;
    const auto& ids = by_section[s];
    for (size_t k = 0; k < ids.size(); k += per) {
      PlannedPage p;
      p.kind = PageKind::kPuzzles;
      p.section = s;
      p.first_of_part = k == 0;
      p.per_page = per;
      for (size_t j = k; j < std::min(ids.size(), k + per); ++j) p.items.push_back(ids[j]);
      int at = add_page(plan, p);
      if (k == 0) plan.section_first_page[s] = at;
      for (int i : plan.pages[at].items) plan.puzzle_page[i] = at;
    }
  }
}

// Solutions: a new page when the page is full or the next puzzle's section takes another count.
void solution_pages(const BookManifest& manifest, const std::vector<BookPuzzle>& puzzles,
                    const PlanOptions& options, BookPlan& plan) {
  auto per_of = [&](int i) {
    const int sec = puzzles[i].section;
    return sec < static_cast<int>(options.solutions_per_page.size())
               ? options.solutions_per_page[sec]
               : manifest.solutions.per_page;
  };
  for (int i = 0; i < static_cast<int>(puzzles.size()); ++i) {
    PlannedPage* last = plan.pages.empty() ? nullptr : &plan.pages.back();
    const int per = per_of(i);
    if (!last || last->kind != PageKind::kSolutions || last->per_page != per ||
        static_cast<int>(last->items.size()) >= per) {
      PlannedPage p;
      p.kind = PageKind::kSolutions;
      p.first_of_part = plan.solutions_first_page < 0;
      p.per_page = per;
      int at = add_page(plan, p);
      if (plan.solutions_first_page < 0) plan.solutions_first_page = at;
    }
    plan.pages.back().items.push_back(i);
    plan.solution_page[i] = plan.page_count() - 1;
  }
}

// Padding: the service's minimum when print-ready, with Notes pages (never a run of blank
// pages), then one blank page to an even count where the service binds leaves (a printable PDF
// is printed a sheet at a time: no blank sheet at its end).
void padding(const PlanOptions& options, BookPlan& plan) {
  if (options.print_ready) {
    while (plan.page_count() < options.rules.min_pages()) {
      PlannedPage p;
      p.kind = PageKind::kNotes;
      add_page(plan, p);
      ++plan.padding_pages;
    }
  }
  if (options.rules.service->even_pages && plan.page_count() % 2 == 1) {
    PlannedPage p;
    p.print_number = false;
    add_page(plan, p);
    ++plan.padding_pages;
  }
}

}  // namespace

core::StatusOr<BookPlan> plan_book(const BookManifest& manifest,
                                   const std::vector<BookPuzzle>& puzzles,
                                   const PlanOptions& options) {
  BookPlan plan;
  const int nsec = static_cast<int>(manifest.sections.size());
  plan.puzzle_page.assign(puzzles.size(), -1);
  plan.solution_page.assign(puzzles.size(), -1);
  plan.section_first_page.assign(nsec, -1);

  // Which puzzles each section holds (they come grouped and in order).
  std::vector<std::vector<int>> by_section(nsec);
  for (int i = 0; i < static_cast<int>(puzzles.size()); ++i) {
    int s = puzzles[i].section;
    if (s < 0 || s >= nsec)
      return core::Status::error("puzzle " + puzzles[i].id + " has no section");
    by_section[s].push_back(i);
  }
  const bool solutions = manifest.solutions.enabled && !puzzles.empty();
  contents_entries(manifest, puzzles, by_section, solutions, plan);
  front_matter(manifest, options, plan);
  plan.body_first_page = static_cast<int>(plan.pages.size());
  section_pages(manifest, options, by_section, plan);
  if (solutions) solution_pages(manifest, puzzles, options, plan);
  padding(options, plan);
  const PrintRules& rules = options.rules;
  if (options.print_ready && plan.page_count() > rules.max_pages)
    return core::Status::error(manifest.where(manifest.sections.back().line) + ": the book has " +
                               std::to_string(plan.page_count()) + " pages; " + rules.name() +
                               " allows at most " + std::to_string(rules.max_pages) + " on " +
                               manifest.trim.name + " " + std::string(paper_name(rules.paper)) +
                               " paper");

  // Labels: roman in the front matter, arabic from the body on.
  for (int i = 0; i < plan.page_count(); ++i) {
    PlannedPage& p = plan.pages[i];
    p.label = p.front ? roman(i + 1) : std::to_string(i - plan.body_first_page + 1);
  }
  for (ContentsEntry& e : plan.contents)
    e.page = e.section >= 0 ? plan.section_first_page[e.section] : plan.solutions_first_page;

  plan.inside_margin = inside_margin(manifest, options.rules, plan.page_count());
  return plan;
}

}  // namespace sudokupress::publish::book
