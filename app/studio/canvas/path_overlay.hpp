#pragma once
// The path overlays: the grid path (the canvas's own path line), its
// waypoints as dots and the smoothed path as a line of its own, each
// switched on or off; and Theta*'s long parent lines, from every seen cell
// on screen to a parent that is not its neighbour. Reads only.

#include "astar/search/search.hpp"
#include "canvas/canvas_view.hpp"
#include "stepping/path_views.hpp"

namespace astar::studio {

struct PathOverlayOptions {
  bool grid_path = true;
  bool waypoints = false;
  bool smoothed = false;
  friend bool operator==(const PathOverlayOptions&,
                         const PathOverlayOptions&) = default;
};

void draw_path_overlay(const CanvasView& view, const PathViews& paths,
                       const PathOverlayOptions& options);

// Theta*, JPS and the subgoal graph: a thin line from each seen cell on
// screen to its parent when that is farther than a neighbour. Nothing for the
// other algorithms, nor when more than 512 x 512 cells are on screen.
void draw_long_parent_lines(const CanvasView& view, const Search& search,
                            const Grid& grid);

}  // namespace astar::studio
