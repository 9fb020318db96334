// SPDX-License-Identifier: GPL-3.0-or-later
// A cover template (templates/covers/<name>.toml): colours, fonts and the places of the cover's
// text blocks and artwork, relative to the trim of the panel they sit in. Parsed with
// file:line errors; every key's line is kept so the layout can name the key that puts text
// outside the safe area ("classic.toml:24: front.side ...").
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "core/status.hpp"
#include "render/length.hpp"

namespace sudokupress::publish::cover {

struct CoverTemplate {
  std::string source;  // the file (for messages)
  std::string name;

  render::Colour background{0x1d, 0x35, 0x57};
  render::Colour foreground = render::Colour::white();
  render::Colour accent{0xf4, 0xc9, 0x5d};
  render::Colour panel = render::Colour::white();
  render::Colour barcode = render::Colour::white();

  std::string title_family = "DejaVu Serif";
  std::string body_family = "DejaVu Sans";

  // [front]
  render::Length front_side = render::Length::inch(0.5);
  render::Length title_top = render::Length::inch(0.8);
  render::Length title_size = render::Length::pt(44);
  int title_max_lines = 3;
  render::Length subtitle_size = render::Length::pt(18);
  render::Length gap = render::Length::inch(0.2);
  double artwork_width = 0.68;
  render::Length artwork_padding = render::Length::inch(0.15);
  render::Length author_bottom = render::Length::inch(0.6);
  render::Length author_size = render::Length::pt(18);
  // [back]
  render::Length back_side = render::Length::inch(0.6);
  render::Length back_top = render::Length::inch(0.8);
  render::Length blurb_size = render::Length::pt(13);
  double line_height = 1.35;
  render::Length ladder_gap = render::Length::inch(0.35);
  render::Length ladder_size = render::Length::pt(12);
  // [spine]
  render::Length spine_title_size = render::Length::pt(16);
  bool spine_author = true;

  std::map<std::string, int, std::less<>> lines;  // "front.side" -> line
  // "classic.toml:24" for the key (the file alone when the key was not given).
  std::string where(std::string_view key) const;
};

core::StatusOr<CoverTemplate> parse_cover_template(std::string_view text, std::string_view source);
// A name ("classic": templates_dir/covers/classic.toml) or a path to a .toml file.
core::StatusOr<CoverTemplate> load_cover_template(std::string_view name_or_path,
                                                  const std::string& templates_dir);

}  // namespace sudokupress::publish::cover
