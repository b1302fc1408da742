#include "canvas/minimap.hpp"

#include <algorithm>
#include <cstdint>

namespace astar::studio {

std::optional<Minimap> place_minimap(ImVec2 canvas_min, ImVec2 canvas_size,
                                     int map_w, int map_h, ImVec2 map_min,
                                     ImVec2 map_max) {
  const ImVec2 canvas_max(canvas_min.x + canvas_size.x,
                          canvas_min.y + canvas_size.y);
  const bool whole =
      map_min.x >= canvas_min.x - 1 && map_min.y >= canvas_min.y - 1 &&
      map_max.x <= canvas_max.x + 1 && map_max.y <= canvas_max.y + 1;
  if (whole || map_w <= 0 || map_h <= 0) return std::nullopt;
  // At most 12 lines of text a side, and a quarter of the canvas; none
  // where that would be under 3 lines (a small compare pane), where it
  // would only cover the map.
  const float side = std::min(
      {12 * ImGui::GetFontSize(), canvas_size.x / 4, canvas_size.y / 4});
  if (side < 3 * ImGui::GetFontSize()) return std::nullopt;
  const double cells_per_px =
      static_cast<double>(std::max(map_w, map_h)) / side;
  const float w = static_cast<float>(map_w / cells_per_px);
  const float h = static_cast<float>(map_h / cells_per_px);
  const float margin = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 max(canvas_max.x - margin, canvas_max.y - margin);
  return Minimap{ImVec2(max.x - w, max.y - h), max, cells_per_px};
}

void draw_minimap(ImDrawList* dl, const Minimap& minimap,
                  const MapLayers& layers, ImVec2 view_min, ImVec2 view_max) {
  const float border = 2;
  dl->AddRectFilled(ImVec2(minimap.min.x - border, minimap.min.y - border),
                    ImVec2(minimap.max.x + border, minimap.max.y + border),
                    IM_COL32(20, 22, 28, 230));
  for (const MapLayers::Piece& piece :
       layers.pieces_for(layers.whole(), 1 / minimap.cells_per_px)) {
    const auto at = [&](int x, int y) {
      return ImVec2(
          static_cast<float>(minimap.min.x + x / minimap.cells_per_px),
          static_cast<float>(minimap.min.y + y / minimap.cells_per_px));
    };
    dl->AddImage(reinterpret_cast<ImTextureID>(
                     static_cast<std::uintptr_t>(piece.texture)),
                 at(piece.cells.x0, piece.cells.y0),
                 at(piece.cells.x1, piece.cells.y1), ImVec2(piece.u0, piece.v0),
                 ImVec2(piece.u1, piece.v1));
  }
  const auto screen = [&](ImVec2 cell) {
    return ImVec2(
        std::clamp(
            static_cast<float>(minimap.min.x + cell.x / minimap.cells_per_px),
            minimap.min.x, minimap.max.x),
        std::clamp(
            static_cast<float>(minimap.min.y + cell.y / minimap.cells_per_px),
            minimap.min.y, minimap.max.y));
  };
  dl->AddRect(screen(view_min), screen(view_max), IM_COL32(255, 255, 255, 230),
              0, 0, 2.0f);
}

}  // namespace astar::studio
