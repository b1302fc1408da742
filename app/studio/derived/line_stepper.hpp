#pragma once
// Stepping run 1's search a pseudocode line at a time (the Code tab,
// Step line). The search moves by whole expansions; inside one, only this
// cursor moves, over the lines the expansion went through
// (astar/teach/pseudocode_trace.hpp), so stepping back inside an
// expansion needs no rewind.
//
// It follows the search by its query and step count, as derived state
// does: when either moved under it (Step, the timeline, an edit, Reset),
// the cursor stands on the last line of the step shown, where a whole
// step leaves it. While stepping lines the canvas marks the cell taken and
// the neighbour the lit line looks at, and shows the cells the expansion
// has not reached yet as they were before it (pending()); the values
// beside the lit line say what that line saw.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "astar/teach/pseudocode_trace.hpp"
#include "derived/runs.hpp"

namespace astar::studio {

class LineStepper {
 public:
  // What the Code tab and the canvas show.
  struct Lit {
    int line = 0;  // 1-based in the listing
    Point current;
    std::optional<Point> neighbour;
    std::string values;
  };
  // The line lit in the step `search` shows; none while the search is idle
  // or its algorithm's listing has no line mapping. `map`: the workspace's
  // grid (tells a unit's misfits from walls).
  std::optional<Lit> lit(const SearchController& search, const Grid& map) const;
  // While stepping lines: the cells the expansion opens or improves on
  // lines after the lit one, with their state before the expansion, so
  // the canvas can show them as they still were.
  struct Pending {
    Point cell;
    CellState before = CellState::Unseen;
  };
  std::vector<Pending> pending(const SearchController& search,
                               const Grid& map) const;
  // The last move was by Step line (after lit() brought it up to date):
  // the canvas marks the cells the lit line looks at. False stays false
  // until Step line, so a view may ask it first and skip the rest.
  bool stepping_lines() const { return by_lines_; }
  // Why Step line steps whole expansions instead, or empty when it can
  // step lines.
  static std::string unavailable(Algorithm algorithm);

  // Step line: the next line of the expansion, or the first line of the
  // next expansion (expanding it).
  void step_line(Runs& runs, const Workspace& workspace);
  // Step, after some lines: true when it only finished the expansion shown
  // (the cursor goes to its last line); false leaves Step to expand.
  bool finish_expansion(const SearchController& search, const Grid& map);
  // Back, after some lines: true when it went back one line (to the
  // previous expansion's last line across a boundary); false leaves Back
  // to go back a whole step.
  bool back(Runs& runs, const Grid& map);

 private:
  // Rebuilds the lines when the search moved under the cursor. The views'
  // reads call it, so what it keeps is a cache that follows the search:
  // mutable.
  void follow(const SearchController& search, const Grid& map) const;

  mutable std::int64_t starts_ = -1;
  mutable std::int64_t step_ = -1;
  mutable SearchStatus status_ = SearchStatus::Idle;
  mutable std::vector<TracedLine> lines_;
  mutable std::size_t index_ = 0;
  // The last move was by lines: Step finishes the expansion and Back goes
  // back a line.
  mutable bool by_lines_ = false;
};

}  // namespace astar::studio
