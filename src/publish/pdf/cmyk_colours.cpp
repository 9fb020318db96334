// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/pdf/cmyk_colours.hpp"

#include <algorithm>
#include <cstdio>
#include <qpdf/Buffer.hh>
#include <qpdf/Pl_Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFTokenizer.hh>
#include <qpdf/QPDFWriter.hh>
#include <set>

namespace sudokupress::publish::pdf {

Cmyk rgb_to_cmyk(double r, double g, double b, double max_total) {
  r = std::clamp(r, 0.0, 1.0), g = std::clamp(g, 0.0, 1.0), b = std::clamp(b, 0.0, 1.0);
  const double top = std::max({r, g, b});
  Cmyk out;
  out.k = (1 - top) * 100;
  if (top <= 0) return out;
  out.c = (top - r) / top * 100;
  out.m = (top - g) / top * 100;
  out.y = (top - b) / top * 100;
  const double cmy = out.c + out.m + out.y;
  if (max_total > 0 && out.k + cmy > max_total && cmy > 0) {
    const double scale = std::max(0.0, max_total - out.k) / cmy;
    out.c *= scale, out.m *= scale, out.y *= scale;
  }
  return out;
}

namespace {

std::string cmyk_text(const Cmyk& v) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%.4g %.4g %.4g %.4g", v.c / 100, v.m / 100, v.y / 100, v.k / 100);
  return buf;
}

// Passes tokens through, holding back numbers until the operator after them is known: three
// numbers then rg/RG (or sc/scn/SC/SCN in DeviceRGB) become four numbers and k/K.
class RgbFilter : public QPDFObjectHandle::TokenFilter {
 public:
  explicit RgbFilter(double max_total) : max_total_(max_total) {}

  void handleToken(const QPDFTokenizer::Token& t) override {
    using TT = QPDFTokenizer::token_type_e;
    if (t.getType() == TT::tt_integer || t.getType() == TT::tt_real) {
      held_.push_back(t);
      numbers_.push_back(std::stod(t.getValue()));
      return;
    }
    if (t.getType() == TT::tt_space || t.getType() == TT::tt_comment) {
      held_.push_back(t);
      return;
    }
    if (t.getType() == TT::tt_name) last_name_ = t.getValue();
    if (t.getType() == TT::tt_word) {
      const std::string op = t.getValue();
      if (op == "cs" || op == "CS")
        (op == "cs" ? fill_rgb_ : stroke_rgb_) = last_name_ == "/DeviceRGB";
      const bool rgb_op = op == "rg" || op == "RG" || ((op == "sc" || op == "scn") && fill_rgb_) ||
                          ((op == "SC" || op == "SCN") && stroke_rgb_);
      if (rgb_op && numbers_.size() >= 3) {
        flush_before_last(3);
        const size_t n = numbers_.size();
        const Cmyk v = rgb_to_cmyk(numbers_[n - 3], numbers_[n - 2], numbers_[n - 1], max_total_);
        const bool fill = op == "rg" || op == "sc" || op == "scn";
        // Inside a DeviceRGB space the space changes too.
        const bool in_space = op != "rg" && op != "RG";
        write(std::string(in_space ? (fill ? "/DeviceCMYK cs " : "/DeviceCMYK CS ") : "") +
              cmyk_text(v) + (fill ? " k" : " K"));
        if (in_space) (fill ? fill_rgb_ : stroke_rgb_) = false;
        held_.clear();
        numbers_.clear();
        return;
      }
    }
    flush();
    writeToken(t);
  }
  void handleEOF() override { flush(); }

 private:
  // Writes the held tokens except the last `keep` numbers (and what follows them).
  void flush_before_last(size_t keep) {
    size_t seen = 0, cut = held_.size();
    for (size_t i = held_.size(); i-- > 0;) {
      using TT = QPDFTokenizer::token_type_e;
      const TT type = held_[i].getType();
      if (type == TT::tt_integer || type == TT::tt_real) {
        if (++seen == keep) {
          cut = i;
          break;
        }
      }
    }
    for (size_t i = 0; i < cut; ++i) writeToken(held_[i]);
  }
  void flush() {
    for (const auto& h : held_) writeToken(h);
    held_.clear();
    numbers_.clear();
  }

  double max_total_;
  std::vector<QPDFTokenizer::Token> held_;
  std::vector<double> numbers_;
  std::string last_name_;
  bool fill_rgb_ = false, stroke_rgb_ = false;
};

// Forms and tiling patterns a resource dictionary names: streams with content of their own.
void filter_resources(QPDFObjectHandle resources, double max_total, std::set<QPDFObjGen>& done) {
  if (!resources.isDictionary()) return;
  for (const char* kind : {"/XObject", "/Pattern"}) {
    QPDFObjectHandle all = resources.getKey(kind);
    if (!all.isDictionary()) continue;
    for (const std::string& key : all.getKeys()) {
      QPDFObjectHandle x = all.getKey(key);
      if (!x.isStream() || !done.insert(x.getObjGen()).second) continue;
      QPDFObjectHandle dict = x.getDict();
      const bool form =
          dict.getKey("/Subtype").isName() && dict.getKey("/Subtype").getName() == "/Form";
      const bool tiling =
          dict.getKey("/PatternType").isInteger() && dict.getKey("/PatternType").getIntValue() == 1;
      if (!form && !tiling) continue;
      RgbFilter filter(max_total);
      Pl_Buffer out("cmyk form");
      x.filterAsContents(&filter, &out);
      x.replaceStreamData(out.getBufferSharedPointer(), QPDFObjectHandle::newNull(),
                          QPDFObjectHandle::newNull());
      filter_resources(dict.getKey("/Resources"), max_total, done);
    }
  }
}

}  // namespace

core::StatusOr<std::string> rgb_operators_to_cmyk(std::string_view pdf, double max_total) {
  try {
    QPDF q;
    q.setSuppressWarnings(true);
    q.processMemoryFile("cover.pdf", pdf.data(), pdf.size());
    std::set<QPDFObjGen> done;
    for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(q).getAllPages()) {
      RgbFilter filter(max_total);
      Pl_Buffer out("cmyk page");
      page.filterContents(&filter, &out);
      page.getObjectHandle().replaceKey(
          "/Contents", QPDFObjectHandle::newStream(&q, out.getBufferSharedPointer()));
      filter_resources(page.getAttribute("/Resources", false), max_total, done);
    }
    QPDFWriter w(q);
    w.setOutputMemory();
    w.setDeterministicID(true);
    w.write();
    auto b = w.getBufferSharedPointer();
    return std::string(reinterpret_cast<const char*>(b->getBuffer()), b->getSize());
  } catch (const std::exception& e) {
    return core::Status::error(std::string("converting the cover's colours to CMYK: ") + e.what());
  }
}

}  // namespace sudokupress::publish::pdf
