#pragma once
// What the Tiled and LDtk readers share: the --values rules, the choice of
// layer, tile properties as cells, layer data in CSV or base64 (raw, zlib,
// gzip), infinite maps' chunks, and the ids a layer becomes a grid by. Not
// part of the public API.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/io/tile_maps.hpp"
#include "astar/result.hpp"

namespace astar::detail {

/// Cell bytes by value (a Tiled global tile id or an LDtk IntGrid value).
using CellRules = std::map<std::uint32_t, std::uint8_t>;

/// The --values rules: values and ranges of values to cells, and what
/// every other value becomes ("*"). A later rule wins over an earlier one
/// for the values both name.
class ValueRules {
 public:
  /// The cell a value or range names `v` as, if any.
  std::optional<std::uint8_t> named(std::uint32_t v) const;
  /// The cell for values no rule names ("*"), if given.
  std::optional<std::uint8_t> others() const { return others_; }

  void add(std::uint32_t first, std::uint32_t last, std::uint8_t cell) {
    ranges_.push_back({first, last, cell});
  }
  void set_others(std::uint8_t cell) { others_ = cell; }

 private:
  struct Range {
    std::uint32_t first = 0, last = 0;
    std::uint8_t cell = 0;
  };
  std::vector<Range> ranges_;
  std::optional<std::uint8_t> others_;
};

/// Parses "V=wall|open|W,...", V a value, a range A-B or *, naming
/// --values in its errors.
Result<ValueRules> parse_value_rules(std::string_view text);

/// The index of the layer to read: the one named `wanted`, else the first
/// whose name says collision, collide, wall, block or path, else 0. An
/// error names `what` ("tile layer") and the layers there are.
Result<std::size_t> choose_layer(const std::vector<std::string>& names,
                                 const std::string& wanted,
                                 std::string_view what);

/// True when a layer's name says it marks walls: collision, collide,
/// wall, block or path.
bool names_collision_layer(std::string_view name);

/// A Tiled map's tile layers and the one read when none is named, for
/// list_map_layers; an error names `path`.
Result<LayerChoices> tiled_layer_choices(std::vector<std::string> names,
                                         const std::string& path);

/// A tile's properties (name, value as text) as a cell: a wall, a weight,
/// or nothing said (empty result), by the rules in tile_maps.hpp.
Result<std::optional<std::uint8_t>> cell_from_properties(
    const std::vector<std::pair<std::string, std::string>>& properties);

/// The cell for a weight 1..255, or an error naming `what`.
Result<std::uint8_t> cell_for_weight(std::string_view text,
                                     std::string_view what);

/// One layer's values, row by row.
struct TileLayer {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> values;
  std::string name;
  long long origin_x = 0;  ///< the map tile of cell (0, 0): an infinite
  long long origin_y = 0;  ///< map's top-left chunk corner, else 0
};

/// Clears the flip and rotation bits of Tiled global ids.
void clear_flip_bits(TileLayer& layer);

/// Checks a layer's declared size before anything is allocated.
Status check_layer_size(long long width, long long height);

/// `count` ids from CSV text ("1,2,\n3"), exactly.
Result<std::vector<std::uint32_t>> parse_csv_ids(std::string_view text,
                                                 std::size_t count);

/// The contents of a gzip file, refused past `max_output` bytes.
Result<std::string> gunzip(std::string_view bytes, std::size_t max_output);

/// `count` little-endian 32-bit ids from base64 text, after `compression`
/// ("", "zlib" or "gzip"); inflation stops past the bytes `count` needs.
Result<std::vector<std::uint32_t>> decode_base64_ids(
    std::string_view text, std::string_view compression, std::size_t count);

/// Where an infinite map's chunk lies, in tiles.
struct ChunkArea {
  long long x = 0, y = 0, width = 0, height = 0;
};

/// The layer that holds every chunk (its origin at the top-left chunk's
/// corner), refused when larger than a grid or when the chunks' areas add
/// up to more than it (overlaps would repeat work without bound).
Result<TileLayer> layer_for_chunks(const std::vector<ChunkArea>& chunks,
                                   long long& origin_x, long long& origin_y);

/// Copies a chunk's ids into the layer at (x, y) in layer coordinates.
void place_chunk(TileLayer& layer, const ChunkArea& area, long long x,
                 long long y, const std::vector<std::uint32_t>& ids);

/// The grid: the values `values` names first, then 0 as open ground, then
/// `tiles` (rules from the file: tile properties, shapes, value names),
/// then `values`' "*", else `otherwise`.
Grid layer_to_grid(const TileLayer& layer, const ValueRules& values,
                   const CellRules& tiles, std::uint8_t otherwise);

/// Distinct values of the layer other than 0 that `values` does not name:
/// what the tile rules must answer (external tilesets are read only for
/// these).
std::vector<std::uint32_t> undecided_values(const TileLayer& layer,
                                            const ValueRules& values);

/// "1-12, 14, 20-31": sorted values with runs joined, at most `limit`
/// pieces before "...".
std::string value_list(const std::vector<std::uint32_t>& sorted,
                       std::size_t limit = 12);

/// Writers: the weights the grid uses besides 1, in increasing order.
std::vector<int> weights_used(const Grid& grid);

/// Writers: the tile index of a cell (0 wall, 1 open, 2 + i for
/// weights[i]).
int tile_index(std::uint8_t cell, const std::vector<int>& weights);

}  // namespace astar::detail
