#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>

#include "panels/panels.hpp"
#include "shell/user_files.hpp"

namespace astar::studio {
namespace {

// One menu's entries. ImGui 1.86 puts a menu's shortcuts in a column
// that starts one item spacing after the longest label, left-aligned, so
// they crowd the labels. Each entry here declares a blank shortcut as wide
// as the menu's widest one plus a gap, which makes ImGui keep that column,
// and writes its own shortcut right-aligned in it.
class MenuEntries {
 public:
  MenuEntries(const MenuState& state, RequestQueue& out,
              std::initializer_list<Command> commands)
      : state_(state), out_(out) {
    float widest = 0;
    for (Command command : commands) {
      widest = std::max(widest,
                        ImGui::CalcTextSize(command_info(command).shortcut).x);
    }
    if (widest > 0) {
      const float gap = 2 * ImGui::GetFontSize();
      const float space = std::max(1.0f, ImGui::CalcTextSize(" ").x);
      blank_.assign(static_cast<std::size_t>(std::ceil((widest + gap) / space)),
                    ' ');
    }
  }

  // Records itself as a click target under the command's label ("Undo",
  // not "Undo Paint walls"), so scripts need not know the state.
  void item(Command command, bool enabled = true, bool selected = false,
            const char* label = nullptr) {
    const CommandInfo& info = command_info(command);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float right = at.x + ImGui::GetContentRegionAvail().x;
    const bool has_shortcut = *info.shortcut != '\0';
    if (ImGui::MenuItem(label ? label : info.label,
                        has_shortcut ? blank_.c_str() : nullptr, selected,
                        enabled)) {
      out_.push_back(command);
    }
    if (state_.targets) state_.targets->record(info.label);
    if (has_shortcut) draw_shortcut(info.shortcut, at, right, enabled);
  }

 private:
  // Right-aligned where the shortcut column ends: before the check-mark
  // column (as wide as ImGui makes it) and its spacing.
  static void draw_shortcut(const char* shortcut, ImVec2 at, float right,
                            bool enabled) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float mark = std::floor(ImGui::GetFontSize() * 1.20f);
    const float end = right - mark - std::floor(style.ItemSpacing.x);
    ImVec4 colour = style.Colors[ImGuiCol_TextDisabled];
    if (!enabled) colour.w *= style.DisabledAlpha;
    ImGui::GetWindowDrawList()->AddText(
        ImVec2(end - ImGui::CalcTextSize(shortcut).x, at.y),
        ImGui::GetColorU32(colour), shortcut);
  }

  const MenuState& state_;
  RequestQueue& out_;
  std::string blank_;
};

bool menu(const MenuState& state, const char* name) {
  const bool open = ImGui::BeginMenu(name);
  if (state.targets) state.targets->record(name);
  return open;
}

// The selection's entries: copying needs a selection, turning a selection
// or a stamp.
void selection_items(const MenuState& state, MenuEntries& edit) {
  const bool turnable = state.has_selection || state.stamping;
  edit.item(Command::SelectAll);
  edit.item(Command::Copy, state.has_selection);
  edit.item(Command::Cut, state.has_selection);
  edit.item(Command::DeleteSelection, state.has_selection);
  edit.item(Command::Paste);
  edit.item(Command::FlipHorizontal, turnable);
  edit.item(Command::FlipVertical, turnable);
  edit.item(Command::RotateClockwise, turnable);
  edit.item(Command::RotateCounterClockwise, turnable);
}

void draw_map_menu(const MenuState& state, RequestQueue& out) {
  if (!menu(state, "Map")) return;
  MenuEntries map(state, out,
                  {Command::GenerateMap, Command::ResizeMap, Command::ShiftMap,
                   Command::InvertWalls, Command::ClearMap});
  map.item(Command::GenerateMap);
  ImGui::Separator();
  map.item(Command::ResizeMap);
  map.item(Command::ShiftMap);
  map.item(Command::InvertWalls);
  map.item(Command::ClearMap);
  ImGui::EndMenu();
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

// Coordinates: top-left (y down) or bottom-left (y up), as radio entries.
void cell_origin_items(const MenuState& state, RequestQueue& out) {
  for (CellOrigin origin : {CellOrigin::TopLeft, CellOrigin::BottomLeft}) {
    const char* label = origin == CellOrigin::TopLeft
                            ? "Coordinates: top-left (y down)"
                            : "Coordinates: bottom-left (y up)";
    if (ImGui::MenuItem(label, nullptr, state.origin == origin)) {
      out.push_back(SetCellOrigin{origin});
    }
    if (state.targets) state.targets->record(label);
  }
}

// A menu inside a menu. Its entry is recorded before it opens: once open,
// the submenu's window is the current one, and the entry lies outside it.
bool submenu(const MenuState& state, const char* name) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + ImGui::GetContentRegionAvail().x,
                   min.y + ImGui::GetTextLineHeight());
  if (state.targets) state.targets->record(name, min, max);
  return ImGui::BeginMenu(name);
}

// View > UI scale: the display's, or a fixed size, as radio entries.
void ui_scale_items(const MenuState& state, RequestQueue& out) {
  if (!submenu(state, "UI scale")) return;
  char follow[64];
  std::snprintf(follow, sizeof follow, "Follow the display (%.0f%%)",
                state.display_scale * 100);
  if (ImGui::MenuItem(follow, nullptr, state.ui_scale <= 0)) {
    out.push_back(SetUiScale{0});
  }
  if (state.targets) state.targets->record("Follow the display");
  for (const float scale : {1.0f, 1.25f, 1.5f, 1.75f, 2.0f}) {
    char label[16];
    std::snprintf(label, sizeof label, "%.0f%%", scale * 100);
    if (ImGui::MenuItem(label, nullptr, state.ui_scale == scale)) {
      out.push_back(SetUiScale{scale});
    }
    if (state.targets) state.targets->record(label);
  }
  ImGui::EndMenu();
}

void draw_view_menu(const MenuState& state, RequestQueue& out) {
  if (!menu(state, "View")) return;
  MenuEntries view(state, out,
                   {Command::Fit, Command::ZoomIn, Command::ZoomOut,
                    Command::ToggleGridLines, Command::TogglePalette,
                    Command::ToggleUnreachable, Command::ToggleClearance,
                    Command::ToggleArrows, Command::ToggleCompare});
  view.item(Command::Fit);
  view.item(Command::ZoomIn);
  view.item(Command::ZoomOut);
  ImGui::Separator();
  view.item(Command::ToggleGridLines, true, state.grid_lines);
  view.item(Command::TogglePalette, true, state.colour_blind_palette);
  view.item(Command::ToggleUnreachable, true, state.show_unreachable);
  view.item(Command::ToggleClearance, true, state.show_clearance);
  ImGui::Separator();
  cell_number_items(state, out);
  view.item(Command::ToggleArrows, true, state.cell_labels.arrows);
  ImGui::Separator();
  cell_origin_items(state, out);
  ui_scale_items(state, out);
  ImGui::Separator();
  view.item(Command::ToggleCompare, true, state.comparing);
  ImGui::EndMenu();
}

void draw_search_menu(const MenuState& state, RequestQueue& out) {
  if (!menu(state, "Search")) return;
  MenuEntries search(
      state, out,
      {Command::Step, Command::StepMany, Command::PlayPause, Command::RunToEnd,
       Command::StepBack, Command::ResetSearch, Command::StepLine,
       Command::TogglePredict});
  search.item(Command::Step);
  search.item(Command::StepLine);
  search.item(Command::StepMany);
  search.item(Command::PlayPause, true, false,
              state.playing ? "Pause" : "Play");
  search.item(Command::RunToEnd);
  search.item(Command::StepBack);
  search.item(Command::ResetSearch);
  ImGui::Separator();
  search.item(Command::TogglePredict, true, state.predicting);
  ImGui::EndMenu();
}

void draw_simulate_menu(const MenuState& state, RequestQueue& out) {
  if (!menu(state, "Simulate")) return;
  MenuEntries simulate(state, out,
                       {Command::ToggleSimulate, Command::ResetSimulation});
  simulate.item(Command::ToggleSimulate, true, state.simulating);
  simulate.item(Command::ResetSimulation, state.simulating);
  ImGui::EndMenu();
}

}  // namespace

void draw_menu_bar(const MenuState& state, RequestQueue& out) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (menu(state, "File")) {
    MenuEntries file(
        state, out,
        {Command::NewMap, Command::Open, Command::Save, Command::SaveAs,
         Command::ExportPng, Command::ExportFrames, Command::GenerateScenarios,
         Command::Quit});
    file.item(Command::NewMap);
    file.item(Command::Open);
    if (state.recent_files && has_user_folders() &&
        menu(state, "Open recent")) {
      const RecentMenuChoice choice =
          draw_recent_files_items(*state.recent_files);
      if (choice.open) out.push_back(OpenRecent{*choice.open});
      if (choice.clear) out.push_back(ClearRecent{});
      ImGui::EndMenu();
    }
    ImGui::Separator();
    file.item(Command::Save);
    file.item(Command::SaveAs);
    file.item(Command::ExportPng);
    if (has_user_folders()) file.item(Command::ExportFrames);
    file.item(Command::GenerateScenarios);
    // A page is closed with its tab.
    if (can_quit()) {
      ImGui::Separator();
      file.item(Command::Quit);
    }
    ImGui::EndMenu();
  }
  if (menu(state, "Edit")) {
    MenuEntries edit(
        state, out,
        {Command::Undo, Command::Redo, Command::SelectAll, Command::Copy,
         Command::Cut, Command::DeleteSelection, Command::Paste,
         Command::FlipHorizontal, Command::FlipVertical,
         Command::RotateClockwise, Command::RotateCounterClockwise,
         Command::CopyLink, Command::PasteLink});
    const std::string undo =
        state.undo_label ? "Undo " + *state.undo_label : "Undo";
    const std::string redo =
        state.redo_label ? "Redo " + *state.redo_label : "Redo";
    edit.item(Command::Undo, state.undo_label != nullptr, false, undo.c_str());
    edit.item(Command::Redo, state.redo_label != nullptr, false, redo.c_str());
    ImGui::Separator();
    selection_items(state, edit);
    ImGui::Separator();
    edit.item(Command::CopyLink);
    edit.item(Command::PasteLink);
    ImGui::EndMenu();
  }
  draw_map_menu(state, out);
  draw_view_menu(state, out);
  draw_search_menu(state, out);
  draw_simulate_menu(state, out);
  if (menu(state, "Help")) {
    MenuEntries help(
        state, out,
        {Command::Help, Command::WhatAmISeeing, Command::ShowLessons});
    help.item(Command::Help);
    help.item(Command::WhatAmISeeing);
    help.item(Command::ShowLessons);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

}  // namespace astar::studio
