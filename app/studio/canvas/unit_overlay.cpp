#include "canvas/unit_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kBand =
    IM_COL32(kSweptBandColour.r, kSweptBandColour.g, kSweptBandColour.b, 70);
constexpr ImU32 kBandEdge =
    IM_COL32(kSweptBandColour.r, kSweptBandColour.g, kSweptBandColour.b, 160);

// The cells of the straight line from a to b (a path's consecutive points
// are neighbours, except Theta*'s vertices).
template <typename Visit>
void walk_segment(Point a, Point b, Visit visit) {
  const int steps = std::max(std::abs(b.x - a.x), std::abs(b.y - a.y));
  for (int i = 0; i <= steps; ++i) {
    const double t = steps == 0 ? 0.0 : static_cast<double>(i) / steps;
    visit(Point{static_cast<int>(std::lround(a.x + t * (b.x - a.x))),
                static_cast<int>(std::lround(a.y + t * (b.y - a.y)))});
  }
}

ImVec2 cell_corner(const CanvasView& view, double x, double y) {
  const ImVec2 centre = view.cell_centre({0, 0});
  const float zoom = static_cast<float>(view.pixels_per_cell());
  return {centre.x + (static_cast<float>(x) - 0.5f) * zoom,
          centre.y + (static_cast<float>(y) - 0.5f) * zoom};
}

}  // namespace

void SweptBand::rebuild(const std::vector<Point>& path, int size) {
  path_ = path;
  size_ = size;
  rows_.clear();
  if (path.empty()) return;
  int top = path.front().y;
  int bottom = top;
  for (const Point& p : path) {
    top = std::min(top, p.y);
    bottom = std::max(bottom, p.y);
  }
  top_ = top;
  rows_.resize(static_cast<std::size_t>(bottom - top + size));
  const auto add = [&](Point p) {
    for (int dy = 0; dy < size; ++dy) {
      rows_[static_cast<std::size_t>(p.y - top + dy)].emplace_back(p.x,
                                                                   p.x + size);
    }
  };
  add(path.front());
  for (std::size_t i = 1; i < path.size(); ++i) {
    walk_segment(path[i - 1], path[i], add);
  }
  for (auto& spans : rows_) {
    std::sort(spans.begin(), spans.end());
    std::vector<std::pair<int, int>> merged;
    for (const auto& span : spans) {
      if (!merged.empty() && span.first <= merged.back().second) {
        merged.back().second = std::max(merged.back().second, span.second);
      } else {
        merged.push_back(span);
      }
    }
    spans = std::move(merged);
  }
}

void SweptBand::draw(const CanvasView& view, const std::vector<Point>& path,
                     int size) {
  if (size < 2 || path.empty()) return;
  if (size != size_ || path != path_) rebuild(path, size);
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const ImVec2 min = view.canvas_min();
  const ImVec2 extent = view.canvas_size();
  // Only the rows on screen.
  const int first = std::max(0, view.cell_at(min).y - top_);
  const int last =
      std::min(static_cast<int>(rows_.size()) - 1,
               view.cell_at(ImVec2(min.x, min.y + extent.y)).y - top_);
  for (int r = first; r <= last; ++r) {
    for (const auto& [x0, x1] : rows_[static_cast<std::size_t>(r)]) {
      dl->AddRectFilled(cell_corner(view, x0, top_ + r),
                        cell_corner(view, x1, top_ + r + 1), kBand);
    }
  }
  draw_footprint_outline(view, path.front(), size, kBandEdge);
  draw_footprint_outline(view, path.back(), size, kBandEdge);
}

void draw_footprint_outline(const CanvasView& view, Point cell, int size,
                            unsigned colour) {
  CanvasClip clip(view);
  const float zoom = static_cast<float>(view.pixels_per_cell());
  clip.list()->AddRect(cell_corner(view, cell.x, cell.y),
                       cell_corner(view, cell.x + size, cell.y + size), colour,
                       0.0f, 0, std::clamp(zoom * 0.12f, 1.5f, 3.0f));
}

}  // namespace astar::studio
