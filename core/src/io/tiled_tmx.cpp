// Tiled's XML map format (.tmx) as a map.
#include <charconv>

#include "astar/io/excerpt.hpp"
#include "astar/io/tile_maps.hpp"
#include "io/tiled_reader.hpp"
#include "io/tiled_tilesets.hpp"
#include "io/xml_lite.hpp"

namespace astar {
namespace {

using namespace detail;

Error bad_tmx(std::string message) {
  return fail(ErrorKind::BadFile, std::move(message));
}

Result<long long> whole(const XmlElement& element, const char* key) {
  const std::string* text = element.attribute(key);
  long long value = 0;
  if (text != nullptr) {
    const auto [end, error] =
        std::from_chars(text->data(), text->data() + text->size(), value);
    if (error == std::errc() && end == text->data() + text->size())
      return value;
  }
  return bad_tmx("<" + element.name + "> attribute \"" + key +
                 "\" is missing or not a whole number");
}

std::string attribute_or(const XmlElement& element, const char* key,
                         const std::string& fallback = {}) {
  const std::string* value = element.attribute(key);
  return value != nullptr ? *value : fallback;
}

void collect_tile_layers(const XmlElement& parent,
                         std::vector<const XmlElement*>& out) {
  for (const XmlElement& child : parent.children) {
    if (child.name == "layer") out.push_back(&child);
    if (child.name == "group") collect_tile_layers(child, out);
  }
}

// The deprecated XML encoding: one <tile gid="..."/> per cell.
Result<std::vector<std::uint32_t>> xml_ids(const XmlElement& holder,
                                           std::size_t count) {
  std::vector<std::uint32_t> ids;
  for (const XmlElement& tile : holder.children) {
    if (tile.name != "tile") continue;
    if (ids.size() == count)
      return bad_tmx("the layer data holds more than the " +
                     std::to_string(count) + " tiles the layer needs");
    auto gid = tile.attribute("gid") ? whole(tile, "gid") : 0LL;
    if (!gid || gid.value() < 0 || gid.value() > 0xffffffffLL)
      return bad_tmx("a <tile> gid is not a tile id");
    ids.push_back(static_cast<std::uint32_t>(gid.value()));
  }
  if (ids.size() != count)
    return bad_tmx("the layer data holds fewer than the " +
                   std::to_string(count) + " tiles the layer needs");
  return ids;
}

Result<std::vector<std::uint32_t>> data_ids(const XmlElement& holder,
                                            const XmlElement& data,
                                            std::size_t count) {
  const std::string encoding = attribute_or(data, "encoding");
  if (encoding == "csv") return parse_csv_ids(holder.text, count);
  if (encoding == "base64") {
    return decode_base64_ids(holder.text, attribute_or(data, "compression"),
                             count);
  }
  if (encoding.empty()) return xml_ids(holder, count);
  return bad_tmx("unknown layer encoding '" + excerpt(encoding) + "'");
}

Result<TileLayer> chunked_layer(const XmlElement& data) {
  std::vector<const XmlElement*> chunks;
  std::vector<ChunkArea> areas;
  for (const XmlElement& chunk : data.children) {
    if (chunk.name != "chunk") continue;
    ChunkArea area;
    for (auto [key, field] : {std::pair{"x", &area.x},
                              {"y", &area.y},
                              {"width", &area.width},
                              {"height", &area.height}}) {
      auto value = whole(chunk, key);
      if (!value) return value.failure();
      *field = value.value();
    }
    chunks.push_back(&chunk);
    areas.push_back(area);
  }
  long long x0 = 0, y0 = 0;
  auto out = layer_for_chunks(areas, x0, y0);
  if (!out) return out.failure();
  for (std::size_t i = 0; i < areas.size(); ++i) {
    const auto count =
        static_cast<std::size_t>(areas[i].width * areas[i].height);
    auto ids = data_ids(*chunks[i], data, count);
    if (!ids) return ids.failure();
    place_chunk(out.value(), areas[i], areas[i].x - x0, areas[i].y - y0,
                ids.value());
  }
  return out;
}

Result<TileLayer> read_layer(const XmlElement& map, const XmlElement& layer) {
  const XmlElement* data = nullptr;
  for (const XmlElement& child : layer.children)
    if (child.name == "data") data = &child;
  if (data == nullptr) return bad_tmx("a <layer> has no <data>");
  if (attribute_or(map, "infinite", "0") == "1") return chunked_layer(*data);
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
      data_ids(*data, *data, static_cast<std::size_t>(out.width) * out.height);
  if (!ids) return ids.failure();
  out.values = std::move(ids).value();
  return out;
}

// The map's tile layers, after checking it is a map we can read.
Result<std::vector<const XmlElement*>> tile_layers(const XmlElement& map) {
  if (map.name != "map")
    return bad_tmx("not a Tiled map (the root is not <map>)");
  const std::string orientation = attribute_or(map, "orientation");
  if (orientation != "orthogonal") {
    return fail(ErrorKind::Unsupported,
                orientation.empty()
                    ? "the map has no orientation"
                    : excerpt(orientation) +
                          " maps are not supported; only orthogonal ones");
  }
  std::vector<const XmlElement*> layers;
  collect_tile_layers(map, layers);
  return layers;
}

Result<std::vector<TilesetRef>> tileset_refs(const XmlElement& map,
                                             const std::string& path) {
  std::vector<TilesetRef> refs;
  for (const XmlElement& tileset : map.children) {
    if (tileset.name != "tileset") continue;
    auto first = whole(tileset, "firstgid");
    if (!first || first.value() < 1 || first.value() >= 0x10000000)
      return bad_tmx("a tileset's firstgid is missing or out of range");
    TilesetRef ref;
    ref.first_gid = static_cast<std::uint32_t>(first.value());
    ref.source = attribute_or(tileset, "source");
    if (ref.source.empty()) {
      auto tiles = xml_tileset(tileset, path);
      if (!tiles) return tiles.failure();
      ref.inline_tileset = std::move(tiles).value();
    }
    refs.push_back(std::move(ref));
  }
  return refs;
}

// How the shared Tiled body (io/tiled_reader.hpp) reads this format.
struct TiledTmxDialect {
  using Document = XmlElement;
  static Result<XmlElement> parse(std::string_view text,
                                  const std::string& path) {
    return parse_xml(text, path);
  }
  static Result<std::vector<const XmlElement*>> layers(const XmlElement& map) {
    return tile_layers(map);
  }
  static std::string name(const XmlElement& layer) {
    return attribute_or(layer, "name");
  }
  static Result<TileLayer> layer(const XmlElement& map,
                                 const XmlElement& layer) {
    return read_layer(map, layer);
  }
  static Result<std::vector<TilesetRef>> tilesets(const XmlElement& map,
                                                  const std::string& path) {
    return tileset_refs(map, path);
  }
  static Result<std::vector<Shape>> collisions(const XmlElement& map) {
    return xml_collision_objects(map);
  }
  static Result<long long> number(const XmlElement& map, const char* key) {
    return whole(map, key);
  }
};
using TiledTmxReader = TiledReader<TiledTmxDialect>;

}  // namespace

Result<Grid> decode_tmx(std::string_view text, const std::string& path,
                        const LayerOptions& options) {
  return TiledTmxReader::decode(text, path, options);
}

Result<LayerTiles> list_tmx_tiles(std::string_view text,
                                  const std::string& path,
                                  const LayerOptions& options) {
  return TiledTmxReader::list_tiles(text, path, options);
}

Result<LayerChoices> list_tmx_layers(std::string_view text,
                                     const std::string& path) {
  return TiledTmxReader::list_layers(text, path);
}

}  // namespace astar
