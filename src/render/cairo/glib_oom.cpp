// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/glib_oom.hpp"

#include <glib.h>

#include <cstring>

namespace sudokupress::render {

namespace {

void (*g_on_oom)() = nullptr;

void on_glib_error(const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer) {
  if (g_on_oom && message && std::strstr(message, "failed to allocate")) g_on_oom();
  g_log_default_handler(domain, level, message, nullptr);  // fatal: GLib aborts after it
}

}  // namespace

void set_glib_out_of_memory_handler(void (*on_oom)()) {
  g_on_oom = on_oom;
  g_log_set_handler(
      "GLib",
      static_cast<GLogLevelFlags>(G_LOG_LEVEL_ERROR | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION),
      on_glib_error, nullptr);
}

}  // namespace sudokupress::render
