#include "canvas/line_marks.hpp"

#include <algorithm>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

constexpr ImU32 kDark = IM_COL32(15, 15, 20, 255);
constexpr ImU32 kCurrentOutline = IM_COL32(255, 255, 255, 255);

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

void draw_cell_as_before(const CanvasView& view, Point cell, Rgba colour,
                         std::optional<Rgba> grid_line) {
  CanvasClip clip(view);
  const ImVec2 centre = view.cell_centre(cell);
  const float half = static_cast<float>(view.pixels_per_cell()) * 0.5f;
  const ImVec2 min(centre.x - half, centre.y - half);
  const ImVec2 max(centre.x + half, centre.y + half);
  clip.list()->AddRectFilled(min, max,
                             IM_COL32(colour.r, colour.g, colour.b, 255));
  if (grid_line) {
    clip.list()->AddRect(
        min, max,
        IM_COL32(grid_line->r, grid_line->g, grid_line->b, grid_line->a));
  }
}

void draw_line_marks(const CanvasView& view, Point current,
                     std::optional<Point> neighbour) {
  CanvasClip clip(view);
  ImDrawList* list = clip.list();
  const float zoom = static_cast<float>(view.pixels_per_cell());
  const float width = std::clamp(zoom * 0.05f, 1.5f, 3.0f);
  outline(list, view, current, kCurrentOutline, width);
  // Outlines only: a line between them would cross the cells' numbers.
  if (neighbour) {
    outline(list, view, *neighbour, kLineMarkNeighbour, width * 1.4f);
  }
}

}  // namespace astar::studio
