#pragma once
/// @file document.hpp
/// What a designer edits: the grid plus the start and goal markers.

#include <optional>

#include "astar/grid/grid.hpp"

namespace astar {

struct Document {
  Grid grid;
  std::optional<Point> start;
  std::optional<Point> goal;
  friend bool operator==(const Document&, const Document&) = default;
};

}  // namespace astar
