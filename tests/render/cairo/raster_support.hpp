// SPDX-License-Identifier: GPL-3.0-or-later
// Raster checks for the render tests: run external tools (pdftoppm, rsvg-convert, chromium,
// qpdf, pdffonts) when present, load PNGs through Cairo, and probe pixels: where the grid is,
// whether a cell has ink, where the ink's centre is, how wide a line is.
#pragma once

#include <cairo.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "test_support.hpp"

namespace sudokupress::testing {

inline bool tool_available(const std::string& name) {
  return std::system(("command -v " + name + " >/dev/null 2>&1").c_str()) == 0;
}

// Runs a shell command; returns its exit status, and its stdout+stderr in `output`.
inline int run_command(const std::string& cmd, std::string* output = nullptr) {
  std::string full = cmd + " 2>&1";
  FILE* p = popen(full.c_str(), "r");
  if (!p) return -1;
  std::string out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  int status = pclose(p);
  if (output) *output = out;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// A per-test temporary folder, removed at destruction.
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    static int counter = 0;
    path = std::filesystem::temp_directory_path() /
           ("sp_render_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

inline void write_bytes(const std::string& path, const std::string& bytes) {
  FILE* f = std::fopen(path.c_str(), "wb");
  std::fwrite(bytes.data(), 1, bytes.size(), f);
  std::fclose(f);
}

// A grey image (0 = black, 255 = white).
struct Gray {
  int width = 0, height = 0;
  std::vector<uint8_t> px;
  uint8_t at(int x, int y) const { return px[static_cast<size_t>(y) * width + x]; }
  bool dark(int x, int y, int threshold = 128) const { return at(x, y) < threshold; }
};

inline Gray load_png(const std::string& path) {
  Gray g;
  cairo_surface_t* s = cairo_image_surface_create_from_png(path.c_str());
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(s);
    return g;
  }
  // Flatten onto white (PNGs with alpha, e.g. rsvg-convert's transparent background).
  int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  cairo_surface_t* flat = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = cairo_create(flat);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_source_surface(cr, s, 0, 0);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_flush(flat);
  g.width = w;
  g.height = h;
  g.px.resize(static_cast<size_t>(w) * h);
  const unsigned char* data = cairo_image_surface_get_data(flat);
  int stride = cairo_image_surface_get_stride(flat);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      uint32_t v = *reinterpret_cast<const uint32_t*>(data + y * stride + x * 4);
      int r = (v >> 16) & 255, gg = (v >> 8) & 255, b = v & 255;
      g.px[static_cast<size_t>(y) * w + x] =
          static_cast<uint8_t>((r * 299 + gg * 587 + b * 114) / 1000);
    }
  cairo_surface_destroy(flat);
  cairo_surface_destroy(s);
  return g;
}

struct Box {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;  // inclusive
  int width() const { return x1 - x0 + 1; }
  int height() const { return y1 - y0 + 1; }
  bool empty() const { return x1 < x0; }
};

// The bounding box of the dark pixels.
inline Box dark_box(const Gray& g, int threshold = 128) {
  Box b{g.width, g.height, -1, -1};
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x)
      if (g.dark(x, y, threshold)) {
        b.x0 = std::min(b.x0, x);
        b.y0 = std::min(b.y0, y);
        b.x1 = std::max(b.x1, x);
        b.y1 = std::max(b.y1, y);
      }
  return b;
}

// Ink (darkness, 0..255 per pixel) summed over a rectangle, with its centre.
struct Ink {
  double amount = 0;  // sum of (255 - value) / 255
  double cx = 0, cy = 0;
};

inline Ink ink_in(const Gray& g, double x0, double y0, double x1, double y1) {
  Ink k;
  for (int y = std::max(0, static_cast<int>(std::ceil(y0))); y < std::min<double>(g.height, y1);
       ++y)
    for (int x = std::max(0, static_cast<int>(std::ceil(x0))); x < std::min<double>(g.width, x1);
         ++x) {
      double d = (255 - g.at(x, y)) / 255.0;
      k.amount += d;
      k.cx += d * x;
      k.cy += d * y;
    }
  if (k.amount > 0) {
    k.cx /= k.amount;
    k.cy /= k.amount;
  }
  return k;
}

// The width of the dark run crossing (x, y) horizontally (for vertical lines).
inline int run_width_at(const Gray& g, int x, int y, int window) {
  int best = 0;
  for (int start = std::max(0, x - window); start <= std::min(g.width - 1, x + window); ++start) {
    if (!g.dark(start, y)) continue;
    int end = start;
    while (end + 1 < g.width && g.dark(end + 1, y)) ++end;
    best = std::max(best, end - start + 1);
    start = end;
  }
  return best;
}

// Headless Chromium screenshot of a local file; false if it failed.
inline bool chromium_screenshot(const std::string& file, const std::string& png, int width,
                                int height, const TempDir& tmp, std::string* log = nullptr) {
  std::string cmd =
      "timeout 90 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync "
      "--hide-scrollbars --force-device-scale-factor=1 --user-data-dir=" +
      quote(tmp.file("chromium-profile")) + " --window-size=" + std::to_string(width) + "," +
      std::to_string(height) + " --screenshot=" + quote(png) + " " + quote("file://" + file);
  int rc = run_command(cmd, log);
  return rc == 0 && std::filesystem::exists(png);
}

}  // namespace sudokupress::testing
