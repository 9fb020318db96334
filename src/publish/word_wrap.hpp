// SPDX-License-Identifier: GPL-3.0-or-later
// Lines of text that fit a width, for the cover's title, subtitle and blurb (cover_layout.hpp)
// and the book's pages (book_paint_context.hpp): one line breaker, the text measured through a
// function (tests use an estimate, the builders the real fonts).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "render/canvas.hpp"
#include "render/length.hpp"

namespace sudokupress::publish {

// The width of `text` set in `style`.
using TextMeasure = std::function<render::Length(std::string_view, const render::TextStyle&)>;

// Greedy word wrap of `text` to `width`; a word wider than the width is broken between
// characters into pieces that fit, each ending its line.
// Japanese (CJK) text, which has no spaces, may break after any character, closing
// punctuation staying with the character before it.
std::vector<std::string> wrap_words(std::string_view text, const render::TextStyle& style,
                                    render::Length width, const TextMeasure& measure);

}  // namespace sudokupress::publish
