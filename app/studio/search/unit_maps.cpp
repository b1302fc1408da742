#include "search/unit_maps.hpp"

#include <algorithm>

namespace astar::studio {

std::shared_ptr<const UnitMap> UnitMaps::get(const Workspace& workspace,
                                             const Unit& unit) {
  if (unit.is_cell()) return nullptr;
  const Revisions& now = workspace.revisions();
  const Grid& grid = workspace.grid();
  auto it = std::find_if(entries_.begin(), entries_.end(),
                         [&](const Entry& e) { return e.map->unit() == unit; });
  if (it == entries_.end()) {
    drop_unused();
    entries_.push_back({});
    it = std::prev(entries_.end());
  }
  Entry& entry = *it;
  const bool same_map = entry.map && entry.document == now.document &&
                        entry.map->grid().width() == grid.width() &&
                        entry.map->grid().height() == grid.height();
  if (!same_map) {
    entry.map = std::make_shared<UnitMap>(grid, unit);
    ++builds_;
  } else if (entry.cells != now.cells) {
    const CellRect changed = workspace.cells_changed_since(entry.cells);
    entry.map->update(grid, {changed.x0, changed.y0, changed.x1, changed.y1});
  }
  entry.document = now.document;
  entry.cells = now.cells;
  return entry.map;
}

void UnitMaps::drop_unused() {
  // Four compared runs use four units at most; the rest were tried and
  // left. (A 4096² map's unit map holds 32 MB.)
  constexpr std::size_t kKept = 4;
  if (entries_.size() < kKept) return;
  std::erase_if(entries_,
                [](const Entry& e) { return e.map.use_count() == 1; });
}

}  // namespace astar::studio
