// SPDX-License-Identifier: GPL-3.0-or-later
// LeakSanitizer suppression for fuzz targets that reach fontconfig without render/cairo (whose
// font_library.cpp carries the same suppression for everything that links it): poppler's
// rasteriser (preflight) initialises fontconfig, and fontconfig 2.14 keeps a few hundred bytes
// of its parsed configuration to the end of the process. LSan's fast unwinder cannot see past
// fontconfig (no frame pointers), so the suppression names the library. Weak: a replay target
// linked with sp_publish may pull font_library.cpp's strong copy in, which then serves.
#ifdef SP_SANITIZE_BUILD
extern "C" __attribute__((weak)) const char* __lsan_default_suppressions() {
  return "leak:libfontconfig.so\n";
}
extern "C" __attribute__((weak)) const char* __lsan_default_options() {
  return "print_suppressions=0";
}
#endif
