#include "agents/sim_controller.hpp"

#include <algorithm>
#include <chrono>

namespace astar::studio {

void SimulationController::toggle(const Workspace& workspace) {
  active_ = !active_;
  if (active_) restart(workspace);
}

void SimulationController::restart(const Workspace& workspace) {
  sim_.reset(workspace.document());
  seen_ = workspace.revisions();
  owed_seconds_ = 0;
  planning_ms_ = 0;
  max_planning_ms_ = 0;
  total_planning_ms_ = 0;
  frames_ = 0;
  paused_ = false;
}

void SimulationController::follow(const Workspace& workspace) {
  const Revisions& now = workspace.revisions();
  if (now == seen_) return;
  if (now.document != seen_.document) {
    restart(workspace);
    return;
  }
  sim_.sync(workspace.document(), now.cells != seen_.cells);
  seen_ = now;
}

void SimulationController::advance(const Workspace& workspace, double seconds,
                                   bool fixed_step) {
  if (!active_) return;
  follow(workspace);
  planning_ms_ = 0;
  if (paused_) return;
  int steps = 1;
  if (!fixed_step) {
    owed_seconds_ =
        std::min(owed_seconds_ + seconds, kMaxStepsPerFrame * kSimStepSeconds);
    steps = static_cast<int>(owed_seconds_ / kSimStepSeconds);
    owed_seconds_ -= steps * kSimStepSeconds;
  }
  using Clock = std::chrono::steady_clock;
  for (int i = 0; i < steps; ++i) {
    sim_.begin_step(settings_);
    const auto began = Clock::now();
    sim_.plan(workspace.settings(), settings_);
    const std::chrono::duration<double, std::milli> took = Clock::now() - began;
    planning_ms_ += took.count();
    sim_.finish_step();
  }
  ++frames_;
  total_planning_ms_ += planning_ms_;
  max_planning_ms_ = std::max(max_planning_ms_, planning_ms_);
}

}  // namespace astar::studio
