// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/source_date.hpp"

#include <charconv>
#include <cstdlib>
#include <string>
#include <string_view>

namespace sudokupress::core {

StatusOr<std::optional<int64_t>> source_date_epoch() {
  const char* env = std::getenv("SOURCE_DATE_EPOCH");
  if (!env || !*env) return std::optional<int64_t>();
  const std::string_view text(env);
  int64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < 0 || v > kMaxSourceDateEpoch)
    return Status::error(StatusCode::kUsage,
                         "SOURCE_DATE_EPOCH='" + std::string(text.substr(0, 40)) +
                             "' (environment variable): not a number of seconds from 0 to " +
                             std::to_string(kMaxSourceDateEpoch));
  return std::optional<int64_t>(v);
}

}  // namespace sudokupress::core
