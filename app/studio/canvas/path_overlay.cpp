#include "canvas/path_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "canvas/canvas_clip.hpp"
#include "ui/palette.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kSmoothed = IM_COL32(60, 235, 120, 255);
constexpr ImU32 kWaypoint = IM_COL32(255, 255, 255, 255);
constexpr ImU32 kOutline = IM_COL32(20, 20, 24, 255);
// Past this many lines on screen the parent lines are a blur: skipped.
constexpr int kMaxParentLines = 40000;
constexpr long long kMaxCellsVisited = 512 * 512;

}  // namespace

void draw_path_overlay(const CanvasView& view, const PathViews& paths,
                       const PathOverlayOptions& options) {
  if (!paths.found() || (!options.smoothed && !options.waypoints)) return;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const float zoom = static_cast<float>(view.pixels_per_cell());
  if (options.smoothed) {
    std::vector<ImVec2> points;
    for (const Point& p : paths.smoothed().points) {
      points.push_back(view.cell_centre(p));
    }
    dl->AddPolyline(points.data(), static_cast<int>(points.size()), kSmoothed,
                    0, std::clamp(zoom * 0.18f, 2.0f, 5.0f));
  }
  if (options.waypoints) {
    const float r = std::clamp(zoom * 0.25f, 3.0f, 8.0f);
    for (const Point& p : paths.waypoints().points) {
      const ImVec2 c = view.cell_centre(p);
      dl->AddCircleFilled(c, r, kWaypoint);
      dl->AddCircle(c, r, kOutline, 0, 1.5f);
    }
  }
}

void draw_long_parent_lines(const CanvasView& view, const Search& search,
                            const Grid& grid) {
  const AlgorithmInfo& algorithm = algorithm_info(search.query().algorithm);
  if (!(algorithm.any_angle || algorithm.jumps || algorithm.prepared) ||
      search.status() == SearchStatus::Idle || search.grid() == nullptr ||
      search.grid()->width() != grid.width() ||
      search.grid()->height() != grid.height()) {
    return;
  }
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const Point a = view.cell_at(min);
  const Point b = view.cell_at(ImVec2(min.x + size.x, min.y + size.y));
  const int x0 = std::max(0, a.x), y0 = std::max(0, a.y);
  const int x1 = std::min(grid.width() - 1, b.x);
  const int y1 = std::min(grid.height() - 1, b.y);
  // Zoomed far out the lines would only be clutter, and visiting every
  // cell on screen would cost the frame more than the map itself.
  if (static_cast<long long>(x1 - x0 + 1) * (y1 - y0 + 1) > kMaxCellsVisited) {
    return;
  }
  CanvasClip clip(view);
  int drawn = 0;
  for (int y = y0; y <= y1 && drawn < kMaxParentLines; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const int cell = grid.index(x, y);
      if (search.state(cell) == CellState::Unseen) continue;
      const int parent = search.parent(cell);
      if (parent < 0) continue;
      const Point p = grid.point(parent);
      if (std::abs(p.x - x) <= 1 && std::abs(p.y - y) <= 1) continue;
      clip.list()->AddLine(view.cell_centre({x, y}), view.cell_centre(p),
                           kParentLineColour.packed(), 1.0f);
      ++drawn;
    }
  }
}

}  // namespace astar::studio
