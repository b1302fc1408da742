#include "astar/edit/shapes.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace astar {

namespace {

struct Box {
  int x0, y0, x1, y1;
};

Box box_of(Point a, Point b) {
  return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x),
          std::max(a.y, b.y)};
}

// Appends x0..x1 of row y, clipped to the grid.
void add_span(std::vector<CellSpan>& spans, const Grid& grid, int y, int x0,
              int x1) {
  if (y < 0 || y >= grid.height()) return;
  x0 = std::max(x0, 0);
  x1 = std::min(x1, grid.width() - 1);
  if (x0 <= x1) spans.push_back({y, x0, x1});
}

// The rows of the ellipse inscribed in a box. The radii reach the outer
// edges of the border cells, so the ellipse touches all four sides; a cell
// is inside when its centre is.
class Ellipse {
 public:
  explicit Ellipse(const Box& box)
      : box_(box),
        cx_((0.0 + box.x0 + box.x1) / 2.0),
        cy_((0.0 + box.y0 + box.y1) / 2.0),
        rx_((0.0 + box.x1 - box.x0 + 1) / 2.0),
        ry_((0.0 + box.y1 - box.y0 + 1) / 2.0) {}

  // The inside cells of row y as [lo, hi]; lo > hi when the row is outside.
  std::pair<int, int> row(int y) const {
    if (y < box_.y0 || y > box_.y1) return {1, 0};
    const double t = (y - cy_) / ry_;
    const double half = rx_ * std::sqrt(std::max(0.0, 1.0 - t * t));
    int lo = static_cast<int>(std::ceil(cx_ - half));
    int hi = static_cast<int>(std::floor(cx_ + half));
    // A thin row keeps its middle cell so the outline stays closed.
    if (lo > hi) lo = hi = static_cast<int>(std::floor(cx_));
    return {std::max(lo, box_.x0), std::min(hi, box_.x1)};
  }

 private:
  Box box_;
  double cx_, cy_, rx_, ry_;
};

}  // namespace

std::vector<CellSpan> line_spans(const Grid& grid, Point a, Point b) {
  std::vector<CellSpan> spans;
  for_each_line_point(a, b, [&](Point p) {
    if (!grid.contains(p)) return;
    if (!spans.empty() && spans.back().y == p.y && spans.back().x1 + 1 == p.x) {
      spans.back().x1 = p.x;
    } else if (!spans.empty() && spans.back().y == p.y &&
               spans.back().x0 - 1 == p.x) {
      spans.back().x0 = p.x;
    } else {
      spans.push_back({p.y, p.x, p.x});
    }
  });
  return spans;
}

std::vector<CellSpan> rectangle_spans(const Grid& grid, Point a, Point b,
                                      bool filled) {
  const Box box = box_of(a, b);
  std::vector<CellSpan> spans;
  const int first = std::max(box.y0, 0);
  const int last = std::min(box.y1, grid.height() - 1);
  for (int y = first; y <= last; ++y) {
    if (filled || y == box.y0 || y == box.y1) {
      add_span(spans, grid, y, box.x0, box.x1);
    } else {
      add_span(spans, grid, y, box.x0, box.x0);
      if (box.x1 != box.x0) add_span(spans, grid, y, box.x1, box.x1);
    }
  }
  return spans;
}

std::vector<CellSpan> ellipse_spans(const Grid& grid, Point a, Point b,
                                    bool filled) {
  const Box box = box_of(a, b);
  const Ellipse ellipse(box);
  std::vector<CellSpan> spans;
  const int first = std::max(box.y0, 0);
  const int last = std::min(box.y1, grid.height() - 1);
  for (int y = first; y <= last; ++y) {
    const auto [lo, hi] = ellipse.row(y);
    if (filled) {
      add_span(spans, grid, y, lo, hi);
      continue;
    }
    // A cell is interior when its four edge neighbours are inside: not at
    // the row's ends, and covered by both the row above and the row below.
    const auto [above_lo, above_hi] = ellipse.row(y - 1);
    const auto [below_lo, below_hi] = ellipse.row(y + 1);
    const int interior_lo = std::max({lo + 1, above_lo, below_lo});
    const int interior_hi = std::min({hi - 1, above_hi, below_hi});
    if (interior_lo > interior_hi) {
      add_span(spans, grid, y, lo, hi);
    } else {
      add_span(spans, grid, y, lo, interior_lo - 1);
      add_span(spans, grid, y, interior_hi + 1, hi);
    }
  }
  return spans;
}

long long span_cell_count(const std::vector<CellSpan>& spans) {
  long long count = 0;
  for (const CellSpan& span : spans) count += span.x1 - span.x0 + 1;
  return count;
}

}  // namespace astar
