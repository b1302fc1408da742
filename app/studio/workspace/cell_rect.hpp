#pragma once
// A rectangle of cells, used to track which part of a texture is stale.

#include <algorithm>

namespace astar::studio {

struct CellRect {
  // Half-open: [x0, x1) x [y0, y1). Empty when x0 >= x1 or y0 >= y1.
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  bool empty() const { return x0 >= x1 || y0 >= y1; }
  int width() const { return x1 - x0; }
  int height() const { return y1 - y0; }

  void include(int x, int y) {
    if (empty()) {
      *this = {x, y, x + 1, y + 1};
      return;
    }
    x0 = std::min(x0, x);
    y0 = std::min(y0, y);
    x1 = std::max(x1, x + 1);
    y1 = std::max(y1, y + 1);
  }
  void include(const CellRect& other) {
    if (other.empty()) return;
    if (empty()) {
      *this = other;
      return;
    }
    x0 = std::min(x0, other.x0);
    y0 = std::min(y0, other.y0);
    x1 = std::max(x1, other.x1);
    y1 = std::max(y1, other.y1);
  }
  // The cells in both (empty when they do not overlap).
  CellRect common_part(const CellRect& other) const {
    return {std::max(x0, other.x0), std::max(y0, other.y0),
            std::min(x1, other.x1), std::min(y1, other.y1)};
  }
  CellRect clipped(int width, int height) const {
    return {std::max(x0, 0), std::max(y0, 0), std::min(x1, width),
            std::min(y1, height)};
  }
  static CellRect whole(int width, int height) { return {0, 0, width, height}; }
};

}  // namespace astar::studio
