#pragma once
// Draws the clearance overlay: per cell, the largest unit that can stand
// there. Zoomed in, each cell on screen is shaded and carries its number
// in its bottom-left corner (the search's g and h take the top ones);
// zoomed out, the map is shaded in blocks of whole cells, each the colour
// of its cells' mean clearance (ClearanceLevels), so every cell counts,
// the shading stops at the map's edge, and the cost follows the canvas's
// size and not the map's.

#include "analysis/clearance_view.hpp"
#include "canvas/canvas_view.hpp"

namespace astar::studio {

// Numbers show from this zoom (pixels per cell) up.
inline constexpr double kClearanceNumbersFromZoom = 14;

void draw_clearance_overlay(const CanvasView& view, const ClearanceMaps& maps);

// The shade of a clearance (0: nothing fits), for the legend too.
unsigned clearance_colour(float clearance);

}  // namespace astar::studio
