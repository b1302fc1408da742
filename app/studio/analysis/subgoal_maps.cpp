#include "analysis/subgoal_maps.hpp"

#include <algorithm>

namespace astar::studio {
namespace {

std::shared_ptr<PreparedMap> prepare_map(const Grid& grid,
                                         const MovementRules& rules) {
  auto map = std::make_shared<PreparedMap>();
  auto prepared = SubgoalGraph::prepare(grid, rules);
  if (prepared) {
    map->graph = std::move(prepared.value());
  } else {
    map->problem = prepared.error();
  }
  return map;
}

}  // namespace

SubgoalMaps::Entry& SubgoalMaps::entry_for(const MovementRules& rules) {
  auto it = std::find_if(entries_.begin(), entries_.end(),
                         [&](const Entry& e) { return e.rules == rules; });
  if (it != entries_.end()) return *it;
  drop_unused();
  Entry entry;
  entry.rules = rules;
  entries_.push_back(std::move(entry));
  return entries_.back();
}

SubgoalMaps::Lookup SubgoalMaps::get(const Workspace& workspace,
                                     const MovementRules& rules) {
  std::shared_ptr<PreparedMap>* map = follow(entry_for(rules), workspace);
  if (map == nullptr) return {nullptr, "", true};
  if (!(*map)->problem.empty()) return {nullptr, (*map)->problem, false};
  // Shares the ownership of the whole entry, points at its graph.
  return {std::shared_ptr<const SubgoalGraph>(*map, &(*map)->graph), "", false};
}

void SubgoalMaps::follow(const Workspace& workspace) {
  for (Entry& entry : entries_) {
    // Only graphs in use (a search's, the overlay's) or on their way: one
    // left behind catches up when asked for again.
    const std::shared_ptr<PreparedMap>* held = entry.map.value();
    if (entry.map.building() || (held && held->use_count() > 1)) {
      follow(entry, workspace);
    }
  }
}

std::shared_ptr<PreparedMap>* SubgoalMaps::follow(Entry& entry,
                                                  const Workspace& workspace) {
  const MovementRules rules = entry.rules;
  const auto build = [rules](const Grid& grid) {
    return prepare_map(grid, rules);
  };
  const auto update = [this, &entry](std::shared_ptr<PreparedMap>& map,
                                     const Grid& grid, CellArea changed) {
    repair(entry, *map, grid, changed);
  };
  std::shared_ptr<PreparedMap>* map =
      entry.map.follow(workspace, build, update);
  const bool building = preparing();
  if (building && !was_preparing_) preparing_since_ = Clock::now();
  was_preparing_ = building;
  return map;
}

void SubgoalMaps::repair(Entry& entry, PreparedMap& map, const Grid& grid,
                         CellArea changed) {
  if (!map.problem.empty()) {
    // Terrain painted away may leave a map that can be prepared: it is
    // prepared again, which a map with terrain refuses at its first cell.
    map = std::move(*prepare_map(grid, entry.rules));
    return;
  }
  if (Status status = map.graph.update(grid, changed); !status) {
    map.problem = status.error();
    return;
  }
  const SubgoalRepair& done = map.graph.last_repair();
  if (done.changed_cells == 0) return;
  ++repairs_;
  constexpr std::size_t kRecent = 16;
  if (entry.recent.size() >= kRecent) entry.recent.erase(entry.recent.begin());
  entry.recent.push_back({done, ++entry.repaired});
}

std::span<const SubgoalMaps::Repair> SubgoalMaps::recent_repairs(
    const MovementRules& rules) const {
  for (const Entry& entry : entries_) {
    if (entry.rules == rules) return entry.recent;
  }
  return {};
}

bool SubgoalMaps::preparing() const {
  return std::any_of(entries_.begin(), entries_.end(),
                     [](const Entry& e) { return e.map.building(); });
}

double SubgoalMaps::preparing_seconds() const {
  if (!preparing()) return 0;
  return std::chrono::duration<double>(Clock::now() - preparing_since_).count();
}

std::int64_t SubgoalMaps::builds() const {
  std::int64_t total = dropped_builds_;
  for (const Entry& entry : entries_) total += entry.map.builds();
  return total;
}

void SubgoalMaps::drop_unused() {
  // Four compared runs use four sets of rules at most; the rest were tried
  // and left. One still being prepared is kept: dropping it would wait.
  constexpr std::size_t kKept = 4;
  if (entries_.size() < kKept) return;
  std::erase_if(entries_, [this](Entry& e) {
    const std::shared_ptr<PreparedMap>* held = e.map.value();
    const bool unused = !e.map.building() && (!held || held->use_count() == 1);
    if (unused) dropped_builds_ += e.map.builds();
    return unused;
  });
}

}  // namespace astar::studio
