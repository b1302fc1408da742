#include "layout/menu_bar.hpp"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "panels/menu_items.hpp"

namespace astar::studio {
namespace {

void draw_menu(std::string_view name, ModeContext& ctx) {
  const CommandRegistry& registry = *ctx.commands;
  const std::string title(name);
  if (!begin_menu(ctx.targets, title.c_str())) return;
  const std::vector<CommandRegistry::Entry> entries = registry.menu(name);
  std::vector<const CommandSpec*> commands;
  for (const CommandRegistry::Entry& entry : entries) {
    if (entry.command) commands.push_back(entry.command);
  }
  MenuEntries items(ctx.targets, ctx.requests, commands);
  bool drawn = false;
  int section = 0;
  for (const CommandRegistry::Entry& entry : entries) {
    CommandState state;
    if (entry.command) {
      state = entry.owner->command_state(*entry.command, ctx);
      if (!state.visible) continue;
    }
    if (drawn && entry.section_number() != section) ImGui::Separator();
    section = entry.section_number();
    drawn = true;
    if (entry.command) {
      items.item(*entry.command, state);
    } else {
      entry.owner->draw_menu_section(entry.section.name, ctx);
    }
  }
  // Escape closes the menu, as every desktop's menus do (ImGui leaves that
  // to keyboard navigation, which the studio does not turn on).
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndMenu();
}

}  // namespace

void draw_menu_bar(ModeContext& ctx) {
  if (ctx.commands == nullptr || !ImGui::BeginMainMenuBar()) return;
  std::vector<std::string_view> menus = ctx.commands->menus();
  std::stable_sort(menus.begin(), menus.end(),
                   [](std::string_view a, std::string_view b) {
                     return menu_rank(a) < menu_rank(b);
                   });
  for (std::string_view name : menus) draw_menu(name, ctx);
  ImGui::EndMainMenuBar();
}

}  // namespace astar::studio
