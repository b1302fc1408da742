#include "canvas/clearance_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "canvas/canvas_clip.hpp"

namespace astar::studio {
namespace {

// Zoomed out, a block is at least this many screen pixels a side, and a
// row's blocks of one colour are one rectangle: on software GL (llvmpipe)
// each translucent quad costs: on a 4096² map fitted to the window the
// overlay added 20 ms to the frame's p95 with 4-pixel blocks, 10 ms with
// 8-pixel ones.
constexpr float kBlockPixels = 8;

// What one frame draws: blocks of 2^level cells a side, each shaded by
// the mean clearance of its cells (level 0: one cell, its own clearance).
struct Blocks {
  const ClearanceMaps& maps;
  int level = 0;
  float pixels = 0;  // a block's side on screen
  ImVec2 origin;     // the map's top-left corner on screen
  ImVec2 map_end;    // and its bottom-right corner
  int across = 0;
  int down = 0;

  float value(int bx, int by) const {
    if (level == 0) {
      return static_cast<float>(maps.cells.at(by * maps.cells.width() + bx));
    }
    return maps.levels.at(level, bx, by);
  }
};

Blocks blocks_for(const CanvasView& view, const ClearanceMaps& maps) {
  const float zoom = static_cast<float>(view.pixels_per_cell());
  Blocks b{maps, 0, 0, ImVec2(), ImVec2(), 0, 0};
  while (zoom * static_cast<float>(1 << b.level) < kBlockPixels &&
         b.level < maps.levels.top()) {
    ++b.level;
  }
  b.pixels = zoom * static_cast<float>(1 << b.level);
  const ImVec2 c0 = view.cell_centre({0, 0});
  b.origin = ImVec2(c0.x - zoom / 2, c0.y - zoom / 2);
  b.map_end =
      ImVec2(b.origin.x + zoom * static_cast<float>(maps.cells.width()),
             b.origin.y + zoom * static_cast<float>(maps.cells.height()));
  b.across = b.level == 0 ? maps.cells.width() : maps.levels.width(b.level);
  b.down = b.level == 0 ? maps.cells.height() : maps.levels.height(b.level);
  return b;
}

// The blocks [first, last) that meet the screen span [lo, hi).
std::pair<int, int> visible(float origin, float pixels, int count, float lo,
                            float hi) {
  const int first = static_cast<int>(std::floor((lo - origin) / pixels));
  const int last = static_cast<int>(std::ceil((hi - origin) / pixels));
  return {std::clamp(first, 0, count), std::clamp(last, 0, count)};
}

void draw_row(ImDrawList* dl, const Blocks& b, int by, std::pair<int, int> xs) {
  // Every edge from one formula, on whole pixels: neighbours share their
  // edges exactly, and no seam shows where four blocks meet.
  const auto edge = [&b](float origin, int index, float end) {
    return std::round(
        std::min(origin + static_cast<float>(index) * b.pixels, end));
  };
  const float y0 = edge(b.origin.y, by, b.map_end.y);
  const float y1 = edge(b.origin.y, by + 1, b.map_end.y);
  int run_start = xs.first;
  for (int bx = xs.first; bx < xs.second; ++bx) {
    const unsigned colour = clearance_colour(b.value(bx, by));
    if (bx + 1 < xs.second && clearance_colour(b.value(bx + 1, by)) == colour) {
      continue;
    }
    dl->AddRectFilled(ImVec2(edge(b.origin.x, run_start, b.map_end.x), y0),
                      ImVec2(edge(b.origin.x, bx + 1, b.map_end.x), y1),
                      colour);
    run_start = bx + 1;
  }
}

void draw_numbers(ImDrawList* dl, const Blocks& b, std::pair<int, int> xs,
                  std::pair<int, int> ys) {
  const float font = std::min(ImGui::GetFontSize(), b.pixels * 0.3f);
  const float pad = std::max(1.0f, b.pixels * 0.04f);
  for (int by = ys.first; by < ys.second; ++by) {
    const float bottom = b.origin.y + static_cast<float>(by + 1) * b.pixels;
    for (int bx = xs.first; bx < xs.second; ++bx) {
      char text[8];
      std::snprintf(text, sizeof text, "%d",
                    b.maps.cells.at(by * b.maps.cells.width() + bx));
      const float x = b.origin.x + static_cast<float>(bx) * b.pixels;
      dl->AddText(nullptr, font, ImVec2(x + pad, bottom - pad - font),
                  IM_COL32(20, 20, 24, 255), text);
    }
  }
}

}  // namespace

unsigned clearance_colour(float clearance) {
  const auto mix = [](float t, int a, int b) {
    return static_cast<int>(
        std::lround(static_cast<float>(a) + static_cast<float>(b - a) * t));
  };
  if (clearance < 1) {
    // Nothing fits (red), up to a cell only (warm); between them the mean
    // of a zoomed-out block that is mostly wall.
    const float t = std::max(clearance, 0.0f);
    return IM_COL32(mix(t, 200, 250), mix(t, 30, 190), mix(t, 30, 40),
                    mix(t, 90, 120));
  }
  // 1 is warm, kMaxUnitSize cool: a log scale, since the sizes that matter
  // most are the small ones.
  const float t =
      std::clamp(std::log2(clearance) / std::log2(32.0f), 0.0f, 1.0f);
  return IM_COL32(mix(t, 250, 30), mix(t, 190, 110), mix(t, 40, 230), 120);
}

void draw_clearance_overlay(const CanvasView& view, const ClearanceMaps& maps) {
  if (maps.cells.width() == 0) return;
  CanvasClip clip(view);
  ImDrawList* dl = clip.list();
  const Blocks b = blocks_for(view, maps);
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  const auto xs =
      visible(b.origin.x, b.pixels, b.across, min.x, min.x + size.x);
  const auto ys = visible(b.origin.y, b.pixels, b.down, min.y, min.y + size.y);
  for (int by = ys.first; by < ys.second; ++by) draw_row(dl, b, by, xs);
  if (b.level == 0 && b.pixels >= kClearanceNumbersFromZoom) {
    draw_numbers(dl, b, xs, ys);
  }
}

}  // namespace astar::studio
