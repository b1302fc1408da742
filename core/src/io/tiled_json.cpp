// Tiled's JSON map format (.tmj, .json) as a map.
#include <nlohmann/json.hpp>

#include "astar/io/excerpt.hpp"
#include "astar/io/tile_maps.hpp"
#include "io/json_document.hpp"
#include "io/tiled_reader.hpp"
#include "io/tiled_tilesets.hpp"

namespace astar {
namespace {

using Json = nlohmann::json;
using namespace detail;

Error bad_json_map(std::string message) {
  return fail(ErrorKind::BadFile, std::move(message));
}

Result<long long> whole(const Json& object, const char* key) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_integer())
    return bad_json_map(std::string("\"") + key +
                        "\" is missing or not a whole number");
  return it->get<long long>();
}

std::string text_or(const Json& object, const char* key,
                    const std::string& fallback) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>()
                                               : fallback;
}

Status check_orientation(const Json& map) {
  const std::string orientation = text_or(map, "orientation", "");
  if (orientation == "orthogonal") return {};
  return fail(ErrorKind::Unsupported,
              orientation.empty()
                  ? "\"orientation\" is missing"
                  : excerpt(orientation) +
                        " maps are not supported; only orthogonal ones");
}

// Tile layers in order, group layers' children in place.
void collect_tile_layers(const Json& layers, std::vector<const Json*>& out) {
  if (!layers.is_array()) return;
  for (const Json& layer : layers) {
    if (!layer.is_object()) continue;
    const std::string type = text_or(layer, "type", "");
    if (type == "tilelayer") out.push_back(&layer);
    if (type == "group" && layer.contains("layers"))
      collect_tile_layers(layer["layers"], out);
  }
}

Result<std::vector<std::uint32_t>> data_ids(const Json& holder,
                                            const Json& layer,
                                            std::size_t count) {
  const auto data = holder.find("data");
  if (data == holder.end()) return bad_json_map("a tile layer has no \"data\"");
  if (text_or(layer, "encoding", "csv") == "base64") {
    if (!data->is_string())
      return bad_json_map("base64 \"data\" is not a string");
    return decode_base64_ids(data->get_ref<const std::string&>(),
                             text_or(layer, "compression", ""), count);
  }
  if (!data->is_array())
    return bad_json_map("\"data\" is not an array of tile ids");
  if (data->size() != count) {
    return bad_json_map("the layer data holds " + std::to_string(data->size()) +
                        " tiles, but the layer needs " + std::to_string(count));
  }
  std::vector<std::uint32_t> ids;
  ids.reserve(count);
  for (const Json& id : *data) {
    if (!id.is_number_unsigned() || id.get<std::uint64_t>() > 0xffffffffu)
      return bad_json_map(
          "the layer data holds " +
          excerpt(id.dump(-1, ' ', false, Json::error_handler_t::replace)) +
          ", not a tile id");
    ids.push_back(id.get<std::uint32_t>());
  }
  return ids;
}

Result<TileLayer> chunked_layer(const Json& layer) {
  const auto chunks = layer.find("chunks");
  if (chunks == layer.end() || !chunks->is_array())
    return bad_json_map("an infinite map's layer has no \"chunks\"");
  std::vector<ChunkArea> areas;
  for (const Json& chunk : *chunks) {
    if (!chunk.is_object()) return bad_json_map("a chunk is not an object");
    ChunkArea area;
    for (auto [key, field] : {std::pair{"x", &area.x},
                              {"y", &area.y},
                              {"width", &area.width},
                              {"height", &area.height}}) {
      auto value = whole(chunk, key);
      if (!value) return value.failure().prefixed("chunk: ");
      *field = value.value();
    }
    areas.push_back(area);
  }
  long long x0 = 0, y0 = 0;
  auto out = layer_for_chunks(areas, x0, y0);
  if (!out) return out.failure();
  for (std::size_t i = 0; i < areas.size(); ++i) {
    const std::size_t count =
        static_cast<std::size_t>(areas[i].width * areas[i].height);
    auto ids = data_ids((*chunks)[i], layer, count);
    if (!ids) return ids.failure();
    place_chunk(out.value(), areas[i], areas[i].x - x0, areas[i].y - y0,
                ids.value());
  }
  return out;
}

Result<TileLayer> read_layer(const Json& map, const Json& layer) {
  const auto infinite = map.find("infinite");
  if (infinite != map.end() && *infinite == true) return chunked_layer(layer);
  auto width = whole(layer, "width");
  auto height = whole(layer, "height");
  if (!width) return width.failure();
  if (!height) return height.failure();
  if (Status size = check_layer_size(width.value(), height.value()); !size)
    return size.failure();
  TileLayer out;
  out.width = static_cast<int>(width.value());
  out.height = static_cast<int>(height.value());
  auto ids =
      data_ids(layer, layer, static_cast<std::size_t>(out.width) * out.height);
  if (!ids) return ids.failure();
  out.values = std::move(ids).value();
  return out;
}

Result<std::vector<TilesetRef>> tileset_refs(const Json& map,
                                             const std::string& path) {
  std::vector<TilesetRef> refs;
  const auto tilesets = map.find("tilesets");
  if (tilesets == map.end() || !tilesets->is_array()) return refs;
  for (const Json& tileset : *tilesets) {
    if (!tileset.is_object()) return bad_json_map("a tileset is not an object");
    auto first = whole(tileset, "firstgid");
    if (!first || first.value() < 1 || first.value() >= 0x10000000)
      return bad_json_map(
          "a tileset's \"firstgid\" is missing or out of range");
    TilesetRef ref;
    ref.first_gid = static_cast<std::uint32_t>(first.value());
    ref.source = text_or(tileset, "source", "");
    if (ref.source.empty()) {
      auto tiles = json_tileset(tileset, path);
      if (!tiles) return tiles.failure();
      ref.inline_tileset = std::move(tiles).value();
    }
    refs.push_back(std::move(ref));
  }
  return refs;
}

// The map's tile layers, after checking it is a map we can read.
Result<std::vector<const Json*>> tile_layers(const Json& map) {
  if (!map.is_object())
    return bad_json_map("not a Tiled map (expected an object)");
  if (Status oriented = check_orientation(map); !oriented)
    return oriented.failure();
  std::vector<const Json*> layers;
  if (map.contains("layers")) collect_tile_layers(map["layers"], layers);
  return layers;
}

// How the shared Tiled body (io/tiled_reader.hpp) reads this format.
struct TiledJsonDialect {
  using Document = Json;
  static Result<Json> parse(std::string_view text, const std::string& path) {
    return parse_json(text, path);
  }
  static Result<std::vector<const Json*>> layers(const Json& map) {
    return tile_layers(map);
  }
  static std::string name(const Json& layer) {
    return text_or(layer, "name", "");
  }
  static Result<TileLayer> layer(const Json& map, const Json& layer) {
    return read_layer(map, layer);
  }
  static Result<std::vector<TilesetRef>> tilesets(const Json& map,
                                                  const std::string& path) {
    return tileset_refs(map, path);
  }
  static Result<std::vector<Shape>> collisions(const Json& map) {
    return json_collision_objects(map);
  }
  static Result<long long> number(const Json& map, const char* key) {
    return whole(map, key);
  }
};
using TiledJsonReader = TiledReader<TiledJsonDialect>;
}  // namespace

Result<Grid> decode_tiled_json(std::string_view text, const std::string& path,
                               const LayerOptions& options) {
  return TiledJsonReader::decode(text, path, options);
}

Result<LayerTiles> list_tiled_json_tiles(std::string_view text,
                                         const std::string& path,
                                         const LayerOptions& options) {
  return TiledJsonReader::list_tiles(text, path, options);
}

Result<LayerChoices> list_tiled_json_layers(std::string_view text,
                                            const std::string& path) {
  return TiledJsonReader::list_layers(text, path);
}

}  // namespace astar
