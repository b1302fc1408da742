#pragma once
// Measure mode: while it is on, a left drag on the map draws a ruler from
// one cell to another instead of painting; the ruler shows what each
// heuristic estimates between them and whether the straight line is clear
// and what it costs (measurement.hpp), on the canvas and in its panel.
// Designers read distances; students see why octile is exact on open
// ground and Euclidean falls short. The script's `measure X1 Y1 X2 Y2`
// lays the ruler and prints the figures.
//
// This feature is one folder and one line in application/modes.cpp.

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
  // A ruler that no longer lies on the map (another map opened) goes.
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

  bool on_ = false;
  bool dragging_ = false;
  std::optional<Point> from_;
  std::optional<Point> to_;
};

}  // namespace astar::studio
