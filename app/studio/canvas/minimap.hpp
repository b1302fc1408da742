#pragma once
// The minimap: when the view shows only part of the map, the whole map in
// small in the canvas's bottom-right corner, with the view's rectangle on
// it. Dragging on it moves the view there (CanvasView routes that press
// away from the tools).

#include <imgui.h>

#include <optional>

#include "canvas/map_layers.hpp"

namespace astar::studio {

struct Minimap {
  ImVec2 min;  // the map's corners in the minimap, on screen
  ImVec2 max;
  double cells_per_px;  // the minimap's scale

  bool contains(ImVec2 p) const {
    return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y;
  }
  // The map point (in cells) under a screen point of the minimap.
  ImVec2 map_point(ImVec2 screen) const {
    return ImVec2(static_cast<float>((screen.x - min.x) * cells_per_px),
                  static_cast<float>((screen.y - min.y) * cells_per_px));
  }
};

// Where the minimap of a map of `map_w` x `map_h` cells goes in a canvas
// at `canvas_min` of `canvas_size`; none while the view shows the whole map
// (`visible_min`, `visible_max`: the map's on-screen corners).
std::optional<Minimap> place_minimap(ImVec2 canvas_min, ImVec2 canvas_size,
                                     int map_w, int map_h, ImVec2 map_min,
                                     ImVec2 map_max);

// Draws it: the map's reduced texture and the view's rectangle (the
// canvas's corners in map cells: `view_min`, `view_max`).
void draw_minimap(ImDrawList* dl, const Minimap& minimap,
                  const MapLayers& layers, ImVec2 view_min, ImVec2 view_max);

}  // namespace astar::studio
