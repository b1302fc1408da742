#include <imgui.h>

#include "panels/panels.hpp"

namespace astar::studio {
namespace {

// Entries record themselves as click targets under the command's label
// ("Undo", not "Undo Paint walls"), so scripts need not know the state.
void item(const MenuState& state, Command command, RequestQueue& out,
          bool enabled = true, bool selected = false,
          const char* label = nullptr) {
  const CommandInfo& info = command_info(command);
  if (ImGui::MenuItem(label ? label : info.label, info.shortcut, selected,
                      enabled)) {
    out.push_back(command);
  }
  if (state.targets) state.targets->record(info.label);
}

// The three choices of numbers in the cells, as radio entries.
void cell_number_items(const MenuState& state, RequestQueue& out) {
  for (CellNumbers numbers :
       {CellNumbers::All, CellNumbers::FOnly, CellNumbers::None}) {
    const char* label = menu_label(numbers);
    if (ImGui::MenuItem(label, nullptr, state.cell_labels.numbers == numbers)) {
      out.push_back(SetCellNumbers{numbers});
    }
    if (state.targets) state.targets->record(label);
  }
}

bool menu(const MenuState& state, const char* name) {
  const bool open = ImGui::BeginMenu(name);
  if (state.targets) state.targets->record(name);
  return open;
}

}  // namespace

void draw_menu_bar(const MenuState& state, RequestQueue& out) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (menu(state, "File")) {
    item(state, Command::NewMap, out);
    item(state, Command::Open, out);
    if (state.recent_files && ImGui::BeginMenu("Open recent")) {
      const RecentMenuChoice choice =
          draw_recent_files_items(*state.recent_files);
      if (choice.open) out.push_back(OpenRecent{*choice.open});
      if (choice.clear) out.push_back(ClearRecent{});
      ImGui::EndMenu();
    }
    ImGui::Separator();
    item(state, Command::Save, out);
    item(state, Command::SaveAs, out);
    item(state, Command::ExportPng, out);
    item(state, Command::GenerateScenarios, out);
    ImGui::Separator();
    item(state, Command::Quit, out);
    ImGui::EndMenu();
  }
  if (menu(state, "Edit")) {
    const std::string undo =
        state.undo_label ? "Undo " + *state.undo_label : "Undo";
    const std::string redo =
        state.redo_label ? "Redo " + *state.redo_label : "Redo";
    item(state, Command::Undo, out, state.undo_label != nullptr, false,
         undo.c_str());
    item(state, Command::Redo, out, state.redo_label != nullptr, false,
         redo.c_str());
    ImGui::EndMenu();
  }
  if (menu(state, "Map")) {
    item(state, Command::GenerateMap, out);
    ImGui::Separator();
    item(state, Command::ResizeMap, out);
    item(state, Command::ShiftMap, out);
    item(state, Command::InvertWalls, out);
    item(state, Command::ClearMap, out);
    ImGui::EndMenu();
  }
  if (menu(state, "View")) {
    item(state, Command::Fit, out);
    item(state, Command::ZoomIn, out);
    item(state, Command::ZoomOut, out);
    ImGui::Separator();
    item(state, Command::ToggleGridLines, out, true, state.grid_lines);
    item(state, Command::TogglePalette, out, true, state.colour_blind_palette);
    item(state, Command::ToggleUnreachable, out, true, state.show_unreachable);
    ImGui::Separator();
    cell_number_items(state, out);
    item(state, Command::ToggleArrows, out, true, state.cell_labels.arrows);
    ImGui::EndMenu();
  }
  if (menu(state, "Search")) {
    item(state, Command::Step, out);
    item(state, Command::StepMany, out);
    item(state, Command::PlayPause, out, true, false,
         state.playing ? "Pause" : "Play");
    item(state, Command::RunToEnd, out);
    item(state, Command::StepBack, out);
    item(state, Command::ResetSearch, out);
    ImGui::EndMenu();
  }
  if (menu(state, "Help")) {
    item(state, Command::Help, out);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

}  // namespace astar::studio
