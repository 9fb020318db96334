// SPDX-License-Identifier: GPL-3.0-or-later
// The random numbers of the fill and the generator: one documented algorithm, so that a seed means
// the same puzzle with every compiler and standard library.
//
//   state    xoshiro256** (Blackman & Vigna 2018), 4 x 64-bit words
//   seeding  the words are four successive outputs of SplitMix64 started at `seed`
//   bounded  below(n): Lemire's multiply-shift "nearly divisionless" mapping of a 64-bit output
//            to 0..n-1, with rejection of the biased low range, so every value is equally likely
//   shuffle  Fisher-Yates from the back: for i = n-1 .. 1 swap a[i] with a[below(i+1)]
//
// std::uniform_int_distribution and std::shuffle are not used: their outputs differ between
// libstdc++, libc++ and MSVC (rejected: the mapping is implementation-defined).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace sudokupress::solve {

class Rng {
 public:
  explicit Rng(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = splitmix64(x);
  }

  static uint64_t splitmix64(uint64_t& x) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in 0..n-1 (n >= 1).
  uint32_t below(uint32_t n) {
    uint64_t x = next() >> 32;
    uint64_t m = x * n;
    uint32_t low = static_cast<uint32_t>(m);
    if (low < n) {
      const uint32_t threshold = static_cast<uint32_t>(-n) % n;  // 2^32 mod n
      while (low < threshold) {
        x = next() >> 32;
        m = x * n;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

  template <class T>
  void shuffle(std::vector<T>& v) {
    shuffle(v.data(), v.size());
  }
  // The same on n elements from `a` (the fill's buffers: no vector per search node).
  template <class T>
  void shuffle(T* a, std::size_t n) {
    for (std::size_t i = n; i > 1; --i) {
      std::size_t j = below(static_cast<uint32_t>(i));
      std::swap(a[i - 1], a[j]);
    }
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace sudokupress::solve
