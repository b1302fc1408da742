// Simulate mode in the App: its commands, its panel section, its overlay
// and its lines for scripts. The model is in simulate/; this only wires it.

#include <imgui.h>

#include <cstdio>

#include "app.hpp"
#include "canvas/sim_overlay.hpp"
#include "panels/simulate_panel.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {

void App::start_simulation() {
  if (!sim_.active()) execute_simulate(Command::ToggleSimulate);
}

bool App::execute_simulate(Command command) {
  switch (command) {
    case Command::ToggleSimulate:
      sim_.toggle(*workspace_);
      if (sim_.active() && workspace_->document().actors.agents.empty()) {
        notifier_.info(
            "Simulating: no agents yet. Place some with the Agent tool (K).");
      } else {
        notifier_.info(sim_.active() ? "Simulating." : "Stopped simulating.");
      }
      return true;
    case Command::ResetSimulation:
      if (!sim_.active()) sim_.toggle(*workspace_);
      sim_.restart(*workspace_);
      notifier_.info("Restarted the simulation.");
      return true;
    case Command::PlayPause:
      // While simulating, Space pauses the agents, not the search.
      if (!sim_.active()) return false;
      sim_.set_paused(!sim_.paused());
      return true;
    default:
      return false;
  }
}

void App::draw_simulate_section() {
  if (!section("Simulate", targets_)) return;
  const Actors& actors = workspace_->document().actors;
  draw_simulate_panel(sim_, actors.agents.size(), actors.obstacles.size(),
                      requests_, targets_);
}

void App::draw_sim_overlay(const CanvasView& view) {
  SimOverlay overlay;
  overlay.placed = &workspace_->document().actors;
  overlay.running = sim_.active() ? &sim_.simulation() : nullptr;
  overlay.patrol_drag = tools_.patrol_drag();
  astar::studio::draw_sim_overlay(view, overlay);
}

std::vector<std::string> App::describe_agents() const {
  if (!sim_.active()) return {};
  return sim_.simulation().describe();
}

std::string App::describe_planning() const {
  char line[200];
  const double frames =
      static_cast<double>(std::max<std::int64_t>(1, sim_.frames()));
  const SimulationStats& stats = sim_.simulation().stats();
  std::snprintf(line, sizeof line,
                "planning mean=%.3fms max=%.3fms replans=%lld "
                "expanded_per_frame=%.0f frames=%lld",
                sim_.total_planning_ms() / frames, sim_.max_planning_ms(),
                static_cast<long long>(stats.replans),
                static_cast<double>(stats.expansions) / frames,
                static_cast<long long>(sim_.frames()));
  return line;
}

}  // namespace astar::studio
