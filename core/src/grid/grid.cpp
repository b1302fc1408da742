#include "astar/grid/grid.hpp"

#include <cassert>

namespace astar {

std::string to_string(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string check_grid_size(long long width, long long height) {
  if (width < 1 || height < 1) {
    return "size " + std::to_string(width) + "x" + std::to_string(height) +
           " is empty; width and height must be at least 1";
  }
  if (width > kMaxGridSide || height > kMaxGridSide) {
    return "size " + std::to_string(width) + "x" + std::to_string(height) +
           " is larger than the limit of " + std::to_string(kMaxGridSide) +
           "x" + std::to_string(kMaxGridSide);
  }
  return {};
}

Grid::Grid(int width, int height, std::uint8_t fill)
    : width_(width),
      height_(height),
      cells_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height),
             fill) {
  assert(check_grid_size(width, height).empty());
}

Result<Grid> Grid::create(long long width, long long height,
                          std::uint8_t fill) {
  if (std::string problem = check_grid_size(width, height); !problem.empty()) {
    return fail(ErrorKind::BadArgument, problem);
  }
  return Grid(static_cast<int>(width), static_cast<int>(height), fill);
}

}  // namespace astar
