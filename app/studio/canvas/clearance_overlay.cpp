#include "canvas/clearance_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

// Screen pixels per block when zoomed out, and a row's blocks of one
// colour are one rectangle: on software GL (llvmpipe) each translucent
// quad costs: on a 4096² map fitted to the window the overlay added 20 ms
// to the frame's p95 with 4-pixel blocks, 10 ms with 8-pixel ones.
constexpr float kBlockPixels = 8;

}  // namespace

unsigned clearance_colour(int clearance) {
  if (clearance <= 0) return IM_COL32(200, 30, 30, 90);
  // 1 (a cell only) is warm, kMaxUnitSize cool: a log scale, since the
  // sizes that matter most are the small ones.
  const float t = std::clamp(
      std::log2(static_cast<float>(clearance)) / std::log2(32.0f), 0.0f, 1.0f);
  const auto mix = [t](float a, float b) {
    return static_cast<int>(std::lround(a + (b - a) * t));
  };
  return IM_COL32(mix(250, 30), mix(190, 110), mix(40, 230), 120);
}

void draw_clearance_overlay(const CanvasView& view,
                            const Clearance& clearance) {
  if (clearance.width() == 0) return;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const float zoom = static_cast<float>(view.pixels_per_cell());
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const float step = std::max(zoom, kBlockPixels);
  // The screen position of the map's top-left corner.
  const ImVec2 c0 = view.cell_centre({0, 0});
  const float ox = c0.x - zoom / 2;
  const float oy = c0.y - zoom / 2;
  const bool per_cell = zoom >= kBlockPixels;
  const bool numbers = zoom >= kClearanceNumbersFromZoom;
  const float font = std::min(ImGui::GetFontSize(), zoom * 0.6f);
  // Blocks aligned to cells when per cell, to the canvas when not.
  const float x_start =
      per_cell ? ox + std::floor((min.x - ox) / zoom) * zoom : min.x;
  const float y_start =
      per_cell ? oy + std::floor((min.y - oy) / zoom) * zoom : min.y;
  for (float y = y_start; y < min.y + size.y; y += step) {
    const int cy = static_cast<int>(std::floor((y + step / 2 - oy) / zoom));
    if (cy < 0 || cy >= clearance.height()) continue;
    // The run of blocks of one value not drawn yet: [run_x, x).
    float run_x = 0;
    int run_value = -1;
    const auto flush = [&](float x) {
      if (run_value >= 0) {
        dl->AddRectFilled(ImVec2(run_x, y), ImVec2(x, y + step),
                          clearance_colour(run_value));
      }
      run_value = -1;
    };
    for (float x = x_start; x < min.x + size.x; x += step) {
      const int cx = static_cast<int>(std::floor((x + step / 2 - ox) / zoom));
      if (cx < 0 || cx >= clearance.width()) {
        flush(x);
        continue;
      }
      const int value = clearance.at(cy * clearance.width() + cx);
      if (value != run_value) {
        flush(x);
        run_x = x;
        run_value = value;
      }
      if (!numbers) continue;
      flush(x + step);  // under the number, drawn next
      char text[8];
      std::snprintf(text, sizeof text, "%d", value);
      dl->AddText(nullptr, font, ImVec2(x + 2, y + 1),
                  IM_COL32(20, 20, 24, 255), text);
    }
    // Past the canvas's right edge: the clip rectangle cuts it.
    flush(min.x + size.x + step);
  }
}

}  // namespace astar::studio
