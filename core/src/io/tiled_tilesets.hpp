#pragma once
// Tiled tilesets as cell rules: the tiles whose properties make them a wall
// or a weight, by global id. Inline tilesets come from the map's own reader;
// external ones (.tsx XML, .tsj or .json) are read here, beside the map,
// only when the layer uses one of their tiles. Not part of the public API.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "io/tile_layer.hpp"
#include "io/tiled_shapes.hpp"
#include "io/xml_lite.hpp"

namespace astar::detail {

/// What a tileset says of one tile: its local id, its properties (name,
/// value as text), its class (Tiled 1.9's "class", "type" before), and the
/// share of it its collision shapes cover, when it has any.
struct TileProperties {
  long long id = 0;
  std::vector<std::pair<std::string, std::string>> properties;
  std::string type_class;
  std::optional<double> covered;
};

/// Where a tileset draws its tiles: one image cut into a grid.
struct TilesetImage {
  std::string file;  // the image's path, "" when none (tiles of their own)
  int columns = 0, tile_width = 0, tile_height = 0, margin = 0, spacing = 0;
};

/// A tileset's tiles and picture.
struct Tileset {
  std::vector<TileProperties> tiles;
  TilesetImage image;
};

/// One tileset reference of a map: inline tiles, or an external file.
struct TilesetRef {
  std::uint32_t first_gid = 1;
  std::string source;  // empty for an inline tileset
  Tileset inline_tileset;
};

/// Rules for the `needed` global ids (sorted) from every tileset whose
/// range holds one of them. `map_path` locates external files; errors name
/// the file at fault.
Result<CellRules> tileset_rules(std::vector<TilesetRef> tilesets,
                                const std::vector<std::uint32_t>& needed,
                                const std::string& map_path);

/// What a Tiled map's reader found, for tiled_grid.
struct TiledParts {
  Result<TileLayer> layer;
  Result<std::vector<TilesetRef>> tilesets;
  /// The shapes of collision object layers and objects, in pixels.
  Result<std::vector<Shape>> collision_objects;
  double tile_width = 0;
  double tile_height = 0;
};

/// The grid of a Tiled map's chosen layer: flip bits cleared, then the
/// `values` rules and the tile rules from the tilesets (only those
/// needed), and the collision objects' cells as walls. A tile no rule
/// decides is a wall in a layer whose name says collision; elsewhere it is
/// open ground when the map marks collision somewhere (it is then a tile
/// without), and an error listing the tiles to name with --values when it
/// does not. Errors of the parts are prefixed with `map_path`.
Result<Grid> tiled_grid(TiledParts parts, const ValueRules& values,
                        const std::string& map_path);

/// The collision shapes among a map's object layers: every shape of a
/// layer whose name or class says collision (names_collision), and the
/// shapes of other layers whose object's class does or whose properties
/// make it a wall.
Result<std::vector<Shape>> xml_collision_objects(const XmlElement& map);
Result<std::vector<Shape>> json_collision_objects(const nlohmann::json& map);

/// The tileset of a .tsx document or a .tsj object.
Result<Tileset> read_tsx(std::string_view text, const std::string& path);
Result<Tileset> read_tsj(std::string_view text, const std::string& path);

/// The tileset of a TMX <tileset> element or a JSON tileset object; its
/// image's path is taken from the folder of `path`, the file holding it.
Result<Tileset> xml_tileset(const XmlElement& tileset, const std::string& path);
Result<Tileset> json_tileset(const nlohmann::json& tileset,
                             const std::string& path);

/// The tiles a Tiled map's chosen layer uses and where they are drawn,
/// for a tile chooser (tile_maps.hpp, list_layer_tiles).
Result<LayerTiles> tiled_layer_tiles(TiledParts parts,
                                     const std::string& map_path);

}  // namespace astar::detail
