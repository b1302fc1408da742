#pragma once
// What the select tool draws over the canvas: the selection as a dashed
// black-and-white outline with its size beside it, and a stamp being
// pasted as a translucent ghost of its cells under the mouse. Only the
// part on screen is drawn, so a large block costs what the screen shows.

#include "astar/edit/cell_block.hpp"
#include "canvas/canvas_view.hpp"
#include "ui/palette.hpp"

namespace astar::studio {

void draw_selection(const CanvasView& view, const BlockRect& box);

// The block with its top-left cell at `corner`, in the palette's colours.
void draw_stamp_ghost(const CanvasView& view, const CellBlock& block,
                      Point corner, const Palette& palette);

}  // namespace astar::studio
