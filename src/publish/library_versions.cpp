// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/library_versions.hpp"

#include <poppler/cpp/poppler-version.h>

#include <qpdf/QPDF.hh>

#include "bank/library_versions.hpp"
#include "render/cairo/library_versions.hpp"
#include "render/library_versions.hpp"

namespace sudokupress::publish {

std::vector<core::LibraryVersion> linked_libraries() {
  std::vector<core::LibraryVersion> all = core::core_libraries();
  for (auto part :
       {render::render_libraries(), render::drawing_libraries(), bank::bank_libraries()})
    all.insert(all.end(), part.begin(), part.end());
  all.push_back({"qpdf", QPDF::QPDFVersion(), "Apache-2.0"});
  all.push_back({"poppler-cpp", poppler::version_string(), "GPL-2.0-or-later"});
  return all;
}

}  // namespace sudokupress::publish
