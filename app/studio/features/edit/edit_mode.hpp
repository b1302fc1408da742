#pragma once
// Editing: the tools that turn mouse strokes into edits (and their
// commands), changes to the whole map (generating, resizing, shifting,
// inverting, clearing), undo and redo, the unreachable-cell highlight, and
// writing .scen problems for the map. It owns the dialogs that ask for
// those settings; every change goes through the workspace.

#include "features/edit/generator_dialog.hpp"
#include "features/edit/map_ops_dialogs.hpp"
#include "features/edit/scenario_dialog.hpp"
#include "modes/mode.hpp"

namespace astar::studio {

class EditMode final : public Mode {
 public:
  // Undo and redo, the Map menu, scenarios, the copy of cells, the
  // analysis overlays, and every canvas tool's command.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void draw_windows(ModeContext& ctx) override;

 private:
  bool carry_out(Command command, ModeContext& ctx);
  void invert_or_clear(Command command, ModeContext& ctx);
  void undo_or_redo(bool undo, ModeContext& ctx);
  void jump_history(std::size_t position, ModeContext& ctx);
  void toggle_unreachable(ModeContext& ctx);
  void toggle_clearance(ModeContext& ctx);
  void apply_generated(GeneratedMap generated, ModeContext& ctx);
  void apply_resize(const ResizeRequest& request, ModeContext& ctx);
  void apply_shift(const ShiftRequest& request, ModeContext& ctx);
  void write_scenarios(const ScenarioRequest& request, ModeContext& ctx);

  GeneratorDialog generator_;
  ResizeDialog resize_;
  ShiftDialog shift_;
  ScenarioDialog scenario_;
};

}  // namespace astar::studio
