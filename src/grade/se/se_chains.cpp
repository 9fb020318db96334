// SPDX-License-Identifier: GPL-3.0-or-later
// The SE rater's chaining rules, written from Sudoku Explainer's documented behaviour:
//   - cycles and forcing chains (static, one premise): X (one digit), Y (bivalue cells) and
//     XY; found breadth-first from every candidate taken as true;
//   - Nishio forcing chains (dynamic, X links only, a premise leading to a contradiction);
//   - region and cell forcing chains (static, every candidate of a cell or every position of
//     a digit in a region leading to one conclusion);
//   - dynamic forcing chains (contradiction, double, region, cell) where each implication
//     updates the grid so singles appear inside the chain;
//   - "Dynamic Forcing Chains (+)" (SE's nesting level 1): dynamic chains that, when their
//     implications run out, apply pointing/claiming, hidden and naked pairs and X-Wings on
//     the working grid (se_advanced.cpp), each elimination a new off node;
//   - SE's nested levels 2 and 3 (9.5+, 10.0+): the same, and when those rules give nothing,
//     every static forcing chain and cycle (level 2) or static region and cell forcing chain
//     (level 3) on the working grid, each hint's eliminations new off nodes whose parents are
//     the candidates struck that its chains needed (SE's getRuleParents); a step's complexity
//     adds its distinct nested chains' (SE's getNestedComplexity); level 4 with nesting limits
//     0, 1 and 2 (10.5+, SeOptions::chain_level 6 to 8): dynamic forcing chains nested, at
//     nesting level 0, 1 ("(+)": the basic rules in their nets) or 2 (static forcing chains
//     in their nets too).
// Difficulty = the rule's base + SE's length adjustment (length_difficulty); among the steps
// of a rule the easiest is taken, then the least complex, then the first found.
// The nodes and the links (on_to_off: weak, off_to_on: strong) are the technique library's
// (technique/candidate_links.hpp), in SE's link order; the searches, nets and their parents are
// SE's own (the human grader's chains, aic.cpp, search the same links differently).
#include "grade/se/se_chains.hpp"

#include <algorithm>
#include <memory>
#include <span>
#include <vector>

#include "grade/se/se_advanced.hpp"
#include "grade/technique/candidate_links.hpp"
#include "grade/technique/se_ratings.hpp"

namespace sudokupress::grade::se {

namespace {

// A vector of trivially copyable values whose push_back is inlined: the chains push millions
// of nodes a rating into their queues and nets, and GCC kept std::vector's push_back out of
// line (9 % of `grade`'s profile on top1465: a call per node). Grows by doubling.
template <class T>
class Buf {
 public:
  Buf() : data_(std::make_unique<T[]>(kStart)), cap_(kStart) {}
  void push_back(T v) {
    if (n_ == cap_) [[unlikely]]
      grow();
    data_[n_++] = v;
  }
  void clear() { n_ = 0; }
  void assign(size_t k, T v) {
    n_ = 0;
    for (size_t i = 0; i < k; ++i) push_back(v);
  }
  void pop_back() { --n_; }
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T& back() { return data_[n_ - 1]; }
  T* begin() { return data_.get(); }
  T* end() { return data_.get() + n_; }
  const T* begin() const { return data_.get(); }
  const T* end() const { return data_.get() + n_; }
  const T* data() const { return data_.get(); }
  void swap(Buf& o) {
    std::swap(data_, o.data_);
    std::swap(n_, o.n_);
    std::swap(cap_, o.cap_);
  }

 private:
  static constexpr size_t kStart = 256;
  [[gnu::noinline]] void grow() {
    auto bigger = std::make_unique<T[]>(cap_ * 2);
    std::copy(data_.get(), data_.get() + n_, bigger.get());
    data_ = std::move(bigger);
    cap_ *= 2;
  }
  std::unique_ptr<T[]> data_;
  size_t n_ = 0, cap_;
};

constexpr int kPotentials = kCells * 9;

struct Found;
bool pick(std::vector<Found>& all, Found& best);
constexpr int kNodes = kPotentials * 2;

// A node is a literal of the technique library's candidate encoding (candidate_links.hpp).
inline int node(int cell, int digit, bool on) {
  return technique::literal(technique::candidate_id(cell, digit, 9), on);
}
inline int node_cell(int n) { return technique::candidate_cell(technique::literal_id(n), 9); }
inline int node_digit(int n) { return technique::candidate_digit(technique::literal_id(n), 9); }
inline bool node_on(int n) { return technique::literal_on(n); }
inline int conjugate(int n) { return technique::negation(n); }

// The next stamp of a mark array: marks equal to the stamp are current. On wrap-around every
// mark is cleared first, so no old mark can look current.
inline uint32_t next_stamp(uint32_t& stamp, std::vector<uint32_t>& marks) {
  if (++stamp == 0) {
    std::fill(marks.begin(), marks.end(), 0);
    stamp = 1;
  }
  return stamp;
}

using technique::se_rating;
using technique::SeRule;

// SE's link order of a cell's peers as three 81-bit cell sets per cell: its block, its row
// outside the block, its column outside the block, each walked in ascending cell order (each
// region's own cell order), so a search visits only the peers that hold a digit (CellSet & the
// digit's cells).
struct LinkParts {
  std::array<std::array<std::array<uint64_t, 2>, 3>, kCells> w{};
  constexpr LinkParts() {
    for (int c = 0; c < kCells; ++c)
      for (int o = 0; o < kCells; ++o) {
        if (o == c) continue;
        int part = -1;
        if (block_of(o) == block_of(c))
          part = 0;
        else if (row_of(o) == row_of(c))
          part = 1;
        else if (col_of(o) == col_of(c))
          part = 2;
        if (part >= 0) w[c][part][o >> 6] |= uint64_t{1} << (o & 63);
      }
  }
  CellSet part(int c, int i) const { return {{w[c][i][0], w[c][i][1]}}; }
};
inline constexpr LinkParts kLinkParts{};

// A cell's peers holding a digit (`cells`: the digit's cells), in SE's link order: the weak
// links' peers, for technique::for_each_weak_link.
struct LinkPeers {
  int cell;
  const CellSet& cells;
  template <class F>
  void for_each(F&& f) const {
    for (int i = 0; i < 3; ++i) (kLinkParts.part(cell, i) & cells).for_each(f);
  }
};

// SE: +0.1 each time the chain's length (complexity - 2) passes 4, 6, 8, 12, 16, 24, 32, ...
// (technique::se_length_steps; added one step at a time, as SE adds them).
double length_difficulty(int complexity) {
  double added = 0;
  for (int n = technique::se_length_steps(complexity - 2); n > 0; --n)
    added += technique::kSeLengthStep;
  return added;
}

// A cycle's base: X or Y links alone, or both.
double cycle_base(bool x, bool y) { return se_rating(x && y ? SeRule::kXYCycle : SeRule::kCycle); }
// A static forcing chain's base: with Y links, or X links alone.
double chain_base(bool y) { return se_rating(y ? SeRule::kForcingChain : SeRule::kForcingXChain); }

// The implications found from some premises: which nodes hold, each with its parents.
class Net {
 public:
  void reset() {
    for (int n : order_) {
      mark_[n] = 0;
      start_[n] = -1;
      nested_[n] = -1;
    }
    order_.clear();
    parents_.clear();
  }
  bool has(int n) const { return mark_[n]; }
  void add(int n, int parent) {
    mark_[n] = 1;
    start_[n] = static_cast<int>(parents_.size());
    len_[n] = parent < 0 ? 0 : 1;
    if (parent >= 0) parents_.push_back(static_cast<int16_t>(parent));
    order_.push_back(n);
  }
  // A parent added after add() (SE's hidden parents of a dynamic implication).
  void add_parent(int n, int parent) {
    parents_.push_back(static_cast<int16_t>(parent));
    ++len_[n];
  }
  const Buf<int>& order() const { return order_; }
  // The nested hint (an index into ChainBuffers::nested_table) that gave off node n, or -1.
  void set_nested(int n, int id) { nested_[n] = id; }
  // An on node's link (SE's Potential.cause): its region, -1 for its cell.
  void set_cause(int n, int cause) { cause_[n] = static_cast<int8_t>(cause); }
  int cause(int n) const { return cause_[n]; }
  int parent_count(int n) const { return len_[n]; }
  int first_parent(int n) const { return len_[n] ? parents_[start_[n]] : -1; }
  // Distinct nodes among n and its ancestors.
  int ancestors(int n, Buf<int>& stack, std::vector<uint32_t>& seen, uint32_t gen,
                std::vector<int>* nested) const {
    return ancestors(&n, 1, stack, seen, gen, nested);
  }
  // Distinct nodes among roots[0 .. k) and their ancestors; `nested` (if given) gets the
  // nested hints found among them.
  int ancestors(const int* roots, int k, Buf<int>& stack, std::vector<uint32_t>& seen, uint32_t gen,
                std::vector<int>* nested) const {
    int count = 0;
    for_each_ancestor(roots, k, stack, seen, gen, [&](int x) {
      ++count;
      if (nested && nested_[x] >= 0) nested->push_back(nested_[x]);
    });
    return count;
  }
  // visit(x) once for each distinct node among roots[0 .. k) and their ancestors, depth first
  // (the order chain keys depend on); `seen` marks with `gen`, a fresh stamp.
  template <class F>
  void for_each_ancestor(const int* roots, int k, Buf<int>& stack, std::vector<uint32_t>& seen,
                         uint32_t gen, F&& visit) const {
    stack.clear();
    for (int i = 0; i < k; ++i)
      if (seen[roots[i]] != gen) {
        seen[roots[i]] = gen;
        stack.push_back(roots[i]);
      }
    while (!stack.empty()) {
      int x = stack.back();
      stack.pop_back();
      visit(x);
      for (int i = 0; i < len_[x]; ++i) {
        int p = parents_[start_[x] + i];
        if (seen[p] != gen) {
          seen[p] = gen;
          stack.push_back(p);
        }
      }
    }
  }
  Net()
      : mark_(kNodes, 0),
        start_(kNodes, -1),
        len_(kNodes, 0),
        nested_(kNodes, -1),
        cause_(kNodes, -1) {}

 private:
  std::vector<uint8_t> mark_;  // (bytes, not vector<bool>: tested on every link)
  std::vector<int> start_;
  std::vector<int16_t> len_;
  Buf<int16_t> parents_;
  Buf<int> order_;
  std::vector<int32_t> nested_;
  std::vector<int8_t> cause_;
};

struct Found {
  double difficulty;
  int complexity;
  std::string_view name;
  std::vector<Elim> elims;
  int cell = -1, digit = 0;
  // Nested use (Chainer::source_): SE's getSortKey, getRuleParents and a key of the chain's
  // nodes (SE's FullChain: two hints with the same chains count once).
  int sort_key = 0;
  std::vector<Elim> parents;
  uint64_t key = 0;
};

// A forcing chain's conclusion: a placement (`place`) or the removal of `digit` from `cell`.
Found forcing_step(std::string_view name, double base, int complexity, int cell, int digit,
                   bool place) {
  Found f;
  f.complexity = complexity;
  f.difficulty = base + length_difficulty(complexity);
  f.name = name;
  if (place) {
    f.cell = cell;
    f.digit = digit;
  } else {
    f.elims.push_back({static_cast<int8_t>(cell), static_cast<int8_t>(digit)});
  }
  return f;
}

// The easiest step, then the least complex, then the first found (SE's stable sort).
bool pick(std::vector<Found>& all, Found& best) {
  if (all.empty()) return false;
  size_t b = 0;
  for (size_t i = 1; i < all.size(); ++i) {
    double d = all[i].difficulty - all[b].difficulty;
    if (d < -1e-9 || (d < 1e-9 && all[i].complexity < all[b].complexity)) b = i;
  }
  best = std::move(all[b]);
  return true;
}

struct CycleEntry {
  int node, parent;
  int cause;  // an on node's link: its region, -1 for its cell (SE's Potential.cause)
};

}  // namespace

// The links of the step's own grid, which cycles and unary chains walk many times from the same
// nodes (an off node once per parent): per node and flags, what on_to_off / off_to_on give, in
// their order, made on first use in a step (stamp). Variants: on_to_off y = 0, 1; off_to_on
// 2 + 2 * y + x.
struct StaticLinks {
  static constexpr int kVariants = 6, kMax = 32;
  std::vector<uint32_t> stamp = std::vector<uint32_t>(kVariants * kNodes, 0);
  std::vector<uint8_t> count = std::vector<uint8_t>(kVariants * kNodes, 0);
  std::vector<int16_t> node = std::vector<int16_t>(kVariants * kNodes * kMax, 0);
  std::vector<int8_t> region = std::vector<int8_t>(kVariants * kNodes * kMax, 0);
};

// The on nets of one multiple-chains search (a rule on one grid), by premise node: a premise's
// net is the same whether the cell loop or a region asks for it, and region forcing chains ask
// for each position again (up to four propagations of one premise before, one now).
struct OnNet {
  Net net;
  bool bad = false;  // propagate's contradiction, with its nodes
  int bad_in_net = 0, bad_new = 0, bad_new_count = 0;
  std::vector<int> bad_hits;   // level 2+: the nested hints among bad_new's ancestors
  std::vector<int> bad_roots;  // nested use: bad_new's parents, and its link (on node)
  int bad_cause = -1;
};
struct OnNetCache {
  std::vector<std::unique_ptr<OnNet>> pool;  // (pointers: a net's address outlives growth)
  std::vector<uint32_t> stamp = std::vector<uint32_t>(kNodes, 0);
  std::vector<int16_t> slot = std::vector<int16_t>(kNodes, 0);
  uint32_t search = 0;  // the stamp of the current search
  int used = 0;
};

// Nishio forcing chains of one digit (X links only): what a premise on digit v implies depends
// on v's cells alone, so a digit's results hold until its cells change (key), in any step or
// rating. Per cell: the complexity of the contradiction from v on / off there (0: none).
struct NishioDigit {
  CellSet key, done;
  std::array<int16_t, kCells> on{}, off{};
};

struct ChainBuffers {
  StaticLinks links;
  uint32_t step = 0;  // the stamp of the current step's links
  Net nets[3];
  OnNetCache on_nets;
  Buf<CycleEntry> cycle_entries;
  Buf<int> stack, queue_on, queue_off;
  Buf<int> cycle_on, cycle_off, cycle, unary_on, unary_off, unary_next;
  // The on nodes, by y (on_to_off's flag) and node, that have no unary chain to their
  // negation in the current step (stamp = no_chain_step).
  std::vector<uint32_t> no_chain = std::vector<uint32_t>(2 * kNodes, 0);
  uint32_t no_chain_step = 0;
  std::vector<uint32_t> seen = std::vector<uint32_t>(kNodes, 0);
  uint32_t gen = 0;
  // The off nodes a cycle search has made an entry of (stamp = cycle_search): only those can
  // be an ancestor of an entry.
  std::vector<uint32_t> off_made = std::vector<uint32_t>(kNodes, 0);
  uint32_t cycle_search = 0;
  // The nodes a cycle or unary search has reached (stamp = visit_mark): a plain mark is all
  // they need of a net.
  std::vector<uint32_t> visited = std::vector<uint32_t>(kNodes, 0);
  uint32_t visit_mark = 0;
  Grid work;
  PositionTable step_pos, work_pos;  // of the step's grid and of work
  NishioDigit nishio[10];
  std::array<CellSet, 10> digit_cells;  // of the step's grid, by digit
  std::array<CellSet, 10> work_cells;   // of work, by digit (a dynamic search's grid)
  AdvancedOffs advanced;                // the nested rules' last eliminations
  // SE's nesting level 2: the static forcing chains run on a dynamic net's working grid
  // (nested_grid) with buffers of their own (nested, made on first use), the hints they
  // give (nested_hints), and the nested hints that gave off nodes in the current search's
  // nets (nested_table: complexity and FullChain key, by Net::set_nested's index).
  std::unique_ptr<ChainBuffers> nested;
  Grid nested_grid;
  std::vector<Found> nested_hints;
  std::vector<std::pair<int, uint64_t>> nested_table;
  // A unary search's parent and link cause of each node it reached (nested use only).
  std::vector<int16_t> unary_parent = std::vector<int16_t>(kNodes, -1);
  std::vector<int8_t> unary_cause = std::vector<int8_t>(kNodes, -1);
};

namespace {

class Chainer {
 public:
  // `source`: for a nested search (SE's nesting level 2) on a dynamic net's working grid `g`,
  // the outer step's grid; the static rules then keep every hint, with its rule parents.
  Chainer(const Grid& g, int64_t& nodes, int64_t max_nodes, ChainBuffers& b,
          const Grid* source = nullptr)
      : nets_(b.nets),
        cycle_entries_(b.cycle_entries),
        g_(g),
        nodes_(nodes),
        max_nodes_(max_nodes),
        b_(b),
        stack_(b.stack),
        queue_on_(b.queue_on),
        queue_off_(b.queue_off),
        seen_(b.seen),
        gen_(b.gen),
        work_(b.work),
        source_(source) {
    next_stamp(b.step, b.links.stamp);
    next_stamp(b.no_chain_step, b.no_chain);
    fill_positions(g, b.step_pos);
    for (CellSet& s : b.digit_cells) s = {};
    for (int c = 0; c < kCells; ++c)
      for (unsigned m = g.cand[c]; m; m &= m - 1) b.digit_cells[low_digit(m)].set(c);
  }

  bool static_chains(Found& best);
  // Nested use: every static hint (cycles, forcing chains from on and off premises) into
  // b_.nested_hints, in SE's order (difficulty, complexity, sort key, then as found).
  // `kind`: 2 = cycles and forcing chains, 3 = static region and cell forcing chains, 4 =
  // dynamic forcing chains (SE's nested rules of levels 2, 3 and 4); `level`: for kind 4, the
  // nesting level of those dynamic chains (SE's nesting limit: 0, 1 or 2).
  void static_hints(int kind, int level = 0);
  // `level`: SE's nesting level of dynamic chains (0: none, 1: "Dynamic Forcing Chains (+)");
  // `limit`: at level 4, SE's nesting limit, the level of the dynamic chains nested.
  bool multiple_chains(bool dynamic, bool nishio, Found& best, int level = 0, int limit = 0);
  bool nishio_chains(Found& best);

 private:
  // The static rules keep only steps that pick() could take: each must beat every step found
  // before it in the rule (easier, or as easy and less complex). A breadth-first search whose
  // next step could only be longer stops (its difficulty and complexity only grow with depth).
  bool beats_best(double difficulty, int complexity) const {
    if (source_) return true;  // (nested use: SE takes every hint)
    const double d = difficulty - best_difficulty_;
    return d < -1e-9 || (d < 1e-9 && complexity < best_complexity_);
  }
  void keep(std::vector<Found>& out, Found&& f) {
    if (source_) {
      out.push_back(std::move(f));
      return;
    }
    if (!beats_best(f.difficulty, f.complexity)) return;
    best_difficulty_ = f.difficulty;
    best_complexity_ = f.complexity;
    out.push_back(std::move(f));
  }

  // The implications of one node (SE's getOnToOff / getOffToOn) on `grid`, whose digits' cells
  // are `cells` (g_: digit_cells, work_: work_cells).
  // on_to_off: the technique library's weak links, the cell's other digits (y), then the digit
  // in the peers in SE's link order (LinkPeers: a cell seen through two regions counts once,
  // the block first), the peers without the digit skipped unvisited. (Before: link_peers' 20
  // cells each tested. With hidden_parents and new_on_count walking the struck positions alone,
  // 2026-11-29, `grade --threads 1` on top1465's first 400 puzzles, CPU s, three runs each,
  // alternated: 4.88 4.94 4.87 before, 4.74 4.69 4.70 after. The static links walk the masks
  // too since they are the library's: callgrind, `grade --profile se --threads 1` on the first
  // 150 of sudokuexchange_diabolical_se, 2,006.3M -> 1,961.4M instructions.)
  template <class F>
  void on_to_off(const Grid& grid, const std::array<CellSet, 10>& cells, int n, bool y,
                 F&& f) const {
    const int c = node_cell(n), d = node_digit(n);
    technique::for_each_weak_link(
        y ? unsigned{grid.cand[c]} : 0u, d, LinkPeers{c, cells[d]},
        [&](int e) { f(node(c, e, false)); }, [&](int o) { f(node(o, d, false)); });
  }
  // off_to_on: f(on node, region or -1 for the cell), the technique library's strong links: the
  // other candidate of a bivalue cell, the other position of a digit with two positions in a
  // region (regions in SE's order).
  // `pos_table`: the positions of `grid`.
  template <class F>
  void off_to_on(const Grid& grid, const PositionTable& pos_table, int n, bool y, bool x,
                 F&& f) const {
    const int c = node_cell(n), d = node_digit(n);
    if (y)
      if (const int e = technique::bivalue_partner(grid.cand[c], d)) f(node(c, e, true), -1);
    if (!x) return;
    for (int r : tables().regions[c]) {
      int i = 0, j = 0;
      if (!technique::two_places(pos_table[r][d], i, j)) continue;
      const auto& cells = tables().cells[r];
      f(node(cells[i] == c ? cells[j] : cells[i], d, true), r);
    }
  }

  // Whether some off node gives on node n by off_to_on on g_: n's cell is bivalue (y), or its
  // digit has two positions in one of its regions (x).
  bool has_strong_link(int n, bool x, bool y) const {
    const int c = node_cell(n), d = node_digit(n);
    if (y && bit_count(g_.cand[c]) == 2) return true;
    if (x)
      for (int r : tables().regions[c])
        if (bit_count(b_.step_pos[r][d]) == 2) return true;
    return false;
  }

  // on_to_off and off_to_on on the step's grid g_, through StaticLinks.
  template <class F>
  void static_on_to_off(int n, bool y, F&& f) {
    StaticLinks& l = b_.links;
    const size_t k = static_cast<size_t>(y) * kNodes + n;
    if (l.stamp[k] != b_.step) {
      int count = 0;
      on_to_off(g_, b_.digit_cells, n, y,
                [&](int o) { l.node[k * StaticLinks::kMax + count++] = static_cast<int16_t>(o); });
      l.count[k] = static_cast<uint8_t>(count);
      l.stamp[k] = b_.step;
    }
    for (int i = 0; i < l.count[k]; ++i) f(l.node[k * StaticLinks::kMax + i]);
  }
  template <class F>
  void static_off_to_on(int n, bool y, bool x, F&& f) {
    StaticLinks& l = b_.links;
    const size_t k = static_cast<size_t>(2 + 2 * y + x) * kNodes + n;
    if (l.stamp[k] != b_.step) {
      int count = 0;
      off_to_on(g_, b_.step_pos, n, y, x, [&](int o, int r) {
        l.node[k * StaticLinks::kMax + count] = static_cast<int16_t>(o);
        l.region[k * StaticLinks::kMax + count++] = static_cast<int8_t>(r);
      });
      l.count[k] = static_cast<uint8_t>(count);
      l.stamp[k] = b_.step;
    }
    for (int i = 0; i < l.count[k]; ++i)
      f(l.node[k * StaticLinks::kMax + i], l.region[k * StaticLinks::kMax + i]);
  }

  // SE's doChaining: ON nodes first, then one OFF at a time; dynamic = every OFF is struck
  // from the working grid. Returns a contradiction (two nodes: the one in the net, and a new
  // one, not added, with the count of its ancestors and itself: SE's complexity of the
  // contradiction is anc(bad_in_net) + bad_new_count) or false.
  bool propagate(Net& net, bool dynamic, bool y, int& bad_in_net, int& bad_new, int& bad_new_count);
  // The ancestors of a new on node (parent p, and in a dynamic search the hidden parents that
  // SE's getOffToOn gives it), itself included.
  int new_on_count(const Net& net, int p, int on, int region, bool dynamic);
  void hidden_parents(Net& net, const Grid& work, int on, int region) const;
  bool multiple_chains_at(bool dynamic, Found& best);
  enum StepKind { kContradiction, kDouble, kCell, kRegion };
  // SE's names of dynamic steps: "Dynamic " + kind + " Chains" + the level's suffix.
  std::string_view dynamic_name(StepKind kind) const {
    static constexpr std::string_view kNames[5][4] = {
        {"Dynamic Contradiction Forcing Chains", "Dynamic Double Forcing Chains",
         "Dynamic Cell Forcing Chains", "Dynamic Region Forcing Chains"},
        {"Dynamic Contradiction Forcing Chains (+)", "Dynamic Double Forcing Chains (+)",
         "Dynamic Cell Forcing Chains (+)", "Dynamic Region Forcing Chains (+)"},
        {"Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
         "Dynamic Double Forcing Chains (+ Forcing Chains)",
         "Dynamic Cell Forcing Chains (+ Forcing Chains)",
         "Dynamic Region Forcing Chains (+ Forcing Chains)"},
        {"Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
         "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
         "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
         "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)"},
        {"Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
         "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
         "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
         "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)"}};
    return kNames[std::min(level_, 4)][kind];
  }
  // SE's getAdvancedPotentials, when a dynamic net's queues run out at level 1 and more: the
  // basic rules on the working grid, their eliminations new off nodes of the net.
  void advance(Net& net);
  // Level 2: SE's nested static forcing chains on the working grid, when the basic rules
  // give nothing; their eliminations new off nodes, each marked with its hint.
  void advance_nested(Net& net);
  // The rule parents of on node n reached by `cause` (its region, -1: its cell), as SE's
  // ChainingHint.getRuleParents gives them: the candidates struck from source_ to g_ that
  // made the link a single.
  void rule_parents(int n, int cause, std::vector<Elim>& out) const;
  // Nested use: the rule parents of the chain from a premise to x in `net` (the premise's
  // link: premise_cause, as SE's cell and region hints give it), and its FullChain key.
  void chain_parents(const Net& net, int x, int premise_cause, Found& f);
  void binary_chains(int c, int v, int n, const OnNet& on_entry, double base,
                     std::vector<Found>& all);
  // A step of a multiple-chains rule into `all`; SE's complexity of a step: its chains' nodes
  // (`complexity`), and at level 2+ its nested hints' (taken from hits_).
  void add_step(std::vector<Found>& all, double base, std::string_view name, int complexity,
                int cell, int digit, bool place) {
    complexity += nested_complexity();
    all.push_back(forcing_step(name, base, complexity, cell, digit, place));
  }
  void chain_parents(const Net& net, const int* roots, int k, int premise_cause, Found& f);
  // Nested use (level 4): a contradiction's rule parents: the chain to bad_in_net, and the
  // new node's (its parents `roots`, its own link if it is an on node).
  void contradiction_parents(const Net& net, int bad_in_net, int bad_new,
                             const std::vector<int>& roots, int bad_cause, Found& f) {
    chain_parents(net, bad_in_net, -2, f);
    chain_parents(net, roots.data(), static_cast<int>(roots.size()), -2, f);
    f.key = chain_key(f.key, bad_new);
    if (node_on(bad_new)) rule_parents(bad_new, bad_cause, f.parents);
  }
  // Nested use: the hint just added to `all` with its sort key, a placement as eliminations;
  // dropped if it eliminates nothing.
  void nested_finish(std::vector<Found>& all, int sort_key);
  // The nodes of a net in the order region and cell chains try them as conclusions: the net's
  // order; nested, its on nodes then its off nodes (SE's regionToOn / cellToOn, then ...Off:
  // the order of hints that SE's stable sort keeps among equals).
  const Buf<int>& target_order(const Net& net) {
    if (!source_) return net.order();
    order_scratch_.clear();
    for (int on = 1; on >= 0; --on)
      for (int x : net.order())
        if (node_on(x) == on) order_scratch_.push_back(x);
    return order_scratch_;
  }
  int anc(const Net& net, int n) {
    next_stamp(gen_, seen_);
    return net.ancestors(n, stack_, seen_, gen_, level_ >= 2 ? &hits_ : nullptr);
  }
  // A contradiction's count (propagate), its nested hints kept apart in bad_hits_.
  template <class F>
  int bad_count(F&& count) {
    hits_.clear();
    const int n = count();
    bad_hits_.swap(hits_);
    hits_.clear();
    return n;
  }
  // SE's getNestedComplexity: the complexities of the distinct nested hints (by FullChain
  // key) among hits_, which it clears.
  int nested_complexity() {
    if (hits_.empty()) return 0;
    std::sort(hits_.begin(), hits_.end());
    hits_.erase(std::unique(hits_.begin(), hits_.end()), hits_.end());
    int sum = 0;
    for (size_t i = 0; i < hits_.size(); ++i) {
      const auto& [complexity, key] = b_.nested_table[hits_[i]];
      bool seen = false;
      for (size_t j = 0; j < i && !seen; ++j) seen = b_.nested_table[hits_[j]].second == key;
      if (!seen) sum += complexity;
    }
    hits_.clear();
    return sum;
  }
  bool budget() const { return nodes_ < max_nodes_; }
  // An off node struck from the dynamic search's grid, and from its positions.
  void strike(int off) {
    const int c = node_cell(off), d = node_digit(off);
    if (!work_.has(c, d)) return;
    work_.cand[c] &= static_cast<Mask>(~(1u << d));
    b_.work_cells[d].reset(c);
    for (int r : tables().regions[c])
      b_.work_pos[r][d] &= static_cast<uint16_t>(~(1u << tables().index_in[c][r]));
  }
  uint32_t new_visit() { return next_stamp(b_.visit_mark, b_.visited); }

  void unary(int start, bool x, bool y, std::vector<Found>& out);
  // Nested use: SE's doForcingChains from `start` (on or off) to its negation, with the
  // chain's rule parents (a static chain: one parent a node).
  void nested_chain(int start, bool y, std::vector<Found>& out);
  // SE's cause of off node o reached from on node p: the cell, or the first region (block,
  // row, column) of both.
  static int off_cause(int p, int o) {
    const int a = node_cell(p), b = node_cell(o);
    if (a == b) return -1;
    if (block_of(a) == block_of(b)) return block_of(a);
    return row_of(a) == row_of(b) ? 9 + row_of(a) : 18 + col_of(a);
  }
  static uint64_t chain_key(uint64_t h, int n) {
    return (h ^ static_cast<uint64_t>(n + 1)) * 0x100000001B3ull;
  }
  void cycle_hint(const Buf<int>& cyc, bool x, bool y, std::vector<Found>& out);
  void cycles(int start, bool x, bool y, std::vector<Found>& out);

  int contradiction(int premise, bool dynamic, bool y);
  void region_chains(int c, int v, const Net& on_c, bool dynamic, bool y, double base,
                     std::vector<Found>& all);
  // The propagated net of on node n in the current multiple-chains search (OnNetCache).
  const OnNet& on_net(int n, bool dynamic, bool y);
  void new_search() {
    OnNetCache& cache = b_.on_nets;
    cache.used = 0;
    b_.nested_table.clear();
    next_stamp(cache.search, cache.stamp);
  }

  Net (&nets_)[3];
  Buf<CycleEntry>& cycle_entries_;
  const Grid& g_;
  int64_t& nodes_;
  int64_t max_nodes_;
  ChainBuffers& b_;
  Buf<int>&stack_, &queue_on_, &queue_off_;
  std::vector<uint32_t>& seen_;
  uint32_t& gen_;
  Grid& work_;
  double best_difficulty_ = 1e9;  // of the steps kept so far (keep)
  int best_complexity_ = 0;
  int level_ = 0;       // of the dynamic search under way (multiple_chains)
  int limit_ = 0;       // its nesting limit (level 4: the level of the chains nested)
  const Grid* source_;  // nested use (the constructor)
  // Level 2+: the nested hints met by anc() since the last step's complexity was taken
  // (nested_complexity), and those of propagate's last contradiction.
  std::vector<int> hits_, bad_hits_;
  std::vector<int> cyc_cause_;  // the causes of cycle()'s nodes (nested use)
  Buf<int> order_scratch_;      // target_order's
  std::vector<int> bad_roots_;  // nested use: propagate's contradiction, bad_new's parents
  int bad_cause_ = -1;          // and its link
};

int Chainer::new_on_count(const Net& net, int p, int on, int region, bool dynamic) {
  int roots[10], k = 0;
  roots[k++] = p;
  if (dynamic) {
    const int c = node_cell(on), d = node_digit(on);
    if (region < 0) {
      for (unsigned m = g_.cand[c] & ~work_.cand[c]; m; m &= m - 1)
        if (net.has(node(c, low_digit(m), false))) roots[k++] = node(c, low_digit(m), false);
    } else {
      for (unsigned m = b_.step_pos[region][d] & ~b_.work_pos[region][d]; m; m &= m - 1) {
        const int o = node(tables().cells[region][low_digit(m)], d, false);
        if (net.has(o)) roots[k++] = o;
      }
    }
  }
  next_stamp(gen_, seen_);
  if (source_) bad_roots_.assign(roots, roots + k);  // (nested use: the chain's parents)
  return 1 + net.ancestors(roots, k, stack_, seen_, gen_, level_ >= 2 ? &hits_ : nullptr);
}

void Chainer::advance(Net& net) {
  AdvancedOffs& a = b_.advanced;
  ++nodes_;
  if (!advanced_basic(g_, work_, b_.work_pos, a)) {
    if (level_ >= 2) advance_nested(net);
    return;
  }
  for (size_t i = 0; i < a.elims.size(); ++i) {
    const int off = node(a.elims[i].cell, a.elims[i].digit, false);
    if (net.has(off)) continue;  // (SE: the first hint to eliminate it gives its parents)
    net.add(off, -1);
    for (int k = a.start[i]; k < a.start[i + 1]; ++k) {
      const int p = node(a.parents[k].cell, a.parents[k].digit, false);
      if (net.has(p)) net.add_parent(off, p);
    }
    queue_off_.push_back(off);
  }
}

void Chainer::hidden_parents(Net& net, const Grid& work, int on, int region) const {
  int c = node_cell(on), d = node_digit(on);
  if (region < 0) {
    for (unsigned m = g_.cand[c] & ~work.cand[c]; m; m &= m - 1) {
      int p = node(c, low_digit(m), false);
      if (net.has(p)) net.add_parent(on, p);
    }
    return;
  }
  // (The positions struck from the step's grid: work_pos is `work`'s, the only grid asked.)
  for (unsigned m = b_.step_pos[region][d] & ~b_.work_pos[region][d]; m; m &= m - 1) {
    const int p = node(tables().cells[region][low_digit(m)], d, false);
    if (net.has(p)) net.add_parent(on, p);
  }
}

bool Chainer::propagate(Net& net, bool dynamic, bool y, int& bad_in_net, int& bad_new,
                        int& bad_new_count) {
  queue_on_.clear();
  queue_off_.clear();
  for (int n : net.order()) (node_on(n) ? queue_on_ : queue_off_).push_back(n);
  size_t on_i = 0, off_i = 0;
  if (dynamic) {
    work_ = g_;
    b_.work_pos = b_.step_pos;
    b_.work_cells = b_.digit_cells;
  }
  // A static chain walks the step's grid: its links come from StaticLinks.
  auto on_links = [&](int p, auto&& f) {
    if (dynamic)
      on_to_off(work_, b_.work_cells, p, y, f);
    else
      static_on_to_off(p, y, f);
  };
  auto off_links = [&](int p, auto&& f) {
    if (dynamic)
      off_to_on(work_, b_.work_pos, p, y, true, f);
    else
      static_off_to_on(p, y, true, f);
  };
  while (on_i < queue_on_.size() || off_i < queue_off_.size()) {
    if (++nodes_ > max_nodes_) return false;
    if (on_i < queue_on_.size()) {
      int p = queue_on_[on_i++];
      bool stop = false;
      on_links(p, [&](int off) {
        if (stop) return;
        if (net.has(conjugate(off))) {
          bad_in_net = conjugate(off), bad_new = off;
          bad_new_count = bad_count([&] { return 1 + anc(net, p); });
          if (source_) bad_roots_.assign(1, p), bad_cause_ = -1;
          stop = true;
        } else if (!net.has(off)) {
          net.add(off, p);
          queue_off_.push_back(off);
        }
      });
      if (stop) return true;
    } else {
      int p = queue_off_[off_i++];
      int made[4], regions[4], nm = 0;
      off_links(p, [&](int on, int r) {
        for (int i = 0; i < nm; ++i)
          if (made[i] == on) return;
        made[nm] = on;
        regions[nm++] = r;
      });
      if (dynamic) strike(p);
      for (int i = 0; i < nm; ++i) {
        int on = made[i];
        if (net.has(conjugate(on))) {
          bad_in_net = conjugate(on), bad_new = on;
          bad_new_count = bad_count([&] { return new_on_count(net, p, on, regions[i], dynamic); });
          bad_cause_ = regions[i];
          return true;
        }
        if (net.has(on)) continue;
        net.add(on, p);
        net.set_cause(on, regions[i]);
        if (dynamic) hidden_parents(net, work_, on, regions[i]);
        queue_on_.push_back(on);
      }
    }
    if (level_ > 0 && dynamic && on_i == queue_on_.size() && off_i == queue_off_.size())
      advance(net);
  }
  return false;
}

void Chainer::cycle_hint(const Buf<int>& cyc, bool x, bool y, std::vector<Found>& out) {
  const int len = static_cast<int>(cyc.size());
  const double difficulty = cycle_base(x, y) + length_difficulty(len);
  if (!beats_best(difficulty, len)) return;
  Found f;
  for (int i = 0; i < len; i += 2) {  // the weak links: on -> off
    int a = cyc[i], b = cyc[i + 1];
    int ca = node_cell(a), cb = node_cell(b), da = node_digit(a), db = node_digit(b);
    if (ca == cb) {
      for (unsigned m = g_.cand[ca] & ~((1u << da) | (1u << db)); m; m &= m - 1)
        f.elims.push_back({static_cast<int8_t>(ca), static_cast<int8_t>(low_digit(m))});
    } else {
      (peer_set(ca) & peer_set(cb) & b_.digit_cells[da]).for_each([&](int c) {
        f.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(da)});
      });
    }
  }
  if (f.elims.empty()) return;
  std::sort(f.elims.begin(), f.elims.end(),
            [](Elim p, Elim q) { return p.cell != q.cell ? p.cell < q.cell : p.digit < q.digit; });
  f.elims.erase(std::unique(f.elims.begin(), f.elims.end(),
                            [](Elim p, Elim q) { return p.cell == q.cell && p.digit == q.digit; }),
                f.elims.end());
  f.complexity = len;
  f.difficulty = difficulty;
  f.name = x && y ? "Bidirectional Cycle" : x ? "Bidirectional X-Cycle" : "Bidirectional Y-Cycle";
  if (source_) {  // (SE's CycleHint: the on nodes of the cycle and of its reverse)
    f.sort_key = x && y ? 4 : y ? 3 : 2;
    f.key = 1;
    for (int i = 0; i < len; ++i) {
      rule_parents(cyc[i], i % 2 ? off_cause(cyc[i - 1], cyc[i]) : cyc_cause_[i], f.parents);
      f.key = chain_key(f.key, cyc[i]);
    }
  }
  keep(out, std::move(f));
}

// SE's doCycles from `start` (an on node), breadth-first: an on node is expanded once, an
// off node once per parent (not an ancestor of it); every way back to `start` after four or
// more links is a cycle.
void Chainer::cycles(int start, bool x, bool y, std::vector<Found>& out) {
  // A cycle comes back to `start` through a strong link (off -> on): none, no cycle.
  if (!has_strong_link(start, x, y)) return;
  Buf<CycleEntry>& ent = cycle_entries_;
  ent.clear();
  ent.push_back({start, -1, -1});
  std::vector<uint32_t>& seen = b_.visited;
  const uint32_t seen_mark = new_visit();
  seen[start] = seen_mark;
  Buf<int>&on = b_.cycle_on, &off = b_.cycle_off;
  on.assign(1, 0);
  off.clear();
  const uint32_t search = next_stamp(b_.cycle_search, b_.off_made);
  // Whether off node n is an ancestor of on entry e: only the off entries (every other one,
  // each with an on parent) are compared, and only for a node made an entry before. (The
  // plain walk over every ancestor was a sixth of the rating.)
  auto is_parent = [&](int e, int n) {
    if (b_.off_made[n] != search) return false;
    for (int i = ent[e].parent; i >= 0; i = ent[ent[i].parent].parent)
      if (ent[i].node == n) return true;
    return false;
  };
  Buf<int>& cyc = b_.cycle;
  for (int length = 1; !on.empty(); ++length) {
    off.clear();
    for (int e : on) {
      static_on_to_off(ent[e].node, y, [&](int o) {
        if (is_parent(e, o)) return;
        b_.off_made[o] = search;
        ent.push_back({o, e, -1});
        off.push_back(static_cast<int>(ent.size()) - 1);
      });
      ++nodes_;
    }
    on.clear();
    ++length;
    // Cycles found from here on have `length` nodes or more.
    if (length >= 4 && !beats_best(cycle_base(x, y) + length_difficulty(length), length)) return;
    for (int e : off) {
      static_off_to_on(ent[e].node, y, x, [&](int o, int r) {
        if (length >= 4 && o == start) {
          cyc.clear();
          cyc_cause_.clear();
          for (int i = e; i >= 0; i = ent[i].parent) {
            cyc.push_back(ent[i].node);
            cyc_cause_.push_back(i == 0 ? r : ent[i].cause);  // (the start: the closing link)
          }
          std::reverse(cyc.begin(), cyc.end());
          std::reverse(cyc_cause_.begin(), cyc_cause_.end());
          cycle_hint(cyc, x, y, out);
        }
        if (seen[o] == seen_mark) return;
        seen[o] = seen_mark;
        ent.push_back({o, e, r});
        on.push_back(static_cast<int>(ent.size()) - 1);
      });
      ++nodes_;
    }
    if (!budget()) return;
  }
}

// SE's doUnaryChaining from `start` (an on node): cycles back to it, and (with X links) a
// chain to its own negation, breadth-first. Every node has one parent, so the chain found in
// round k has 2k nodes: its complexity needs no net (a Net with parents and an ancestor count
// was a tenth of the rating).
void Chainer::unary(int start, bool x, bool y, std::vector<Found>& out) {
  cycles(start, x, y, out);
  if (!x) return;
  if (source_) {  // (SE's doUnaryChaining: chains from the premise on, then off)
    nested_chain(start, y, out);
    nested_chain(conjugate(start), y, out);
    return;
  }
  // No chain from an on node that a search to exhaustion has reached without finding its own
  // premise's negation: links come in contrapositive pairs (a -> b, then not b -> not a), so
  // start => t and t => not t would give start => not start. Those starts are skipped (their
  // search would find nothing; the node count, a bound on work, only grows slower). On top1465's
  // first 400 puzzles: the X chains' nodes 7.76 M -> 6.65 M, the XY chains' 26.8 M -> 20.1 M
  // (2026-11-29; CPU time within the machine's noise: 4.94 4.99 4.94 s before, 4.88 5.16 5.04
  // after). (Rejected, same day: every layer as a cell set per digit, links as unions of peer
  // sets: the same layers and counts, but 5.42 5.39 5.48 s against 5.12 5.29 5.04 before: most
  // searches stop after two or three layers of a few nodes, where the lists of StaticLinks win;
  // and one 729-bit set per layer, 5.22 s against 4.85 s.)
  const size_t no_chain = static_cast<size_t>(y) * kNodes;
  if (b_.no_chain[no_chain + start] == b_.no_chain_step) return;
  std::vector<uint32_t>& seen = b_.visited;
  const uint32_t mark = new_visit();
  seen[start] = mark;
  Buf<int>&on = b_.unary_on, &off = b_.unary_off, &reached = b_.unary_next;
  on.assign(1, start);
  reached.assign(1, start);
  int found = 0;  // the chain's complexity
  for (int complexity = 2; !on.empty() && !found; complexity += 2) {
    if (!beats_best(chain_base(y) + length_difficulty(complexity), complexity)) return;
    off.clear();
    for (int p : on) {
      static_on_to_off(p, y, [&](int o) {
        if (o == conjugate(start)) found = complexity;
        if (seen[o] == mark) return;
        seen[o] = mark;
        off.push_back(o);
      });
      ++nodes_;
    }
    on.clear();
    if (found) break;
    for (int p : off) {
      static_off_to_on(p, y, x, [&](int o, int) {
        if (seen[o] == mark) return;
        seen[o] = mark;
        on.push_back(o);
        reached.push_back(o);
      });
      ++nodes_;
    }
  }
  if (!found) {  // (searched to exhaustion: a cap returns above)
    for (int n : reached) b_.no_chain[no_chain + n] = b_.no_chain_step;
    return;
  }
  Found f;
  f.complexity = found;
  f.difficulty = chain_base(y) + length_difficulty(found);
  f.name = y ? "Forcing Chain" : found <= 6 ? "Turbot Fish" : "Forcing X-Chain";
  f.elims.push_back(
      {static_cast<int8_t>(node_cell(start)), static_cast<int8_t>(node_digit(start))});
  keep(out, std::move(f));
}

void Chainer::nested_chain(int start, bool y, std::vector<Found>& out) {
  // As in unary: a node reached by a search to exhaustion that did not find its premise's
  // negation has no chain to its own (no_chain, on and off nodes alike).
  const size_t no_chain = static_cast<size_t>(y) * kNodes;
  if (b_.no_chain[no_chain + start] == b_.no_chain_step) return;
  std::vector<uint32_t>& seen = b_.visited;
  const uint32_t mark = new_visit();
  seen[start] = mark;
  Buf<int>&layer = b_.unary_on, &next = b_.unary_off, &reached = b_.unary_next;
  layer.assign(1, start);
  reached.assign(1, start);
  const int target = conjugate(start);
  int target_parent = -1, target_cause = -1;
  auto reach = [&](int p, int o, int cause) {
    if (o == target && target_parent < 0) target_parent = p, target_cause = cause;
    if (seen[o] == mark) return;
    seen[o] = mark;
    b_.unary_parent[o] = static_cast<int16_t>(p);
    b_.unary_cause[o] = static_cast<int8_t>(cause);
    next.push_back(o);
    reached.push_back(o);
  };
  while (!layer.empty() && target_parent < 0 && budget()) {
    next.clear();
    for (int p : layer) {
      if (node_on(p))
        static_on_to_off(p, y, [&](int o) { reach(p, o, -1); });
      else
        static_off_to_on(p, y, true, [&](int o, int r) { reach(p, o, r); });
      ++nodes_;
    }
    layer.swap(next);
  }
  if (target_parent < 0 && layer.empty())  // (searched to exhaustion, not stopped by the budget)
    for (int n : reached) b_.no_chain[no_chain + n] = b_.no_chain_step;
  if (target_parent < 0) return;
  Found f;
  f.key = 2;
  f.complexity = 1;
  if (node_on(target)) rule_parents(target, target_cause, f.parents);
  f.key = chain_key(f.key, target);
  for (int n = target_parent;; n = b_.unary_parent[n]) {
    ++f.complexity;
    f.key = chain_key(f.key, n);
    if (n == start) break;
    if (node_on(n)) rule_parents(n, b_.unary_cause[n], f.parents);
  }
  f.difficulty = chain_base(y) + length_difficulty(f.complexity);
  f.sort_key = y ? 4 : 2;
  f.name = "Forcing Chain";
  const int c = node_cell(start), d = node_digit(start);
  if (node_on(target)) {  // (the premise's cell holds its digit: its other candidates go)
    for (unsigned m = g_.cand[c] & ~(1u << d); m; m &= m - 1)
      f.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(low_digit(m))});
  } else {
    f.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(d)});
  }
  if (!f.elims.empty()) out.push_back(std::move(f));
}

void Chainer::rule_parents(int n, int cause, std::vector<Elim>& out) const {
  const int c = node_cell(n), d = node_digit(n);
  if (cause < 0) {
    for (unsigned m = source_->cand[c] & ~g_.cand[c]; m; m &= m - 1)
      out.push_back({static_cast<int8_t>(c), static_cast<int8_t>(low_digit(m))});
    return;
  }
  for (int o : tables().cells[cause])
    if (source_->has(o, d) && !g_.has(o, d))
      out.push_back({static_cast<int8_t>(o), static_cast<int8_t>(d)});
}

void Chainer::static_hints(int kind, int level) {
  const bool multiple = kind >= 3;
  std::vector<Found>& all = b_.nested_hints;
  all.clear();
  static constexpr bool kX[3] = {true, false, true}, kY[3] = {false, true, true};
  Found unused;
  if (multiple) {  // (fills `all`)
    level_ = level;
    multiple_chains_at(kind == 4, unused);
    level_ = 0;
  }
  for (int mode = 0; mode < 3 && !multiple; ++mode)
    for (int c = 0; c < kCells && budget(); ++c) {
      int n = bit_count(g_.cand[c]);
      if (n < 2 || (!kX[mode] && n != 2)) continue;
      for (unsigned m = g_.cand[c]; m; m &= m - 1)
        unary(node(c, low_digit(m), true), kX[mode], kY[mode], all);
    }
  std::stable_sort(all.begin(), all.end(), [](const Found& a, const Found& b) {
    const double d = a.difficulty - b.difficulty;
    if (d < -1e-9 || d > 1e-9) return d < 0;
    if (a.complexity != b.complexity) return a.complexity < b.complexity;
    return a.sort_key < b.sort_key;
  });
}

void Chainer::advance_nested(Net& net) {
  if (!b_.nested) b_.nested = std::make_unique<ChainBuffers>();
  b_.nested_grid = work_;
  Chainer nested(b_.nested_grid, nodes_, max_nodes_, *b_.nested, &g_);
  nested.static_hints(std::min(level_, 4), level_ >= 4 ? limit_ : 0);
  for (Found& f : b_.nested->nested_hints) {
    if (f.parents.empty()) continue;  // (SE: the rule holds without the chain)
    int id = -1;
    for (Elim e : f.elims) {  // (sorted by cell, then digit, as SE sorts them)
      const int off = node(e.cell, e.digit, false);
      if (net.has(off)) continue;
      if (id < 0) {
        id = static_cast<int>(b_.nested_table.size());
        b_.nested_table.push_back({f.complexity, f.key});
      }
      net.add(off, -1);
      net.set_nested(off, id);
      for (Elim p : f.parents) {
        const int pn = node(p.cell, p.digit, false);
        if (net.has(pn)) net.add_parent(off, pn);
      }
      queue_off_.push_back(off);
    }
  }
}

bool Chainer::static_chains(Found& best) {
  std::vector<Found> all;
  static constexpr bool kX[3] = {true, false, true}, kY[3] = {false, true, true};
  for (int mode = 0; mode < 3; ++mode) {
    // XY steps cost 7.0 and more (kXYCycle, kForcingChain): an X or Y step at 7.0 or less is
    // never beaten.
    // (Rejected: searching the XY chains to the negation of every start first, to cap the XY
    // cycles by the easiest of them from the first start on: the same steps, but 3.41 G
    // instructions against 3.38 G on 145 diabolical puzzles: the extra pass cost what the
    // cap saved.)
    if (mode == 2 && !all.empty()) {
      double lo = all[0].difficulty;
      for (const Found& f : all) lo = std::min(lo, f.difficulty);
      if (lo <= std::min(se_rating(SeRule::kXYCycle), se_rating(SeRule::kForcingChain))) break;
    }
    for (int c = 0; c < kCells && budget(); ++c) {
      int n = bit_count(g_.cand[c]);
      if (n < 2 || (!kX[mode] && n != 2)) continue;
      for (unsigned m = g_.cand[c]; m; m &= m - 1)
        unary(node(c, low_digit(m), true), kX[mode], kY[mode], all);
    }
  }
  return pick(all, best);
}

// SE's getMultipleChainsHintList: Nishio (dynamic, X links, contradictions only), static
// region and cell forcing chains, or dynamic forcing chains (contradiction, double, region,
// cell).
bool Chainer::multiple_chains(bool dynamic, bool nishio, Found& best, int level, int limit) {
  if (nishio) return nishio_chains(best);
  level_ = level;
  limit_ = limit;
  const bool found = multiple_chains_at(dynamic, best);
  level_ = limit_ = 0;
  return found;
}

bool Chainer::multiple_chains_at(bool dynamic, Found& best) {
  // SE: 8.0 static, 8.5 dynamic, 8.5 + 0.5 * level nested (Chaining.getDifficulty).
  const double base = dynamic
                          ? se_rating(SeRule::kDynamicChains) + technique::kSeNestedStep * level_
                          : se_rating(SeRule::kMultipleChains);
  constexpr bool y = true;
  std::vector<Found> all;
  auto add = [&](std::string_view name, int complexity, int cell, int digit, bool place) {
    add_step(all, base, name, complexity, cell, digit, place);
  };
  new_search();
  const Net* on_nets[10] = {};
  for (int c = 0; c < kCells && budget(); ++c) {
    const int n = bit_count(g_.cand[c]);
    if (!(n > 2 || (n > 1 && dynamic))) continue;
    for (unsigned m = g_.cand[c]; m; m &= m - 1) {
      const int v = low_digit(m);
      const OnNet& on_entry = on_net(node(c, v, true), dynamic, y);
      const Net& on = on_entry.net;
      on_nets[v] = &on;
      // (Static chains use neither contradictions nor the off net.)
      if (dynamic) binary_chains(c, v, n, on_entry, base, all);
      region_chains(c, v, on, dynamic, y, base, all);
    }
    // Cell forcing chains: what every candidate of the cell implies.
    const int first = low_digit(g_.cand[c]);
    for (int x : target_order(*on_nets[first])) {
      bool common = node_cell(x) != c;
      for (unsigned m = g_.cand[c]; m && common; m &= m - 1) common = on_nets[low_digit(m)]->has(x);
      if (!common) continue;
      int complexity = 0;
      for (unsigned m = g_.cand[c]; m; m &= m - 1) complexity += anc(*on_nets[low_digit(m)], x);
      add(dynamic ? dynamic_name(kCell) : "Cell Forcing Chains", complexity, node_cell(x),
          node_digit(x), node_on(x));
      if (!source_) continue;
      for (unsigned m = g_.cand[c]; m; m &= m - 1)
        chain_parents(*on_nets[low_digit(m)], x, -1, all.back());
      nested_finish(all, 5);
    }
  }
  if (source_) {  // (nested use: every hint, for static_hints)
    b_.nested_hints = std::move(all);
    return false;
  }
  return pick(all, best);
}

// SE's doBinaryChaining (dynamic): the contradictions of premise (c, v) on and off, and what
// both imply (double chains, for a cell of n >= 3 candidates).
void Chainer::binary_chains(int c, int v, int n, const OnNet& on_entry, double base,
                            std::vector<Found>& all) {
  const Net& on = on_entry.net;
  Net& off_net = nets_[1];
  int a, b, count;
  if (on_entry.bad) {
    hits_.insert(hits_.end(), on_entry.bad_hits.begin(), on_entry.bad_hits.end());
    add_step(all, base, dynamic_name(kContradiction),
             anc(on, on_entry.bad_in_net) + on_entry.bad_new_count, c, v, false);
    if (source_) {
      contradiction_parents(on, on_entry.bad_in_net, on_entry.bad_new, on_entry.bad_roots,
                            on_entry.bad_cause, all.back());
      nested_finish(all, 7);
    }
  }
  off_net.reset();
  off_net.add(node(c, v, false), -1);
  if (propagate(off_net, true, true, a, b, count)) {
    hits_.insert(hits_.end(), bad_hits_.begin(), bad_hits_.end());
    add_step(all, base, dynamic_name(kContradiction), anc(off_net, a) + count, c, v, true);
    if (source_) {
      contradiction_parents(off_net, a, b, bad_roots_, bad_cause_, all.back());
      nested_finish(all, 7);
    }
  }
  if (n >= 3)
    for (int x : on.order())
      if (off_net.has(x) && x != node(c, v, true)) {
        add_step(all, base, dynamic_name(kDouble), anc(on, x) + anc(off_net, x), node_cell(x),
                 node_digit(x), node_on(x));
        if (!source_) continue;
        chain_parents(on, x, -2, all.back());
        chain_parents(off_net, x, -2, all.back());
        nested_finish(all, 1);
      }
}

void Chainer::chain_parents(const Net& net, int x, int premise_cause, Found& f) {
  chain_parents(net, &x, 1, premise_cause, f);
}

void Chainer::chain_parents(const Net& net, const int* roots, int nroots, int premise_cause,
                            Found& f) {
  next_stamp(gen_, seen_);
  net.for_each_ancestor(roots, nroots, stack_, seen_, gen_, [&](int n) {
    f.key = chain_key(f.key, n);
    const int k = net.parent_count(n);
    const int cause = k ? net.cause(n) : premise_cause;  // (-2: a premise with no link)
    if (node_on(n) && cause > -2) rule_parents(n, cause, f.parents);
  });
}

void Chainer::nested_finish(std::vector<Found>& all, int sort_key) {
  Found& f = all.back();
  f.sort_key = sort_key;
  if (f.cell >= 0) {  // (a placement: the cell's other candidates go)
    for (unsigned m = g_.cand[f.cell] & ~(1u << f.digit); m; m &= m - 1)
      f.elims.push_back({static_cast<int8_t>(f.cell), static_cast<int8_t>(low_digit(m))});
    f.cell = -1;
  }
  if (f.elims.empty()) all.pop_back();
}

// The complexity of the contradiction that the premise leads to (0: none).
int Chainer::contradiction(int premise, bool dynamic, bool y) {
  Net& net = nets_[1];
  net.reset();
  net.add(premise, -1);
  int a, b, count;
  return propagate(net, dynamic, y, a, b, count) ? anc(net, a) + count : 0;
}

// SE's Nishio forcing chains (dynamic, X links, contradictions only), each digit's results
// kept while its cells do not change (NishioDigit): they were a tenth of the rating, and
// most of a step's digits come back unchanged at the next Nishio search.
bool Chainer::nishio_chains(Found& best) {
  std::vector<Found> all;
  auto add = [&](int complexity, int cell, int digit, bool place) {
    all.push_back(forcing_step(technique::se_name(SeRule::kNishio), se_rating(SeRule::kNishio),
                               complexity, cell, digit, place));
  };
  for (int c = 0; c < kCells && budget(); ++c) {
    if (bit_count(g_.cand[c]) < 2) continue;
    for (unsigned m = g_.cand[c]; m; m &= m - 1) {
      const int v = low_digit(m);
      NishioDigit& digit = b_.nishio[v];
      if (!(digit.key == b_.digit_cells[v])) {
        digit.key = b_.digit_cells[v];
        digit.done = {};
      }
      if (!digit.done.test(c)) {
        digit.on[c] = static_cast<int16_t>(contradiction(node(c, v, true), true, false));
        digit.off[c] = static_cast<int16_t>(contradiction(node(c, v, false), true, false));
        if (!budget()) return false;  // (a search cut short is not kept)
        digit.done.set(c);
      }
      if (digit.on[c]) add(digit.on[c], c, v, false);
      if (digit.off[c]) add(digit.off[c], c, v, true);
    }
  }
  return pick(all, best);
}

// SE's doRegionChainings: for each region of cell c where digit v has two or more positions,
// c being the first, what every position implies.
const OnNet& Chainer::on_net(int n, bool dynamic, bool y) {
  OnNetCache& cache = b_.on_nets;
  if (cache.stamp[n] == cache.search) return *cache.pool[cache.slot[n]];
  if (cache.used == static_cast<int>(cache.pool.size()))
    cache.pool.push_back(std::make_unique<OnNet>());
  cache.stamp[n] = cache.search;
  cache.slot[n] = static_cast<int16_t>(cache.used);
  OnNet& e = *cache.pool[cache.used++];
  e.net.reset();
  e.net.add(n, -1);
  e.bad = propagate(e.net, dynamic, y, e.bad_in_net, e.bad_new, e.bad_new_count);
  e.bad_hits.clear();
  if (e.bad) e.bad_hits.swap(bad_hits_);
  if (e.bad && source_) e.bad_roots = bad_roots_, e.bad_cause = bad_cause_;
  return e;
}

void Chainer::region_chains(int c, int v, const Net& on_c, bool dynamic, bool y, double base,
                            std::vector<Found>& all) {
  for (int r : tables().regions[c]) {
    unsigned pos = b_.step_pos[r][v];
    if (bit_count(pos) < 2 || tables().cells[r][low_digit(pos)] != c) continue;
    const Net* nets[9];
    int used[9], nu = 0;
    for (unsigned m = pos & (pos - 1); m; m &= m - 1) {
      int o = tables().cells[r][low_digit(m)];
      nets[nu] = &on_net(node(o, v, true), dynamic, y).net;
      used[nu++] = o;
    }
    for (int x : target_order(on_c)) {
      // (Ancestors are counted only for a common node: counting them first, as the search
      // once did, cost a tenth of the whole rating.)
      bool common = true;
      for (int i = 0; i < nu && common; ++i) common = nets[i]->has(x);
      if (!common) continue;
      bool premise = node_on(x) && node_digit(x) == v &&
                     (node_cell(x) == c || std::find(used, used + nu, node_cell(x)) != used + nu);
      if (premise) continue;
      int complexity = anc(on_c, x);
      for (int i = 0; i < nu; ++i) complexity += anc(*nets[i], x);
      complexity += nested_complexity();
      all.push_back(forcing_step(dynamic ? dynamic_name(kRegion) : "Region Forcing Chains", base,
                                 complexity, node_cell(x), node_digit(x), node_on(x)));
      if (!source_) continue;
      chain_parents(on_c, x, r, all.back());
      for (int i = 0; i < nu; ++i) chain_parents(*nets[i], x, r, all.back());
      nested_finish(all, 6);
    }
  }
}

}  // namespace

}  // namespace sudokupress::grade::se

namespace sudokupress::grade::se {

namespace {
// The buffers of the thread's last rating, handed to the next one: made afresh for each
// puzzle they cost about 1 MB of allocation and clearing (their state carries no meaning
// between ratings: every step restamps its links, every net is reset before use).
thread_local std::unique_ptr<ChainBuffers> spare_buffers;
}  // namespace

ChainEngine::ChainEngine(const SeOptions& options)
    : options_(options),
      buffers_(spare_buffers ? std::move(spare_buffers) : std::make_unique<ChainBuffers>()) {}
ChainEngine::~ChainEngine() { spare_buffers = std::move(buffers_); }

bool ChainEngine::find(const Grid& g, Hint& h) {
  Chainer chainer(g, nodes_, options_.max_nodes, *buffers_);
  Found f;
  bool found = chainer.static_chains(f) || chainer.multiple_chains(true, true, f) ||
               (options_.chain_level >= 1 && chainer.multiple_chains(false, false, f)) ||
               (options_.chain_level >= 2 && chainer.multiple_chains(true, false, f)) ||
               (options_.chain_level >= 3 && chainer.multiple_chains(true, false, f, 1)) ||
               (options_.chain_level >= 4 && chainer.multiple_chains(true, false, f, 2)) ||
               (options_.chain_level >= 5 && chainer.multiple_chains(true, false, f, 3)) ||
               (options_.chain_level >= 6 && chainer.multiple_chains(true, false, f, 4)) ||
               (options_.chain_level >= 7 && chainer.multiple_chains(true, false, f, 4, 1)) ||
               (options_.chain_level >= 8 && chainer.multiple_chains(true, false, f, 4, 2));
  // SE's level 4 tries its nesting limits 0, 1 and 2 in that order (Solver's experimental
  // producers), each only when the one before has no step: limit 1 nests "Dynamic Forcing
  // Chains (+)", limit 2 nests level-2 chains, which nest static forcing chains in their own
  // nets (three grids deep). On the 56 forum_hardest puzzles that need level 4, limit 0 always
  // had a step: chain_level 6 and 8 rate them alike (2026-11-27).
  if (!found || out_of_budget()) return false;
  h.clear();
  h.difficulty = f.difficulty;
  h.name = f.name;
  h.elims = std::move(f.elims);
  h.cell = f.cell;
  h.digit = f.digit;
  return true;
}

}  // namespace sudokupress::grade::se
