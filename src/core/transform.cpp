// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/transform.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <map>
#include <memory>
#include <numeric>
#include <utility>
#include <vector>

#include "core/canonical9.hpp"

namespace sudokupress::core {
namespace {

// New puzzle whose cell (r,c) takes the old cell from(r,c).
template <class F>
core::Puzzle remap(const core::Puzzle& p, F from) {
  int n = p.size();
  core::Puzzle out(p.geometry);
  out.fields = p.fields;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      auto [r0, c0] = from(r, c);
      out.cells[r * n + c] = p.cells[r0 * n + c0];
    }
  return out;
}

bool parse_pair(std::string_view s, int& a, int& b) {
  size_t comma = s.find(',');
  if (comma == std::string_view::npos) return false;
  auto r1 = std::from_chars(s.data(), s.data() + comma, a);
  auto r2 = std::from_chars(s.data() + comma + 1, s.data() + s.size(), b);
  return r1.ec == std::errc() && r1.ptr == s.data() + comma && r2.ec == std::errc() &&
         r2.ptr == s.data() + s.size();
}

}  // namespace

std::string transform_ops_help() {
  return "relabel:P, shift:S, rot90, rot180, rot270, flip-v (top-bottom), flip-h (left-right), "
         "transpose, antitranspose, swap-rows:A,B, swap-cols:A,B, swap-bands:A,B, "
         "swap-stacks:A,B";
}

core::StatusOr<core::Puzzle> apply_transform(const core::Puzzle& p, std::string_view op) {
  const core::Geometry& g = p.geo();
  if (g.is_composite() || g.is_variant())
    return core::Status::error("transformations apply to plain single grids, not " + g.name());
  const int n = g.size();
  const int br = g.grids()[0].box_rows, bc = g.grids()[0].box_cols;
  std::string_view name = op, arg;
  if (size_t colon = op.find(':'); colon != std::string_view::npos) {
    name = op.substr(0, colon);
    arg = op.substr(colon + 1);
  }
  auto err = [&](const std::string& why) {
    return core::Status::error("transform '" + std::string(op) + "': " + why);
  };
  auto need_square = [&]() { return br != bc; };
  if (name == "relabel") {
    if (static_cast<int>(arg.size()) != n)
      return err("give the " + std::to_string(n) + " new symbols");
    std::vector<uint8_t> map(n + 1, 0);
    std::vector<bool> used(n + 1, false);
    for (int d = 1; d <= n; ++d) {
      int v = core::symbol_value(arg[d - 1]);
      if (v < 1 || v > n || used[v]) return err("not a permutation of the symbols");
      used[v] = true;
      map[d] = static_cast<uint8_t>(v);
    }
    core::Puzzle out = p;
    for (auto& v : out.cells) v = map[v];
    return out;
  }
  if (name == "shift") {
    int s = 0;
    auto r = std::from_chars(arg.data(), arg.data() + arg.size(), s);
    if (arg.empty() || r.ec != std::errc() || r.ptr != arg.data() + arg.size())
      return err("give the shift, e.g. shift:2");
    s = ((s % n) + n) % n;
    core::Puzzle out = p;
    for (auto& v : out.cells)
      if (v) v = static_cast<uint8_t>((v - 1 + s) % n + 1);
    return out;
  }
  if (name == "rot90" || name == "rot270" || name == "transpose" || name == "antitranspose") {
    if (need_square())
      return err("needs square boxes (this grid has " + std::to_string(br) + "x" +
                 std::to_string(bc) + " boxes)");
  }
  if (name == "rot90") return remap(p, [&](int r, int c) { return std::pair(n - 1 - c, r); });
  if (name == "rot270") return remap(p, [&](int r, int c) { return std::pair(c, n - 1 - r); });
  if (name == "rot180")
    return remap(p, [&](int r, int c) { return std::pair(n - 1 - r, n - 1 - c); });
  if (name == "flip-v") return remap(p, [&](int r, int c) { return std::pair(n - 1 - r, c); });
  if (name == "flip-h") return remap(p, [&](int r, int c) { return std::pair(r, n - 1 - c); });
  if (name == "transpose") return remap(p, [&](int r, int c) { return std::pair(c, r); });
  if (name == "antitranspose")
    return remap(p, [&](int r, int c) { return std::pair(n - 1 - c, n - 1 - r); });
  if (name == "swap-rows" || name == "swap-cols" || name == "swap-bands" || name == "swap-stacks") {
    int a, b;
    if (!parse_pair(arg, a, b)) return err("give two indices, e.g. " + std::string(name) + ":0,1");
    bool rows = name == "swap-rows" || name == "swap-bands";
    bool lines = name == "swap-rows" || name == "swap-cols";
    int span = rows ? br : bc;  // rows per band, columns per stack
    int limit = lines ? n : n / span;
    if (a < 0 || b < 0 || a >= limit || b >= limit)
      return err("indices must be 0.." + std::to_string(limit - 1));
    if (lines && a / span != b / span)
      return err(std::string(rows ? "rows" : "columns") + " " + std::to_string(a) + " and " +
                 std::to_string(b) + " are not in the same " + (rows ? "band" : "stack"));
    std::vector<int> perm(n);
    std::iota(perm.begin(), perm.end(), 0);
    if (lines) {
      std::swap(perm[a], perm[b]);
    } else {
      for (int k = 0; k < span; ++k) std::swap(perm[a * span + k], perm[b * span + k]);
    }
    if (rows) return remap(p, [&](int r, int c) { return std::pair(perm[r], c); });
    return remap(p, [&](int r, int c) { return std::pair(r, perm[c]); });
  }
  return err("unknown operation (one of " + transform_ops_help() + ")");
}

bool canonical_supported(const core::Geometry& g) {
  return !g.is_composite() && !g.is_variant() && g.size() <= 12;
}

namespace {

constexpr int kMaxN = 12;

struct Candidate {
  std::array<uint8_t, kMaxN> cols;     // new column j shows old column cols[j]
  std::array<uint8_t, kMaxN + 1> map;  // old symbol -> new label (0 = not yet)
  uint16_t rows_used = 0;
  uint8_t band = 0;  // the band being filled
  uint8_t next = 1;  // next free label
  uint8_t t = 0;     // transposed
};

// All column orders allowed by the stack structure: stacks permuted, columns inside permuted.
std::vector<std::array<uint8_t, kMaxN>> column_orders(int n, int span) {
  int stacks = n / span;
  std::vector<int> stack_perm(stacks), in(span);
  std::iota(stack_perm.begin(), stack_perm.end(), 0);
  std::vector<std::vector<int>> inner;  // all permutations of 0..span-1
  std::iota(in.begin(), in.end(), 0);
  do inner.push_back(in);
  while (std::next_permutation(in.begin(), in.end()));
  std::vector<std::array<uint8_t, kMaxN>> out;
  do {
    // every combination of inner permutations, one per stack position
    std::vector<size_t> idx(stacks, 0);
    for (;;) {
      std::array<uint8_t, kMaxN> a{};
      for (int s = 0; s < stacks; ++s)
        for (int k = 0; k < span; ++k)
          a[s * span + k] = static_cast<uint8_t>(stack_perm[s] * span + inner[idx[s]][k]);
      out.push_back(a);
      int s = stacks - 1;
      while (s >= 0 && ++idx[s] == inner.size()) idx[s--] = 0;
      if (s < 0) break;
    }
  } while (std::next_permutation(stack_perm.begin(), stack_perm.end()));
  return out;
}

// The column orders of a grid shape with, per nonzero mask of a first row (bit c = column c
// holds a clue), the orders that put that row into its least pattern (least_first_row); both
// computed once per thread and shape, the masks as they are met (9x9: 1296 orders, 512 masks).
struct OrderCache {
  std::vector<std::array<uint8_t, kMaxN>> orders;
  std::vector<std::vector<uint32_t>> by_mask;
  std::vector<bool> known;
};

OrderCache& order_cache(int n, int span) {
  thread_local std::map<std::pair<int, int>, std::unique_ptr<OrderCache>> cache;
  auto& slot = cache[{n, span}];
  if (!slot) {
    slot = std::make_unique<OrderCache>();
    slot->orders = column_orders(n, span);
    slot->by_mask.resize(size_t{1} << n);
    slot->known.resize(size_t{1} << n);
  }
  return *slot;
}

// The least first-row string a row can give. With symbols numbered in order of first
// appearance, a row's string depends only on where its empty cells are, so the least one puts
// the stacks with the fewest clues first and the empty cells first inside each stack.
std::array<uint8_t, kMaxN> least_first_row(const uint8_t* src, int n, int span) {
  std::array<int, kMaxN> counts{};
  const int stacks = n / span;
  for (int c = 0; c < n; ++c) counts[c / span] += src[c] != 0;
  // Insertion sort of at most 12 counts (std::sort here set off GCC 12's -Warray-bounds at -O3
  // inside its heap fallback, a false positive).
  for (int a = 1; a < stacks; ++a)
    for (int b = a; b > 0 && counts[b - 1] > counts[b]; --b) std::swap(counts[b - 1], counts[b]);
  std::array<uint8_t, kMaxN> row{};
  uint8_t label = 0;
  int j = 0;
  for (int s = 0; s < stacks; ++s)
    for (int k = 0; k < span; ++k, ++j) row[j] = k < span - counts[s] ? 0 : ++label;
  return row;
}

// The least relabelled grid over the shape's row and column orders, built row by row: the
// candidates (a transposition, a column order, the rows used, a relabelling so far) that give
// the least rows so far are the only ones extended.
class CanonicalSearch {
 public:
  explicit CanonicalSearch(const core::Puzzle& p)
      : n_(p.geo().size()),
        br_(p.geo().grids()[0].box_rows),
        bc_(p.geo().grids()[0].box_cols),
        transposes_(br_ == bc_ ? 2 : 1),
        cache_(order_cache(n_, bc_)) {
    grid_[0] = p.cells;
    if (transposes_ == 2) {
      grid_[1].resize(p.cells.size());
      for (int r = 0; r < n_; ++r)
        for (int c = 0; c < n_; ++c) grid_[1][r * n_ + c] = p.cells[c * n_ + r];
    }
  }

  std::vector<uint8_t> run() {
    std::vector<uint8_t> result(static_cast<size_t>(n_) * n_, 0);
    first_row();
    // A plain loop: std::copy here trips GCC 12's false -Wstringop-overflow at -O2.
    for (int j = 0; j < n_; ++j) result[j] = best_[j];
    for (int k = 1; k < n_; ++k) {
      next_row(k);
      std::copy(best_.begin(), best_.begin() + n_, result.begin() + static_cast<size_t>(k) * n_);
    }
    return result;
  }

 private:
  // Row 0: the (transposition, row) pairs whose least first row is the least of all, each with
  // exactly the column orders that put its empty cells where that row has them (every other
  // order gives a greater string, so skipping them changes nothing). Measured in CPU time
  // against scoring all 23,328 (transposition, row, order) triples and copying every scored
  // candidate, same outputs on 1,000 puzzles of each set (dev build): generated 9x9s 539 us ->
  // 37 us a puzzle, magictour top1465 547 us -> 43 us, 17-clue 543 us -> 101 us.
  void first_row() {
    bool have = false;
    for (auto [t, r] : least_first_rows()) {
      const uint8_t* src = &grid_[t][r * n_];
      uint32_t mask = 0;
      for (int c = 0; c < n_; ++c) mask |= src[c] ? 1u << c : 0u;
      for (uint32_t i : orders_for(mask)) {
        Candidate c{};
        c.cols = cache_.orders[i];
        c.t = static_cast<uint8_t>(t);
        score(c, r, ext_);
        int cmp = have ? compare() : -1;
        if (cmp > 0) continue;
        if (cmp < 0) {
          best_ = row_;
          cur_.clear();
          have = true;
        }
        ext_.rows_used = static_cast<uint16_t>(1u << r);
        ext_.band = static_cast<uint8_t>(r / br_);
        cur_.push_back(ext_);
      }
    }
  }

  // The (transposition, row) pairs whose least first row (least_first_row) is the least; that
  // row is left in best_.
  std::vector<std::pair<int, int>> least_first_rows() {
    std::vector<std::pair<int, int>> firsts;
    for (int t = 0; t < transposes_; ++t)
      for (int r = 0; r < n_; ++r) {
        auto least = least_first_row(&grid_[t][r * n_], n_, bc_);
        int cmp = firsts.empty() ? -1 : (least < best_ ? -1 : (best_ < least ? 1 : 0));
        if (cmp > 0) continue;
        if (cmp < 0) {
          best_ = least;
          firsts.clear();
        }
        firsts.emplace_back(t, r);
      }
    return firsts;
  }

  // The column orders that put a first row with clues at `mask` into best_'s pattern (cached
  // per shape and mask).
  const std::vector<uint32_t>& orders_for(uint32_t mask) {
    if (!cache_.known[mask]) {
      for (uint32_t i = 0; i < cache_.orders.size(); ++i) {
        const auto& cols = cache_.orders[i];
        int j = 0;
        while (j < n_ && ((mask >> cols[j]) & 1u) == (best_[j] != 0)) ++j;
        if (j == n_) cache_.by_mask[mask].push_back(i);
      }
      cache_.known[mask] = true;
    }
    return cache_.by_mask[mask];
  }

  // Row k: every unused row of each candidate's band (a new band's first row from any band
  // not begun), kept when it is the least.
  void next_row(int k) {
    bool have = false;
    nxt_.clear();
    const bool new_band = k % br_ == 0;
    for (const Candidate& c : cur_)
      for (int r = 0; r < n_; ++r) {
        if (c.rows_used & (1u << r)) continue;
        const int band = r / br_;
        if (new_band ? (c.rows_used >> (band * br_)) & 1u : band != c.band) continue;
        // Scored lazily against the best so far: most rows lose within a cell or two, and
        // only a row that is not greater is copied into a candidate.
        const uint8_t* src = &grid_[c.t][r * n_];
        std::array<uint8_t, kMaxN + 1> map = c.map;
        uint8_t next = c.next;
        int cmp = have ? 0 : -1;
        bool greater = false;
        for (int j = 0; j < n_; ++j) {
          const uint8_t v = src[c.cols[j]];
          if (v && !map[v]) map[v] = next++;
          const uint8_t x = v ? map[v] : 0;
          row_[j] = x;
          if (cmp == 0 && x != best_[j]) {
            greater = x > best_[j];
            if (greater) break;
            cmp = -1;
          }
        }
        if (greater) continue;
        if (cmp < 0) {
          best_ = row_;
          nxt_.clear();
          have = true;
        }
        ext_ = c;
        ext_.map = map;
        ext_.next = next;
        ext_.rows_used = static_cast<uint16_t>(c.rows_used | (1u << r));
        ext_.band = static_cast<uint8_t>(band);
        nxt_.push_back(ext_);
      }
    std::swap(cur_, nxt_);
  }

  // Scores row `r` of candidate `c` (not yet modified) into row_, extending a copy of its map.
  void score(const Candidate& c, int r, Candidate& ext) {
    ext = c;
    const uint8_t* src = &grid_[c.t][r * n_];
    for (int j = 0; j < n_; ++j) {
      uint8_t v = src[c.cols[j]];
      if (v && !ext.map[v]) ext.map[v] = ext.next++;
      row_[j] = v ? ext.map[v] : 0;
    }
  }

  int compare() const {  // row_ vs best_: <0, 0, >0
    for (int j = 0; j < n_; ++j)
      if (row_[j] != best_[j]) return row_[j] < best_[j] ? -1 : 1;
    return 0;
  }

  const int n_, br_, bc_, transposes_;
  OrderCache& cache_;
  std::vector<uint8_t> grid_[2];  // the cells, and transposed when the boxes are square
  std::vector<Candidate> cur_, nxt_;
  std::array<uint8_t, kMaxN> best_{}, row_{};
  Candidate ext_{};
};

}  // namespace

core::Puzzle canonical_form_general(const core::Puzzle& p) {
  return core::Puzzle(p.geometry, CanonicalSearch(p).run());
}

namespace {

// The classic 9x9 (3x3 boxes, no extra houses) whose rows and columns repeat no symbol: the
// fast path (canonical9.hpp) applies.
bool canonical9_applies(const core::Puzzle& p) {
  const core::Geometry& g = p.geo();
  return g.size() == 9 && !g.is_composite() && !g.is_variant() && g.grids()[0].box_rows == 3 &&
         g.grids()[0].box_cols == 3 && p.cells.size() == 81;
}

}  // namespace

core::Puzzle canonical_form(const core::Puzzle& p) {
  std::array<uint8_t, 81> cells{};
  if (canonical9_applies(p) && canonical_form9(p.cells.data(), cells))
    return core::Puzzle(p.geometry, std::vector<uint8_t>(cells.begin(), cells.end()));
  return canonical_form_general(p);
}

std::string canonical_string(const core::Puzzle& p) {
  std::array<uint8_t, 81> fast{};
  if (canonical9_applies(p) && canonical_form9(p.cells.data(), fast)) {
    std::string s(81, '.');
    for (size_t i = 0; i < 81; ++i)
      if (fast[i]) s[i] = static_cast<char>('0' + fast[i]);
    return s;
  }
  core::Puzzle c = canonical_form_general(p);
  std::string s(c.cells.size(), '.');
  for (size_t i = 0; i < s.size(); ++i)
    if (c.cells[i]) s[i] = core::symbol_char(c.cells[i]);
  return s;
}

}  // namespace sudokupress::core
