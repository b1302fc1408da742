#include "ascii_map.hpp"

namespace astar::cli {
namespace {

char cell_char(std::uint8_t value) {
  if (value == kBlocked) return '#';
  const int weight = terrain_weight(value);
  if (weight == 1) return '.';
  if (weight <= 9) return static_cast<char>('0' + weight);
  return '+';
}

}  // namespace

std::string ascii_picture(const Grid& grid, std::span<const int> path,
                          std::span<const Point> waypoints, Point start,
                          Point goal) {
  std::string rows;
  const int stride = grid.width() + 1;
  rows.reserve(static_cast<std::size_t>(stride) * grid.height());
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) rows += cell_char(grid.at(x, y));
    rows += '\n';
  }
  const auto mark = [&](Point p, char c) {
    rows[static_cast<std::size_t>(p.y) * stride + p.x] = c;
  };
  for (int cell : path) mark(grid.point(cell), '*');
  for (Point p : waypoints) mark(p, 'o');
  mark(start, 'S');
  mark(goal, 'G');
  return rows;
}

std::string ascii_legend(bool waypoints) {
  return std::string("legend: S start, G goal, ") +
         (waypoints ? "o waypoint, " : "") +
         "* path, # wall, . open ground, 2-9 terrain weight, + weight 10 or "
         "more";
}

}  // namespace astar::cli
