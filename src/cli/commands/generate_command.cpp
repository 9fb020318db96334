// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress generate`: batches of unique puzzles (see src/generate/generator.hpp).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/geometry_option.hpp"
#include "cli/grade_support.hpp"
#include "cli/input_set.hpp"
#include "cli/json.hpp"
#include "cli/output.hpp"
#include "cli/watchdog.hpp"
#include "core/constraints.hpp"
#include "core/exchange_formats.hpp"
#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/range.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "generate/puzzle_id.hpp"
#include "generate/request.hpp"
#include "generate/word.hpp"

namespace sudokupress::cli {

namespace {

struct GenerateCliOptions {
  int count = 1;
  std::string seed;
  int threads = 0;
  int size = 0;
  std::string variant;
  std::string composite;
  std::string regions;     // --regions FILE: a fixed jigsaw layout
  std::string cage_sizes;  // --cage-sizes MIN-MAX (Killer)
  bool all_marks = false;  // --all-marks (Kropki, XV: the negative constraint)
  bool per_grid_unique = false;
  std::string symmetry = "none";
  std::string book;
  bool some_more = false;
  int clues = 0;
  int max_clues = 0;
  int min_clues = 0;
  bool minimal = false;
  bool all_symbols = false;
  std::string kids_level;
  std::string word;
  std::string word_line;
  std::vector<std::string> mask;  // one, or one per grid of a composite
  std::string profile;            // empty = human (the default ladder)
  std::string grade;
  int level = -1;
  std::string score;
  std::string er;
  std::vector<std::string> require;
  long attempts = 0;
  bool distinct = false;
  std::string id;
  std::string format = "tsv";
  bool stats = false;
  double time_limit = 0;
  bool time_limit_given = false;  // if not: kCompositeTimeLimit for big composites
  std::string shard;              // "I/N"
};

// --shard I/N: the I-th of N consecutive blocks of the batch (1-based). Puzzle k keeps its seed
// S+k and its ID, so the shards' outputs concatenated in order are the unsharded batch.
core::Status apply_shard(const std::string& text, uint64_t& seed, int& count) {
  if (text.empty()) return core::Status::ok();
  int i = 0, n = 0;
  char extra;
  if (std::sscanf(text.c_str(), "%d/%d%c", &i, &n, &extra) != 2 || n < 1 || i < 1 || i > n)
    return usage_error("--shard wants I/N with 1 <= I <= N, e.g. 2/8");
  const int64_t total = count;
  const int64_t first = total * (i - 1) / n, end = total * i / n;
  seed += static_cast<uint64_t>(first);
  count = static_cast<int>(end - first);
  return core::Status::ok();
}

// The output line of one puzzle in the chosen format (without '\n').
std::string render(const generate::Generated& g, const std::string& format) {
  const core::Puzzle& p = g.puzzle;
  std::string line = core::write_puzzle(p, core::Format::kLine);
  int clues = p.clue_count();
  std::string level = g.grade ? std::to_string(g.grade->level) : "-";
  std::string grade = g.grade ? g.grade->grade : "-";
  std::string score = g.grade ? score_text(g.grade->score) : "-";
  if (format == "line") return line;
  // Numbers, any size: N rows (each ending in '\n'), then the caller's '\n' is a blank line.
  if (format == "rows") return core::write_puzzle(p, core::Format::kRows);
  if (auto f = core::parse_format(format); f && core::is_exchange_format(*f)) {
    core::Puzzle q = p;
    q.fields = {g.id};                      // the f-puzzles/SudokuPad title
    auto text = core::write_record(q, *f);  // checked up front (run_generate)
    std::string t = text ? *text : std::string();
    if (!t.empty()) t.pop_back();  // the caller ends the record
    return t;
  }
  if (format == "book") {
    // spec §4.2: puzzle ('0' empty) TAB seed TAB clues TAB count(1) ... count(N)
    std::string s = line;
    for (char& ch : s)
      if (ch == '.') ch = '0';
    s += "\t" + std::to_string(g.seed) + "\t" + std::to_string(clues);
    std::vector<int> counts(p.size() + 1, 0);
    for (uint8_t v : p.cells) ++counts[v];
    for (int d = 1; d <= p.size(); ++d) s += "\t" + std::to_string(counts[d]);
    return s;
  }
  if (format == "json") {
    // Cells only (a jigsaw's line is puzzle<TAB>regions: the regions get their own key).
    auto cells = [](std::string s) { return s.substr(0, s.find('\t')); };
    std::string solution =
        cells(core::write_puzzle(core::Puzzle(p.geometry, g.solution), core::Format::kLine));
    JsonObject j;
    j.add("puzzle", cells(line)).add("solution", solution);
    if (p.geo().is_jigsaw()) j.add("regions", core::regions_text(p.geo().regions()));
    if (p.has_constraints() && !p.constraints->cages.empty())  // Killer: the line format's field
      if (auto cages = core::cages_field(p.geo(), *p.constraints)) j.add("cages", *cages);
    if (p.has_constraints() && (!p.constraints->marks.empty() || p.constraints->all_kropki ||
                                p.constraints->all_xv))  // dots, X/V, even/odd
      j.add("marks", core::marks_field(p.geo(), *p.constraints));
    j.add("id", g.id)
        .add("geometry", p.geo().name())
        .add("seed", static_cast<unsigned long long>(g.seed))
        .add("clues", clues);
    if (g.grade)
      j.raw("level", level)
          .add("grade", grade)
          .raw("score", score)
          .add("strategies", g.grade->strategies);
    if (g.grade && g.grade->er >= 0) j.raw("er", format_number(g.grade->er, 1));
    if (const size_t w = g.id.find("_w"); w != std::string::npos) {
      // Word Sudoku: the word and the symbols in value order (render --symbols word:WORD).
      const std::string word = g.id.substr(w + 2, g.id.find_first_of("@_", w + 2) - (w + 2));
      j.add("word", word).add("letters", generate::word_letters(word));
    }
    return j.add("attempts", static_cast<long>(g.stats.attempts)).str();
  }
  return line + "\t" + g.id + "\t" + std::to_string(clues) + "\t" + level + "\t" + grade + "\t" +
         score;
}

// The grid: --size, --variant or --composite, --regions, and the designer masks (a mask of
// another size picks the grid).
core::Status add_shape(const GenerateCliOptions& o, generate::GenerateOptions& g) {
  const std::string mask_arg = o.mask.size() == 1 ? o.mask[0] : std::string();
  if ((!o.variant.empty() || !o.composite.empty()) && o.size > 0)
    return core::Status::error("give --size or --variant, not both");
  if (!mask_arg.empty()) {
    generate::MaskLookup m = generate::find_mask(mask_arg, mask_arg);
    using Problem = generate::MaskLookup::Problem;
    if (m.problem == Problem::kUnreadable) return m.status.with_context("--mask");
    if (m.problem == Problem::kUnknown)
      return core::Status::error("--mask " + mask_arg + ": not a built-in mask (" +
                                 generate::builtin_mask_list() + ") and not a readable file");
    if (m.problem == Problem::kBadText) return m.status;
    g.mask = std::move(m.mask);
  }
  if (!o.variant.empty() || !o.composite.empty()) {
    auto named = resolve_variant(o.variant, o.composite);
    if (!named) return named.status();
    g.geometry = named->geometry;
    g.killer = named->killer;  // 4x4: cages up to 4 cells
    g.marks = named->marks;
    if (g.marks) g.marks->all_marks = o.all_marks;
  } else if (o.size > 0) {
    auto geo = core::geometry_by_name(std::to_string(o.size));
    if (!geo) return geo.status();
    g.geometry = *geo;
  } else if (g.mask && g.mask->rows != 9) {  // a user mask of another size picks the grid
    auto geo = core::geometry_by_name(std::to_string(g.mask->rows));
    if (!geo)
      return core::Status::error("--mask " + mask_arg + ": a mask of " +
                                 std::to_string(g.mask->rows) + " rows: " + geo.status().message());
    g.geometry = *geo;
  }
  if (!o.regions.empty()) {  // a fixed jigsaw layout (the ID then carries it)
    auto text = core::read_file(o.regions);
    if (!text) return text.status();
    core::GeometryPtr base = g.geometry;
    if (!base) {  // the layout's size picks the jigsaw
      int cells = 0;
      for (char ch : *text) cells += ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r';
      int n = 0;
      while ((n + 1) * (n + 1) <= cells) ++n;
      auto named = core::geometry_by_name("jigsaw-" + std::to_string(n));
      if (!named) return core::Status::error(o.regions + ": " + named.status().message());
      base = *named;
    }
    auto regions = core::parse_regions(*text, base->size());
    if (!regions) return regions.status().with_context(o.regions);
    auto jig = base->with_regions(std::move(regions).value());
    if (!jig) return jig.status().with_context(o.regions);
    g.geometry = std::make_shared<const core::Geometry>(std::move(jig).value());
  }
  if (o.mask.size() > 1) {  // one mask per grid of a composite
    if (!g.geometry) return core::Status::error("several --mask need --variant or --composite");
    auto m = load_grid_masks(o.mask, *g.geometry);
    if (!m) return m.status();
    g.mask = std::move(*m);
  }
  return core::Status::ok();
}

// How clues are removed: cages (Killer), marks, symmetry, the book's scheme, clue floors.
core::Status add_removal(const GenerateCliOptions& o, generate::GenerateOptions& g) {
  if (o.all_marks && !g.marks)
    return core::Status::error("--all-marks needs --variant kropki or xv (or kropki-..., xv-...)");
  if (!o.cage_sizes.empty()) {
    if (!g.killer)
      return core::Status::error("--cage-sizes needs --variant killer (or killer-...)");
    int a = 0, b = 0;
    char extra;
    if (std::sscanf(o.cage_sizes.c_str(), "%d-%d%c", &a, &b, &extra) != 2)
      return core::Status::error("--cage-sizes wants MIN-MAX, e.g. 2-5");
    g.killer->min_size = a;
    g.killer->max_size = b;
  }
  if (!o.book.empty()) {
    generate::BookRemoval b;
    std::string s = o.book;
    b.more = o.some_more;
    if (!s.empty() && s.back() == '+') {
      b.more = true;
      s.pop_back();
    }
    int q, p, c;
    char extra;
    if (std::sscanf(s.c_str(), "%d,%d,%d%c", &q, &p, &c, &extra) != 3)
      return core::Status::error("--book-removal wants QUADS,PAIRS,CELLS, e.g. 5,10,0");
    b.quads = q;
    b.pairs = p;
    b.cells = c;
    g.book = b;
  } else if (o.some_more) {
    return core::Status::error("--some-more goes with --book-removal");
  }
  g.min_clues = o.min_clues;
  g.minimal = o.minimal;
  // Big grids are not minimal by default: removal stops at a clue floor (generator.hpp,
  // default_min_clues; README "Big grids"). The floor goes into the ID (token f<N>).
  if (!o.minimal && o.clues == 0 && o.max_clues == 0 && o.min_clues == 0 && !g.mask && !g.book)
    g.min_clues = generate::default_min_clues(g.geometry ? *g.geometry : core::Geometry::classic());
  g.per_grid_unique = o.per_grid_unique;
  g.max_attempts = o.attempts;
  return core::Status::ok();
}

// The difficulty target (--profile, --level, --score, --er, with the shared request: --grade,
// --require, --kids-level) and the clue counts, --all-symbols and --word.
core::Status add_target(const GenerateCliOptions& o, generate::GenerateOptions& g) {
  if (!o.profile.empty()) {
    auto profile = parse_profile(o.profile);
    if (!profile) return profile.status();
    g.target.profile = *profile;
    if ((g.killer || g.marks) && *profile != grade::Profile::kHuman)
      return usage_error("--profile " + o.profile +
                         ": Killer and marks puzzles are graded on the human ladder only (the " +
                         o.profile + " ladder has no cage or mark techniques)");
  }
  if (o.level >= 0) g.target.min_level = g.target.max_level = o.level;
  // nan or inf would never match (or match anything); B below A matches nothing. An unset side
  // stays NaN.
  core::RangeSyntax score;
  score.no_dots = "--score wants A..B (either side may be empty)";
  score.not_number = "--score wants numbers: A..B";
  score.out_of_bounds = score.reversed = "--score wants finite numbers A..B with A <= B";
  auto score_range = core::parse_range(o.score, score);
  if (!score_range) return score_range.status();
  if (score_range->lo) g.target.min_score = *score_range->lo;
  if (score_range->hi) g.target.max_score = *score_range->hi;
  core::RangeSyntax er;
  er.no_dots = "--er wants A..B (either side may be empty), e.g. 6.0..7.5";
  er.not_number = "--er wants numbers: A..B";
  er.out_of_bounds = er.reversed =
      "--er wants finite numbers A..B with A <= B (a reversed range matches nothing)";
  auto er_range = core::parse_range(o.er, er);
  if (!er_range) return er_range.status();
  if (er_range->lo) g.target.min_er = *er_range->lo;
  if (er_range->hi) g.target.max_er = *er_range->hi;
  generate::GenerateRequest request;
  request.grade = o.grade;
  request.require = o.require;
  request.kids_level = o.kids_level;
  request.clues = o.clues;
  request.max_clues = o.max_clues;
  request.all_symbols = o.all_symbols;
  request.word = o.word;
  request.word_line = o.word_line;
  request.symmetry = o.symmetry;
  generate::RequestField field;
  if (auto st = generate::apply_request(request, g, field); !st) {
    if (field == generate::RequestField::kWordLineAlone)
      return core::Status::error("--word-line goes with --word");
    return st;
  }
  return core::Status::ok();
}

// Builds the generator options from the command line.
core::StatusOr<generate::GenerateOptions> build_options(const GenerateCliOptions& o) {
  generate::GenerateOptions g;
  if (auto st = add_shape(o, g); !st) return st;
  if (auto st = add_removal(o, g); !st) return st;
  if (auto st = add_target(o, g); !st) return st;
  return g;
}

// --seed: a non-negative integer, or a random one.
core::StatusOr<uint64_t> parse_seed(const std::string& text) {
  if (text.empty()) {
    std::random_device rd;
    return (static_cast<uint64_t>(rd()) << 32 | rd()) % 1000000000000ull;
  }
  try {
    size_t used = 0;
    uint64_t seed = std::stoull(text, &used);
    if (used != text.size() || text[0] == '-' || text[0] == '+')
      throw std::invalid_argument("seed");
    return seed;
  } catch (const std::exception&) {
    return usage_error("--seed wants a non-negative integer");
  }
}

// --id names the whole puzzle: an option that would change it conflicts (a usage error, never
// silently ignored). --format, --threads, --attempts and --time-limit only change how it is made
// or shown.
core::Status check_id_alone(const GenerateCliOptions& o) {
  const std::pair<bool, const char*> given[] = {
      {o.count != 1, "-n"},
      {!o.seed.empty(), "--seed"},
      {o.size != 0, "--size"},
      {!o.variant.empty(), "--variant"},
      {!o.composite.empty(), "--composite"},
      {!o.regions.empty(), "--regions"},
      {o.per_grid_unique, "--per-grid-unique"},
      {o.symmetry != "none", "--symmetry"},
      {!o.book.empty(), "--book-removal"},
      {o.clues != 0 || o.max_clues != 0 || o.min_clues != 0, "--clues/--max-clues/--min-clues"},
      {o.minimal, "--minimal"},
      {!o.mask.empty(), "--mask"},
      {!o.kids_level.empty(), "--kids-level"},
      {!o.word.empty() || !o.word_line.empty(), "--word"},
      {!o.grade.empty() || o.level >= 0 || !o.score.empty() || !o.er.empty() || !o.require.empty(),
       "a target (--grade, --level, --score, --er, --require)"},
  };
  for (const auto& [set, name] : given)
    if (set) return usage_error(std::string("--id names the whole puzzle: not with ") + name);
  return core::Status::ok();
}

// The generator options and first seed from --id, or from the other options.
core::Status resolve(const GenerateCliOptions& o, generate::GenerateOptions& options,
                     uint64_t& seed, int& count) {
  if (!o.id.empty()) {
    if (auto st = check_id_alone(o); !st) return st;
    auto d = generate::decode_id(o.id);
    if (!d) return as_usage(d.status());
    options = std::move(d->options);
    options.max_attempts = o.attempts;
    if (!o.profile.empty()) {
      auto profile = parse_profile(o.profile);
      if (!profile) return profile.status();
      if (options.target.active() && *profile != options.target.profile)
        return usage_error("--profile " + o.profile +
                           " contradicts the ID, whose target is on the " +
                           std::string(grade::profile_name(options.target.profile)) + " ladder");
      options.target.profile = *profile;
    }
    seed = d->seed;
    count = 1;
  } else {
    auto built = build_options(o);
    if (!built) return as_usage(built.status());
    options = std::move(*built);
    auto s = parse_seed(o.seed);
    if (!s) return s.status();
    seed = *s;
  }
  // The grader runs when a target needs it or the format shows level, grade and score.
  const bool show_grade = o.format == "tsv" || o.format == "json";
  if (options.target.active() || show_grade)
    if (auto st = generate::attach_grader(options); !st) return as_usage(st);
  if (auto st = generate::validate(options); !st) return as_usage(st);
  return core::Status::ok();
}

// Refuses up front what cannot finish (core/limits.hpp).
core::Status check_limits(const generate::GenerateOptions& options, int count) {
  const core::Geometry& g = options.geometry ? *options.geometry : core::Geometry::classic();
  const long cells = g.num_cells();
  if (cells > core::limits::kMaxGenerateCells)
    return resource_error(
        g.name() + " has " + std::to_string(cells) + " cells; generate makes puzzles of at most " +
        std::to_string(core::limits::kMaxGenerateCells) + " cells (larger grids do not finish)");
  if (static_cast<int>(g.grids().size()) > core::limits::kMaxGenerateGrids)
    return resource_error(g.name() + " has " + std::to_string(g.grids().size()) +
                          " grids; generate makes composites of at most " +
                          std::to_string(core::limits::kMaxGenerateGrids) +
                          " grids (16 did not finish in 200 s); solve, grade and render take up "
                          "to " +
                          std::to_string(core::limits::kMaxGrids));
  if (options.target.active() && cells > core::limits::kMaxExactGenerateCells)
    return resource_error(
        "a difficulty target (--grade, --level, --score, --er, --require, "
        "--kids-level) on grids of more than " +
        std::to_string(core::limits::kMaxExactGenerateCells) +
        " cells is not supported: " + g.name() + " has " + std::to_string(cells) +
        " cells, and its puzzles are made to be solved without guessing "
        "(graded Easy or Medium)");
  if ((options.minimal || options.mask) && cells > core::limits::kMaxExactGenerateCells)
    return resource_error(std::string(options.minimal ? "--minimal" : "--mask") +
                          " on grids of more than " +
                          std::to_string(core::limits::kMaxExactGenerateCells) +
                          " cells does not finish (every removal needs an exact search); " +
                          g.name() + " has " + std::to_string(cells) +
                          " cells: drop it, big grids are then unique and solvable without "
                          "guessing");
  if (static_cast<int64_t>(count) * cells > core::limits::kMaxGeneratedCells)
    return resource_error(std::to_string(count) + " puzzles of " + std::to_string(cells) +
                          " cells exceed the limit of " +
                          std::to_string(core::limits::kMaxGeneratedCells) +
                          " cells per run; split the batch (--seed S+N continues it)");
  return core::Status::ok();
}

// The default limit of a composite of more grids than the built-in ones, named in its message.
std::string composite_limit_text() {
  return "the default --time-limit of composites of more than " +
         std::to_string(generate::kMaxExactCompositeGrids) +
         " grids; --time-limit SECONDS sets another";
}

// --time-limit, or its default when not given: none, but kCompositeTimeLimit seconds for
// composites of more than kMaxExactCompositeGrids grids (a 64-grid one ran 600 s unfinished).
double effective_time_limit(const GenerateCliOptions& o, const generate::GenerateOptions& g) {
  if (o.time_limit_given) return o.time_limit;
  const bool big_composite = g.geometry && static_cast<int>(g.geometry->grids().size()) >
                                               generate::kMaxExactCompositeGrids;
  return big_composite ? core::limits::kCompositeTimeLimit : 0;
}

// The options read into `options`, `seed` and `count`, each refusal up front: the format, what
// it can hold, the limits, the shard.
core::Status prepare_generate(const GenerateCliOptions& o, generate::GenerateOptions& options,
                              uint64_t& seed, int& count) {
  auto exchange = core::parse_format(o.format);
  const bool exchange_format = exchange && core::is_exchange_format(*exchange);
  if (o.format != "tsv" && o.format != "line" && o.format != "book" && o.format != "json" &&
      o.format != "rows" && !exchange_format)
    return usage_error(
        "--format must be tsv, line, book, json, rows, fpuzzles, sudokupad, sudokuwiki, ss, "
        "hodoku, "
        "sdm or pm729");
  if (auto st = resolve(o, options, seed, count); !st) return st;
  if (const int n = options.geometry ? options.geometry->size() : 9;
      n > core::kMaxCharSymbols && o.format != "rows")  // 64x64, 100x100
    return usage_error("--format " + o.format + ": a grid of " + std::to_string(n) +
                       " symbols has no one-character-per-cell form (1-9, A-Z, a-z: at most " +
                       std::to_string(core::kMaxCharSymbols) +
                       "); use --format rows (numbers, one row per line)");
  if ((options.killer || options.marks) && o.format != "tsv" && o.format != "line" &&
      o.format != "json" && o.format != "fpuzzles" && o.format != "sudokupad")
    return usage_error("--format " + o.format +
                       ": cannot hold cages or marks (use tsv, line, json, fpuzzles or sudokupad)");
  if (auto st = check_limits(options, count); !st) return st;
  if (!o.shard.empty() && (o.distinct || !o.id.empty()))
    return usage_error("--shard cannot go with --distinct or --id (a shard cannot see the others)");
  if (!o.shard.empty() && o.seed.empty())
    return usage_error("--shard needs --seed (every shard must start from the same seed)");
  if (auto st = apply_shard(o.shard, seed, count); !st) return st;
  if (exchange_format)
    if (std::string why = core::exchange_unsupported(
            *exchange, options.geometry ? *options.geometry : core::Geometry::classic());
        !why.empty())
      return usage_error(why);
  return core::Status::ok();
}

// --stats, or a terminal: the batch's time, rate, attempts and yield on stderr.
void report_generate_stats(const GenerateCliOptions& o, const generate::BatchStats& s, double t,
                           Console& console) {
  console.error("generate: " + std::to_string(s.accepted) + " puzzles in " + format_number(t, 2) +
                " s (" + format_number(t > 0 ? s.accepted / t : 0.0, 1) + "/s); " +
                std::to_string(s.attempts) + " attempts (yield " +
                format_number(s.attempts ? 100.0 * s.accepted / s.attempts : 0.0, 1) + "%)" +
                (o.distinct ? ", " + std::to_string(s.duplicates) + " duplicates skipped" : ""));
}

core::Status run_generate(const GenerateCliOptions& o, Console& console) {
  generate::GenerateOptions options;
  uint64_t seed = 0;
  int count = o.count;
  if (auto st = prepare_generate(o, options, seed, count); !st) return st;
  generate::BatchOptions batch;
  batch.count = count;
  batch.seed = seed;
  batch.threads = o.threads;
  batch.distinct = o.distinct;
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  StdoutSink out;
  core::Status write_status;
  const double time_limit = effective_time_limit(o, options);
  Watchdog watchdog(console, time_limit);
  int made = 0;
  auto watch = [&] {
    watchdog.arm("sudokupress generate: puzzle " + std::to_string(made + 1) + " of " +
                 std::to_string(count) + " not made within " + format_number(time_limit, 0) +
                 " s (" + (o.time_limit_given ? "--time-limit" : composite_limit_text()) + "); " +
                 std::to_string(made) + " written");
  };
  watch();
  batch.on_puzzle = [&](const generate::Generated& g) {
    ++made;
    watch();
    if (write_status) write_status = out.write(render(g, o.format) + "\n");
  };
  batch.stop_requested = [&] { return !write_status.is_ok(); };
  batch.on_progress = [&](int done, long seeds) {
    console.progress("generate", done, count, "  (" + std::to_string(seeds) + " seeds)");
  };
  // A slow puzzle (a big grid) shows its own progress: its clue count as removal goes on.
  const core::Geometry& geo = options.geometry ? *options.geometry : core::Geometry::classic();
  const std::string cells = std::to_string(geo.num_cells());
  options.on_step = [&console, &cells, first = batch.seed](uint64_t seed, int clues) {
    console.progress_text("generate: puzzle " + std::to_string(seed - first + 1) + ": " +
                          std::to_string(clues) + " clues of " + cells + " cells");
  };
  auto result = generate::generate_batch(options, batch);
  watchdog.disarm();
  console.end_progress();
  if (!write_status) return write_status;
  if (!result) return result.status();
  if (o.stats || console.interactive()) report_generate_stats(o, *result, elapsed(), console);
  return core::Status::ok();
}

// The help's footer.
constexpr char kGenerateFooter[] =
    "Every puzzle has exactly one solution (checked by the exact solver after each removal).\n"
    "Removal: --symmetry (default none), or --book-removal QUADS,PAIRS,CELLS (the book's\n"
    "scheme, spec 4.4; the book's default is 5,10,0 --some-more), or --mask (clues exactly on\n"
    "the mask). Masks: diamond, smiley, heart, wave, asterisk, or a file of rows with 1/x =\n"
    "keep and . = clear (any grid size; the size picks the grid unless --size is given).\n"
    "Output formats: tsv (default) 'puzzle<TAB>id<TAB>clues<TAB>level<TAB>grade<TAB>score';\n"
    "line (the puzzle only); book (the book's puzzles.txt line: puzzle with 0 for empty,\n"
    "seed, clues, then the count of each digit); json (one JSON object per line); rows (the\n"
    "puzzle as numbers, one grid row per line, a blank line after it: the only format for\n"
    "grids of more than 61 symbols, 64x64 and 100x100, which the others cannot write).\n"
    "Puzzle k of a batch uses seed S+k, so a batch is the same whatever --threads is; the ID\n"
    "regenerates one puzzle: 'generate --id ID'. Without --seed a random seed is used (the\n"
    "IDs record it). Exit 1 when a puzzle cannot be made within --attempts (the message says\n"
    "how many attempts, the best clue count and why). A progress line goes to stderr when it\n"
    "is a terminal; a slow big grid shows its clue count as removal goes on.\n"
    "Big grids (25x25 to 100x100): removal stops at half the cells as clues and keeps only\n"
    "removals that singles and box-line intersections still solve (unique, no guessing; 25x25\n"
    "in about 0.1 s, 100x100 in about 15 s); --clues, --max-clues or --min-clues replace the\n"
    "floor; --minimal and --mask test every removal exactly (25x25 at most); 5 attempts.\n"
    "Examples:\n"
    "Ten Hard puzzles with 180-degree symmetry, the same ones on every run:\n"
    "  sudokupress generate -n 10 --seed 1 --symmetry rot180 --grade hard\n"
    "A samurai, typeset on an A4 page:\n"
    "  sudokupress generate --variant samurai --format line |\n"
    "    sudokupress render - -o samurai.pdf --template samurai-a4";

// -n, --seed, --threads: the batch.
void add_batch_options(CLI::App* cmd, GenerateCliOptions* o) {
  cmd->add_option("-n,--count", o->count, "Number of puzzles")
      ->default_val(1)
      ->check(CLI::Range(0, 100000000));
  cmd->add_option("--seed", o->seed, "Seed of the first puzzle (puzzle k uses seed+k)");
  cmd->add_option("--threads", o->threads, "Worker threads (0 = all cores)")
      ->default_val(0)
      ->check(CLI::Range(0, 1024));
}

// The grid and its variant: --size, --variant (with --all-marks, --cage-sizes), --regions.
void add_shape_options(CLI::App* cmd, GenerateCliOptions* o) {
  cmd->add_option("--size", o->size,
                  "Grid size: 4, 6, 8, 9, 12, 16, 25, 36, 49 (standard boxes; at most 61 symbols, "
                  "one character per cell)")
      ->check(CLI::Range(4, 100));
  cmd->add_option(
      "--variant", o->variant,
      "Geometry by name: 9x9, 2x3 (box shape), 16x16, samurai, ...; variants x, "
      "windoku, centre-dot, asterisk, girandola, disjoint, jigsaw joined by '-' with an "
      "optional size (x-jigsaw, jigsaw-7, x-16x16); Killer: killer, killer-x, "
      "killer-6x6, killer-4x4, killer-jigsaw (cages with sums, no givens where the "
      "layout allows; --symmetry is the cage layout's); marks: kropki (white and "
      "black dots), xv (X and V), even-odd (grey squares and circles), each with an "
      "optional geometry (kropki-6x6, xv-x, even-odd-jigsaw); the marks are as few "
      "as uniqueness allows, with givens only where the marks alone do not make "
      "the puzzle unique");
  cmd->add_flag("--all-marks", o->all_marks,
                "kropki, xv: give every dot (every X and V) that holds, so that neighbours "
                "without one are neither consecutive nor in ratio 2 (add up to neither 10 nor "
                "5): the negative constraint; without it the marks are as few as uniqueness "
                "allows");
  cmd->add_option("--cage-sizes", o->cage_sizes,
                  "Killer: MIN-MAX cells per cage (default 2-5; 4x4: 2-4; MIN 1 allows one-cell "
                  "cages)");
  cmd->add_option("--regions", o->regions,
                  "Jigsaw layout file: one region character per cell (1-9, then A-Z; whitespace "
                  "ignored), n connected cells per region; with --variant x-jigsaw adds the "
                  "diagonals");
}

// How clues are removed: --symmetry, --book-removal, clue counts, --minimal, --mask (with
// --composite and --per-grid-unique, listed among them in the help).
void add_removal_options(CLI::App* cmd, GenerateCliOptions* o) {
  cmd->add_option("--symmetry", o->symmetry,
                  "none, rot180, rot90, mirror-h, mirror-v, diagonal, antidiagonal, "
                  "both-diagonals, 4way, 8way")
      ->default_val("none");
  cmd->add_option("--book-removal", o->book,
                  "The book's scheme: QUADS,PAIRS,CELLS (a trailing + = then some more)");
  cmd->add_flag("--some-more", o->some_more,
                "With --book-removal: then keep removing single cells until the first that "
                "would make the puzzle ambiguous (the book's ADDITIONAL_CELLS)");
  cmd->add_option("--clues", o->clues, "Exactly N clues")->check(CLI::Range(1, 10000));
  cmd->add_option("--max-clues", o->max_clues, "At most N clues")->check(CLI::Range(1, 10000));
  cmd->add_option("--min-clues", o->min_clues,
                  "Stop removing at N clues (the puzzle keeps at least N; not minimal). Default "
                  "for 25x25 and larger: half the cells")
      ->check(CLI::Range(1, 10000));
  cmd->add_flag("--minimal", o->minimal,
                "Every clue is needed (verified: removing any one clue gives several solutions; "
                "25x25 and larger are not minimal unless asked)");
  cmd->add_option("--mask", o->mask,
                  "Designer shape: a built-in name or a mask file (for a composite: a canvas mask, "
                  "or --mask given once per grid, in grid order; shared cells must agree)");
  cmd->add_option("--composite", o->composite, kCompositeHelp);
  cmd->add_flag("--per-grid-unique", o->per_grid_unique,
                "Composites: every sub-grid alone has one solution (the book's property; more "
                "clues). Default: the whole composite is unique");
}

// What the puzzles must be: --all-symbols, the children's ladder, Word Sudoku and the
// difficulty target.
void add_target_options(CLI::App* cmd, GenerateCliOptions* o) {
  cmd->add_flag("--all-symbols", o->all_symbols,
                "Every symbol appears at least once among the clues (the last clue of a symbol "
                "is never removed; --minimal then means minimal among such puzzles)");
  cmd->add_option("--kids-level", o->kids_level,
                  "Children's ladder, by technique: first-steps (naked singles only, at least "
                  "half the cells given), easy (hidden singles), tricky (a naked or hidden pair)");
  cmd->add_option("--word", o->word,
                  "Word Sudoku: relabel so that a line of the solution spells WORD (as many "
                  "different letters as the grid has symbols; symbols = its letters A-Z in "
                  "alphabetical order, render with --symbols word:WORD)");
  cmd->add_option("--word-line", o->word_line,
                  "The line that spells --word: row:N, col:N (1-based) or diagonal (default "
                  "row:1)");
  cmd->add_option("--profile", o->profile,
                  "The difficulty ladder of --grade/--level/--score and of the level, grade and "
                  "score columns: human (default; Easy, Medium, Hard, Tough, Fiendish, "
                  "Diabolical, Nightmare), book (the book's 15 strategies: Easy..Diabolical) or "
                  "full");
  cmd->add_option("--grade", o->grade,
                  "Target grade by name, on the --profile ladder (see 'grade --help')");
  cmd->add_option("--level", o->level, "Target level 0..6 (human), 0..4 (book, full)")
      ->check(CLI::Range(0, 6));
  cmd->add_option("--score", o->score, "Target score range A..B (either side may be empty)");
  cmd->add_option("--er", o->er,
                  "Target Sudoku Explainer rating range A..B, e.g. 6.0..7.5 (classic 9x9; "
                  "either side may be empty)");
  cmd->add_option("--require", o->require, "A strategy that must be needed (repeatable)");
}

// How the batch is made and written: --attempts, --distinct, --id, --shard, --format, --stats,
// --time-limit (returned: the action reads whether it was given).
CLI::Option* add_run_options(CLI::App* cmd, GenerateCliOptions* o) {
  cmd->add_option("--attempts", o->attempts,
                  "Solution grids tried per puzzle before giving up (default 10000; 50 for the "
                  "9x9's Nightmare, each with a Nightmare search; 200 for another target seldom "
                  "reached: --er 9.5.. or Nightmare with --symmetry on the 9x9, Diabolical and "
                  "up on a 6x6; 10 for a composite's Nightmare)")
      ->check(CLI::Range(1L, 1000000000L));
  cmd->add_flag("--distinct", o->distinct,
                "No two outputs equivalent (relabelling, symmetries, line permutations)");
  cmd->add_option("--id", o->id, "Regenerate the puzzle with this ID")
      ->check([](const std::string& v) { return v.empty() ? "an empty puzzle ID" : ""; });
  cmd->add_option("--shard", o->shard,
                  "I/N: only the I-th of N consecutive parts of the batch (1-based; same seeds and "
                  "IDs, so the N shards together are exactly the unsharded batch; needs --seed)");
  cmd->add_option(
         "--format", o->format,
         "tsv, line, book, json or rows; or a puzzle exchange format: fpuzzles, sudokupad "
         "(a link per puzzle), sudokuwiki (a link per puzzle), ss, hodoku, sdm, pm729 (the ID is "
         "the f-puzzles title)")
      ->default_val("tsv");
  cmd->add_flag("--stats", o->stats, "Print a summary (time, attempts, yield) to stderr");
  CLI::Option* time_limit = add_time_limit_option(
      cmd, o->time_limit,
      "making one puzzle (composites of more than " +
          std::to_string(generate::kMaxExactCompositeGrids) + " grids: default " +
          format_number(core::limits::kCompositeTimeLimit, 0) + ")");
  return time_limit;
}

}  // namespace

Action register_generate(CLI::App& app) {
  auto o = std::make_shared<GenerateCliOptions>();
  CLI::App* cmd = app.add_subcommand("generate", "Generate unique puzzles");
  cmd->footer(kGenerateFooter);
  add_batch_options(cmd, o.get());
  add_shape_options(cmd, o.get());
  add_removal_options(cmd, o.get());
  add_target_options(cmd, o.get());
  CLI::Option* time_limit = add_run_options(cmd, o.get());
  return [o, time_limit](Console& console) {
    o->time_limit_given = time_limit->count() > 0;
    return run_generate(*o, console);
  };
}

}  // namespace sudokupress::cli
