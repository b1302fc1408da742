#include "workspace/default_markers.hpp"

#include "astar/generate/markers.hpp"

namespace astar::studio {

void place_default_markers(Document& doc) {
  // In the main region, so a corner cell walled into a pocket (common on
  // caves) never becomes a marker the other cannot reach. On a map with one
  // open cell both coincide; a search from a cell to itself is still valid.
  const DefaultMarkers markers = default_markers(doc.grid);
  doc.start = markers.start;
  doc.goal = markers.goal;
}

}  // namespace astar::studio
