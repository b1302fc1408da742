#pragma once
/// @file shapes.hpp
/// The cells of shape tools, for previewing while dragging and then painting
/// as one command (make_paint_command in paint.hpp). Shapes come as row
/// spans, clipped to the map, so a huge filled rectangle costs one entry per
/// row. Corners may be given in any order and may lie outside the map.

#include <vector>

#include "astar/grid/grid.hpp"

namespace astar {

/// Cells x0..x1 (both included) of row y.
struct CellSpan {
  int y = 0;
  int x0 = 0;
  int x1 = 0;
  friend bool operator==(const CellSpan&, const CellSpan&) = default;
};

/// Calls visit(Point) for each cell of the Bresenham line from `a` to `b`,
/// both included, in order. Consecutive cells touch by an edge or a corner,
/// so painted lines have no gaps.
template <typename Visit>
void for_each_line_point(Point a, Point b, Visit&& visit) {
  const long long dx = a.x < b.x ? 0LL + b.x - a.x : 0LL + a.x - b.x;
  const long long dy = -(a.y < b.y ? 0LL + b.y - a.y : 0LL + a.y - b.y);
  const int sx = a.x < b.x ? 1 : -1;
  const int sy = a.y < b.y ? 1 : -1;
  long long error = dx + dy;
  Point p = a;
  while (true) {
    visit(p);
    if (p == b) return;
    const long long twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      p.x += sx;
    }
    if (twice <= dx) {
      error += dx;
      p.y += sy;
    }
  }
}

/// The cells of the line from `a` to `b` that lie inside `grid`.
std::vector<CellSpan> line_spans(const Grid& grid, Point a, Point b);

/// The axis-aligned rectangle with opposite corners `a` and `b`: all of it
/// when `filled`, otherwise its one-cell-wide border; clipped to `grid`.
std::vector<CellSpan> rectangle_spans(const Grid& grid, Point a, Point b,
                                      bool filled);

/// The ellipse inscribed in the rectangle with corners `a` and `b`: all of
/// it when `filled`, otherwise the cells inside it that have an edge
/// neighbour outside it (a closed outline); clipped to `grid`.
std::vector<CellSpan> ellipse_spans(const Grid& grid, Point a, Point b,
                                    bool filled);

/// Number of cells the spans cover.
long long span_cell_count(const std::vector<CellSpan>& spans);

}  // namespace astar
