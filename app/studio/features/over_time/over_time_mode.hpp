#pragma once
// Following the search over time: breakpoints (set from the cell menu or a
// script), the status line when one stops the search, and exporting the
// canvas every K steps, a file a rendered frame.

#include <string>

#include "features/over_time/frame_export_dialog.hpp"
#include "modes/mode.hpp"
#include "panels/cell_menu.hpp"
#include "script/script.hpp"
#include "shell/frame_export.hpp"

namespace astar::studio {

class OverTimeMode final : public Mode {
 public:
  // Export frames, the breakpoints' requests, the script's `break` and
  // `history`.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  // Shown where files can be written (not in a page).
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void run_script_verb(const ScriptCommand& command, ModeContext& ctx) override;
  // Moves run 1 to the step the next exported frame shows.
  void prepare(ModeContext& ctx) override;
  // Says when a breakpoint stopped the search.
  void advance(ModeContext& ctx, double seconds) override;
  // Run 1's breakpoints as rings, and its cell menu.
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  void draw_windows(ModeContext& ctx) override;
  bool busy(const ModeContext& ctx) const override;

  // Starts writing the canvas every `every` steps into `folder`; fails
  // when the folder holds any file.
  Status start_export(const std::string& folder, std::int64_t every,
                      ModeContext& ctx);
  bool exporting() const { return export_.active(); }
  // After rendering, when a frame is due: the canvas's part of the
  // rendered frame goes into its file.
  bool reads_frame_pixels() const override { return export_.capture_pending(); }
  void take_frame_pixels(const Result<Screenshot>& shot,
                         ModeContext& ctx) override;

 private:
  void add_breakpoint(const SetBreakpoint& request, ModeContext& ctx);
  void draw_progress(ModeContext& ctx);

  CellMenu cell_menu_;
  FrameExport export_;
  FrameExportDialog dialog_;
};

}  // namespace astar::studio
