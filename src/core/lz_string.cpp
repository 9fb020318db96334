// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lz_string.hpp"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/utf8.hpp"

namespace sudokupress::core {

namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

// Appends codes of a growing width to 6-bit characters.
class BitWriter {
 public:
  void put(uint32_t value, int bits) {
    for (int i = 0; i < bits; ++i, value >>= 1) bit(value & 1);
  }
  std::string finish() {
    while (true) {  // pad the last character with zero bits
      acc_ <<= 1;
      if (++pos_ == 6) {
        out_ += kBase64[acc_];
        break;
      }
    }
    switch (out_.size() % 4) {
      case 1:
        return out_ + "===";
      case 2:
        return out_ + "==";
      case 3:
        return out_ + "=";
      default:
        return out_;
    }
  }

 private:
  void bit(uint32_t b) {
    acc_ = (acc_ << 1) | b;
    if (++pos_ == 6) {
      out_ += kBase64[acc_];
      acc_ = 0;
      pos_ = 0;
    }
  }
  uint32_t acc_ = 0;
  int pos_ = 0;
  std::string out_;
};

// The code width grows when the dictionary reaches the next power of two.
struct Width {
  int bits = 2;
  uint32_t enlarge_in = 2;
  void use() {
    if (--enlarge_in == 0) {
      enlarge_in = 1u << bits;
      ++bits;
    }
  }
};

// UTF-16 code units to UTF-8; unpaired surrogates become U+FFFD.
std::string utf16_to_utf8(const std::u16string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    uint32_t c = s[i];
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] < 0xE000) {
      c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
      ++i;
    } else if (c >= 0xD800 && c < 0xE000) {
      c = 0xFFFD;
    }
    append_utf8(out, c);
  }
  return out;
}

class BitReader {
 public:
  explicit BitReader(std::string_view text) : text_(text) {}
  // Reads `bits` bits, least significant first; false at the end of the input.
  bool get(int bits, uint32_t& value) {
    value = 0;
    for (int i = 0; i < bits; ++i) {
      if (mask_ == 0) {
        if (index_ >= text_.size()) return false;
        size_t v = kBase64.find(text_[index_++]);
        if (v == std::string_view::npos || v == 64) return false;
        char_ = static_cast<uint32_t>(v);
        mask_ = 32;
      }
      if (char_ & mask_) value |= 1u << i;
      mask_ >>= 1;
    }
    return true;
  }

 private:
  std::string_view text_;
  size_t index_ = 0;
  uint32_t char_ = 0, mask_ = 0;
};

}  // namespace

std::string lz_compress_base64(std::string_view ascii) {
  std::unordered_map<std::string, uint32_t> dict;
  std::unordered_map<std::string, bool> to_create;  // single characters not yet sent
  uint32_t next_code = 3;
  Width width;
  BitWriter out;
  std::string w;
  auto emit = [&](const std::string& s) {
    if (auto it = to_create.find(s); it != to_create.end()) {
      out.put(0, width.bits);  // an 8-bit literal (the input is ASCII)
      out.put(static_cast<unsigned char>(s[0]), 8);
      width.use();
      to_create.erase(it);
    } else {
      out.put(dict[s], width.bits);
    }
    width.use();
  };
  for (char ch : ascii) {
    std::string c(1, ch);
    if (!dict.count(c)) {
      dict[c] = next_code++;
      to_create[c] = true;
    }
    std::string wc = w + c;
    if (dict.count(wc)) {
      w = std::move(wc);
      continue;
    }
    emit(w);
    dict[wc] = next_code++;
    w = c;
  }
  if (!w.empty()) emit(w);
  out.put(2, width.bits);  // end of stream
  return out.finish();
}

std::optional<std::string> lz_decompress_base64(std::string_view base64, size_t max_bytes) {
  if (base64.empty()) return std::string();
  BitReader in(base64);
  std::vector<std::u16string> dict(3);
  uint32_t enlarge_in = 4;
  int bits = 3;
  uint32_t code = 0;
  auto literal = [&](uint32_t kind, std::u16string& entry) {
    uint32_t ch = 0;
    if (!in.get(kind == 0 ? 8 : 16, ch)) return false;
    entry = std::u16string(1, static_cast<char16_t>(ch));
    return true;
  };
  if (!in.get(2, code) || code > 2) return std::nullopt;
  if (code == 2) return std::string();
  std::u16string w;
  if (!literal(code, w)) return std::nullopt;
  dict.push_back(w);
  std::u16string result = w;
  size_t total = w.size();
  while (true) {
    if (!in.get(bits, code)) return std::nullopt;
    std::u16string entry;
    if (code == 2) return utf16_to_utf8(result);
    if (code < 2) {
      if (!literal(code, entry)) return std::nullopt;
      dict.push_back(entry);
      code = static_cast<uint32_t>(dict.size() - 1);
      if (--enlarge_in == 0) enlarge_in = 1u << bits++;
    }
    if (bits > 24) return std::nullopt;  // a real link never gets there
    if (code < dict.size() && code >= 3) {
      entry = dict[code];
    } else if (code == dict.size()) {
      entry = w + w[0];
    } else {
      return std::nullopt;
    }
    total += entry.size();
    if (total * 3 > max_bytes) return std::nullopt;
    result += entry;
    dict.push_back(w + entry[0]);
    w = std::move(entry);
    if (--enlarge_in == 0) enlarge_in = 1u << bits++;
  }
}

}  // namespace sudokupress::core
