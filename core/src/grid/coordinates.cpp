#include "astar/grid/coordinates.hpp"

#include <cmath>
#include <limits>
#include <string>

namespace astar {

std::string_view to_string(CellOrigin origin) {
  return origin == CellOrigin::TopLeft ? "top-left" : "bottom-left";
}

std::optional<CellOrigin> parse_cell_origin(std::string_view text) {
  if (text == "top-left") return CellOrigin::TopLeft;
  if (text == "bottom-left") return CellOrigin::BottomLeft;
  return std::nullopt;
}

std::string_view core_cells_note(CellOrigin origin) {
  return origin == CellOrigin::TopLeft
             ? ""
             : " (cells here count from the top-left)";
}

Status check_world_frame(const WorldFrame& frame) {
  if (!std::isfinite(frame.cell_size) || frame.cell_size <= 0) {
    return fail(ErrorKind::BadArgument,
                "the cell size must be a finite number above 0, got " +
                    std::to_string(frame.cell_size));
  }
  if (!std::isfinite(frame.offset_x) || !std::isfinite(frame.offset_y)) {
    return fail(ErrorKind::BadArgument, "the offset must be finite");
  }
  return {};
}

WorldPoint cell_centre(const WorldFrame& frame, Point cell) {
  return {frame.offset_x + (cell.x + 0.5) * frame.cell_size,
          frame.offset_y + (cell.y + 0.5) * frame.cell_size};
}

namespace {

// floor((value - offset) / size) as an int, or nullopt when it is not one.
std::optional<int> cell_index(double value, double offset, double size) {
  const double index = std::floor((value - offset) / size);
  if (!std::isfinite(index) ||
      index < static_cast<double>(std::numeric_limits<int>::min()) ||
      index > static_cast<double>(std::numeric_limits<int>::max())) {
    return std::nullopt;
  }
  return static_cast<int>(index);
}

}  // namespace

Result<Point> world_cell(const WorldFrame& frame, WorldPoint world) {
  if (Status ok = check_world_frame(frame); !ok) return ok.failure();
  if (!std::isfinite(world.x) || !std::isfinite(world.y)) {
    return fail(ErrorKind::BadArgument, "the world position must be finite");
  }
  const std::optional<int> x =
      cell_index(world.x, frame.offset_x, frame.cell_size);
  const std::optional<int> y =
      cell_index(world.y, frame.offset_y, frame.cell_size);
  if (!x || !y) {
    return fail(ErrorKind::BadArgument,
                "the world position is too far from the offset for a cell");
  }
  return Point{*x, *y};
}

}  // namespace astar
