#pragma once
// --layer, --level and --values: which layer (and LDtk level) of a Tiled or
// LDtk map becomes the grid, and how its values become cells. Every command
// that reads a map accepts them.

#include <string>

#include "astar/grid/grid.hpp"
#include "astar/io/tile_maps.hpp"
#include "cli_options.hpp"

namespace astar::cli {

inline constexpr OptionSpec kLayerOption{"layer"};
inline constexpr OptionSpec kLevelOption{"level"};
inline constexpr OptionSpec kValuesOption{"values"};

/// The layer options among `args` (empty where not given).
LayerOptions layer_options(const ParsedArgs& args);

/// load_map with the layer options among `args`.
Result<Grid> load_map_with_options(const std::string& path,
                                   const ParsedArgs& args);

}  // namespace astar::cli
