#pragma once
// Plans agents' paths through one reused astar::Search: its per-cell
// buffers (16 bytes a cell) are kept between queries, so a hundred agents
// on a 512x512 map share 4 MB instead of holding 400 MB. Each plan runs to
// its end at once (and is smoothed at once): the grid it reads changes between
// simulation steps (the obstacles move), so a search cannot be left half done.

#include <cstdint>
#include <vector>

#include "astar/search/search.hpp"
#include "astar/search/settings.hpp"
#include "simulate/geometry.hpp"

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
// follows the cells the obstacles block and free, one cell at a time.
class Planner {
 public:
  // The grid the next plan reads is another map, or was edited.
  void map_changed() { jump_map_stale_ = true; }
  // One cell of the grid turned walkable or blocked (an obstacle moved).
  void cell_changed(Point cell, bool walkable) {
    if (!jump_map_stale_) jump_map_.set_walkable(cell, walkable);
  }
  // A path from `from` to `goal` over `grid` with the document's settings;
  // `smooth` smooths a grid path by line of sight.
  Plan plan(const Grid& grid, const SearchSettings& settings, Point from,
            Point goal, bool smooth);

 private:
  // The query to run: A* as JPS where JPS is exact (see above).
  SearchQuery query_for(const Grid& grid, const SearchSettings& settings,
                        Point from, Point goal);

  Search search_;
  JumpMap jump_map_;
  bool jump_map_stale_ = true;
};

}  // namespace astar::studio
