#pragma once
/// @file document.hpp
/// What a designer edits: the grid, the start and goal markers, and the
/// agents and moving obstacles a simulation starts from.

#include <optional>

#include "astar/edit/actors.hpp"
#include "astar/grid/grid.hpp"

namespace astar {

struct Document {
  Grid grid;
  std::optional<Point> start;
  std::optional<Point> goal;
  Actors actors = {};
  friend bool operator==(const Document&, const Document&) = default;
};

}  // namespace astar
