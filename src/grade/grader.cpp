// SPDX-License-Identifier: GPL-3.0-or-later
// The control loop (spec §2.2): after any success, restart at level 0; a level is tried only
// when every lower level removed nothing; success = the total candidate count dropped. The
// rows of the difficulty table, filtered by the profile, are the only list of strategies.
// Backtracking (spec §2.4) runs when the loop is stuck: guess, run the loop, recurse.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>

#include "grade/grade.hpp"
#include "grade/se/se_rater.hpp"
#include "grade/strategies.hpp"
#include "grade/technique/se_ratings.hpp"

namespace sudokupress::grade {

template <int W>
StrategyFn<W> function_for(StrategyKind kind) {
  switch (kind) {
    case StrategyKind::kUniqueLoop:
      return &unique_loop<W>;
    case StrategyKind::kNakedSubset:
      return &naked_subset<W>;
    case StrategyKind::kLockedSubset:
      return &locked_subset<W>;
    case StrategyKind::kHiddenSubset:
      return &hidden_subset<W>;
    case StrategyKind::kBoxLine:
      return &box_line<W>;
    case StrategyKind::kPointing:
      return &pointing_line<W>;
    case StrategyKind::kFish:
      return &fish<W>;
    case StrategyKind::kYWing:
      return &y_wing<W>;
    case StrategyKind::kRectangle:
      return &rectangle<W>;
    case StrategyKind::kXYChain:
      return &xy_chain<W>;
    case StrategyKind::kBacktrack:
      return nullptr;
    case StrategyKind::kFinnedFish:
      return &finned_fish<W>;
    case StrategyKind::kSingleDigit:
      return &single_digit<W>;
    case StrategyKind::kEmptyRectangle:
      return &empty_rectangle<W>;
    case StrategyKind::kXYZWing:
      return &xyz_wing<W>;
    case StrategyKind::kWWing:
      return &w_wing<W>;
    case StrategyKind::kWXYZWing:
      return &wxyz_wing<W>;
    case StrategyKind::kUniqueRectangle:
      return &unique_rectangle<W>;
    case StrategyKind::kBug:
      return &bug_plus_one<W>;
    case StrategyKind::kAls:
      return &als<W>;
    case StrategyKind::kChain:
      return &chain<W>;
    case StrategyKind::kForcing:
      return &forcing<W>;
    case StrategyKind::kCageCombination:
      return &cage_combination<W>;
    case StrategyKind::kInnieOutie:
      return &innies_outies<W>;
    case StrategyKind::kMarkRule:
      return &mark_rules<W>;
    case StrategyKind::kLeftovers:
      return &law_of_leftovers<W>;
  }
  return nullptr;
}
template StrategyFn<1> function_for<1>(StrategyKind);
template StrategyFn<2> function_for<2>(StrategyKind);

namespace {

// One profile's table, resolved to functions once per Grader: rows by their level in the
// profile, inside a level in table order (book, full) or by rating (human: cheapest first).
// The HoDoKu order (GradeOptions::hodoku): the human profile's rows by their HoDoKu level, then
// HoDoKu's solver order (hodoku_technique()), so the loop tries them in HoDoKu's order.
template <int W>
struct Plan {
  struct Row {
    const StrategyInfo* info;
    Variant variant;
    StrategyFn<W> fn;
  };
  std::vector<std::vector<Row>> levels;  // the logic levels 0..top-1 (or 0..top)
  const StrategyInfo* backtrack = nullptr;
  Variant backtrack_variant;
  bool hodoku = false;  // HoDoKu's order and choice (Context::hodoku_steps)

  explicit Plan(Profile p, bool hodoku_order = false) : hodoku(hodoku_order) {
    if (hodoku_order) p = Profile::kHuman;
    const Ladder& lad = ladder(p);
    levels.resize(lad.top() + 1);
    for (const auto& s : difficulty_table()) {
      const Variant& v = s.variant[static_cast<int>(p)];
      if (!v.enabled) continue;
      if (s.kind == StrategyKind::kBacktrack) {
        backtrack = &s;
        backtrack_variant = v;
      } else {
        int level = hodoku_order ? hodoku_level(s) : level_in(s, p);
        levels[level].push_back({&s, v, function_for<W>(s.kind)});
      }
    }
    if (hodoku_order)
      for (const auto& s : hodoku_rows())
        levels[hodoku_level(s)].push_back({&s, Variant{true, false}, function_for<W>(s.kind)});
    while (!levels.empty() && levels.back().empty()) levels.pop_back();
    auto order = [](const Row& r) {
      const HodokuTechnique* h = hodoku_technique(r.info->code);
      return h ? h->order : 1 << 30;
    };
    if (hodoku_order)
      for (auto& rows : levels)
        std::stable_sort(rows.begin(), rows.end(),
                         [&](const Row& a, const Row& b) { return order(a) < order(b); });
    else if (lad.rating_score)
      for (auto& rows : levels)
        std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
          return a.info->rating < b.info->rating;
        });
  }
};

template <int W>
class Engine {
 public:
  Engine(const Topology& topo, const Plan<W>& plan, const GradeOptions& o, ScratchStore& scratch)
      : topo_(topo), plan_(plan), opts_(o), grid_(topo), scratch_(scratch) {
    max_depth_ = o.max_backtrack_depth >= 0         ? o.max_backtrack_depth
                 : plan.backtrack_variant.book_form ? 10
                                                    : topo.num_cells();
  }

  // The hidden singles placed by the last run() outside backtracking (HoDoKu's singles score).
  int hidden_singles() const { return hidden_singles_; }

  GradeResult run(const core::Puzzle& p) {
    GradeResult r;
    hidden_singles_ = 0;
    std::vector<Step>* steps = opts_.record_steps ? &r.steps : nullptr;
    grid_.load(p);
    ++scratch_.epoch;
    Context<W> ctx(grid_, topo_, steps, &scratch_);
    ctx.hodoku_steps = plan_.hodoku;
    ctx.forcing_census = opts_.forcing_census;
    ctx.forcing_census_cap = opts_.forcing_census_cap;
    rules_ = p.has_constraints() ? p.constraints.get() : nullptr;
    ctx.rules = rules_;
    ctx.begin();
    grid_.initial_cleanup();
    if (steps) {  // the silent initial cleanup, as one step (its removals are all implied)
      Step s;
      s.code = -1;
      s.strategy = "cleanup";
      s.implied = ctx.log.implied;
      s.placements = ctx.log.placements;
      s.explanation = "cleanup of the givens";
      if (!s.placements.empty()) s.explanation += ": " + effect_text(topo_.geo(), ctx.log);
      steps->push_back(std::move(s));
      ctx.log.clear();
    }
    r.initial_solved = grid_.solved_count();
    codes_ = &r.codes;
    solve(ctx, false);
    r.logic_solved = grid_.solved_count();
    r.logic_candidates = grid_.total();
    if (grid_.keep_going() && plan_.backtrack) backtrack_top(ctx, r);
    r.consistent = !grid_.problem();
    r.solved = grid_.done() && r.consistent;
    r.solved_cells = grid_.solved_count();
    r.guesses = guesses_;
    r.solution = grid_.to_puzzle(p.geometry);
    Profile profile = opts_.profile;
    r.level = level_for(r.codes, profile);
    r.grade = grade_name(r.level, profile);
    if (!r.codes.empty() && r.codes.back() >= 40 && r.codes.back() < 50)
      hardest_ = std::max(hardest_, plan_.backtrack->rating);
    r.rating = hardest_;
    r.forcing_peak = ctx.forcing_peak;
    r.forcing_min = ctx.forcing_min;
    if (ladder(profile).rating_score) {
      r.score = human_score(r.codes, singles_rating(p), lefts_, grid_.num_cells() * topo_.size());
      if (!rated_by_er(p)) r.score = score_in_band(r.score, r.level);
    } else
      r.score =
          score_for(r.codes, r.guesses,
                    static_cast<double>(r.logic_candidates) / (grid_.num_cells() * topo_.size()));
    return r;
  }

 private:
  // exec(level): the level's strategies in order until one removes something.
  bool exec(Context<W>& ctx, int level, bool backtracking) {
    int initial = grid_.total();
    for (const auto& row : plan_.levels[level]) {
      if (!grid_.keep_going() || grid_.total() != initial) break;
      ctx.bonus = 0;
      const int singles = ctx.hidden_singles;
      row.fn(ctx, *row.info, row.variant);
      if (!backtracking) hidden_singles_ += ctx.hidden_singles - singles;
      if (grid_.total() < initial && !backtracking) {
        codes_->push_back(row.info->code);
        lefts_.push_back(initial);
        hardest_ = std::max(hardest_, row.info->rating + ctx.bonus);
      }
    }
    return grid_.total() < initial;
  }

  void solve(Context<W>& ctx, bool backtracking) {
    int old = grid_.total() + 1;
    int cur = grid_.total();
    int logic_top = static_cast<int>(plan_.levels.size()) - 1;
    int top = backtracking ? std::min(logic_top, plan_.backtrack_variant.guess_levels) : logic_top;
    while (grid_.keep_going() && cur < old) {
      old = cur;
      for (int level = 0; level <= top; ++level)
        if (exec(ctx, level, backtracking)) break;
      cur = grid_.total();
    }
  }

  int choose_cell() const {
    int best = -1, best_n = 0;
    bool most = plan_.backtrack_variant.book_form;
    int n = topo_.size();
    for (int c = 0; c < grid_.num_cells(); ++c) {
      int k = grid_.at(c).count();
      if (k < 2) continue;
      if (best < 0 || (most ? k > best_n : k < best_n)) {
        best = c;
        best_n = k;
        if (most ? k == n : k == 2) break;
      }
    }
    return best;
  }

  bool backtrack(Context<W>& ctx, int depth) {
    int cell = choose_cell();
    if (cell < 0) return false;
    if (static_cast<int>(saved_.size()) <= depth) saved_.resize(depth + 1);
    grid_.save(saved_[depth]);  // (indexed each time: deeper calls may grow saved_)
    auto cands = grid_.at(cell);
    bool found = false;
    cands.for_each([&](int d) {
      if (found) return;
      ++guesses_;
      path_.push_back({cell, d});
      grid_.place(cell, d);
      if (!grid_.problem()) solve(ctx, true);
      // A full grid must keep the cages too (the cage rows may not have run on the last cells).
      if (!grid_.problem() && grid_.done() && rules_ && !cages_hold()) grid_.fail();
      if (grid_.problem()) {
        grid_.restore(saved_[depth]);
        path_.pop_back();
        return;
      }
      if (grid_.done()) {
        found = true;
        depth_ = depth;
        return;
      }
      if (depth < max_depth_ && backtrack(ctx, depth + 1)) {
        found = true;
        return;
      }
      grid_.restore(saved_[depth]);
      path_.pop_back();
    });
    return found;
  }

  void backtrack_top(Context<W>& ctx, GradeResult& r) {
    typename Candidates<W>::State before;
    grid_.save(before);
    const int before_total = grid_.total();
    ChangeLog* log = grid_.log();
    grid_.attach(nullptr);  // guesses are not steps; the step is built from the difference
    bool ok = backtrack(ctx, 0);
    grid_.attach(log);
    if (!ok) {
      grid_.restore(before);
      return;
    }
    int code = plan_.backtrack->code + depth_;
    codes_->push_back(code);
    lefts_.push_back(before_total);
    if (!ctx.recording()) return;
    Step s;
    s.code = code;
    s.strategy = plan_.backtrack->name;
    std::string guesses;
    for (auto [c, d] : path_) {
      s.cells.push_back(c);
      s.digits.push_back(d);
      {
        guesses += guesses.empty() ? "" : ", ";
        guesses += topo_.geo().cell_name(c) + "=" + std::to_string(d);
      }
    }
    ChangeLog diff;
    for (int c = 0; c < grid_.num_cells(); ++c) {
      auto removed = before.cand[c].minus(grid_.at(c));
      removed.for_each([&](int d) { diff.implied.push_back({c, d}); });
      if (!before.cand[c].single() && grid_.solved(c))
        diff.placements.push_back({c, grid_.value(c)});
    }
    s.placements = diff.placements;
    s.implied = diff.implied;
    s.explanation = "backtrack (depth " + std::to_string(depth_) + ", " + std::to_string(guesses_) +
                    " guesses tried): guesses " + guesses + ": " + effect_text(topo_.geo(), diff);
    r.steps.push_back(std::move(s));
  }

  bool cages_hold() const {
    std::vector<uint8_t> v(grid_.num_cells());
    for (int c = 0; c < grid_.num_cells(); ++c) v[c] = static_cast<uint8_t>(grid_.value(c));
    return core::rules_problem(topo_.geo(), *rules_, v).empty();
  }

  const Topology& topo_;
  const Plan<W>& plan_;
  const GradeOptions& opts_;
  const core::Constraints* rules_ = nullptr;
  Candidates<W> grid_;
  ScratchStore& scratch_;
  std::vector<int>* codes_ = nullptr;
  int hidden_singles_ = 0;
  std::vector<int> lefts_;  // candidates left before each step of *codes_ (human_score)
  std::vector<typename Candidates<W>::State> saved_;
  std::vector<CellDigit> path_;
  int guesses_ = 0;
  int hardest_ = 0;
  int depth_ = 0;
  int max_depth_ = 10;
};

}  // namespace

int level_for(const std::vector<int>& codes, Profile profile) {
  int level = 0;
  for (int c : codes) {
    const StrategyInfo* s = strategy_by_code(c);
    level = std::max(level, s ? level_in(*s, profile) : std::min(kMaxLevel, c / 10));
  }
  return level;
}

HodokuGrade hodoku_grade(const std::vector<int>& codes, int singles) {
  HodokuGrade g;
  int hardest = 0;
  long score = singles;
  for (int c : codes) {
    const HodokuTechnique* h = hodoku_technique(c);
    hardest = std::max(hardest, h ? h->level : 4);
    score += h ? h->score : 0;
  }
  g.score = static_cast<int>(std::min<long>(score, 1 << 30));
  g.level = std::max(hardest, hodoku_level_of_score(g.score));
  return g;
}

int hodoku_singles_score(const core::Puzzle& p, int hidden) {
  int empty = 0;
  for (uint8_t v : p.cells) empty += v == 0;
  return 4 * empty + 10 * hidden;
}

namespace {

// The singles-only solve that singles_rating measures: candidates as bit masks of up to 64
// symbols; each method places one single of its kind and says whether it found one.
class SinglesSolve {
 public:
  explicit SinglesSolve(const core::Puzzle& p)
      : g_(p.geo()),
        full_(g_.size() == 64 ? ~uint64_t(0) : (uint64_t(1) << g_.size()) - 1),
        cand_(g_.num_cells(), full_),
        placed_(g_.num_cells(), 0) {
    for (int c = 0; c < g_.num_cells(); ++c)
      if (p.cells[c]) place(c, p.cells[c] - 1);
    for (int c = 0; c < g_.num_cells(); ++c) left_ += !placed_[c];
  }

  int left() const { return left_; }

  // A house with one empty cell left ("last value", SE 1.0).
  bool full_house() {
    for (const core::House& h : g_.houses()) {
      int empty = -1, count = 0;
      uint64_t done = 0;
      for (int c : h.cells) {
        if (placed_[c]) {
          done |= cand_[c];
        } else {
          empty = c;
          ++count;
        }
      }
      const uint64_t missing = full_ & ~done;
      if (count == 1 && missing && !(missing & (missing - 1)) && (cand_[empty] & missing)) {
        place(empty, std::countr_zero(missing));
        return true;
      }
    }
    return false;
  }

  // A hidden single in one of the houses whose kind `boxes` asks for (boxes and jigsaw regions,
  // or the others).
  bool hidden(bool boxes) {
    for (const core::House& h : g_.houses()) {
      const bool box = h.kind == core::HouseKind::kBox || h.kind == core::HouseKind::kRegion;
      if (box != boxes) continue;
      uint64_t once = 0, twice = 0, done = 0;
      for (int c : h.cells) {
        if (placed_[c]) {
          done |= cand_[c];
          continue;
        }
        twice |= once & cand_[c];
        once |= cand_[c];
      }
      const uint64_t only = once & ~twice & ~done;
      if (!only) continue;
      const int d = std::countr_zero(only);
      for (int c : h.cells)
        if (!placed_[c] && (cand_[c] >> d & 1)) {
          place(c, d);
          return true;
        }
    }
    return false;
  }

  // The first cell in cell order with one candidate left.
  bool naked() {
    for (int c = 0; c < g_.num_cells(); ++c)
      if (!placed_[c] && cand_[c] && !(cand_[c] & (cand_[c] - 1))) {
        place(c, std::countr_zero(cand_[c]));
        return true;
      }
    return false;
  }

 private:
  void place(int c, int d) {  // d is 0-based
    placed_[c] = 1;
    cand_[c] = uint64_t(1) << d;
    for (int o : g_.peers(c)) cand_[o] &= ~cand_[c];
  }

  const core::Geometry& g_;
  const uint64_t full_;
  std::vector<uint64_t> cand_;
  std::vector<char> placed_;
  int left_ = 0;
};

}  // namespace

int singles_rating(const core::Puzzle& p) {
  if (p.geo().size() > 64) return 0;
  SinglesSolve solve(p);
  int hardest = 0;
  for (int left = solve.left(); left > 0; --left) {
    int rating = 0;
    if (solve.full_house()) {
      rating = technique::se_tenths(technique::SeRule::kFullHouse);
    } else if (solve.hidden(true)) {
      rating = technique::se_tenths(technique::SeRule::kHiddenSingleBlock);
    } else if (solve.hidden(false)) {
      rating = technique::se_tenths(technique::SeRule::kHiddenSingleLine);
    } else if (solve.naked()) {
      rating = technique::se_tenths(technique::SeRule::kNakedSingle);
    } else {
      break;  // stuck (or a contradiction): the other techniques rate it
    }
    hardest = std::max(hardest, rating);
  }
  return hardest;
}

double human_score(const std::vector<int>& codes, int singles, const std::vector<int>& left,
                   int candidates) {
  // 10 * r + round(40 * L / candidates + 0.5 * min(9, near)): r = the hardest step's
  // score_rating (tenths), L = the candidates left when a step of that rating was first needed
  // (the earlier in the solve the hardest technique is needed, the harder the puzzle), near =
  // the steps rated within 1.0 of it.
  // Measured over ../shared/data/se_calibration_serate2025.tsv (Spearman with serate's ER; all /
  // its diabolical part / its top1465 part):
  //   hardest step with its chain-length bonus, ties by the steps at the puzzle's level
  //     0.9574 / 0.8646 / 0.8961 (the first form, rejected);
  //   the table rating without the bonus, the same ties              0.9576 / 0.8627 / 0.9301;
  //   the table rating, ties by the steps within 1.0 of the hardest   0.9578 / 0.8668 / 0.9329.
  // Our chains are not SE's, so a bonus for their length ranks worse than none; caps of 19..49
  // or weights of 2..4 per step changed only the third decimal.
  // The easy end (ER 1.0-2.4, a third of the file) was one tie: naked singles are implicit in
  // the grader and every hidden single is code 0, so ER 1.2, 1.5 and 2.3 all scored 0 or 151
  // (Spearman inside ER 1.0-2.4: 0.558). Rating the singles the way SE does (singles_rating:
  // box hidden single 1.2, line 1.5, naked single 2.3) when nothing harder was used:
  //   0.9685 / 0.8668 / 0.9329 (inside ER 1.0-2.4 0.887); with the last value of a house
  //   first (SE 1.0) 0.9692 / 0.8668 / 0.9329 (inside ER 1.0-2.4 0.909, every ER 1.2
  //   puzzle 120 and every 1.5 150);
  //   and SE's direct forms (a pointing, claiming, hidden pair or triple after which a hidden
  //   single is open rated 1.7, 1.9, 2.0, 2.5): 0.9636 / 0.8668 / 0.9325 (rejected: inside
  //   ER 2.5-4.9 0.680 -> 0.630, harder puzzles' steps pass for direct ones).
  // The diabolical part stayed at 0.867 while the score used the technique's own rating: a
  // human's hardest technique says little of SE's path (puzzles whose hardest step is a
  // skyscraper or kite get ER 5.6 from SE, those of an XY-chain 7.1). So the score has its own
  // column, score_rating, fitted to our own `er` (then serate's ER on 96 % of the calibration
  // file, now 99 %) over the 38,848 puzzles of sudokuexchange_diabolical_se.txt that are NOT in
  // the calibration file, resampled to the calibration diabolical part's ER histogram
  // (coordinate ascent of Spearman, only the 15 techniques that are the hardest of >= 150 of
  // them; the others keep their rating). Measured on the calibration file, which the fit never
  // saw: score_rating, ties by near only 0.9702 / 0.8953 / 0.9343; code-count features alone
  // cannot do much better (gradient-boosted trees on the counts of each technique and the
  // chain lengths: 0.897 in the diabolical part). What does: how early the hardest technique is
  // needed (L; inside the cell forcing chain puzzles its rank correlation with ER is 0.59,
  // against 0.57 for their count and 0.32 for the chains' own lengths). Fitted with L:
  // 0.9703 / 0.9014 / 0.9330 (kept; weights 40 and 0.5 from a grid of 0..40 and 0..1: 40 is
  // the grid's edge, larger weights were not tried; fitting the easy techniques' score ratings
  // too gained 0.0017 overall at most, even fitted on the calibration file itself: not done).
  if (codes.empty() || left.size() != codes.size() || candidates <= 0) return singles * 10.0;
  int hardest = singles;
  bool beyond_singles = false;
  for (int c : codes)
    if (const StrategyInfo* s = strategy_by_code(c)) {
      hardest = std::max(hardest, s->score_rating);
      beyond_singles = beyond_singles || s->score_rating > 15;
    }
  // Only singles (the implicit naked singles, hidden singles): the kind that was needed.
  if (!beyond_singles && singles > 0) return singles * 10;
  int near = 0, first_left = 0;
  for (size_t i = 0; i < codes.size(); ++i) {
    const StrategyInfo* s = strategy_by_code(codes[i]);
    if (!s) continue;
    if (s->score_rating >= hardest - 10) ++near;
    if (s->score_rating == hardest) first_left = std::max(first_left, left[i]);
  }
  return hardest * 10 + std::round(40.0 * first_left / candidates + 0.5 * std::min(9, near));
}

double score_for(const std::vector<int>& codes, int guesses, double stuck) {
  int level = level_for(codes);
  if (level == kMaxLevel) {
    // Measured on the sudokuexchange diabolical set (SE 5.0-9.3, 20,894 of them level 4): the
    // rank correlation with SE inside level 4 is 0.37 for `stuck`, 0.24 for the backtrack depth
    // and 0.21 for the guesses; stuck plus guesses gives 0.38.
    int part = static_cast<int>(std::min(899.0, 2000.0 * std::max(0.0, stuck)));
    return level * 1000 + part + std::min(99, guesses);
  }
  int w = 0, at = 0, below = 0, other = 0;
  for (int c : codes) {
    const StrategyInfo* s = strategy_by_code(c);
    if (!s) continue;
    if (s->level == level) {
      w = std::max(w, s->weight);
      ++at;
    } else if (s->level == level - 1) {
      ++below;
    } else {
      ++other;
    }
  }
  int f = std::min(99, 8 * at + 2 * below + other / 4);
  return level * 1000 + 100 * w + f;
}

struct Grader::Cache {
  core::GeometryPtr geometry;  // kept alive so the topology's pointer stays valid
  std::unique_ptr<Topology> topo;
  Plan<1> plan1;
  Plan<2> plan2;
  Plan<1> hodoku1{Profile::kHuman, true};  // HoDoKu's order (GradeOptions::hodoku)
  Plan<2> hodoku2{Profile::kHuman, true};
  ScratchStore scratch1, scratch2;  // the strategies' buffers, kept across puzzles
  explicit Cache(Profile p) : plan1(p), plan2(p) {}
};

Grader::Grader(GradeOptions options) : options_(options) {}
Grader::~Grader() = default;
Grader::Grader(Grader&&) noexcept = default;
Grader& Grader::operator=(Grader&&) noexcept = default;

GradeResult Grader::grade(const core::Puzzle& puzzle) {
  if (!cache_) cache_ = std::make_unique<Cache>(options_.profile);
  if (cache_->geometry.get() != puzzle.geometry.get()) {
    cache_->topo = std::make_unique<Topology>(puzzle.geo());
    cache_->geometry = puzzle.geometry;
  }
  const Topology& topo = *cache_->topo;
  return core::dispatch_symbol_width(puzzle.size(), [&]<int W>() {
    const Plan<W>* plan;
    ScratchStore* scratch;
    if constexpr (W == 1) {
      plan = &cache_->plan1;
      scratch = &cache_->scratch1;
    } else {
      plan = &cache_->plan2;
      scratch = &cache_->scratch2;
    }
    // A profile without the cage and mark techniques guesses one level deep at most on a
    // constrained puzzle (profile_problem): bounded, and its callers refuse the puzzle anyway.
    GradeOptions bounded = options_;
    if (!profile_problem(puzzle, options_.profile).empty()) bounded.max_backtrack_depth = 0;
    Engine<W> engine(topo, *plan, bounded, *scratch);
    GradeResult r = engine.run(puzzle);
    if (options_.hodoku) {
      const Plan<W>* hodoku_plan;
      if constexpr (W == 1)
        hodoku_plan = &cache_->hodoku1;
      else
        hodoku_plan = &cache_->hodoku2;
      GradeOptions o = options_;
      o.record_steps = false;
      o.max_backtrack_depth = -1;
      Engine<W> second(topo, *hodoku_plan, o, *scratch);
      const std::vector<int> codes = second.run(puzzle).codes;
      HodokuGrade h = hodoku_grade(codes, hodoku_singles_score(puzzle, second.hidden_singles()));
      r.hodoku_level = h.level;
      r.hodoku_score = h.score;
    }
    // SE's rating knows houses only: none for puzzles with cages.
    if (options_.se_rating && rated_by_er(puzzle)) {
      SeRating se = rate_se(puzzle);
      r.er = se.er;
      r.ep = se.ep;
      r.ed = se.ed;
      r.se_hardest = se.hardest;
    }
    return r;
  });
}

bool rated_by_er(const core::Geometry& g, bool has_constraints) {
  return g.is_classic() && !has_constraints;
}

bool rated_by_er(const core::Puzzle& puzzle) {
  return rated_by_er(puzzle.geo(), puzzle.has_constraints());
}

std::string profile_problem(const core::Puzzle& puzzle, Profile profile) {
  if (!puzzle.has_constraints() || profile == Profile::kHuman) return "";
  return "the " + std::string(profile_name(profile)) +
         " ladder has no cage or mark techniques: Killer and marks puzzles are graded on the "
         "human ladder (profile human)";
}

GradeResult grade(const core::Puzzle& puzzle, const GradeOptions& options) {
  Grader g(options);
  return g.grade(puzzle);
}

}  // namespace sudokupress::grade
