#include "canvas/jump_scans.hpp"

#include <algorithm>

#include "ui/palette.hpp"

namespace astar::studio {

void draw_jump_scans(ImDrawList* dl, const CanvasView& view,
                     const CanvasScene& scene) {
  if (scene.search == nullptr || scene.grid == nullptr) return;
  const Search& search = *scene.search;
  const Grid& grid = *scene.grid;
  // A search over another map (one frame after a resize) is not drawn.
  if (search.grid() == nullptr || search.grid()->width() != grid.width() ||
      search.grid()->height() != grid.height()) {
    return;
  }
  const ImVec2 min = view.canvas_min();
  const ImVec2 max(min.x + view.canvas_size().x, min.y + view.canvas_size().y);
  const auto zoom = static_cast<float>(view.pixels_per_cell());
  const float thickness = std::max(1.0f, zoom * 0.45f);
  const ImU32 colour = IM_COL32(kJumpScanColour.r, kJumpScanColour.g,
                                kJumpScanColour.b, kJumpScanColour.a);
  for (const ScannedRun& run : search.last_scanned()) {
    const Point from = grid.point(run.from);
    const ImVec2 a = view.cell_centre(from);
    const ImVec2 b = view.cell_centre(
        {from.x + run.dx * run.length, from.y + run.dy * run.length});
    // Runs wholly off screen cost nothing more than this test.
    if (std::max(a.x, b.x) < min.x || std::min(a.x, b.x) > max.x ||
        std::max(a.y, b.y) < min.y || std::min(a.y, b.y) > max.y) {
      continue;
    }
    dl->AddLine(a, b, colour, thickness);
  }
}

}  // namespace astar::studio
