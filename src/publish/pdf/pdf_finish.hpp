// SPDX-License-Identifier: GPL-3.0-or-later
// The last steps on the PDF bytes, after the canvas has drawn the pages:
//
//   to_grayscale()  --print-ready: Ghostscript (Debian package ghostscript) rewrites every
//                   colour as DeviceGray, so black is pure K on press; fonts stay embedded,
//                   links, outline and page labels survive (checked in tests/publish).
//   finish_pdf()    libqpdf: page labels (i, ii, ... then 1, 2, ...), the document
//                   information (title, author, subject, keywords, creator, dates), trim and
//                   bleed boxes, and a file ID computed from the content (Ghostscript's random
//                   one is dropped), so the same book gives the same bytes. Ghostscript's XMP
//                   packet (random UUIDs, the current time) is dropped.
//                   Print-ready: no annotations (links), outline, named destinations, open
//                   action or structure (the services reject or strip them), and PDF/X-1a:2001:
//                   PDF 1.3 without object streams, GTS_PDFXVersion / GTS_PDFXConformance,
//                   Trapped false, and an output intent with Ghostscript's CMYK printer profile
//                   (Debian package libgs-common).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::publish::pdf {

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

// The output intent's profile of PDF/X files: Ghostscript's CMYK printer profile.
inline constexpr const char* kPdfxProfile = "/usr/share/color/icc/ghostscript/ps_cmyk.icc";

struct PdfFinish {
  std::vector<LabelRange> labels;
  std::string title, author, subject, keywords, creator;
  int64_t creation_time = 0;  // seconds since the epoch (CreationDate and ModDate)
  // Per page (empty = leave the boxes alone): the TrimBox and the BleedBox.
  std::vector<PdfBox> trim_boxes;
  std::vector<PdfBox> bleed_boxes;
  bool drop_xmp = false;
  bool strip_interactive = false;          // annotations, outline, destinations, structure
  std::string pdfx;                        // "" or "PDF/X-1a:2001"
  std::string icc_profile = kPdfxProfile;  // the output intent's profile (pdfx)
};

core::StatusOr<std::string> finish_pdf(std::string_view pdf, const PdfFinish& finish);

// Runs Ghostscript's pdfwrite with gray colour conversion; `gs` is the program (found on PATH).
// Error when Ghostscript is missing or fails: "ghostscript (gs) is not installed (Debian package
// ghostscript; run scripts/setup.sh)".
// `pdf13`: PDF 1.3 output (Ghostscript flattens any transparency), as PDF/X-1a asks.
core::StatusOr<std::string> to_grayscale(std::string_view pdf, const std::string& gs = "gs",
                                         bool pdf13 = false);

// The same with CMYK conversion (a colour cover for a service that refuses RGB).
core::StatusOr<std::string> to_cmyk(std::string_view pdf, const std::string& gs = "gs",
                                    bool pdf13 = false);

// A private temporary folder (empty path() if it could not be made), removed with its
// contents when the object goes away.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// "D:20261121000000Z" for a time in seconds since the epoch (UTC).
std::string pdf_date_string(int64_t epoch_seconds);

}  // namespace sudokupress::publish::pdf
