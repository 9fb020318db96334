// SPDX-License-Identifier: GPL-3.0-or-later
// Variant names: box grids by size or shape, composites from the built-in descriptions.
#include <algorithm>
#include <charconv>
#include <map>
#include <mutex>

#include "core/geometry.hpp"
#include "core/limits.hpp"

namespace sudokupress::core {

// Defined in the CMake-generated builtin_variants.cpp (from variants/*.txt).
const std::vector<std::pair<std::string_view, std::string_view>>& builtin_variant_texts();

std::vector<std::string> builtin_composite_names() {
  std::vector<std::string> names;
  for (const auto& [name, text] : builtin_variant_texts()) names.emplace_back(name);
  return names;
}

std::string_view builtin_composite_text(std::string_view name) {
  for (const auto& [n, text] : builtin_variant_texts())
    if (n == name) return text;
  return {};
}

namespace {

bool parse_int(std::string_view s, int& out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size() && !s.empty();
}

struct Feature {
  std::string_view word;
  unsigned extra;  // 0 = jigsaw
};
constexpr Feature kFeatures[] = {
    {"x", kExtraDiagonals},          {"windoku", kExtraWindows},      {"hyper", kExtraWindows},
    {"centre-dot", kExtraCentreDot}, {"center-dot", kExtraCentreDot}, {"asterisk", kExtraAsterisk},
    {"girandola", kExtraGirandola},  {"disjoint", kExtraDisjoint},    {"jigsaw", 0}};

// "x-jigsaw-7x7" -> features and size; false when the name is not a single-grid variant.
bool parse_variant(std::string_view name, unsigned& extras, bool& jigsaw, int& box_rows,
                   int& box_cols) {
  extras = 0;
  jigsaw = false;
  box_rows = box_cols = 0;
  bool any = false;
  while (!name.empty()) {
    bool matched = false;
    for (const Feature& f : kFeatures) {
      if (name.substr(0, f.word.size()) != f.word) continue;
      if (name.size() > f.word.size() && name[f.word.size()] != '-') continue;
      if (f.extra)
        extras |= f.extra;
      else
        jigsaw = true;
      if (name.size() == f.word.size() + 1) return false;  // a trailing '-'
      name.remove_prefix(std::min(name.size(), f.word.size() + 1));
      matched = any = true;
      break;
    }
    if (matched) continue;
    if (!any) return false;
    // The size: N, NxN (standard boxes) or RxC (box shape); last.
    auto x = name.find('x');
    int a = 0, b = 0;
    if (x == std::string_view::npos) {
      if (!parse_int(name, a)) return false;
      b = a;
    } else if (!parse_int(name.substr(0, x), a) || !parse_int(name.substr(x + 1), b)) {
      return false;
    }
    // Bounded before any product: "x-99999x99999" must be refused, not overflow int.
    if (a < 1 || b < 1 || a > kMaxSymbols || b > kMaxSymbols) return false;
    if (a == b) {  // N: the standard box shape (0 = none, e.g. a 7x7 jigsaw)
      box_rows = 0;
      for (int r = 2; r * r <= a; ++r)
        if (a % r == 0) box_rows = r;
      box_cols = box_rows ? a / box_rows : a;
      if (!box_rows) box_rows = 1;
    } else {
      box_rows = a;
      box_cols = b;
    }
    return true;
  }
  if (any) box_rows = box_cols = 3;
  return any;
}

StatusOr<Geometry> make_variant(unsigned extras, bool jigsaw, int box_rows, int box_cols) {
  const int n = box_rows * box_cols;
  if (jigsaw) {
    if (n < limits::kMinJigsawSize || n > limits::kMaxJigsawSize)
      return Status::error("jigsaw sizes are " + std::to_string(limits::kMinJigsawSize) + ".." +
                           std::to_string(limits::kMaxJigsawSize));
    // The named layout is the seed-0 random one; the generator draws one per puzzle seed.
    return Geometry::jigsaw(n, random_regions(n, 0), extras, true);
  }
  if (box_rows < 2) return Status::error("size " + std::to_string(n) + " has no box shape");
  return Geometry::with_extras(box_rows, box_cols, extras);
}

// Geometries are immutable and shared; a small cache keeps one instance per name.
class GeometryCache {
 public:
  StatusOr<GeometryPtr> get(std::string_view name) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = cache_.find(std::string(name));
    if (it != cache_.end()) return it->second;
    auto made = make(name);
    if (!made) return made.status();
    // One instance per distinct geometry, whatever name asked for it ("9", "9x9", "3x3").
    const Placement& p = made->grids()[0];
    std::string canonical = made->is_composite() ? "composite:" + made->name()
                            : made->is_variant() ? "variant:" + made->name()
                                                 : "grid:" + std::to_string(p.box_rows) + "x" +
                                                       std::to_string(p.box_cols);
    auto [cit, inserted] = cache_.emplace(canonical, nullptr);
    if (inserted) cit->second = std::make_shared<const Geometry>(std::move(made).value());
    cache_.emplace(std::string(name), cit->second);
    return cit->second;
  }

 private:
  static StatusOr<Geometry> make(std::string_view name) {
    if (name == "classic") return Geometry::classic();
    if (name.find(':') != std::string_view::npos) return Status::error("bad variant name");
    unsigned extras = 0;
    bool jigsaw = false;
    int box_rows = 0, box_cols = 0;
    if (parse_variant(name, extras, jigsaw, box_rows, box_cols)) {
      auto g = make_variant(extras, jigsaw, box_rows, box_cols);
      if (!g) return g.status().with_context("variant '" + std::string(name) + "'");
      return g;
    }
    auto x = name.find('x');
    if (x != std::string_view::npos) {
      int a = 0, b = 0;
      if (parse_int(name.substr(0, x), a) && parse_int(name.substr(x + 1), b)) {
        if (a == b) return Geometry::standard(a);  // "9x9", "16x16": the standard box shape
        return Geometry::box_grid(a, b);           // "2x3": boxes of 2 rows and 3 columns
      }
    }
    int n = 0;
    if (parse_int(name, n)) return Geometry::standard(n);
    std::string_view text = builtin_composite_text(name);
    if (!text.empty()) return parse_composite(text, "variants/" + std::string(name) + ".txt");
    std::string known;
    for (const auto& k : builtin_composite_names()) known += (known.empty() ? "" : ", ") + k;
    return Status::error(
        "unknown variant '" + std::string(name) +
        "' (use NxN, RxC box shape, x, windoku, centre-dot, asterisk, girandola, disjoint, "
        "jigsaw (joined by '-', then an optional size: x-jigsaw-6), or one of: " +
        known + ")");
  }
  std::mutex mu_;
  std::map<std::string, GeometryPtr> cache_;
};

GeometryCache& cache() {
  static GeometryCache instance;  // immutable values behind a lock; not program state
  return instance;
}

}  // namespace

StatusOr<GeometryPtr> geometry_by_name(std::string_view name) { return cache().get(name); }

std::string variant_name(int n, int box_rows, int box_cols, unsigned extras, bool jigsaw) {
  std::string s;
  auto add = [&](std::string_view w) { s += (s.empty() ? "" : "-") + std::string(w); };
  if (extras & kExtraDiagonals) add("x");
  if (extras & kExtraWindows) add("windoku");
  if (extras & kExtraCentreDot) add("centre-dot");
  if (extras & kExtraAsterisk) add("asterisk");
  if (extras & kExtraGirandola) add("girandola");
  if (extras & kExtraDisjoint) add("disjoint");
  if (jigsaw) add("jigsaw");
  if (n == 9 && (jigsaw || box_rows == 3)) return s;
  int standard_rows = 0;
  for (int r = 2; r * r <= n; ++r)
    if (n % r == 0) standard_rows = r;
  if (jigsaw || box_rows == standard_rows)
    add(std::to_string(n) + "x" + std::to_string(n));
  else
    add(std::to_string(box_rows) + "x" + std::to_string(box_cols));
  return s;
}

std::string rules_text(const Geometry& g) {
  const int n = g.size();
  const Placement& box = g.grids()[0];
  const std::string regions =
      g.is_jigsaw() ? "outlined region"
                    : std::to_string(box.box_rows) + "x" + std::to_string(box.box_cols) + " box";
  std::string s = "Place the digits 1 to " + std::to_string(n) + " once each in every row, column";
  s += (g.extras() ? ", " : " and ") + regions;
  if (g.is_composite())
    s = "Place the digits 1 to " + std::to_string(n) + " once each in every row, column and " +
        regions + " of each of the " + std::to_string(g.grids().size()) +
        " overlapping grids (a shared cell belongs to every grid it lies in)";
  std::vector<std::string> extra;
  const unsigned x = g.extras();
  if (x & kExtraDiagonals) extra.push_back("on each of the two main diagonals");
  if (x & kExtraWindows) extra.push_back("in each of the shaded windows");
  if (x & kExtraCentreDot) extra.push_back("in the centre cells of the boxes");
  if (x & kExtraAsterisk) extra.push_back("in the nine shaded cells of the asterisk");
  if (x & kExtraGirandola) extra.push_back("in the nine shaded cells of the girandola");
  if (x & kExtraDisjoint)
    extra.push_back("in every group of cells at the same place in each box (disjoint groups)");
  for (size_t i = 0; i < extra.size(); ++i)
    s += (i + 1 == extra.size() ? ", and " : ", ") + extra[i];
  return s + ".";
}

namespace {

// The built-in composites recognised by their line length, and their cell counts
// (tests/core/composite_variants_test.cpp holds each to the geometry its variants/*.txt builds).
struct BookComposite {
  std::string_view name;
  int cells;
};
constexpr BookComposite kBookComposites[] = {
    {"double", 153}, {"triple", 225}, {"quadruple", 297}, {"samurai", 369}};

}  // namespace

GeometryPtr geometry_for_cell_count(int n) {
  // Built-in composites first: their line lengths (153, 225, 297, 369) win over a square grid
  // of the same count (225 would also be a 15x15; that one needs --variant 15x15).
  // Only the book's four are recognised by length: other built-ins (variants/*.txt) share
  // counts with them or with square grids (triple-ears 225, butterfly 144 = 12x12).
  // Each composite's count is known (kBookComposites), so another count builds none of them:
  // building the four was half the start-up of `solve --count` on a file of 9x9 lines
  // (callgrind, one puzzle: 10.3M instructions, 5.5M of them building the composites and 0.6M
  // destroying them at exit).
  GeometryPtr found;
  for (const BookComposite& c : kBookComposites) {
    if (c.cells != n) continue;
    auto g = geometry_by_name(c.name);
    if (g && (*g)->num_cells() == n) {
      if (found) return nullptr;  // ambiguous
      found = *g;
    }
  }
  if (found) return found;
  for (int s = 4; s <= kMaxSymbols; ++s)
    if (s * s == n) {
      auto g = geometry_by_name(std::to_string(s));
      return g ? *g : nullptr;
    }
  return nullptr;
}

}  // namespace sudokupress::core
