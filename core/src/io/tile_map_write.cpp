// Maps as Tiled (.tmj, .tmx) and LDtk (.ldtk) files: one layer, with tiles
// or values named for what they are, that read back to the same cells.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "astar/io/tile_maps.hpp"
#include "io/tile_layer.hpp"

namespace astar {
namespace {

using OrderedJson = nlohmann::ordered_json;
using detail::tile_index;
using detail::weights_used;

constexpr int kTileSize = 16;

// Tile i of the embedded tileset: its walkable and cost properties.
std::pair<bool, int> tile_meaning(int index, const std::vector<int>& weights) {
  if (index == 0) return {false, 0};
  if (index == 1) return {true, 1};
  return {true, weights[static_cast<std::size_t>(index - 2)]};
}

OrderedJson tmj_tileset(const std::vector<int>& weights) {
  OrderedJson tiles = OrderedJson::array();
  const int count = 2 + static_cast<int>(weights.size());
  for (int i = 0; i < count; ++i) {
    const auto [walkable, cost] = tile_meaning(i, weights);
    OrderedJson properties = OrderedJson::array();
    properties.push_back(
        {{"name", "walkable"}, {"type", "bool"}, {"value", walkable}});
    if (walkable)
      properties.push_back(
          {{"name", "cost"}, {"type", "int"}, {"value", cost}});
    tiles.push_back({{"id", i}, {"properties", properties}});
  }
  return {
      {"firstgid", 1},
      {"name", "astar"},
      {"columns", 0},
      {"margin", 0},
      {"spacing", 0},
      {"tilecount", count},
      {"tilewidth", kTileSize},
      {"tileheight", kTileSize},
      {"grid", {{"orientation", "orthogonal"}, {"width", 1}, {"height", 1}}},
      {"tiles", tiles}};
}

std::vector<int> gids(const Grid& grid, const std::vector<int>& weights) {
  std::vector<int> out;
  out.reserve(grid.cells().size());
  for (std::uint8_t cell : grid.cells())
    out.push_back(1 + tile_index(cell, weights));
  return out;
}

// "wall", "cost_W": names a reader maps back (LDtk value identifiers).
std::string value_name(int index, const std::vector<int>& weights) {
  const auto [walkable, cost] = tile_meaning(index, weights);
  return walkable ? "cost_" + std::to_string(cost) : "wall";
}

// LDtk identifiers are letters, digits and '_', not starting with a digit.
std::string identifier(const std::string& name) {
  std::string out;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                    (c >= '0' && c <= '9') || c == '_';
    out += ok ? c : '_';
  }
  if (out.empty() || (out[0] >= '0' && out[0] <= '9')) out = "_" + out;
  return out;
}

std::string escape_xml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string iid(int n) {
  char text[40];
  std::snprintf(text, sizeof text, "a57a0000-0000-4000-8000-%012d", n);
  return text;
}

OrderedJson ldtk_layer_def(const std::string& name,
                           const std::vector<int>& weights) {
  OrderedJson values = OrderedJson::array();
  for (int i = 0; i < 1 + static_cast<int>(weights.size()); ++i) {
    const int index = i == 0 ? 0 : i + 1;  // wall, then each weight
    const int gray =
        i == 0 ? 0 : 255 - 200 * i / (1 + static_cast<int>(weights.size()));
    char color[8];
    std::snprintf(color, sizeof color, "#%02X%02X%02X", gray, gray, gray);
    values.push_back({{"value", i + 1},
                      {"identifier", value_name(index, weights)},
                      {"color", color},
                      {"tile", nullptr},
                      {"groupUid", 0}});
  }
  return {{"__type", "IntGrid"},
          {"identifier", name},
          {"type", "IntGrid"},
          {"uid", 1},
          {"doc", nullptr},
          {"uiColor", nullptr},
          {"gridSize", kTileSize},
          {"guideGridWid", 0},
          {"guideGridHei", 0},
          {"displayOpacity", 1},
          {"inactiveOpacity", 1},
          {"hideInList", false},
          {"hideFieldsWhenInactive", true},
          {"canSelectWhenInactive", true},
          {"renderInWorldView", true},
          {"pxOffsetX", 0},
          {"pxOffsetY", 0},
          {"parallaxFactorX", 0},
          {"parallaxFactorY", 0},
          {"parallaxScaling", true},
          {"requiredTags", OrderedJson::array()},
          {"excludedTags", OrderedJson::array()},
          {"autoTilesKilledByOtherLayerUid", nullptr},
          {"uiFilterTags", OrderedJson::array()},
          {"useAsyncRender", false},
          {"intGridValues", values},
          {"intGridValuesGroups", OrderedJson::array()},
          {"autoRuleGroups", OrderedJson::array()},
          {"autoSourceLayerDefUid", nullptr},
          {"tilesetDefUid", nullptr},
          {"tilePivotX", 0},
          {"tilePivotY", 0},
          {"biomeFieldUid", nullptr}};
}

OrderedJson ldtk_layer_instance(const Grid& grid, const std::string& name,
                                const std::vector<int>& weights) {
  OrderedJson csv = OrderedJson::array();
  for (std::uint8_t cell : grid.cells()) {
    const int index = tile_index(cell, weights);
    csv.push_back(index == 1 ? 0 : index == 0 ? 1 : index);
  }
  return {{"__identifier", name},
          {"__type", "IntGrid"},
          {"__cWid", grid.width()},
          {"__cHei", grid.height()},
          {"__gridSize", kTileSize},
          {"__opacity", 1},
          {"__pxTotalOffsetX", 0},
          {"__pxTotalOffsetY", 0},
          {"__tilesetDefUid", nullptr},
          {"__tilesetRelPath", nullptr},
          {"iid", iid(3)},
          {"levelId", 2},
          {"layerDefUid", 1},
          {"pxOffsetX", 0},
          {"pxOffsetY", 0},
          {"visible", true},
          {"optionalRules", OrderedJson::array()},
          {"intGridCsv", csv},
          {"autoLayerTiles", OrderedJson::array()},
          {"seed", 0},
          {"overrideTilesetUid", nullptr},
          {"gridTiles", OrderedJson::array()},
          {"entityInstances", OrderedJson::array()}};
}

OrderedJson ldtk_level(const Grid& grid, const std::string& name,
                       const std::vector<int>& weights) {
  return {{"identifier", "Level_0"},
          {"iid", iid(2)},
          {"uid", 2},
          {"worldX", 0},
          {"worldY", 0},
          {"worldDepth", 0},
          {"pxWid", grid.width() * kTileSize},
          {"pxHei", grid.height() * kTileSize},
          {"__bgColor", "#696A79"},
          {"bgColor", nullptr},
          {"useAutoIdentifier", false},
          {"bgRelPath", nullptr},
          {"bgPos", nullptr},
          {"bgPivotX", 0.5},
          {"bgPivotY", 0.5},
          {"__smartColor", "#ADADB5"},
          {"__bgPos", nullptr},
          {"externalRelPath", nullptr},
          {"fieldInstances", OrderedJson::array()},
          {"layerInstances",
           OrderedJson::array({ldtk_layer_instance(grid, name, weights)})},
          {"__neighbours", OrderedJson::array()}};
}

}  // namespace

std::string encode_tmj(const Grid& grid, const std::string& layer_name) {
  const std::vector<int> weights = weights_used(grid);
  OrderedJson layer = {{"id", 1},
                       {"name", layer_name},
                       {"type", "tilelayer"},
                       {"x", 0},
                       {"y", 0},
                       {"width", grid.width()},
                       {"height", grid.height()},
                       {"opacity", 1},
                       {"visible", true},
                       {"data", gids(grid, weights)}};
  OrderedJson map = {{"type", "map"},
                     {"version", "1.10"},
                     {"tiledversion", "1.10.2"},
                     {"orientation", "orthogonal"},
                     {"renderorder", "right-down"},
                     {"width", grid.width()},
                     {"height", grid.height()},
                     {"tilewidth", kTileSize},
                     {"tileheight", kTileSize},
                     {"infinite", false},
                     {"compressionlevel", -1},
                     {"nextlayerid", 2},
                     {"nextobjectid", 1},
                     {"layers", OrderedJson::array({layer})},
                     {"tilesets", OrderedJson::array({tmj_tileset(weights)})}};
  return map.dump(1) + "\n";
}

std::string encode_tmx(const Grid& grid, const std::string& layer_name) {
  const std::vector<int> weights = weights_used(grid);
  const std::string w = std::to_string(grid.width());
  const std::string h = std::to_string(grid.height());
  const std::string tile = std::to_string(kTileSize);
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<map version=\"1.10\" tiledversion=\"1.10.2\" "
         "orientation=\"orthogonal\" renderorder=\"right-down\" width=\""
      << w << "\" height=\"" << h << "\" tilewidth=\"" << tile
      << "\" tileheight=\"" << tile
      << "\" infinite=\"0\" nextlayerid=\"2\" nextobjectid=\"1\">\n"
      << " <tileset firstgid=\"1\" name=\"astar\" tilewidth=\"" << tile
      << "\" tileheight=\"" << tile << "\" tilecount=\"" << 2 + weights.size()
      << "\" columns=\"0\">\n  <grid orientation=\"orthogonal\" width=\"1\" "
         "height=\"1\"/>\n";
  for (int i = 0; i < 2 + static_cast<int>(weights.size()); ++i) {
    const auto [walkable, cost] = tile_meaning(i, weights);
    out << "  <tile id=\"" << i << "\">\n   <properties>\n"
        << "    <property name=\"walkable\" type=\"bool\" value=\""
        << (walkable ? "true" : "false") << "\"/>\n";
    if (walkable)
      out << "    <property name=\"cost\" type=\"int\" value=\"" << cost
          << "\"/>\n";
    out << "   </properties>\n  </tile>\n";
  }
  out << " </tileset>\n <layer id=\"1\" name=\"" << escape_xml(layer_name)
      << "\" width=\"" << w << "\" height=\"" << h
      << "\">\n  <data encoding=\"csv\">\n";
  const std::vector<int> ids = gids(grid, weights);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    out << ids[i] << (i + 1 < ids.size() ? "," : "");
    if ((i + 1) % static_cast<std::size_t>(grid.width()) == 0) out << "\n";
  }
  out << "</data>\n </layer>\n</map>\n";
  return out.str();
}

std::string encode_ldtk(const Grid& grid, const std::string& layer_name) {
  const std::vector<int> weights = weights_used(grid);
  const std::string name = identifier(layer_name);
  OrderedJson header = {{"fileType", "LDtk Project JSON"},
                        {"app", "LDtk"},
                        {"doc", "https://ldtk.io/json"},
                        {"schema", "https://ldtk.io/files/JSON_SCHEMA.json"},
                        {"appAuthor", "Sebastien 'deepnight' Benard"},
                        {"appVersion", "1.5.3"},
                        {"url", "https://ldtk.io"}};
  OrderedJson defs = {
      {"layers", OrderedJson::array({ldtk_layer_def(name, weights)})},
      {"entities", OrderedJson::array()},
      {"tilesets", OrderedJson::array()},
      {"enums", OrderedJson::array()},
      {"externalEnums", OrderedJson::array()},
      {"levelFields", OrderedJson::array()}};
  OrderedJson project = {
      {"__header__", header},
      {"iid", iid(1)},
      {"jsonVersion", "1.5.3"},
      {"appBuildId", 473703},
      {"nextUid", 3},
      {"identifierStyle", "Free"},
      {"toc", OrderedJson::array()},
      {"worldLayout", "Free"},
      {"worldGridWidth", 256},
      {"worldGridHeight", 256},
      {"defaultLevelWidth", grid.width() * kTileSize},
      {"defaultLevelHeight", grid.height() * kTileSize},
      {"defaultPivotX", 0},
      {"defaultPivotY", 0},
      {"defaultGridSize", kTileSize},
      {"defaultEntityWidth", kTileSize},
      {"defaultEntityHeight", kTileSize},
      {"bgColor", "#40465B"},
      {"defaultLevelBgColor", "#696A79"},
      {"minifyJson", false},
      {"externalLevels", false},
      {"exportTiled", false},
      {"simplifiedExport", false},
      {"imageExportMode", "None"},
      {"exportLevelBg", true},
      {"pngFilePattern", nullptr},
      {"backupOnSave", false},
      {"backupLimit", 10},
      {"backupRelPath", nullptr},
      {"levelNamePattern", "Level_%idx"},
      {"tutorialDesc", nullptr},
      {"customCommands", OrderedJson::array()},
      {"flags", OrderedJson::array()},
      {"defs", defs},
      {"levels", OrderedJson::array({ldtk_level(grid, name, weights)})},
      {"worlds", OrderedJson::array()},
      {"dummyWorldIid", iid(4)}};
  return project.dump(1) + "\n";
}

}  // namespace astar
