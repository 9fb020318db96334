// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/geometry.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <sstream>

#include "core/limits.hpp"

namespace sudokupress::core {

std::string_view house_kind_name(HouseKind kind) {
  switch (kind) {
    case HouseKind::kRow:
      return "row";
    case HouseKind::kColumn:
      return "column";
    case HouseKind::kBox:
      return "box";
    case HouseKind::kRegion:
      return "region";
    case HouseKind::kDiagonal:
      return "diagonal";
    case HouseKind::kWindow:
      return "window";
    case HouseKind::kExtra:
      return "extra region";
    case HouseKind::kGroup:
      return "group";
  }
  return "house";
}

namespace {

// Both box sides 2..100 and their product 4..100 (checked before multiplying: no overflow).
bool box_shape_ok(int box_rows, int box_cols) {
  if (box_rows < limits::kMinBoxSide || box_cols < limits::kMinBoxSide) return false;
  if (box_rows > kMaxSymbols || box_cols > kMaxSymbols) return false;
  int n = box_rows * box_cols;
  return n >= 4 && n <= kMaxSymbols;
}

}  // namespace

StatusOr<Geometry> Geometry::box_grid(int box_rows, int box_cols) {
  if (!box_shape_ok(box_rows, box_cols)) {
    return Status::error("unsupported box shape " + std::to_string(box_rows) + "x" +
                         std::to_string(box_cols) + " (box sides at least 2, grid sizes 4..100)");
  }
  int n = box_rows * box_cols;
  Geometry g;
  g.name_ = std::to_string(n) + "x" + std::to_string(n);
  g.size_ = n;
  g.grids_.push_back(Placement{0, 0, box_rows, box_cols});
  g.finish();
  return g;
}

StatusOr<Geometry> Geometry::standard(int n) {
  if (n < 4 || n > kMaxSymbols) {
    return Status::error("unsupported grid size " + std::to_string(n) + " (4..100)");
  }
  int best_r = 0;
  for (int r = 1; r * r <= n; ++r)
    if (n % r == 0) best_r = r;
  if (best_r < 2) return Status::error("grid size " + std::to_string(n) + " has no box shape");
  auto g = box_grid(best_r, n / best_r);
  return g;
}

const Geometry& Geometry::classic() {
  static const Geometry kClassic = *box_grid(3, 3);
  return kClassic;
}

StatusOr<Geometry> Geometry::composite(std::string name, std::vector<Placement> grids) {
  if (grids.empty()) return Status::error("a composite needs at least one grid");
  if (grids.size() > static_cast<size_t>(limits::kMaxGrids))
    return Status::error("a composite has at most " + std::to_string(limits::kMaxGrids) + " grids");
  for (const auto& p : grids)
    if (!box_shape_ok(p.box_rows, p.box_cols))
      return Status::error("unsupported box shape " + std::to_string(p.box_rows) + "x" +
                           std::to_string(p.box_cols) + " in composite");
  int n = grids[0].size();
  long cells = 0;
  for (const auto& p : grids) {
    if (p.size() != n) return Status::error("all grids of a composite must have the same size");
    if (p.row < 0 || p.col < 0) return Status::error("grid offsets must be non-negative");
    if (p.row > limits::kMaxCanvasSide - n || p.col > limits::kMaxCanvasSide - n)
      return Status::error("grid offset " + std::to_string(p.row) + " " + std::to_string(p.col) +
                           " is too far: the canvas is at most " +
                           std::to_string(limits::kMaxCanvasSide) + " cells wide");
    cells += static_cast<long>(n) * n;
  }
  if (cells > 4 * limits::kMaxCells)
    return Status::error("the composite has too many cells (at most " +
                         std::to_string(limits::kMaxCells) + ")");
  for (size_t i = 0; i < grids.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (grids[i].row == grids[j].row && grids[i].col == grids[j].col)
        return Status::error("grids " + std::to_string(j + 1) + " and " + std::to_string(i + 1) +
                             " are placed at the same offset");
  Geometry g;
  g.name_ = std::move(name);
  g.size_ = n;
  g.grids_ = std::move(grids);
  g.finish();
  if (g.num_cells() > limits::kMaxCells)
    return Status::error("the composite has " + std::to_string(g.num_cells()) + " cells (at most " +
                         std::to_string(limits::kMaxCells) + ")");
  return g;
}

namespace {

// Why an extra house set is not defined for the shape, or "" when it is.
std::string extras_problem(int box_rows, int box_cols, unsigned extras, bool jigsaw) {
  const int n = box_rows * box_cols;
  if (extras & ~(kExtraDiagonals | kExtraWindows | kExtraCentreDot | kExtraAsterisk |
                 kExtraGirandola | kExtraDisjoint))
    return "unknown extra houses";
  if (jigsaw && (extras & ~kExtraDiagonals)) return "a jigsaw combines with x only";
  if ((extras & kExtraWindows) && (box_rows != box_cols))
    return "windoku needs square boxes (4x4, 9x9, 16x16, ...)";
  if ((extras & kExtraCentreDot) && (box_rows % 2 == 0 || box_cols % 2 == 0))
    return "centre-dot needs boxes with odd sides (9x9, 15x15 3x5, ...)";
  if ((extras & (kExtraAsterisk | kExtraGirandola)) && (n != 9 || box_rows != 3))
    return "asterisk and girandola are defined for the 9x9 only";
  return "";
}

}  // namespace

StatusOr<Geometry> Geometry::with_extras(int box_rows, int box_cols, unsigned extras) {
  auto base = box_grid(box_rows, box_cols);
  if (!base) return base.status();
  if (std::string why = extras_problem(box_rows, box_cols, extras, false); !why.empty())
    return Status::error(why);
  Geometry g = std::move(base).value();
  g.extras_ = extras;
  g.name_ = variant_name(g.size_, box_rows, box_cols, extras, false);
  g.finish();
  return g;
}

StatusOr<Geometry> Geometry::jigsaw(int n, std::vector<int> regions, unsigned extras,
                                    bool random_layout) {
  if (n < limits::kMinJigsawSize || n > limits::kMaxJigsawSize)
    return Status::error("jigsaw sizes are " + std::to_string(limits::kMinJigsawSize) + ".." +
                         std::to_string(limits::kMaxJigsawSize) + ", not " + std::to_string(n));
  if (std::string why = extras_problem(1, n, extras, true); !why.empty()) return Status::error(why);
  if (Status st = check_regions(n, regions); !st) return st;
  Geometry g;
  g.size_ = n;
  g.extras_ = extras;
  g.regions_ = std::move(regions);
  g.random_layout_ = random_layout;
  g.name_ = variant_name(n, 1, n, extras, true);
  g.grids_.push_back(Placement{0, 0, 1, n});  // no boxes: the regions take their place
  g.finish();
  return g;
}

StatusOr<Geometry> Geometry::with_regions(std::vector<int> regions, bool random_layout) const {
  if (is_composite()) return Status::error("a composite cannot have jigsaw regions");
  return jigsaw(size_, std::move(regions), extras_ & kExtraDiagonals, random_layout);
}

namespace {

// The houses of a geometry as they are added: a house whose cell set already exists (a shared
// box, or a line shared by overlapping grids) is kept once.
class HouseList {
 public:
  explicit HouseList(std::vector<House>& out) : out_(out) { out_.clear(); }
  void add(HouseKind kind, int grid, int index, std::vector<int> cells) {
    std::vector<int> key = cells;
    std::sort(key.begin(), key.end());
    if (seen_.emplace(std::move(key), static_cast<int>(out_.size())).second)
      out_.push_back(House{kind, grid, index, std::move(cells)});
  }

 private:
  std::vector<House>& out_;
  std::map<std::vector<int>, int> seen_;
};

// Rows, columns and (without regions) boxes of grid `gi`, whose cells in reading order are `all`.
void add_grid_houses(HouseList& houses, int gi, const Placement& p, int n,
                     const std::vector<int>& all, bool boxes) {
  for (int k = 0; k < n; ++k) {
    std::vector<int> row, col, box;
    for (int j = 0; j < n; ++j) {
      row.push_back(all[k * n + j]);
      col.push_back(all[j * n + k]);
      int br = k / (n / p.box_cols) * p.box_rows + j / p.box_cols;
      int bc = k % (n / p.box_cols) * p.box_cols + j % p.box_cols;
      box.push_back(all[br * n + bc]);
    }
    houses.add(HouseKind::kRow, gi, k, std::move(row));
    houses.add(HouseKind::kColumn, gi, k, std::move(col));
    if (boxes) houses.add(HouseKind::kBox, gi, k, std::move(box));
  }
}

// The extra houses of a single grid (`extras`: kExtra* bits; `at` maps (row, col) to a cell).
template <typename At>
void add_extras(HouseList& houses, unsigned extras, const Placement& p, int n, At at) {
  if (extras & kExtraDiagonals) {
    std::vector<int> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(at(i, i));
      anti.push_back(at(i, n - 1 - i));
    }
    houses.add(HouseKind::kDiagonal, 0, 0, std::move(main));
    houses.add(HouseKind::kDiagonal, 0, 1, std::move(anti));
  }
  if (extras & kExtraWindows) {  // square boxes b x b: windows at 1 + k (b + 1)
    const int b = p.box_rows;
    int index = 0;
    for (int wr = 0; wr < b - 1; ++wr)
      for (int wc = 0; wc < b - 1; ++wc) {
        std::vector<int> cells;
        for (int r = 0; r < b; ++r)
          for (int c = 0; c < b; ++c)
            cells.push_back(at(1 + wr * (b + 1) + r, 1 + wc * (b + 1) + c));
        houses.add(HouseKind::kWindow, 0, index++, std::move(cells));
      }
  }
  auto extra = [&](int index, const std::vector<Coord>& where) {
    std::vector<int> cells;
    for (Coord c : where) cells.push_back(at(c.row, c.col));
    std::sort(cells.begin(), cells.end());
    houses.add(HouseKind::kExtra, 0, index, std::move(cells));
  };
  if (extras & kExtraCentreDot) {
    std::vector<Coord> where;
    for (int br = 0; br < n; br += p.box_rows)
      for (int bc = 0; bc < n; bc += p.box_cols)
        where.push_back({br + p.box_rows / 2, bc + p.box_cols / 2});
    extra(kCentreDotIndex, where);
  }
  if (extras & kExtraAsterisk)
    extra(kAsteriskIndex, {{1, 4}, {2, 2}, {2, 6}, {4, 1}, {4, 4}, {4, 7}, {6, 2}, {6, 6}, {7, 4}});
  if (extras & kExtraDisjoint)  // group k: row k / bc, column k % bc of every box
    for (int k = 0; k < n; ++k) {
      std::vector<int> cells;
      for (int br = 0; br < n; br += p.box_rows)
        for (int bc = 0; bc < n; bc += p.box_cols)
          cells.push_back(at(br + k / p.box_cols, bc + k % p.box_cols));
      houses.add(HouseKind::kGroup, 0, k, std::move(cells));
    }
  if (extras & kExtraGirandola)
    extra(kGirandolaIndex,
          {{0, 0}, {0, 8}, {1, 4}, {4, 1}, {4, 4}, {4, 7}, {7, 4}, {8, 0}, {8, 8}});
}

// Each cell's peers: the other cells of its houses, sorted, once each.
std::vector<std::vector<int>> peers_of(const std::vector<House>& houses,
                                       const std::vector<std::vector<int>>& houses_of_cell) {
  std::vector<std::vector<int>> peers(houses_of_cell.size());
  for (size_t c = 0; c < houses_of_cell.size(); ++c) {
    auto& p = peers[c];
    for (int h : houses_of_cell[c])
      for (int o : houses[h].cells)
        if (o != static_cast<int>(c)) p.push_back(o);
    std::sort(p.begin(), p.end());
    p.erase(std::unique(p.begin(), p.end()), p.end());
  }
  return peers;
}

}  // namespace

void Geometry::finish() {
  int n = size_;
  canvas_rows_ = 0;
  canvas_cols_ = 0;
  for (const auto& p : grids_) {
    canvas_rows_ = std::max(canvas_rows_, p.row + n);
    canvas_cols_ = std::max(canvas_cols_, p.col + n);
  }
  canvas_.assign(static_cast<size_t>(canvas_rows_) * canvas_cols_, -1);
  for (const auto& p : grids_)
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) canvas_[(p.row + r) * canvas_cols_ + p.col + c] = 0;
  // Cell ids in row-major canvas order.
  coords_.clear();
  for (int r = 0; r < canvas_rows_; ++r)
    for (int c = 0; c < canvas_cols_; ++c) {
      int& slot = canvas_[r * canvas_cols_ + c];
      if (slot == 0) {
        slot = static_cast<int>(coords_.size());
        coords_.push_back({r, c});
      }
    }
  HouseList houses(houses_);
  grid_cells_.clear();
  for (int gi = 0; gi < static_cast<int>(grids_.size()); ++gi) {
    const Placement& p = grids_[gi];
    std::vector<int> all;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) all.push_back(cell_at(p.row + r, p.col + c));
    add_grid_houses(houses, gi, p, n, all, regions_.empty());
    grid_cells_.push_back(std::move(all));
  }
  if (!regions_.empty()) {
    std::vector<std::vector<int>> members(n);
    for (int c = 0; c < static_cast<int>(regions_.size()); ++c) members[regions_[c]].push_back(c);
    for (int k = 0; k < n; ++k) houses.add(HouseKind::kRegion, 0, k, std::move(members[k]));
  }
  if (extras_)
    add_extras(houses, extras_, grids_[0], n, [&](int r, int c) { return cell_at(r, c); });
  // Stable order: all rows, then all columns, then all boxes (grid by grid inside each kind).
  std::stable_sort(houses_.begin(), houses_.end(),
                   [](const House& a, const House& b) { return a.kind < b.kind; });
  houses_of_cell_.assign(coords_.size(), {});
  for (int h = 0; h < static_cast<int>(houses_.size()); ++h)
    for (int c : houses_[h].cells) houses_of_cell_[c].push_back(h);
  peers_ = peers_of(houses_, houses_of_cell_);
}

int Geometry::cell_at(int row, int col) const {
  if (row < 0 || col < 0 || row >= canvas_rows_ || col >= canvas_cols_) return -1;
  return canvas_[row * canvas_cols_ + col];
}

std::string Geometry::cell_name(int cell) const {
  Coord c = coords_[cell];
  return "r" + std::to_string(c.row + 1) + "c" + std::to_string(c.col + 1);
}

std::string Geometry::house_name(int house) const {
  const House& h = houses_[house];
  if (h.kind == HouseKind::kDiagonal) return h.index == 0 ? "main diagonal" : "anti-diagonal";
  if (h.kind == HouseKind::kExtra) {
    static constexpr std::string_view kNames[] = {"centre-dot region", "asterisk region",
                                                  "girandola region"};
    return std::string(kNames[h.index]);
  }
  // A composite's rows and columns by the canvas, as cell names: the centre grid of a samurai
  // starts at row 7 ("row 9 of grid 1" holds r9c12); boxes by their sub-grid.
  int number = h.index + 1;
  if (is_composite() && h.kind == HouseKind::kRow) number += grids_[h.grid].row;
  if (is_composite() && h.kind == HouseKind::kColumn) number += grids_[h.grid].col;
  std::string s = std::string(house_kind_name(h.kind)) + " " + std::to_string(number);
  if (is_composite()) s += " of grid " + std::to_string(h.grid + 1);
  return s;
}

namespace {

bool parse_int(std::string_view s, int& out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

std::vector<std::string_view> split_ws(std::string_view line) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    if (j > i) out.push_back(line.substr(i, j - i));
    i = j;
  }
  return out;
}

}  // namespace

StatusOr<Geometry> parse_composite(std::string_view text, std::string_view source) {
  std::string name;
  std::vector<Placement> grids;
  int line_no = 0;
  std::string src(source);
  auto fail = [&](const std::string& msg) {
    return Status::error(src + ":" + std::to_string(line_no) + ": " + msg);
  };
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (auto h = line.find('#'); h != std::string_view::npos) line = line.substr(0, h);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    auto tok = split_ws(line);
    if (tok.empty()) continue;
    if (tok[0] == "name") {
      if (tok.size() != 2) return fail("expected 'name NAME'");
      name = std::string(tok[1]);
    } else if (tok[0] == "grid") {
      if (tok.size() != 3 && tok.size() != 4) return fail("expected 'grid ROW COL [RxC]'");
      Placement p;
      if (!parse_int(tok[1], p.row) || !parse_int(tok[2], p.col) || p.row < 0 || p.col < 0)
        return fail("grid offsets must be non-negative integers, found '" + std::string(tok[1]) +
                    " " + std::string(tok[2]) + "'");
      if (tok.size() == 4) {
        auto x = tok[3].find('x');
        if (x == std::string_view::npos || !parse_int(tok[3].substr(0, x), p.box_rows) ||
            !parse_int(tok[3].substr(x + 1), p.box_cols))
          return fail("box shape must look like 3x3, found '" + std::string(tok[3]) + "'");
      }
      grids.push_back(p);
    } else {
      return fail("unknown directive '" + std::string(tok[0]) + "' (expected name or grid)");
    }
    if (end == text.size()) break;
  }
  if (grids.empty()) return Status::error(src + ": no 'grid' line");
  if (name.empty()) name = "composite";
  auto g = Geometry::composite(name, std::move(grids));
  if (!g) return g.status().with_context(src);
  return g;
}

}  // namespace sudokupress::core
