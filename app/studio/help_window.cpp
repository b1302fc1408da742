#include <imgui.h>

#include "panels.hpp"

namespace astar::studio {

void draw_help_window(bool* open) {
  if (!*open) return;
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_FirstUseEver, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(ImGui::GetFontSize() * 34, ImGui::GetFontSize() * 36),
      ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Help", open)) {
    ImGui::End();
    return;
  }
  ImGui::TextWrapped(
      "Paint walls and terrain on the map, place the start (S) and goal (G), "
      "then step or play the search and watch the open and closed sets grow. "
      "Once a search has finished, edits re-run it at once.");
  ImGui::Spacing();
  ImGui::TextUnformatted("Mouse");
  ImGui::Separator();
  const char* mouse[][2] = {
      {"Left drag", "paint with the current tool"},
      {"Right drag", "erase"},
      {"Ctrl+click", "paint walls"},
      {"Alt+click", "erase"},
      {"Drag S or G", "move the start or goal"},
      {"Wheel", "zoom about the cursor"},
      {"Middle drag / Space+drag", "pan"},
      {"Arrow keys", "pan"},
      {"Drop a file", "open it"},
  };
  if (ImGui::BeginTable("mouse", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (const auto& entry : mouse) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(entry[0]);
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", entry[1]);
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImGui::TextUnformatted("Keys");
  ImGui::Separator();
  if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (const CommandInfo& info : all_commands()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(info.shortcut);
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", info.label);
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace astar::studio
