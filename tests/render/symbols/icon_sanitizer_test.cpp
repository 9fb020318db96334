// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile icons: whatever an icon file holds, only drawing elements and presentation attributes
// reach the output, and what cannot be drawn safely is refused with the icon file's name.
#include "render/symbols/icon_sanitizer.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include "core/limits.hpp"
#include "render/grid/page_layout.hpp"
#include "render/html/html_page.hpp"
#include "render/render_test_support.hpp"
#include "render/svg_canvas.hpp"
#include "render/symbols/icon_coverage.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::symbols {
namespace {

namespace fs = std::filesystem;

const std::string kHead = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">";

SanitizedIcon ok(const std::string& svg, bool gray = false) {
  auto r = sanitize_icon(svg, "icons/3.svg", "sp-t-3-", gray);
  EXPECT_TRUE(r) << r.status().message();
  return r ? *r : SanitizedIcon{};
}

std::string refused(const std::string& svg) {
  auto r = sanitize_icon(svg, "icons/3.svg", "sp-t-3-");
  EXPECT_FALSE(r) << "accepted: " << (r ? r->body : "");
  return r ? "" : r.status().message();
}

// xmllint --noout on `text`; true when well-formed.
bool well_formed(const std::string& text, const std::string& name) {
  fs::path f = fs::temp_directory_path() / ("sp_wf_" + name);
  std::ofstream(f, std::ios::binary) << text;
  int rc = std::system(("xmllint --noout '" + f.string() + "' 2>/dev/null").c_str());
  fs::remove(f);
  return rc == 0;
}

TEST(IconSanitizerTest, KeepsDrawingElementsAndPresentation) {
  auto s = ok(kHead +
              "<title>apple</title><g transform=\"translate(1 2)\"><path d=\"M0 0L9 9Z\" "
              "fill=\"#E53935\" stroke=\"black\" stroke-width=\"4\"/><circle cx=\"5\" cy=\"5\" "
              "r=\"3\" style=\"fill:#fff;stroke-linecap:round\"/></g></svg>");
  EXPECT_EQ(s.view_box, "0 0 100 100");
  EXPECT_EQ(s.title, "apple");
  EXPECT_EQ(s.body,
            "<title>apple</title><g transform=\"translate(1 2)\"><path d=\"M0 0L9 9Z\" "
            "fill=\"#e53935\" stroke=\"#000000\" stroke-width=\"4\"/><circle cx=\"5\" cy=\"5\" "
            "r=\"3\" style=\"fill:#ffffff;stroke-linecap:round\"/></g>");
  EXPECT_TRUE(s.dropped.empty());
  EXPECT_TRUE(well_formed(s.document(), "keep.svg"));
}

TEST(IconSanitizerTest, DropsScriptsAndEventAttributes) {
  auto s =
      ok("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" "
         "onload=\"alert(1)\"><script>alert(2)</script><rect width=\"5\" height=\"5\" "
         "onclick=\"alert(3)\" onmouseover=\"x()\"/><style>rect{fill:url(http://e/x)}</style>"
         "<foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\">hi</div>"
         "</foreignObject></svg>");
  EXPECT_EQ(s.body, "<rect width=\"5\" height=\"5\"/>");
  EXPECT_EQ(s.body.find("alert"), std::string::npos);
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "<script>"), s.dropped.end());
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "event attribute onclick"),
            s.dropped.end());
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "<style>"), s.dropped.end());
}

TEST(IconSanitizerTest, DropsExternalReferencesKeepsLocalOnes) {
  auto s = ok(kHead +
              "<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"red\"/>"
              "</linearGradient><path id=\"leaf\" d=\"M0 0h9v9z\"/></defs>"
              "<use href=\"https://evil.example/x.svg#a\"/>"
              "<use xmlns:xlink=\"http://www.w3.org/1999/xlink\" xlink:href=\"#leaf\"/>"
              "<rect width=\"9\" height=\"9\" fill=\"url(#g)\" stroke=\"url(http://e/p)\" "
              "style=\"fill:url('https://e/x');opacity:0.5\"/>"
              "<path d=\"M1 1\" href=\"javascript:alert(1)\"/></svg>");
  EXPECT_EQ(s.body.find("evil"), std::string::npos);
  EXPECT_EQ(s.body.find("http://e/"), std::string::npos);
  EXPECT_EQ(s.body.find("https:"), std::string::npos);
  EXPECT_EQ(s.body.find("javascript"), std::string::npos);
  EXPECT_NE(s.body.find("<linearGradient id=\"sp-t-3-g\">"), std::string::npos);
  EXPECT_NE(s.body.find("<path id=\"sp-t-3-leaf\""), std::string::npos);
  EXPECT_NE(s.body.find("xlink:href=\"#sp-t-3-leaf\""), std::string::npos);
  EXPECT_NE(s.body.find("fill=\"url(#sp-t-3-g)\""), std::string::npos);
  EXPECT_NE(s.body.find("style=\"opacity:0.5\""), std::string::npos);
  EXPECT_EQ(s.body.find("stroke="), std::string::npos);
  EXPECT_TRUE(well_formed(s.document(), "refs.svg"));
}

TEST(IconSanitizerTest, RefusesRasterImagesNamingTheIconFile) {
  std::string msg = refused(kHead + "<image href=\"data:image/png;base64,AAAA\"/></svg>");
  EXPECT_EQ(msg.rfind("icons/3.svg:1: <image> (raster) not allowed", 0), 0u) << msg;
}

TEST(IconSanitizerTest, RefusesMalformedXmlWithItsLine) {
  std::string msg = refused(kHead + "\n<g>\n<path d=\"M0 0\">\n</g></svg>");
  EXPECT_EQ(msg.rfind("icons/3.svg:", 0), 0u) << msg;
  EXPECT_NE(msg.find("malformed XML"), std::string::npos) << msg;
  EXPECT_NE(refused("not xml at all").find("malformed XML"), std::string::npos);
  EXPECT_NE(refused("").find("icons/3.svg"), std::string::npos);
}

TEST(IconSanitizerTest, RefusesBillionLaughsBeforeParsing) {
  std::string bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a \"lol\">\n";
  for (int i = 1; i < 10; ++i) {
    std::string prev = "&" + std::string(1, static_cast<char>('a' + i - 1)) + ";";
    std::string ten;
    for (int k = 0; k < 10; ++k) ten += prev;
    bomb += "<!ENTITY " + std::string(1, static_cast<char>('a' + i)) + " \"" + ten + "\">\n";
  }
  bomb += "]>\n" + kHead + "<title>&j;</title></svg>";
  std::string msg = refused(bomb);
  EXPECT_EQ(msg, "icons/3.svg: <!ENTITY> declarations are not allowed in icons");
}

TEST(IconSanitizerTest, RefusesExternalEntitiesAndAttributeDefaults) {
  EXPECT_NE(refused("<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>" + kHead +
                    "<title>&x;</title></svg>")
                .find("<!ENTITY>"),
            std::string::npos);
  EXPECT_NE(refused("<!DOCTYPE svg [<!ATTLIST svg onload CDATA \"alert(1)\">]>" + kHead + "</svg>")
                .find("<!ATTLIST>"),
            std::string::npos);
  // An undeclared entity is not XML.
  EXPECT_NE(refused(kHead + "<title>&nope;</title></svg>").find("malformed XML"),
            std::string::npos);
  // A plain DOCTYPE (as editors write it) is fine: its DTD is never loaded.
  ok("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
     "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">" +
     kHead + "<rect width=\"1\" height=\"1\"/></svg>");
}

TEST(IconSanitizerTest, RefusesHugeFilesBeforeParsing) {
  std::string huge = kHead + "<!--" + std::string(kMaxIconBytes, 'x') + "--></svg>";
  std::string msg = refused(huge);
  EXPECT_NE(msg.find("icons/3.svg: "), std::string::npos);
  EXPECT_NE(msg.find("at most 262144 bytes (256 KiB)"), std::string::npos) << msg;
}

TEST(IconSanitizerTest, DropsForeignNamespaces) {
  auto s =
      ok("<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" "
         "xmlns:sodipodi=\"http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd\" "
         "xmlns:h=\"http://www.w3.org/1999/xhtml\" viewBox=\"0 0 10 10\" fill=\"#00f\">"
         "<sodipodi:namedview id=\"nv\"/><h:script>alert(1)</h:script>"
         "<h:iframe src=\"https://e\"/><g inkscape:label=\"Layer 1\" "
         "inkscape:groupmode=\"layer\"><rect width=\"2\" height=\"2\" xml:space=\"preserve\"/></g>"
         "</svg>");
  EXPECT_EQ(s.body, "<g fill=\"#0000ff\"><g><rect width=\"2\" height=\"2\"/></g></g>");
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "foreign element <script>"),
            s.dropped.end());
  // A root in another namespace is no SVG.
  EXPECT_NE(refused("<svg xmlns=\"http://e/x\" viewBox=\"0 0 1 1\"/>").find("root element"),
            std::string::npos);
}

TEST(IconSanitizerTest, RefusesNestedUseInstancing) {
  std::string msg = refused(kHead +
                            "<defs><path id=\"a\" d=\"M0 0h1\"/><g id=\"b\"><use href=\"#a\"/>"
                            "<use href=\"#a\"/></g></defs><use href=\"#b\"/></svg>");
  EXPECT_NE(msg.find("nested instancing"), std::string::npos) << msg;
}

// The painted area after <use> expansion (render/symbols/icon_coverage.hpp): full-size shapes drawn
// again and again are refused under the element limit; many small shapes are not; moving a
// shape into the viewBox by a transform counts it where it is drawn.
TEST(IconSanitizerTest, MeasuresThePaintedAreaAfterUseExpansion) {
  std::string heavy = kHead + "<defs><g id=\"g\">";
  for (int k = 0; k < 37; ++k) heavy += "<rect width=\"100\" height=\"100\" fill=\"#123456\"/>";
  heavy += "</g></defs>";
  for (int k = 0; k < 250; ++k) heavy += "<use href=\"#g\"/>";
  std::string msg = refused(heavy + "</svg>");
  EXPECT_NE(msg.find("icons/3.svg:1: paints more than " +
                     std::to_string(core::limits::kMaxIconCoverage) + " times its viewBox"),
            std::string::npos)
      << msg;
  std::string small = kHead;  // 2,000 dots of 1 x 1: a fifth of the viewBox
  for (int k = 0; k < 2000; ++k)
    small += "<circle cx=\"" + std::to_string(k % 100) + "\" cy=\"" + std::to_string(k / 20) +
             "\" r=\"0.5\"/>";
  ok(small + "</svg>");
  std::string moved = kHead;  // outside the viewBox, moved into it
  for (int k = 0; k < 200; ++k)
    moved += "<path transform=\"translate(-1000)\" d=\"M1000 0h100v100h-100z\"/>";
  msg = refused(moved + "</svg>");
  EXPECT_NE(msg.find("paints more than"), std::string::npos) << msg;
  std::string outside = kHead;  // never moved: clipped away, nothing painted
  for (int k = 0; k < 200; ++k) outside += "<path d=\"M1000 0h100v100h-100z\"/>";
  ok(outside + "</svg>");
  std::string clip = kHead + "<defs><clipPath id=\"c\">";  // each reference draws the clip
  for (int k = 0; k < 60; ++k) clip += "<rect width=\"100\" height=\"100\"/>";
  clip += "</clipPath></defs>";
  for (int k = 0; k < 60; ++k) clip += "<rect width=\"1\" height=\"1\" clip-path=\"url(#c)\"/>";
  msg = refused(clip + "</svg>");
  EXPECT_NE(msg.find("paints more than"), std::string::npos) << msg;
}

// Issue 26's second list: what Cairo tessellates is measured too. One path of many overlapping
// segments (one element, one viewBox of area) and a tiny stroke-dasharray are refused; an
// ordinary dashed outline is not.
TEST(IconSanitizerTest, RefusesPathSegmentAndDashBombs) {
  std::string d = "M0 0";
  for (int k = 0; k < 6000; ++k) d += "l90 90-90-90";
  std::string msg = refused(kHead + "<path d=\"" + d + "\" stroke=\"#000\"/></svg>");
  EXPECT_NE(msg.find("icons/3.svg:1: draws more than " +
                     std::to_string(core::limits::kMaxIconSegments) + " path segments"),
            std::string::npos)
      << msg;
  std::string used = kHead + "<defs><path id=\"p\" d=\"M0 0";  // 100 segments, 101 times
  for (int k = 0; k < 50; ++k) used += "l1 1-1-1";
  used += "\"/></defs>";
  for (int k = 0; k < 100; ++k) used += "<use href=\"#p\"/>";
  msg = refused(used + "</svg>");
  EXPECT_NE(msg.find("path segments"), std::string::npos) << msg;
  for (const char* dash : {"0.001", "0.0005 0.0005", "0.001%", "1e-6px 1e-6"}) {
    SCOPED_TRACE(dash);
    msg = refused(kHead + "<circle cx=\"50\" cy=\"50\" r=\"40\" fill=\"none\" stroke=\"#000\"" +
                  " stroke-dasharray=\"" + dash + "\"/></svg>");
    EXPECT_NE(
        msg.find("strokes more than " + std::to_string(core::limits::kMaxIconDashes) + " dashes"),
        std::string::npos)
        << msg;
  }
  msg = refused(kHead + "<g stroke-dasharray=\"0.01\"><path d=\"M10 10A1e6 1e6 0 1 1 20 20\"" +
                " stroke=\"#000\"/></g></svg>");  // inherited; the long way round a huge arc
  EXPECT_NE(msg.find("dashes"), std::string::npos) << msg;
  ok(kHead + "<circle cx=\"50\" cy=\"50\" r=\"40\" fill=\"none\" stroke=\"#000\"" +
     " stroke-dasharray=\"4 2\"/><path d=\"M0 0h100\" stroke=\"#000\" stroke-dasharray=\"none\"/>" +
     "</svg>");
}

// Issue 26's second list: a radial gradient of r=1e-7 with spreadMethod="repeat" and 2,000
// stops took 9 CPU s and then the memory of a 4x4 PDF. Gradients are measured before drawing:
// too many stops, or a reflected or repeated gradient that repeats too often, is refused; an
// ordinary gradient (a few stops, padded or repeated a few times) is not.
TEST(IconSanitizerTest, RefusesGradientBombs) {
  std::string stops;
  for (int k = 0; k < 2000; ++k) stops += "<stop offset=\"" + std::to_string(k % 2) + "\"/>";
  std::string msg = refused(kHead + "<defs><radialGradient id=\"g\">" + stops +
                            "</radialGradient></defs><rect width=\"100\" height=\"100\" " +
                            "fill=\"url(#g)\"/></svg>");
  EXPECT_NE(msg.find("has a gradient of 2000 stops (at most " +
                     std::to_string(core::limits::kMaxIconGradientStops) + ")"),
            std::string::npos)
      << msg;
  const std::string two = "<stop offset=\"0\" stop-color=\"#f00\"/><stop offset=\"1\"/>";
  for (const char* g :
       {"<radialGradient id=\"g\" r=\"1e-7\" spreadMethod=\"repeat\">",
        "<radialGradient id=\"g\" r=\"0.1%\" spreadMethod=\"reflect\">",
        "<linearGradient id=\"g\" x2=\"0.001\" spreadMethod=\"reflect\">",
        "<linearGradient id=\"g\" gradientUnits=\"userSpaceOnUse\" x1=\"5\" x2=\"5\" "
        "spreadMethod=\"repeat\">",
        "<radialGradient id=\"g\" r=\"0\" spreadMethod=\"repeat\">"}) {
    SCOPED_TRACE(g);
    const std::string close =
        std::string(g).find("radial") == 1 ? "</radialGradient>" : "</linearGradient>";
    msg = refused(kHead + "<defs>" + g + two + close + "</defs><rect width=\"100\" " +
                  "height=\"100\" fill=\"url(#g)\"/></svg>");
    EXPECT_NE(msg.find("spreadMethod reflect or repeat that repeats more than"), std::string::npos)
        << msg;
  }
  ok(kHead + "<defs><radialGradient id=\"g\" r=\"0.1\" spreadMethod=\"repeat\">" + two +
     "</radialGradient><linearGradient id=\"h\" x2=\"1\" spreadMethod=\"pad\">" + two +
     "</linearGradient><linearGradient id=\"i\" x2=\"1e-9\">" + two +
     "</linearGradient></defs><rect width=\"100\" height=\"50\" fill=\"url(#g)\"/>" +
     "<rect y=\"50\" width=\"100\" height=\"50\" fill=\"url(#h)\"/></svg>");
}

// The shipped icons stay far below the painted-area limit (the largest is printed).
TEST(IconSanitizerTest, ShippedIconsPaintWellUnderTheLimit) {
  double most = 0, most_segments = 0, most_dashes = 0;
  std::string which, which_segments;
  int icons = 0;
  for (const auto& e :
       fs::recursive_directory_iterator(std::string(SP_SOURCE_DIR) + "/templates/symbols")) {
    if (e.path().extension() != ".svg") continue;
    std::ifstream in(e.path(), std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    xmlDoc* doc = xmlReadMemory(text.data(), static_cast<int>(text.size()), nullptr, nullptr,
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    ASSERT_NE(doc, nullptr) << e.path();
    const xmlNode* root = xmlDocGetRootElement(doc);
    IconIds ids;
    std::vector<const xmlNode*> todo{root};
    while (!todo.empty()) {
      const xmlNode* n = todo.back();
      todo.pop_back();
      for (const xmlNode* c = n->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE) {
          if (xmlChar* id = xmlGetProp(c, BAD_CAST "id")) {
            ids.emplace(reinterpret_cast<const char*>(id), c);
            xmlFree(id);
          }
          todo.push_back(c);
        }
    }
    double view[4] = {0, 0, 0, 0};
    if (xmlChar* vb = xmlGetProp(root, BAD_CAST "viewBox")) {
      std::string t = reinterpret_cast<const char*>(vb);
      xmlFree(vb);
      std::replace(t.begin(), t.end(), ',', ' ');
      std::istringstream(t) >> view[0] >> view[1] >> view[2] >> view[3];
    }
    const std::string ns = root->ns ? reinterpret_cast<const char*>(root->ns->href) : "";
    const IconCost cost = icon_cost(root, ns, view, ids, {1e9, 1e9, 1e9});
    const double painted = cost.painted;
    if (painted > most) most = painted, which = e.path().string();
    if (cost.segments > most_segments) most_segments = cost.segments, which_segments = e.path();
    if (cost.dashes > most_dashes) most_dashes = cost.dashes;
    ++icons;
    xmlFreeDoc(doc);
  }
  ASSERT_GT(icons, 100);
  std::printf("largest painted area of %d shipped icons: %.2f viewBoxes (%s)\n", icons, most,
              which.c_str());
  EXPECT_LT(most, core::limits::kMaxIconCoverage / 2.0) << which;
  std::printf("most path segments: %.0f (%s); most dashes: %.0f\n", most_segments,
              which_segments.c_str(), most_dashes);
  EXPECT_LT(most_segments, core::limits::kMaxIconSegments / 4.0) << which_segments;
  EXPECT_LT(most_dashes, core::limits::kMaxIconDashes / 4.0);
}

TEST(IconSanitizerTest, RefusesUnknownColoursAndBadViewBoxes) {
  EXPECT_NE(refused(kHead + "<rect fill=\"papayawhip\"/></svg>").find("colour 'papayawhip'"),
            std::string::npos);
  EXPECT_NE(refused("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 0 9\"/>")
                .find("malformed viewBox"),
            std::string::npos);
  EXPECT_NE(refused("<svg xmlns=\"http://www.w3.org/2000/svg\"/>").find("needs a viewBox"),
            std::string::npos);
}

TEST(IconSanitizerTest, GrayTurnsEveryColourIntoItsLuminance) {
  auto s = ok(kHead +
                  "<rect fill=\"#ff0000\" stroke=\"rgb(0, 255, 0)\" style=\"stop-color:blue\"/>"
                  "<stop stop-color=\"#fff\"/></svg>",
              true);
  // 0.299 * 255 = 76 (#4c), 0.587 * 255 = 150 (#96), 0.114 * 255 = 29 (#1d).
  EXPECT_NE(s.body.find("fill=\"#4c4c4c\""), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("stroke=\"#969696\""), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("stop-color:#1d1d1d"), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("stop-color=\"#ffffff\""), std::string::npos) << s.body;
  auto fallback = ok(kHead + "<rect fill=\"url(#g) none\" stroke=\"url(#g) red\"/></svg>", true);
  EXPECT_NE(fallback.body.find("fill=\"url(#sp-t-3-g) none\""), std::string::npos);
  EXPECT_NE(fallback.body.find("stroke=\"url(#sp-t-3-g) #4c4c4c\""), std::string::npos);
  EXPECT_EQ(normalise_colour("#abc", false), "#aabbcc");
  EXPECT_EQ(normalise_colour("rgb(100%,0%,0%)", false), "#ff0000");
  EXPECT_EQ(normalise_colour("bogus", true), "");
}

// Two icons with the same ids in one page: the ids differ per icon, and the page is well-formed
// XML (SVG) for every shipped icon.
TEST(IconSanitizerTest, IdsNeverCollideAcrossIconsInOnePage) {
  fs::path d = fs::temp_directory_path() / "sp_icon_ids";
  fs::remove_all(d);
  fs::create_directories(d);
  for (int v = 1; v <= 4; ++v)
    std::ofstream(d / (std::to_string(v) + ".svg"))
        << kHead << "<defs><linearGradient id=\"grad\"><stop offset=\"0\" stop-color=\"#" << v << v
        << v << "\"/></linearGradient></defs><circle r=\"40\" cx=\"50\" cy=\"50\" "
        << "fill=\"url(#grad)\"/></svg>";
  auto s = load_symbols(d.string(), 4, testing::data_dir().symbols());
  ASSERT_TRUE(s) << s.status().message();
  std::set<std::string> ids;
  for (const auto& icon : s->icons) {
    size_t at = icon->body.find("id=\"");
    ASSERT_NE(at, std::string::npos);
    ids.insert(icon->body.substr(at, icon->body.find('"', at + 4) - at));
  }
  EXPECT_EQ(ids.size(), 4u);
  core::Puzzle p = testing::sample_puzzle("4x4");
  const std::string full = "1234341221434321";  // every icon drawn four times
  for (int i = 0; i < 16; ++i) p.cells[i] = static_cast<uint8_t>(full[i] - '0');
  Template t = testing::load_template("kids-icons");
  auto layout = grid::layout_page(t, p.geo(), grid::page_content(t, *s, false));  // with the legend
  ASSERT_TRUE(layout);
  SvgCanvas svg;
  draw_puzzle_page(svg, *layout, t, *s, grid::GridContent{&p, nullptr, nullptr, false}, {});
  ASSERT_TRUE(svg.finish());
  EXPECT_TRUE(well_formed(svg.svg(), "ids.svg"));
  // Each icon is drawn several times: every use has its own ids, and its fill points at them.
  auto html = html::html_page(t, *s, grid::GridContent{&p, nullptr, nullptr, false}, {}, "ids");
  ASSERT_TRUE(html);
  for (const std::string& page : {svg.svg(), *html}) {
    std::vector<std::string> all;
    for (size_t at = page.find(" id=\""); at != std::string::npos; at = page.find(" id=\"", at + 1))
      all.push_back(page.substr(at + 5, page.find('"', at + 5) - at - 5));
    std::set<std::string> unique(all.begin(), all.end());
    EXPECT_EQ(all.size(), 16u + 4u);  // 16 clues and the legend's 4 pictures
    EXPECT_EQ(unique.size(), all.size());
    for (const std::string& id : all)
      EXPECT_NE(page.find("url(#" + id + ")"), std::string::npos) << id;
  }
  fs::remove_all(d);
}

TEST(IconSanitizerTest, HostileIconFolderNeverReachesSvgOrHtml) {
  fs::path d = fs::temp_directory_path() / "sp_icon_hostile";
  fs::remove_all(d);
  fs::create_directories(d);
  std::ofstream(d / "1.svg") << kHead << "<script>alert(1)</script><rect width=\"9\" "
                             << "height=\"9\" onload=\"alert(2)\"/></svg>";
  std::ofstream(d / "2.svg") << "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                             << "xmlns:x=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 9 9\">"
                             << "<a x:href=\"javascript:alert(3)\"><circle r=\"3\"/></a>"
                             << "<circle r=\"4\"/]]></svg>";
  auto bad = load_symbols(d.string(), 2, testing::data_dir().symbols());
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.status().message().rfind((d / "2.svg").string() + ":1: malformed XML", 0), 0u)
      << bad.status().message();
  std::ofstream(d / "2.svg") << kHead << "<a href=\"https://e\"><circle r=\"3\"/></a>"
                             << "<circle r=\"4\" fill=\"#123\"/></svg>";
  auto s = load_symbols(d.string(), 2, testing::data_dir().symbols());
  ASSERT_TRUE(s) << s.status().message();
  core::Puzzle p = testing::sample_puzzle("4x4");
  for (int i = 0; i < 16; ++i) p.cells[i] = p.cells[i] ? 1 + i % 2 : 0;
  Template t = testing::load_template("kids-icons");
  auto layout = grid::layout_page(t, p.geo());
  SvgCanvas svg;
  draw_puzzle_page(svg, *layout, t, *s, grid::GridContent{&p, nullptr, nullptr, false}, {});
  ASSERT_TRUE(svg.finish());
  auto html = html::html_page(t, *s, grid::GridContent{&p, nullptr, nullptr, false}, {}, "x");
  ASSERT_TRUE(html);
  for (const std::string& out : {svg.svg(), *html}) {
    EXPECT_EQ(out.find("alert"), std::string::npos);
    EXPECT_EQ(out.find("<script"), std::string::npos);
    EXPECT_EQ(out.find("https:"), std::string::npos);
    EXPECT_EQ(out.find("onload"), std::string::npos);
  }
  EXPECT_TRUE(well_formed(svg.svg(), "hostile.svg"));
  fs::remove_all(d);
}

TEST(IconSanitizerTest, HugeIconFileIsRefusedBeforeReading) {
  fs::path d = fs::temp_directory_path() / "sp_icon_huge";
  fs::remove_all(d);
  fs::create_directories(d);
  std::ofstream(d / "1.svg") << kHead << "<!--" << std::string(300 * 1024, 'x') << "--></svg>";
  auto s = load_symbols(d.string(), 1, testing::data_dir().symbols());
  ASSERT_FALSE(s);
  EXPECT_EQ(s.status().message().rfind((d / "1.svg").string() + ": ", 0), 0u);
  EXPECT_NE(s.status().message().find("256 KiB"), std::string::npos);
  fs::remove_all(d);
}

// Every shipped icon set, in colour and gray, inlines into a well-formed SVG page.
TEST(IconSanitizerTest, EveryShippedIconSetMakesWellFormedSvg) {
  for (const std::string& name : symbol_set_names(testing::data_dir().symbols())) {
    for (SymbolTone tone : {SymbolTone::kColour, SymbolTone::kGray}) {
      auto s = load_symbols(name, 4, testing::data_dir().symbols(), tone);
      ASSERT_TRUE(s) << name << ": " << s.status().message();
      if (s->kind != SymbolKind::kIcon) continue;
      auto all = load_symbols(name, static_cast<int>(s->icons.size()) >= 9 ? 9 : 4,
                              testing::data_dir().symbols(), tone);
      ASSERT_TRUE(all);
      SvgCanvas svg;
      svg.begin_page({Length::mm(100), Length::mm(20)});
      for (int v = 1; v <= all->count(); ++v)
        svg.draw_icon(all->icons[v - 1],
                      {Length::mm(10 * v), Length(), Length::mm(9), Length::mm(9)});
      svg.end_page();
      ASSERT_TRUE(svg.finish());
      EXPECT_TRUE(well_formed(svg.svg(), name + ".svg")) << name;
    }
  }
}

// Issue 26: CSS escapes and comments in presentation attributes and styles are decoded before
// the allow-list looks at them (Chromium fetched `clip-path="\75rl(http://…)"` from an
// "offline" page), and what is kept is rebuilt from the decoded value.
TEST(IconSanitizerTest, EscapedUrlsAreDecodedAndDropped) {
  auto s = ok(kHead +
              "<rect width=\"9\" height=\"9\" clip-path=\"\\75rl(http://127.0.0.1:9/a)\" "
              "fill=\"u\\72l('http://127.0.0.1:9/b')\" stroke=\"\\72 ed\" "
              "style=\"clip-path:u\\72l(http://e/c);fill:u/**/rl(http://e/d);"
              "st\\72oke-width:\\34;opacity:0.5\\3b clip-path\\3a url(http://e/e)\"/>"
              "<circle r=\"1\" clip-path=\"url(#c)\" stroke=\"url('\\23 g') none\"/></svg>");
  EXPECT_EQ(s.body.find("http"), std::string::npos) << s.body;
  EXPECT_EQ(s.body.find('\\'), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("stroke=\"#ff0000\""), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("style=\"stroke-width:4\""), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("clip-path=\"url(#sp-t-3-c)\""), std::string::npos) << s.body;
  EXPECT_NE(s.body.find("stroke=\"url(#sp-t-3-g) none\""), std::string::npos) << s.body;
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "attribute clip-path"), s.dropped.end());
  EXPECT_TRUE(well_formed(s.document(), "escaped.svg"));
}

// Issue 31 (verification gap E): masked icons printed unmasked because <mask> was dropped. A
// mask, its units and type, and local references to it survive, with ids prefixed like a clip
// path's, so two icons' masks never meet in one page.
TEST(IconSanitizerTest, KeepsMasksWithPrefixedIdsAndLocalReferences) {
  auto s = ok(kHead +
              "<mask id=\"m\" maskUnits=\"userSpaceOnUse\" maskContentUnits=\"userSpaceOnUse\" "
              "x=\"0\" y=\"0\" width=\"100\" height=\"50\" style=\"mask-type:alpha\" "
              "fill=\"#fff\"><circle cx=\"50\" cy=\"50\" r=\"20\"/></mask>"
              "<rect width=\"100\" height=\"100\" fill=\"#000\" mask=\"url(#m)\"/>"
              "<path d=\"M0 0h9v9z\" style=\"mask:url('#m')\" mask-type=\"luminance\"/></svg>");
  EXPECT_EQ(s.body,
            "<mask id=\"sp-t-3-m\" maskUnits=\"userSpaceOnUse\" "
            "maskContentUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"100\" height=\"50\" "
            "style=\"mask-type:alpha\" fill=\"#ffffff\"><circle cx=\"50\" cy=\"50\" "
            "r=\"20\"/></mask><rect width=\"100\" height=\"100\" fill=\"#000000\" "
            "mask=\"url(#sp-t-3-m)\"/><path d=\"M0 0h9v9z\" style=\"mask:url(#sp-t-3-m)\" "
            "mask-type=\"luminance\"/>");
  EXPECT_TRUE(s.dropped.empty()) << s.dropped.front();
  EXPECT_TRUE(well_formed(s.document(), "mask.svg"));
  auto other = sanitize_icon(kHead + "<mask id=\"m\"/><rect mask=\"url(#m)\"/></svg>",
                             "icons/4.svg", "sp-t-4-");
  ASSERT_TRUE(other) << other.status().message();
  EXPECT_NE(other->body.find("<mask id=\"sp-t-4-m\"/>"), std::string::npos) << other->body;
}

// Whatever a mask reference says, only a local url(#id) survives: external and data URLs,
// escaped and commented ones, lists and other values are dropped, and a mask's content obeys
// every rule of the rest of the icon (no raster image, no colour it does not know).
TEST(IconSanitizerTest, MasksWithExternalReferencesAreDropped) {
  auto s = ok(kHead +
              "<mask id=\"m\"><rect width=\"9\" height=\"9\" fill=\"#fff\"/></mask>"
              "<rect width=\"1\" height=\"1\" mask=\"url(https://evil.example/m.svg#m)\"/>"
              "<rect width=\"2\" height=\"1\" mask=\"\\75rl(http://127.0.0.1:9/a#m)\"/>"
              "<rect width=\"3\" height=\"1\" mask=\"url(#m) url(http://e/b)\"/>"
              "<rect width=\"4\" height=\"1\" mask=\"currentColor\"/>"
              "<rect width=\"5\" height=\"1\" style=\"mask:u\\72l(http://e/c);opacity:0.5\"/>"
              "<rect width=\"6\" height=\"1\" style=\"m\\61sk:u/**/rl(http://e/d#m)\"/>"
              "<rect width=\"7\" height=\"1\" style=\"mask:url('data:image/svg+xml,x')\"/>"
              "</svg>");
  EXPECT_EQ(s.body,
            "<mask id=\"sp-t-3-m\"><rect width=\"9\" height=\"9\" fill=\"#ffffff\"/></mask>"
            "<rect width=\"1\" height=\"1\"/><rect width=\"2\" height=\"1\"/>"
            "<rect width=\"3\" height=\"1\"/><rect width=\"4\" height=\"1\"/>"
            "<rect width=\"5\" height=\"1\" style=\"opacity:0.5\"/>"
            "<rect width=\"6\" height=\"1\"/><rect width=\"7\" height=\"1\"/>");
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "attribute mask"), s.dropped.end());
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "style mask"), s.dropped.end());
  EXPECT_NE(refused(kHead + "<mask id=\"m\"><image href=\"x.png\"/></mask></svg>")
                .find("icons/3.svg:1: <image> (raster) not allowed"),
            std::string::npos);
  EXPECT_NE(refused(kHead + "<mask id=\"m\"><rect fill=\"chartreuse\"/></mask></svg>")
                .find("icons/3.svg:1: colour 'chartreuse' not supported"),
            std::string::npos);
}

// A mask's content is drawn once per reference, so it is plain shapes: no <use>, no mask of its
// own (no chains of masks to multiply what is drawn); and each reference is counted in the
// painted area, as a clip path's is, however the reference is spelled.
TEST(IconSanitizerTest, MaskContentIsPlainAndCountedPerReference) {
  auto s = ok(kHead +
              "<path id=\"p\" d=\"M0 0h9v9z\"/><mask id=\"n\"/>"
              "<mask id=\"m\" mask=\"url(#n)\"><use href=\"#p\"/>"
              "<rect width=\"9\" height=\"9\" fill=\"#fff\" style=\"mask:url(#n)\"/>"
              "<g mask=\"url(#n)\"/></mask><rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>"
              "</svg>");
  EXPECT_EQ(s.body,
            "<path id=\"sp-t-3-p\" d=\"M0 0h9v9z\"/><mask id=\"sp-t-3-n\"/><mask "
            "id=\"sp-t-3-m\"><rect width=\"9\" height=\"9\" fill=\"#ffffff\"/><g/></mask><rect "
            "width=\"9\" height=\"9\" mask=\"url(#sp-t-3-m)\"/>");
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "<use> inside <mask>"), s.dropped.end());
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "mask inside <mask>"), s.dropped.end());
  // 60 full-size rectangles in a mask, 60 references: 3,600 viewBoxes painted.
  for (std::string ref : {"mask=\"url(#m)\"", "style=\"m\\61sk:url(#\\6d)\"",
                          "style=\"fill:#000;/*;*/mask:url('#m')\""}) {
    std::string bomb = kHead + "<defs><mask id=\"m\">";
    for (int k = 0; k < 60; ++k) bomb += "<rect width=\"100\" height=\"100\" fill=\"#fff\"/>";
    bomb += "</mask></defs>";
    for (int k = 0; k < 60; ++k) bomb += "<rect width=\"1\" height=\"1\" " + ref + "/>";
    std::string msg = refused(bomb + "</svg>");
    EXPECT_NE(msg.find("paints more than"), std::string::npos) << ref << ": " << msg;
  }
  // The same for a clip path whose reference is escaped.
  std::string clip = kHead + "<defs><clipPath id=\"c\">";
  for (int k = 0; k < 60; ++k) clip += "<rect width=\"100\" height=\"100\"/>";
  clip += "</clipPath></defs>";
  for (int k = 0; k < 60; ++k) clip += "<rect width=\"1\" height=\"1\" clip-path=\"url(#\\63)\"/>";
  EXPECT_NE(refused(clip + "</svg>").find("paints more than"), std::string::npos);
}

// The ids the checks follow are the ones written out: an element that is dropped (inside a
// foreign element) or a second element of the same id (after the id is made safe) cannot hide
// a <use> from the nested-instancing check.
TEST(IconSanitizerTest, ReferencesAreCheckedAgainstTheIdsWrittenOut) {
  const std::string inner = "<path id=\"y\" d=\"M0 0h9v9z\"/>";
  std::string msg = refused(kHead + inner +
                            "<foreignObject><g id=\"x\"/></foreignObject>"
                            "<g id=\"x\"><use href=\"#y\"/></g><use href=\"#x\"/></svg>");
  EXPECT_NE(msg.find("nested instancing"), std::string::npos) << msg;
  msg = refused(kHead + inner + "<g id=\"x y\"><use href=\"#y\"/></g><use href=\"#x_y\"/></svg>");
  EXPECT_NE(msg.find("nested instancing"), std::string::npos) << msg;
  auto s = ok(kHead + "<g id=\"a b\"/><g id=\"a_b\"/></svg>");
  EXPECT_EQ(s.body, "<g id=\"sp-t-3-a_b\"/><g/>");
  EXPECT_NE(std::find(s.dropped.begin(), s.dropped.end(), "duplicate id"), s.dropped.end());
}

TEST(IconSanitizerTest, ValuesOutsideTheSafeFormsAreDropped) {
  auto s = ok(kHead +
              "<path d=\"M0 0 url(http://e/x)\" stroke-width=\"expression(alert(1))\" "
              "transform=\"translate(1) url(x)\" stroke-linecap=\"round\" display=\"-moz-box\" "
              "stroke-dasharray=\"1,2 3\" filter=\"url(#f)\" mask=\"url(#m)\"/></svg>");
  // A local mask reference is kept (masks are allowed), a filter is not.
  EXPECT_EQ(s.body,
            "<path stroke-linecap=\"round\" stroke-dasharray=\"1 2 3\" mask=\"url(#sp-t-3-m)\"/>");
}

// Issue 26: 256 <use> of a 5,000-rectangle group passed (146 KB) and took 11 CPU s to draw a 4x4
// page; what is drawn is now counted after the <use> expansion.
TEST(IconSanitizerTest, RefusesIconsThatExpandPastTheLimit) {
  std::string svg = kHead + "<defs><g id=\"g\">";
  for (int i = 0; i < 5000; ++i) svg += "<rect width=\"1\" height=\"1\"/>";
  svg += "</g></defs>";
  for (int i = 0; i < 256; ++i) svg += "<use href=\"#g\"/>";
  svg += "</svg>";
  ASSERT_LE(svg.size(), kMaxIconBytes);
  std::string msg = refused(svg);
  EXPECT_EQ(msg, "icons/3.svg:1: more than 10000 elements once <use> is expanded") << msg;
  // A few copies of a small group are fine.
  ok(kHead +
     "<defs><g id=\"g\"><rect width=\"1\" height=\"1\"/></g></defs><use href=\"#g\"/>"
     "<use href=\"#g\"/></svg>");
}

TEST(IconSanitizerTest, RefusesDeepNesting) {
  std::string svg = kHead;
  for (int i = 0; i < 70; ++i) svg += "<g>";
  for (int i = 0; i < 70; ++i) svg += "</g>";
  svg += "</svg>";
  EXPECT_NE(refused(svg).find("nested more than 64 deep"), std::string::npos);
  std::string via_use = kHead + "<defs><g id=\"deep\">";
  for (int i = 0; i < 60; ++i) via_use += "<g>";
  for (int i = 0; i < 60; ++i) via_use += "</g>";
  via_use += "</g></defs>";
  for (int i = 0; i < 10; ++i) via_use += "<g>";
  via_use += "<use href=\"#deep\"/>";
  for (int i = 0; i < 10; ++i) via_use += "</g>";
  EXPECT_NE(refused(via_use + "</svg>").find("deep once <use> is expanded"), std::string::npos);
}

}  // namespace
}  // namespace sudokupress::render::symbols
