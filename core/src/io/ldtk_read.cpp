// LDtk projects (.ldtk): one IntGrid layer of one level as a map.
#include <algorithm>
#include <charconv>
#include <nlohmann/json.hpp>

#include "astar/io/excerpt.hpp"
#include "astar/io/tile_maps.hpp"
#include "io/json_document.hpp"
#include "io/tile_layer.hpp"

namespace astar {
namespace {

using Json = nlohmann::json;
using namespace detail;

Error bad_ldtk(std::string message) {
  return fail(ErrorKind::BadFile, std::move(message));
}

std::string text_field_or(const Json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : "";
}

const Json* array_at(const Json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_array() ? &*it : nullptr;
}

// The project's levels, or those of its worlds (multi-world projects).
std::vector<const Json*> all_levels(const Json& project) {
  std::vector<const Json*> levels;
  if (const Json* list = array_at(project, "levels"))
    for (const Json& level : *list) levels.push_back(&level);
  if (const Json* worlds = array_at(project, "worlds")) {
    for (const Json& world : *worlds) {
      if (!world.is_object()) continue;
      if (const Json* list = array_at(world, "levels"))
        for (const Json& level : *list) levels.push_back(&level);
    }
  }
  return levels;
}

Result<const Json*> chosen_level(const Json& project, const std::string& want) {
  const std::vector<const Json*> levels = all_levels(project);
  if (levels.empty()) return bad_ldtk("the project has no levels");
  if (want.empty()) return levels[0];
  std::size_t index = 0;
  const auto [end, error] =
      std::from_chars(want.data(), want.data() + want.size(), index);
  if (error == std::errc() && end == want.data() + want.size()) {
    if (index < levels.size()) return levels[index];
    return fail(ErrorKind::BadArgument,
                "--level " + want +
                    " is past the last level (the project has " +
                    std::to_string(levels.size()) + ")");
  }
  std::string names;
  for (const Json* level : levels) {
    const std::string name = text_field_or(*level, "identifier");
    if (name == want) return level;
    names += (names.empty() ? "" : ", ") + excerpt(name);
  }
  return fail(ErrorKind::BadArgument,
              "no level named '" + excerpt(want) + "' (there are: " +
                  excerpt(names, kMaxQuoteBytes - 100) + ")");
}

// Value names of the layer's definition: "wall" and "cost_W".
Result<CellRules> named_values(const Json& project, const Json& layer) {
  CellRules rules;
  const auto defs = project.find("defs");
  const auto uid = layer.find("layerDefUid");
  if (defs == project.end() || !defs->is_object() || uid == layer.end())
    return rules;
  const Json* layer_defs = array_at(*defs, "layers");
  for (const Json& def : layer_defs ? *layer_defs : Json::array()) {
    if (!def.is_object() || def.value("uid", Json()) != *uid) continue;
    const Json* values = array_at(def, "intGridValues");
    for (const Json& value : values ? *values : Json::array()) {
      if (!value.is_object() || !value.contains("value") ||
          !value["value"].is_number_unsigned())
        continue;
      const auto v = value["value"].get<std::uint64_t>();
      const std::string name = text_field_or(value, "identifier");
      if (v > 0xffffffffu) continue;
      if (name == "wall") rules[static_cast<std::uint32_t>(v)] = kBlocked;
      if (name.starts_with("cost_")) {
        auto cell =
            cell_for_weight(name.substr(5), "IntGrid value " + excerpt(name));
        if (!cell) return fail(ErrorKind::BadFile, cell.error());
        rules[static_cast<std::uint32_t>(v)] = cell.value();
      }
    }
  }
  return rules;
}

Result<TileLayer> read_int_grid(const Json& layer) {
  const auto width = layer.find("__cWid");
  const auto height = layer.find("__cHei");
  if (width == layer.end() || height == layer.end() ||
      !width->is_number_integer() || !height->is_number_integer())
    return bad_ldtk("the layer's \"__cWid\" or \"__cHei\" is missing");
  if (Status size =
          check_layer_size(width->get<long long>(), height->get<long long>());
      !size)
    return size.failure();
  TileLayer out;
  out.width = width->get<int>();
  out.height = height->get<int>();
  const Json* csv = array_at(layer, "intGridCsv");
  if (csv == nullptr)
    return bad_ldtk("the IntGrid layer has no \"intGridCsv\"");
  const std::size_t need = static_cast<std::size_t>(out.width) * out.height;
  if (csv->size() != need) {
    return bad_ldtk("\"intGridCsv\" holds " + std::to_string(csv->size()) +
                    " values, but the layer needs " + std::to_string(need));
  }
  out.values.reserve(need);
  for (const Json& value : *csv) {
    if (!value.is_number_unsigned() || value.get<std::uint64_t>() > 0xffffffffu)
      return bad_ldtk(
          "\"intGridCsv\" holds " +
          excerpt(value.dump(-1, ' ', false, Json::error_handler_t::replace)) +
          ", not an IntGrid value");
    out.values.push_back(value.get<std::uint32_t>());
  }
  return out;
}

// The level's layer instances; a level kept in its own file has none.
Result<const Json*> layer_instances(const Json& level) {
  const Json* instances = array_at(level, "layerInstances");
  if (instances != nullptr) return instances;
  return fail(ErrorKind::Unsupported,
              "level '" + excerpt(text_field_or(level, "identifier")) +
                  "' is saved in a separate file (\"externalLevels\"), "
                  "which is not supported");
}

std::vector<const Json*> int_grid_layers(const Json& instances) {
  std::vector<const Json*> layers;
  for (const Json& layer : instances) {
    if (layer.is_object() && text_field_or(layer, "__type") == "IntGrid")
      layers.push_back(&layer);
  }
  return layers;
}

std::vector<std::string> identifiers(const std::vector<const Json*>& items,
                                     const char* key = "__identifier") {
  std::vector<std::string> names;
  for (const Json* item : items) names.push_back(text_field_or(*item, key));
  return names;
}

Result<Grid> grid_from_project(const Json& project, const LayerOptions& options,
                               const ValueRules& values) {
  if (!project.is_object()) return bad_ldtk("not an LDtk project");
  auto level = chosen_level(project, options.level);
  if (!level) return level.failure();
  auto instances = layer_instances(*level.value());
  if (!instances) return instances.failure();
  std::vector<const Json*> layers = int_grid_layers(*instances.value());
  auto chosen =
      choose_layer(identifiers(layers), options.layer, "IntGrid layer");
  if (!chosen) return chosen.failure();
  auto layer = read_int_grid(*layers[chosen.value()]);
  if (!layer) return layer.failure();
  auto named = named_values(project, *layers[chosen.value()]);
  if (!named) return named.failure();
  return layer_to_grid(layer.value(), values, named.value(), kBlocked);
}

Result<LayerChoices> choices_in(const Json& project, const std::string& want) {
  if (!project.is_object()) return bad_ldtk("not an LDtk project");
  auto level = chosen_level(project, want);
  if (!level) return level.failure();
  const std::vector<const Json*> levels = all_levels(project);
  LayerChoices choices;
  choices.levels = identifiers(levels, "identifier");
  choices.default_level = static_cast<std::size_t>(
      std::find(levels.begin(), levels.end(), level.value()) - levels.begin());
  auto instances = layer_instances(*level.value());
  if (!instances) return instances.failure();
  choices.layers = identifiers(int_grid_layers(*instances.value()));
  auto chosen = choose_layer(choices.layers, "", "IntGrid layer");
  if (!chosen) return chosen.failure();
  choices.default_layer = chosen.value();
  return choices;
}

}  // namespace

Result<Grid> decode_ldtk(std::string_view text, const std::string& path,
                         const LayerOptions& options) {
  auto values = parse_value_rules(options.values);
  if (!values) return values.failure();
  auto project = parse_json(text, path);
  if (!project) return project.failure();
  auto grid = grid_from_project(project.value(), options, values.value());
  if (!grid) return grid.failure().prefixed(path + ": ");
  return grid;
}

Result<LayerChoices> list_ldtk_layers(std::string_view text,
                                      const std::string& path,
                                      const std::string& level) {
  auto project = parse_json(text, path);
  if (!project) return project.failure();
  auto choices = choices_in(project.value(), level);
  if (!choices) return choices.failure().prefixed(path + ": ");
  return choices;
}

}  // namespace astar
