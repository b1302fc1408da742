#pragma once
// JSON documents read from hostile files: nesting bounded before parsing,
// and every nlohmann exception turned into an error naming the file, line
// and column. Sessions, Tiled maps and LDtk projects read JSON through
// this. Not part of the public API.

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "astar/result.hpp"

namespace astar::detail {

/// Arrays and objects nested deeper than this are refused before parsing.
inline constexpr int kMaxJsonDepth = 64;

/// The JSON document in `text`, or an error that starts with `name`.
Result<nlohmann::json> parse_json(std::string_view text,
                                  const std::string& name);

}  // namespace astar::detail
