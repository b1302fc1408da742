#pragma once
// The Simulate section of the left panel: start, pause and restart, the
// re-planning settings, and the counters (re-plans, planning time per
// frame, distance walked, each agent's state). Reads the controller and
// returns requests; it changes nothing itself.

#include "commands.hpp"
#include "headless/ui_targets.hpp"
#include "simulate/sim_controller.hpp"

namespace astar::studio {

void draw_simulate_panel(const SimulationController& sim, std::size_t agents,
                         std::size_t obstacles, RequestQueue& out,
                         UiTargets& targets);

}  // namespace astar::studio
