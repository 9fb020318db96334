// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/exchange_formats.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/constraints.hpp"
#include "core/limits.hpp"
#include "core/lz_string.hpp"
#include "core/text_check.hpp"
#include "core/text_lines.hpp"

namespace sudokupress::core {

namespace {

// SudokuPad's own form for f-puzzles data is the path: https://sudokupad.app/fpuzzles<data>
// (also read: ?puzzle=, ?puzzleid=, /sudoku/ and the crackingthecryptic host).
constexpr std::string_view kSudokupadPrefix = "https://sudokupad.app/fpuzzles";
// SudokuWiki's solver takes a classic puzzle as 81 digits (0 or '.' empty) in its bd parameter.
constexpr std::string_view kSudokuwikiPrefix = "https://www.sudokuwiki.org/sudoku.htm?bd=";
constexpr std::string_view kFpuzzlesLinkPrefix = "https://www.f-puzzles.com/?load=";
constexpr size_t kMaxJsonBytes = 1 << 20;  // one decompressed link

std::string at(std::string_view source, int line) {
  return std::string(source) + ":" + std::to_string(line);
}

ReadItem item_of(std::string_view source, int line, Puzzle p) {
  ReadItem item;
  item.line = line;
  if (Status s = check_givens(p); !s)
    item.error = at(source, line) + ": " + s.message();
  else
    item.puzzle = std::move(p);
  return item;
}

ReadItem error_at(std::string_view source, int line, const std::string& msg) {
  ReadItem item;
  item.line = line;
  item.error = at(source, line) + ": " + msg;
  return item;
}

GeometryPtr classic_ptr() { return geometry_for_cell_count(81); }

// --- f-puzzles JSON ---------------------------------------------------------------------------

// f-puzzles keys that change nothing about which digits go where (metadata, cosmetics).
// Every other key whose value is set (true, a non-empty list) is a constraint; reading a puzzle
// without its constraint would give a different puzzle, so those are refused, not dropped.
constexpr std::string_view kFpuzzlesHarmlessKeys[] = {"size",          "title",
                                                      "author",        "ruleset",
                                                      "grid",          "solution",
                                                      "diagonal+",     "diagonal-",
                                                      "extraregion",   "line",
                                                      "rectangle",     "circle",
                                                      "text",          "cage",
                                                      "killercage",  // read: Killer cages
                                                      "difference",  // read: marks
                                                      "ratio",         "xv",
                                                      "odd",           "even",
                                                      "negative",      "highlightConflicts",
                                                      "disabledlogic", "truecandidatesoptions",
                                                      "version"};

// An integer JSON value as int64: an unsigned one above INT64_MAX (2^63 and up) saturates
// instead of wrapping to a negative number (which messages once printed).
int64_t json_int(const nlohmann::json& v) {
  if (v.is_number_unsigned()) {
    const uint64_t u = v.get<uint64_t>();
    return u > static_cast<uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<int64_t>(u);
  }
  return v.get<int64_t>();
}

bool set_value(const nlohmann::json& v) {
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_array() || v.is_object() || v.is_string()) return !v.empty();
  return !v.is_null();
}

Status foreign_constraints(const nlohmann::json& j) {
  for (const auto& [key, value] : j.items()) {
    bool harmless = false;
    for (std::string_view k : kFpuzzlesHarmlessKeys) harmless = harmless || key == k;
    if (!harmless && set_value(value))
      return Status::error("f-puzzles constraint \"" + key.substr(0, 40) +
                           "\" is not supported (classic, X, Windoku, jigsaw, extra regions, "
                           "Killer cages, Kropki dots, X/V and even/odd are)");
  }
  return Status();
}

// "R3C12" (1-based) -> cell r * n + c.
std::optional<int> fpuzzles_cell(const nlohmann::json& v, int n) {
  if (!v.is_string()) return std::nullopt;
  // from_chars, not sscanf("%d"): an out-of-range number is refused, never undefined.
  std::string_view t = v.get_ref<const std::string&>();
  const size_t col = t.find('C');
  if (t.size() < 4 || t[0] != 'R' || col == std::string_view::npos) return std::nullopt;
  int r = 0, c = 0;
  auto number = [](std::string_view digits, int& out) {
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
    return ec == std::errc() && end == digits.data() + digits.size() && !digits.empty();
  };
  if (!number(t.substr(1, col - 1), r) || !number(t.substr(col + 1), c)) return std::nullopt;
  if (r < 1 || r > n || c < 1 || c > n) return std::nullopt;
  return (r - 1) * n + (c - 1);
}

std::string fpuzzles_cell_name(const Geometry& g, int cell) {
  const Coord at = g.coord(cell);
  return "R" + std::to_string(at.row + 1) + "C" + std::to_string(at.col + 1);
}

// The extra regions of an f-puzzles object, each as its sorted cells; the list sorted.
StatusOr<std::vector<std::vector<int>>> fpuzzles_extra_regions(const nlohmann::json& j, int n) {
  std::vector<std::vector<int>> out;
  if (!j.contains("extraregion")) return out;
  const auto& list = j["extraregion"];
  if (!list.is_array()) return Status::error("f-puzzles \"extraregion\" is not a list");
  for (const auto& region : list) {
    if (!region.is_object() || !region.contains("cells") || !region["cells"].is_array())
      return Status::error("f-puzzles \"extraregion\" entries need \"cells\"");
    std::vector<int> cells;
    for (const auto& v : region["cells"]) {
      auto cell = fpuzzles_cell(v, n);
      if (!cell) return Status::error("f-puzzles \"extraregion\" has a bad cell name");
      cells.push_back(*cell);
    }
    std::sort(cells.begin(), cells.end());
    out.push_back(std::move(cells));
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The extra regions (windows and other extra regions, not diagonals) of a geometry, as above.
std::vector<std::vector<int>> extra_regions_of(const Geometry& g) {
  std::vector<std::vector<int>> out;
  for (const House& h : g.houses())
    if (h.kind == HouseKind::kWindow || h.kind == HouseKind::kExtra ||
        h.kind == HouseKind::kGroup) {
      std::vector<int> cells;
      for (int cell : h.cells) cells.push_back(g.coord(cell).row * g.size() + g.coord(cell).col);
      std::sort(cells.begin(), cells.end());
      out.push_back(std::move(cells));
    }
  std::sort(out.begin(), out.end());
  return out;
}

// Which of our extra-house variants (Windoku, centre-dot, asterisk, girandola, combined) has
// exactly these extra regions on a br x bc box grid; nullopt when none.
std::optional<unsigned> match_extras(const std::vector<std::vector<int>>& regions, int br, int bc) {
  if (regions.empty()) return 0u;
  constexpr unsigned kRegionFlags[] = {kExtraWindows, kExtraCentreDot, kExtraAsterisk,
                                       kExtraGirandola, kExtraDisjoint};
  for (unsigned subset = 1; subset < 32; ++subset) {
    unsigned flags = 0;
    for (int k = 0; k < 5; ++k)
      if (subset >> k & 1) flags |= kRegionFlags[k];
    auto g = Geometry::with_extras(br, bc, flags);
    if (g && extra_regions_of(*g) == regions) return flags;
  }
  return std::nullopt;
}

// The box shape (rows) whose boxes are exactly `region` (reading order), or 0.
int box_rows_of(int n, const std::vector<int>& region) {
  for (int br = 1; br <= n; ++br) {
    if (n % br) continue;
    const int bc = n / br;
    if (br == 1 || bc == 1) continue;
    bool fits = true;
    for (int i = 0; i < n * n && fits; ++i) fits = region[i] == (i / n) / br * br + (i % n) / bc;
    if (fits) return br;
  }
  return 0;
}

// The geometry an f-puzzles object describes: the size's default boxes (the most square shape
// with fewer rows than columns, 6 -> 2x3, as Geometry::standard), or per-cell "region" numbers
// (0-based) giving another box shape or irregular regions (a jigsaw); both diagonals (X);
// extra regions that are the windows of Windoku or the centre-dot, asterisk or girandola
// regions.
StatusOr<GeometryPtr> fpuzzles_geometry(int n, const nlohmann::json& j) {
  auto standard = Geometry::standard(n);
  if (!standard) return standard.status();
  const Placement& box = standard->grids()[0];
  const auto& grid = j["grid"];
  std::vector<int> region(n * n);
  for (int i = 0; i < n * n; ++i) {
    region[i] = (i / n) / box.box_rows * box.box_rows + (i % n) / box.box_cols;
    const auto& cell = grid[i / n][i % n];
    if (!cell.is_object() || !cell.contains("region")) continue;
    if (!cell["region"].is_number_integer()) return Status::error("\"region\" is not a number");
    const int64_t r = json_int(cell["region"]);
    if (r < 0 || r >= n) return Status::error("\"region\" must be 0.." + std::to_string(n - 1));
    region[i] = static_cast<int>(r);
  }
  const bool plus = j.contains("diagonal+") && set_value(j["diagonal+"]);
  const bool minus = j.contains("diagonal-") && set_value(j["diagonal-"]);
  if (plus != minus)
    return Status::error("one diagonal alone is not supported (X Sudoku has both)");
  auto extra = fpuzzles_extra_regions(j, n);
  if (!extra) return extra.status();
  const unsigned diagonals = plus ? kExtraDiagonals : 0u;
  StatusOr<Geometry> g = Status::error("");
  if (const int br = box_rows_of(n, region); br) {
    auto flags = match_extras(*extra, br, n / br);
    if (!flags)
      return Status::error(
          "f-puzzles extra regions that are not Windoku, centre-dot, asterisk or girandola");
    if (*flags == 0 && !diagonals)  // "9x9" names the grid; "3x2" a box shape
      return geometry_by_name(br * br == n ? std::to_string(n) + "x" + std::to_string(n)
                                           : std::to_string(br) + "x" + std::to_string(n / br));
    g = Geometry::with_extras(br, n / br, *flags | diagonals);
  } else {
    if (!extra->empty())
      return Status::error("extra regions on irregular regions (jigsaw) are not supported");
    g = Geometry::jigsaw(n, std::move(region), diagonals, /*random_layout=*/false);
  }
  if (!g) return g.status();
  return GeometryPtr(std::make_shared<const Geometry>(std::move(*g)));
}

// f-puzzles "killercage": [{"cells": ["R1C1", "R2C1"], "value": "17"}, ...] (value a string or a
// number, absent for a cage without a sum) -> checked Constraints (cells and cages in order).
StatusOr<Constraints> fpuzzles_cages(const nlohmann::json& j, const Geometry& g) {
  Constraints out;
  if (!j.contains("killercage")) return out;
  const auto& list = j["killercage"];
  if (!list.is_array()) return Status::error("f-puzzles \"killercage\" must be a list");
  for (const auto& item : list) {
    if (!item.is_object() || !item.contains("cells") || !item["cells"].is_array() ||
        item["cells"].empty())
      return Status::error("f-puzzles killer cage without \"cells\"");
    Cage cage;
    for (const auto& v : item["cells"]) {
      auto cell = fpuzzles_cell(v, g.size());
      if (!cell)
        return Status::error("f-puzzles killer cage cell " + v.dump() + " is not R<r>C<c>");
      cage.cells.push_back(*cell);
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    if (item.contains("value")) {
      const auto& v = item["value"];
      int sum = 0;
      bool ok = false;
      if (v.is_number_integer()) {
        const int64_t x = json_int(v);
        ok = x >= 1 && x <= 10000;
        sum = static_cast<int>(x);
      } else if (v.is_string()) {
        const std::string& t = v.get_ref<const std::string&>();
        auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), sum);
        ok = t.empty() || (ec == std::errc() && end == t.data() + t.size() && sum >= 1);
        if (t.empty()) sum = 0;
      }
      if (!ok) return Status::error("f-puzzles killer cage value " + v.dump() + " is not a sum");
      cage.sum = sum;
    }
    out.cages.push_back(std::move(cage));
  }
  std::sort(out.cages.begin(), out.cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  if (Status s = check_constraints(g, out); !s) return s.with_context("f-puzzles killer cages");
  return out;
}

// f-puzzles marks: "difference" (white dots, value absent or 1), "ratio" (black dots, value absent
// or 2), "xv" (value "X" or "V"), "odd" / "even" ({"cell": "R1C1"}), "negative" (["ratio",
// "difference"]: all dots given; ["xv"]: all X and V given) -> marks of `out`, checked.
Status fpuzzles_marks(const nlohmann::json& j, const Geometry& g, Constraints& out) {
  struct Key {
    const char* name;
    MarkKind kind;
    const char* value;  // the one value allowed besides none ("" = X/V's own)
  };
  for (const Key key : {Key{"difference", MarkKind::kWhiteDot, "1"},
                        Key{"ratio", MarkKind::kBlackDot, "2"}, Key{"xv", MarkKind::kX, ""},
                        Key{"odd", MarkKind::kOdd, ""}, Key{"even", MarkKind::kEven, ""}}) {
    if (!j.contains(key.name)) continue;
    const auto& list = j[key.name];
    const std::string what = std::string("f-puzzles \"") + key.name + "\"";
    if (!list.is_array()) return Status::error(what + " must be a list");
    for (const auto& item : list) {
      if (!item.is_object()) return Status::error(what + ": an item is not an object");
      Mark m{key.kind};
      if (!is_pair_mark(key.kind)) {
        auto cell = item.contains("cell") ? fpuzzles_cell(item["cell"], g.size()) : std::nullopt;
        if (!cell) return Status::error(what + ": an item without a \"cell\" R<r>C<c>");
        m.a = *cell;
      } else {
        const auto& cells = item.contains("cells") ? item["cells"] : nlohmann::json();
        if (!cells.is_array() || cells.size() != 2)
          return Status::error(what + ": an item without two \"cells\"");
        auto a = fpuzzles_cell(cells[0], g.size()), b = fpuzzles_cell(cells[1], g.size());
        if (!a || !b) return Status::error(what + ": a cell is not R<r>C<c>");
        m.a = std::min(*a, *b);
        m.b = std::max(*a, *b);
        const std::string value = item.contains("value") && item["value"].is_string()
                                      ? item["value"].get<std::string>()
                                  : item.contains("value") ? item["value"].dump()
                                                           : "";
        if (key.kind == MarkKind::kX) {
          if (value != "X" && value != "V")
            return Status::error(what + ": value " + value.substr(0, 20) + " is not X or V");
          m.kind = value == "X" ? MarkKind::kX : MarkKind::kV;
        } else if (!value.empty() && value != key.value) {
          return Status::error(what + " with value " + value.substr(0, 20) +
                               " is not supported (only " + key.value + ")");
        }
      }
      out.marks.push_back(m);
    }
  }
  if (j.contains("negative") && set_value(j["negative"])) {
    const auto& neg = j["negative"];
    if (!neg.is_array()) return Status::error("f-puzzles \"negative\" must be a list");
    bool ratio = false, difference = false;
    for (const auto& v : neg) {
      const std::string name = v.is_string() ? v.get<std::string>() : v.dump();
      if (name == "ratio") {
        ratio = true;
      } else if (name == "difference") {
        difference = true;
      } else if (name == "xv") {
        out.all_xv = true;
      } else {
        return Status::error("f-puzzles negative constraint \"" + name.substr(0, 40) +
                             "\" is not supported (ratio with difference, xv)");
      }
    }
    if (ratio != difference)
      return Status::error(
          "f-puzzles negative constraint: only \"ratio\" and \"difference\" together (all "
          "Kropki dots given) are supported");
    out.all_kropki = ratio;
  }
  std::sort(out.marks.begin(), out.marks.end());
  out.marks.erase(std::unique(out.marks.begin(), out.marks.end()), out.marks.end());
  if (Status s = check_constraints(g, out); !s) return s.with_context("f-puzzles marks");
  return Status::ok();
}

ReadItem fpuzzles_item(std::string_view json_text, std::string_view source, int line,
                       const ReadOptions& options) {
  auto j = nlohmann::json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return error_at(source, line, "not f-puzzles JSON");
  if (!j.contains("size") || !j["size"].is_number_integer())
    return error_at(source, line, "f-puzzles JSON without a \"size\"");
  const int64_t n64 = json_int(j["size"]);
  if (n64 < 4 || n64 > 16) return error_at(source, line, "f-puzzles size must be 4..16");
  const int n = static_cast<int>(n64);
  if (!j.contains("grid") || !j["grid"].is_array() || j["grid"].size() != static_cast<size_t>(n))
    return error_at(source, line, "f-puzzles \"grid\" must have " + std::to_string(n) + " rows");
  const auto& grid = j["grid"];
  for (const auto& row : grid)
    if (!row.is_array() || row.size() != static_cast<size_t>(n))
      return error_at(source, line,
                      "f-puzzles \"grid\" rows must have " + std::to_string(n) + " cells");
  if (Status s = foreign_constraints(j); !s) return error_at(source, line, s.message());
  auto g = fpuzzles_geometry(n, j);
  if (!g) return error_at(source, line, g.status().message());
  if (options.geometry && options.geometry->name() != (*g)->name())
    return error_at(source, line, "a " + (*g)->name() + " puzzle, not " + options.geometry->name());
  Puzzle p(*g);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const auto& cell = grid[r][c];
      if (!cell.is_object() || !cell.contains("value")) continue;
      const bool given =
          cell.contains("given") && cell["given"].is_boolean() && cell["given"].get<bool>();
      if (!given) continue;  // a solver's entry, not a clue
      if (!cell["value"].is_number_integer())
        return error_at(source, line,
                        "f-puzzles value at R" + std::to_string(r + 1) + "C" +
                            std::to_string(c + 1) + " is not a number");
      const int64_t v = json_int(cell["value"]);
      if (v < 1 || v > n)
        return error_at(source, line,
                        "f-puzzles value " + cell["value"].dump() + " at R" +
                            std::to_string(r + 1) + "C" + std::to_string(c + 1) +
                            " is outside 1.." + std::to_string(n));
      p.cells[r * n + c] = static_cast<uint8_t>(v);
    }
  if (auto cages = fpuzzles_cages(j, **g); !cages) {
    return error_at(source, line, cages.status().message());
  } else {
    if (Status s = fpuzzles_marks(j, **g, *cages); !s) return error_at(source, line, s.message());
    if (!cages->empty())
      p.constraints = std::make_shared<const Constraints>(std::move(cages).value());
  }
  if (j.contains("title") && j["title"].is_string()) {
    const std::string title = j["title"].get<std::string>();
    if (title.size() > limits::kMaxTitleBytes)  // a link's title once amplified 170x in memory
      return error_at(source, line,
                      "f-puzzles title of " + std::to_string(title.size()) +
                          " bytes; a title may have at most " +
                          std::to_string(limits::kMaxTitleBytes));
    if (!title.empty()) p.fields.push_back(escape_controls(title));
  }
  return item_of(source, line, std::move(p));
}

// The marks in f-puzzles' schema (keys as fpuzzles_marks reads them).
void fpuzzles_write_marks(const Geometry& g, const Constraints& c, nlohmann::ordered_json& j) {
  auto list = [&](const char* key) -> nlohmann::ordered_json& {
    if (!j.contains(key)) j[key] = nlohmann::ordered_json::array();
    return j[key];
  };
  for (const Mark& m : c.marks) {
    if (!is_pair_mark(m.kind)) {
      list(m.kind == MarkKind::kEven ? "even" : "odd")
          .push_back({{"cell", fpuzzles_cell_name(g, m.a)}});
      continue;
    }
    nlohmann::ordered_json item = {
        {"cells", {fpuzzles_cell_name(g, m.a), fpuzzles_cell_name(g, m.b)}}};
    if (is_xv(m.kind)) {
      item["value"] = m.kind == MarkKind::kX ? "X" : "V";
      list("xv").push_back(std::move(item));
    } else {
      list(m.kind == MarkKind::kWhiteDot ? "difference" : "ratio").push_back(std::move(item));
    }
  }
  nlohmann::ordered_json negative = nlohmann::ordered_json::array();
  if (c.all_kropki) {
    negative.push_back("ratio");
    negative.push_back("difference");
  }
  if (c.all_xv) negative.push_back("xv");
  if (!negative.empty()) j["negative"] = std::move(negative);
}

std::string fpuzzles_json(const Puzzle& p, bool with_fields) {
  const Geometry& g = p.geo();
  const int n = g.size();
  const Placement& box = g.grids()[0];
  auto standard = Geometry::standard(n);
  const bool default_boxes =
      !g.is_jigsaw() && standard && standard->grids()[0].box_rows == box.box_rows;
  nlohmann::ordered_json j;
  j["size"] = n;
  if (with_fields && !p.fields.empty()) j["title"] = escape_controls(p.fields[0]);
  j["author"] = "sudokupress";
  j["ruleset"] = rules_text(g) + (p.has_constraints() ? constraint_rules_text(*p.constraints) : "");
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (int r = 0; r < n; ++r) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (int c = 0; c < n; ++c) {
      nlohmann::ordered_json cell = nlohmann::ordered_json::object();
      if (const int v = p.cells[r * n + c]) {
        cell["value"] = v;
        cell["given"] = true;
      }
      if (g.is_jigsaw())
        cell["region"] = g.regions()[r * n + c];
      else if (!default_boxes)
        cell["region"] = r / box.box_rows * box.box_rows + c / box.box_cols;
      row.push_back(std::move(cell));
    }
    rows.push_back(std::move(row));
  }
  j["grid"] = std::move(rows);
  if (g.extras() & kExtraDiagonals) {
    j["diagonal+"] = true;
    j["diagonal-"] = true;
  }
  nlohmann::ordered_json extra = nlohmann::ordered_json::array();
  for (const House& h : g.houses()) {
    if (h.kind != HouseKind::kWindow && h.kind != HouseKind::kExtra && h.kind != HouseKind::kGroup)
      continue;
    nlohmann::ordered_json cells = nlohmann::ordered_json::array();
    for (int cell : h.cells) cells.push_back(fpuzzles_cell_name(g, cell));
    extra.push_back({{"cells", std::move(cells)}});
  }
  if (!extra.empty()) j["extraregion"] = std::move(extra);
  if (p.has_constraints()) {  // Killer cages in f-puzzles' schema (the sum as a string)
    nlohmann::ordered_json cages = nlohmann::ordered_json::array();
    for (const Cage& cage : p.constraints->cages) {
      nlohmann::ordered_json cells = nlohmann::ordered_json::array();
      for (int cell : cage.cells) cells.push_back(fpuzzles_cell_name(g, cell));
      nlohmann::ordered_json item = {{"cells", std::move(cells)}};
      if (cage.sum) item["value"] = std::to_string(cage.sum);
      cages.push_back(std::move(item));
    }
    if (!cages.empty()) j["killercage"] = std::move(cages);
    fpuzzles_write_marks(g, *p.constraints, j);
  }
  // ensure_ascii: the link compressor takes 7-bit text.
  return j.dump(-1, ' ', /*ensure_ascii=*/true, nlohmann::json::error_handler_t::replace);
}

// --- links ------------------------------------------------------------------------------------

std::string percent_decode(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string percent_encode(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '+' || c == '=' || c == '/') {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", static_cast<unsigned char>(c));
      out += buf;
    } else {
      out += c;
    }
  }
  return out;
}

// Which site a link is on.
enum class LinkSite { kSudokupad, kFpuzzles, kSudokuwiki };

// Every link prefix we read, one list: a link is on the site of the prefix it starts with.
struct LinkHost {
  std::string_view prefix;
  LinkSite site;
};
constexpr LinkHost kLinkHosts[] = {
    {"https://sudokupad.app/", LinkSite::kSudokupad},
    {"http://sudokupad.app/", LinkSite::kSudokupad},
    {"https://app.crackingthecryptic.com/", LinkSite::kSudokupad},
    {kFpuzzlesLinkPrefix, LinkSite::kFpuzzles},
    {"http://f-puzzles.com/?load=", LinkSite::kFpuzzles},
    {"https://f-puzzles.com/?load=", LinkSite::kFpuzzles},
    {"https://www.sudokuwiki.org/", LinkSite::kSudokuwiki},
    {"https://sudokuwiki.org/", LinkSite::kSudokuwiki},
    {"http://www.sudokuwiki.org/", LinkSite::kSudokuwiki},
    {"http://sudokuwiki.org/", LinkSite::kSudokuwiki},
};

// The host of kLinkHosts that `t` starts with, or nullptr.
const LinkHost* link_host(std::string_view t) {
  for (const LinkHost& host : kLinkHosts)
    if (t.substr(0, host.prefix.size()) == host.prefix) return &host;
  return nullptr;
}

// The compressed f-puzzles data of a link, or nullopt if the line is no link we read.
std::optional<std::string> link_data(std::string_view line, std::string& why) {
  std::string_view s = trim_blanks(line);
  const LinkHost* host = link_host(s);
  if (host && host->site == LinkSite::kFpuzzles)
    return percent_decode(s.substr(host->prefix.size()));
  if (!host || host->site != LinkSite::kSudokupad) {
    why = "not a SudokuPad or f-puzzles link";
    return std::nullopt;
  }
  s.remove_prefix(host->prefix.size());
  bool query = false;
  for (std::string_view key : {"?puzzleid=", "?puzzle="})
    if (s.substr(0, key.size()) == key) {
      s.remove_prefix(key.size());
      query = true;
      break;
    }
  if (s.substr(0, 7) == "sudoku/") s.remove_prefix(7);
  // Settings after the data ("&setting-nogrid=1", "#...") are not part of it.
  if (size_t end = s.find_first_of(query ? "&#" : "?#"); end != std::string_view::npos)
    s = s.substr(0, end);
  if (s.substr(0, 8) != "fpuzzles") {
    why = "only SudokuPad links holding f-puzzles data (\"fpuzzles...\") can be read";
    return std::nullopt;
  }
  return percent_decode(s.substr(8));
}

// --- Simple Sudoku, HoDoKu, pm729 -------------------------------------------------------------

bool is_ss_frame(std::string_view l) {
  l = trim_blanks(l);
  return !l.empty() && (l[0] == '*' || l.substr(0, 2) == "|-" || l.substr(0, 2) == "-+" ||
                        l.find_first_not_of("-+*|") == std::string_view::npos);
}

// The nine cell characters of a Simple Sudoku row: "|.2.|8..|..9|" or ".2.8....9".
std::optional<std::string> ss_row(std::string_view l) {
  std::string cells;
  for (char c : trim_blanks(l)) {
    if (c == '|' || c == ' ') continue;
    cells += c;
  }
  if (cells.size() != 9) return std::nullopt;
  return cells;
}

StatusOr<ReadResult> read_ss(std::string_view text, std::string_view source) {
  ReadResult result;
  result.format = Format::kSs;
  std::vector<TextLine> rows;
  auto flush = [&]() {
    if (rows.empty()) return;
    const int start = rows.front().number;
    if (rows.size() != 9) {
      result.items.push_back(error_at(
          source, start, "a Simple Sudoku grid has 9 rows, found " + std::to_string(rows.size())));
    } else {
      Puzzle p(classic_ptr());
      std::string bad;
      for (int r = 0; r < 9 && bad.empty(); ++r) {
        auto cells = ss_row(rows[r].text);
        for (int c = 0; c < 9 && bad.empty(); ++c) {
          const char ch = (*cells)[c];
          const int v = ch == '.' || ch == '0' || ch == 'x' || ch == 'X' ? 0 : ch - '0';
          if (v < 0 || v > 9)
            bad = at(source, rows[r].number) + ": unknown symbol '" + std::string(1, ch) + "'";
          else
            p.cells[r * 9 + c] = static_cast<uint8_t>(v);
        }
      }
      if (!bad.empty()) {
        ReadItem item;
        item.line = start;
        item.error = bad;
        result.items.push_back(item);
      } else {
        result.items.push_back(item_of(source, start, std::move(p)));
      }
    }
    rows.clear();
  };
  for (const TextLine& l : split_lines(text)) {
    if (trim_blanks(l.text).empty()) {
      flush();
      continue;
    }
    if (is_ss_frame(l.text)) {
      if (trim_blanks(l.text)[0] == '*' && rows.size() == 9) flush();  // the closing border
      continue;
    }
    if (!ss_row(l.text)) {
      flush();
      result.items.push_back(error_at(source, l.number, "not a Simple Sudoku row"));
      continue;
    }
    rows.push_back(l);
    if (rows.size() > 9) flush();
  }
  flush();
  return result;
}

// Deleted candidates "dRC dRC ..." (digit, row, column; 1-based) into masks.
bool apply_deleted(std::string_view field, Puzzle& p) {
  for (size_t i = 0; i < field.size();) {
    if (field[i] == ' ') {
      ++i;
      continue;
    }
    if (i + 3 > field.size()) return false;
    const int d = field[i] - '0', r = field[i + 1] - '0', c = field[i + 2] - '0';
    if (d < 1 || d > 9 || r < 1 || r > 9 || c < 1 || c > 9) return false;
    p.candidates[(r - 1) * 9 + (c - 1)] &= ~(uint64_t{1} << (d - 1));
    i += 3;
  }
  return true;
}

ReadItem hodoku_item(std::string_view line, std::string_view source, int number) {
  // :technique:digits:cells:deleted:eliminations:placements:extra
  std::vector<std::string_view> f;
  std::string_view rest = trim_blanks(line).substr(1);
  for (size_t colon; (colon = rest.find(':')) != std::string_view::npos;) {
    f.push_back(rest.substr(0, colon));
    rest.remove_prefix(colon + 1);
  }
  f.push_back(rest);
  if (f.size() < 3) return error_at(source, number, "a HoDoKu line needs :technique:digit:cells:");
  Puzzle p(classic_ptr());
  int cell = 0;
  for (char ch : f[2]) {
    if (ch == '+') continue;
    if (cell >= 81) return error_at(source, number, "more than 81 cells in the HoDoKu line");
    const int v = ch == '.' || ch == '0' ? 0 : ch - '0';
    if (v < 0 || v > 9)
      return error_at(source, number, "unknown symbol '" + std::string(1, ch) + "'");
    p.cells[cell++] = static_cast<uint8_t>(v);
  }
  if (cell != 81)
    return error_at(source, number, "expected 81 cells, found " + std::to_string(cell));
  if (f.size() > 3 && !trim_blanks(f[3]).empty()) {
    p.candidates.assign(81, 0x1FF);
    if (!apply_deleted(f[3], p))
      return error_at(source, number, "deleted candidates must be digit-row-column triples");
    for (int i = 0; i < 81; ++i)
      if (p.cells[i]) p.candidates[i] = uint64_t{1} << (p.cells[i] - 1);
    if (std::string problem = marks_problem(p, nullptr); !problem.empty())
      return error_at(source, number, problem);
  }
  return item_of(source, number, std::move(p));
}

// A SudokuWiki link: http(s), with or without www., any page, the puzzle in "bd=".
bool is_sudokuwiki_link(std::string_view t) {
  const LinkHost* host = link_host(t);
  return host && host->site == LinkSite::kSudokuwiki;
}

ReadItem sudokuwiki_item(std::string_view line, std::string_view source, int number) {
  line = trim_blanks(line);
  if (!is_sudokuwiki_link(line)) return error_at(source, number, "not a SudokuWiki link");
  const size_t query = line.find('?');
  size_t bd = std::string_view::npos;
  for (size_t at = query; at != std::string_view::npos && bd == std::string_view::npos;
       at = line.find('&', at + 1))
    if (line.substr(at + 1, 3) == "bd=") bd = at + 4;
  if (bd == std::string_view::npos)
    return error_at(source, number, "the link has no bd= parameter (the puzzle)");
  std::string_view cells = line.substr(bd, line.find_first_of("&#", bd) - bd);
  if (cells.size() != 81)
    return error_at(source, number,
                    "bd= holds " + std::to_string(cells.size()) + " characters, not 81");
  Puzzle p(classic_ptr());
  for (int i = 0; i < 81; ++i) {
    const char ch = cells[i];
    if (ch == '.' || ch == '0') continue;
    if (ch < '1' || ch > '9')
      return error_at(source, number,
                      "bd=: '" + escape_controls(std::string_view(&cells[i], 1)) + "' at r" +
                          std::to_string(i / 9 + 1) + "c" + std::to_string(i % 9 + 1) +
                          " (digits 1-9, 0 or . for an empty cell)");
    p.cells[i] = static_cast<uint8_t>(ch - '0');
  }
  return item_of(source, number, std::move(p));
}

ReadItem pm729_item(std::string_view line, std::string_view source, int number) {
  line = trim_blanks(line);
  if (line.size() != 729)
    return error_at(source, number,
                    "expected 729 characters, found " + std::to_string(line.size()));
  Puzzle p(classic_ptr());
  p.candidates.assign(81, 0);
  for (int cell = 0; cell < 81; ++cell) {
    for (int k = 0; k < 9; ++k) {
      const char ch = line[cell * 9 + k];
      if (ch == '.' || ch == '0') continue;
      if (ch != '1' + k)
        return error_at(source, number,
                        "cell r" + std::to_string(cell / 9 + 1) + "c" +
                            std::to_string(cell % 9 + 1) + ": '" + std::string(1, ch) +
                            "' in place of candidate " + std::to_string(k + 1));
      p.candidates[cell] |= uint64_t{1} << k;
    }
    if (p.candidates[cell] == 0)
      return error_at(source, number,
                      "cell r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1) +
                          " has no candidate");
    if ((p.candidates[cell] & (p.candidates[cell] - 1)) == 0)
      p.cells[cell] = static_cast<uint8_t>(__builtin_ctzll(p.candidates[cell]) + 1);
  }
  // No cell lost a candidate: a plain puzzle (what our writer makes of one), not a position.
  bool eliminated = false;
  for (int cell = 0; cell < 81; ++cell) eliminated |= !p.cells[cell] && p.candidates[cell] != 0x1FF;
  if (!eliminated) p.candidates.clear();
  return item_of(source, number, std::move(p));
}

// Every digit no peer holds (or the puzzle's own marks).
std::vector<uint64_t> marks_of(const Puzzle& p) {
  if (!p.candidates.empty()) return p.candidates;
  const Geometry& g = p.geo();
  std::vector<uint64_t> m(g.num_cells(), (uint64_t{1} << g.size()) - 1);
  for (int cell = 0; cell < g.num_cells(); ++cell) {
    if (!p.cells[cell]) continue;
    m[cell] = uint64_t{1} << (p.cells[cell] - 1);
    for (int h : g.houses_of(cell))
      for (int other : g.houses()[h].cells)
        if (other != cell) m[other] &= ~(uint64_t{1} << (p.cells[cell] - 1));
  }
  for (int cell = 0; cell < g.num_cells(); ++cell)
    if (p.cells[cell]) m[cell] = uint64_t{1} << (p.cells[cell] - 1);
  return m;
}

template <typename F>
StatusOr<ReadResult> read_per_line(std::string_view text, Format f, F item) {
  ReadResult result;
  result.format = f;
  for (const TextLine& l : split_lines(text)) {
    std::string_view t = trim_blanks(l.text);
    if (t.empty() || t[0] == '#') continue;
    result.items.push_back(item(l.text, l.number));
  }
  return result;
}

// qqwing's --csv output starts with a "Puzzle," (or "Puzzle,Solution,") header line.
bool is_qqwing_csv_header(std::string_view t) {
  static constexpr std::string_view kHeader = "puzzle,";
  if (t.size() < kHeader.size()) return false;
  for (size_t i = 0; i < kHeader.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(t[i])) != kHeader[i]) return false;
  return true;
}

// qqwing's outputs: --csv (a header, then "puzzle,solution," lines: the first column is read)
// or --readable (nine " . . 5 | 9 . . | 2 . ." rows with "-------|-------|-------" band lines,
// read as Simple Sudoku rows without the frame). --compact (nine rows of nine) is sdk.
StatusOr<ReadResult> read_qqwing(std::string_view text, std::string_view source,
                                 PuzzleReader read_lines) {
  const auto lines = split_lines(text);
  const TextLine* first = nullptr;
  for (const TextLine& l : lines)
    if (!trim_blanks(l.text).empty()) {
      first = &l;
      break;
    }
  if (!first || !is_qqwing_csv_header(trim_blanks(first->text))) {
    auto r = read_ss(text, source);
    if (r) r->format = Format::kQqwing;
    return r;
  }
  ReadResult result;
  result.format = Format::kQqwing;
  ReadOptions line;
  line.format = Format::kLine;
  line.geometry = classic_ptr();
  for (const TextLine& l : lines) {
    std::string_view t = trim_blanks(l.text);
    if (t.empty() || l.number == first->number) continue;
    std::string_view cells = t.substr(0, t.find(','));
    auto one = read_lines(cells, source, line);
    if (!one || one->items.size() != 1) {
      result.items.push_back(error_at(source, l.number, "not a qqwing CSV line"));
      continue;
    }
    ReadItem item = std::move(one->items[0]);
    item.line = l.number;
    if (!item.puzzle) {  // renumber "source:1: problem"
      const std::string prefix = std::string(source) + ":1: ";
      if (item.error.rfind(prefix, 0) == 0) item.error = item.error.substr(prefix.size());
      item = error_at(source, l.number, item.error);
    }
    result.items.push_back(std::move(item));
  }
  return result;
}

}  // namespace

bool is_exchange_format(Format f) {
  return f == Format::kFpuzzles || f == Format::kSudokupad || f == Format::kSudokuwiki ||
         f == Format::kSs || f == Format::kHodoku || f == Format::kSdm || f == Format::kPm729 ||
         f == Format::kQqwing;
}

std::optional<Format> detect_exchange_format(std::string_view text) {
  for (const TextLine& l : split_lines(text)) {
    std::string_view t = trim_blanks(l.text);
    if (t.empty()) continue;
    if (t[0] == '{') return Format::kFpuzzles;
    if (is_sudokuwiki_link(t)) return Format::kSudokuwiki;
    if (t.substr(0, 8) == "https://" || t.substr(0, 7) == "http://") return Format::kSudokupad;
    if (t[0] == '*' || t[0] == '|') return Format::kSs;
    if (is_qqwing_csv_header(t)) return Format::kQqwing;
    if (t.find('|') != std::string_view::npos && (t[0] == '.' || (t[0] >= '0' && t[0] <= '9')) &&
        ss_row(t))
      return Format::kQqwing;  // qqwing --readable: " . . 5 | 9 . . | 2 . ."
    if (t.size() > 6 && t[0] == ':' && t.find(':', 1) != std::string_view::npos)
      return Format::kHodoku;
    if (t.size() == 729 && t.find_first_not_of(".0123456789") == std::string_view::npos)
      return Format::kPm729;
    return std::nullopt;
  }
  return std::nullopt;
}

StatusOr<ReadResult> read_exchange(std::string_view text, std::string_view source, Format f,
                                   const ReadOptions& options, PuzzleReader read_lines) {
  if (options.geometry && f != Format::kFpuzzles && f != Format::kSudokupad &&
      !options.geometry->is_classic())
    return Status::error(std::string(source) + ": the " + std::string(format_name(f)) +
                         " format holds 9x9 puzzles only");
  switch (f) {
    case Format::kFpuzzles: {
      // A whole file holding one object (as f-puzzles exports it), else one object per line.
      std::string_view whole = trim_blanks(text);
      auto j = nlohmann::json::parse(whole, nullptr, false);
      if (!j.is_discarded() && j.is_object()) {
        ReadResult r;
        r.format = f;
        size_t first = text.find('{');
        int line = 1;
        for (size_t i = 0; i < first; ++i) line += text[i] == '\n';
        r.items.push_back(fpuzzles_item(whole, source, line, options));
        return r;
      }
      return read_per_line(
          text, f, [&](std::string_view l, int n) { return fpuzzles_item(l, source, n, options); });
    }
    case Format::kSudokupad:
      return read_per_line(text, f, [&](std::string_view l, int n) {
        std::string why;
        auto data = link_data(l, why);
        if (!data) return error_at(source, n, why);
        auto json = lz_decompress_base64(*data, kMaxJsonBytes);
        if (!json || json->empty()) return error_at(source, n, "the link's puzzle data is corrupt");
        return fpuzzles_item(*json, source, n, options);
      });
    case Format::kSs:
      return read_ss(text, source);
    case Format::kQqwing:
      return read_qqwing(text, source, read_lines);
    case Format::kSudokuwiki:
      return read_per_line(
          text, f, [&](std::string_view l, int n) { return sudokuwiki_item(l, source, n); });
    case Format::kHodoku:
      return read_per_line(text, f,
                           [&](std::string_view l, int n) { return hodoku_item(l, source, n); });
    case Format::kPm729:
      return read_per_line(text, f,
                           [&](std::string_view l, int n) { return pm729_item(l, source, n); });
    case Format::kSdm: {
      ReadOptions line = options;
      line.format = Format::kLine;
      line.geometry = classic_ptr();
      auto r = read_lines(text, source, line);
      if (r) r->format = Format::kSdm;
      return r;
    }
    default:
      return Status::error("not an exchange format");
  }
}

std::string exchange_unsupported(Format f, const Geometry& g) {
  if (f == Format::kFpuzzles || f == Format::kSudokupad) {
    if (g.is_composite()) return std::string(format_name(f)) + ": single grids only";
    if (g.size() < 4 || g.size() > 16) return std::string(format_name(f)) + ": sizes 4..16 only";
    return "";
  }
  if (is_exchange_format(f) && !g.is_classic())
    return std::string(format_name(f)) + ": 9x9 grids only";
  return "";
}

std::string write_exchange(const Puzzle& p, Format f, bool with_fields) {
  switch (f) {
    case Format::kFpuzzles:
      return fpuzzles_json(p, with_fields);
    case Format::kSudokupad:
      return std::string(kSudokupadPrefix) +
             percent_encode(lz_compress_base64(fpuzzles_json(p, with_fields)));
    case Format::kQqwing: {  // qqwing --readable
      std::string s;
      for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) s += "-------|-------|-------\n";
        for (int c = 0; c < 9; ++c) {
          if (c == 3 || c == 6) s += " |";
          s += ' ';
          s += p.cells[r * 9 + c] ? static_cast<char>('0' + p.cells[r * 9 + c]) : '.';
        }
        s += "\n";
      }
      s.pop_back();
      return s;
    }
    case Format::kSs: {
      std::string s = "*-----------*\n";
      for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) s += "|---+---+---|\n";
        for (int c = 0; c < 9; ++c) {
          if (c % 3 == 0) s += '|';
          s += p.cells[r * 9 + c] ? static_cast<char>('0' + p.cells[r * 9 + c]) : '.';
        }
        s += "|\n";
      }
      return s + "*-----------*";
    }
    case Format::kHodoku: {
      std::string s = ":0000:x:";
      for (uint8_t v : p.cells) s += v ? static_cast<char>('0' + v) : '.';
      s += ":";
      if (!p.candidates.empty()) {
        const std::vector<uint64_t> basic = marks_of(Puzzle(p.geometry, p.cells));
        std::string deleted;
        for (int cell = 0; cell < 81; ++cell)
          for (int d = 1; d <= 9; ++d)
            if ((basic[cell] >> (d - 1) & 1) && !(p.candidates[cell] >> (d - 1) & 1))
              deleted += (deleted.empty() ? "" : " ") + std::to_string(d) +
                         std::to_string(cell / 9 + 1) + std::to_string(cell % 9 + 1);
        s += deleted;
      }
      return s + ":::";
    }
    case Format::kSdm: {
      std::string s;
      for (uint8_t v : p.cells) s += static_cast<char>('0' + v);
      return s;
    }
    case Format::kSudokuwiki: {
      std::string s(kSudokuwikiPrefix);
      for (uint8_t v : p.cells) s += static_cast<char>('0' + v);
      return s;
    }
    case Format::kPm729: {
      // A puzzle without pencil marks is written with no elimination at all (a given: its one
      // digit; an empty cell: all nine), so that reading it back gives the same puzzle: the
      // basic eliminations wrote naked singles as one-digit cells, which read back as givens
      // (200 of 200 puzzles changed going line -> pm729 -> line, one from Tough to Medium).
      std::vector<uint64_t> marks = p.candidates;
      if (marks.empty())
        for (uint8_t v : p.cells) marks.push_back(v ? uint64_t{1} << (v - 1) : 0x1FF);
      std::string s;
      for (uint64_t m : marks)
        for (int k = 0; k < 9; ++k) s += (m >> k & 1) ? static_cast<char>('1' + k) : '.';
      return s;
    }
    default:
      return "";
  }
}

}  // namespace sudokupress::core
