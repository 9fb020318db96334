// SPDX-License-Identifier: GPL-3.0-or-later
// GLib ends the process with SIGTRAP when g_malloc fails (Pango, fontconfig glue and librsvg's
// GLib side allocate through it): "GLib-ERROR **: failed to allocate N bytes". The command line
// turns that into its documented out-of-memory line instead.
#pragma once

namespace sudokupress::render {

// From now on a failed GLib allocation calls `on_oom`, which must not return (it writes the
// out-of-memory line and exits 1). Other GLib errors keep GLib's default handling.
void set_glib_out_of_memory_handler(void (*on_oom)());

}  // namespace sudokupress::render
