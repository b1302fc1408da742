#include "features/simulate/simulate_mode.hpp"

#include <algorithm>
#include <cstdio>

#include "canvas/sim_overlay.hpp"
#include "features/simulate/simulate_commands.hpp"
#include "features/simulate/simulate_panel.hpp"
#include "stepping/search_commands.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {

void SimulateMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ToggleSimulate, cmd::ResetSimulation});
  registry.listen(*this, cmd::PlayPause);
  registry.take<SetSimulation>(*this);
  registry.take<SetAgentUnit>(*this);
  registry.take<StartSimulating>(*this);
}

CommandState SimulateMode::command_state(Command command,
                                         const ModeContext& /*ctx*/) const {
  CommandState state;
  if (command == cmd::ToggleSimulate) state.checked = sim_.active();
  if (command == cmd::ResetSimulation) state.enabled = sim_.active();
  return state;
}

bool SimulateMode::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* command = std::get_if<Command>(&request)) {
    return carry_out(*command, ctx);
  }
  if (const auto* r = std::get_if<SetSimulation>(&request)) {
    sim_.set_settings(r->settings);
    return true;
  }
  if (const auto* r = std::get_if<SetAgentUnit>(&request)) {
    set_agent_unit(*r, ctx);
    return true;
  }
  if (std::holds_alternative<StartSimulating>(request)) {
    start(ctx);
    return true;
  }
  return false;
}

bool SimulateMode::carry_out(Command command, ModeContext& ctx) {
  if (command == cmd::ToggleSimulate) {
    sim_.toggle(ctx.workspace);
    if (sim_.active() && ctx.workspace.document().actors.agents.empty()) {
      ctx.notifier.info(
          "Simulating: no agents yet. Place some with the Agent tool (K).");
    } else {
      ctx.notifier.info(sim_.active() ? "Simulating." : "Stopped simulating.");
    }
  } else if (command == cmd::ResetSimulation) {
    if (!sim_.active()) sim_.toggle(ctx.workspace);
    sim_.restart(ctx.workspace);
    ctx.notifier.info("Restarted the simulation.");
  } else if (command == cmd::PlayPause) {
    // While simulating, Space pauses the agents, not the search.
    if (!sim_.active()) return false;
    sim_.set_paused(!sim_.paused());
  } else {
    return false;
  }
  return true;
}

// An edit of the document's actors, so it is undone like a placement and
// saved in sessions; the simulation restarts that agent with its new unit.
void SimulateMode::set_agent_unit(const SetAgentUnit& r, ModeContext& ctx) {
  const Document& doc = ctx.workspace.document();
  if (r.agent >= doc.actors.agents.size() ||
      doc.actors.agents[r.agent].unit() == r.unit ||
      !check_unit_size(r.unit.size)) {
    return;
  }
  Actors after = doc.actors;
  after.agents[r.agent].size = r.unit.size;
  after.agents[r.agent].terrain = r.unit.terrain;
  ctx.workspace.apply(
      make_actors_command(doc, std::move(after), "Set agent's unit"));
}

void SimulateMode::start(ModeContext& ctx) {
  if (!sim_.active()) carry_out(Command(cmd::ToggleSimulate), ctx);
}

void SimulateMode::advance(ModeContext& ctx, double seconds) {
  sim_.advance(ctx.workspace, seconds, ctx.headless());
}

void SimulateMode::draw_panel(ModeContext& ctx) {
  if (!section("Simulate", ctx.targets)) return;
  const Actors& actors = ctx.workspace.document().actors;
  draw_simulate_panel(sim_, actors, ctx.requests, ctx.targets);
}

void SimulateMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                                int /*run*/) {
  SimOverlay overlay;
  overlay.placed = &ctx.workspace.document().actors;
  overlay.running = sim_.active() ? &sim_.simulation() : nullptr;
  overlay.patrol_drag = ctx.tools.patrol_drag();
  draw_sim_overlay(view, overlay);
}

void SimulateMode::describe(const ModeContext& /*ctx*/,
                            std::vector<std::string>& lines) const {
  if (!sim_.active()) return;
  for (std::string& line : sim_.simulation().describe()) {
    lines.push_back(std::move(line));
  }
}

void SimulateMode::publish(const ModeContext& /*ctx*/, Board& board) const {
  if (sim_.active()) board.publish(SimulationOn{});
}

bool SimulateMode::busy(const ModeContext& /*ctx*/) const {
  return sim_.active() && !sim_.paused();
}

std::string SimulateMode::describe_planning() const {
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
