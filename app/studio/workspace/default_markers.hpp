#pragma once
// A PNG cannot store a start and goal, so when a map is opened without
// them the app picks, within the map's main region (its largest region, see
// astar/generate/markers.hpp), the cell nearest the top-left corner as the
// start and the one nearest the bottom-right corner as the goal (nearest
// by x+y steps; ties go to the smaller y from the corner).

#include <optional>

#include "astar/edit/document.hpp"

namespace astar::studio {

// Sets both markers in the main region (each empty when the map has no open
// cell).
void place_default_markers(Document& doc);

}  // namespace astar::studio
