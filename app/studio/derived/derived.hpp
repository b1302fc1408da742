#pragma once
// Everything the studio derives from the workspace, in one object that
// follows it by revisions: every run's search, whether the goal can be
// reached (and the cells that cannot), whether JPS can run on the map, and
// the window title. Nobody tells it that something changed: follow() finds
// out from the revisions. It touches no SDL and no GL (the runs' textures
// follow in the App's render step), so tests build and drive it alone.

#include <optional>
#include <string>

#include "analysis/clearance_view.hpp"
#include "analysis/jump_point_check.hpp"
#include "analysis/reachability.hpp"
#include "derived/line_stepper.hpp"
#include "derived/runs.hpp"
#include "ui/notifier.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class Derived {
 public:
  // Catches up with `workspace`. A goal that became unreachable (or
  // reachable again) is said through `notifier` when given.
  void follow(const Workspace& workspace, Notifier* notifier);
  // Only the reachability, settled now (a generated map says it once).
  void update_reachability(const Workspace& workspace, Notifier* notifier);

  // Why the search's unit cannot stand on the start or the goal ("Goal: a
  // unit of size 3 does not fit at (62,38)"), or "" when it can: known as
  // soon as a marker, a cell or the unit changes, not when a search starts.
  const std::string& unit_fit_problem() const { return unit_fit_; }

  // The window title when it changed since the last call.
  std::optional<std::string> take_new_title(const Workspace& workspace);

  // Work on another thread the view waits for: a unit's map a search
  // needs, the clearance overlay's numbers, or a subgoal graph.
  bool preparing() const {
    return runs.preparing() || clearance.preparing() ||
           runs.subgoal_maps().preparing();
  }

  bool show_unreachable() const { return show_unreachable_; }
  void set_show_unreachable(bool on) { show_unreachable_ = on; }

  Runs runs;
  Reachability reach;
  JumpPointCheck jps_check;
  // The clearance overlay's numbers (worked out only while it shows).
  ClearanceView clearance;
  // Where run 1's pseudocode stands inside its last expansion.
  LineStepper lines;

 private:
  void update_unit_fit(const Workspace& workspace, Notifier* notifier);

  bool show_unreachable_ = false;
  std::string title_;
  std::string unit_fit_;
};

}  // namespace astar::studio
