// FlowField::update: a local repair of the field after cells changed.
//
// Every move whose legality or price a change can alter leaves a cell of
// the area widened by one (a diagonal's side cells are beside both its
// ends). So among those cells, the ones whose kept step is no longer legal
// or now costs more are the roots of what can only get dearer: they and
// every cell whose step leads into them (their subtree, found by looking
// at the 8 neighbours' steps) lose their records. Then each lost cell and
// each cell of the widened area is offered the best of its neighbours,
// which also lowers the cells a change made cheaper, and the Dijkstra
// settles outwards from those offers until nothing improves. Before the
// repair every record was exact for the old map; the lost records were the
// only ones that could be too low, and the offers reach every cell that is
// now too high, so afterwards every record is exact and its step is the
// first cheapest, as a fresh computation gives.
#include <algorithm>
#include <array>
#include <string>

#include "astar/field/flow_field.hpp"
#include "field/field_access.hpp"
#include "field/field_settle.hpp"

namespace astar {

namespace {

constexpr std::array<Point, 8> kNeighbourOffsets = {
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};

CellArea widened_area(const Grid& grid, CellArea area) {
  return {std::max(area.x0 - 1, 0), std::max(area.y0 - 1, 0),
          std::min(area.x1 + 1, grid.width()),
          std::min(area.y1 + 1, grid.height())};
}

// Whether `cell`'s kept step must go: it leaves a wall, is no longer a
// legal move, or its move now costs more than the record says.
template <class L>
bool step_got_dearer(const field_detail::Settler<L>& settler,
                     const Grid& walked, const MovementRules& rules, int cell,
                     const field_detail::Record& record) {
  if (!walked.walkable(cell)) return true;
  if (record.step == field_detail::kGoal) return false;
  const Point from = walked.point(cell);
  const Point d = step_offset(static_cast<FieldStep>(record.step));
  const Point to{from.x + d.x, from.y + d.y};
  if (!is_legal_move(walked, rules, from, to)) return true;
  const int n = walked.index(to);
  const field_detail::Record there = settler.load(n);
  const bool diagonal = d.x != 0 && d.y != 0;
  const std::uint64_t w = settler.weight(n);
  const field_detail::Record now{there.straight + (diagonal ? 0 : w),
                                 there.diagonal + (diagonal ? w : 0),
                                 record.step};
  return settler.cost(record) < settler.cost(now);
}

// Clears the records of `roots` and of every cell whose steps lead into
// them; returns the cleared cells.
template <class L>
std::vector<int> clear_subtrees(field_detail::Settler<L>& settler,
                                const Grid& walked, std::vector<int> stack) {
  std::vector<int> cleared;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    if (settler.load(cell).step == field_detail::kNone) continue;
    settler.store(cell, {});
    cleared.push_back(cell);
    const Point at = walked.point(cell);
    for (const Point d : kNeighbourOffsets) {
      const Point from{at.x - d.x, at.y - d.y};
      if (!walked.contains(from)) continue;
      const int child = walked.index(from);
      if (settler.load(child).step == field_detail::step_code(d.x, d.y)) {
        stack.push_back(child);
      }
    }
  }
  return cleared;
}

}  // namespace

template <class L>
bool FieldAccess::repair(FlowField& f, const Grid& walked, CellArea area) {
  FieldRepair& report = f.last_repair_;
  field_detail::Settler<L> settler(walked, f.rules_, f.records_.data());
  settler.record_stores(&report.touched);
  const CellArea around = widened_area(walked, area);
  std::vector<int> roots;
  for (int y = around.y0; y < around.y1; ++y) {
    for (int x = around.x0; x < around.x1; ++x) {
      const int cell = walked.index(x, y);
      const field_detail::Record r = settler.load(cell);
      if (r.step != field_detail::kNone &&
          step_got_dearer(settler, walked, f.rules_, cell, r)) {
        roots.push_back(cell);
      }
    }
  }
  std::vector<int> offered = clear_subtrees(settler, walked, std::move(roots));
  report.raised = static_cast<int>(offered.size());
  for (int y = around.y0; y < around.y1; ++y) {
    for (int x = around.x0; x < around.x1; ++x) {
      offered.push_back(walked.index(x, y));
    }
  }
  for (const int cell : offered) {
    if (!walked.walkable(cell)) continue;
    if (std::binary_search(f.goals_.begin(), f.goals_.end(), cell)) {
      if (settler.load(cell).step != field_detail::kGoal) {
        settler.store(cell, {0, 0, field_detail::kGoal});
        settler.push(cell, 0.0);
      }
      continue;
    }
    settler.offer(cell, settler.best_from_neighbours(cell));
  }
  const bool fits =
      !settler.overflowed() && settler.run() == field_detail::SettleEnd::Done;
  report.settled = settler.settled();
  return fits;
}

Status FlowField::update(const Grid& grid, CellArea changed) {
  if (grid.width() != width_ || grid.height() != height_) {
    return fail(ErrorKind::BadArgument,
                "the field is of a " + std::to_string(width_) + "x" +
                    std::to_string(height_) + " map, not of a " +
                    std::to_string(grid.width()) + "x" +
                    std::to_string(grid.height()) + " one");
  }
  changed = {std::max(changed.x0, 0), std::max(changed.y0, 0),
             std::min(changed.x1, width_), std::min(changed.y1, height_)};
  last_repair_ = {};
  if (!changed.empty()) {
    CellArea area = changed;
    if (unit_map_) {
      unit_map_->update(grid, changed);
      area = affected_by(grid, changed);
    }
    last_repair_.changed_cells = (area.x1 - area.x0) * (area.y1 - area.y0);
    const Grid& walked = FieldAccess::walked(*this, grid);
    const bool fits =
        wide_ ? FieldAccess::repair<field_detail::Wide>(*this, walked, area)
              : FieldAccess::repair<field_detail::Narrow>(*this, walked, area);
    if (!fits) {
      const Status settled = FieldAccess::settle(*this, walked);
      (void)settled;  // no StopToken: it runs to the end
      last_repair_.recomputed = true;
    }
    std::sort(last_repair_.touched.begin(), last_repair_.touched.end());
    last_repair_.touched.erase(
        std::unique(last_repair_.touched.begin(), last_repair_.touched.end()),
        last_repair_.touched.end());
  }
  revision_ = grid.revision();
  return {};
}

}  // namespace astar
