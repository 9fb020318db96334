// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the test suite: where the data lives, and skipping data-driven tests
// on a fresh clone that has no ../shared beside it.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace sudokupress::testing {

// True in the ASan+UBSan build, where data-driven tests take smaller samples.
inline constexpr bool kSanitizerBuild =
#ifdef SP_SANITIZE_BUILD
    true;
#else
    false;
#endif

// The project's own corpus (tests/data): always present.
inline std::string project_data(const std::string& name) {
  return std::string(SP_TEST_DATA_DIR) + "/" + name;
}

// ../shared/data/<name>, or "" when it is absent. SUDOKUPRESS_SHARED overrides the location.
inline std::string shared_data(const std::string& name) {
  const char* env = std::getenv("SUDOKUPRESS_SHARED");
  std::string root = env ? env : SP_SHARED_DIR;
  std::string path = root + "/data/" + name;
  return std::filesystem::exists(path) ? path : std::string();
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Lines of a shared data file, at most `limit` (0 = all). Empty when the file is absent.
inline std::vector<std::string> shared_lines(const std::string& name, size_t limit = 0) {
  std::vector<std::string> out;
  std::string path = shared_data(name);
  if (path.empty()) return out;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line) && (limit == 0 || out.size() < limit))
    if (!line.empty()) out.push_back(line);
  return out;
}

}  // namespace sudokupress::testing

// Skips the current test, saying why, when a ../shared data file is missing.
#define SP_REQUIRE_SHARED(name)                                                                \
  do {                                                                                         \
    if (::sudokupress::testing::shared_data(name).empty())                                     \
      GTEST_SKIP() << "../shared/data/" << (name)                                              \
                   << " not found (a fresh clone has no ../shared); data-driven test skipped"; \
  } while (0)
