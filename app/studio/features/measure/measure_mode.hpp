#pragma once
// Measure mode: while it is on, a left drag on the map draws a ruler from
// one cell to another instead of painting; the ruler shows what each
// heuristic estimates between them and whether the straight line is clear
// and what it costs (measurement.hpp), on the canvas and in its panel.
// Designers read distances; students see why octile is exact on open
// ground and Euclidean falls short. The script's `measure X1 Y1 X2 Y2`
// lays the ruler and prints the figures. Runs compared side by side share
// one map, so a drag in any pane lays the one ruler, shown in every pane.
// It shares the canvas's presses with Predict (modes/canvas_clicks.hpp):
// turning one on turns the other off.
//
// This feature is one folder and one line in application/mode_list.cpp.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "features/measure/measurement.hpp"
#include "modes/mode.hpp"

namespace astar::studio {

class MeasureMode final : public Mode {
 public:
  // Its switch (View > Measure, D) and the script's `measure`.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  // The ruler goes with the document it was laid on.
  void prepare(ModeContext& ctx) override;
  void take_canvas_input(ModeContext& ctx, CanvasInput& input,
                         int run) override;
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  void draw_panel(ModeContext& ctx) override;
  // "measure ..." while on, with a ruler laid.
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;
  void run_script_verb(const ScriptCommand& command, ModeContext& ctx) override;

 private:
  std::optional<Measurement> measurement(const ModeContext& ctx) const;
  static bool on(const ModeContext& ctx) {
    return ctx.clicks.taken_by(ClickUse::Measure);
  }
  void clear();

  std::optional<int> dragging_;  // the pane whose drag lays the ruler
  std::optional<Point> from_;
  std::optional<Point> to_;
  std::uint64_t document_ = 0;  // the document the ruler lies on
};

}  // namespace astar::studio
