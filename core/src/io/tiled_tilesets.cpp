#include "io/tiled_tilesets.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "astar/io/excerpt.hpp"
#include "astar/io/file_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "io/json_document.hpp"
#include "io/xml_lite.hpp"

namespace astar::detail {
namespace {

using Json = nlohmann::json;

// Tilesets are small; a larger file is not one.
constexpr std::size_t kMaxTilesetBytes = std::size_t{16} << 20;

std::string json_text(const Json& value) {
  if (value.is_string()) return value.get<std::string>();
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

Result<Tileset> read_external(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (ext != ".tsx" && ext != ".tsj" && ext != ".json") {
    return fail(ErrorKind::Unsupported, path + ": unknown tileset format '" +
                                            excerpt(ext) +
                                            "'; use .tsx, .tsj or .json");
  }
  Result<std::string> text = read_file(path, kMaxTilesetBytes);
  if (!text) return text.failure();
  return ext == ".tsx" ? read_tsx(text.value(), path)
                       : read_tsj(text.value(), path);
}

// A NUL would open another file than the one named; control bytes or a very
// long name would garble or swell every message that names the file.
Status check_source(const std::string& source) {
  constexpr std::size_t kMaxSourceBytes = 400;
  const bool control = std::any_of(source.begin(), source.end(), [](char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
  });
  if (source.size() > kMaxSourceBytes || control) {
    return fail(ErrorKind::BadFile, "the tileset source '" + excerpt(source) +
                                        "' is not a usable path");
  }
  return {};
}

/// Why a layer cannot become a grid by itself, and what to say instead.
std::string no_collision_message(const TileLayer& layer,
                                 const std::vector<std::uint32_t>& needed,
                                 const std::string& map_path) {
  return map_path + ": the tile layer '" + excerpt(layer.name, 100) +
         "' does not say which tiles are walls (no collision shapes, "
         "collides, solid, walkable or cost properties, wall classes or "
         "collision objects); name them with --values, e.g. --values '" +
         std::to_string(needed.front()) + "=wall,*=open' (it uses tiles " +
         value_list(needed, 8) + "), or choose them in astar-studio";
}

/// The tile's class: "class" since Tiled 1.9, "type" before.
std::string xml_class(const XmlElement& element) {
  const std::string* cls = element.attribute("class");
  if (cls == nullptr) cls = element.attribute("type");
  return cls ? *cls : std::string();
}

std::string json_class(const Json& object) {
  for (const char* key : {"class", "type"}) {
    const auto found = object.find(key);
    if (found != object.end() && found->is_string())
      return found->get<std::string>();
  }
  return {};
}

double number_or(const Json& object, const char* key, double otherwise) {
  const auto found = object.find(key);
  return found != object.end() && found->is_number() ? found->get<double>()
                                                     : otherwise;
}

/// The share of a w x h tile its collision editor's shapes cover, or
/// nothing when it has no <objectgroup>.
Result<std::optional<double>> xml_covered(const XmlElement& tile, double w,
                                          double h) {
  const XmlElement* group = nullptr;
  for (const XmlElement& child : tile.children) {
    if (child.name == "objectgroup") group = &child;
  }
  if (group == nullptr) return std::optional<double>();
  std::vector<Shape> shapes;
  for (const XmlElement& object : group->children) {
    if (object.name != "object") continue;
    auto shape = xml_shape(object);
    if (!shape) return shape.failure();
    if (shape.value()) shapes.push_back(std::move(*shape.value()));
  }
  return std::optional(covered_share(shapes, 0, 0, w, h));
}

Result<std::optional<double>> json_covered(const Json& tile, double w,
                                           double h) {
  const auto group = tile.find("objectgroup");
  if (group == tile.end() || !group->is_object())
    return std::optional<double>();
  std::vector<Shape> shapes;
  const auto objects = group->find("objects");
  if (objects != group->end() && objects->is_array()) {
    for (const Json& object : *objects) {
      auto shape = json_shape(object);
      if (!shape) return shape.failure();
      if (shape.value()) shapes.push_back(std::move(*shape.value()));
    }
  }
  return std::optional(covered_share(shapes, 0, 0, w, h));
}

/// A tile's size in pixels: its own image's in a collection of images,
/// else the tileset's.
double xml_size(const XmlElement& tileset, const XmlElement& tile,
                const char* key) {
  for (const XmlElement& child : tile.children) {
    if (child.name != "image") continue;
    if (const std::string* v = child.attribute(key))
      return std::atof(v->c_str());
  }
  const std::string* v = tileset.attribute(std::string("tile") + key);
  return v ? std::atof(v->c_str()) : 0;
}

/// A tile's cell by what its tileset says: its properties, else its
/// class, else its collision shapes (covering kCoveredShare or more: a
/// wall, less: open ground); nothing when it says nothing.
Result<std::optional<std::uint8_t>> tile_cell(const TileProperties& tile) {
  auto cell = cell_from_properties(tile.properties);
  if (!cell || cell.value()) return cell;
  if (names_collision(tile.type_class)) return std::optional(kBlocked);
  for (const char* open : {"open", "floor", "walkable", "ground"}) {
    if (tile.type_class == open) return std::optional(kOpenGround);
  }
  if (tile.covered) {
    return std::optional(*tile.covered >= kCoveredShare ? kBlocked
                                                        : kOpenGround);
  }
  return cell;
}

Status add_rules(const std::vector<TileProperties>& tiles,
                 std::uint32_t first_gid, std::uint32_t end_gid,
                 CellRules& rules) {
  for (const TileProperties& tile : tiles) {
    if (tile.id < 0 || tile.id >= end_gid - first_gid) continue;
    auto cell = tile_cell(tile);
    if (!cell)
      return cell.failure().prefixed("tile " + std::to_string(tile.id) + ": ");
    if (cell.value())
      rules[first_gid + static_cast<std::uint32_t>(tile.id)] = *cell.value();
  }
  return {};
}

/// The tileset `ref` names: its inline one, or the external file beside
/// the map, whose path goes into `where`.
Result<Tileset> load_tileset(const TilesetRef& ref, const std::string& map_path,
                             std::string& where) {
  where = map_path;
  if (ref.source.empty()) return ref.inline_tileset;
  if (Status named = check_source(ref.source); !named)
    return named.failure().prefixed(map_path + ": ");
  where = platform::utf8_string(platform::utf8_path(parent_folder(map_path)) /
                                platform::utf8_path(ref.source));
  Result<Tileset> tileset = read_external(where);
  // The map is what the user opened: its name leads, the tileset's follows.
  if (!tileset) return tileset.failure().prefixed(map_path + ": tileset ");
  return tileset;
}

int int_attribute(const XmlElement& element, const char* key) {
  const std::string* value = element.attribute(key);
  return value ? std::atoi(value->c_str()) : 0;
}

/// The image beside `path` that `source` names, or "" for none.
std::string image_beside(const std::string& path, const std::string& source) {
  if (source.empty() || !check_source(source)) return {};
  return platform::utf8_string(platform::utf8_path(parent_folder(path)) /
                               platform::utf8_path(source));
}

TilesetImage xml_tileset_image(const XmlElement& tileset,
                               const std::string& path) {
  TilesetImage image;
  for (const XmlElement& child : tileset.children) {
    const std::string* source = child.attribute("source");
    if (child.name == "image" && source)
      image.file = image_beside(path, *source);
  }
  image.columns = int_attribute(tileset, "columns");
  image.tile_width = int_attribute(tileset, "tilewidth");
  image.tile_height = int_attribute(tileset, "tileheight");
  image.margin = int_attribute(tileset, "margin");
  image.spacing = int_attribute(tileset, "spacing");
  return image;
}

TilesetImage json_tileset_image(const Json& tileset, const std::string& path) {
  TilesetImage image;
  const auto source = tileset.find("image");
  if (source != tileset.end() && source->is_string())
    image.file = image_beside(path, source->get<std::string>());
  const auto whole = [&](const char* key) {
    return static_cast<int>(number_or(tileset, key, 0));
  };
  image.columns = whole("columns");
  image.tile_width = whole("tilewidth");
  image.tile_height = whole("tileheight");
  image.margin = whole("margin");
  image.spacing = whole("spacing");
  return image;
}

std::vector<std::pair<std::string, std::string>> xml_properties(
    const XmlElement& element) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const XmlElement& group : element.children) {
    if (group.name != "properties") continue;
    for (const XmlElement& property : group.children) {
      const std::string* name = property.attribute("name");
      const std::string* value = property.attribute("value");
      if (property.name == "property" && name != nullptr)
        out.emplace_back(*name, value ? *value : property.text);
    }
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> json_properties(
    const Json& object) {
  std::vector<std::pair<std::string, std::string>> out;
  const auto list = object.find("properties");
  if (list == object.end() || !list->is_array()) return out;
  for (const Json& p : *list) {
    if (p.is_object() && p.contains("name") && p["name"].is_string() &&
        p.contains("value"))
      out.emplace_back(p["name"].get<std::string>(), json_text(p["value"]));
  }
  return out;
}

}  // namespace

Result<CellRules> tileset_rules(std::vector<TilesetRef> tilesets,
                                const std::vector<std::uint32_t>& needed,
                                const std::string& map_path) {
  std::sort(tilesets.begin(), tilesets.end(),
            [](const TilesetRef& a, const TilesetRef& b) {
              return a.first_gid < b.first_gid;
            });
  CellRules rules;
  for (std::size_t i = 0; i < tilesets.size(); ++i) {
    const std::uint32_t first = tilesets[i].first_gid;
    const std::uint32_t end =
        i + 1 < tilesets.size() ? tilesets[i + 1].first_gid : 0x10000000u;
    const auto used = std::lower_bound(needed.begin(), needed.end(), first);
    if (used == needed.end() || *used >= end) continue;
    std::string where = map_path;
    auto tileset = load_tileset(tilesets[i], map_path, where);
    if (!tileset) return tileset.failure();
    if (Status added = add_rules(tileset.value().tiles, first, end, rules);
        !added)
      return added.failure().prefixed(where + ": ");
  }
  return rules;
}

Result<Grid> tiled_grid(TiledParts parts, const ValueRules& values,
                        const std::string& map_path) {
  if (!parts.layer) return parts.layer.failure().prefixed(map_path + ": ");
  if (!parts.tilesets)
    return parts.tilesets.failure().prefixed(map_path + ": ");
  if (!parts.collision_objects)
    return parts.collision_objects.failure().prefixed(map_path + ": ");
  TileLayer& layer = parts.layer.value();
  clear_flip_bits(layer);
  const std::vector<std::uint32_t> needed = undecided_values(layer, values);
  // Errors from tilesets name the file at fault themselves.
  auto tiles =
      tileset_rules(std::move(parts.tilesets).value(), needed, map_path);
  if (!tiles) return tiles.failure();
  const std::vector<Shape>& objects = parts.collision_objects.value();
  const bool marks_collision = !tiles.value().empty() || !objects.empty();
  std::uint8_t otherwise = kBlocked;
  if (!names_collision_layer(layer.name) && marks_collision) {
    otherwise = kOpenGround;
  } else if (!names_collision_layer(layer.name) && !values.others() &&
             !needed.empty()) {
    return fail(ErrorKind::BadFile,
                no_collision_message(layer, needed, map_path));
  }
  Grid grid = layer_to_grid(layer, values, tiles.value(), otherwise);
  if (Status marked =
          mark_covered_cells(objects, parts.tile_width, parts.tile_height,
                             layer.origin_x, layer.origin_y, grid);
      !marked) {
    return marked.failure().prefixed(map_path + ": ");
  }
  return grid;
}

Result<Tileset> read_tsx(std::string_view text, const std::string& path) {
  auto root = parse_xml(text, path);
  if (!root) return root.failure();
  if (root.value().name != "tileset")
    return fail(ErrorKind::BadFile, path + ": not a Tiled tileset (.tsx)");
  return xml_tileset(root.value(), path);
}

Result<Tileset> xml_tileset(const XmlElement& tileset,
                            const std::string& path) {
  Tileset out;
  out.image = xml_tileset_image(tileset, path);
  std::vector<TileProperties>& tiles = out.tiles;
  for (const XmlElement& tile : tileset.children) {
    if (tile.name != "tile") continue;
    TileProperties props;
    const std::string* id = tile.attribute("id");
    if (id == nullptr) {
      return fail(ErrorKind::BadFile, path + ": a <tile> has no id");
    }
    try {
      props.id = std::stoll(*id);
    } catch (const std::exception&) {
      return fail(ErrorKind::BadFile,
                  path + ": tile id '" + excerpt(*id) + "' is not a number");
    }
    props.properties = xml_properties(tile);
    props.type_class = xml_class(tile);
    auto covered = xml_covered(tile, xml_size(tileset, tile, "width"),
                               xml_size(tileset, tile, "height"));
    if (!covered)
      return covered.failure().prefixed(path + ": tile " + *id + ": ");
    props.covered = covered.value();
    tiles.push_back(std::move(props));
  }
  return out;
}

Result<Tileset> read_tsj(std::string_view text, const std::string& path) {
  auto doc = parse_json(text, path);
  if (!doc) return doc.failure();
  if (!doc.value().is_object())
    return fail(ErrorKind::BadFile, path + ": not a Tiled tileset (.tsj)");
  return json_tileset(doc.value(), path);
}

Result<Tileset> json_tileset(const nlohmann::json& tileset,
                             const std::string& path) {
  Tileset out;
  out.image = json_tileset_image(tileset, path);
  std::vector<TileProperties>& tiles = out.tiles;
  const auto list = tileset.find("tiles");
  if (list == tileset.end()) return out;
  if (!list->is_array())
    return fail(ErrorKind::BadFile, path + ": \"tiles\" is not an array");
  for (const Json& tile : *list) {
    if (!tile.is_object() || !tile.contains("id") ||
        !tile["id"].is_number_integer()) {
      return fail(ErrorKind::BadFile, path + ": a tile has no whole-number id");
    }
    TileProperties props;
    props.id = tile["id"].get<long long>();
    props.properties = json_properties(tile);
    props.type_class = json_class(tile);
    auto covered = json_covered(
        tile, number_or(tile, "imagewidth", number_or(tileset, "tilewidth", 0)),
        number_or(tile, "imageheight", number_or(tileset, "tileheight", 0)));
    if (!covered) {
      return covered.failure().prefixed(path + ": tile " +
                                        std::to_string(props.id) + ": ");
    }
    props.covered = covered.value();
    tiles.push_back(std::move(props));
  }
  return out;
}

namespace {

/// True when an object's properties make it a wall, as a tile's would.
bool walls_by_properties(
    const std::vector<std::pair<std::string, std::string>>& properties) {
  auto cell = cell_from_properties(properties);
  return cell && cell.value() == kBlocked;
}

void collect_xml_objects(const XmlElement& parent, std::vector<Shape>& shapes,
                         Status& status) {
  for (const XmlElement& child : parent.children) {
    if (child.name == "group") collect_xml_objects(child, shapes, status);
    if (child.name != "objectgroup" || !status) continue;
    const std::string* name = child.attribute("name");
    const bool layer =
        names_collision(name ? *name : "") || names_collision(xml_class(child));
    for (const XmlElement& object : child.children) {
      if (object.name != "object") continue;
      if (!layer && !names_collision(xml_class(object)) &&
          !walls_by_properties(xml_properties(object)))
        continue;
      auto shape = xml_shape(object);
      if (!shape) {
        status = shape.failure();
        return;
      }
      if (shape.value()) shapes.push_back(std::move(*shape.value()));
    }
  }
}

void collect_json_objects(const Json& layers, std::vector<Shape>& shapes,
                          Status& status) {
  if (!layers.is_array()) return;
  for (const Json& child : layers) {
    if (!child.is_object() || !status) continue;
    const std::string type = child.value("type", std::string());
    if (type == "group" && child.contains("layers"))
      collect_json_objects(child["layers"], shapes, status);
    if (type != "objectgroup" || !child.contains("objects") ||
        !child["objects"].is_array())
      continue;
    const bool layer = names_collision(child.value("name", std::string())) ||
                       names_collision(json_class(child));
    for (const Json& object : child["objects"]) {
      if (!object.is_object()) continue;
      if (!layer && !names_collision(json_class(object)) &&
          !walls_by_properties(json_properties(object)))
        continue;
      auto shape = json_shape(object);
      if (!shape) {
        status = shape.failure();
        return;
      }
      if (shape.value()) shapes.push_back(std::move(*shape.value()));
    }
  }
}

}  // namespace

Result<std::vector<Shape>> xml_collision_objects(const XmlElement& map) {
  std::vector<Shape> shapes;
  Status status;
  collect_xml_objects(map, shapes, status);
  if (!status) return status.failure();
  return shapes;
}

Result<std::vector<Shape>> json_collision_objects(const Json& map) {
  std::vector<Shape> shapes;
  Status status;
  if (const auto layers = map.find("layers"); layers != map.end())
    collect_json_objects(*layers, shapes, status);
  if (!status) return status.failure();
  return shapes;
}

}  // namespace astar::detail

namespace astar::detail {
namespace {

/// Each gid of `layer` (flip bits cleared) and the cells holding it.
std::map<std::uint32_t, int> gid_counts(const TileLayer& layer) {
  std::map<std::uint32_t, int> counts;
  for (std::uint32_t v : layer.values) {
    if (v != 0) ++counts[v & 0x0fffffffu];
  }
  return counts;
}

/// Where the tile `local` of `image` lies, when the image is a grid.
void place_in_image(const TilesetImage& image, std::uint32_t local,
                    LayerTile& tile) {
  if (image.file.empty() || image.columns <= 0 || image.tile_width <= 0 ||
      image.tile_height <= 0)
    return;
  const auto columns = static_cast<std::uint32_t>(image.columns);
  tile.image = image.file;
  tile.width = image.tile_width;
  tile.height = image.tile_height;
  tile.x = image.margin + static_cast<int>(local % columns) *
                              (image.tile_width + image.spacing);
  tile.y = image.margin + static_cast<int>(local / columns) *
                              (image.tile_height + image.spacing);
}

}  // namespace

Result<LayerTiles> tiled_layer_tiles(TiledParts parts,
                                     const std::string& map_path) {
  if (!parts.layer) return parts.layer.failure().prefixed(map_path + ": ");
  if (!parts.tilesets)
    return parts.tilesets.failure().prefixed(map_path + ": ");
  if (!parts.collision_objects)
    return parts.collision_objects.failure().prefixed(map_path + ": ");
  std::vector<TilesetRef> refs = std::move(parts.tilesets).value();
  std::sort(refs.begin(), refs.end(), [](const auto& a, const auto& b) {
    return a.first_gid < b.first_gid;
  });
  LayerTiles out;
  std::vector<std::uint32_t> used;
  for (const auto& [gid, count] : gid_counts(parts.layer.value())) {
    used.push_back(gid);
    out.tiles.push_back({gid, count, {}, 0, 0, 0, 0});
  }
  for (std::size_t i = 0; i < refs.size(); ++i) {
    const std::uint32_t end =
        i + 1 < refs.size() ? refs[i + 1].first_gid : 0x10000000u;
    std::string where;
    std::optional<Tileset> tileset;
    for (LayerTile& tile : out.tiles) {
      if (tile.gid < refs[i].first_gid || tile.gid >= end) continue;
      if (!tileset) {
        auto loaded = load_tileset(refs[i], map_path, where);
        if (!loaded) return loaded.failure();
        tileset = std::move(loaded).value();
      }
      place_in_image(tileset->image, tile.gid - refs[i].first_gid, tile);
    }
  }
  auto rules = tileset_rules(std::move(refs), used, map_path);
  if (!rules) return rules.failure();
  out.needs_values = !used.empty() && rules.value().empty() &&
                     parts.collision_objects.value().empty() &&
                     !names_collision_layer(parts.layer.value().name);
  return out;
}

}  // namespace astar::detail
