#include "astar/io/map_formats.hpp"

#include <algorithm>

#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/io/tile_maps.hpp"
#include "io/text_grid.hpp"

namespace astar {
namespace {

// The file's name without folder and extension: a written layer's name.
std::string layer_name_of(const std::string& path) {
  const std::string name = path.substr(path.find_last_of('/') + 1);
  const std::size_t dot = name.find_last_of('.');
  return dot == 0 || dot == std::string::npos ? name : name.substr(0, dot);
}

Result<Grid> decode_image_row(std::string_view bytes, const std::string& path,
                              const LayerOptions&) {
  return decode_image_file(bytes, path);
}

Result<EncodedMap> encode_png_row(const Grid& grid, const std::string& path) {
  auto png = encode_png(grid);
  if (!png) return png.failure().prefixed(path + ": ");
  return EncodedMap{std::move(png).value(), {}};
}

Result<Grid> decode_movingai_row(std::string_view bytes,
                                 const std::string& path, const LayerOptions&) {
  return parse_movingai_map(bytes, path);
}

Result<EncodedMap> encode_movingai_row(const Grid& grid,
                                       const std::string& path) {
  MovingAiText text = format_movingai_map(grid);
  EncodedMap encoded{std::move(text.text), {}};
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

template <std::string (*encode)(const Grid&, const std::string&)>
Result<EncodedMap> encode_layer_row(const Grid& grid, const std::string& path) {
  return EncodedMap{encode(grid, layer_name_of(path)), {}};
}

// A Tiled map has no levels: the lister of its layers ignores the level.
template <Result<LayerChoices> (*list)(std::string_view, const std::string&)>
Result<LayerChoices> list_tiled_row(std::string_view bytes,
                                    const std::string& path,
                                    const std::string&) {
  return list(bytes, path);
}

constexpr std::string_view kTiledHolds = "one tile layer: walls, weights";

std::vector<MapFormat> make_map_formats() {
  return {
      {"PNG image",
       {".png"},
       "every cell, 8-bit gray",
       kMaxImageFileBytes,
       false,
       decode_image_row,
       encode_png_row},
      {"BMP image",
       {".bmp"},
       "cells by luminance",
       kMaxImageFileBytes,
       false,
       decode_image_row},
      {"TGA image",
       {".tga"},
       "cells by luminance",
       kMaxImageFileBytes,
       false,
       decode_image_row},
      {"Moving AI map",
       {".map"},
       "walls only (terrain saved as ground)",
       kMaxTextFileBytes,
       false,
       decode_movingai_row,
       encode_movingai_row},
      {"Tiled map",
       {".tmx"},
       kTiledHolds,
       kMaxLayerMapFileBytes,
       true,
       decode_tmx,
       encode_layer_row<encode_tmx>,
       list_tiled_row<list_tmx_layers>,
       list_tmx_tiles},
      {"Tiled JSON map",
       {".tmj"},
       kTiledHolds,
       kMaxLayerMapFileBytes,
       true,
       decode_tiled_json,
       encode_layer_row<encode_tmj>,
       list_tiled_row<list_tiled_json_layers>,
       list_tiled_json_tiles},
      {"Tiled JSON map",
       {".json"},
       kTiledHolds,
       kMaxLayerMapFileBytes,
       true,
       decode_tiled_json,
       nullptr,
       list_tiled_row<list_tiled_json_layers>,
       list_tiled_json_tiles},
      {"LDtk project",
       {".ldtk"},
       "an IntGrid layer: walls, weights",
       kMaxLayerMapFileBytes,
       false,
       decode_ldtk,
       encode_layer_row<encode_ldtk>,
       list_ldtk_layers},
      {"Plain text grid",
       {".grid"},
       "walls and weights 1-9, a character a cell",
       kMaxTextFileBytes,
       false,
       detail::decode_text_grid,
       detail::encode_text_grid},
  };
}

const MapFormat* format_with_extension(std::string_view ext) {
  for (const MapFormat& format : map_formats()) {
    const auto& exts = format.extensions;
    if (std::find(exts.begin(), exts.end(), ext) != exts.end()) return &format;
  }
  return nullptr;
}

std::string joined_choices(const std::vector<std::string>& items) {
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) text += i + 1 == items.size() ? " or " : ", ";
    text += items[i];
  }
  return text;
}

}  // namespace

std::span<const MapFormat> map_formats() {
  static const std::vector<MapFormat> kFormats = make_map_formats();
  return kFormats;
}

const MapFormat* find_map_format(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (ext != ".gz") return format_with_extension(ext);
  const MapFormat* inner = format_with_extension(
      lowercase_extension(std::string_view(path).substr(0, path.size() - 3)));
  return inner != nullptr && inner->gzipped ? inner : nullptr;
}

std::string map_extensions_text(bool writable) {
  std::vector<std::string> items;
  for (const MapFormat& format : map_formats()) {
    if (writable ? !format.writable() : !format.readable()) continue;
    const std::size_t count = writable ? 1 : format.extensions.size();
    for (std::size_t i = 0; i < count; ++i)
      items.emplace_back(format.extensions[i]);
  }
  return joined_choices(items);
}

std::string map_extension_patterns(bool writable) {
  std::string text;
  for (const MapFormat& format : map_formats()) {
    if (writable ? !format.writable() : !format.readable()) continue;
    for (std::string_view ext : format.extensions) {
      text += (text.empty() ? "*" : " *") + std::string(ext);
      if (format.gzipped && !writable) text += " *" + std::string(ext) + ".gz";
    }
  }
  return text;
}

}  // namespace astar
