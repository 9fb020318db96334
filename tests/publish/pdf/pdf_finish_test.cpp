// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/pdf/pdf_finish.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageLabelDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>

namespace sudokupress::publish::pdf {
namespace {

// A small PDF made with qpdf: `n` pages of 200x100 pt with a red and a black square.
std::string sample_pdf(int n) {
  QPDF pdf;
  pdf.emptyPDF();
  QPDFPageDocumentHelper pages(pdf);
  for (int i = 0; i < n; ++i) {
    QPDFObjectHandle page = pdf.makeIndirectObject(
        QPDFObjectHandle::parse("<< /Type /Page /MediaBox [0 0 200 100] /Resources << >> >>"));
    page.replaceKey(
        "/Contents",
        QPDFObjectHandle::newStream(&pdf, "1 0 0 rg 10 10 30 30 re f 0 0 0 rg 60 10 30 30 re f\n"));
    pages.addPage(page, false);
  }
  QPDFWriter w(pdf);
  w.setOutputMemory();
  w.setDeterministicID(true);
  w.write();
  auto b = w.getBufferSharedPointer();
  return std::string(reinterpret_cast<const char*>(b->getBuffer()), b->getSize());
}

struct Opened {
  std::string bytes;
  QPDF pdf;
  explicit Opened(std::string b) : bytes(std::move(b)) {
    pdf.processMemoryFile("t.pdf", bytes.data(), bytes.size());
  }
};

TEST(PdfFinishTest, SetsLabelsInfoAndBoxesDeterministically) {
  PdfFinish f;
  f.labels = {{0, 'r', 1}, {2, 'D', 1}};
  f.title = "Sudoku";
  f.author = "Ann \u00c9crivain";
  f.keywords = "sudoku, logic";
  f.creator = "sudokupress";
  f.creation_time = 1795219200;
  f.trim_boxes = {{9, 9, 191, 91}, {0, 9, 182, 91}, {9, 9, 191, 91}};
  f.bleed_boxes = {{0, 0, 200, 100}, {0, 0, 200, 100}, {0, 0, 200, 100}};
  auto a = finish_pdf(sample_pdf(3), f);
  ASSERT_TRUE(a.is_ok()) << a.status().message();
  auto b = finish_pdf(sample_pdf(3), f);
  ASSERT_TRUE(b.is_ok());
  EXPECT_EQ(*a, *b);  // byte-identical

  Opened o(*a);
  QPDFPageLabelDocumentHelper labels(o.pdf);
  ASSERT_TRUE(labels.hasPageLabels());
  EXPECT_EQ(labels.getLabelForPage(0).getKey("/S").getName(), "/r");
  EXPECT_EQ(labels.getLabelForPage(2).getKey("/S").getName(), "/D");
  QPDFObjectHandle info = o.pdf.getTrailer().getKey("/Info");
  EXPECT_EQ(info.getKey("/Title").getUTF8Value(), "Sudoku");
  EXPECT_EQ(info.getKey("/Author").getUTF8Value(), "Ann \u00c9crivain");
  EXPECT_EQ(info.getKey("/Keywords").getUTF8Value(), "sudoku, logic");
  EXPECT_EQ(info.getKey("/CreationDate").getUTF8Value(), "D:20261121000000Z");
  auto pages = QPDFPageDocumentHelper(o.pdf).getAllPages();
  ASSERT_EQ(pages.size(), 3u);
  auto trim = pages[1].getObjectHandle().getKey("/TrimBox").getArrayAsRectangle();
  EXPECT_DOUBLE_EQ(trim.llx, 0);
  EXPECT_DOUBLE_EQ(trim.urx, 182);
  EXPECT_TRUE(pages[0].getObjectHandle().getKey("/BleedBox").isArray());
}

TEST(PdfFinishTest, RejectsGarbage) {
  auto r = finish_pdf("not a pdf", {});
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("qpdf"), std::string::npos);
}

TEST(PdfFinishTest, GrayscaleLeavesOnlyGrayColours) {
  if (std::system("gs --version >/dev/null 2>&1") != 0) GTEST_SKIP() << "ghostscript not installed";
  auto g = to_grayscale(sample_pdf(1));
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  Opened o(*g);
  auto pages = QPDFPageDocumentHelper(o.pdf).getAllPages();
  ASSERT_EQ(pages.size(), 1u);
  std::string content;
  for (auto& s : pages[0].getPageContents()) {
    auto buf = s.getStreamData(qpdf_dl_generalized);
    content.append(reinterpret_cast<const char*>(buf->getBuffer()), buf->getSize());
  }
  EXPECT_EQ(content.find(" rg"), std::string::npos) << content;
  EXPECT_EQ(content.find(" k\n"), std::string::npos) << content;
  EXPECT_NE(content.find("0 g"), std::string::npos) << content;  // black is gray 0: pure K
}

TEST(PdfFinishTest, MissingGhostscriptIsAClearError) {
  auto g = to_grayscale(sample_pdf(1), "/nonexistent/gs");
  ASSERT_FALSE(g.is_ok());
  EXPECT_NE(g.status().message().find("Debian package ghostscript"), std::string::npos);
}

TEST(PdfFinishTest, FormatsPdfDates) {
  EXPECT_EQ(pdf_date_string(0), "D:19700101000000Z");
  EXPECT_EQ(pdf_date_string(1795219200 + 3661), "D:20261121010101Z");
}

}  // namespace
}  // namespace sudokupress::publish::pdf
