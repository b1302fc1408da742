#pragma once
// The command palette (Ctrl+Shift+P, Help > Command palette): every
// command the modes registered, filtered as one types, with its shortcut;
// Enter or a click carries out the one chosen, as its key or menu entry
// does. It reads the registry, so a command a mode adds is in it with no
// change here. Commands hidden or greyed in their menus are left out.
//
// This feature is one folder and one line in application/mode_list.cpp.

#include <array>
#include <string>
#include <vector>

#include "modes/mode.hpp"

namespace astar::studio {

class PaletteMode final : public Mode {
 public:
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  void draw_windows(ModeContext& ctx) override;

 private:
  struct Choice {
    const CommandSpec* command;
    std::string label;  // as its menu entry says it now ("Undo Paint walls")
  };
  // The commands the filter keeps that can run now.
  std::vector<Choice> choices(const ModeContext& ctx) const;
  // The list; true when a row was clicked (it is then the selected one).
  bool draw_choices(ModeContext& ctx, const std::vector<Choice>& shown,
                    bool moved);
  void run(const Choice& choice, ModeContext& ctx);

  bool show_requested_ = false;
  std::array<char, 128> filter_{};
  std::size_t selected_ = 0;
};

}  // namespace astar::studio
