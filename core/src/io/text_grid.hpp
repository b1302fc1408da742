#pragma once
// The plain text grid (.grid): one line a row, '#' a wall, '.' open ground,
// '2'..'9' terrain of that weight. Read and written through the table of
// map formats (astar/io/map_formats.hpp); not part of the public API.

#include <string>
#include <string_view>

#include "astar/grid/grid.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/tile_maps.hpp"
#include "astar/result.hpp"

namespace astar::detail {

/// The heaviest terrain a .grid spells; heavier is written as this.
inline constexpr int kTextGridMaxWeight = 9;

/// Parses .grid text (LF or CRLF, the last newline optional). Every error
/// reads "path:line:column: what is wrong"; `options` must be empty.
Result<Grid> decode_text_grid(std::string_view text, const std::string& path,
                              const LayerOptions& options);

/// The .grid text of `grid`; the report counts terrain heavier than 9,
/// written as 9.
Result<EncodedMap> encode_text_grid(const Grid& grid, const std::string& path);

}  // namespace astar::detail
