// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the output writers. A puzzle is built from the input (a geometry, givens placed
// greedily so that they are valid, metadata fields of arbitrary bytes: control characters,
// TABs, NULs, "variant=", "cages=", region-like and ID-like text), written in every format that
// can hold it, and read back in that format. The round-trip property: every written record
// reads back as exactly one record with the same cells, and the line formats (which carry the
// rules) with the same geometry and no constraints the puzzle did not have; a metadata field
// must never become a second record or the record's rules.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/format.hpp"
#include "core/geometry.hpp"

namespace {

namespace core = sudokupress::core;

constexpr const char* kGeometries[] = {
    "9x9",   "4x4", "6x6",   "x",     "windoku", "16x16",    "samurai",  "double",
    "x-6x6", "3x2", "12x12", "25x25", "8x8",     "jigsaw-9", "asterisk", "centre-dot"};
constexpr int kGeometryCount = sizeof(kGeometries) / sizeof(kGeometries[0]);

[[noreturn]] void fail(const char* what, core::Format f, const std::string& text) {
  std::fprintf(stderr, "writers round trip: %s in %s:\n%s\n", what,
               std::string(core::format_name(f)).c_str(), text.c_str());
  std::abort();
}

// Consumes the input front to back.
struct Bytes {
  const uint8_t* data;
  size_t size;
  size_t pos = 0;
  int next() { return pos < size ? data[pos++] : 0; }
  bool empty() const { return pos >= size; }
};

core::GeometryPtr pick_geometry(Bytes& in) {
  const int which = in.next() % kGeometryCount;
  auto g = core::geometry_by_name(kGeometries[which]);
  if (!g) return nullptr;
  if ((*g)->is_jigsaw()) {  // a fixed layout of the input's choosing
    auto laid = (*g)->with_regions(core::random_regions((*g)->size(), in.next()));
    if (!laid) return nullptr;
    return std::make_shared<const core::Geometry>(std::move(laid).value());
  }
  return *g;
}

// Givens: one input byte per cell until the input runs out; a value is placed only when no peer
// holds it, so the givens are always valid.
void place_givens(Bytes& in, core::Puzzle& p) {
  const int n = p.size();
  const int cells = p.num_cells();
  const int count = in.next() % 64;
  for (int k = 0; k < count && !in.empty(); ++k) {
    const int cell = (in.next() * 256 + in.next()) % cells;
    const int v = 1 + in.next() % n;
    bool free = p.cells[cell] == 0;
    for (int q : p.geo().peers(cell)) free = free && p.cells[q] != v;
    if (free) p.cells[cell] = static_cast<uint8_t>(v);
  }
}

// The rest of the input: fields separated by 0xFF bytes (at most 4).
std::vector<std::string> take_fields(Bytes& in) {
  std::vector<std::string> fields;
  std::string cur;
  while (!in.empty()) {
    const int c = in.next();
    if (c == 0xFF) {
      if (fields.size() == 3) break;
      fields.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += static_cast<char>(c);
    }
  }
  fields.push_back(std::move(cur));
  return fields;
}

bool is_line_format(core::Format f) {
  return f == core::Format::kLine || f == core::Format::kCompositeLine;
}

void check_round_trip(const core::Puzzle& p, core::Format f) {
  auto written = core::write_record(p, f);
  if (!written) return;  // this format cannot hold this geometry
  const std::string& text = *written;
  core::ReadOptions options;
  // The grid forms of a composite are its canvas (write_puzzle): read back as such.
  const bool canvas =
      p.geo().is_composite() && (f == core::Format::kGrid || f == core::Format::kRows);
  options.format = canvas ? core::Format::kCompositeGrid : f;
  // Only the line formats carry the rules; the others are read as the geometry asked for.
  if (!is_line_format(f)) options.geometry = p.geometry;
  auto read = core::read_puzzles(text, "fuzz", options);
  if (!read) fail("the output does not read back", f, text);
  if (read->items.size() != 1) fail("one record read back as several", f, text);
  const core::ReadItem& item = read->items[0];
  if (!item.puzzle) fail(("the record reads back as an error: " + item.error).c_str(), f, text);
  if (item.puzzle->cells != p.cells) fail("the cells changed", f, text);
  if (!is_line_format(f)) return;
  if (item.puzzle->geo().name() != p.geo().name() ||
      item.puzzle->geo().is_jigsaw() != p.geo().is_jigsaw() ||
      (p.geo().is_jigsaw() && item.puzzle->geo().regions() != p.geo().regions()))
    fail("the geometry changed", f, text);
  if (item.puzzle->has_constraints() != p.has_constraints())
    fail("a metadata field became rules", f, text);
  if (item.puzzle->fields.size() != p.fields.size())
    fail("the metadata fields changed in number", f, text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Bytes in{data, size};
  core::GeometryPtr g = pick_geometry(in);
  if (!g) return 0;
  core::Puzzle p(g);
  place_givens(in, p);
  if (!in.empty()) p.fields = take_fields(in);
  for (int f = static_cast<int>(core::Format::kLine); f <= static_cast<int>(core::Format::kQqwing);
       ++f)
    check_round_trip(p, static_cast<core::Format>(f));
  return 0;
}
