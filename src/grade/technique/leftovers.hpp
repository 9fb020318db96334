// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern finder of the law of leftovers (jigsaw): k adjacent lines (rows, or columns) hold
// each digit k times, and so do any k regions. Take the regions wholly inside the lines, then,
// of the regions that cross their edge, those with most cells inside (ties: the lower region
// index) until k regions are taken: the cells of the lines outside them (the leftovers inside)
// and their cells outside the lines (the leftovers outside) are as many and hold the same
// digits, repeats counted. The policy (grade/leftovers.cpp) says what follows.
//
// Cells and regions are the caller's: line_of[c] is cell c's line (0..n-1, -1: none) in the
// chosen direction, region_of[c] its region (0..regions-1, -1: none); any geometry whose
// regions hold n cells each.
#pragma once

#include <algorithm>
#include <vector>

namespace sudokupress::grade::technique {

struct Leftovers {
  int from = 0, k = 0;               // the lines [from, from + k)
  std::vector<int> inside, outside;  // cells, in cell order; as many on each side
  std::vector<int> regions;          // the regions taken that cross the lines' edge, ascending
};

// The leftovers of lines [from, from + k); empty sides when the lines have none (their whole
// regions fill them, or too few regions cross their edge).
inline Leftovers leftovers_of(int n, const std::vector<int>& line_of,
                              const std::vector<int>& region_of, int regions, int from, int k) {
  const int cells = static_cast<int>(line_of.size());
  auto in_lines = [&](int c) { return line_of[c] >= from && line_of[c] < from + k; };
  std::vector<int> count(regions, 0);
  for (int c = 0; c < cells; ++c)
    if (in_lines(c) && region_of[c] >= 0) ++count[region_of[c]];
  std::vector<int> whole, crossing;
  for (int r = 0; r < regions; ++r) {
    if (count[r] == n) whole.push_back(r);
    if (count[r] > 0 && count[r] < n) crossing.push_back(r);
  }
  Leftovers out;
  out.from = from;
  out.k = k;
  const int wanted = k - static_cast<int>(whole.size());
  if (wanted <= 0 || wanted > static_cast<int>(crossing.size())) return out;
  std::stable_sort(crossing.begin(), crossing.end(),
                   [&](int a, int b) { return count[a] > count[b]; });
  std::vector<char> taken(regions, 0);
  for (int r : whole) taken[r] = 1;
  for (int i = 0; i < wanted; ++i) taken[crossing[i]] = 1;
  for (int c = 0; c < cells; ++c) {
    const bool in_taken = region_of[c] >= 0 && taken[region_of[c]];
    if (in_lines(c) && !in_taken) out.inside.push_back(c);
    if (!in_lines(c) && in_taken) out.outside.push_back(c);
  }
  out.regions.assign(crossing.begin(), crossing.begin() + wanted);
  std::sort(out.regions.begin(), out.regions.end());
  return out;
}

// Every window of 1..n-1 adjacent lines, k = 1 first and each k from line 0, whose sides hold
// 1..most cells, to visit(const Leftovers&); stops when visit returns true (and returns true).
template <class Visit>
bool for_each_leftovers(int n, const std::vector<int>& line_of, const std::vector<int>& region_of,
                        int regions, int most, Visit&& visit) {
  for (int k = 1; k < n; ++k)
    for (int from = 0; from + k <= n; ++from) {
      const Leftovers l = leftovers_of(n, line_of, region_of, regions, from, k);
      if (l.inside.empty() || static_cast<int>(l.inside.size()) > most) continue;
      if (visit(l)) return true;
    }
  return false;
}

}  // namespace sudokupress::grade::technique
