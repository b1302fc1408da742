#include "derived/derived.hpp"

namespace astar::studio {

void Derived::follow(const Workspace& workspace, Notifier* notifier) {
  // Repaired before the searches restart on the edited map.
  runs.subgoal_maps().follow(workspace);
  runs.sync(workspace);
  update_reachability(workspace, notifier);
  update_unit_fit(workspace, notifier);
  clearance.follow(workspace);
}

void Derived::update_unit_fit(const Workspace& workspace, Notifier* notifier) {
  // A stroke's end catches up, as for the reachability.
  if (workspace.gesture_active()) return;
  const Unit& unit = workspace.settings().unit;
  const Document& doc = workspace.document();
  std::string problem;
  if (!unit.is_cell()) {
    // A look at K x K cells per marker: cheap enough for every frame.
    for (const auto& [name, marker] :
         {std::pair{"Start", doc.start}, std::pair{"Goal", doc.goal}}) {
      if (!marker || !problem.empty()) continue;
      const std::string why = astar::unit_fit_problem(doc.grid, unit, *marker);
      if (!why.empty()) problem = std::string(name) + ": " + why;
    }
  }
  if (problem == unit_fit_) return;
  unit_fit_ = problem;
  if (!problem.empty() && notifier != nullptr) {
    notifier->warn(problem + "; move it, or choose a smaller unit size.");
  }
}

void Derived::update_reachability(const Workspace& workspace,
                                  Notifier* notifier) {
  // A flood per mouse sample would slow strokes; the drag's end catches up.
  if (workspace.gesture_active()) return;
  const GoalReach before = reach.goal();
  const Reachability::Changes changes =
      reach.update(workspace.document(), workspace.revisions().cells,
                   workspace.settings().rules, show_unreachable_);
  runs.layers(0).set_unreachable_mask(reach.mask(), reach.mask_revision());
  if (!changes.goal || notifier == nullptr) return;
  if (reach.goal() == GoalReach::Unreachable) {
    notifier->warn(kGoalUnreachableText);
  } else if (before == GoalReach::Unreachable &&
             reach.goal() == GoalReach::Reachable) {
    notifier->info("The goal can be reached from the start again.");
  }
}

std::optional<std::string> Derived::take_new_title(const Workspace& workspace) {
  std::string title = workspace.title();
  if (title == title_) return std::nullopt;
  title_ = title;
  return title;
}

}  // namespace astar::studio
