#pragma once
/// @file pseudocode_trace.hpp
/// The last step of a Search as the lines of its algorithm's pseudocode
/// (AlgorithmText::pseudocode) it went through, each with the values it
/// had there: the cell popped, the goal test, closing it, then each
/// neighbour in the order the search looked at it (walls and refused
/// diagonals included, which the search skips without touching), its
/// new_g, the comparison with its old g, the update and the push.
///
/// Built after the step from what the search recorded (explain_last_step),
/// so stepping pays nothing for it; a view steps through the lines of one
/// expansion without moving the search. Jump Point Search lists the jump
/// points the step opened or improved (the search keeps no record of the
/// others), each from the line where its jump stopped.

#include <optional>
#include <string>
#include <vector>

#include "astar/search/search.hpp"

namespace astar {

/// One line a step went through.
struct TracedLine {
  /// The line's number in the listing, 1-based.
  int line = 0;
  /// The neighbour (or JPS jump point) the line looks at; none for the
  /// lines about the cell taken.
  std::optional<Point> neighbour;
  /// new_g of the neighbour, from the line that prices it on.
  std::optional<double> new_g;
  /// The line skips the neighbour: the search leaves it as it was.
  bool skips = false;
  /// The values at this line, to show beside it ("new_g = 3 + 1 = 4").
  std::string values;
};

/// The lines the last step of `search` went through, in order. At step 0
/// of a started search, the listing's first line alone (the open list
/// holds the start). When the step emptied the open list without reaching
/// the goal, the "no path" line ends it. Empty when the search is idle or
/// the algorithm's listing has no line mapping (PseudocodeLines::mapped).
/// `map`: as explain_last_step's (tells a unit's misfits from walls).
std::vector<TracedLine> trace_last_step(const Search& search,
                                        const Grid* map = nullptr);

}  // namespace astar
