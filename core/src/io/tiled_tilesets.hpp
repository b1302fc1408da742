#pragma once
// Tiled tilesets as cell rules: the tiles whose properties make them a wall
// or a weight, by global id. Inline tilesets come from the map's own reader;
// external ones (.tsx XML, .tsj or .json) are read here, beside the map,
// only when the layer uses one of their tiles. Not part of the public API.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "io/tile_layer.hpp"
#include "io/xml_lite.hpp"

namespace astar::detail {

/// A tile's local id and its properties (name, value as text).
struct TileProperties {
  long long id = 0;
  std::vector<std::pair<std::string, std::string>> properties;
};

/// One tileset reference of a map: inline tiles, or an external file.
struct TilesetRef {
  std::uint32_t first_gid = 1;
  std::string source;  // empty for an inline tileset
  std::vector<TileProperties> tiles;
};

/// Rules for the `needed` global ids (sorted) from every tileset whose
/// range holds one of them. `map_path` locates external files; errors name
/// the file at fault.
Result<CellRules> tileset_rules(std::vector<TilesetRef> tilesets,
                                const std::vector<std::uint32_t>& needed,
                                const std::string& map_path);

/// The grid of a Tiled map's chosen layer: flip bits cleared, then the
/// `values` rules and the tile rules from `tilesets` (only those needed).
/// Errors of the layer or the references are prefixed with `map_path`.
Result<Grid> tiled_grid(Result<TileLayer> layer,
                        Result<std::vector<TilesetRef>> tilesets,
                        const CellRules& values, const std::string& map_path);

/// The tiles of a .tsx document's <tileset> element or a .tsj object.
Result<std::vector<TileProperties>> tsx_tiles(std::string_view text,
                                              const std::string& path);
Result<std::vector<TileProperties>> tsj_tiles(std::string_view text,
                                              const std::string& path);

/// The tiles of an inline tileset: a TMX <tileset> element or a JSON
/// tileset object.
Result<std::vector<TileProperties>> xml_tiles(const XmlElement& tileset,
                                              const std::string& path);
Result<std::vector<TileProperties>> json_tiles(const nlohmann::json& tileset,
                                               const std::string& path);

}  // namespace astar::detail
