#pragma once
// The search view: run 1's settings, controls, statistics and path
// overlays (waypoints, smoothing, Theta*'s parent lines), and the commands
// that step, play, run, rewind and reset every run. It is always on; the
// runs themselves belong to Derived.

#include <string>
#include <vector>

#include "canvas/path_overlay.hpp"
#include "canvas/unit_overlay.hpp"
#include "modes/mode.hpp"
#include "stepping/path_views.hpp"

namespace astar::studio {

class SearchMode final : public Mode {
 public:
  // The Search menu's stepping commands and the run's settings; hears
  // Escape first, to stop a run before it ends a drag; `explain`.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  // The script's `explain`: why the last step of run 1 did what it did.
  void run_script_verb(const ScriptCommand& command, ModeContext& ctx) override;
  void draw_panel(ModeContext& ctx) override;
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  // Says why a search that waited for its unit's map could not start.
  void advance(ModeContext& ctx, double seconds) override;
  bool busy(const ModeContext& ctx) const override;
  bool working_in_background(const ModeContext& ctx) const override;
  // While stepping lines: "pseudocode: N | VALUES", the lit line and what
  // it saw, as the Code tab shows them.
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;

  // Its path overlays' switches: the canvas draws the path line by them.
  void publish(const ModeContext& ctx, Board& board) const override;

 private:
  bool carry_out(Command command, ModeContext& ctx);
  // Says why a search cannot start, once a command tried to.
  void report_problem(ModeContext& ctx) const;
  // While stepping lines: the cell taken and the neighbour looked at.
  void draw_lit_cells(ModeContext& ctx, const CanvasView& view);

  PathViews paths_;
  SweptBand band_;
  PathOverlayOptions overlays_;
  bool was_preparing_ = false;
};

}  // namespace astar::studio
