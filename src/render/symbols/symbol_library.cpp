// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/symbol_library.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <system_error>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/text_check.hpp"
#include "render/symbols/icon_sanitizer.hpp"
#include "render/symbols/themes.hpp"

namespace sudokupress::render::symbols {

namespace fs = std::filesystem;

namespace {

core::StatusOr<Symbols> load_folder(const fs::path& dir, const std::string& name, bool gray) {
  Symbols s;
  s.name = name;
  std::error_code ec;
  fs::path list = dir / "symbols.txt";
  // A symbol file that is there but not a regular file (a FIFO, a device, a folder) would
  // block or never end: named, not skipped.
  auto not_regular = [&](const fs::path& p) {
    return fs::exists(p, ec) && !fs::is_regular_file(p, ec);
  };
  if (not_regular(list)) return core::Status::error(list.string() + ": not a regular file");
  if (fs::is_regular_file(list, ec)) {
    auto text = core::read_file(list.string());
    if (!text) return text.status();
    auto texts = parse_symbol_list(*text, list.string());
    if (!texts) return texts.status();
    s.kind = SymbolKind::kText;
    s.symbol_font = true;
    s.texts = std::move(*texts);
    return s;
  }
  s.kind = SymbolKind::kIcon;
  for (int v = 1;; ++v) {
    fs::path f = dir / (std::to_string(v) + ".svg");
    if (not_regular(f)) return core::Status::error(f.string() + ": not a regular file");
    if (!fs::is_regular_file(f, ec)) break;
    if (v > core::kMaxSymbols)
      return core::Status::error(dir.string() + ": more than " + std::to_string(core::kMaxSymbols) +
                                 " icons");
    // Refused before reading or parsing: icons are untrusted.
    const uintmax_t bytes = fs::file_size(f, ec);
    if (ec || bytes > kMaxIconBytes)
      return core::Status::error(f.string() + ": " +
                                 (ec ? ec.message()
                                     : std::to_string(bytes) + " bytes; an icon may have at most " +
                                           std::to_string(kMaxIconBytes) + " bytes (256 KiB)"));
    auto text = core::read_file(f.string());
    if (!text) return text.status();
    auto icon = parse_icon(name + "/" + std::to_string(v), std::move(*text), f.string(), gray);
    if (!icon) return icon.status();
    s.icons.push_back(std::move(*icon));
  }
  if (s.icons.empty())
    return core::Status::error(dir.string() +
                               ": a symbol folder needs symbols.txt or 1.svg, "
                               "2.svg, ...");
  return s;
}

}  // namespace

core::StatusOr<Symbols> load_symbols(std::string_view name_or_dir, int n,
                                     const std::string& symbols_dir, SymbolTone tone) {
  std::string name(name_or_dir);
  Symbols s;
  if (name == "digits") {
    s.name = name;
    for (int v = 1; v <= n; ++v) s.texts.push_back(std::to_string(v));
    return s;
  }
  if (name.rfind("word:", 0) == 0) {  // a Word Sudoku: the word's letters, alphabetical
    s.name = name;
    std::string letters = name.substr(5);
    for (char& c : letters)
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    std::sort(letters.begin(), letters.end());
    for (size_t i = 0; i < letters.size(); ++i) {
      if (letters[i] < 'A' || letters[i] > 'Z')
        return core::Status::error("symbol set '" + name + "': a word of the letters A-Z");
      if (i > 0 && letters[i] == letters[i - 1])
        return core::Status::error("symbol set '" + name + "': the word repeats " +
                                   std::string(1, letters[i]));
    }
    for (char c : letters) s.texts.emplace_back(1, c);
  } else if (name == "letters" || name == "letters-abc") {
    s.name = name;
    std::string_view alphabet = name == "letters" ? kSafeLetters : "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (char c : alphabet) s.texts.emplace_back(1, c);
  } else {
    std::error_code ec;
    bool is_path = name.find('/') != std::string::npos;
    fs::path dir = is_path ? fs::path(name) : fs::path(symbols_dir) / name;
    if (!is_path && !fs::is_directory(dir, ec) && is_theme(symbols_dir, name)) {
      auto theme = load_theme(symbols_dir, name);
      if (!theme) return theme.status();
      auto loaded = load_theme_symbols(*theme, symbols_dir, "", tone == SymbolTone::kGray);
      if (!loaded) return loaded.status();
      s = std::move(*loaded);
    } else if (!fs::is_directory(dir, ec)) {
      if (is_path) return core::Status::error(name + ": no such symbol folder");
      std::string known;
      for (const auto& k : symbol_set_names(symbols_dir))
        if (!is_theme(symbols_dir, k)) known += (known.empty() ? "" : ", ") + k;
      return core::Status::error("unknown symbol set '" + name + "' (" + known +
                                 ", a picture theme of `sudokupress symbols list`, or a folder)");
    } else {
      const bool gray = tone == SymbolTone::kGray;
      // A hand-made gray/ variant wins; otherwise the colours are converted.
      fs::path gray_dir = dir / "gray";
      const bool own_gray = gray && (fs::is_regular_file(gray_dir / "1.svg", ec) ||
                                     fs::is_regular_file(gray_dir / "symbols.txt", ec));
      auto loaded =
          load_folder(own_gray ? gray_dir : dir, is_path ? dir.filename().string() : name, gray);
      if (!loaded) return loaded.status();
      s = std::move(*loaded);
      s.gray = gray;
    }
  }
  if (s.count() < n)
    return core::Status::error(core::StatusCode::kBadInput,
                               "symbol set '" + s.name + "' has " + std::to_string(s.count()) +
                                   " symbols; the puzzle needs " + std::to_string(n));
  s.texts.resize(std::min<size_t>(s.texts.size(), s.kind == SymbolKind::kText ? n : 0));
  s.icons.resize(std::min<size_t>(s.icons.size(), s.kind == SymbolKind::kIcon ? n : 0));
  return s;
}

std::vector<std::string> symbol_set_names(const std::string& symbols_dir) {
  std::vector<std::string> names = {"digits", "letters", "letters-abc"};
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(symbols_dir, ec))
    if (e.is_directory()) names.push_back(e.path().filename().string());
  for (auto& t : theme_names(symbols_dir))
    if (std::find(names.begin(), names.end(), t) == names.end()) names.push_back(std::move(t));
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace sudokupress::render::symbols
