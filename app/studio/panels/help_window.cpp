#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "astar/version.hpp"
#include "panels/list_tabs.hpp"
#include "panels/menu_items.hpp"
#include "panels/panels.hpp"
#include "panels/what_am_i_seeing.hpp"

namespace astar::studio {
namespace {

// The right panel's tabs by the names they carry there; each row is a
// click target "Help: NAME", so a test can hold the two side by side.
void draw_list_tabs(UiTargets& targets) {
  ImGui::TextUnformatted("The right panel's tabs");
  if (!ImGui::BeginTable("tabs", 2, ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("tab", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
  for (const ListTab& tab : kListTabs) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(tab.label);
    targets.record(std::string("Help: ") + tab.label);
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text,
                          ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped("%s", tab.what);
    ImGui::PopStyleColor();
  }
  ImGui::EndTable();
}

// Every registered command, the menus' in the bar's order, then the rest
// (the tools), each in the order registered.
std::vector<const CommandSpec*> commands_by_menu(
    const CommandRegistry& registry) {
  std::vector<const CommandSpec*> out;
  for (const CommandRegistry::Entry& entry : registry.commands()) {
    out.push_back(entry.command);
  }
  const auto rank = [](const CommandSpec* c) {
    return *c->menu == '\0' ? 100 : menu_rank(c->menu);
  };
  std::stable_sort(out.begin(), out.end(),
                   [&](const CommandSpec* a, const CommandSpec* b) {
                     return rank(a) < rank(b);
                   });
  return out;
}

// The mouse gestures and every shortcut.
void draw_controls_page(const CommandRegistry& commands, UiTargets& targets) {
  ImGui::TextWrapped(
      "Paint walls and terrain on the map, place the start (S) and goal (G), "
      "then step or play the search and watch the open and closed sets grow. "
      "Once a search has finished, edits re-run it at once.");
  ImGui::Spacing();
  draw_list_tabs(targets);
  ImGui::Spacing();
  ImGui::TextUnformatted("Mouse");
  ImGui::Separator();
  const char* mouse[][2] = {
      {"Left drag", "paint with the current tool"},
      {"Right drag", "erase; with a shape or Fill, the same in open ground"},
      {"Right click open ground",
       "the cell's menu: run until it is opened or expanded (breakpoints)"},
      {"Drag: Line, Rect, Ellipse", "previewed, then painted on release"},
      {"Click with Fill", "fill the same-valued region (4- or 8-way)"},
      {"Click with Pick", "take the cell's value as the paint"},
      {"Ctrl+click", "paint walls"},
      {"Alt+click", "erase"},
      {"Drag S or G", "move the start or goal"},
      {"Wheel", "zoom about the cursor"},
      {"Middle drag / Space+drag", "pan"},
      {"Arrow keys", "pan"},
      {"Drop a file", "open it"},
  };
  if (ImGui::BeginTable("mouse", 2, ImGuiTableFlags_SizingStretchProp)) {
    // The gesture keeps its width; the description wraps.
    ImGui::TableSetupColumn("gesture", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    for (const auto& entry : mouse) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(entry[0]);
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text,
                            ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
      ImGui::TextWrapped("%s", entry[1]);
      ImGui::PopStyleColor();
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImGui::TextUnformatted("Keys");
  ImGui::Separator();
  ImGui::TextWrapped(
      "Tool keys follow Tiled where it has one: B brush, E eraser, T terrain "
      "brush, F bucket fill, R rectangle, C ellipse. Fit to window is Home. "
      "Commands without a key are in the menus, and every command is in the "
      "command palette (Ctrl+Shift+P).");
  ImGui::TextWrapped(
      "Lessons (Help > Lessons, or --lesson NAME) open a small map with "
      "searches side by side, a question and its answer. Edit > Copy link "
      "puts the map, the markers, the settings, the step and the view in one "
      "line of text; Ctrl+V opens such a link.");
  ImGui::TextWrapped(
      "Select (Q) drags a rectangle of cells: Ctrl+C copies it, Ctrl+X cuts, "
      "Del clears it, X / Y flip and Z turns it. Ctrl+V picks the copy up as "
      "a stamp that follows the mouse: click to lay it down, Esc to stop.");
  if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (const CommandSpec* command : commands_by_menu(commands)) {
      if (*command->shortcut == '\0') continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(command->shortcut);
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", command->label);
    }
    ImGui::EndTable();
  }
}

}  // namespace

void draw_help_window(bool& open, bool& show_seeing, HelpPictures& pictures,
                      const Palette& palette, const CommandRegistry& commands,
                      UiTargets& targets) {
  if (!open) return;
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_FirstUseEver, ImVec2(0.5f, 0.5f));
  // A reading width, but never larger than the window it opens in.
  const ImVec2 display = ImGui::GetMainViewport()->WorkSize;
  ImGui::SetNextWindowSize(
      ImVec2(std::min(ImGui::GetFontSize() * 34, display.x * 0.9f),
             std::min(ImGui::GetFontSize() * 36, display.y * 0.85f)),
      ImGuiCond_FirstUseEver);
  if (show_seeing) ImGui::SetNextWindowFocus();
  if (!ImGui::Begin("Help", &open)) {
    ImGui::End();
    return;
  }
  // The About line: which astar-studio this is, as --version prints it. A
  // headless script can click it by that text ("click astar-studio 0.1.0").
  const std::string about = std::string("astar-studio ") + kVersion;
  ImGui::TextDisabled("%s", about.c_str());
  targets.record(about);
  if (ImGui::BeginTabBar("##help pages")) {
    const bool controls = ImGui::BeginTabItem("Controls");
    targets.record("Controls");
    if (controls) {
      draw_controls_page(commands, targets);
      ImGui::EndTabItem();
    }
    const bool seeing =
        ImGui::BeginTabItem("What am I seeing?", nullptr,
                            show_seeing ? ImGuiTabItemFlags_SetSelected : 0);
    targets.record("What am I seeing?");
    show_seeing = false;
    if (seeing) {
      draw_what_am_i_seeing(pictures, palette);
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
}

}  // namespace astar::studio
