// SPDX-License-Identifier: GPL-3.0-or-later
// LZ-String's Base64 form, the compression of f-puzzles and SudokuPad puzzle links, written
// from its published description: an LZW over UTF-16 code units whose code width grows from
// 2 bits (codes 0 and 1 announce an 8- or 16-bit literal, 2 ends the stream), the bits of each
// code least significant first, packed into 6-bit Base64 characters most significant first:
//
//   code 5 at width 3 -> bits 1,0,1 ; literal 'A' (0x41) -> code 0 (width bits) then 8 bits
//   1,0,0,0,0,0,1,0 ; stream "..101..." is cut into characters of 6 bits: "bbbbbb" -> A-Za-z0-9+/
//
// Only what links need: ASCII in (the JSON writer escapes everything else), any UTF-16 out
// (decoded to UTF-8).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sudokupress::core {

// compressToBase64: `ascii` must be 7-bit (checked by the caller).
std::string lz_compress_base64(std::string_view ascii);

// decompressFromBase64, as UTF-8; nullopt for a corrupt stream. Output is bounded by
// `max_bytes` (a tiny link cannot expand into gigabytes).
std::optional<std::string> lz_decompress_base64(std::string_view base64, size_t max_bytes);

}  // namespace sudokupress::core
