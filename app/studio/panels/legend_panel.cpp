#include <imgui.h>

#include <string>

#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {

std::optional<PaletteKind> draw_legend(PaletteKind kind) {
  const Palette& p = palette(kind);
  const float column = ImGui::GetContentRegionAvail().x / 2;
  auto pair = [&](Rgba a, const char* la, Rgba b, const char* lb) {
    const float x = ImGui::GetCursorPosX();
    colour_swatch(a, la);
    ImGui::SameLine(x + column);
    colour_swatch(b, lb);
  };
  pair(p.open_ground, "Open ground", p.wall, "Wall");
  for (std::size_t i = 0; i < kTerrainLevels.size(); i += 2) {
    const std::string a = "Terrain x" + std::to_string(kTerrainLevels[i]);
    const std::string b = "Terrain x" + std::to_string(kTerrainLevels[i + 1]);
    pair(cell_colour(p, value_for_weight(kTerrainLevels[i])), a.c_str(),
         cell_colour(p, value_for_weight(kTerrainLevels[i + 1])), b.c_str());
  }
  pair(p.open, "Open list", p.closed, "Closed");
  pair(p.current, "Just expanded", p.touched, "Its neighbours");
  pair(p.path, "Path cells", p.path_line, "Path line");
  pair(p.start, "Start (S)", p.goal, "Goal (G)");
  colour_swatch(unreachable_colour(p, kOpenGround, false),
                "Unreachable from the start (U)");
  bool safe = kind == PaletteKind::ColourBlindSafe;
  if (ImGui::Checkbox("Colour-blind-safe palette", &safe)) {
    return safe ? PaletteKind::ColourBlindSafe : PaletteKind::Standard;
  }
  return std::nullopt;
}

}  // namespace astar::studio
