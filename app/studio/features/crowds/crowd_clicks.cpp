// What the map's presses do while Crowds has them: Click goals adds a goal
// on an open cell and removes one clicked again; Agent brush paints agents
// along a drag. A press that cannot do either says why on the status line
// and changes nothing; the tools never see it (modes/canvas_clicks.hpp).

#include <algorithm>
#include <cstdio>

#include "features/crowds/crowd_mode.hpp"
#include "panels/panels.hpp"

namespace astar::studio {
namespace {

std::string crowd_cell_where(const ModeContext& ctx, Point cell) {
  return studio::cell_text(cell, ctx.settings.origin,
                           ctx.workspace.grid().height());
}

std::string crowd_goals_text(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " goal" : " goals");
}

}  // namespace

void CrowdMode::toggle_clicks(ModeContext& ctx, ClickUse use) {
  brush_pane_.reset();
  if (ctx.clicks.taken_by(use)) {
    ctx.clicks.release(use);
    ctx.notifier.info(std::string(click_use_name(use)) +
                      " is off: drags paint again.");
    return;
  }
  const ClickUse before = ctx.clicks.take(use);
  std::string message =
      use == ClickUse::CrowdGoals
          ? "Click goals: a click on an open cell adds a goal, a click on a "
            "goal removes it"
          : "Agent brush: drag on the map to paint agents";
  if (before != ClickUse::Tools) {
    message += std::string(" (") + click_use_name(before) + " is off)";
  }
  ctx.notifier.info(message + ".");
}

void CrowdMode::remove_goal(ModeContext& ctx, Point goal) {
  Result<bool> removed = world_.remove_goal(goal);
  if (!removed) {
    ctx.notifier.error("Crowds: " + removed.error());
  } else if (removed.value()) {
    ctx.notifier.info("Removed the goal at " + crowd_cell_where(ctx, goal) +
                      ": " + crowd_goals_text(world_.goals().size()) +
                      " left.");
  }
}

void CrowdMode::click_goal(ModeContext& ctx, std::optional<Point> cell) {
  if (!cell) {
    ctx.notifier.warn(
        "Off the map: click an open cell of the map to add a goal there.");
    return;
  }
  const auto& goals = world_.goals();
  if (std::find(goals.begin(), goals.end(), *cell) != goals.end()) {
    remove_goal(ctx, *cell);
    return;
  }
  if (!world_.grid().walkable(*cell)) {
    ctx.notifier.warn(crowd_cell_where(ctx, *cell) +
                      " is a wall: a goal goes on an open cell.");
    return;
  }
  if (Status added = world_.add_goal(*cell); !added) {
    ctx.notifier.error("Crowds: " + added.error());
    return;
  }
  ctx.notifier.info("Added a goal at " + crowd_cell_where(ctx, *cell) + ": " +
                    crowd_goals_text(world_.goals().size()) + ".");
}

void CrowdMode::start_brush(ModeContext& ctx, std::optional<Point> cell,
                            int run) {
  if (!cell) {
    ctx.notifier.warn(
        "Off the map: the agent brush paints agents on the map's open cells.");
    return;
  }
  brush_pane_ = run;
  brush_last_ = *cell;
  brush_placed_ = world_.paint(*cell, *cell, brush_radius_);
}

// The stroke goes on from its last cell to the mouse's, cut to the map;
// on release the status line says what it placed.
void CrowdMode::follow_brush(ModeContext& ctx, const CanvasInput& input) {
  constexpr int kLeft = static_cast<int>(MouseButton::Left);
  const Grid& grid = world_.grid();
  const Point to{std::clamp(input.cell_unclamped.x, 0, grid.width() - 1),
                 std::clamp(input.cell_unclamped.y, 0, grid.height() - 1)};
  if (to != brush_last_) {
    brush_placed_ += world_.paint(brush_last_, to, brush_radius_);
    brush_last_ = to;
  }
  if (!input.released[kLeft] && input.down[kLeft]) return;
  brush_pane_.reset();
  const int all = world_.crowd() != nullptr ? world_.crowd()->size() : 0;
  if (brush_placed_ > 0) {
    char text[96];
    std::snprintf(text, sizeof text, "Painted %d agents (%d in all).",
                  brush_placed_, all);
    ctx.notifier.info(text);
  } else if (all >= CrowdWorld::kMaxAgents) {
    ctx.notifier.warn(
        "The crowd is full: " + std::to_string(CrowdWorld::kMaxAgents) +
        " agents at most.");
  } else {
    ctx.notifier.warn(
        "The brush placed no agent: no open cell under it is free.");
  }
}

void CrowdMode::take_canvas_input(ModeContext& ctx, CanvasInput& input,
                                  int run) {
  constexpr int kLeft = static_cast<int>(MouseButton::Left);
  const bool goals = ctx.clicks.taken_by(ClickUse::CrowdGoals);
  const bool brush = ctx.clicks.taken_by(ClickUse::CrowdBrush);
  if (run == 0) hovered_ = input.hovered ? input.cell : std::nullopt;
  if (!on_ || !world_.ready() || (!goals && !brush)) return;
  if (input.pressed[kLeft] && !input.panning &&
      !ctx.workspace.gesture_active()) {
    // The press is the crowd's, in whichever pane: nothing is painted.
    input.pressed[kLeft] = false;
    if (goals) {
      click_goal(ctx, input.cell);
    } else {
      start_brush(ctx, input.cell, run);
    }
  }
  if (brush && brush_pane_ == run) follow_brush(ctx, input);
}

}  // namespace astar::studio
