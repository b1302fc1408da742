#pragma once
// Breakpoints on cells: playing, stepping or running the search stops right
// after a step that opened a cell (put it on the open list for the first
// time), or expanded it. Replaying a rewound search takes the same steps
// again, so it stops at the same place.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "astar/search/search.hpp"

namespace astar::studio {

enum class BreakOn : std::uint8_t {
  Opened,    // the step that first puts the cell on the open list
  Expanded,  // the step that first takes it off
};

// Kept as a point, not an index: a resized map keeps it where it was.
struct Breakpoint {
  Point cell;
  BreakOn on = BreakOn::Opened;
};

// Where and why the search stopped.
struct BreakpointHit {
  Point cell;
  BreakOn on = BreakOn::Opened;
  std::int64_t step = 0;
};

class Breakpoints {
 public:
  // Adds one; a cell has at most one of each kind.
  void add(Point cell, BreakOn on);
  void clear() { points_.clear(); }
  bool empty() const { return points_.empty(); }
  const std::vector<Breakpoint>& all() const { return points_; }
  // Called after each step of `search`: the first breakpoint it fired.
  std::optional<BreakpointHit> check_step(const Search& search) const;

 private:
  std::vector<Breakpoint> points_;
};

// "Stopped: (3,4) was opened at step 12."
std::string describe(const BreakpointHit& hit);
const char* to_string(BreakOn on);

}  // namespace astar::studio
