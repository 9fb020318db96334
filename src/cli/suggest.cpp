// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/suggest.hpp"

#include <algorithm>

namespace sudokupress::cli {

int edit_distance(const std::string& a, const std::string& b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
  for (size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i)
    for (size_t j = 1; j <= m; ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[n][m];
}

std::string closest_name(const std::string& typed, const std::vector<std::string>& candidates) {
  std::string best;
  int best_d = 1 << 20;
  for (const auto& c : candidates) {
    int d = edit_distance(typed, c);
    if (typed.size() >= 3 && c.rfind(typed, 0) == 0) d = std::min(d, 1);  // a prefix
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  int allowed = std::max(2, static_cast<int>(typed.size()) / 3);
  return best_d <= allowed ? best : std::string();
}

}  // namespace sudokupress::cli
