#pragma once
// How many cells the start can reach: the far end of the progress bar
// while a search runs to the end. A flood of a 4096x4096 map takes longer
// than a frame, so it is counted on another thread, on a copy of the grid,
// and the frame only looks whether the answer has come.

#include <cstdint>
#include <future>
#include <optional>

#include "workspace/workspace.hpp"

namespace astar::studio {

class ReachableCount {
 public:
  // Collects a finished count, and starts one when `wanted` and the map,
  // the start or the rules moved since the last (one count at a time).
  void follow(const Workspace& workspace, bool wanted);
  // The count for the workspace as last followed; none while counting.
  std::optional<std::int64_t> value() const;

 private:
  struct Key {
    std::uint64_t cells = 0;
    std::optional<Point> start;
    MovementRules rules;
    friend bool operator==(const Key&, const Key&) = default;
  };

  Key current_;
  std::optional<Key> counted_;
  std::int64_t count_ = 0;
  Key pending_key_;
  std::future<std::int64_t> pending_;
};

}  // namespace astar::studio
