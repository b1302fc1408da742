#pragma once
// The prepared maps (subgoal_graph.hpp) the studio's subgoal searches and
// the subgoal overlay read, one per set of movement rules in use, kept
// with the workspace's map as UnitMaps keeps the unit maps: prepared once
// per document (on another thread when the map is big, MapFollower), then
// repaired locally (SubgoalGraph::update) from the cells each edit
// changed, at every frame of a stroke. Nobody tells it that the map moved:
// follow() reads the revisions.
//
// Runs share them: every run of the same rules reads the same graph,
// handed out as a shared pointer so that one a search still reads is never
// freed under it. A search restarts when the cells move, so repairing a
// graph in place under it is safe (as for the unit maps).

#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "astar/search/subgoal_graph.hpp"
#include "workspace/map_follower.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

// A map prepared under some rules, or why it cannot be (terrain).
struct PreparedMap {
  SubgoalGraph graph;
  std::string problem;
};

class SubgoalMaps {
 public:
  using Clock = std::chrono::steady_clock;
  // Maps of more cells are prepared on another thread: a 512² map of
  // rooms takes some tens of milliseconds, as long as a frame may.
  static constexpr std::int64_t kInlineCells = std::int64_t{512} * 512;

  struct Lookup {
    // Null while it is being prepared or when the map cannot be.
    std::shared_ptr<const SubgoalGraph> graph;
    std::string problem;     // why it cannot be prepared
    bool preparing = false;  // on another thread: ask again later
  };
  // The graph of the workspace's map as it is now under `rules`.
  Lookup get(const Workspace& workspace, const MovementRules& rules);
  // Every graph in use catches up with the workspace: a stroke repairs it
  // at each frame, a cell area at a time, never waiting for the next
  // search.
  void follow(const Workspace& workspace);

  bool preparing() const;
  // Seconds since the preparation in flight began (0 when none).
  double preparing_seconds() const;
  // Full preparations since construction, and local repairs that changed
  // something: a test's proof that a stroke repairs.
  std::int64_t builds() const;
  std::int64_t repairs() const { return repairs_; }
  // A repair of one graph: what SubgoalGraph::last_repair() said, and its
  // number among that graph's repairs (1 for the first).
  struct Repair {
    SubgoalRepair what;
    std::int64_t number = 0;
  };
  // The last few repairs of `rules`' graph, oldest first: a view flashes
  // the subgoals of those it has not seen (a frame may hold more than one).
  std::span<const Repair> recent_repairs(const MovementRules& rules) const;

 private:
  struct Entry {
    MovementRules rules;
    MapFollower<std::shared_ptr<PreparedMap>> map{kInlineCells};
    std::vector<Repair> recent;
    std::int64_t repaired = 0;
  };
  Entry& entry_for(const MovementRules& rules);
  std::shared_ptr<PreparedMap>* follow(Entry& entry,
                                       const Workspace& workspace);
  void repair(Entry& entry, PreparedMap& map, const Grid& grid,
              CellArea changed);
  void drop_unused();

  std::vector<Entry> entries_;
  std::int64_t dropped_builds_ = 0;
  std::int64_t repairs_ = 0;
  bool was_preparing_ = false;
  Clock::time_point preparing_since_;
};

}  // namespace astar::studio
