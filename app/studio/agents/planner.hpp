#pragma once
// Plans agents' paths through one reused astar::Search: its per-cell
// buffers (16 bytes a cell) are kept between queries, so a hundred agents
// on a 512x512 map share 4 MB instead of holding 400 MB. Each plan runs to
// its end at once (and is smoothed at once): the grid it reads changes between
// simulation steps (the obstacles move), so a search cannot be left half done.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "agents/geometry.hpp"
#include "astar/search/search.hpp"
#include "astar/search/settings.hpp"

namespace astar::studio {

struct Plan {
  bool found = false;
  // What the agent walks: cell centres joined by clear straight segments,
  // start first, goal last (the smoothed path, Theta*'s vertices, or every
  // cell of the grid path).
  std::vector<Point> points;
  std::int64_t expansions = 0;
  // Why there is no path ("no path", "standing on a wall", ...).
  const char* why = "";
};

// Plans the document's A* asks for run as Jump Point Search where that is
// exact (8-way moves, no-cut, no terrain, the default heuristic): the same
// cost with tens of times fewer expansions, so a frame's budget covers
// many more agents. The bit map JPS reads is built once per map and then
// follows the cells the obstacles block and free, one cell at a time. The
// subgoal algorithm plans over a prepared map kept the same way: prepared
// once, then repaired where the obstacles moved.
class Planner {
 public:
  // The grid the next plan reads is another map, or was edited.
  void map_changed() {
    jump_map_stale_ = true;
    subgoals_stale_ = true;
    unit_maps_.clear();
  }
  // One cell of the grid turned walkable or blocked (an obstacle moved).
  // The jump map and the agents' unit maps catch up when they next plan
  // (they need the grid as it is then).
  void cell_changed(Point cell) {
    include(jump_map_pending_, cell);
    include(subgoals_pending_, cell);
    for (UnitEntry& entry : unit_maps_) include(entry.pending, cell);
  }
  // A path from `from` to `goal` over `grid` with the document's settings;
  // `smooth` smooths a grid path by line of sight.
  // `unit`: the agent's size and terrain table, planned on its own grid.
  Plan plan(const Grid& grid, const SearchSettings& settings, Point from,
            Point goal, bool smooth, const Unit& unit = {});

 private:
  // The query to run: A* as JPS where JPS is exact (see above).
  SearchQuery query_for(const Grid& grid, const SearchSettings& settings,
                        Point from, Point goal);

  // The subgoal algorithm's prepared map of `grid` under `rules`, repaired
  // where obstacles moved; null when the map cannot be prepared (terrain:
  // the search then says why).
  const SubgoalGraph* subgoals(const Grid& grid, const MovementRules& rules);

  // The unit's map of `grid`, up to date; built on first use.
  const UnitMap& unit_map(const Grid& grid, const Unit& unit);

  static void include(CellArea& a, Point cell) {
    a = a.empty()
            ? CellArea{cell.x, cell.y, cell.x + 1, cell.y + 1}
            : CellArea{std::min(a.x0, cell.x), std::min(a.y0, cell.y),
                       std::max(a.x1, cell.x + 1), std::max(a.y1, cell.y + 1)};
  }

  struct UnitEntry {
    UnitMap map;
    CellArea pending;  // cells changed since it was last brought up to date
  };

  Search search_;
  std::vector<UnitEntry> unit_maps_;  // one per unit among the agents
  JumpMap jump_map_;
  CellArea jump_map_pending_;  // cells changed since it was brought up to date
  bool jump_map_stale_ = true;
  SubgoalGraph subgoals_;
  CellArea subgoals_pending_;  // cells changed since it was repaired
  bool subgoals_stale_ = true;
};

}  // namespace astar::studio
