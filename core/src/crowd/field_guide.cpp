#include "astar/crowd/field_guide.hpp"

namespace astar {

Vec2 FieldGuide::direction(const Grid& grid, int /*id*/, const Agent& agent) {
  const Point here = cell_of(agent.position);
  if (!grid.contains(here) || field_->width() != grid.width() ||
      field_->height() != grid.height()) {
    return {};
  }
  const int cell = grid.index(here);
  Vec2 target;
  if (field_->is_goal(cell)) {
    // A goal cell that is not its own (goals side by side): its centre.
    target = cell_of(agent.goal) == here ? agent.goal : cell_centre(here);
  } else if (field_->reachable(cell)) {
    const int next = field_->next(cell);
    target = cell_centre({next % grid.width(), next / grid.width()});
  } else {
    return {};  // cut off from every goal: it waits for an edit to open one
  }
  const Vec2 way = target - agent.position;
  const double d = length(way);
  return d > 1e-9 ? way / d : Vec2{};
}

}  // namespace astar
