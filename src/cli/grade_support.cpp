#include "cli/grade_support.hpp"

#include "cli/app.hpp"
#include "cli/console.hpp"
#include "cli/json.hpp"
#include "cli/ordered_runner.hpp"
#include "core/format.hpp"

namespace sudokupress::cli {

namespace {

std::string codes_text(const std::vector<int>& codes, char sep) {
  std::string s;
  for (size_t i = 0; i < codes.size(); ++i) {
    if (i) s += sep;
    s += std::to_string(codes[i]);
  }
  return s;
}

}  // namespace

core::StatusOr<grade::Profile> parse_profile(std::string_view name) {
  if (name == "book") return grade::Profile::kBook;
  if (name == "full") return grade::Profile::kFull;
  return usage_error("unknown profile '" + std::string(name) + "' (book, full)");
}

std::string format_grade_line(const core::Puzzle& p, size_t ordinal, const grade::GradeResult& r,
                              std::string_view format) {
  std::string puzzle = core::write_puzzle(p, core::Format::kLine);
  std::string id = p.fields.empty() ? std::to_string(ordinal) : p.fields[0];
  long score = static_cast<long>(r.score);
  if (format == "book") {
    std::string s = puzzle + "\t" + id + "\t" + std::to_string(p.clue_count()) + "\t" +
                    (r.consistent ? "consistent" : "inconsistent") + "\t" +
                    std::to_string(r.solved_cells) + "\t" + std::to_string(r.codes.size());
    for (int c : r.codes) s += "\t" + std::to_string(c);
    return s;
  }
  if (format == "json") {
    return JsonObject()
        .add("puzzle", puzzle)
        .add("id", id)
        .add("clues", p.clue_count())
        .add("level", r.level)
        .add("grade", std::string(r.grade))
        .add("score", score)
        .add("codes", r.codes)
        .add("consistent", r.consistent)
        .add("solved_cells", static_cast<long>(r.solved_cells))
        .add("guesses", static_cast<long>(r.guesses))
        .add("logic_solved", static_cast<long>(r.logic_solved))
        .add("logic_candidates", static_cast<long>(r.logic_candidates))
        .str();
  }
  return puzzle + "\t" + std::to_string(r.level) + "\t" + std::string(r.grade) + "\t" +
         std::to_string(score) + "\t" + codes_text(r.codes, ' ');
}

core::Status grade_entries(std::vector<InputEntry>& entries, InputSet& inputs, Console& console,
                           const grade::GradeOptions& options, int threads, const GradeEmit& emit) {
  const int workers = worker_count(threads);
  std::vector<grade::Grader> graders;
  for (int w = 0; w < workers; ++w) graders.emplace_back(options);
  std::vector<grade::GradeResult> results(entries.size());
  long total = 0;
  for (const auto& e : entries) total += e.record ? 1 : 0;
  long done = 0;
  auto work = [&](size_t i, int w) {
    if (entries[i].record) results[i] = graders[w].grade(entries[i].record->puzzle);
  };
  auto deliver = [&](size_t i) -> core::Status {
    InputEntry& e = entries[i];
    if (!e.record) return inputs.reject(console, e.error);
    console.progress("graded", ++done, total);
    core::Status st = emit(*e.record, results[i]);
    results[i] = grade::GradeResult();  // bounded memory: drop what was written
    return st;
  };
  return run_ordered(entries.size(), workers, 64 * static_cast<size_t>(workers), work, deliver);
}

}  // namespace sudokupress::cli
