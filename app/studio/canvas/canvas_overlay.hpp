#pragma once
// What the editing tools draw over the canvas: the shape being dragged
// (before it is painted on release) and the brush's footprint under the
// mouse. Drawn with ImDrawList after the map, inside the canvas.

#include <vector>

#include "astar/edit/shapes.hpp"
#include "astar/grid/grid.hpp"
#include "canvas/canvas_view.hpp"
#include "ui/palette.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// The cells a shape would paint, in the paint's colour, half transparent
// so the map shows through. Only rows on screen are drawn.
void draw_shape_preview(const CanvasView& view,
                        const std::vector<CellSpan>& spans, Rgba colour);

// The outline of the brush's footprint centred on `cell`, and of its
// mirror images when mirroring is on.
void draw_brush_outline(const CanvasView& view, const Grid& grid, Point cell,
                        const ToolSettings& tools);

}  // namespace astar::studio
