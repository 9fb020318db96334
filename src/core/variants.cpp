// Variant names: box grids by size or shape, composites from the built-in descriptions.
#include <charconv>
#include <map>
#include <mutex>

#include "core/geometry.hpp"

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
    return Status::error("unknown variant '" + std::string(name) +
                         "' (use NxN, RxC box shape, or one of: " + known + ")");
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

GeometryPtr geometry_for_cell_count(int n) {
  // Built-in composites first: their line lengths (153, 225, 297, 369) win over a square grid
  // of the same count (225 would also be a 15x15; that one needs --variant 15x15).
  // Only the book's four are recognised by length: other built-ins (variants/*.txt) share
  // counts with them or with square grids (triple-ears 225, butterfly 144 = 12x12).
  GeometryPtr found;
  for (const char* name : {"double", "triple", "quadruple", "samurai"}) {
    auto g = geometry_by_name(name);
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
