#pragma once
// The cells Jump Point Search scanned in its last step, drawn faintly as
// the lines it ran along: the step expanded one jump point but looked at
// all of these, which is why JPS expands so few cells.

#include <imgui.h>

#include "canvas/canvas_view.hpp"

namespace astar::studio {

// Draws into `dl`, already clipped to the canvas. Only the runs that cross
// the view are drawn.
void draw_jump_scans(ImDrawList* dl, const CanvasView& view,
                     const CanvasScene& scene);

}  // namespace astar::studio
