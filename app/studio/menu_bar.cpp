#include <imgui.h>

#include "panels.hpp"

namespace astar::studio {
namespace {

void item(Command command, CommandQueue& out, bool enabled = true,
          bool selected = false, const char* label = nullptr) {
  const CommandInfo& info = command_info(command);
  if (ImGui::MenuItem(label ? label : info.label, info.shortcut, selected,
                      enabled)) {
    out.push_back(command);
  }
}

}  // namespace

void draw_menu_bar(const MenuState& state, CommandQueue& out) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    item(Command::NewMap, out);
    item(Command::Open, out);
    ImGui::Separator();
    item(Command::Save, out);
    item(Command::SaveAs, out);
    item(Command::ExportPng, out);
    ImGui::Separator();
    item(Command::Quit, out);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    const std::string undo =
        state.undo_label ? "Undo " + *state.undo_label : "Undo";
    const std::string redo =
        state.redo_label ? "Redo " + *state.redo_label : "Redo";
    item(Command::Undo, out, state.undo_label != nullptr, false, undo.c_str());
    item(Command::Redo, out, state.redo_label != nullptr, false, redo.c_str());
    ImGui::Separator();
    item(Command::ClearMap, out);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    item(Command::Fit, out);
    item(Command::ZoomIn, out);
    item(Command::ZoomOut, out);
    ImGui::Separator();
    item(Command::ToggleGridLines, out, true, state.grid_lines);
    item(Command::TogglePalette, out, true, state.colour_blind_palette);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Search")) {
    item(Command::Step, out);
    item(Command::StepMany, out);
    item(Command::PlayPause, out, true, false,
         state.playing ? "Pause" : "Play");
    item(Command::RunToEnd, out);
    item(Command::StepBack, out);
    item(Command::ResetSearch, out);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    item(Command::Help, out);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

}  // namespace astar::studio
