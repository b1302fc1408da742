#pragma once
// Draws the clearance overlay: per cell, the largest unit that can stand
// there. Zoomed in, each cell on screen is shaded and carries its number
// (like the cell labels); zoomed out, the canvas is shaded in blocks of a
// few pixels, each the colour of the cell under its centre, so the cost
// follows the canvas's size and not the map's.

#include "astar/grid/units.hpp"
#include "canvas/canvas_view.hpp"

namespace astar::studio {

// Numbers show from this zoom (pixels per cell) up.
inline constexpr double kClearanceNumbersFromZoom = 14;

void draw_clearance_overlay(const CanvasView& view, const Clearance& clearance);

// The shade of a clearance (0: nothing fits), for the legend too.
unsigned clearance_colour(int clearance);

}  // namespace astar::studio
