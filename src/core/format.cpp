// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <system_error>
#include <thread>

#include "core/constraints.hpp"
#include "core/exchange_formats.hpp"
#include "core/file_access.hpp"
#include "core/limits.hpp"
#include "core/text_check.hpp"
#include "core/text_lines.hpp"
#include "core/text_stream.hpp"

namespace sudokupress::core {

namespace {

std::vector<std::string_view> tokens(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// Numbers with an optional sign ("-0", "+1"): still a numeric layout, so the row parser names
// the bad number instead of the layout guess blaming the row count.
bool all_signed_numbers(const std::vector<std::string_view>& toks) {
  for (auto t : toks) {
    if (!t.empty() && (t[0] == '-' || t[0] == '+')) t.remove_prefix(1);
    if (t.empty()) return false;
    for (char c : t)
      if (c < '0' || c > '9') return false;
  }
  return !toks.empty();
}

std::string where(std::string_view source, int line) {
  return std::string(source) + ":" + std::to_string(line);
}

std::string describe_char(char c) {
  if (c == '\t') return "TAB";
  if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", static_cast<unsigned char>(c));
    return buf;
  }
  return std::string("'") + c + "'";
}

// Finalises a parsed puzzle: geometry check of the givens.
ReadItem finish(std::string_view source, int line, Puzzle p) {
  ReadItem item;
  item.line = line;
  if (p.geo().random_layout()) {
    item.error = where(source, line) + ": a " + p.geo().name() +
                 " puzzle needs its regions: write it as puzzle<TAB>regions (line format)";
  } else if (Status s = check_givens(p); !s) {
    item.error = where(source, line) + ": " + s.message();
  } else {
    item.puzzle = std::move(p);
  }
  return item;
}

ReadItem error_item(std::string_view source, int line, const std::string& msg) {
  ReadItem item;
  item.line = line;
  item.error = where(source, line) + ": " + msg;
  return item;
}

// --- line format -------------------------------------------------------------------------

// A first TAB field that is a jigsaw layout for the puzzle before it: as many characters as
// cells, each 1-9 or A-Z (IDs and grades never look like this: they hold '_' or lower case).
bool looks_like_regions(std::string_view body, std::string_view field) {
  if (field.size() != body.size() || field.size() < 16) return false;
  for (char c : field)
    if (!((c >= '1' && c <= '9') || (c >= 'A' && c <= 'Z'))) return false;
  return true;
}

// The geometry of a regions line: the forced variant (x-jigsaw, ...) with these regions, else
// a jigsaw of the size the line has.
StatusOr<GeometryPtr> regions_geometry(const GeometryPtr& forced, size_t cells,
                                       std::string_view field) {
  GeometryPtr base = forced;
  if (!base) {
    int n = 0;
    while ((n + 1) * (n + 1) <= static_cast<int>(cells)) ++n;
    if (n * n != static_cast<int>(cells))
      return Status::error("a regions line needs a square number of cells, found " +
                           std::to_string(cells));
    auto named = geometry_by_name("jigsaw-" + std::to_string(n));
    if (!named) return named.status();
    base = *named;
  }
  if (base->is_composite()) return Status::error("a composite has no jigsaw regions");
  if (static_cast<int>(cells) != base->num_cells())
    return Status::error("expected " + std::to_string(base->num_cells()) + " cells, found " +
                         std::to_string(cells));
  auto regions = parse_regions(field, base->size());
  if (!regions) return regions.status().with_context("regions");
  auto g = base->with_regions(std::move(regions).value());
  if (!g) return g.status();
  return std::make_shared<const Geometry>(std::move(g).value());
}

// The geometries a reader met in records' rules fields, by name (a batch usually names one;
// resolving a name builds a geometry, too slow for every line). One per reading thread.
class NamedGeometries {
 public:
  StatusOr<GeometryPtr> get(const std::string& name) {
    for (const auto& [n, g] : seen_)
      if (n == name) return g;
    auto g = geometry_by_name(name);
    if (!g) return g.status();
    if (seen_.size() < 8) seen_.emplace_back(name, *g);
    return g;
  }

 private:
  std::vector<std::pair<std::string, GeometryPtr>> seen_;
};

// The geometry name an ID field names: "sp1_x_m_s3" -> "x" (a variant the cells cannot tell;
// IDs of composites from a user's file ('@...') and of jigsaws (their regions field tells) are
// left alone). Empty when `field` is no puzzle ID.
std::string id_geometry_name(std::string_view field) {
  if (field.size() < 5 || field.substr(0, 2) != "sp") return {};
  size_t i = 2;
  while (i < field.size() && field[i] >= '0' && field[i] <= '9') ++i;
  if (i == 2 || i >= field.size() || field[i] != '_') return {};
  std::string_view rest = field.substr(i + 1);
  std::string_view name = rest.substr(0, rest.find('_'));
  if (name.empty() || name[0] == '@' || name.find("jigsaw") != std::string_view::npos) return {};
  return std::string(name);
}

// A record's own rules (README "Formats"): a `variant=NAME` field right after the puzzle (and
// its regions), written for every geometry its cell count does not tell; else the geometry
// token of a puzzle ID among its fields (files written before the rules field). The variant=
// field is taken out of `fields`; an ID stays (it is the record's metadata).
struct RecordRules {
  std::string name;
  bool from_id = false;  // an ID's token: applied only when it names a geometry
};
std::optional<RecordRules> record_rules(std::vector<std::string>& fields) {
  if (!fields.empty() && fields[0].rfind(kRulesFieldPrefix, 0) == 0) {
    std::string name = fields[0].substr(kRulesFieldPrefix.size());
    fields.erase(fields.begin());
    return RecordRules{name};  // "variant=" alone: an error in named_geometry
  }
  for (const auto& f : fields)
    if (std::string name = id_geometry_name(f); !name.empty()) return RecordRules{name, true};
  return std::nullopt;
}

// What the line reader carries from line to line.
struct LineContext {
  GeometryPtr forced;  // --variant / --composite; null = detect
  GeometryPtr batch;   // the batch's: the forced one, else set by the first good plain line
  NamedGeometries named;
};

// The geometry a record's rules name, checked against the forced one ("a flag that
// contradicts the record is an error naming both").
StatusOr<GeometryPtr> named_geometry(const std::string& name, LineContext& ctx) {
  if (name.empty()) return Status::error("empty variant= field");
  auto g = ctx.named.get(name);
  if (!g) return g.status().with_context("the record's variant=" + name);
  const GeometryPtr& f = ctx.forced;
  const bool same = f && f->name() == (*g)->name() &&
                    (f->is_composite() || f->grids()[0].box_rows == (*g)->grids()[0].box_rows);
  const bool layout_of_forced =  // --variant x-jigsaw, the record's regions give the layout
      f && f->random_layout() && (*g)->is_jigsaw() && f->extras() == (*g)->extras();
  if (f && !same && !layout_of_forced)
    return Status::error("the record's variant=" + name + " contradicts the variant asked for, " +
                         f->name());
  return g;
}

// One line of the line format: a record, an error item, or nothing (blank or comment), appended
// to `items`.
void read_one_line(const TextLine& l, std::string_view source, LineContext& ctx,
                   std::vector<ReadItem>& items) {
  if (blank(l.text) || l.text[0] == '#') return;
  std::string_view body = l.text;
  std::vector<std::string> fields;
  if (auto tab = body.find('\t'); tab != std::string_view::npos) {
    std::string_view rest = body.substr(tab + 1);
    body = body.substr(0, tab);
    size_t p = 0;
    while (true) {
      size_t t = rest.find('\t', p);
      fields.push_back(
          escape_controls(rest.substr(p, t == std::string_view::npos ? rest.npos : t - p)));
      if (t == std::string_view::npos) break;
      p = t + 1;
    }
  }
  while (!body.empty() && body.back() == ' ') body.remove_suffix(1);
  GeometryPtr g = ctx.batch;
  // puzzle<TAB>regions: a jigsaw layout, one region character per cell.
  std::optional<std::string> regions;
  if (!fields.empty() && looks_like_regions(body, fields[0])) {
    regions = std::move(fields[0]);
    fields.erase(fields.begin());
  }
  // The record's own rules (variant=NAME, or its ID's geometry).
  if (auto rules = record_rules(fields)) {
    auto named = named_geometry(rules->name, ctx);
    if (named) {
      g = *named;
    } else if (!rules->from_id || ctx.named.get(rules->name)) {
      // A variant= field that names nothing, or any contradiction, is the record's error; an
      // ID token that names no geometry (sp1_killer_...: the cages field says the rest) is not.
      items.push_back(error_item(source, l.number, named.status().message()));
      return;
    }
  }
  if (regions) {
    auto jig = regions_geometry(g, body.size(), *regions);
    if (!jig) {
      items.push_back(error_item(source, l.number, jig.status().message()));
      return;
    }
    g = *jig;
  }
  if (!g) {
    g = geometry_for_cell_count(static_cast<int>(body.size()));
    if (!g) {
      items.push_back(error_item(source, l.number,
                                 "expected 81 cells, found " + std::to_string(body.size()) +
                                     " (no known geometry has that many cells; use --variant)"));
      return;
    }
    ctx.batch = g;  // the first good plain line fixes the geometry of the batch
  }
  if (static_cast<int>(body.size()) != g->num_cells()) {
    items.push_back(error_item(source, l.number,
                               "expected " + std::to_string(g->num_cells()) + " cells, found " +
                                   std::to_string(body.size())));
    return;
  }
  Puzzle p(g);
  // puzzle[<TAB>regions]<TAB>cages=<map>:<sums>: a Killer puzzle (core/constraints.hpp).
  if (!fields.empty() && looks_like_cages(fields[0])) {
    auto cages = parse_cages_field(fields[0], *g);
    if (!cages) {
      items.push_back(error_item(source, l.number, cages.status().message()));
      return;
    }
    p.constraints = std::make_shared<const Constraints>(std::move(cages).value());
    fields.erase(fields.begin());
  }
  // ...[<TAB>cages=...]<TAB>marks=...: Kropki dots, X/V, even/odd (core/constraints.hpp).
  if (!fields.empty() && looks_like_marks(fields[0])) {
    auto marks = parse_marks_field(fields[0], *g);
    if (!marks) {
      items.push_back(error_item(source, l.number, marks.status().message()));
      return;
    }
    if (p.constraints) marks->cages = p.constraints->cages;
    p.constraints = std::make_shared<const Constraints>(std::move(marks).value());
    fields.erase(fields.begin());
  }
  p.fields = std::move(fields);
  for (size_t i = 0; i < body.size(); ++i) {
    int v = symbol_value(body[i]);
    if (v < 0 || v > g->size()) {
      items.push_back(error_item(
          source, l.number,
          "unknown symbol " + describe_char(body[i]) + " at column " + std::to_string(i + 1)));
      return;
    }
    p.cells[i] = static_cast<uint8_t>(v);
  }
  items.push_back(finish(source, l.number, std::move(p)));
}

// Inputs of fewer lines are parsed on one thread; longer ones, once the geometry is fixed, are
// cut in two halves parsed at once (each line then stands alone). Measured on 100,000 generate
// lines (release, 2 cores): the line parse 0.108 s -> 0.075 s (allocation-bound), time that
// `bank add`, `grade` and `solve` spend before their workers start.
constexpr size_t kParallelLines = 20000;

StatusOr<ReadResult> read_line_format(const std::vector<TextLine>& lines, std::string_view source,
                                      GeometryPtr geometry, Format format) {
  ReadResult result;
  result.format = format;
  LineContext ctx{geometry, geometry, {}};
  size_t i = 0;
  for (; i < lines.size() && (!ctx.batch || lines.size() - i < kParallelLines); ++i)
    read_one_line(lines[i], source, ctx, result.items);
  if (i == lines.size()) return result;
  const size_t half = i + (lines.size() - i) / 2;
  std::vector<ReadItem> second;
  auto parse_second = [&, c = ctx]() mutable {
    for (size_t k = half; k < lines.size(); ++k) read_one_line(lines[k], source, c, second);
  };
  std::thread helper;
  try {
    helper = std::thread(parse_second);
  } catch (const std::system_error&) {  // no thread to be had: the same work on this one
  }
  for (; i < half; ++i) read_one_line(lines[i], source, ctx, result.items);
  if (helper.joinable())
    helper.join();
  else
    parse_second();
  result.items.insert(result.items.end(), std::make_move_iterator(second.begin()),
                      std::make_move_iterator(second.end()));
  return result;
}

// --- numbers: grid (9x9, any whitespace) and rows (N rows of N numbers) -------------------

StatusOr<ReadResult> read_numbers(const std::vector<TextLine>& lines, std::string_view source,
                                  GeometryPtr geometry, Format format) {
  ReadResult result;
  result.format = format;
  size_t i = 0;
  while (i < lines.size()) {
    if (blank(lines[i].text) || lines[i].text[0] == '#') {
      ++i;
      continue;
    }
    int start = lines[i].number;
    GeometryPtr g = geometry;
    if (!g) {
      int n = static_cast<int>(tokens(lines[i].text).size());
      if (n == 81) n = 9;  // a whole 9x9 on one line
      auto gg = geometry_by_name(std::to_string(n));
      if (!gg) return Status::error(where(source, start) + ": " + gg.status().message());
      g = *gg;
    }
    int need = g->num_cells();
    std::vector<int> values;
    std::string bad;
    // Take whole lines until the puzzle has its cells (blank lines between bands allowed).
    while (i < lines.size() && static_cast<int>(values.size()) < need) {
      const TextLine& l = lines[i++];
      if (blank(l.text)) continue;
      if (l.text[0] == '#') break;
      for (auto t : tokens(l.text)) {
        int v = 0;
        auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || p != t.data() + t.size()) {
          if (t == ".") {
            v = 0;
          } else if (bad.empty()) {
            bad = where(source, l.number) + ": unknown symbol '" + std::string(t) + "'";
          }
        } else if ((v < 0 || v > g->size()) && bad.empty()) {
          bad = where(source, l.number) + ": value " + std::string(t) + " out of range 0.." +
                std::to_string(g->size());
        }
        values.push_back(v);
      }
    }
    if (!bad.empty()) {
      ReadItem item;
      item.line = start;
      item.error = bad;
      result.items.push_back(item);
      continue;
    }
    if (static_cast<int>(values.size()) != need) {
      result.items.push_back(error_item(
          source, start,
          "expected " + std::to_string(need) + " cells, found " + std::to_string(values.size())));
      continue;
    }
    Puzzle p(g);
    for (int c = 0; c < need; ++c) p.cells[c] = static_cast<uint8_t>(values[c]);
    result.items.push_back(finish(source, start, std::move(p)));
  }
  return result;
}

// --- character blocks: sdk (N rows of N symbols) and composite grid (canvas rows) ----------

GeometryPtr composite_for_block(const std::vector<std::string_view>& rows) {
  for (const auto& name : builtin_composite_names()) {
    auto gg = geometry_by_name(name);
    if (!gg) continue;
    const Geometry& g = **gg;
    if (g.canvas_rows() != static_cast<int>(rows.size())) continue;
    bool match = true;
    for (int r = 0; r < g.canvas_rows() && match; ++r)
      for (int c = 0; c < g.canvas_cols() && match; ++c) {
        char ch = c < static_cast<int>(rows[r].size()) ? rows[r][c] : ' ';
        match = (ch == ' ') == (g.cell_at(r, c) < 0);
      }
    if (match) return *gg;
  }
  return nullptr;
}

StatusOr<ReadResult> read_char_blocks(const std::vector<TextLine>& lines, std::string_view source,
                                      GeometryPtr geometry, Format format) {
  ReadResult result;
  result.format = format;
  size_t i = 0;
  while (i < lines.size()) {
    if (blank(lines[i].text) || lines[i].text[0] == '#') {
      ++i;
      continue;
    }
    int start = lines[i].number;
    std::vector<TextLine> block;
    while (i < lines.size() && !blank(lines[i].text) && lines[i].text[0] != '#')
      block.push_back(lines[i++]);
    std::vector<std::string_view> rows;
    for (const auto& l : block) rows.push_back(l.text);
    GeometryPtr g = geometry;
    bool square = rows.size() == rows.front().size();
    for (auto r : rows) square = square && r.size() == rows.front().size();
    if (!g && (format == Format::kCompositeGrid || !square)) {
      g = composite_for_block(rows);
      if (g) result.format = Format::kCompositeGrid;
    }
    if (!g) {
      auto gg = geometry_by_name(std::to_string(block.front().text.size()));
      if (gg) g = *gg;
    }
    if (!g) {
      result.items.push_back(error_item(source, start,
                                        "cannot tell the grid size from a first row of " +
                                            std::to_string(block.front().text.size()) +
                                            " characters"));
      continue;
    }
    if (static_cast<int>(block.size()) != g->canvas_rows()) {
      result.items.push_back(error_item(source, start,
                                        "expected " + std::to_string(g->canvas_rows()) +
                                            " rows, found " + std::to_string(block.size())));
      continue;
    }
    Puzzle p(g);
    std::string bad;
    for (int r = 0; r < g->canvas_rows() && bad.empty(); ++r) {
      std::string_view row = rows[r];
      while (!row.empty() && row.back() == ' ' && static_cast<int>(row.size()) > g->canvas_cols())
        row.remove_suffix(1);
      if (static_cast<int>(row.size()) > g->canvas_cols()) {
        bad = where(source, block[r].number) + ": expected " + std::to_string(g->canvas_cols()) +
              " columns, found " + std::to_string(row.size());
        break;
      }
      for (int c = 0; c < g->canvas_cols(); ++c) {
        char ch = c < static_cast<int>(row.size()) ? row[c] : ' ';
        int cell = g->cell_at(r, c);
        if (cell < 0) {
          if (ch != ' ') {
            bad = where(source, block[r].number) + ": symbol " + describe_char(ch) + " at column " +
                  std::to_string(c + 1) + " where the layout has no cell";
            break;
          }
          continue;
        }
        int v = symbol_value(ch);
        if (v < 0 || v > g->size()) {
          bad = where(source, block[r].number) + ": unknown symbol " + describe_char(ch) +
                " at column " + std::to_string(c + 1);
          break;
        }
        p.cells[cell] = static_cast<uint8_t>(v);
      }
    }
    if (!bad.empty()) {
      ReadItem item;
      item.line = start;
      item.error = bad;
      result.items.push_back(item);
      continue;
    }
    result.items.push_back(finish(source, start, std::move(p)));
  }
  return result;
}

Format detect(const std::vector<TextLine>& lines, const GeometryPtr& geometry) {
  bool saw_header = false;
  for (const TextLine& l : lines) {
    if (blank(l.text)) continue;
    if (l.text[0] == '#') {
      saw_header = true;
      continue;
    }
    std::string_view first = l.text.substr(0, l.text.find('\t'));
    if (first.size() < l.text.size()) {  // puzzle<TAB>regions: a jigsaw line
      std::string_view rest = l.text.substr(first.size() + 1);
      if (looks_like_regions(first, rest.substr(0, rest.find('\t')))) return Format::kLine;
    }
    auto toks = tokens(first);
    // A cell of the grid and rows formats is at most 100: a row whose every token is a longer
    // run of digits is a row of a composite's canvas (a solved samurai's "214936587   735829614"),
    // read below; one huge number among cells stays a bad cell of a grid.
    const bool canvas_row =
        std::all_of(toks.begin(), toks.end(), [](std::string_view t) { return t.size() > 3; });
    if (toks.size() > 1 && !canvas_row && all_signed_numbers(toks)) {
      return (geometry ? geometry->size() : static_cast<int>(toks.size())) == 9 || toks.size() == 81
                 ? Format::kGrid
                 : Format::kRows;
    }
    bool inner_space = first.find(' ') != std::string_view::npos &&
                       first.find_first_not_of(' ') != std::string_view::npos;
    size_t len = first.size();
    if (inner_space ||
        (geometry && geometry->is_composite() && static_cast<int>(len) == geometry->canvas_cols()))
      return Format::kCompositeGrid;
    if (geometry && static_cast<int>(len) == geometry->num_cells())
      return geometry->is_composite() ? Format::kCompositeLine : Format::kLine;
    if (!geometry) {
      // A line whose length is a cell count and whose symbols fit that geometry is a puzzle
      // line; otherwise a row of N symbols starts a block (sdk). E.g. 16 characters are a 4x4
      // line if every symbol is 1..4, else the first row of a 16x16.
      GeometryPtr g = geometry_for_cell_count(static_cast<int>(len));
      int max_symbol = 0;
      for (char ch : first) max_symbol = std::max(max_symbol, symbol_value(ch));
      if (g && max_symbol <= g->size())
        return g->is_composite() ? Format::kCompositeLine : Format::kLine;
      // A short row whose length is a grid size: a block of N rows (sdk).
      if (len >= 4 && len <= static_cast<size_t>(kMaxCharSymbols) &&
          geometry_by_name(std::to_string(len)))
        return Format::kSdk;
    } else if (static_cast<int>(len) == geometry->size()) {
      return Format::kSdk;
    }
    return saw_header ? Format::kSdk : Format::kLine;
  }
  return Format::kAuto;
}

}  // namespace

std::optional<Format> line_format_of(std::string_view head, const ReadOptions& options) {
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);  // as read_puzzles
  Format f = options.format;
  if (f == Format::kAuto) {
    if (detect_exchange_format(head)) return std::nullopt;
    f = detect(split_lines(head), options.geometry);
  }
  if (f == Format::kLine || f == Format::kCompositeLine) return f;
  return std::nullopt;
}

struct LineFormatReader::State {
  std::string source;
  LineContext ctx;
  bool first = true;
};

LineFormatReader::LineFormatReader(std::string_view source, GeometryPtr geometry)
    : state_(new State{std::string(source), LineContext{geometry, geometry, {}}}) {}

LineFormatReader::~LineFormatReader() = default;

void LineFormatReader::read(std::string_view text, int first_line, std::vector<ReadItem>& items) {
  if (state_->first && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  state_->first = false;
  for (TextLine l : split_lines(text)) {
    l.number += first_line - 1;
    read_one_line(l, state_->source, state_->ctx, items);
  }
}

StatusOr<ReadResult> read_puzzles(std::string_view text, std::string_view source,
                                  const ReadOptions& options) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 BOM
  Format f = options.format;
  if (f == Format::kAuto)
    if (auto x = detect_exchange_format(text)) f = *x;
  if (is_exchange_format(f)) return read_exchange(text, source, f, options, &read_puzzles);
  std::vector<TextLine> lines = split_lines(text);
  if (f == Format::kAuto) f = detect(lines, options.geometry);
  switch (f) {
    case Format::kAuto:
      return Status::error(std::string(source) + ": empty input");
    case Format::kLine:
    case Format::kCompositeLine:
      return read_line_format(lines, source, options.geometry, f);
    case Format::kGrid:
    case Format::kRows:
      return read_numbers(lines, source, options.geometry, f);
    case Format::kSdk:
    case Format::kCompositeGrid:
      return read_char_blocks(lines, source, options.geometry, f);
    default:
      break;
  }
  return Status::error("unreachable");
}

namespace {

// Reads a descriptor in chunks up to the input cap. Stops at the first NUL byte (binary data, or
// a device like /dev/zero that never ends) and refuses UTF-16 text, each with one line.
StatusOr<std::string> read_stream(int fd, const std::string& name, bool text) {
  std::string s;
  char buf[1 << 16];
  long lines = 0;  // '\n' read so far (a NUL's line)
  for (;;) {
    auto got = read_some(fd, buf, sizeof buf, name);
    if (!got) return got.status();
    if (*got == 0) break;
    if (auto st = check_input_chunk(buf, *got, s.size(), lines, name, text); !st) return st;
    if (text) lines += std::count(buf, buf + *got, '\n');
    s.append(buf, *got);
  }
  if (text) normalise_text(s);
  return s;
}

StatusOr<std::string> read_any(const std::string& path, bool text, FileKind kind) {
  if (path == "-") return read_stream(STDIN_FILENO, "<stdin>", text);
  auto fd = open_for_reading(path, kind);
  if (!fd) return fd.status();
  struct stat st;
  StatusOr<std::string> out = Status::error(path + ": file larger than " +
                                            std::to_string(limits::kMaxInputBytes >> 20) + " MB");
  if (::fstat(*fd, &st) != 0 || !S_ISREG(st.st_mode) ||
      static_cast<uint64_t>(st.st_size) <= limits::kMaxInputBytes)
    out = read_stream(*fd, path, text);
  ::close(*fd);
  return out;
}

}  // namespace

StatusOr<std::string> read_file(const std::string& path) {
  return read_any(path, true, FileKind::kRegularOnly);
}

StatusOr<std::string> read_input_file(const std::string& path) {
  return read_any(path, true, FileKind::kStreamsToo);
}

StatusOr<std::string> read_binary_file(const std::string& path) {
  return read_any(path, false, FileKind::kRegularOnly);
}

StatusOr<ReadResult> read_puzzle_file(const std::string& path, const ReadOptions& options) {
  auto text = read_file(path);
  if (!text) return text.status();
  return read_puzzles(*text, path == "-" ? "<stdin>" : path, options);
}

StatusOr<std::string> write_record(const Puzzle& p, Format f) {
  if (std::string why = exchange_unsupported(f, p.geo()); !why.empty()) return Status::error(why);
  const bool characters = f == Format::kAuto || f == Format::kLine || f == Format::kCompositeLine ||
                          f == Format::kSdk || f == Format::kCompositeGrid ||
                          (f == Format::kGrid && p.geo().is_composite());
  if (characters && p.size() > kMaxCharSymbols)
    return Status::error("a grid of " + std::to_string(p.size()) +
                         " symbols has no one-character-per-cell form (at most " +
                         std::to_string(kMaxCharSymbols) + " symbols); use --format rows");
  if (p.has_constraints()) {
    // The line format and f-puzzles JSON (and SudokuPad links of it) carry cages; every other
    // format would drop the rules.
    if (f != Format::kAuto && f != Format::kLine && f != Format::kFpuzzles &&
        f != Format::kSudokupad)
      return Status::error(std::string(format_name(f)) +
                           ": cannot hold cages or marks (use line, fpuzzles or sudokupad)");
    if (auto cages = cages_field(p.geo(), *p.constraints); !cages) return cages.status();
  }
  std::string text = write_puzzle(p, f, true);
  const bool one_line = f == Format::kAuto || f == Format::kLine || f == Format::kCompositeLine ||
                        f == Format::kFpuzzles || f == Format::kSudokupad ||
                        f == Format::kSudokuwiki || f == Format::kHodoku || f == Format::kSdm ||
                        f == Format::kPm729;
  if (text.empty() || text.back() != '\n') text += "\n";
  if (!one_line) text += "\n";
  return text;
}

bool cell_count_tells(const Geometry& g) {
  if (g.is_composite()) {
    for (const char* name : {"double", "triple", "quadruple", "samurai"})
      if (g.name() == name) return true;
    return false;
  }
  if (g.extras() != 0) return false;
  if (g.is_jigsaw()) return true;  // its regions field tells
  // Square grids of the standard box shape (the most square, rows <= columns), but 15x15: its
  // 225 cells are read as a triple.
  const int rows = g.grids()[0].box_rows, n = g.size();
  for (int r = rows + 1; r * r <= n; ++r)
    if (n % r == 0) return false;  // a squarer shape is the standard one
  return rows * rows <= n && n != 15;
}

std::string rules_field(const Geometry& g) {
  if (g.is_classic() || cell_count_tells(g)) return {};
  if (!g.is_composite() && !g.is_jigsaw() && g.extras() == 0) {  // a box shape: "3x2"
    const int rows = g.grids()[0].box_rows;
    return std::string(kRulesFieldPrefix) + std::to_string(rows) + "x" +
           std::to_string(g.size() / rows);
  }
  // A composite from a user's file has no name that rebuilds it: --composite FILE.
  if (g.is_composite() && builtin_composite_text(g.name()).empty()) return {};
  return std::string(kRulesFieldPrefix) + g.name();
}

std::string cells_text(const Puzzle& p) {
  std::string out;
  out.reserve(p.cells.size());
  for (uint8_t v : p.cells) out += symbol_char(v);
  return out;
}

std::string layout_text(const Puzzle& p) {
  std::string out = cells_text(p);
  if (p.geo().is_jigsaw()) out += "\t" + regions_text(p.geo().regions());
  return out;
}

std::string constraint_fields(const Puzzle& p) {
  if (!p.has_constraints()) return "";
  const Geometry& g = p.geo();
  const Constraints& c = *p.constraints;
  std::string out;
  if (!c.cages.empty()) {
    // puzzle<TAB>cages=...; write_record refuses what won't fit
    auto cages = cages_field(g, c);
    out += "\t" + (cages ? *cages : std::string("cages=?"));
  }
  if (!c.marks.empty() || c.all_kropki || c.all_xv) out += "\t" + marks_field(g, c);
  return out;
}

namespace {

// A metadata field as the line formats write it: control characters escaped, and a field the
// line reader would take for part of the record (README "Formats": a regions line, a variant=
// or cages= field, an ID naming another geometry when the record carries no variant= field)
// written behind a backslash, so that a title can never change the puzzle it belongs to.
std::string line_metadata_field(const Puzzle& p, std::string_view body, bool rules_written,
                                const std::string& field) {
  std::string out = escape_controls(field);
  const Geometry& g = p.geo();
  bool structural = out.rfind(kRulesFieldPrefix, 0) == 0 || looks_like_cages(out) ||
                    looks_like_regions(body, out);
  if (!structural && !rules_written) {
    const std::string named = id_geometry_name(out);
    if (!named.empty() && named != g.name()) {
      auto resolved = geometry_by_name(named);
      structural =
          resolved && ((*resolved)->name() != g.name() || (*resolved)->extras() != g.extras() ||
                       (*resolved)->grids()[0].box_rows != g.grids()[0].box_rows);
    }
  }
  return structural ? "\\" + out : out;
}

}  // namespace

std::string write_puzzle(const Puzzle& p, Format f, bool with_fields) {
  const Geometry& g = p.geo();
  std::string out;
  auto fields = [&] {
    if (!with_fields) return;
    const std::string body = out.substr(0, p.cells.size());
    const bool rules_written = !rules_field(g).empty();
    for (const auto& fl : p.fields) out += "\t" + line_metadata_field(p, body, rules_written, fl);
  };
  switch (f) {
    case Format::kAuto:
    case Format::kLine:
    case Format::kCompositeLine:
      for (uint8_t v : p.cells) out += symbol_char(v);
      if (g.is_jigsaw()) out += "\t" + regions_text(g.regions());  // puzzle<TAB>regions
      if (std::string rules = rules_field(g); !rules.empty()) out += "\t" + rules;
      out += constraint_fields(p);
      fields();
      return out;
    case Format::kGrid:
      if (g.size() == 9 && !g.is_composite()) {
        // spec §9.1 layout: a newline before rows 0, 3, 6; a space before columns 0, 3, 6;
        // every value followed by a space.
        for (int r = 0; r < 9; ++r) {
          if (r % 3 == 0) out += "\n";
          for (int c = 0; c < 9; ++c) {
            if (c % 3 == 0) out += " ";
            out += std::to_string(p.cells[r * 9 + c]) + " ";
          }
          out += "\n";
        }
        return out;
      }
      [[fallthrough]];
    case Format::kRows: {
      if (g.is_composite()) return write_puzzle(p, Format::kCompositeGrid, with_fields);
      int n = g.size();
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
          if (c) out += ' ';
          out += std::to_string(p.cells[r * n + c]);
        }
        out += '\n';
      }
      return out;
    }
    case Format::kSdk:
    case Format::kCompositeGrid:
      for (int r = 0; r < g.canvas_rows(); ++r) {
        std::string row;
        for (int c = 0; c < g.canvas_cols(); ++c) {
          int cell = g.cell_at(r, c);
          row += cell < 0 ? ' ' : symbol_char(p.cells[cell]);
        }
        while (!row.empty() && row.back() == ' ') row.pop_back();
        out += row + "\n";
      }
      return out;
    default:
      return write_exchange(p, f, with_fields);
  }
  return out;
}

Status write_file_atomic(const std::string& path, std::string_view content) {
  if (path == "-") {
    std::cout << content;
    std::cout.flush();
    return std::cout ? Status::ok() : Status::error("<stdout>: write error");
  }
  if (const ReadSet* reads = active_read_set())
    if (std::string in = reads->find(path); !in.empty())
      return Status::error(path + ": is an input (" + in + "); refusing to overwrite it");
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".tmpXXXXXX")).string();
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  int fd = mkstemp(name.data());
  if (fd < 0) return Status::error(path + ": cannot write: " + std::strerror(errno));
  const char* p = content.data();
  size_t left = content.size();
  while (left > 0) {
    ssize_t w = ::write(fd, p, left);
    if (w < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      ::close(fd);
      ::unlink(name.data());
      return Status::error(path + ": write error: " + std::strerror(e));
    }
    p += w;
    left -= static_cast<size_t>(w);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    int e = errno;
    ::unlink(name.data());
    return Status::error(path + ": write error: " + std::strerror(e));
  }
  ::chmod(name.data(), 0644);
  if (std::rename(name.data(), path.c_str()) != 0) {
    int e = errno;
    ::unlink(name.data());
    return Status::error(path + ": cannot write: " + std::strerror(e));
  }
  return Status::ok();
}

}  // namespace sudokupress::core
