#pragma once
// The menus' widgets: a menu or submenu that records itself as a click
// target, and a menu's command entries with their shortcuts right-aligned.
// The menu bar (layout/menu_bar.cpp) lays them out from the registry;
// modes draw their own menu sections with them.

#include <span>
#include <string>

#include "commands/command_registry.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

// ImGui's BeginMenu, recorded as a click target under `name`.
bool begin_menu(UiTargets& targets, const char* name);
// A menu inside a menu. Its entry is recorded before it opens: once open,
// the submenu's window is the current one, and the entry lies outside it.
bool begin_submenu(UiTargets& targets, const char* name);

// The menus in the bar's order: the usual ones first, a menu a feature
// adds after them, Help last.
int menu_rank(std::string_view menu);

// One menu's command entries. ImGui 1.86 puts a menu's shortcuts in a
// column that starts one item spacing after the longest label,
// left-aligned, so they crowd the labels. Each entry here declares a blank
// shortcut as wide as the menu's widest one plus a gap, which makes ImGui
// keep that column, and writes its own shortcut right-aligned in it.
class MenuEntries {
 public:
  MenuEntries(UiTargets& targets, RequestQueue& out,
              std::span<const CommandSpec* const> commands);

  // Records itself as a click target under the command's label ("Undo",
  // not "Undo Paint walls"), so scripts need not know the state.
  void item(Command command, const CommandState& state);

 private:
  UiTargets& targets_;
  RequestQueue& out_;
  std::string blank_;
};

}  // namespace astar::studio
