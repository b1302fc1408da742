#include "canvas/selection_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

// Beyond this many cells on screen the ghost is one tinted box.
constexpr long long kMaxGhostCells = 40000;

struct ScreenBox {
  ImVec2 min;
  ImVec2 max;
};

ScreenBox screen_box(const CanvasView& view, const BlockRect& box) {
  const float half = static_cast<float>(view.pixels_per_cell() / 2);
  const ImVec2 a = view.cell_centre({box.x, box.y});
  const ImVec2 b =
      view.cell_centre({box.x + box.width - 1, box.y + box.height - 1});
  return {ImVec2(a.x - half, a.y - half), ImVec2(b.x + half, b.y + half)};
}

// A dashed line from `a` to `b` (axis-aligned), cut to [lo, hi] along it
// so an edge far off screen costs nothing.
void dashed(ImDrawList* dl, ImVec2 a, ImVec2 b, float lo, float hi,
            ImU32 colour, float dash) {
  const bool horizontal = a.y == b.y;
  float from = horizontal ? a.x : a.y;
  const float to = std::min(horizontal ? b.x : b.y, hi);
  // Dashes keep their phase when the edge is cut.
  if (from < lo) from += std::floor((lo - from) / (2 * dash)) * 2 * dash;
  for (float t = from; t < to; t += 2 * dash) {
    const float end = std::min(t + dash, to);
    dl->AddLine(horizontal ? ImVec2(t, a.y) : ImVec2(a.x, t),
                horizontal ? ImVec2(end, a.y) : ImVec2(a.x, end), colour, 2.0f);
  }
}

void size_label(ImDrawList* dl, const ScreenBox& box, const BlockRect& cells) {
  const std::string text =
      std::to_string(cells.width) + "x" + std::to_string(cells.height);
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  const float pad = 3;
  ImVec2 at(box.min.x, box.min.y - size.y - 2 * pad - 2);
  if (at.y < ImGui::GetWindowPos().y) at.y = box.min.y + 2;
  dl->AddRectFilled(at,
                    ImVec2(at.x + size.x + 2 * pad, at.y + size.y + 2 * pad),
                    IM_COL32(20, 20, 24, 220), 3);
  dl->AddText(ImVec2(at.x + pad, at.y + pad), IM_COL32(255, 255, 255, 255),
              text.c_str());
}

}  // namespace

void draw_selection(const CanvasView& view, const BlockRect& box) {
  if (box.empty()) return;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const ScreenBox s = screen_box(view, box);
  const ImVec2 lo = view.canvas_min();
  const ImVec2 hi(lo.x + view.canvas_size().x, lo.y + view.canvas_size().y);
  dl->AddRectFilled(s.min, s.max, IM_COL32(120, 170, 255, 40));
  dl->AddRect(s.min, s.max, IM_COL32(0, 0, 0, 255), 0, 0, 2.0f);
  const ImU32 white = IM_COL32(255, 255, 255, 255);
  const float dash = 6;
  dashed(dl, s.min, ImVec2(s.max.x, s.min.y), lo.x, hi.x, white, dash);
  dashed(dl, ImVec2(s.min.x, s.max.y), s.max, lo.x, hi.x, white, dash);
  dashed(dl, s.min, ImVec2(s.min.x, s.max.y), lo.y, hi.y, white, dash);
  dashed(dl, ImVec2(s.max.x, s.min.y), s.max, lo.y, hi.y, white, dash);
  size_label(dl, s, box);
}

void draw_stamp_ghost(const CanvasView& view, const CellBlock& block,
                      Point corner, const Palette& palette) {
  if (block.empty()) return;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const BlockRect whole{corner.x, corner.y, block.width, block.height};
  const ScreenBox s = screen_box(view, whole);
  // The cells on screen, in block coordinates.
  const ImVec2 lo = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const Point first = view.cell_at(lo);
  const Point last = view.cell_at(ImVec2(lo.x + size.x, lo.y + size.y));
  const int x0 = std::max(first.x - corner.x, 0);
  const int y0 = std::max(first.y - corner.y, 0);
  const int x1 = std::min(last.x - corner.x + 1, block.width);
  const int y1 = std::min(last.y - corner.y + 1, block.height);
  if (x1 > x0 && y1 > y0 &&
      static_cast<long long>(x1 - x0) * (y1 - y0) <= kMaxGhostCells) {
    for (int y = y0; y < y1; ++y) {
      // Runs of one value are one rectangle.
      for (int x = x0; x < x1;) {
        const std::uint8_t value = block.at(x, y);
        int end = x + 1;
        while (end < x1 && block.at(end, y) == value) ++end;
        const Rgba c = cell_colour(palette, value);
        const ScreenBox run =
            screen_box(view, {corner.x + x, corner.y + y, end - x, 1});
        dl->AddRectFilled(run.min, run.max, IM_COL32(c.r, c.g, c.b, 165));
        x = end;
      }
    }
  } else {
    dl->AddRectFilled(s.min, s.max, IM_COL32(120, 170, 255, 70));
  }
  dl->AddRect(s.min, s.max, IM_COL32(255, 210, 60, 255), 0, 0, 2.0f);
  size_label(dl, s, whole);
}

}  // namespace astar::studio
