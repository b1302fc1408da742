#pragma once
// The canvas marks of a pseudocode line (derived/line_stepper.hpp): the
// cell the expansion took (white) and the neighbour (or jump point) the lit
// line looks at (cyan, as the lit line's bar in the Code tab). Each mark is
// a light stroke over a dark one, so it reads on every cell colour of both
// palettes.

#include <imgui.h>

#include <optional>

#include "astar/grid/grid.hpp"
#include "canvas/canvas_view.hpp"
#include "ui/palette.hpp"

namespace astar::studio {

// The neighbour's colour (tests find its mark by it).
inline constexpr ImU32 kLineMarkNeighbour = IM_COL32(0, 200, 255, 255);

// Paints `cell` in `colour`, with its grid line when given: a cell the
// expansion has not reached yet, as it was before it.
void draw_cell_as_before(const CanvasView& view, Point cell, Rgba colour,
                         std::optional<Rgba> grid_line);

void draw_line_marks(const CanvasView& view, Point current,
                     std::optional<Point> neighbour);

}  // namespace astar::studio
