#pragma once
/// @file map_io.hpp
/// Loading and saving maps by file extension. This is the one entry point
/// the app and the CLI use; the table of formats (map_formats.hpp: PNG,
/// BMP, TGA, Moving AI .map, Tiled .tmx .tmj .json, LDtk .ldtk, the plain
/// text .grid) says which reads, which writes and what each keeps.
///
/// Every error message starts with the file name. Writes are atomic: a failed
/// save leaves any previous file untouched.

#include <string>

#include "astar/grid/grid.hpp"
#include "astar/io/tile_maps.hpp"
#include "astar/result.hpp"

namespace astar {

/// What a successful save wants the user to know.
struct SaveReport {
  /// Walkable cells whose terrain weight a .map could not keep (0 for PNG).
  long long flattened_cells = 0;
  /// A sentence for the user when something was lost, otherwise empty.
  std::string warning;
};

/// Tiled and LDtk files larger than this are refused before they are read.
inline constexpr std::size_t kMaxLayerMapFileBytes = std::size_t{256} << 20;

/// Reads a map, choosing the format by extension (case-insensitive).
Result<Grid> load_map(const std::string& path);
/// The same, with the layer, level and value rules for Tiled and LDtk files
/// (see tile_maps.hpp); other formats refuse non-empty options.
Result<Grid> load_map(const std::string& path, const LayerOptions& options);
/// Writes a map, choosing the format by extension (the writable rows of
/// map_formats()).
Result<SaveReport> save_map(const Grid& grid, const std::string& path);

/// A map in the bytes of its file, ready to write.
struct EncodedMap {
  std::string bytes;
  SaveReport report;
};
/// The bytes save_map would write to `path` (for a save that writes
/// several files at once).
Result<EncodedMap> encode_map(const Grid& grid, const std::string& path);
/// True for the formats with layers to choose from (Tiled and LDtk).
bool has_layers(const std::string& path);
/// What `path` (a Tiled map or LDtk project) offers to choose from; for
/// LDtk, the layers listed are those of `level` (empty: the first level).
Result<LayerChoices> list_map_layers(const std::string& path,
                                     const std::string& level = {});
/// The tiles of the layer `options` choose in a Tiled map, and whether
/// they must be named (LayerTiles::needs_values), for a tile chooser.
Result<LayerTiles> list_layer_tiles(const std::string& path,
                                    const LayerOptions& options);
/// True when load_map understands the extension of `path`.
bool can_load_map(const std::string& path);
/// True when save_map understands the extension of `path`.
bool can_save_map(const std::string& path);

}  // namespace astar
