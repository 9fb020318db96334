// SPDX-License-Identifier: GPL-3.0-or-later
// Preflight facts from the PDF's structure, read with libqpdf: page boxes, annotations, PDF/X
// keys, and one pass over each page's content (and the forms it draws) that follows the
// graphics state (matrix, line width, fill and stroke colours) to find every placed image's
// resolution, every RGB colour, the thinnest stroked line and the heaviest ink painted.
// Reading the operators was chosen over measuring the raster: at the 72 dpi of the ink checks
// a 0.3 pt and a 0.7 pt line both cover one anti-aliased pixel, and a raster of a converted
// CMYK page no longer says which inks made a black.
#include <algorithm>
#include <cmath>
#include <memory>
#include <qpdf/Pipeline.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <stdexcept>
#include <vector>

#include "core/limits.hpp"
#include "publish/pdf/preflight.hpp"

namespace sudokupress::publish::pdf {

namespace {

struct Matrix {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;
};

// m then n (PDF's row-vector convention: cm concatenates m before the current matrix).
Matrix concat(const Matrix& m, const Matrix& n) {
  return {m.a * n.a + m.b * n.c, m.a * n.b + m.b * n.d,       m.c * n.a + m.d * n.c,
          m.c * n.b + m.d * n.d, m.e * n.a + m.f * n.c + n.e, m.e * n.b + m.f * n.d + n.f};
}

double number(QPDFObjectHandle h) { return h.isNumber() ? h.getNumericValue() : 0; }

bool is_rgb_space(QPDFObjectHandle cs, QPDFObjectHandle resources) {
  if (cs.isName()) {
    const std::string n = cs.getName();
    if (n == "/DeviceRGB" || n == "/RGB" || n == "/CalRGB") return true;
    if (resources.isDictionary()) {
      QPDFObjectHandle named = resources.getKey("/ColorSpace");
      if (named.isDictionary() && named.hasKey(n)) return is_rgb_space(named.getKey(n), {});
    }
    return false;
  }
  if (cs.isArray() && cs.getArrayNItems() >= 2) {
    QPDFObjectHandle kind = cs.getArrayItem(0);
    if (kind.isName() && kind.getName() == "/CalRGB") return true;
    if (kind.isName() && kind.getName() == "/ICCBased") {
      QPDFObjectHandle s = cs.getArrayItem(1);
      return s.isStream() && number(s.getDict().getKey("/N")) == 3;
    }
  }
  return false;
}

// A colour space by what its components mean: gray (K = 1 - g), CMYK, RGB or other.
enum class Space { kGray, kCmyk, kRgb, kOther };

Space space_of(QPDFObjectHandle cs, QPDFObjectHandle resources, int depth = 0) {
  if (depth > 4) return Space::kOther;
  if (is_rgb_space(cs, resources)) return Space::kRgb;
  if (cs.isName()) {
    const std::string n = cs.getName();
    if (n == "/DeviceGray" || n == "/G" || n == "/CalGray") return Space::kGray;
    if (n == "/DeviceCMYK" || n == "/CMYK") return Space::kCmyk;
    if (resources.isDictionary()) {
      QPDFObjectHandle named = resources.getKey("/ColorSpace");
      if (named.isDictionary() && named.hasKey(n)) return space_of(named.getKey(n), {}, depth + 1);
    }
    return Space::kOther;
  }
  if (cs.isArray() && cs.getArrayNItems() >= 2 && cs.getArrayItem(0).isName()) {
    const std::string kind = cs.getArrayItem(0).getName();
    if (kind == "/CalGray") return Space::kGray;
    if (kind == "/ICCBased" && cs.getArrayItem(1).isStream()) {
      const double n = number(cs.getArrayItem(1).getDict().getKey("/N"));
      return n == 1 ? Space::kGray : n == 4 ? Space::kCmyk : Space::kOther;
    }
  }
  return Space::kOther;
}

// The inks of a colour given by its components in a space; nullopt when not gray or CMYK.
std::optional<Ink> ink_of(Space space, const std::vector<double>& v) {
  auto pct = [](double x) { return std::clamp(x, 0.0, 1.0) * 100; };
  if (space == Space::kGray && v.size() == 1) return Ink{0, 0, 0, 100 - pct(v[0])};
  if (space == Space::kCmyk && v.size() == 4)
    return Ink{pct(v[0]), pct(v[1]), pct(v[2]), pct(v[3])};
  return std::nullopt;
}

// The darkest pixel (highest C+M+Y+K) of a decoded 8-bit CMYK image, read as the data
// streams through; past core::limits::kMaxPreflightPixels pixels (the preflight's raster limit)
// it stops, so a flate bomb never reaches memory.
class InkScan : public Pipeline {
 public:
  InkScan() : Pipeline("ink scan", nullptr) {}
  void write(unsigned char const* data, size_t len) override {
    for (size_t i = 0; i < len; ++i) {
      if (++bytes_ > kMaxBytes) throw std::length_error("image too large for the ink check");
      px_[fill_++] = data[i];
      if (fill_ < 4) continue;
      fill_ = 0;
      const double total = (px_[0] + px_[1] + px_[2] + px_[3]) * 100.0 / 255;
      if (!best_ || total > best_->total())
        best_ = Ink{px_[0] * 100.0 / 255, px_[1] * 100.0 / 255, px_[2] * 100.0 / 255,
                    px_[3] * 100.0 / 255};
    }
  }
  void finish() override {}
  const std::optional<Ink>& best() const { return best_; }
  static constexpr size_t kMaxBytes = static_cast<size_t>(core::limits::kMaxPreflightPixels) * 4;

 private:
  size_t bytes_ = 0;
  int fill_ = 0;
  unsigned char px_[4] = {};
  std::optional<Ink> best_;
};

// The darkest pixel of an 8-bit DeviceCMYK image whose data qpdf can decode (Flate, LZW, run
// length; not DCT); nullopt when it cannot be read within the limit.
std::optional<Ink> heaviest_image_ink(QPDFObjectHandle image) {
  QPDFObjectHandle dict = image.getDict();
  if (number(dict.getKey("/BitsPerComponent")) != 8) return std::nullopt;
  const double declared = number(dict.getKey("/Width")) * number(dict.getKey("/Height")) * 4;
  if (declared > static_cast<double>(InkScan::kMaxBytes)) return std::nullopt;
  InkScan scan;
  try {
    if (!image.pipeStreamData(&scan, 0, qpdf_dl_generalized)) return std::nullopt;
  } catch (const std::exception&) {
    return std::nullopt;
  }
  return scan.best();
}

// The graphics state the checks follow: matrix, line width, and the fill and stroke colours
// as inks (nullopt: RGB or a space not read).
struct GState {
  Matrix ctm;
  double line_width = 1;
  Space fill_space = Space::kGray, stroke_space = Space::kGray;
  std::optional<Ink> fill = Ink{0, 0, 0, 100}, stroke = Ink{0, 0, 0, 100};
  bool stroke_colour = false;  // the stroke colour has a hue, or more than one ink
};

// A colour of more than one ink or with a hue: RGB components not all equal, CMYK with C, M or
// Y (a line of it needs the inks in register).
bool chromatic(Space space, const std::vector<double>& v) {
  constexpr double kEps = 0.004;  // 1/255
  if (space == Space::kRgb && v.size() == 3)
    return std::abs(v[0] - v[1]) > kEps || std::abs(v[1] - v[2]) > kEps;
  if (space == Space::kCmyk && v.size() == 4) return v[0] + v[1] + v[2] > kEps;
  return false;
}

// Walks a content stream: q/Q/cm for the matrix, w and gs for the line width, colour
// operators, painting operators (what colour and what line width each paints), Do for images
// and forms.
class ContentScan : public QPDFObjectHandle::ParserCallbacks {
 public:
  ContentScan(PageFacts& page, QPDFObjectHandle resources, const GState& state, int depth)
      : page_(page), resources_(resources), depth_(depth) {
    stack_.push_back(state);
  }

  void handleObject(QPDFObjectHandle obj) override {
    if (!obj.isOperator()) {
      operands_.push_back(obj);
      return;
    }
    const std::string op = obj.getOperatorValue();
    GState& g = stack_.back();
    if (op == "q") {
      stack_.push_back(g);
    } else if (op == "Q") {
      if (stack_.size() > 1) stack_.pop_back();
    } else if (op == "cm" && operands_.size() == 6) {
      Matrix m{number(operands_[0]), number(operands_[1]), number(operands_[2]),
               number(operands_[3]), number(operands_[4]), number(operands_[5])};
      g.ctm = concat(m, g.ctm);
    } else if (op == "w" && operands_.size() == 1) {
      g.line_width = number(operands_[0]);
    } else if (op == "gs" && operands_.size() == 1 && operands_[0].isName()) {
      ext_gstate(operands_[0].getName(), g);
    } else if (!colour(op, g)) {
      paint(op, g);
    }
    operands_.clear();
  }
  void handleEOF() override {}

 private:
  std::vector<double> numbers() {
    std::vector<double> v;
    for (QPDFObjectHandle o : operands_)
      if (o.isNumber()) v.push_back(o.getNumericValue());
    return v;
  }

  // Colour operators; false when `op` is not one.
  bool colour(const std::string& op, GState& g) {
    if (op == "rg" || op == "RG") {
      page_.rgb = true;
      (op == "rg" ? g.fill : g.stroke) = std::nullopt;
      if (op == "RG") g.stroke_colour = chromatic(Space::kRgb, numbers());
    } else if (op == "g" || op == "G" || op == "k" || op == "K") {
      const Space sp = (op == "g" || op == "G") ? Space::kGray : Space::kCmyk;
      const bool fill = op == "g" || op == "k";
      (fill ? g.fill_space : g.stroke_space) = sp;
      (fill ? g.fill : g.stroke) = ink_of(sp, numbers());
      if (!fill) g.stroke_colour = chromatic(sp, numbers());
    } else if ((op == "cs" || op == "CS") && operands_.size() == 1) {
      if (is_rgb_space(operands_[0], resources_)) page_.rgb = true;
      const Space sp = space_of(operands_[0], resources_);
      const bool fill = op == "cs";
      (fill ? g.fill_space : g.stroke_space) = sp;
      // The initial colour of a space is black (gray 0, CMYK 0 0 0 1).
      (fill ? g.fill : g.stroke) = sp == Space::kCmyk ? ink_of(sp, {0, 0, 0, 1}) : ink_of(sp, {0});
      if (!fill) g.stroke_colour = false;
    } else if (op == "sc" || op == "scn" || op == "SC" || op == "SCN") {
      const bool fill = op == "sc" || op == "scn";
      (fill ? g.fill : g.stroke) = ink_of(fill ? g.fill_space : g.stroke_space, numbers());
      if (!fill) g.stroke_colour = chromatic(g.stroke_space, numbers());
    } else {
      return false;
    }
    return true;
  }

  void ext_gstate(const std::string& name, GState& g) {
    if (!resources_.isDictionary()) return;
    QPDFObjectHandle all = resources_.getKey("/ExtGState");
    if (!all.isDictionary() || !all.hasKey(name)) return;
    QPDFObjectHandle lw =
        all.getKey(name).isDictionary() ? all.getKey(name).getKey("/LW") : QPDFObjectHandle();
    if (lw.isNumber()) g.line_width = lw.getNumericValue();
  }

  void record(const std::optional<Ink>& ink, Paint what) {
    if (!ink) return;
    if (!page_.heaviest_ink || ink->total() > page_.heaviest_ink->total()) {
      page_.heaviest_ink = ink;
      page_.heaviest_paint = what;
    }
    if (what != Paint::kFill && what != Paint::kImage && ink->rich_black() &&
        !page_.rich_black_type) {
      page_.rich_black_type = ink;
      page_.rich_black_paint = what;
    }
    // Half a percent: a colour written with two decimals (0.004) is no ink on a plate.
    if (!page_.first_cmy && ink->c + ink->m + ink->y > 0.5) {
      page_.first_cmy = ink;
      page_.first_cmy_paint = what;
    }
  }

  void paint(const std::string& op, const GState& g) {
    const bool stroke =
        op == "S" || op == "s" || op == "B" || op == "B*" || op == "b" || op == "b*";
    const bool fill =
        op == "f" || op == "F" || op == "f*" || op == "B" || op == "B*" || op == "b" || op == "b*";
    const bool text = op == "Tj" || op == "TJ" || op == "'" || op == "\"";
    if (stroke) {
      // The width on the page: the line width scaled by the matrix (its area scale; Cairo and
      // Ghostscript scale uniformly).
      const Matrix& m = g.ctm;
      const double w = g.line_width * std::sqrt(std::abs(m.a * m.d - m.b * m.c));
      ++page_.lines;
      if (!page_.thinnest_line_pt || w < *page_.thinnest_line_pt) page_.thinnest_line_pt = w;
      if (g.stroke_colour && (!page_.thinnest_colour_line_pt || w < *page_.thinnest_colour_line_pt))
        page_.thinnest_colour_line_pt = w;
      record(g.stroke, Paint::kLine);
    }
    if (fill) record(g.fill, Paint::kFill);
    if (text) record(g.fill, Paint::kText);
    if (op == "Do" && operands_.size() == 1 && operands_[0].isName())
      draw(operands_[0].getName(), g);
  }

  void draw(const std::string& name, const GState& g) {
    if (!resources_.isDictionary()) return;
    QPDFObjectHandle xobjects = resources_.getKey("/XObject");
    if (!xobjects.isDictionary() || !xobjects.hasKey(name)) return;
    QPDFObjectHandle x = xobjects.getKey(name);
    if (!x.isStream()) return;
    QPDFObjectHandle dict = x.getDict();
    QPDFObjectHandle subtype = dict.getKey("/Subtype");
    if (!subtype.isName()) return;
    const Matrix& m = g.ctm;
    if (subtype.getName() == "/Image") {
      const double w_in = std::hypot(m.a, m.b) / 72, h_in = std::hypot(m.c, m.d) / 72;
      const double px_w = number(dict.getKey("/Width")), px_h = number(dict.getKey("/Height"));
      const bool mask =
          dict.getKey("/ImageMask").isBool() && dict.getKey("/ImageMask").getBoolValue();
      if (w_in > 0 && h_in > 0 && !dict.getKey("/ImageMask").isBool())
        page_.images.push_back({name.substr(1), std::min(px_w / w_in, px_h / h_in)});
      if (is_rgb_space(dict.getKey("/ColorSpace"), resources_)) page_.rgb = true;
      if (mask)
        record(g.fill, Paint::kFill);  // a stencil paints the fill colour
      else if (space_of(dict.getKey("/ColorSpace"), resources_) == Space::kCmyk)
        record(heaviest_image_ink(x), Paint::kImage);
    } else if (subtype.getName() == "/Form" && depth_ < 8) {
      Matrix form;
      QPDFObjectHandle fm = dict.getKey("/Matrix");
      if (fm.isArray() && fm.getArrayNItems() == 6)
        form = {number(fm.getArrayItem(0)), number(fm.getArrayItem(1)), number(fm.getArrayItem(2)),
                number(fm.getArrayItem(3)), number(fm.getArrayItem(4)), number(fm.getArrayItem(5))};
      QPDFObjectHandle res = dict.getKey("/Resources");
      GState inner_state = g;
      inner_state.ctm = concat(form, m);
      ContentScan inner(page_, res.isDictionary() ? res : resources_, inner_state, depth_ + 1);
      x.parseAsContents(&inner);
    }
  }

  PageFacts& page_;
  QPDFObjectHandle resources_;
  int depth_;
  std::vector<GState> stack_;
  std::vector<QPDFObjectHandle> operands_;
};

std::optional<BoxF> box_of(QPDFObjectHandle h, const QPDFObjectHandle::Rectangle& media) {
  if (!h.isRectangle()) return std::nullopt;
  QPDFObjectHandle::Rectangle r = h.getArrayAsRectangle();
  return BoxF{std::min(r.llx, r.urx) - media.llx, media.ury - std::max(r.lly, r.ury),
              std::max(r.llx, r.urx) - media.llx, media.ury - std::min(r.lly, r.ury)};
}

void read_page(QPDFPageObjectHelper& helper, PageFacts& page) {
  QPDFObjectHandle p = helper.getObjectHandle();
  QPDFObjectHandle mb = helper.getAttribute("/MediaBox", false);
  QPDFObjectHandle::Rectangle media =
      mb.isRectangle() ? mb.getArrayAsRectangle() : QPDFObjectHandle::Rectangle(0, 0, 612, 792);
  page.media = {0, 0, media.urx - media.llx, media.ury - media.lly};
  page.trim = box_of(p.getKey("/TrimBox"), media);
  page.bleed = box_of(p.getKey("/BleedBox"), media);
  QPDFObjectHandle annots = p.getKey("/Annots");
  if (annots.isArray())
    for (int i = 0; i < annots.getArrayNItems(); ++i) {
      QPDFObjectHandle a = annots.getArrayItem(i);
      QPDFObjectHandle st = a.isDictionary() ? a.getKey("/Subtype") : QPDFObjectHandle();
      page.annotations.push_back(st.isName() ? st.getName().substr(1) : "annotation");
    }
  ContentScan scan(page, helper.getAttribute("/Resources", false), GState{}, 0);
  helper.parseContents(&scan);
}

}  // namespace

core::StatusOr<PdfFacts> read_pdf_structure(const PdfInput& in) {
  PdfFacts facts;
  try {
    QPDF pdf;
    pdf.setSuppressWarnings(true);
    if (in.data)
      pdf.processMemoryFile(in.name.c_str(), in.data->data(), in.data->size());
    else
      pdf.processFile(in.name.c_str());
    facts.encrypted = pdf.isEncrypted();
    QPDFObjectHandle info = pdf.getTrailer().getKey("/Info");
    if (info.isDictionary() && info.getKey("/GTS_PDFXVersion").isString())
      facts.pdfx_version = info.getKey("/GTS_PDFXVersion").getUTF8Value();
    if (info.isDictionary() && info.getKey("/GTS_PDFXConformance").isString())
      facts.pdfx_conformance = info.getKey("/GTS_PDFXConformance").getUTF8Value();
    QPDFObjectHandle intents = pdf.getRoot().getKey("/OutputIntents");
    if (intents.isArray())
      for (int i = 0; i < intents.getArrayNItems(); ++i) {
        QPDFObjectHandle s = intents.getArrayItem(i);
        if (s.isDictionary() && s.getKey("/S").isName() && s.getKey("/S").getName() == "/GTS_PDFX")
          facts.output_intent = true;
      }
    std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(pdf).getAllPages();
    facts.pages.resize(pages.size());
    for (size_t i = 0; i < pages.size(); ++i) read_page(pages[i], facts.pages[i]);
  } catch (const std::exception& e) {
    return core::Status::error(in.name + ": not a readable PDF (" + e.what() + ")");
  }
  return facts;
}

}  // namespace sudokupress::publish::pdf
