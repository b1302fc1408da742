#pragma once
// The clearance overlay's data: per cell, the largest unit size that can
// stand there under the search settings' terrain table (units.hpp), and
// its coarser levels for a zoomed-out view (ClearanceLevels). It is worked
// out only while the overlay shows, follows cell edits locally and is
// built afresh for another document, a resized map or another table: on
// another thread when the map is big (MapFollower), showing nothing
// meanwhile.

#include <cstdint>

#include "analysis/clearance_levels.hpp"
#include "astar/grid/units.hpp"
#include "workspace/map_follower.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

struct ClearanceMaps {
  Clearance cells;
  ClearanceLevels levels;
};

class ClearanceView {
 public:
  bool shown() const { return shown_; }
  void set_shown(bool on) { shown_ = on; }
  // Catches up with the workspace while shown.
  void follow(const Workspace& workspace);
  // Null while a big map's clearance is being worked out, or when hidden.
  const ClearanceMaps* maps() const {
    return shown_ ? follower_.value() : nullptr;
  }
  bool preparing() const { return shown_ && follower_.building(); }
  // Full computes since construction (a test's proof that edits are local).
  std::int64_t computes() const { return follower_.builds(); }

 private:
  bool shown_ = false;
  TerrainTable table_;
  MapFollower<ClearanceMaps> follower_;
};

}  // namespace astar::studio
