// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle IDs: a short printable string that regenerates a puzzle exactly.
//
//   sp1_9x9_yrot180_m_s123456
//   |   |   |       | +- s<seed>            the per-puzzle seed (decimal, last token)
//   |   |   |       +--- options: m minimal, p per-grid unique (composites), c<N> exact clues, x<N>
//   max clues, |   |   |            f<N> clue floor (removal stops at N clues; big grids' default),
//   |   |   |            b<q>,<p>,<c>[+] book removal ('+' = then some more),
//   |   |   |            k<name> built-in mask, k~<R>x<C>~<hex> a user mask (bits row-major,
//   |   |   |            4 per hex digit, first cell in the high bit), g<grade>, l<min>-<max>
//   |   |   |            levels, r<a>..<b> score range, q<strategy> required ('+' for spaces)
//   |   |   +----------- y<symmetry> (absent = none)
//   |   +--------------- geometry name (9x9, 16x16, 6x6, samurai, ...), or @R.C+R.C+... for a
//   |                    composite from a user's file (multigrid.hpp geometry_token)
//   +------------------- "sp" + generator version (generator_version(): 2 for jigsaws and Windoku
//   16x16 up)
// Tokens are separated by '_'; the order is fixed, so one puzzle has one ID.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "core/status.hpp"
#include "generate/options.hpp"

namespace sudokupress::generate {

std::string encode_id(const GenerateOptions& options, uint64_t seed);

struct DecodedId {
  GenerateOptions options;  // grader left empty: the caller supplies it when a target is set
  uint64_t seed = 0;
};
// Errors name the bad token: "bad puzzle ID 'sp1_9x9_q': unknown token 'q'".
core::StatusOr<DecodedId> decode_id(std::string_view id);

}  // namespace sudokupress::generate
