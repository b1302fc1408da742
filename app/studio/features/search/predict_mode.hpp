#pragma once
// Predict mode: while it is on, a left click on the canvas is a guess at
// the cell the search expands next rather than a stroke of the tool. The
// guess is judged against the real search (predict.hpp), scored, marked on
// the canvas with the right cell, explained in the panel, and then the
// search takes that step. The score starts over whenever the search does.
// Its switch, score and verdict are drawn under the search's controls
// (controls_panel.cpp), where the student looks while stepping. It shares
// the canvas's presses with Measure (modes/canvas_clicks.hpp): turning one
// on turns the other off. The guesses are about run 1's search, so a press
// in another compared pane is refused rather than painted.

#include <optional>
#include <string>

#include "modes/mode.hpp"
#include "stepping/predict.hpp"

namespace astar::studio {

class PredictMode final : public Mode {
 public:
  // Owns TogglePredict and the script's `predict X Y`; hears Reset search
  // go by (the score starts over) and leaves it to the search view.
  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  // Prints the verdict on the script's guess.
  void run_script_verb(const ScriptCommand& command, ModeContext& ctx) override;
  void prepare(ModeContext& ctx) override;
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  void take_canvas_input(ModeContext& ctx, CanvasInput& input,
                         int run) override;

  // Its PredictState, for the panels (the switch is under the search's
  // controls) and the state line. It is on while it has the canvas's
  // presses.
  void publish(const ModeContext& ctx, Board& board) const override {
    board.publish(PredictState{ctx.clicks.taken_by(ClickUse::Predict), score_,
                               last_ ? &*last_ : nullptr});
  }
  // Judges a guess at `cell` (a core cell, maybe off the map), counts it,
  // and steps the search after a counted one: the canvas click and the
  // script's `predict X Y`. Returns the verdict as the script prints it.
  std::string guess(ModeContext& ctx, Point cell);

 private:
  void start_over();

  PredictScore score_;
  std::optional<PredictVerdict> last_;
  std::int64_t starts_seen_ = -1;  // the search's starts() the score is for
};

}  // namespace astar::studio
