#include "canvas/line_marks.hpp"

#include <algorithm>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kDark = IM_COL32(15, 15, 20, 255);
constexpr ImU32 kCurrent = IM_COL32(255, 255, 255, 255);

// A cell's outline, inset so neighbouring marks do not overlap.
void outline(ImDrawList* list, const CanvasView& view, Point cell, ImU32 colour,
             float width) {
  const ImVec2 centre = view.cell_centre(cell);
  const float half = static_cast<float>(view.pixels_per_cell()) * 0.5f - width;
  const ImVec2 min(centre.x - half, centre.y - half);
  const ImVec2 max(centre.x + half, centre.y + half);
  list->AddRect(min, max, kDark, 0.0f, 0, width * 2.2f);
  list->AddRect(min, max, colour, 0.0f, 0, width);
}

}  // namespace

void draw_line_marks(const CanvasView& view, Point current,
                     std::optional<Point> neighbour) {
  CanvasClip clip(view);
  ImDrawList* list = clip.list();
  const float zoom = static_cast<float>(view.pixels_per_cell());
  const float width = std::clamp(zoom * 0.08f, 1.5f, 4.0f);
  outline(list, view, current, kCurrent, width);
  // Outlines only: a line between them would cross the cells' numbers.
  if (neighbour) {
    outline(list, view, *neighbour, kLineMarkNeighbour, width * 1.4f);
  }
}

}  // namespace astar::studio
