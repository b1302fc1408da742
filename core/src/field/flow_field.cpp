// A flow field's computation and its readers; the repair is
// field_repair.cpp.
#include "astar/field/flow_field.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "field/field_access.hpp"
#include "field/field_settle.hpp"

namespace astar {

namespace {

constexpr std::array<Point, 10> kStepOffsets = {{{0, 0},
                                                 {1, 0},
                                                 {-1, 0},
                                                 {0, 1},
                                                 {0, -1},
                                                 {1, 1},
                                                 {-1, 1},
                                                 {1, -1},
                                                 {-1, -1},
                                                 {0, 0}}};

Status check_goal(const Grid& grid, const Grid& walked, const Unit& unit,
                  Point goal) {
  if (!grid.contains(goal)) {
    return fail(ErrorKind::BadArgument,
                "goal " + to_string(goal) + " is outside the " +
                    std::to_string(grid.width()) + "x" +
                    std::to_string(grid.height()) + " map");
  }
  if (walked.walkable(goal)) return {};
  if (unit.is_cell()) {
    return fail(ErrorKind::BadArgument,
                "goal " + to_string(goal) + " is on a wall");
  }
  const std::string problem = unit_fit_problem(grid, unit, goal);
  return fail(ErrorKind::BadArgument,
              "goal " + to_string(goal) + ": " +
                  (problem.empty() ? "the unit cannot stand there" : problem));
}

// A field of `grid` under `rules` and `unit`, goals not yet set.
FlowField empty_field(const Grid& grid, const MovementRules& rules,
                      const Unit& unit) {
  FlowField field;
  FieldAccess::start(field, grid, rules, unit);
  return field;
}

}  // namespace

Point step_offset(FieldStep step) {
  return kStepOffsets[static_cast<std::size_t>(step) % kStepOffsets.size()];
}

std::string_view to_string(FieldStep step) {
  constexpr std::array<std::string_view, 10> names = {
      "none", "E", "W", "S", "N", "SE", "SW", "NE", "NW", "goal"};
  return names[static_cast<std::size_t>(step) % names.size()];
}

void FieldAccess::start(FlowField& f, const Grid& grid,
                        const MovementRules& rules, const Unit& unit) {
  f.width_ = grid.width();
  f.height_ = grid.height();
  f.revision_ = grid.revision();
  f.rules_ = rules;
  f.unit_ = unit;
  if (!unit.is_cell()) f.unit_map_.emplace(grid, unit);
}

const Grid& FieldAccess::walked(const FlowField& f, const Grid& grid) {
  return f.unit_map_ ? f.unit_map_->grid() : grid;
}

// Settles every cell from the goals in `layout`.
template <class L>
field_detail::SettleEnd FieldAccess::settle_all(FlowField& f,
                                                const Grid& walked,
                                                const StopToken& stop) {
  f.records_.reset_zeroed(
      L::array_bytes(static_cast<std::size_t>(f.cell_count())));
  field_detail::Settler<L> settler(walked, f.rules_, f.records_.data());
  for (const int goal : f.goals_) {
    if (!walked.walkable(goal)) continue;
    settler.store(goal, {0, 0, field_detail::kGoal});
    settler.push(goal, 0.0);
  }
  return settler.run(stop);
}

Status FieldAccess::settle(FlowField& f, const Grid& walked,
                           const StopToken& stop) {
  using field_detail::SettleEnd;
  // Asked before it began: a field smaller than a check's cells stops too.
  SettleEnd end = stop.stop_requested()
                      ? SettleEnd::Stopped
                      : settle_all<field_detail::Narrow>(f, walked, stop);
  f.wide_ = end == SettleEnd::Overflow;
  // 38 bits hold 8192 * 8192 moves of weight 255: no overflow then.
  if (f.wide_) end = settle_all<field_detail::Wide>(f, walked, stop);
  if (end != SettleEnd::Stopped) return {};
  return fail(ErrorKind::Cancelled,
              "the flow field of the " + std::to_string(f.width_) + "x" +
                  std::to_string(f.height_) +
                  " map was cancelled before it was done");
}

Result<FlowField> FlowField::compute(const Grid& grid,
                                     std::span<const Point> goals,
                                     const MovementRules& rules,
                                     const Unit& unit, const StopToken& stop) {
  if (Status unit_ok = check_unit_size(unit.size); !unit_ok) {
    return unit_ok.failure();
  }
  if (goals.empty()) {
    return fail(ErrorKind::BadArgument, "a field needs at least one goal");
  }
  FlowField field = empty_field(grid, rules, unit);
  const Grid& walked = FieldAccess::walked(field, grid);
  for (const Point goal : goals) {
    if (Status ok = check_goal(grid, walked, unit, goal); !ok) {
      return ok.failure();
    }
    field.goals_.push_back(grid.index(goal));
  }
  std::sort(field.goals_.begin(), field.goals_.end());
  field.goals_.erase(std::unique(field.goals_.begin(), field.goals_.end()),
                     field.goals_.end());
  if (Status settled = FieldAccess::settle(field, walked, stop); !settled) {
    return settled.failure();
  }
  return field;
}

Result<FlowField> FlowField::compute_area(const Grid& grid, CellArea area,
                                          const MovementRules& rules,
                                          const Unit& unit,
                                          const StopToken& stop) {
  if (Status unit_ok = check_unit_size(unit.size); !unit_ok) {
    return unit_ok.failure();
  }
  if (area.empty() || area.x0 < 0 || area.y0 < 0 || area.x1 > grid.width() ||
      area.y1 > grid.height()) {
    return fail(ErrorKind::BadArgument,
                "goal area " + to_string(Point{area.x0, area.y0}) + " to " +
                    to_string(Point{area.x1 - 1, area.y1 - 1}) +
                    " is not inside the " + std::to_string(grid.width()) + "x" +
                    std::to_string(grid.height()) + " map");
  }
  FlowField field = empty_field(grid, rules, unit);
  const Grid& walked = FieldAccess::walked(field, grid);
  for (int y = area.y0; y < area.y1; ++y) {
    for (int x = area.x0; x < area.x1; ++x) {
      if (walked.walkable(walked.index(x, y))) {
        field.goals_.push_back(walked.index(x, y));
      }
    }
  }
  if (field.goals_.empty()) {
    return fail(ErrorKind::BadArgument,
                "goal area " + to_string(Point{area.x0, area.y0}) + " to " +
                    to_string(Point{area.x1 - 1, area.y1 - 1}) +
                    " has no cell where the unit can stand");
  }
  if (Status settled = FieldAccess::settle(field, walked, stop); !settled) {
    return settled.failure();
  }
  return field;
}

field_detail::Record FieldAccess::record(const FlowField& f, int cell) {
  return f.wide_ ? field_detail::Wide::load(f.records_.data(), cell)
                 : field_detail::Narrow::load(f.records_.data(), cell);
}

double FieldAccess::cost(const FlowField& f, const field_detail::Record& r) {
  if (r.step == field_detail::kNone) {
    return std::numeric_limits<double>::infinity();
  }
  return f.rules_.straight_cost() * static_cast<double>(r.straight) +
         f.rules_.diagonal_cost() * static_cast<double>(r.diagonal);
}

double FlowField::distance(int cell) const {
  return FieldAccess::cost(*this, FieldAccess::record(*this, cell));
}

FieldStep FlowField::step(int cell) const {
  const std::uint8_t code =
      wide_ ? field_detail::Wide::step(records_.data(), cell)
            : field_detail::Narrow::step(records_.data(), cell);
  return static_cast<FieldStep>(code);
}

int FlowField::next(int cell) const {
  const FieldStep s = step(cell);
  if (s == FieldStep::None || s == FieldStep::Goal) return -1;
  const Point d = step_offset(s);
  return cell + d.y * width_ + d.x;
}

std::vector<int> FlowField::path_from(int from) const {
  std::vector<int> path;
  if (!reachable(from)) return path;
  // Each step lowers the distance, so a walk ends within cell_count steps.
  for (int cell = from; cell >= 0 && path.size() <= std::size_t(cell_count());
       cell = next(cell)) {
    path.push_back(cell);
  }
  return path;
}

void FlowField::distances(std::span<double> out) const {
  const int cells = std::min(cell_count(), static_cast<int>(out.size()));
  for (int cell = 0; cell < cells; ++cell) out[cell] = distance(cell);
}

void FlowField::steps(std::span<std::uint8_t> out) const {
  const int cells = std::min(cell_count(), static_cast<int>(out.size()));
  for (int cell = 0; cell < cells; ++cell) {
    out[cell] = static_cast<std::uint8_t>(step(cell));
  }
}

double FlowField::max_distance() const {
  double most = 0.0;
  for (int cell = 0; cell < cell_count(); ++cell) {
    const double d = distance(cell);
    if (std::isfinite(d)) most = std::max(most, d);
  }
  return most;
}

std::size_t FlowField::memory_bytes() const {
  std::size_t bytes = records_.size() + goals_.capacity() * sizeof(int);
  if (unit_map_) {
    bytes += 2 * static_cast<std::size_t>(cell_count());
  }
  return bytes;
}

}  // namespace astar
