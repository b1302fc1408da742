#pragma once
// The map `astar-cli batch` answers on, and what its searches read besides
// it: the map's jump map, its prepared maps (a subgoal graph per movement
// rule set asked for) and, per unit asked for, its unit map (with that
// grid's jump map and prepared maps). A "set" or "fill" line changes cells
// between queries; the maps then follow the change locally (the prepared
// maps repair themselves, never prepared again for a local change), so
// later queries of every algorithm see it and none is answered from a
// stale map (a search refuses one anyway). The flow fields that "field"
// lines asked for repair themselves the same way.

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "astar/field/flow_field.hpp"
#include "astar/grid/units.hpp"
#include "astar/result.hpp"
#include "astar/search/jump_map.hpp"
#include "astar/search/subgoal_graph.hpp"
#include "astar/stop_token.hpp"
#include "batch_query.hpp"

namespace astar::cli {

/// What a search for one unit reads besides the map: its unit map, the
/// jump map of the grid it searches when it runs JPS, and the prepared map
/// of that grid under the query's rules when it runs the subgoal algorithm.
struct UnitView {
  const UnitMap* unit_map = nullptr;       // null for a unit of one cell
  const JumpMap* jump_map = nullptr;       // null unless asked for
  const SubgoalGraph* subgoals = nullptr;  // null unless asked for and
                                           // the grid has no terrain
};

/// What a search asks of BatchMaps::view.
struct ViewNeeds {
  bool jump_map = false;
  /// The rules to prepare the map under, when the search needs a prepared
  /// map.
  std::optional<MovementRules> prepared;
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
  /// which would cost more than most queries; a prepared map likewise. An
  /// entry never moves once made, and its jump map and prepared maps are
  /// set under the lock before any caller that asked for them reads them;
  /// callers that did not ask read only the unit map.
  UnitView view(const Unit& unit, const ViewNeeds& needs);

  /// Changes the cells of a "set" line, all or nothing: a cell off the map
  /// is an error naming its entry and changes none. Returns the number of
  /// entries. Only between queries: no search may be running.
  Result<std::int64_t> apply(std::span<const CellChange> changes);

  /// Sets every cell of `area` (in the map's cells, x1 and y1 excluded) to
  /// `value`, all or nothing: an area that reaches off the map is an error
  /// and changes none. Returns the number of cells. Only between queries.
  Result<std::int64_t> fill(CellArea area, std::uint8_t value);

  /// The flow field towards `goal` under `rules` for `unit`, computed the
  /// first time a line asks and kept, following every later change (a
  /// "field" line). An error when the unit cannot stand at the goal now.
  /// Safe from any thread while no change is applied; a field never moves
  /// once made. One that `stop` cancels is an error of kind Cancelled and
  /// is not kept.
  Result<const FlowField*> field(Point goal, const MovementRules& rules,
                                 const Unit& unit, const StopToken& stop = {});

  /// The unit maps and flow fields kept now.
  std::size_t unit_maps();

  /// Drops every unit map once more than `limit` are kept, and every flow
  /// field likewise. Only between queries: no search may be reading one.
  void trim(std::size_t limit);

 private:
  /// Brings the jump map and the unit maps up to date after the cells of
  /// `changed` did.
  void follow_change(CellArea changed);

  /// A grid's prepared maps, one per rule set asked for. A map with
  /// terrain has none (the search then says why).
  class Prepared {
   public:
    const SubgoalGraph* get(const Grid& grid, const MovementRules& rules);
    void follow(const Grid& grid, CellArea changed);

   private:
    std::vector<std::unique_ptr<SubgoalGraph>> graphs_;
  };

  struct Entry {
    explicit Entry(UnitMap map) : unit_map(std::move(map)) {}
    UnitMap unit_map;
    std::optional<JumpMap> jump_map;
    Prepared prepared;
  };

  Grid grid_;
  JumpMap jump_map_;   // the map's own, for the lines that ask for jps
  Prepared prepared_;  // the map's own, for the lines that ask for subgoal
  std::mutex mutex_;
  std::map<std::pair<int, std::string>, std::unique_ptr<Entry>> entries_;
  std::vector<std::unique_ptr<FlowField>> fields_;
};

}  // namespace astar::cli
