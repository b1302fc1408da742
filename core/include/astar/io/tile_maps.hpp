#pragma once
/// @file tile_maps.hpp
/// Tiled (.tmx, .tmj and Tiled's .json) and LDtk (.ldtk) files as maps:
/// one tile layer or IntGrid layer becomes the grid.
///
/// Reading:
/// - the layer is `options.layer`, else the first whose name says
///   collision, collide, wall, block or path, else the first;
/// - LDtk: the level is `options.level` (an identifier or a 0-based index),
///   else the first;
/// - `options.values` ("V=wall|open|W,...") maps a Tiled global tile id
///   (flip bits cleared) or an LDtk IntGrid value, a range of them ("1-40")
///   or every value no other rule names ("*") to a wall, open ground or a
///   terrain weight W (1..255); a later rule wins;
/// - other values: 0 is open ground. A Tiled tile says what it is by its
///   properties (walkable=false, collides=true or solid=true: a wall; a
///   numeric `cost` 1..255: that weight), else its class (collision,
///   collide, wall, solid, block or obstacle: a wall; open, floor, walkable
///   or ground: open), else its collision shapes (the Collision Editor's
///   rectangles, ellipses and polygons: covering half the tile or more, a
///   wall, less, open). A tile that says nothing is a wall in a layer whose
///   name says collision, collide, wall, block or path; elsewhere it is
///   open ground when the map marks collision somewhere, and the map is
///   refused, listing its tiles, when it marks none. Object layers whose
///   name or class says collision, and objects whose class or properties
///   do, make the cells their rectangles, ellipses and polygons cover
///   (half or more) walls. An LDtk value named `wall` is a wall, one named
///   `cost_W` has weight W; any other is a wall.
/// Tiled: orthogonal maps, finite or infinite (chunks), CSV or base64
/// data, uncompressed, zlib or gzip, the file itself gzipped too
/// (".tmx.gz"); inline tilesets and external ones
/// (.tsx, .tsj, .json) beside the map, read only when one of their tiles
/// is used and not mapped by `values`. Other orientations and zstd are
/// refused.
///
/// Writing: one layer named `layer_name`; Tiled with an embedded tileset of
/// a wall tile, an open tile and a tile per terrain weight used, whose
/// tiles carry `walkable` and `cost` properties; LDtk a project with one
/// level and one IntGrid layer (values `wall` and `cost_W`). Each reads
/// back to the same cells.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

/// Which layer (and LDtk level) becomes the map, and how values become
/// cells. Empty fields take the defaults above.
struct LayerOptions {
  std::string layer;
  std::string level;
  std::string values;
};

/// What a file offers to choose from: its tile layers (LDtk: the IntGrid
/// layers of the chosen level) and, for LDtk, its levels, with the choice
/// reading makes when none is given.
struct LayerChoices {
  std::vector<std::string> layers;
  std::vector<std::string> levels;  ///< empty for Tiled maps
  std::size_t default_layer = 0;
  std::size_t default_level = 0;
  /// More than one thing to choose: a front end asks the user.
  bool several() const { return layers.size() > 1 || levels.size() > 1; }
};

/// One tile a Tiled layer uses, for a chooser that shows it.
struct LayerTile {
  std::uint32_t gid = 0;  ///< its global id, flip bits cleared
  int count = 0;          ///< the layer's cells that hold it
  std::string image;      ///< the tileset image holding it; "" if none
  int x = 0, y = 0, width = 0, height = 0;  ///< its pixels there
};

/// The tiles of a Tiled map's chosen layer, by global id, and whether the
/// map leaves them to be named: it marks no collision and the layer's name
/// does not say collision, so without `values` reading it fails.
struct LayerTiles {
  std::vector<LayerTile> tiles;
  bool needs_values = false;
};

/// What `values` text (LayerOptions::values, astar-cli's --values) makes of
/// values a layer holds: per value, the cell a rule names it as, or none;
/// and the cell of the "*" rule, if given. Errors as reading gives them.
struct NamedValues {
  std::vector<std::optional<std::uint8_t>> cells;  ///< one per value asked
  std::optional<std::uint8_t> others;
};
Result<NamedValues> name_values(std::string_view values,
                                const std::vector<std::uint32_t>& asked);

/// The layers and levels of a Tiled map or LDtk project in memory; for
/// LDtk, `level` picks the level whose layers are listed (empty: the first).
Result<LayerChoices> list_tiled_json_layers(std::string_view text,
                                            const std::string& path);
Result<LayerChoices> list_tmx_layers(std::string_view text,
                                     const std::string& path);
Result<LayerChoices> list_ldtk_layers(std::string_view text,
                                      const std::string& path,
                                      const std::string& level);

/// The tiles of the layer `options` choose (its `values` unused), for a
/// Tiled map in memory; `path` locates tilesets and their images.
Result<LayerTiles> list_tmx_tiles(std::string_view text,
                                  const std::string& path,
                                  const LayerOptions& options);
Result<LayerTiles> list_tiled_json_tiles(std::string_view text,
                                         const std::string& path,
                                         const LayerOptions& options);

/// Decoders of bytes in memory; `path` names the file in messages and
/// locates external tilesets.
Result<Grid> decode_tiled_json(std::string_view text, const std::string& path,
                               const LayerOptions& options);
Result<Grid> decode_tmx(std::string_view text, const std::string& path,
                        const LayerOptions& options);
Result<Grid> decode_ldtk(std::string_view text, const std::string& path,
                         const LayerOptions& options);

/// The file bytes of `grid` as a Tiled JSON map, TMX map or LDtk project.
std::string encode_tmj(const Grid& grid, const std::string& layer_name);
std::string encode_tmx(const Grid& grid, const std::string& layer_name);
std::string encode_ldtk(const Grid& grid, const std::string& layer_name);

}  // namespace astar
