#pragma once
/// @file map_ops.hpp
/// Whole-map operations, each as one undoable EditCommand: resize with an
/// anchor, invert walls, clear, and shift (or wrap) by an offset.

#include <cstdint>
#include <optional>
#include <string_view>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/result.hpp"

namespace astar {

/// Which part of the old map stays in place when resizing.
enum class Anchor : std::uint8_t {
  TopLeft,
  Top,
  TopRight,
  Left,
  Centre,
  Right,
  BottomLeft,
  Bottom,
  BottomRight,
};

/// Names: top-left, top, top-right, left, centre, right, bottom-left,
/// bottom, bottom-right ("center" is accepted too).
std::string_view to_string(Anchor anchor);
std::optional<Anchor> parse_anchor(std::string_view text);

/// Resizes to width x height keeping the old cells at the anchor (with a
/// centred anchor, an odd difference puts the extra column or row on the
/// right or bottom). New cells are open
/// ground. Markers move with the cells; a marker whose cell is cut off is
/// removed. Fails when the size is invalid; an unchanged size gives an empty
/// command.
Result<EditCommand> make_resize_command(const Document& doc, long long width,
                                        long long height, Anchor anchor);

/// Walls become open ground and every walkable cell (terrain included)
/// becomes a wall. The start and goal cells are left as they are, so a
/// marker never ends up on a wall.
EditCommand make_invert_command(const Document& doc);

/// Every cell becomes open ground; markers stay.
EditCommand make_clear_command(const Document& doc);

/// Moves every cell by (dx, dy). With `wrap`, cells leaving one side come
/// back on the other and markers wrap too; without it, vacated cells become
/// open ground and a marker pushed off the map is removed. Labelled "Wrap"
/// or "Shift".
EditCommand make_shift_command(const Document& doc, int dx, int dy, bool wrap);

}  // namespace astar
