#include "features/simulate/simulate_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "features/simulate/simulate_commands.hpp"
#include "stepping/search_commands.hpp"
#include "ui/ui_util.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

ImVec4 state_colour(AgentState state) {
  switch (state) {
    case AgentState::Walking:
      return ImVec4(0.55f, 0.8f, 1.0f, 1);
    case AgentState::Arrived:
      return ImVec4(0.45f, 0.9f, 0.5f, 1);
    case AgentState::Waiting:
      break;
  }
  return ImVec4(1.0f, 0.6f, 0.35f, 1);
}

void buttons(const SimulationController& sim, RequestQueue& out,
             UiTargets& targets) {
  if (ImGui::Button(sim.active() ? "Stop simulating" : "Simulate")) {
    out.push_back(cmd::ToggleSimulate);
  }
  targets.record("Simulate");
  tooltip("Agents walk the path to the goal; obstacles patrol",
          cmd::ToggleSimulate.shortcut);
  if (!sim.active()) return;
  ImGui::SameLine();
  if (ImGui::Button(sim.paused() ? "Resume" : "Pause")) {
    out.push_back(cmd::PlayPause);
  }
  targets.record("Pause simulation");
  ImGui::SameLine();
  if (ImGui::Button("Restart")) out.push_back(cmd::ResetSimulation);
  targets.record("Restart");
  tooltip("Agents and obstacles back where they were placed",
          cmd::ResetSimulation.shortcut);
}

void settings_rows(const SimulationController& sim, RequestQueue& out,
                   UiTargets& targets) {
  SimulationSettings settings = sim.settings();
  float interval = static_cast<float>(settings.replan_seconds);
  // The values beside the sliders, where a grab cannot cover them, and the
  // labels after, as in the Controls section.
  ImGui::PushItemWidth(-ImGui::CalcTextSize("Re-plan").x -
                       2 * ImGui::GetStyle().ItemInnerSpacing.x);
  const ValueSliderRow replan = begin_value_slider("5.0 s");
  if (ImGui::SliderFloat("##replan", &interval, 0.1f, 5.0f, "")) {
    settings.replan_seconds = std::max(0.1, static_cast<double>(interval));
  }
  targets.record("Re-plan interval");
  tooltip(
      "Each agent plans its path again this often, and at once when a "
      "cell on its path becomes blocked");
  char text[32];
  std::snprintf(text, sizeof text, "%.1f s", interval);
  end_value_slider(replan, text, "Re-plan");
  int budget = static_cast<int>(
      std::min<std::int64_t>(settings.expansions_per_step, 10'000'000));
  const ValueSliderRow row = begin_value_slider("2000000");
  if (ImGui::SliderInt("##budget", &budget, 1000, 2'000'000, "",
                       ImGuiSliderFlags_Logarithmic)) {
    settings.expansions_per_step = std::max(1, budget);
  }
  targets.record("Planning budget");
  tooltip(
      "Expansions each step may spend planning: planning stops for the step "
      "once this many cells were expanded; the other re-plans wait for the "
      "next step");
  end_value_slider(row, std::to_string(budget).c_str(), "Budget");
  ImGui::PopItemWidth();
  ImGui::Checkbox("Smooth paths", &settings.smooth);
  targets.record("Smooth paths");
  tooltip(
      "Agents walk the line-of-sight smoothed path; off: every cell of "
      "the grid path");
  if (!(settings == sim.settings())) out.push_back(SetSimulation{settings});
}

// How a simulated agent fares: its state, re-plans and distance walked.
void run_cells(const AgentRun& agent) {
  ImGui::TableNextColumn();
  ImGui::TextColored(state_colour(agent.state), "%s", to_string(agent.state));
  if (agent.state == AgentState::Waiting && !agent.why.empty()) {
    tooltip(agent.why.c_str());
  }
  ImGui::TableNextColumn();
  ImGui::Text("%lld", static_cast<long long>(
                          std::max<std::int64_t>(0, agent.plans - 1)));
  ImGui::TableNextColumn();
  ImGui::Text("%.1f", agent.walked);
}

// The agent's size and terrain table, edited in its row.
void unit_cells(const AgentPlacement& placed, std::size_t index,
                RequestQueue& out) {
  ImGui::PushID(static_cast<int>(index));
  ImGui::TableNextColumn();
  int size = placed.size;
  ImGui::SetNextItemWidth(-FLT_MIN);
  if (ImGui::SliderInt("##size", &size, 1, kMaxUnitSize, "%d") &&
      size != placed.size) {
    out.push_back(SetAgentUnit{index, Unit{size, placed.terrain}});
  }
  tooltip("The agent's footprint: the K x K cells right of and below its cell");
  ImGui::TableNextColumn();
  char text[128];
  std::snprintf(text, sizeof text, "%s", placed.terrain.spec().c_str());
  ImGui::SetNextItemWidth(-FLT_MIN);
  // Applied on Enter, and only when it parses: the row keeps a valid table.
  if (ImGui::InputTextWithHint("##terrain", "10=wall", text, sizeof text,
                               ImGuiInputTextFlags_EnterReturnsTrue)) {
    if (auto table = TerrainTable::parse(text)) {
      out.push_back(SetAgentUnit{index, Unit{placed.size, table.value()}});
    }
  }
  tooltip("Its terrain table, as \"10=wall,5=2\" (Enter applies it)");
  ImGui::PopID();
}

// One row per placed agent: its unit, and while simulating how it fares.
void agent_rows(const SimulationController& sim, const Actors& actors,
                RequestQueue& out) {
  const auto& placed = actors.agents;
  if (placed.empty()) return;
  const Simulation* simulation = sim.active() ? &sim.simulation() : nullptr;
  const float line = ImGui::GetFrameHeightWithSpacing();
  const float height =
      std::min(8.0f, static_cast<float>(placed.size()) + 1.0f) * line;
  if (!ImGui::BeginTable("agents", 6,
                         ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                             ImGuiTableFlags_SizingStretchProp,
                         ImVec2(0, height))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char* name :
       {"#", "size", "terrain", "state", "re-plans", "walked"}) {
    ImGui::TableSetupColumn(name);
  }
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(placed.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const auto at = static_cast<std::size_t>(i);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d", i);
      unit_cells(placed[at], at, out);
      if (simulation == nullptr || at >= simulation->agents().size()) continue;
      run_cells(simulation->agents()[at]);
    }
  }
  ImGui::EndTable();
}

}  // namespace

void draw_simulate_panel(const SimulationController& sim, const Actors& actors,
                         RequestQueue& out, UiTargets& targets) {
  const std::size_t agents = actors.agents.size();
  const std::size_t obstacles = actors.obstacles.size();
  buttons(sim, out, targets);
  settings_rows(sim, out, targets);
  if (!sim.active()) {
    dim_text_wrapped_at_spaces(std::to_string(agents) + " agents, " +
                               std::to_string(obstacles) +
                               " moving obstacles placed");
    // Their sizes and tables are set before simulating too.
    agent_rows(sim, actors, out);
    if (agents == 0) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled(
          "Place agents with the Agent tool (K) and moving "
          "obstacles with the Obstacle tool (O).");
      ImGui::PopTextWrapPos();
    }
    return;
  }
  const Simulation& simulation = sim.simulation();
  const SimulationStats& stats = simulation.stats();
  if (ImGui::BeginTable("sim stats", 2, ImGuiTableFlags_SizingStretchProp)) {
    int walking = 0, waiting = 0, arrived = 0;
    for (const AgentRun& agent : simulation.agents()) {
      walking += agent.state == AgentState::Walking;
      waiting += agent.state == AgentState::Waiting;
      arrived += agent.state == AgentState::Arrived;
    }
    table_row("Time", "%.1f s%s", stats.seconds,
              sim.paused() ? " (paused)" : "");
    table_row("Walking", "%d", walking);
    table_row("Waiting", "%d", waiting);
    table_row("Arrived", "%d", arrived);
    table_row("Re-plans", "%lld (%zu queued)",
              static_cast<long long>(stats.replans), stats.queued);
    table_row("Planning", "%.2f ms/frame", sim.planning_ms());
    table_row("", "max %.2f ms", sim.max_planning_ms());
    table_row("Expanded", "%lld this step",
              static_cast<long long>(stats.expansions_this_step));
    table_row("Walked", "%.1f cells", stats.walked);
    ImGui::EndTable();
  }
  agent_rows(sim, actors, out);
}

}  // namespace astar::studio
