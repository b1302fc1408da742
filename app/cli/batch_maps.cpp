#include "batch_maps.hpp"

#include <algorithm>
#include <cassert>

namespace astar::cli {
namespace {

/// The smallest box holding every cell of `changes`.
CellArea bounds(std::span<const CellChange> changes) {
  CellArea box{changes[0].cell.x, changes[0].cell.y, changes[0].cell.x + 1,
               changes[0].cell.y + 1};
  for (const CellChange& change : changes) {
    box.x0 = std::min(box.x0, change.cell.x);
    box.y0 = std::min(box.y0, change.cell.y);
    box.x1 = std::max(box.x1, change.cell.x + 1);
    box.y1 = std::max(box.y1, change.cell.y + 1);
  }
  return box;
}

/// Brings `jumps` up to date with `grid` after the cells of `changed` did.
/// A local update cannot tell that terrain is gone (JPS refuses terrain),
/// so a map that holds terrain after it is scanned again.
void follow(JumpMap& jumps, const Grid& grid, CellArea changed) {
  jumps.update(grid, changed);
  if (!jumps.uniform_cost()) jumps = JumpMap(grid);
}

}  // namespace

BatchMaps::BatchMaps(Grid grid) : grid_(std::move(grid)), jump_map_(grid_) {}

const SubgoalGraph* BatchMaps::Prepared::get(const Grid& grid,
                                             const MovementRules& rules) {
  for (const auto& graph : graphs_) {
    if (graph->rules() == rules) return graph.get();
  }
  Result<SubgoalGraph> prepared = SubgoalGraph::prepare(grid, rules);
  if (!prepared) return nullptr;
  graphs_.push_back(
      std::make_unique<SubgoalGraph>(std::move(prepared).value()));
  return graphs_.back().get();
}

void BatchMaps::Prepared::follow(const Grid& grid, CellArea changed) {
  // One that cannot follow (terrain now) goes: the next line that asks
  // prepares again, or hears why it cannot.
  std::erase_if(graphs_, [&](const std::unique_ptr<SubgoalGraph>& graph) {
    return !graph->update(grid, changed);
  });
}

UnitView BatchMaps::view(const Unit& unit, const ViewNeeds& needs) {
  const std::lock_guard lock(mutex_);
  if (unit.is_cell()) {
    return {nullptr, &jump_map_,
            needs.prepared ? prepared_.get(grid_, *needs.prepared) : nullptr};
  }
  std::unique_ptr<Entry>& entry = entries_[{unit.size, unit.terrain.spec()}];
  if (!entry) entry = std::make_unique<Entry>(UnitMap(grid_, unit));
  const Grid& searched = entry->unit_map.grid();
  if (needs.jump_map && !entry->jump_map) entry->jump_map.emplace(searched);
  return {&entry->unit_map, needs.jump_map ? &*entry->jump_map : nullptr,
          needs.prepared ? entry->prepared.get(searched, *needs.prepared)
                         : nullptr};
}

Result<std::int64_t> BatchMaps::apply(std::span<const CellChange> changes) {
  for (std::size_t i = 0; i < changes.size(); ++i) {
    const Point cell = changes[i].cell;
    if (grid_.contains(cell)) continue;
    return fail(
        ErrorKind::BadArgument,
        "\"set\" entry " + std::to_string(i + 1) + ": cell " + to_string(cell) +
            " is outside the " + std::to_string(grid_.width()) + "x" +
            std::to_string(grid_.height()) + " map; no cell was changed");
  }
  for (const CellChange& change : changes) grid_.set(change.cell, change.value);
  follow_change(bounds(changes));
  return static_cast<std::int64_t>(changes.size());
}

Result<std::int64_t> BatchMaps::fill(CellArea area, std::uint8_t value) {
  if (area.x0 < 0 || area.y0 < 0 || area.x1 > grid_.width() ||
      area.y1 > grid_.height()) {
    return fail(
        ErrorKind::BadArgument,
        "\"fill\" reaches outside the " + std::to_string(grid_.width()) + "x" +
            std::to_string(grid_.height()) + " map; no cell was changed");
  }
  for (int y = area.y0; y < area.y1; ++y) {
    for (int x = area.x0; x < area.x1; ++x) grid_.set({x, y}, value);
  }
  follow_change(area);
  return static_cast<std::int64_t>(area.x1 - area.x0) * (area.y1 - area.y0);
}

Result<const FlowField*> BatchMaps::field(Point goal,
                                          const MovementRules& rules,
                                          const Unit& unit,
                                          const StopToken& stop) {
  const std::lock_guard lock(mutex_);
  const std::vector<Point> goals{goal};
  for (const auto& kept : fields_) {
    if (kept->rules() != rules || kept->unit() != unit ||
        kept->goals() != std::vector<int>{grid_.index(goal)}) {
      continue;
    }
    // Walled in since: the error a fresh field gives.
    if (!kept->is_goal(grid_.index(goal))) {
      return FlowField::compute(grid_, goals, rules, unit).failure();
    }
    return kept.get();
  }
  Result<FlowField> made = FlowField::compute(grid_, goals, rules, unit, stop);
  if (!made) return made.failure();
  fields_.push_back(std::make_unique<FlowField>(std::move(made).value()));
  return fields_.back().get();
}

void BatchMaps::follow_change(CellArea changed) {
  follow(jump_map_, grid_, changed);
  const std::lock_guard lock(mutex_);
  prepared_.follow(grid_, changed);
  for (const auto& kept : fields_) {
    const Status followed = kept->update(grid_, changed);
    assert(followed.ok());  // the grid keeps its size, so it cannot fail
    (void)followed;
  }
  for (auto& [key, entry] : entries_) {
    entry->unit_map.update(grid_, changed);
    // The unit grid changed within the footprints that reach the box.
    const CellArea footprints = affected_by(grid_, changed);
    if (entry->jump_map) {
      follow(*entry->jump_map, entry->unit_map.grid(), footprints);
    }
    entry->prepared.follow(entry->unit_map.grid(), footprints);
  }
}

std::size_t BatchMaps::unit_maps() {
  const std::lock_guard lock(mutex_);
  return entries_.size() + fields_.size();
}

void BatchMaps::trim(std::size_t limit) {
  const std::lock_guard lock(mutex_);
  if (entries_.size() > limit) entries_.clear();
  if (fields_.size() > limit) fields_.clear();
}

}  // namespace astar::cli
