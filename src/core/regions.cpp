// SPDX-License-Identifier: GPL-3.0-or-later
// Jigsaw region layouts: text form, checks and the random layout generator (geometry.hpp).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "core/limits.hpp"

namespace sudokupress::core {

char region_char(int region) {
  return region < 9 ? static_cast<char>('1' + region) : static_cast<char>('A' + region - 9);
}

namespace {

int region_value(char c) {
  if (c >= '1' && c <= '9') return c - '1';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 9;
  return -1;
}

// True when the cells of region r are 4-connected (BFS from the first one).
bool connected(int n, const std::vector<int>& regions, int r, std::vector<int>& stack,
               std::vector<char>& seen) {
  const int cells = n * n;
  int first = -1, count = 0;
  for (int c = 0; c < cells; ++c)
    if (regions[c] == r) {
      if (first < 0) first = c;
      ++count;
    }
  if (first < 0) return false;
  seen.assign(cells, 0);
  stack.assign(1, first);
  seen[first] = 1;
  int reached = 0;
  while (!stack.empty()) {
    int c = stack.back();
    stack.pop_back();
    ++reached;
    const int row = c / n, col = c % n;
    const int next[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
    for (const auto& rc : next) {
      if (rc[0] < 0 || rc[1] < 0 || rc[0] >= n || rc[1] >= n) continue;
      int d = rc[0] * n + rc[1];
      if (!seen[d] && regions[d] == r) {
        seen[d] = 1;
        stack.push_back(d);
      }
    }
  }
  return reached == count;
}

// splitmix64: the layout generator's own stream (core has no RNG of its own elsewhere).
struct SplitMix {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int below(int bound) { return static_cast<int>(next() % static_cast<uint64_t>(bound)); }
};

std::vector<int> start_layout(int n) {
  int box_rows = 0;
  for (int r = 2; r * r <= n; ++r)
    if (n % r == 0) box_rows = r;
  std::vector<int> regions(n * n);
  for (int c = 0; c < n * n; ++c) {
    const int row = c / n, col = c % n;
    if (box_rows == 0) {
      regions[c] = row;  // no box shape (5, 7, 11, 13): the rows
    } else {
      const int box_cols = n / box_rows;
      regions[c] = row / box_rows * box_rows + col / box_cols;
    }
  }
  return regions;
}

// A random cell of region `from` next to region `to`, or -1.
int border_cell(int n, const std::vector<int>& regions, int from, int to, SplitMix& rng) {
  std::vector<int> found;
  for (int c = 0; c < n * n; ++c) {
    if (regions[c] != from) continue;
    const int row = c / n, col = c % n;
    bool next_to = (row > 0 && regions[c - n] == to) || (row + 1 < n && regions[c + n] == to) ||
                   (col > 0 && regions[c - 1] == to) || (col + 1 < n && regions[c + 1] == to);
    if (next_to) found.push_back(c);
  }
  return found.empty() ? -1 : found[rng.below(static_cast<int>(found.size()))];
}

// One exchange attempt: a cell of A next to B goes to B, a cell of B next to A goes to A;
// undone unless both regions stay connected.
void exchange(int n, std::vector<int>& regions, SplitMix& rng, std::vector<int>& stack,
              std::vector<char>& seen) {
  const int cells = n * n;
  const int a = rng.below(cells);
  const int row = a / n, col = a % n;
  const int dir = rng.below(4);
  const int nr = row + (dir == 0 ? -1 : dir == 1 ? 1 : 0);
  const int nc = col + (dir == 2 ? -1 : dir == 3 ? 1 : 0);
  if (nr < 0 || nc < 0 || nr >= n || nc >= n) return;
  const int ra = regions[a], rb = regions[nr * n + nc];
  if (ra == rb) return;
  const int b = border_cell(n, regions, rb, ra, rng);
  if (b < 0 || b == a) return;
  regions[a] = rb;
  regions[b] = ra;
  if (!connected(n, regions, ra, stack, seen) || !connected(n, regions, rb, stack, seen)) {
    regions[a] = ra;
    regions[b] = rb;
  }
}

}  // namespace

std::string regions_text(const std::vector<int>& regions) {
  std::string s;
  s.reserve(regions.size());
  for (int r : regions) s += region_char(r);
  return s;
}

StatusOr<std::vector<int>> parse_regions(std::string_view text, int n) {
  std::vector<int> regions;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    int v = region_value(c);
    if (v < 0 || v >= n)
      return Status::error(std::string("bad region character '") + c + "' (a " + std::to_string(n) +
                           "x" + std::to_string(n) + " uses 1.." + region_char(n - 1) + ")");
    regions.push_back(v);
  }
  if (static_cast<int>(regions.size()) != n * n)
    return Status::error("expected " + std::to_string(n * n) + " region characters, found " +
                         std::to_string(regions.size()));
  if (Status st = check_regions(n, regions); !st) return st;
  return regions;
}

Status check_regions(int n, const std::vector<int>& regions) {
  if (static_cast<int>(regions.size()) != n * n)
    return Status::error("a jigsaw layout needs " + std::to_string(n * n) + " cells");
  std::vector<int> count(n, 0);
  for (int r : regions) {
    if (r < 0 || r >= n) return Status::error("region number out of range");
    ++count[r];
  }
  for (int r = 0; r < n; ++r)
    if (count[r] != n)
      return Status::error("region " + std::string(1, region_char(r)) + " has " +
                           std::to_string(count[r]) + " cells, not " + std::to_string(n));
  std::vector<int> stack;
  std::vector<char> seen;
  for (int r = 0; r < n; ++r)
    if (!connected(n, regions, r, stack, seen))
      return Status::error("region " + std::string(1, region_char(r)) + " is not connected");
  return Status::ok();
}

bool region_is_rectangle(int n, const std::vector<int>& regions, int r) {
  int r0 = n, r1 = -1, c0 = n, c1 = -1, count = 0;
  for (int c = 0; c < n * n; ++c)
    if (regions[c] == r) {
      r0 = std::min(r0, c / n);
      r1 = std::max(r1, c / n);
      c0 = std::min(c0, c % n);
      c1 = std::max(c1, c % n);
      ++count;
    }
  return count > 0 && (r1 - r0 + 1) * (c1 - c0 + 1) == count;
}

std::vector<int> random_regions(int n, uint64_t seed) {
  SplitMix rng{seed ^ 0x6A1C5A3D0F00D5EEull};
  std::vector<int> regions = start_layout(n);
  std::vector<int> stack;
  std::vector<char> seen;
  const int rounds = limits::kJigsawExchangesPerCell * n * n;
  for (;;) {
    for (int i = 0; i < rounds; ++i) exchange(n, regions, rng, stack, seen);
    bool rectangle = false;
    for (int r = 0; r < n && !rectangle; ++r) rectangle = region_is_rectangle(n, regions, r);
    if (!rectangle) return regions;
  }
}

}  // namespace sudokupress::core
