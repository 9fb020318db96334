// The last steps on the PDF bytes, after the canvas has drawn the pages:
//
//   to_grayscale()  --print-ready: Ghostscript (Debian package ghostscript) rewrites every
//                   colour as DeviceGray, so black is pure K on press; fonts stay embedded,
//                   links, outline and page labels survive (checked in tests/publish).
//   finish_pdf()    libqpdf: page labels (i, ii, ... then 1, 2, ...), the document
//                   information (title, author, subject, keywords, creator, dates), trim and
//                   bleed boxes, and a deterministic file ID, so the same book gives the same
//                   bytes. Ghostscript's XMP packet (random UUIDs, the current time) is dropped.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::publish {

// A page label range: from `first_page` (0-based) on, labels in `style` ('r' lower roman,
// 'D' decimal) counting from `start`.
struct LabelRange {
  int first_page = 0;
  char style = 'D';
  int start = 1;
};

// PDF user-space rectangle (points, origin at the bottom left).
struct PdfBox {
  double llx = 0, lly = 0, urx = 0, ury = 0;
};

struct PdfFinish {
  std::vector<LabelRange> labels;
  std::string title, author, subject, keywords, creator;
  int64_t creation_time = 0;  // seconds since the epoch (CreationDate and ModDate)
  // Per page (empty = leave the boxes alone): the TrimBox and the BleedBox.
  std::vector<PdfBox> trim_boxes;
  std::vector<PdfBox> bleed_boxes;
  bool drop_xmp = false;
};

core::StatusOr<std::string> finish_pdf(std::string_view pdf, const PdfFinish& finish);

// Runs Ghostscript's pdfwrite with gray colour conversion; `gs` is the program (found on PATH).
// Error when Ghostscript is missing or fails: "ghostscript (gs) is not installed (Debian package
// ghostscript; run scripts/setup.sh)".
core::StatusOr<std::string> to_grayscale(std::string_view pdf, const std::string& gs = "gs");

// "D:20261121000000Z" for a time in seconds since the epoch (UTC).
std::string pdf_date_string(int64_t epoch_seconds);

}  // namespace sudokupress::publish
