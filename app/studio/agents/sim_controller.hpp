#pragma once
// Simulate mode as the app runs it: on or off, paused or running, the
// simulation kept in step with the document (it notices moved revisions by
// itself, as the search does), and how long planning took each frame.
//
// Interactive frames run as many fixed steps as the wall time asks for (at
// most kMaxStepsPerFrame, so a slow frame never snowballs); headless frames
// run exactly one, so a script gives the same result on any machine.

#include <cstdint>
#include <string>
#include <vector>

#include "agents/simulation.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

// Published while Simulate mode is on (modes/board.hpp): agents walk, and
// the search's own controls and statistics step aside for the
// simulation's.
struct SimulationOn {};

class SimulationController {
 public:
  static constexpr int kMaxStepsPerFrame = 4;

  bool active() const { return active_; }
  bool paused() const { return paused_; }
  // Enters Simulate mode from the document as it is, or leaves it.
  void toggle(const Workspace& workspace);
  // Starts over from the document (agents back at their cells).
  void restart(const Workspace& workspace);
  void set_paused(bool paused) { paused_ = paused; }

  // Follows the workspace, then advances by `seconds` of wall time, or by
  // one fixed step when `fixed_step`.
  void advance(const Workspace& workspace, double seconds, bool fixed_step);

  const Simulation& simulation() const { return sim_; }
  const SimulationSettings& settings() const { return settings_; }
  void set_settings(const SimulationSettings& settings) {
    settings_ = settings;
  }
  // Wall milliseconds the last frame spent planning (not deterministic:
  // for the counters and --frame-stats only).
  double planning_ms() const { return planning_ms_; }
  // The most any frame spent planning, since Simulate mode began.
  double max_planning_ms() const { return max_planning_ms_; }
  std::int64_t frames() const { return frames_; }
  double total_planning_ms() const { return total_planning_ms_; }

 private:
  void follow(const Workspace& workspace);

  bool active_ = false;
  bool paused_ = false;
  Simulation sim_;
  SimulationSettings settings_;
  Revisions seen_;
  double owed_seconds_ = 0;  // wall time not yet stepped
  double planning_ms_ = 0;
  double max_planning_ms_ = 0;
  double total_planning_ms_ = 0;
  std::int64_t frames_ = 0;
};

}  // namespace astar::studio
