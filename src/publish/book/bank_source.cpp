// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/bank_source.hpp"

#include <filesystem>

#include "core/format.hpp"
#include "core/puzzle_key.hpp"
#include "generate/grading.hpp"
#include "generate/mask.hpp"
#include "publish/bank_record.hpp"
#include "publish/book/project_source.hpp"
#include "publish/book/section_rise.hpp"
#include "solve/exact.hpp"

namespace sudokupress::publish::book {

namespace {

// The bank query that fits a section, or nullopt when the bank cannot serve it: a puzzle file,
// Word Sudoku, the children's ladder, a mask file, or a section whose puzzles need every symbol.
std::optional<bank::BankQuery> section_query(const SectionSpec& s, const std::string& geometry) {
  if (!s.puzzles.empty() || !s.word.empty() || !s.kids_level.empty() ||
      s.all_symbols.value_or(false))
    return std::nullopt;
  bank::BankQuery q;
  if (!s.mask.empty()) {
    if (!generate::builtin_mask(s.mask)) return std::nullopt;
    q.mask = s.mask;
  }
  q.geometry = geometry;
  q.grade = s.grade;
  q.symmetry = s.symmetry;
  if (s.clues > 0) q.clues_min = q.clues_max = s.clues;
  if (s.max_clues > 0) q.clues_max = s.max_clues;
  return q;
}

bool matches(const bank::BankPuzzle& r, const bank::BankQuery& q) {
  return r.geometry == q.geometry && (q.grade.empty() || r.grade == q.grade) &&
         (q.mask.empty() || r.mask == q.mask) && (q.symmetry.empty() || r.symmetry == q.symmetry) &&
         (!q.clues_min || r.clues >= *q.clues_min) && (!q.clues_max || r.clues <= *q.clues_max);
}

std::string relative_to(const BookManifest& m, const std::string& path) {
  std::filesystem::path p(path);
  if (p.is_absolute()) return path;
  return (std::filesystem::path(m.dir) / p).lexically_normal().string();
}

}  // namespace

BankSource::BankSource(bank::Bank bank, const BookManifest& m, PuzzleSource& generator)
    : bank_(std::move(bank)),
      series_(m.series),
      volume_(m.volume),
      source_("book " + m.source),
      generator_(generator) {}

core::StatusOr<std::unique_ptr<BankSource>> BankSource::open(const BookManifest& m,
                                                             PuzzleSource& generator) {
  auto bank = bank::Bank::open(relative_to(m, m.bank));
  if (!bank) return core::Status::error(m.where(m.bank_line) + ": " + bank.status().message());
  return std::unique_ptr<BankSource>(new BankSource(std::move(*bank), m, generator));
}

core::StatusOr<BookPuzzle> BankSource::to_book(const bank::BankPuzzle& row,
                                               const SectionRequest& req) {
  auto geometry = section_geometry(*req.manifest, *req.spec);
  if (!geometry) return geometry.status();
  core::ReadOptions ro;
  ro.format = core::Format::kLine;
  ro.geometry = *geometry;
  auto puzzle = core::read_puzzles(row.puzzle, "bank", ro);
  auto solution = core::read_puzzles(row.solution, "bank", ro);
  if (!puzzle || !solution || !puzzle->items.at(0).puzzle || !solution->items.at(0).puzzle)
    return core::Status::error(bank_.db().path() + ": row " + std::to_string(row.row) +
                               " is not a " + row.geometry + " puzzle");
  BookPuzzle p;
  p.puzzle = *puzzle->items[0].puzzle;
  p.solution = *solution->items[0].puzzle;
  p.id = row.id.empty() ? "bank:" + std::to_string(row.row) : row.id;
  p.bank_row = row.row;
  // The bank's own columns are not trusted (they came from whatever input was added, on
  // whatever ladder): the book grades every puzzle it takes on its own ladder.
  const grade::Profile profile = req.manifest->profile;
  const bool se = profile == grade::Profile::kHuman && p.puzzle.geo().is_classic() &&
                  !p.puzzle.has_constraints();
  generate::GradeInfo g = generate::project_grader(profile, se)(p.puzzle);
  p.level = g.level;
  p.grade = g.grade;
  p.score = g.score;
  p.er = g.er;
  return p;
}

namespace {

// Whether a regraded bank puzzle fits its section: the grade asked and the section's range on
// the one scale (section_rise.hpp).
bool fits_section(const BookPuzzle& p, const SectionRequest& req) {
  const SectionSpec& s = *req.spec;
  if (!s.grade.empty()) {
    auto level = generate::level_of_grade(s.grade, req.manifest->profile);
    if (!level || *level != p.level) return false;
  }
  auto range = section_range(*req.manifest, s);
  if (!range || !*range) return true;
  const double v = rise_value(p);
  const SectionRange& r = **range;
  return v >= r.lo - 1e-9 && (r.hi_inclusive ? v <= r.hi + 1e-9 : v < r.hi - 1e-9);
}

}  // namespace

core::StatusOr<std::vector<BookPuzzle>> BankSource::from_rows(const SectionRequest& req, int want) {
  std::vector<BookPuzzle> out;
  auto variant = section_variant(*req.manifest, *req.spec);
  if (!variant) return variant.status();
  auto q = section_query(*req.spec, variant->name());
  if (!q) return out;
  if (!loaded_) {
    auto own = bank_.volume(series_, volume_);
    if (!own) return own.status();
    own_ = std::move(*own);
    loaded_ = true;
  }
  auto take = [&](const bank::BankPuzzle& row) -> core::Status {
    if (static_cast<int>(out.size()) >= want || delivered_.count(row.row) || !matches(row, *q))
      return core::Status::ok();
    auto p = to_book(row, req);
    if (!p) return p.status();
    delivered_.insert(row.row);
    if (fits_section(*p, req)) out.push_back(std::move(*p));
    return core::Status::ok();
  };
  for (const auto& row : own_)
    if (auto st = take(row); !st) return st;
  if (static_cast<int>(out.size()) < want && !bank_done_[req.index]) {
    q->unused_in = series_;
    q->limit = static_cast<long>(want - out.size() + delivered_.size());
    auto rows = bank_.query(*q);
    if (!rows) return rows.status();
    if (static_cast<long>(rows->size()) < q->limit) bank_done_[req.index] = true;
    for (const auto& row : *rows)
      if (auto st = take(row); !st) return st;
  }
  from_bank_ += static_cast<int>(out.size());
  return out;
}

core::StatusOr<std::vector<BookPuzzle>> BankSource::generated(const SectionRequest& req, int want) {
  std::vector<BookPuzzle> out;
  for (int round = 0; static_cast<int>(out.size()) < want && round < 1000; ++round) {
    const int ask = want - static_cast<int>(out.size());
    auto got = generator_.next(req, ask);
    if (!got) return got.status();
    for (BookPuzzle& p : *got) {
      auto row = bank_.find(core::canonical_key(p.puzzle));
      if (!row) return row.status();
      // Its class is in the bank: used by a volume, or unused but not fit for the section
      // (the bank rows that fit were offered first). Either way not a new puzzle.
      if (*row) continue;
      out.push_back(std::move(p));
    }
    if (static_cast<int>(got->size()) < ask) break;  // the stream is exhausted
  }
  return out;
}

core::StatusOr<std::vector<BookPuzzle>> BankSource::next(const SectionRequest& req, int want) {
  auto out = from_rows(req, want);
  if (!out) return out.status();
  if (static_cast<int>(out->size()) < want) {
    auto more = generated(req, want - static_cast<int>(out->size()));
    if (!more) return more.status();
    for (BookPuzzle& p : *more) out->push_back(std::move(p));
  }
  return out;
}

core::Status BankSource::record(const std::vector<BookPuzzle>& puzzles, const BookPlan& plan) {
  std::vector<bank::BankPuzzle> fresh;
  std::map<std::string, std::unique_ptr<solve::ExactSolver>> solvers;
  const int64_t created = bank::creation_time();
  for (const BookPuzzle& p : puzzles) {
    if (p.bank_row) continue;
    auto& solver = solvers[p.puzzle.geo().name() + (p.puzzle.has_constraints() ? "+cages" : "")];
    if (!solver) solver = solve::make_solver(p.puzzle);
    KnownFacts facts;
    facts.id = p.id;
    facts.level = p.level;
    facts.grade = p.grade;
    facts.score = p.score;
    auto row = make_row(p.puzzle, facts, *solver, nullptr);
    if (!row) return core::Status::error(p.id + ": " + row.status().message());
    row->source = source_;
    row->created = created;
    fresh.push_back(std::move(*row));
  }
  if (auto added = bank_.add(fresh); !added) return added.status();
  std::vector<std::pair<int64_t, int>> use;
  size_t next_fresh = 0;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    int64_t row = puzzles[i].bank_row;
    if (!row) {
      auto found = bank_.find(fresh[next_fresh++].key);
      if (!found) return found.status();
      if (!*found) return core::Status::error(bank_.db().path() + ": a puzzle was not stored");
      row = (*found)->row;
    }
    const int page = i < plan.puzzle_page.size() ? plan.puzzle_page[i] + 1 : 0;
    use.emplace_back(row, page);
  }
  return bank_.reserve(series_, volume_, use, /*replace=*/true);
}

}  // namespace sudokupress::publish::book
