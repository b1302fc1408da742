#pragma once
/// @file map_formats.hpp
/// The one table of map file formats: for each, its name, extensions,
/// what it can hold, and the functions that read, write and list it.
/// load_map, save_map and the layer listers (map_io.hpp) choose a row by
/// extension; astar-cli's help and `convert`, the studio's file dialog and
/// the bindings' documentation list the rows. A new format is one row
/// (core/src/io/map_formats.cpp) and the file of its reader and writer.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/tile_maps.hpp"
#include "astar/result.hpp"

namespace astar {

/// One map format. A reader or lister left null: the format has none.
struct MapFormat {
  /// "Tiled map (TMX)": what a file dialog's filter and help call it.
  std::string_view name;
  /// Lower case, with the dot; the first is the one writers are named by.
  std::vector<std::string_view> extensions;
  /// What a file of it keeps of a map, for help and manuals.
  std::string_view holds;
  /// Files larger than this are refused before they are read.
  std::size_t max_bytes = 0;
  /// Also read gzipped, as NAME.EXT.gz (Tiled's examples ship some).
  bool gzipped = false;
  /// The map in a file's bytes; `path` names the file in messages (and
  /// locates Tiled's external tilesets).
  Result<Grid> (*decode)(std::string_view bytes, const std::string& path,
                         const LayerOptions& options) = nullptr;
  /// The bytes of a file holding `grid`; null for read-only formats.
  Result<EncodedMap> (*encode)(const Grid& grid,
                               const std::string& path) = nullptr;
  /// The layers (and levels) a file offers to choose from; null: one map.
  Result<LayerChoices> (*list_layers)(std::string_view bytes,
                                      const std::string& path,
                                      const std::string& level) = nullptr;
  /// The tiles of the chosen layer, for a tile chooser; null: no tiles.
  Result<LayerTiles> (*list_tiles)(std::string_view bytes,
                                   const std::string& path,
                                   const LayerOptions& options) = nullptr;

  bool readable() const { return decode != nullptr; }
  bool writable() const { return encode != nullptr; }
  bool has_layers() const { return list_layers != nullptr; }
};

/// Every format, in the order help and dialogs list them.
std::span<const MapFormat> map_formats();

/// The format `path` is named for (its extension, case-insensitive; for
/// "x.tmx.gz" the inner one when that format reads gzipped), or null.
const MapFormat* find_map_format(const std::string& path);

/// ".png, .bmp, ... or .ldtk": the extensions of the formats that read
/// (`writable` false) or write, for messages.
std::string map_extensions_text(bool writable);

/// "*.png *.bmp ...": the same as a file dialog's pattern list, with
/// "*.tmx.gz" for the gzipped ones when reading.
std::string map_extension_patterns(bool writable);

}  // namespace astar
