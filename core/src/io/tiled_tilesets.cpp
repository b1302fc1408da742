#include "io/tiled_tilesets.hpp"

#include <algorithm>
#include <filesystem>
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

Result<std::vector<TileProperties>> read_external(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (ext != ".tsx" && ext != ".tsj" && ext != ".json") {
    return fail(ErrorKind::Unsupported, path + ": unknown tileset format '" +
                                            excerpt(ext) +
                                            "'; use .tsx, .tsj or .json");
  }
  Result<std::string> text = read_file(path, kMaxTilesetBytes);
  if (!text) return text.failure();
  return ext == ".tsx" ? tsx_tiles(text.value(), path)
                       : tsj_tiles(text.value(), path);
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

Status add_rules(const std::vector<TileProperties>& tiles,
                 std::uint32_t first_gid, std::uint32_t end_gid,
                 CellRules& rules) {
  for (const TileProperties& tile : tiles) {
    if (tile.id < 0 || tile.id >= end_gid - first_gid) continue;
    auto cell = cell_from_properties(tile.properties);
    if (!cell)
      return cell.failure().prefixed("tile " + std::to_string(tile.id) + ": ");
    if (cell.value())
      rules[first_gid + static_cast<std::uint32_t>(tile.id)] = *cell.value();
  }
  return {};
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
    std::vector<TileProperties> external;
    std::string where = map_path;
    if (!tilesets[i].source.empty()) {
      if (Status named = check_source(tilesets[i].source); !named)
        return named.failure().prefixed(map_path + ": ");
      where =
          platform::utf8_string(platform::utf8_path(parent_folder(map_path)) /
                                platform::utf8_path(tilesets[i].source));
      auto tiles = read_external(where);
      if (!tiles) return tiles.failure();
      external = std::move(tiles).value();
    }
    const auto& tiles =
        tilesets[i].source.empty() ? tilesets[i].tiles : external;
    if (Status added = add_rules(tiles, first, end, rules); !added)
      return added.failure().prefixed(where + ": ");
  }
  return rules;
}

Result<Grid> tiled_grid(Result<TileLayer> layer,
                        Result<std::vector<TilesetRef>> tilesets,
                        const CellRules& values, const std::string& map_path) {
  if (!layer) return layer.failure().prefixed(map_path + ": ");
  if (!tilesets) return tilesets.failure().prefixed(map_path + ": ");
  clear_flip_bits(layer.value());
  // Errors from tilesets name the file at fault themselves.
  auto tiles = tileset_rules(std::move(tilesets).value(),
                             undecided_values(layer.value(), values), map_path);
  if (!tiles) return tiles.failure();
  return layer_to_grid(layer.value(), values, tiles.value());
}

Result<std::vector<TileProperties>> tsx_tiles(std::string_view text,
                                              const std::string& path) {
  auto root = parse_xml(text, path);
  if (!root) return root.failure();
  if (root.value().name != "tileset")
    return fail(ErrorKind::BadFile, path + ": not a Tiled tileset (.tsx)");
  return xml_tiles(root.value(), path);
}

Result<std::vector<TileProperties>> xml_tiles(const XmlElement& tileset,
                                              const std::string& path) {
  std::vector<TileProperties> tiles;
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
    for (const XmlElement& group : tile.children) {
      if (group.name != "properties") continue;
      for (const XmlElement& property : group.children) {
        const std::string* name = property.attribute("name");
        const std::string* value = property.attribute("value");
        if (property.name != "property" || name == nullptr) continue;
        props.properties.emplace_back(*name, value ? *value : property.text);
      }
    }
    tiles.push_back(std::move(props));
  }
  return tiles;
}

Result<std::vector<TileProperties>> tsj_tiles(std::string_view text,
                                              const std::string& path) {
  auto doc = parse_json(text, path);
  if (!doc) return doc.failure();
  if (!doc.value().is_object())
    return fail(ErrorKind::BadFile, path + ": not a Tiled tileset (.tsj)");
  return json_tiles(doc.value(), path);
}

Result<std::vector<TileProperties>> json_tiles(const nlohmann::json& tileset,
                                               const std::string& path) {
  std::vector<TileProperties> tiles;
  const auto list = tileset.find("tiles");
  if (list == tileset.end()) return tiles;
  if (!list->is_array())
    return fail(ErrorKind::BadFile, path + ": \"tiles\" is not an array");
  for (const Json& tile : *list) {
    if (!tile.is_object() || !tile.contains("id") ||
        !tile["id"].is_number_integer()) {
      return fail(ErrorKind::BadFile, path + ": a tile has no whole-number id");
    }
    TileProperties props;
    props.id = tile["id"].get<long long>();
    const auto properties = tile.find("properties");
    if (properties != tile.end() && properties->is_array()) {
      for (const Json& p : *properties) {
        if (!p.is_object() || !p.contains("name") || !p["name"].is_string() ||
            !p.contains("value"))
          continue;
        props.properties.emplace_back(p["name"].get<std::string>(),
                                      json_text(p["value"]));
      }
    }
    tiles.push_back(std::move(props));
  }
  return tiles;
}

}  // namespace astar::detail
