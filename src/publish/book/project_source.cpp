// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/project_source.hpp"

#include <cmath>
#include <filesystem>

#include "core/format.hpp"
#include "core/puzzle_key.hpp"
#include "core/symmetry.hpp"
#include "core/transform.hpp"
#include "generate/grading.hpp"
#include "generate/request.hpp"
#include "generate/variant_name.hpp"
#include "grade/grade.hpp"
#include "grade/se/se_rater.hpp"
#include "publish/book/section_rise.hpp"
#include "solve/exact.hpp"

namespace sudokupress::publish::book {

namespace {

std::string relative_to(const BookManifest& m, const std::string& path) {
  std::filesystem::path p(path);
  if (p.is_absolute()) return path;
  return (std::filesystem::path(m.dir) / p).lexically_normal().string();
}

// A graded section asks the generator for its range on the one scale (section_rise.hpp): its
// level's band, narrowed by er; ER for a classic 9x9 on the human ladder, else the score.
core::Status apply_range(const BookManifest& m, const SectionSpec& s,
                         generate::DifficultyTarget& t) {
  auto range = section_range(m, s);
  if (!range) return range.status();
  if (!*range) return core::Status::ok();
  const SectionRange& r = **range;
  // ER has one decimal and the score is a whole number: an exclusive top is the step below it
  // (rounded to that step, so IDs print it short: "_e4.1..6.9"). A band from 0 has no floor.
  auto tenth = [](double v) { return std::round(v * 10) / 10; };
  if (section_uses_er(m, s)) {
    if (std::isfinite(r.lo) && r.lo > 0) t.min_er = tenth(r.lo);
    if (std::isfinite(r.hi)) t.max_er = tenth(r.hi_inclusive ? r.hi : r.hi - 0.1);
  } else if (r.level >= 0) {
    if (std::isfinite(r.lo) && r.lo > 0) t.min_score = std::round(r.lo * 100);
    if (std::isfinite(r.hi)) t.max_score = std::round(r.hi * 100) - 1;
  }
  return core::Status::ok();
}

}  // namespace

std::string book_canonical(const core::Puzzle& p) { return core::canonical_key(p); }

core::StatusOr<generate::NamedVariant> section_variant(const BookManifest& m,
                                                       const SectionSpec& s) {
  auto v = generate::variant_by_name(s.variant);
  if (!v) return core::Status::error(m.where(s.variant_line) + ": " + v.status().message());
  const int n = v->geometry->size();
  if (n > kMaxBookSymbols)
    return core::Status::error(m.where(s.variant_line) + ": variant '" + s.variant + "' is a " +
                               std::to_string(n) + "x" + std::to_string(n) +
                               " grid; a book takes grids of up to " +
                               std::to_string(kMaxBookSymbols) + " symbols");
  return v;
}

core::StatusOr<core::GeometryPtr> section_geometry(const BookManifest& m, const SectionSpec& s) {
  auto v = section_variant(m, s);
  if (!v) return v.status();
  return v->geometry;
}

ProjectSource::ProjectSource(int threads, std::function<void(int)> progress)
    : threads_(threads), progress_(std::move(progress)) {}

ProjectSource::~ProjectSource() = default;

core::Status ProjectSource::grade_into(BookPuzzle& p, grade::Profile profile) const {
  // ER too where the one scale reads it (a classic 9x9 on the human ladder).
  const bool se = profile == grade::Profile::kHuman && p.puzzle.geo().is_classic() &&
                  !p.puzzle.has_constraints();
  generate::GradeFunction grader = generate::project_grader(profile, se);
  if (!grader) return core::Status::error("the grader is not built into this version");
  generate::GradeInfo info = grader(p.puzzle);
  p.level = info.level;
  p.grade = info.grade;
  p.score = info.score;
  p.er = info.er;
  return core::Status::ok();
}

namespace {

// A section's symmetry: none with a mask (the mask is the shape); unset, rot180 on a square
// canvas, none for a Killer (its symmetry is its cage layout's) or marks puzzle.
std::string section_symmetry(const SectionSpec& s, const core::Geometry& g,
                             const generate::GenerateOptions& o) {
  if (!s.mask.empty()) return "";
  if (!s.symmetry.empty()) return s.symmetry;
  return g.canvas_rows() == g.canvas_cols() && !o.killer && !o.marks ? "rot180" : "none";
}

// The section's mask (a built-in mask or a file beside the manifest) into `o`, if it names one.
core::Status section_mask(const BookManifest& m, const SectionSpec& s,
                          generate::GenerateOptions& o) {
  if (s.mask.empty()) return core::Status::ok();
  generate::MaskLookup mask = generate::find_mask(s.mask, relative_to(m, s.mask));
  using Problem = generate::MaskLookup::Problem;
  if (mask.problem == Problem::kUnknown)
    return core::Status::error(m.where(s.mask_line) + ": mask '" + s.mask +
                               "' is neither a built-in mask (" + generate::builtin_mask_list() +
                               ") nor a file");
  if (mask.problem == Problem::kUnreadable)
    return core::Status::error(m.where(s.mask_line) + ": " + mask.status.message());
  if (mask.problem == Problem::kBadText) return mask.status;
  o.mask = std::move(mask.mask);
  return core::Status::ok();
}

}  // namespace

// A puzzle file section: every puzzle read, checked unique against the section's profile and
// graded, in file order; errors name the file's line or the manifest's.
core::Status ProjectSource::read_file_section(const BookManifest& m, const SectionSpec& s,
                                              const core::GeometryPtr& geometry,
                                              Section& out) const {
  out.from_file = true;
  const std::string path = relative_to(m, s.puzzles);
  core::ReadOptions ro;
  ro.geometry = geometry;
  auto read = core::read_puzzle_file(path, ro);
  if (!read) return core::Status::error(m.where(s.puzzles_line) + ": " + read.status().message());
  const std::string base = std::filesystem::path(path).filename().string();
  for (const core::ReadItem& item : read->items) {
    if (!item.puzzle && s.variant_line == s.line &&        // no variant key: the default 9x9
        item.error.find("variant=") != std::string::npos)  // the record's own rules
      return core::Status::error(item.error + " (the section's default; set variant in " +
                                 m.where(s.line) + ")");
    if (!item.puzzle) return core::Status::error(item.error);
    const std::string where = path + ":" + std::to_string(item.line);
    if (std::string why = grade::profile_problem(*item.puzzle, m.profile); !why.empty())
      return core::Status::error(where + ": " + why + " (" + m.where(m.profile_line) + ")");
    // The solution from the exact solver (cages and marks included), which also says whether
    // it is the only one.
    solve::CountResult solved = solve::make_solver(*item.puzzle)->count(*item.puzzle, 2);
    if (solved.count != 1)
      return core::Status::error(where + ": the puzzle has no solution or more than one");
    BookPuzzle p;
    p.puzzle = *item.puzzle;
    p.puzzle.fields.clear();
    p.id = base + ":" + std::to_string(item.line);
    p.solution = core::Puzzle(p.puzzle.geometry, std::move(solved.solution));
    p.solution.constraints = p.puzzle.constraints;
    if (auto st = grade_into(p, m.profile); !st)
      return core::Status::error(where + ": " + st.message());
    out.file_puzzles.push_back(std::move(p));
  }
  return core::Status::ok();
}

core::StatusOr<ProjectSource::Section> ProjectSource::resolve(const SectionRequest& req) const {
  const BookManifest& m = *req.manifest;
  const SectionSpec& s = *req.spec;
  Section out;
  auto variant = section_variant(m, s);
  if (!variant) return variant.status();
  const core::GeometryPtr* geometry = &variant->geometry;
  if (!s.puzzles.empty()) {  // a puzzle file
    if (auto st = read_file_section(m, s, *geometry, out); !st) return st;
    return out;
  }

  generate::GenerateOptions& o = out.options;
  o.geometry = *geometry;
  o.killer = variant->killer;  // a Killer or marks section: the constraints come with each puzzle
  o.marks = variant->marks;
  if (auto st = section_mask(m, s, o); !st) return st;
  if (s.er_line && !(*geometry)->is_classic())
    return core::Status::error(m.where(s.er_line) +
                               ": er (Sudoku Explainer's rating) needs the classic 9x9");
  o.target.profile = m.profile;
  if (auto st = apply_range(m, s, o.target); !st) return st;
  generate::GenerateRequest request;
  request.grade = s.grade;
  request.kids_level = s.kids_level;
  request.clues = s.clues;
  request.max_clues = s.max_clues;
  request.all_symbols = s.all_symbols.value_or(false);
  request.word = s.word;
  if (!s.word.empty()) request.word_line = s.word_line;
  request.symmetry = section_symmetry(s, **geometry, o);
  generate::RequestField field;
  if (auto st = generate::apply_request(request, o, field); !st) {
    using F = generate::RequestField;
    const int line = field == F::kKidsLevel  ? s.kids_level_line
                     : field == F::kSymmetry ? s.symmetry_line
                                             : s.word_line_no;
    return core::Status::error(m.where(line) + ": " + st.message());
  }
  if (auto st = generate::attach_grader(o); !st)
    return core::Status::error(m.where(s.kids_level_line ? s.kids_level_line
                                       : s.grade_line    ? s.grade_line
                                                         : s.line) +
                               ": " + st.message());
  if (!o.grader) o.grader = generate::project_grader();
  if (auto st = generate::validate(o); !st)
    return core::Status::error(m.where(s.line) + ": section '" + s.heading + "': " + st.message());
  out.next_seed = req.seed;
  return out;
}

core::StatusOr<std::vector<BookPuzzle>> ProjectSource::next(const SectionRequest& req, int want) {
  auto it = sections_.find(req.index);
  if (it == sections_.end()) {
    auto resolved = resolve(req);
    if (!resolved) return resolved.status();
    it = sections_.emplace(req.index, std::move(*resolved)).first;
  }
  Section& sec = it->second;
  std::vector<BookPuzzle> out;
  if (sec.from_file) {
    while (static_cast<int>(out.size()) < want && sec.file_pos < sec.file_puzzles.size())
      out.push_back(sec.file_puzzles[sec.file_pos++]);
    delivered_ += static_cast<int>(out.size());
    if (progress_) progress_(delivered_);
    return out;
  }

  generate::BatchOptions batch;
  batch.count = want;
  batch.seed = sec.next_seed;
  batch.threads = threads_;
  // Equivalence by the givens' canonical form; cages and marks move with a transform, so a
  // constrained section dedupes exactly (core::canonical_key).
  batch.distinct =
      core::canonical_supported(*sec.options.geometry) && !sec.options.killer && !sec.options.marks;
  core::Status failed;
  batch.on_puzzle = [&](const generate::Generated& g) {
    if (!failed.is_ok()) return;
    BookPuzzle p;
    p.puzzle = g.puzzle;
    p.solution = core::Puzzle(g.puzzle.geometry, g.solution);
    p.solution.constraints = g.puzzle.constraints;
    p.id = g.id;
    if (g.grade) {
      p.level = g.grade->level;
      p.grade = g.grade->grade;
      p.score = g.grade->score;
      p.er = g.grade->er;
      // The children's ladder names its own steps ("First steps", "Easy", "Tricky").
      if (sec.options.target.kids != generate::KidsLevel::kNone) {
        std::string name(generate::kids_level_name(sec.options.target.kids));
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
        for (char& ch : name)
          if (ch == '-') ch = ' ';
        p.grade = name;
      }
    } else {
      failed = grade_into(p, req.manifest->profile);
    }
    // Every classic 9x9 on the human ladder carries its ER (the one scale's number), also in
    // sections whose target did not need it.
    if (p.er < 0 && req.manifest->profile == grade::Profile::kHuman && grade::rated_by_er(p.puzzle))
      p.er = grade::rate_se(p.puzzle).er;
    out.push_back(std::move(p));
    ++delivered_;
    if (progress_) progress_(delivered_);
  };
  auto stats = generate::generate_batch(sec.options, batch);
  const SectionSpec& s = *req.spec;
  if (!stats)
    return core::Status::error(req.manifest->where(s.line) + ": section '" + s.heading +
                               "': " + stats.status().message());
  if (!failed.is_ok()) return failed;
  sec.next_seed += static_cast<uint64_t>(stats->seeds);
  return out;
}

}  // namespace sudokupress::publish::book
