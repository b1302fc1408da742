#pragma once
// The map `astar-cli batch` answers on, and what its searches read besides
// it: the map's jump map and, per unit asked for, its unit map (with that
// grid's jump map). A "set" line changes cells between queries; the maps
// then follow the change locally, so later queries of every algorithm see
// it and none is answered from a stale map (a search refuses one anyway).

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "astar/grid/units.hpp"
#include "astar/result.hpp"
#include "astar/search/jump_map.hpp"
#include "batch_query.hpp"

namespace astar::cli {

/// What a search for one unit reads besides the map: its unit map, and
/// the jump map of the grid it searches when it runs JPS.
struct UnitView {
  const UnitMap* unit_map = nullptr;  // null for a unit of one cell
  const JumpMap* jump_map = nullptr;  // null unless asked for
};

class BatchMaps {
 public:
  /// Unit maps worth keeping between changes; trim() drops them beyond.
  static constexpr std::size_t kUnitMapsKept = 16;

  explicit BatchMaps(Grid grid);

  const Grid& grid() const { return grid_; }

  /// The maps a search for `unit` reads. Safe from any thread while no
  /// change is applied. A unit's map is built the first time a line asks
  /// and kept for the lines after it: building one is a pass over the map,
  /// which would cost more than most queries. An entry never moves once
  /// made, and its jump map is set under the lock before any caller that
  /// asked for it reads it; callers that did not ask read only the unit map.
  UnitView view(const Unit& unit, bool jumps);

  /// Changes the cells of a "set" line, all or nothing: a cell off the map
  /// is an error naming its entry and changes none. Returns the number of
  /// entries. Only between queries: no search may be running.
  Result<std::int64_t> apply(std::span<const CellChange> changes);

  /// Sets every cell of `area` (in the map's cells, x1 and y1 excluded) to
  /// `value`, all or nothing: an area that reaches off the map is an error
  /// and changes none. Returns the number of cells. Only between queries.
  Result<std::int64_t> fill(CellArea area, std::uint8_t value);

  /// The unit maps kept now.
  std::size_t unit_maps();

  /// Drops every unit map once more than `limit` are kept. Only between
  /// queries: no search may be reading one.
  void trim(std::size_t limit);

 private:
  /// Brings the jump map and the unit maps up to date after the cells of
  /// `changed` did.
  void follow_change(CellArea changed);

  struct Entry {
    explicit Entry(UnitMap map) : unit_map(std::move(map)) {}
    UnitMap unit_map;
    std::optional<JumpMap> jump_map;
  };

  Grid grid_;
  JumpMap jump_map_;  // the map's own, for the lines that ask for jps
  std::mutex mutex_;
  std::map<std::pair<int, std::string>, std::unique_ptr<Entry>> entries_;
};

}  // namespace astar::cli
