#include "analysis/unit_maps.hpp"

#include <algorithm>

namespace astar::studio {

UnitMaps::Lookup UnitMaps::get(const Workspace& workspace, const Unit& unit) {
  if (unit.is_cell()) return {};
  auto it = std::find_if(entries_.begin(), entries_.end(),
                         [&](const Entry& e) { return e.unit == unit; });
  if (it == entries_.end()) {
    drop_unused();
    entries_.push_back({unit, {}});
    it = std::prev(entries_.end());
  }
  const auto build = [unit](const Grid& grid) {
    return std::make_shared<UnitMap>(grid, unit);
  };
  const auto update = [](std::shared_ptr<UnitMap>& map, const Grid& grid,
                         CellArea changed) { map->update(grid, changed); };
  std::shared_ptr<UnitMap>* map = it->map.follow(workspace, build, update);
  if (map == nullptr) return {nullptr, true};
  return {*map, false};
}

bool UnitMaps::preparing() const {
  return std::any_of(entries_.begin(), entries_.end(),
                     [](const Entry& e) { return e.map.building(); });
}

std::int64_t UnitMaps::builds() const {
  std::int64_t total = dropped_builds_;
  for (const Entry& entry : entries_) total += entry.map.builds();
  return total;
}

void UnitMaps::drop_unused() {
  // Four compared runs use four units at most; the rest were tried and
  // left. (A 4096² map's unit map holds 32 MB.) One still being built is
  // kept: dropping it would wait for the build.
  constexpr std::size_t kKept = 4;
  if (entries_.size() < kKept) return;
  std::erase_if(entries_, [this](Entry& e) {
    const std::shared_ptr<UnitMap>* held = e.map.value();
    const bool unused = !e.map.building() && (!held || held->use_count() == 1);
    if (unused) dropped_builds_ += e.map.builds();
    return unused;
  });
}

}  // namespace astar::studio
