#include "canvas/canvas_overlay.hpp"

#include <imgui.h>

#include <algorithm>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

// The screen rectangle of cells x0..x1 of row y.
void cell_run_rect(const CanvasView& view, int y, int x0, int x1, ImVec2& min,
                   ImVec2& max) {
  const float half = static_cast<float>(view.pixels_per_cell() / 2);
  const ImVec2 a = view.cell_centre({x0, y});
  const ImVec2 b = view.cell_centre({x1, y});
  min = ImVec2(a.x - half, a.y - half);
  max = ImVec2(b.x + half, b.y + half);
}

}  // namespace

void draw_shape_preview(const CanvasView& view,
                        const std::vector<CellSpan>& spans, Rgba colour) {
  if (spans.empty()) return;
  CanvasClip clip(view);
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const int top = view.cell_at(min).y;
  const int bottom = view.cell_at(ImVec2(min.x + size.x, min.y + size.y)).y;
  const ImU32 fill = IM_COL32(colour.r, colour.g, colour.b, 170);
  for (const CellSpan& span : spans) {
    if (span.y < top || span.y > bottom) continue;
    ImVec2 a, b;
    cell_run_rect(view, span.y, span.x0, span.x1, a, b);
    clip.list()->AddRectFilled(a, b, fill);
  }
}

void draw_brush_outline(const CanvasView& view, const Grid& grid, Point cell,
                        const ToolSettings& tools) {
  const int size = std::clamp(tools.brush_size, kMinBrushSize, kMaxBrushSize);
  if (size <= 1 && !tools.mirror_x && !tools.mirror_y) return;
  CanvasClip clip(view);
  const int lo = -(size - 1) / 2;
  const ImU32 colour = IM_COL32(255, 255, 255, 190);
  auto outline = [&](Point centre, float thickness) {
    ImVec2 a, b;
    cell_run_rect(view, centre.y + lo, centre.x + lo, centre.x + lo + size - 1,
                  a, b);
    b.y += static_cast<float>((size - 1) * view.pixels_per_cell());
    if (tools.tip == BrushTip::Round && size > 2) {
      const ImVec2 c((a.x + b.x) / 2, (a.y + b.y) / 2);
      clip.list()->AddCircle(c, (b.x - a.x) / 2, colour, 0, thickness);
    } else {
      clip.list()->AddRect(a, b, colour, 0, 0, thickness);
    }
  };
  outline(cell, 2.0f);
  // Mirror images: where the same stamp lands reflected about the centre.
  const int w = grid.width();
  const int h = grid.height();
  // The stamp spans lo..hi about its centre, so its reflection is centred
  // at w - 1 - x - (lo + hi): one cell further left for even sizes.
  const int skew = 2 * lo + size - 1;
  const Point mx{w - 1 - cell.x - skew, cell.y};
  const Point my{cell.x, h - 1 - cell.y - skew};
  if (tools.mirror_x) outline(mx, 1.0f);
  if (tools.mirror_y) outline(my, 1.0f);
  if (tools.mirror_x && tools.mirror_y) outline({mx.x, my.y}, 1.0f);
}

}  // namespace astar::studio
