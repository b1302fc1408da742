#pragma once
// Crowds (Simulate > Crowds): hundreds of agents walking to the goals along one
// flow field and steering around each other (astar/crowd, astar/field),
// the field's costs as a heat map and its steps as arrows, and a unit's
// D* Lite path whose repair after an edit shows the cells it touched
// (astar/replan). The crowd runs on a copy of the map that follows every
// edit of the workspace (crowd_world.hpp); it steps a fixed 0.1 s at a
// time, at most kStepBudgetMs of each frame, so the UI never waits on it.
//
// The goals are the document's goal marker and those a click adds (Click
// goals); agents come by a count in the selection or by the brush (Agent
// brush), which take the map's presses as Measure does
// (modes/canvas_clicks.hpp). Goals and agents are the simulation's state,
// not the document's: undo leaves them be, and another map starts them
// over. A crowd lesson sets them up (SetUpCrowd); its crowd goes with its
// document.
//
// This feature is one folder and one line in application/mode_list.cpp.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "features/crowds/crowd_overlay.hpp"
#include "features/crowds/crowd_world.hpp"
#include "features/crowds/repair_plan.hpp"
#include "modes/mode.hpp"

namespace astar::studio {

class CrowdMode final : public Mode {
 public:
  // A frame spends at most this long stepping the crowd, and at most
  // kMaxStepsPerFrame steps: behind that, the crowd runs slower than
  // real time instead of the frames slowing down.
  static constexpr double kStepBudgetMs = 6.0;
  static constexpr int kMaxStepsPerFrame = 3;
  static constexpr int kMaxBrushRadius = 8;  // cells

  void declare(CommandRegistry& registry) override;
  bool carry_out(const Request& request, ModeContext& ctx) override;
  CommandState command_state(Command command,
                             const ModeContext& ctx) const override;
  void run_script_verb(const ScriptCommand& command, ModeContext& ctx) override;
  void prepare(ModeContext& ctx) override;
  void advance(ModeContext& ctx, double seconds) override;
  void draw_panel(ModeContext& ctx) override;
  void draw_overlay(ModeContext& ctx, const CanvasView& view, int run) override;
  void take_canvas_input(ModeContext& ctx, CanvasInput& input,
                         int run) override;
  void describe(const ModeContext& ctx,
                std::vector<std::string>& lines) const override;
  bool busy(const ModeContext& ctx) const override;
  bool working_in_background(const ModeContext& ctx) const override;

 private:
  bool carry_out(Command command, ModeContext& ctx);
  void turn_on(ModeContext& ctx);
  void turn_off(ModeContext& ctx);
  void toggle_clicks(ModeContext& ctx, ClickUse use);
  void set_up(const SetUpCrowd& setup, ModeContext& ctx);
  void click_goal(ModeContext& ctx, std::optional<Point> cell);
  void remove_goal(ModeContext& ctx, Point goal);
  void start_brush(ModeContext& ctx, std::optional<Point> cell, int run);
  void follow_brush(ModeContext& ctx, const CanvasInput& input);
  void start_over(const ModeContext& ctx);
  void follow_workspace(ModeContext& ctx);
  void plan_repair(const ModeContext& ctx);
  void place_in_selection(ModeContext& ctx);
  void place(ModeContext& ctx, CellArea area, int count);
  void add_goal(ModeContext& ctx, Point goal);
  void draw_controls(ModeContext& ctx);
  void draw_click_controls(ModeContext& ctx);
  void draw_figures() const;
  std::string figures_line() const;

  bool on_ = false;
  bool running_ = false;
  bool show_field_ = false;
  bool show_repair_ = false;
  bool scroll_to_section_ = false;  // the panel scrolls to it, once
  int count_ = 500;
  int brush_radius_ = 2;  // cells
  // The brush's stroke: its pane, its last cell, what it placed so far.
  std::optional<int> brush_pane_;
  Point brush_last_{};
  int brush_placed_ = 0;
  // The cell under the mouse in run 1's pane, for the brush's outline.
  std::optional<Point> hovered_;
  // The lesson's document while a crowd lesson's crowd is shown (0: none),
  // and the views from before it.
  std::uint64_t lesson_document_ = 0;
  bool field_before_lesson_ = false;
  bool repair_before_lesson_ = false;
  CrowdWorld world_;
  RepairPlan repair_;
  FieldPicture picture_;
  // The workspace's revisions the world last followed.
  std::uint64_t document_ = 0;
  std::uint64_t cells_ = 0;
  std::uint64_t settings_ = 0;
  std::uint64_t markers_ = 0;
  // The last edit was a stroke still going on: its next frame's repair
  // adds to the cells shown.
  bool repair_in_stroke_ = false;
  double owed_seconds_ = 0;  // simulated time the steps are behind
  double step_ms_ = 0;       // the last frame's stepping, per step
  bool heat_shown_ = false;  // in run 1's pane, the last frame
  CrowdDrawn drawn_;
};

}  // namespace astar::studio
