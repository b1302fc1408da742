#pragma once
// The unit maps (units.hpp) the studio's searches read, one per unit in
// use, kept with the workspace's map: a cell edit updates the few cells
// its box reaches (UnitMap::update) instead of a pass over the map, which
// a search building its own map would take at every start. Another
// document, a resized map or a unit not seen before builds one afresh, on
// another thread when the map is big (MapFollower): the search waits for
// it, the frame does not.
//
// Runs share them: every run of one unit reads the same map. A map is
// handed out as a shared pointer so that one a search still reads is
// never freed under it; maps nobody holds go when more are asked for.

#include <cstdint>
#include <memory>
#include <vector>

#include "astar/grid/units.hpp"
#include "workspace/map_follower.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class UnitMaps {
 public:
  struct Lookup {
    // Null for a unit of one cell (the search reads the map itself) and
    // while the map is being built.
    std::shared_ptr<const UnitMap> map;
    bool preparing = false;  // built on another thread: ask again later
  };
  // The map of `unit` on the workspace's grid as it is now. Updating a map
  // in place is safe because every search restarts when the cells move.
  Lookup get(const Workspace& workspace, const Unit& unit);
  // Whether a map is being built on another thread.
  bool preparing() const;
  // Full builds since construction (a test's proof that edits are local).
  std::int64_t builds() const;

 private:
  struct Entry {
    Unit unit;
    MapFollower<std::shared_ptr<UnitMap>> map;
  };
  void drop_unused();

  std::vector<Entry> entries_;
  std::int64_t dropped_builds_ = 0;
};

}  // namespace astar::studio
