#include "derived/line_stepper.hpp"

#include <algorithm>

#include "astar/teach/algorithm_text.hpp"

namespace astar::studio {

void LineStepper::follow(const SearchController& controller,
                         const Grid& map) const {
  const Search& search = controller.search();
  if (controller.starts() == starts_ && search.step_count() == step_ &&
      search.status() == status_) {
    return;
  }
  starts_ = controller.starts();
  step_ = search.step_count();
  status_ = search.status();
  lines_ = trace_last_step(search, &map);
  index_ = lines_.empty() ? 0 : lines_.size() - 1;
  by_lines_ = false;
}

std::optional<LineStepper::Lit> LineStepper::lit(
    const SearchController& controller, const Grid& map) const {
  follow(controller, map);
  if (lines_.empty()) return std::nullopt;
  const Search& search = controller.search();
  const TracedLine& line = lines_[index_];
  Lit result{line.line, search.query().start, line.neighbour, line.values};
  if (search.last_expanded() >= 0 && search.step_count() > 0) {
    result.current = search.grid()->point(search.last_expanded());
  }
  return result;
}

std::vector<LineStepper::Pending> LineStepper::pending(
    const SearchController& controller, const Grid& map) const {
  follow(controller, map);
  std::vector<Pending> result;
  if (!by_lines_ || lines_.empty()) return result;
  const Search& search = controller.search();
  const int update =
      algorithm_text(search.query().algorithm).pseudocode_lines.update;
  const auto done = lines_.begin() + static_cast<std::ptrdiff_t>(index_) + 1;
  const std::span<const int> touched = search.last_touched();
  for (std::size_t i = 0; i < touched.size(); ++i) {
    const Point cell = search.grid()->point(touched[i]);
    const bool reached =
        std::any_of(lines_.begin(), done, [&](const TracedLine& line) {
          return line.line == update && line.neighbour == cell;
        });
    if (!reached) result.push_back({cell, search.before_last_step(i).state});
  }
  return result;
}

std::string LineStepper::unavailable(Algorithm algorithm) {
  if (algorithm_text(algorithm).pseudocode_lines.mapped()) return {};
  return std::string(algorithm_info(algorithm).label) +
         "'s listing has no line mapping yet: Step line expands whole cells";
}

void LineStepper::step_line(Runs& runs, const Workspace& workspace) {
  const SearchController& controller = runs.search(0);
  follow(controller, workspace.grid());
  if (by_lines_ && index_ + 1 < lines_.size()) {
    ++index_;
    return;
  }
  const std::int64_t before = controller.search().step_count();
  const std::int64_t starts = controller.starts();
  runs.step(workspace, 1);
  follow(controller, workspace.grid());
  const bool moved = controller.starts() != starts ||
                     controller.search().step_count() != before;
  if (!moved || lines_.empty()) return;
  index_ = 0;
  by_lines_ = true;
}

bool LineStepper::finish_expansion(const SearchController& controller,
                                   const Grid& map) {
  follow(controller, map);
  const bool inside = by_lines_ && index_ + 1 < lines_.size();
  if (inside) index_ = lines_.size() - 1;
  by_lines_ = false;
  return inside;
}

bool LineStepper::back(Runs& runs, const Grid& map) {
  const SearchController& controller = runs.search(0);
  follow(controller, map);
  if (!by_lines_ || lines_.empty()) return false;
  if (index_ > 0) {
    --index_;
    return true;
  }
  if (controller.search().step_count() == 0) return true;
  runs.step_back();
  follow(controller, map);
  by_lines_ = !lines_.empty();
  return true;
}

}  // namespace astar::studio
