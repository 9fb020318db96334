#include "core/text_check.hpp"

#include <string>

#include "core/limits.hpp"

namespace sudokupress::core {

namespace {

// Length of the valid UTF-8 sequence starting at s[i], or 0 when it is not one (overlong
// forms, surrogates and code points above U+10FFFF are invalid).
size_t utf8_length(std::string_view s, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (len == 0 || c > 0xF4 || i + len > s.size()) return 0;
  for (size_t k = 1; k < len; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  unsigned char d = byte(i + 1);
  if (c == 0xE0 && d < 0xA0) return 0;   // overlong
  if (c == 0xED && d >= 0xA0) return 0;  // surrogates
  if (c == 0xF0 && d < 0x90) return 0;   // overlong
  if (c == 0xF4 && d >= 0x90) return 0;  // above U+10FFFF
  return len;
}

Status at(std::string_view source, int line, const std::string& problem) {
  return Status::error(std::string(source) + ":" + std::to_string(line) + ": " + problem);
}

}  // namespace

Status check_text(std::string_view text, std::string_view source, size_t max_bytes) {
  if (text.size() > max_bytes)
    return Status::error(std::string(source) + ": larger than " + std::to_string(max_bytes) +
                         " bytes");
  int line = 1;
  for (size_t i = 0; i < text.size();) {
    char ch = text[i];
    if (ch == '\0') return at(source, line, "NUL byte (not a text file?)");
    if (ch == '\n') ++line;
    size_t len = utf8_length(text, i);
    if (len == 0) return at(source, line, "invalid UTF-8");
    i += len;
  }
  return Status::ok();
}

Status check_toml_text(std::string_view text, std::string_view source) {
  if (auto st = check_text(text, source, limits::kMaxConfigBytes); !st) return st;
  int line = 1;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(pos, end - pos);
    size_t first = l.find_first_not_of(" \t");
    if (first != std::string_view::npos && l.substr(first, 3) == "[[[")
      return at(source, line, "a table header has at most two brackets ([table], [[array]])");
    if (end == text.size()) break;
    pos = end + 1;
    ++line;
  }
  return Status::ok();
}

}  // namespace sudokupress::core
