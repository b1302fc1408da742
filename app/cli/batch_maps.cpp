#include "batch_maps.hpp"

#include <algorithm>

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

UnitView BatchMaps::view(const Unit& unit, bool jumps) {
  if (unit.is_cell()) return {nullptr, &jump_map_};
  const std::lock_guard lock(mutex_);
  std::unique_ptr<Entry>& entry = entries_[{unit.size, unit.terrain.spec()}];
  if (!entry) entry = std::make_unique<Entry>(UnitMap(grid_, unit));
  if (jumps && !entry->jump_map)
    entry->jump_map.emplace(entry->unit_map.grid());
  return {&entry->unit_map, jumps ? &*entry->jump_map : nullptr};
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

void BatchMaps::follow_change(CellArea changed) {
  follow(jump_map_, grid_, changed);
  const std::lock_guard lock(mutex_);
  for (auto& [key, entry] : entries_) {
    entry->unit_map.update(grid_, changed);
    // The unit grid changed within the footprints that reach the box.
    if (entry->jump_map) {
      follow(*entry->jump_map, entry->unit_map.grid(),
             affected_by(grid_, changed));
    }
  }
}

std::size_t BatchMaps::unit_maps() {
  const std::lock_guard lock(mutex_);
  return entries_.size();
}

void BatchMaps::trim(std::size_t limit) {
  const std::lock_guard lock(mutex_);
  if (entries_.size() > limit) entries_.clear();
}

}  // namespace astar::cli
