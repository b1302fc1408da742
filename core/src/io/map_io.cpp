#include "astar/io/map_io.hpp"

#include "astar/io/file_io.hpp"
#include "astar/io/map_formats.hpp"
#include "io/tile_layer.hpp"

namespace astar {
namespace {

// Every format is a row of map_formats(): here only the choosing by
// extension, the reading (gunzipped when the row allows it) and the
// messages that quote the table.

/// The file's bytes, gunzipped when it ends in ".gz".
Result<std::string> read_map_bytes(const std::string& path,
                                   const MapFormat& format) {
  Result<std::string> bytes = read_file(path, format.max_bytes);
  if (!bytes || lowercase_extension(path) != ".gz") return bytes;
  auto plain = detail::gunzip(bytes.value(), format.max_bytes);
  if (!plain) return plain.failure().prefixed(path + ": ");
  return plain;
}

std::string extension_problem(const std::string& path, bool writable) {
  const std::string ext = lowercase_extension(path);
  std::string expected = map_extensions_text(writable);
  std::string gzipped;
  for (const MapFormat& format : map_formats()) {
    for (std::string_view name : format.extensions) {
      if (format.gzipped && !writable)
        gzipped += (gzipped.empty() ? "" : ", ") + std::string(name) + ".gz";
    }
  }
  if (!gzipped.empty()) expected += " (gzipped too: " + gzipped + ")";
  if (ext.empty()) {
    return path + ": no file extension, so the map format is unknown; use " +
           expected;
  }
  return path + ": unknown map format '" + ext + "'; use " + expected;
}

// The formats with layers, for the message that refuses layer options.
std::string layered_extensions() {
  std::string text;
  for (const MapFormat& format : map_formats()) {
    for (std::string_view ext : format.extensions) {
      if (format.has_layers())
        text += (text.empty() ? "" : " ") + std::string(ext);
    }
  }
  return text;
}

bool has_options(const LayerOptions& options) {
  return !options.layer.empty() || !options.level.empty() ||
         !options.values.empty();
}

}  // namespace

bool can_load_map(const std::string& path) {
  const MapFormat* format = find_map_format(path);
  return format != nullptr && format->readable();
}

bool can_save_map(const std::string& path) {
  const MapFormat* format = find_map_format(path);
  return format != nullptr && format->writable() &&
         lowercase_extension(path) != ".gz";
}

Result<Grid> load_map(const std::string& path) { return load_map(path, {}); }

Result<Grid> load_map(const std::string& path, const LayerOptions& options) {
  const MapFormat* format = find_map_format(path);
  if (format == nullptr || !format->readable())
    return fail(ErrorKind::Unsupported, extension_problem(path, false));
  if (!format->has_layers() && has_options(options)) {
    return fail(ErrorKind::BadArgument,
                path +
                    ": --layer, --level and --values apply to Tiled and "
                    "LDtk maps only (" +
                    layered_extensions() + ")");
  }
  Result<std::string> bytes = read_map_bytes(path, *format);
  if (!bytes) return bytes.failure();
  return format->decode(bytes.value(), path, options);
}

bool has_layers(const std::string& path) {
  const MapFormat* format = find_map_format(path);
  return format != nullptr && format->has_layers();
}

Result<LayerChoices> list_map_layers(const std::string& path,
                                     const std::string& level) {
  const MapFormat* format = find_map_format(path);
  if (format == nullptr || !format->has_layers()) {
    return fail(ErrorKind::Unsupported,
                path + ": only Tiled and LDtk files have layers");
  }
  Result<std::string> bytes = read_map_bytes(path, *format);
  if (!bytes) return bytes.failure();
  return format->list_layers(bytes.value(), path, level);
}

Result<LayerTiles> list_layer_tiles(const std::string& path,
                                    const LayerOptions& options) {
  const MapFormat* format = find_map_format(path);
  if (format == nullptr || format->list_tiles == nullptr) {
    return fail(ErrorKind::Unsupported,
                path + ": only Tiled maps have tiles to choose");
  }
  Result<std::string> bytes = read_map_bytes(path, *format);
  if (!bytes) return bytes.failure();
  return format->list_tiles(bytes.value(), path, options);
}

Result<EncodedMap> encode_map(const Grid& grid, const std::string& path) {
  if (!can_save_map(path)) {
    const MapFormat* format = find_map_format(path);
    if (format != nullptr && lowercase_extension(path) != ".gz") {
      return fail(ErrorKind::Unsupported,
                  path + ": " + lowercase_extension(path) +
                      " is read only; save as " + map_extensions_text(true));
    }
    return fail(ErrorKind::Unsupported, extension_problem(path, true));
  }
  if (grid.empty())
    return fail(ErrorKind::BadArgument, path + ": cannot save an empty map");
  return find_map_format(path)->encode(grid, path);
}

Result<SaveReport> save_map(const Grid& grid, const std::string& path) {
  auto encoded = encode_map(grid, path);
  if (!encoded) return encoded.failure();
  if (Status written = write_file_atomic(path, encoded.value().bytes);
      !written) {
    return written.failure();
  }
  return std::move(encoded.value().report);
}

}  // namespace astar
