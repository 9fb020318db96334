#include "render/symbols.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "core/format.hpp"

namespace sudokupress::render {

namespace fs = std::filesystem;

bool has_emoji_selector(std::string_view utf8) {
  return utf8.find("\xEF\xB8\x8F") != std::string_view::npos;  // U+FE0F in UTF-8
}

core::StatusOr<IconPtr> parse_icon(std::string name, std::string svg, std::string_view source) {
  const std::string where(source);
  if (has_emoji_selector(svg)) return core::Status::error(where + ": contains U+FE0F");
  size_t open = svg.find("<svg");
  if (open == std::string::npos) return core::Status::error(where + ": no <svg> root element");
  size_t open_end = svg.find('>', open);
  size_t close = svg.rfind("</svg>");
  if (open_end == std::string::npos || close == std::string::npos || close < open_end)
    return core::Status::error(where + ": unterminated <svg> element");
  std::string head = svg.substr(open, open_end - open);
  size_t vb = head.find("viewBox=\"");
  if (vb == std::string::npos)
    return core::Status::error(where + ": the root <svg> needs a viewBox (e.g. \"0 0 100 100\")");
  size_t vb_end = head.find('"', vb + 9);
  if (vb_end == std::string::npos) return core::Status::error(where + ": malformed viewBox");
  auto icon = std::make_shared<Icon>();
  icon->name = std::move(name);
  icon->view_box = head.substr(vb + 9, vb_end - vb - 9);
  icon->body = svg.substr(open_end + 1, close - open_end - 1);
  if (icon->body.find(" id=\"") != std::string::npos)
    return core::Status::error(where +
                               ": icons may not use id attributes (they are inlined "
                               "many times into one SVG or HTML page)");
  icon->svg = std::move(svg);
  return IconPtr(icon);
}

namespace {

core::StatusOr<Symbols> load_folder(const fs::path& dir, const std::string& name) {
  Symbols s;
  s.name = name;
  std::error_code ec;
  fs::path list = dir / "symbols.txt";
  if (fs::is_regular_file(list, ec)) {
    auto text = core::read_file(list.string());
    if (!text) return text.status();
    s.kind = SymbolKind::kText;
    s.symbol_font = true;
    int line_no = 0;
    size_t pos = 0;
    while (pos <= text->size()) {
      size_t nl = text->find('\n', pos);
      std::string line = text->substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
      pos = nl == std::string::npos ? text->size() + 1 : nl + 1;
      ++line_no;
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
        line.pop_back();
      size_t b = line.find_first_not_of(" \t");
      if (b == std::string::npos || line[b] == '#') continue;
      line = line.substr(b);
      std::string where = list.string() + ":" + std::to_string(line_no);
      if (has_emoji_selector(line))
        return core::Status::error(where +
                                   ": U+FE0F (emoji presentation) is not allowed: it "
                                   "pulls in a bitmap emoji font");
      if (std::find(s.texts.begin(), s.texts.end(), line) != s.texts.end())
        return core::Status::error(where + ": symbol '" + line + "' listed twice");
      s.texts.push_back(line);
    }
    if (s.texts.empty()) return core::Status::error(list.string() + ": no symbols");
    return s;
  }
  s.kind = SymbolKind::kIcon;
  for (int v = 1;; ++v) {
    fs::path f = dir / (std::to_string(v) + ".svg");
    if (!fs::is_regular_file(f, ec)) break;
    auto text = core::read_file(f.string());
    if (!text) return text.status();
    auto icon = parse_icon(name + "/" + std::to_string(v), std::move(*text), f.string());
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
                                     const std::string& symbols_dir) {
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
    if (!fs::is_directory(dir, ec)) {
      if (is_path) return core::Status::error(name + ": no such symbol folder");
      std::string known;
      for (const auto& k : symbol_set_names(symbols_dir)) known += (known.empty() ? "" : ", ") + k;
      return core::Status::error("unknown symbol set '" + name + "' (" + known + ", or a folder)");
    }
    auto loaded = load_folder(dir, is_path ? dir.filename().string() : name);
    if (!loaded) return loaded.status();
    s = std::move(*loaded);
  }
  if (s.count() < n)
    return core::Status::error("symbol set '" + s.name + "' has " + std::to_string(s.count()) +
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
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace sudokupress::render
