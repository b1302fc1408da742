#pragma once
// The body both Tiled readers share, the XML one (.tmx) and the JSON one
// (.tmj, .json): choosing the layer, decoding the map, listing its tiles
// and its layers. Each gives a Dialect saying how its text parses and where
// its parts are. Not part of the public API.
//
// A Dialect has:
//   Document                           the parsed file
//   parse(text, path)                  -> Result<Document>
//   layers(document)                   -> Result<std::vector<const Node*>>
//   name(node)                         -> std::string, a layer's name
//   layer(document, node)              -> Result<TileLayer>
//   tilesets(document, path)           -> Result<std::vector<TilesetRef>>
//   collisions(document)               -> Result<std::vector<Shape>>
//   number(document, key)              -> Result<long long>

#include <string>
#include <string_view>
#include <vector>

#include "astar/io/tile_maps.hpp"
#include "io/tile_layer.hpp"
#include "io/tiled_tilesets.hpp"

namespace astar::detail {

template <class Dialect>
struct TiledReader {
  using Document = typename Dialect::Document;

  static std::vector<std::string> names_of(const auto& layers) {
    std::vector<std::string> names;
    for (const auto* layer : layers) names.push_back(Dialect::name(*layer));
    return names;
  }

  static Result<TileLayer> chosen_layer(const Document& map,
                                        const LayerOptions& options) {
    auto layers = Dialect::layers(map);
    if (!layers) return layers.failure();
    const std::vector<std::string> names = names_of(layers.value());
    auto chosen = choose_layer(names, options.layer, "tile layer");
    if (!chosen) return chosen.failure();
    auto layer = Dialect::layer(map, *layers.value()[chosen.value()]);
    if (layer) layer.value().name = names[chosen.value()];
    return layer;
  }

  // The tile size in pixels, 0 when the map does not say.
  static double tile_side(const Document& map, const char* key) {
    auto value = Dialect::number(map, key);
    return value ? static_cast<double>(value.value()) : 0.0;
  }

  static Result<Grid> decode(std::string_view text, const std::string& path,
                             const LayerOptions& options) {
    auto values = parse_value_rules(options.values);
    if (!values) return values.failure();
    auto map = Dialect::parse(text, path);
    if (!map) return map.failure();
    const Document& root = map.value();
    return tiled_grid(
        {chosen_layer(root, options), Dialect::tilesets(root, path),
         Dialect::collisions(root), tile_side(root, "tilewidth"),
         tile_side(root, "tileheight")},
        values.value(), path);
  }

  static Result<LayerTiles> list_tiles(std::string_view text,
                                       const std::string& path,
                                       const LayerOptions& options) {
    auto map = Dialect::parse(text, path);
    if (!map) return map.failure();
    const Document& root = map.value();
    return tiled_layer_tiles(
        {chosen_layer(root, options), Dialect::tilesets(root, path),
         Dialect::collisions(root), 0, 0},
        path);
  }

  static Result<LayerChoices> list_layers(std::string_view text,
                                          const std::string& path) {
    auto map = Dialect::parse(text, path);
    if (!map) return map.failure();
    auto layers = Dialect::layers(map.value());
    if (!layers) return layers.failure().prefixed(path + ": ");
    return tiled_layer_choices(names_of(layers.value()), path);
  }
};

}  // namespace astar::detail
