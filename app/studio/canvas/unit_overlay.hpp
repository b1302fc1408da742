#pragma once
// What a unit bigger than one cell needs, drawn over the canvas: the band
// its footprint sweeps along the path (the union of the K x K footprints,
// translucent, so a designer sees the corridor it needs) and the outline
// of the footprint at a cell (the start and the goal).

#include <utility>
#include <vector>

#include "astar/grid/grid.hpp"
#include "canvas/canvas_view.hpp"
#include "ui/palette.hpp"

namespace astar::studio {

// The band's colour, translucent over the map (and opaque in the legend).
inline constexpr Rgba kSweptBandColour{255, 80, 200, 255};

class SweptBand {
 public:
  // `path`: the path's points (cells, or Theta*'s vertices, joined by
  // straight lines); `size`: the footprint's side. Nothing below 2.
  void draw(const CanvasView& view, const std::vector<Point>& path, int size);

 private:
  // The band as spans of cells per row, merged: rebuilt when the path or
  // the size changed, not per frame.
  void rebuild(const std::vector<Point>& path, int size);

  std::vector<Point> path_;
  int size_ = 0;
  int top_ = 0;  // the map row of rows_[0]
  std::vector<std::vector<std::pair<int, int>>> rows_;  // [x0, x1) spans
};

// The outline of the size x size footprint whose top-left is `cell`.
void draw_footprint_outline(const CanvasView& view, Point cell, int size,
                            unsigned colour);

}  // namespace astar::studio
