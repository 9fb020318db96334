// SPDX-License-Identifier: GPL-3.0-or-later
// Replays fuzz corpora without libFuzzer (any compiler): every file under the folders or files
// given goes through LLVMFuzzerTestOneInput once. Registered with CTest as fuzz_replay_<name>.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

int replay(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  long count = 0;
  for (int i = 1; i < argc; ++i) {
    fs::path p(argv[i]);
    if (fs::is_directory(p)) {
      std::vector<fs::path> files;
      for (const auto& e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file()) files.push_back(e.path());
      std::sort(files.begin(), files.end());
      for (const auto& f : files) count += (replay(f), 1);
    } else if (fs::is_regular_file(p)) {
      count += (replay(p), 1);
    } else {
      std::fprintf(stderr, "replay: %s: not found\n", argv[i]);
      return 1;
    }
  }
  std::printf("replayed %ld inputs\n", count);
  return count > 0 ? 0 : 1;
}
