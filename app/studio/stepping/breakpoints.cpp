#include "stepping/breakpoints.hpp"

#include <algorithm>

namespace astar::studio {
namespace {

// Whether the last step of `search` first opened, or first expanded, `cell`.
bool fired(const Search& search, const Breakpoint& point) {
  const Grid& grid = *search.grid();
  if (!grid.contains(point.cell)) return false;
  const int cell = point.cell.y * grid.width() + point.cell.x;
  if (point.on == BreakOn::Expanded) return search.last_expanded() == cell;
  const auto touched = search.last_touched();
  for (std::size_t i = 0; i < touched.size(); ++i) {
    if (touched[i] == cell &&
        search.before_last_step(i).state == CellState::Unseen) {
      return true;
    }
  }
  return false;
}

}  // namespace

const char* to_string(BreakOn on) {
  return on == BreakOn::Opened ? "opened" : "expanded";
}

std::string describe(const BreakpointHit& hit) {
  return "Stopped: (" + std::to_string(hit.cell.x) + "," +
         std::to_string(hit.cell.y) + ") was " + to_string(hit.on) +
         " at step " + std::to_string(hit.step) + ".";
}

void Breakpoints::add(Point cell, BreakOn on) {
  const bool known = std::any_of(points_.begin(), points_.end(), [&](auto& p) {
    return p.cell == cell && p.on == on;
  });
  if (!known) points_.push_back({cell, on});
}

std::optional<BreakpointHit> Breakpoints::check_step(
    const Search& search) const {
  for (const Breakpoint& point : points_) {
    if (fired(search, point)) {
      return BreakpointHit{point.cell, point.on, search.step_count()};
    }
  }
  return std::nullopt;
}

}  // namespace astar::studio
