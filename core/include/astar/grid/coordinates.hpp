#pragma once
// Coordinates at the edges. Inside the core a cell is counted from the
// map's top-left corner with y down (Point). Front ends and bindings may
// count from the bottom-left corner with y up instead (Unity's Tilemap,
// GetPixels32 rows, the A* Pathfinding Project), and may place cells in a
// world by a cell size and an offset. These pure functions are the one
// place that converts; nothing else flips a y.

#include <limits>
#include <optional>
#include <string_view>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

/// The corner cell (0,0) is counted from.
enum class CellOrigin {
  TopLeft,     ///< the core's own: y grows downwards
  BottomLeft,  ///< y grows upwards: y' = height - 1 - y
};

/// "top-left" or "bottom-left".
std::string_view to_string(CellOrigin origin);
/// The origin named "top-left" or "bottom-left"; nullopt for anything else.
std::optional<CellOrigin> parse_cell_origin(std::string_view text);

/// A core cell as counted from `origin` on a map `height` cells tall.
/// The flip maps the rows 0..height-1 onto themselves, and is its own
/// inverse there; a cell off the map stays off it, even at the ends of
/// int's range (where the flip is clamped rather than overflowing).
constexpr Point to_origin(Point core, CellOrigin origin, int height) {
  if (origin == CellOrigin::TopLeft) return core;
  const long long flipped = static_cast<long long>(height) - 1 - core.y;
  constexpr long long kMax = std::numeric_limits<int>::max();
  return {core.x, static_cast<int>(flipped > kMax ? kMax : flipped)};
}
/// What a front end adds to a message of the core's (which names cells
/// from the top-left, e.g. where a unit does not fit) when it shows
/// `origin`: "" for TopLeft, else " (cells here count from the top-left)".
std::string_view core_cells_note(CellOrigin origin);

/// The core cell of `shown`, counted from `origin`; to_origin's inverse.
constexpr Point from_origin(Point shown, CellOrigin origin, int height) {
  return to_origin(shown, origin, height);  // the flip is its own inverse
}

/// Where cells sit in a world: cell (x, y), counted from the chosen
/// origin, covers [offset + x * size, offset + (x + 1) * size) on each
/// axis. World y grows the way cell y does: down from the top-left, up
/// from the bottom-left (a y-up world such as Unity's).
struct WorldFrame {
  double cell_size = 1;  ///< world units per cell: finite, above 0
  double offset_x = 0;   ///< world position of the corner cell (0,0) is at
  double offset_y = 0;
};

/// A position in the world.
struct WorldPoint {
  double x = 0;
  double y = 0;
};

/// Why `frame` cannot place cells ("the cell size must be above 0 ..."),
/// or an empty status when it can.
Status check_world_frame(const WorldFrame& frame);

/// The centre of `cell` (counted from the chosen origin) in `frame`:
/// offset + (cell + 0.5) * size on each axis.
WorldPoint cell_centre(const WorldFrame& frame, Point cell);

/// The cell that holds `world` in `frame`: floor((world - offset) / size)
/// on each axis, so a point on the edge between two cells belongs to the
/// one with the larger coordinate, and points left of or below the offset
/// give negative cells. An error when the position is not finite or its
/// cell does not fit in an int. Whether the cell is on a map is the
/// caller's question.
Result<Point> world_cell(const WorldFrame& frame, WorldPoint world);

}  // namespace astar
