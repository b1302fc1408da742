#include <imgui.h>

#include <string>

#include "panels/panels.hpp"

namespace astar::studio {

void draw_status_bar(const StatusBarInfo& info) {
  // Left: the hovered cell; right: the latest message.
  std::string cell_text;
  if (info.hovered && info.grid->contains(*info.hovered)) {
    const Point p = *info.hovered;
    const std::uint8_t value = info.grid->at(p);
    cell_text = "(" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                ")  value " + std::to_string(value);
    cell_text += value == kBlocked
                     ? "  wall"
                     : "  weight " + std::to_string(terrain_weight(value));
    const std::string search =
        describe_search_cell(*info.search, info.grid->index(p));
    if (!search.empty()) cell_text += "  |  " + search;
  } else {
    cell_text = std::to_string(info.grid->width()) + "x" +
                std::to_string(info.grid->height()) + " map";
  }
  char zoom[32];
  std::snprintf(zoom, sizeof zoom, "  |  zoom %.3g px/cell", info.zoom);
  cell_text += zoom;
  ImGui::TextUnformatted(cell_text.c_str());

  const std::string& message = info.notifier->text();
  if (message.empty()) return;
  ImVec4 colour(0.75f, 0.78f, 0.82f, 1);
  if (info.notifier->level() == Notifier::Level::Warning) {
    colour = ImVec4(1.0f, 0.78f, 0.35f, 1);
  } else if (info.notifier->level() == Notifier::Level::Error) {
    colour = ImVec4(1.0f, 0.45f, 0.4f, 1);
  }
  const float width = ImGui::CalcTextSize(message.c_str()).x;
  const float right = ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 20, right - width));
  ImGui::TextColored(colour, "%s", message.c_str());
}

}  // namespace astar::studio
