#pragma once
// The search's own numbers and parent arrows, written over the seen cells
// once the cells are drawn large enough: f in the middle, g top left and h
// top right (as the classic tutorials lay them out), and an arrow from each
// open or closed cell to its parent, so the path reads back from the goal
// as a chain of arrows. Only the cells on screen are visited, so the cost
// follows the view, never the map's size.

#include <imgui.h>

#include "canvas/canvas_view.hpp"

namespace astar::studio {

// Draws into `dl`, already clipped to the canvas, what scene.cell_labels
// asks for and the zoom allows. The start and goal cells are left to
// their markers.
void draw_cell_labels(ImDrawList* dl, const CanvasView& view,
                      const CanvasScene& scene);

}  // namespace astar::studio
