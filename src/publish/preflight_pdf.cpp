// Preflight facts from the PDF's structure, read with libqpdf: page boxes, annotations, PDF/X
// keys, and one pass over each page's content (and the forms it draws) that follows the
// transformation matrix to find every placed image's resolution and every RGB colour.
#include <cmath>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <vector>

#include "publish/preflight.hpp"

namespace sudokupress::publish {

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

// Walks a content stream: q/Q/cm for the matrix, Do for images and forms, colour operators.
class ContentScan : public QPDFObjectHandle::ParserCallbacks {
 public:
  ContentScan(PageFacts& page, QPDFObjectHandle resources, Matrix ctm, int depth)
      : page_(page), resources_(resources), depth_(depth) {
    stack_.push_back(ctm);
  }

  void handleObject(QPDFObjectHandle obj) override {
    if (!obj.isOperator()) {
      operands_.push_back(obj);
      return;
    }
    const std::string op = obj.getOperatorValue();
    if (op == "q") {
      stack_.push_back(stack_.back());
    } else if (op == "Q") {
      if (stack_.size() > 1) stack_.pop_back();
    } else if (op == "cm" && operands_.size() == 6) {
      Matrix m{number(operands_[0]), number(operands_[1]), number(operands_[2]),
               number(operands_[3]), number(operands_[4]), number(operands_[5])};
      stack_.back() = concat(m, stack_.back());
    } else if (op == "rg" || op == "RG") {
      page_.rgb = true;
    } else if ((op == "cs" || op == "CS") && operands_.size() == 1) {
      if (is_rgb_space(operands_[0], resources_)) page_.rgb = true;
    } else if (op == "Do" && operands_.size() == 1 && operands_[0].isName()) {
      draw(operands_[0].getName());
    }
    operands_.clear();
  }
  void handleEOF() override {}

 private:
  void draw(const std::string& name) {
    if (!resources_.isDictionary()) return;
    QPDFObjectHandle xobjects = resources_.getKey("/XObject");
    if (!xobjects.isDictionary() || !xobjects.hasKey(name)) return;
    QPDFObjectHandle x = xobjects.getKey(name);
    if (!x.isStream()) return;
    QPDFObjectHandle dict = x.getDict();
    QPDFObjectHandle subtype = dict.getKey("/Subtype");
    if (!subtype.isName()) return;
    const Matrix& m = stack_.back();
    if (subtype.getName() == "/Image") {
      const double w_in = std::hypot(m.a, m.b) / 72, h_in = std::hypot(m.c, m.d) / 72;
      const double px_w = number(dict.getKey("/Width")), px_h = number(dict.getKey("/Height"));
      if (w_in > 0 && h_in > 0 && !dict.getKey("/ImageMask").isBool())
        page_.images.push_back({name.substr(1), std::min(px_w / w_in, px_h / h_in)});
      if (is_rgb_space(dict.getKey("/ColorSpace"), resources_)) page_.rgb = true;
    } else if (subtype.getName() == "/Form" && depth_ < 8) {
      Matrix form;
      QPDFObjectHandle fm = dict.getKey("/Matrix");
      if (fm.isArray() && fm.getArrayNItems() == 6)
        form = {number(fm.getArrayItem(0)), number(fm.getArrayItem(1)), number(fm.getArrayItem(2)),
                number(fm.getArrayItem(3)), number(fm.getArrayItem(4)), number(fm.getArrayItem(5))};
      QPDFObjectHandle res = dict.getKey("/Resources");
      ContentScan inner(page_, res.isDictionary() ? res : resources_, concat(form, m), depth_ + 1);
      x.parseAsContents(&inner);
    }
  }

  PageFacts& page_;
  QPDFObjectHandle resources_;
  int depth_;
  std::vector<Matrix> stack_;
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
  ContentScan scan(page, helper.getAttribute("/Resources", false), Matrix{}, 0);
  helper.parseContents(&scan);
}

}  // namespace

core::StatusOr<PdfFacts> read_pdf_structure(const std::string& path) {
  PdfFacts facts;
  try {
    QPDF pdf;
    pdf.setSuppressWarnings(true);
    pdf.processFile(path.c_str());
    facts.encrypted = pdf.isEncrypted();
    QPDFObjectHandle info = pdf.getTrailer().getKey("/Info");
    if (info.isDictionary() && info.getKey("/GTS_PDFXVersion").isString())
      facts.pdfx_version = info.getKey("/GTS_PDFXVersion").getUTF8Value();
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
    return core::Status::error(path + ": not a readable PDF (" + e.what() + ")");
  }
  return facts;
}

}  // namespace sudokupress::publish
