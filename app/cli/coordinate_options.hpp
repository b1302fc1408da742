#pragma once
// --origin and --world: how the command line counts the cells it reads
// and prints, and where --json places them in a world. The conversions
// themselves are core's (astar/grid/coordinates.hpp).

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/coordinates.hpp"
#include "astar/grid/grid.hpp"
#include "astar/result.hpp"
#include "cli_options.hpp"

namespace astar::cli {

/// The options, for a command's OptionSpec list.
inline constexpr OptionSpec kOriginOption{"origin"};
inline constexpr OptionSpec kWorldOption{"world"};

/// "top-left" or "bottom-left"; `option` names the source in messages.
Result<CellOrigin> parse_origin(std::string_view option, std::string_view text);
/// --origin, top-left when it is not given.
Result<CellOrigin> origin_option(const ParsedArgs& args);
/// --world SIZE[,OX,OY]: SIZE finite and above 0, offsets finite (0 when
/// left out). nullopt when it is not given.
Result<std::optional<WorldFrame>> world_option(const ParsedArgs& args);

/// How one command counts cells on one map.
struct Coordinates {
  CellOrigin origin = CellOrigin::TopLeft;
  int height = 0;  // the map's, for the flip

  Point core(Point shown) const { return from_origin(shown, origin, height); }
  Point shown(Point core) const { return to_origin(core, origin, height); }
  std::vector<Point> shown(std::span<const Point> core) const;
};

/// check_cell for a cell given in `coords`' origin; the message names it
/// as given: "--from 2,0 is a wall in maps/a.map (origin bottom-left)".
Status check_shown_cell(const Grid& grid, const Coordinates& coords,
                        Point shown, std::string_view option,
                        const std::string& map_path);

}  // namespace astar::cli
