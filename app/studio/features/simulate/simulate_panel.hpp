#pragma once
// The Simulate section of the left panel: start, pause and restart, the
// re-planning settings, and the counters (re-plans, planning time per
// frame, distance walked, each agent's state). Reads the controller and
// returns requests; it changes nothing itself.

#include "agents/sim_controller.hpp"
#include "commands/commands.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

// `actors`: the document's, whose agents' sizes and tables the agent
// table edits (through SetAgentUnit requests).
void draw_simulate_panel(const SimulationController& sim, const Actors& actors,
                         RequestQueue& out, UiTargets& targets);

}  // namespace astar::studio
