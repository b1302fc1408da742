#include <imgui.h>

#include <string>

#include "panels.hpp"
#include "ui_util.hpp"

namespace astar::studio {
namespace {

Command command_for_tool(Tool tool) {
  switch (tool) {
    case Tool::Wall:
      return Command::ToolWall;
    case Tool::Erase:
      return Command::ToolErase;
    case Tool::Terrain:
      return Command::ToolTerrain;
    case Tool::Start:
      return Command::ToolStart;
    case Tool::Goal:
      return Command::ToolGoal;
  }
  return Command::ToolWall;
}

const char* tool_help(Tool tool) {
  switch (tool) {
    case Tool::Wall:
      return "Wall brush: drag to paint walls";
    case Tool::Erase:
      return "Erase brush: drag to clear cells to open ground";
    case Tool::Terrain:
      return "Terrain brush: paint cells that cost more to cross";
    case Tool::Start:
      return "Start: click or drag to place the start";
    case Tool::Goal:
      return "Goal: click or drag to place the goal";
  }
  return "";
}

// A button that looks pressed while its option is selected.
bool toggle_button(const char* label, bool selected) {
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.26f, 0.45f, 0.75f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                          ImVec4(0.32f, 0.52f, 0.85f, 1.0f));
  }
  const bool clicked = ImGui::Button(label);
  if (selected) ImGui::PopStyleColor(2);
  return clicked;
}

}  // namespace

void draw_toolbar(const ToolSettings& tools, bool grid_lines,
                  CommandQueue& out) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Tools");
  ImGui::SameLine();
  for (Tool tool : kAllTools) {
    const std::string label = std::string(tool_name(tool));
    const Command command = command_for_tool(tool);
    if (toggle_button(label.c_str(), tools.tool == tool))
      out.push_back(command);
    tooltip(tool_help(tool), command_info(command).shortcut);
    ImGui::SameLine();
  }
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Terrain cost");
  ImGui::SameLine();
  for (std::size_t i = 0; i < kTerrainLevels.size(); ++i) {
    const int level = kTerrainLevels[i];
    const std::string label = "x" + std::to_string(level);
    const bool selected =
        tools.tool == Tool::Terrain && tools.terrain_weight == level;
    const auto command =
        static_cast<Command>(static_cast<int>(Command::Terrain2) + i);
    if (toggle_button(label.c_str(), selected)) out.push_back(command);
    const std::string help =
        "Terrain brush, cost " + std::to_string(level) + " per step";
    tooltip(help.c_str(), command_info(command).shortcut);
    ImGui::SameLine();
  }
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  if (ImGui::Button("Fit")) out.push_back(Command::Fit);
  tooltip("Fit the map to the window", command_info(Command::Fit).shortcut);
  ImGui::SameLine();
  if (toggle_button("Grid", grid_lines))
    out.push_back(Command::ToggleGridLines);
  tooltip("Show grid lines when zoomed in",
          command_info(Command::ToggleGridLines).shortcut);
  ImGui::SameLine();
  ImGui::TextDisabled(
      "  Right-drag erases, Ctrl+click walls, Alt+click erases");
}

}  // namespace astar::studio
