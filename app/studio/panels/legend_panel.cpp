#include <imgui.h>

#include <string>

#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {
namespace {

// What the numbers and arrows drawn in zoomed-in cells mean; the middle
// number is the search's own priority key, which differs by algorithm.
void explain_cell_labels(const LegendInfo& info) {
  const CellLabelOptions& labels = info.cell_labels;
  if (labels.numbers == CellNumbers::None && !labels.arrows) return;
  std::string text;
  if (labels.numbers != CellNumbers::None) {
    text = "Numbers in seen cells (zoomed in): in the middle " +
           middle_number_meaning(info.algorithm, info.weight);
    if (labels.numbers == CellNumbers::All) {
      text += uses_heuristic(info.algorithm) ? ", top left g, top right h."
                                             : ", top left g.";
    } else {
      text += ".";
    }
  }
  if (labels.arrows) {
    text += std::string(text.empty() ? "" : " ") +
            "Arrows point to each seen cell's parent: followed back from the "
            "goal, they trace the path.";
  }
  ImGui::PushStyleColor(ImGuiCol_Text,
                        ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

}  // namespace

std::optional<PaletteKind> draw_legend(const LegendInfo& info) {
  const PaletteKind kind = info.palette;
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
  explain_cell_labels(info);
  bool safe = kind == PaletteKind::ColourBlindSafe;
  if (ImGui::Checkbox("Colour-blind-safe palette", &safe)) {
    return safe ? PaletteKind::ColourBlindSafe : PaletteKind::Standard;
  }
  return std::nullopt;
}

}  // namespace astar::studio
