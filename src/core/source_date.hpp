// SPDX-License-Identifier: GPL-3.0-or-later
// SOURCE_DATE_EPOCH (reproducible builds): the one reader of the variable. Unset or empty: no
// date. Anything but a decimal number of seconds from 0 to 253402300799 (9999-12-31T23:59:59Z,
// the last date a PDF date can hold) is an error that names the variable, so that a bad value
// is never blamed on an input file nor silently replaced by the current time.
#pragma once

#include <cstdint>
#include <optional>

#include "core/status.hpp"

namespace sudokupress::core {

inline constexpr int64_t kMaxSourceDateEpoch = 253402300799;

StatusOr<std::optional<int64_t>> source_date_epoch();

}  // namespace sudokupress::core
