// SPDX-License-Identifier: GPL-3.0-or-later
// Print units. Everything the render layer measures is a Length, stored in PostScript points
// (1/72 inch), the unit of PDF user space; millimetres and inches convert on the way in and out.
// A plain double would let "12" mean mm in one place and pt in another: the type makes the
// unit visible at every call site (Length::mm(80), width.in_pt()).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sudokupress::render {

class Length {
 public:
  constexpr Length() = default;
  static constexpr Length pt(double v) { return Length(v); }
  static constexpr Length mm(double v) { return Length(v * 72.0 / 25.4); }
  static constexpr Length inch(double v) { return Length(v * 72.0); }

  constexpr double in_pt() const { return pt_; }
  constexpr double in_mm() const { return pt_ * 25.4 / 72.0; }
  constexpr double in_inch() const { return pt_ / 72.0; }
  // Device pixels at a resolution (PNG previews).
  constexpr double in_px(double dpi) const { return pt_ / 72.0 * dpi; }

  constexpr Length operator+(Length o) const { return Length(pt_ + o.pt_); }
  constexpr Length operator-(Length o) const { return Length(pt_ - o.pt_); }
  constexpr Length operator-() const { return Length(-pt_); }
  constexpr Length operator*(double k) const { return Length(pt_ * k); }
  constexpr Length operator/(double k) const { return Length(pt_ / k); }
  constexpr double operator/(Length o) const { return pt_ / o.pt_; }  // a ratio
  constexpr Length& operator+=(Length o) {
    pt_ += o.pt_;
    return *this;
  }
  constexpr Length& operator-=(Length o) {
    pt_ -= o.pt_;
    return *this;
  }
  constexpr auto operator<=>(const Length&) const = default;

 private:
  constexpr explicit Length(double pt) : pt_(pt) {}
  double pt_ = 0;
};

constexpr Length operator*(double k, Length l) { return l * k; }

// A length for messages: millimetres with one decimal and the unit ("9.9 mm").
std::string mm_text(Length l);

struct Point {
  Length x, y;
};

struct Size {
  Length width, height;
};

// A rectangle on the page (origin at the top left, y down, as on the canvas): every box the
// layers place, from a grid's cell to a book page's text block.
struct Rect {
  Length x, y, width, height;
  Length right() const { return x + width; }
  Length bottom() const { return y + height; }
  Point centre() const { return {x + width / 2, y + height / 2}; }
  // `o` lies inside this rectangle, edges allowed to stick out by `eps` (rounding).
  bool contains(const Rect& o, Length eps = Length::pt(1e-6)) const {
    return o.x >= x - eps && o.y >= y - eps && o.right() <= right() + eps &&
           o.bottom() <= bottom() + eps;
  }
  // The two share some area (touching edges do not count).
  bool overlaps(const Rect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
};

// An sRGB colour; `none` means "do not paint" (a transparent background).
struct Colour {
  uint8_t r = 0, g = 0, b = 0;
  bool none = false;

  static constexpr Colour black() { return {0, 0, 0, false}; }
  static constexpr Colour white() { return {255, 255, 255, false}; }
  static constexpr Colour transparent() { return {0, 0, 0, true}; }
  // "#rrggbb", "#rgb" or "none"; nullopt when malformed.
  static std::optional<Colour> parse(std::string_view text);
  std::string hex() const;  // "#rrggbb" ("none" when none)
  bool operator==(const Colour&) const = default;
};

}  // namespace sudokupress::render
