#include "map_options.hpp"

#include "astar/io/map_io.hpp"

namespace astar::cli {

LayerOptions layer_options(const ParsedArgs& args) {
  LayerOptions options;
  for (auto [name, field] : {std::pair{"layer", &options.layer},
                             {"level", &options.level},
                             {"values", &options.values}}) {
    if (const std::string* value = args.value(name)) *field = *value;
  }
  return options;
}

Result<Grid> load_map_with_options(const std::string& path,
                                   const ParsedArgs& args) {
  return load_map(path, layer_options(args));
}

}  // namespace astar::cli
