// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/pdf/pdf_finish.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <ctime>
#include <exception>
#include <filesystem>
#include <fstream>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>
#include <sstream>

#include "core/format.hpp"

namespace sudokupress::publish::pdf {

namespace {

QPDFObjectHandle rect(const PdfBox& b) {
  return QPDFObjectHandle::newArray(QPDFObjectHandle::Rectangle(b.llx, b.lly, b.urx, b.ury));
}

// Runs argv with stdout and stderr sent to `log`; returns the exit status (-1: could not run).
int run_program(const std::vector<std::string>& argv, const std::string& log) {
  pid_t pid = ::fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    FILE* f = std::fopen(log.c_str(), "w");
    if (f) {
      ::dup2(::fileno(f), 1);
      ::dup2(::fileno(f), 2);
    }
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execvp(args[0], args.data());
    ::_exit(127);
  }
  int status = 0;
  if (::waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

void strip_interactive(QPDF& pdf) {
  QPDFObjectHandle root = pdf.getRoot();
  for (const char* key : {"/Outlines", "/Names", "/Dests", "/OpenAction", "/PageMode", "/AA",
                          "/StructTreeRoot", "/MarkInfo", "/AcroForm", "/ViewerPreferences"})
    root.removeKey(key);
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
    page.getObjectHandle().removeKey("/Annots");
    page.getObjectHandle().removeKey("/AA");
    page.getObjectHandle().removeKey("/StructParents");
  }
}

core::Status add_pdfx(QPDF& pdf, QPDFObjectHandle info, const PdfFinish& f) {
  auto profile = core::read_binary_file(f.icc_profile);
  if (!profile)
    return core::Status::error("the PDF/X output intent needs " + f.icc_profile +
                               " (Debian package libgs-common; run scripts/setup.sh)");
  QPDFObjectHandle icc = QPDFObjectHandle::newStream(&pdf, *profile);
  icc.getDict().replaceKey("/N", QPDFObjectHandle::newInteger(4));
  QPDFObjectHandle intent = QPDFObjectHandle::newDictionary();
  intent.replaceKey("/Type", QPDFObjectHandle::newName("/OutputIntent"));
  intent.replaceKey("/S", QPDFObjectHandle::newName("/GTS_PDFX"));
  intent.replaceKey("/OutputConditionIdentifier", QPDFObjectHandle::newString("Custom"));
  intent.replaceKey("/OutputCondition",
                    QPDFObjectHandle::newString("Black-only interior (Ghostscript ps_cmyk)"));
  intent.replaceKey("/Info", QPDFObjectHandle::newString("Ghostscript ps_cmyk.icc"));
  intent.replaceKey("/RegistryName", QPDFObjectHandle::newString("http://www.color.org"));
  intent.replaceKey("/DestOutputProfile", icc);
  QPDFObjectHandle intents = QPDFObjectHandle::newArray();
  intents.appendItem(pdf.makeIndirectObject(intent));
  pdf.getRoot().replaceKey("/OutputIntents", intents);
  info.replaceKey("/GTS_PDFXVersion", QPDFObjectHandle::newString("PDF/X-1:2001"));
  info.replaceKey("/GTS_PDFXConformance", QPDFObjectHandle::newString(f.pdfx));
  info.replaceKey("/Trapped", QPDFObjectHandle::newName("/False"));
  return core::Status::ok();
}

}  // namespace

TempDir::TempDir() {
  std::string tmpl = (std::filesystem::temp_directory_path() / "sudokupress-XXXXXX").string();
  if (::mkdtemp(tmpl.data())) path_ = tmpl;
}

TempDir::~TempDir() {
  std::error_code ec;
  if (!path_.empty()) std::filesystem::remove_all(path_, ec);
}

std::string pdf_date_string(int64_t epoch_seconds) {
  std::time_t t = static_cast<std::time_t>(epoch_seconds);
  std::tm tm{};
  ::gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "D:%Y%m%d%H%M%SZ", &tm);
  return buf;
}

core::StatusOr<std::string> finish_pdf(std::string_view bytes, const PdfFinish& f) {
  try {
    QPDF pdf;
    pdf.setSuppressWarnings(true);
    std::string copy(bytes);  // QPDF reads from this buffer while it lives
    pdf.processMemoryFile("book.pdf", copy.data(), copy.size());
    QPDFObjectHandle root = pdf.getRoot();

    if (!f.labels.empty()) {
      QPDFObjectHandle nums = QPDFObjectHandle::newArray();
      for (const LabelRange& r : f.labels) {
        nums.appendItem(QPDFObjectHandle::newInteger(r.first_page));
        QPDFObjectHandle d = QPDFObjectHandle::newDictionary();
        d.replaceKey("/S", QPDFObjectHandle::newName(std::string("/") + r.style));
        if (r.start != 1) d.replaceKey("/St", QPDFObjectHandle::newInteger(r.start));
        nums.appendItem(d);
      }
      QPDFObjectHandle labels = QPDFObjectHandle::newDictionary();
      labels.replaceKey("/Nums", nums);
      root.replaceKey("/PageLabels", labels);
    }
    if (f.drop_xmp) root.removeKey("/Metadata");

    QPDFObjectHandle trailer = pdf.getTrailer();
    QPDFObjectHandle info = trailer.getKey("/Info");
    if (!info.isDictionary()) {
      info = pdf.makeIndirectObject(QPDFObjectHandle::newDictionary());
      trailer.replaceKey("/Info", info);
    }
    auto set = [&](const char* key, const std::string& value) {
      if (value.empty())
        info.removeKey(key);
      else
        info.replaceKey(key, QPDFObjectHandle::newUnicodeString(value));
    };
    set("/Title", f.title);
    set("/Author", f.author);
    set("/Subject", f.subject);
    set("/Keywords", f.keywords);
    set("/Creator", f.creator);
    const std::string date = pdf_date_string(f.creation_time);
    info.replaceKey("/CreationDate", QPDFObjectHandle::newString(date));
    info.replaceKey("/ModDate", QPDFObjectHandle::newString(date));

    if (f.strip_interactive) strip_interactive(pdf);
    if (!f.pdfx.empty()) {
      if (f.pdfx != "PDF/X-1a:2001")
        return core::Status::error("PDF standard '" + f.pdfx + "' is not written (PDF/X-1a:2001)");
      if (auto st = add_pdfx(pdf, info, f); !st) return st;
    }
    // The ID is computed from the content when written: Ghostscript's (random) one goes.
    trailer.removeKey("/ID");

    std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(pdf).getAllPages();
    for (size_t i = 0; i < pages.size(); ++i) {
      QPDFObjectHandle page = pages[i].getObjectHandle();
      if (i < f.trim_boxes.size()) page.replaceKey("/TrimBox", rect(f.trim_boxes[i]));
      if (i < f.bleed_boxes.size()) page.replaceKey("/BleedBox", rect(f.bleed_boxes[i]));
    }

    QPDFWriter w(pdf);
    w.setOutputMemory();
    w.setDeterministicID(true);
    if (f.pdfx.empty()) {
      w.setObjectStreamMode(qpdf_o_generate);
    } else {  // PDF/X-1a:2001 is PDF 1.3: no object or cross-reference streams
      w.setObjectStreamMode(qpdf_o_disable);
      w.forcePDFVersion("1.3");
    }
    w.setCompressStreams(true);
    w.write();
    std::shared_ptr<Buffer> out = w.getBufferSharedPointer();
    return std::string(reinterpret_cast<const char*>(out->getBuffer()), out->getSize());
  } catch (const std::exception& e) {
    return core::Status::error(std::string("PDF post-processing (qpdf) failed: ") + e.what());
  }
}

namespace {

// Ghostscript's pdfwrite with a colour conversion (Gray or CMYK).
core::StatusOr<std::string> pdfwrite(std::string_view pdf, const std::string& gs,
                                     const std::string& strategy, bool pdf13) {
  TempDir dir;
  if (dir.path().empty()) return core::Status::error("cannot create a temporary folder");
  const std::string in = dir.path() + "/in.pdf", out = dir.path() + "/out.pdf",
                    log = dir.path() + "/gs.log";
  if (auto s = core::write_file_atomic(in, pdf); !s) return s;
  const std::vector<std::string> argv = {
      gs,
      "-q",
      "-dNOPAUSE",
      "-dBATCH",
      "-dSAFER",
      "-sDEVICE=pdfwrite",
      "-sColorConversionStrategy=" + strategy,
      "-dProcessColorModel=/Device" + strategy,
      "-dEmbedAllFonts=true",
      "-dSubsetFonts=true",
      "-dAutoRotatePages=/None",
      pdf13 ? "-dCompatibilityLevel=1.3" : "-dCompatibilityLevel=1.5",
      "-sOutputFile=" + out,
      in};
  int rc = run_program(argv, log);
  if (rc == 127 || rc == -1)
    return core::Status::error("ghostscript (" + gs +
                               ") is not installed (Debian package ghostscript; run "
                               "scripts/setup.sh); --print-ready needs it");
  if (rc != 0) {
    auto text = core::read_binary_file(log);
    std::string first = text ? text->substr(0, text->find('\n')) : "";
    return core::Status::error("ghostscript failed (exit " + std::to_string(rc) + ")" +
                               (first.empty() ? "" : ": " + first));
  }
  return core::read_binary_file(out);
}

}  // namespace

core::StatusOr<std::string> to_grayscale(std::string_view pdf, const std::string& gs, bool pdf13) {
  return pdfwrite(pdf, gs, "Gray", pdf13);
}

core::StatusOr<std::string> to_cmyk(std::string_view pdf, const std::string& gs, bool pdf13) {
  return pdfwrite(pdf, gs, "CMYK", pdf13);
}

}  // namespace sudokupress::publish::pdf
