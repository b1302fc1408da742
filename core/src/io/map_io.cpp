#include "astar/io/map_io.hpp"

#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/io/tile_maps.hpp"
#include "io/tile_layer.hpp"

namespace astar {
namespace {

/// The extension that says the format: "map.tmx.gz" is a gzipped ".tmx",
/// as Tiled's own examples ship one.
std::string format_extension(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (ext != ".gz") return ext;
  const std::string inner =
      lowercase_extension(path.substr(0, path.size() - 3));
  return inner == ".tmx" || inner == ".tmj" || inner == ".json" ? inner : ext;
}

/// The text of a Tiled or LDtk file, gunzipped when it ends in ".gz".
Result<std::string> read_layer_text(const std::string& path) {
  Result<std::string> text = read_file(path, kMaxLayerMapFileBytes);
  if (!text || lowercase_extension(path) != ".gz") return text;
  auto plain = detail::gunzip(text.value(), kMaxLayerMapFileBytes);
  if (!plain) return plain.failure().prefixed(path + ": ");
  return plain;
}

bool is_image_extension(const std::string& ext) {
  return ext == ".png" || ext == ".bmp" || ext == ".tga";
}

bool is_layer_extension(const std::string& ext) {
  return ext == ".tmx" || ext == ".tmj" || ext == ".json" || ext == ".ldtk";
}

bool is_saved_extension(const std::string& ext) {
  return ext == ".png" || ext == ".map" || ext == ".tmx" || ext == ".tmj" ||
         ext == ".ldtk";
}

constexpr const char* kReadable =
    ".png, .bmp, .tga, .map, .tmx, .tmj, .json (Tiled, also gzipped: "
    ".tmx.gz) or .ldtk";
constexpr const char* kWritable = ".png, .map, .tmx, .tmj or .ldtk";

Result<Grid> read_layer_map(const std::string& path, const std::string& ext,
                            const LayerOptions& options) {
  Result<std::string> text = read_layer_text(path);
  if (!text) return text.failure();
  if (ext == ".tmx") return decode_tmx(text.value(), path, options);
  if (ext == ".ldtk") return decode_ldtk(text.value(), path, options);
  return decode_tiled_json(text.value(), path, options);
}

// The file's name without folder and extension: the layer's name.
std::string stem(const std::string& path) {
  const std::string name = path.substr(path.find_last_of('/') + 1);
  const std::size_t dot = name.find_last_of('.');
  return dot == 0 || dot == std::string::npos ? name : name.substr(0, dot);
}

std::string extension_problem(const std::string& path, const std::string& ext,
                              const char* expected) {
  if (ext.empty()) {
    return path + ": no file extension, so the map format is unknown; use " +
           expected;
  }
  return path + ": unknown map format '" + ext + "'; use " + expected;
}

}  // namespace

bool can_load_map(const std::string& path) {
  const std::string ext = format_extension(path);
  return is_image_extension(ext) || ext == ".map" || is_layer_extension(ext);
}

bool can_save_map(const std::string& path) {
  return is_saved_extension(lowercase_extension(path));
}

Result<Grid> load_map(const std::string& path) { return load_map(path, {}); }

Result<Grid> load_map(const std::string& path, const LayerOptions& options) {
  const std::string ext = format_extension(path);
  if (is_layer_extension(ext)) return read_layer_map(path, ext, options);
  if (!options.layer.empty() || !options.level.empty() ||
      !options.values.empty()) {
    return fail(ErrorKind::BadArgument,
                path +
                    ": --layer, --level and --values apply to Tiled and LDtk "
                    "maps only");
  }
  if (is_image_extension(ext)) return read_image(path);
  if (ext == ".map") return read_movingai_map(path);
  return fail(ErrorKind::Unsupported, extension_problem(path, ext, kReadable));
}

bool has_layers(const std::string& path) {
  return is_layer_extension(format_extension(path));
}

Result<LayerChoices> list_map_layers(const std::string& path,
                                     const std::string& level) {
  const std::string ext = format_extension(path);
  if (!is_layer_extension(ext)) {
    return fail(ErrorKind::Unsupported,
                path + ": only Tiled and LDtk files have layers");
  }
  Result<std::string> text = read_layer_text(path);
  if (!text) return text.failure();
  if (ext == ".tmx") return list_tmx_layers(text.value(), path);
  if (ext == ".ldtk") return list_ldtk_layers(text.value(), path, level);
  return list_tiled_json_layers(text.value(), path);
}

Result<LayerTiles> list_layer_tiles(const std::string& path,
                                    const LayerOptions& options) {
  const std::string ext = format_extension(path);
  if (ext != ".tmx" && ext != ".tmj" && ext != ".json") {
    return fail(ErrorKind::Unsupported,
                path + ": only Tiled maps have tiles to choose");
  }
  Result<std::string> text = read_layer_text(path);
  if (!text) return text.failure();
  if (ext == ".tmx") return list_tmx_tiles(text.value(), path, options);
  return list_tiled_json_tiles(text.value(), path, options);
}

Result<EncodedMap> encode_map(const Grid& grid, const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (!is_saved_extension(ext)) {
    if (ext == ".bmp" || ext == ".tga" || ext == ".json") {
      return fail(ErrorKind::Unsupported,
                  path + ": " + ext + " is read only; save as " + kWritable);
    }
    return fail(ErrorKind::Unsupported,
                extension_problem(path, ext, kWritable));
  }
  if (grid.empty())
    return fail(ErrorKind::BadArgument, path + ": cannot save an empty map");
  EncodedMap encoded;
  if (ext == ".tmj" || ext == ".tmx" || ext == ".ldtk") {
    const std::string name = stem(path);
    encoded.bytes = ext == ".tmj"   ? encode_tmj(grid, name)
                    : ext == ".tmx" ? encode_tmx(grid, name)
                                    : encode_ldtk(grid, name);
    return encoded;
  }
  if (ext == ".png") {
    auto png = encode_png(grid);
    if (!png) return png.failure().prefixed(path + ": ");
    encoded.bytes = std::move(png).value();
    return encoded;
  }
  MovingAiText text = format_movingai_map(grid);
  encoded.bytes = std::move(text.text);
  encoded.report.flattened_cells = text.flattened_cells;
  if (text.flattened_cells > 0) {
    encoded.report.warning =
        path + ": " + std::to_string(text.flattened_cells) +
        (text.flattened_cells == 1 ? " cell" : " cells") +
        " of weighted terrain saved as plain walkable ground; the .map "
        "format keeps only walkable and blocked";
  }
  return encoded;
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
