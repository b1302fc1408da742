#pragma once
/// @file map_io.hpp
/// Loading and saving maps by file extension. This is the one entry point
/// the app and the CLI use; the format modules (image_io, movingai_io) do
/// the work.
///
/// | extension        | read | write |
/// |------------------|------|-------|
/// | .png             | yes  | yes (8-bit gray, one pixel per cell) |
/// | .bmp .tga        | yes  | no    |
/// | .map (Moving AI) | yes  | yes (terrain flattened to walkable, reported) |
///
/// Every error message starts with the file name. Writes are atomic: a failed
/// save leaves any previous file untouched.

#include <string>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

/// What a successful save wants the user to know.
struct SaveReport {
  /// Walkable cells whose terrain weight a .map could not keep (0 for PNG).
  long long flattened_cells = 0;
  /// A sentence for the user when something was lost, otherwise empty.
  std::string warning;
};

/// Reads a map, choosing the format by extension (case-insensitive).
Result<Grid> load_map(const std::string& path);
/// Writes a map, choosing the format by extension (.png or .map).
Result<SaveReport> save_map(const Grid& grid, const std::string& path);

/// A map in the bytes of its file, ready to write.
struct EncodedMap {
  std::string bytes;
  SaveReport report;
};
/// The bytes save_map would write to `path` (for a save that writes
/// several files at once).
Result<EncodedMap> encode_map(const Grid& grid, const std::string& path);
/// True when load_map understands the extension of `path`.
bool can_load_map(const std::string& path);
/// True when save_map understands the extension of `path`.
bool can_save_map(const std::string& path);

}  // namespace astar
