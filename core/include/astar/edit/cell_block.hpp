#pragma once
/// @file cell_block.hpp
/// A rectangular block of cells lifted out of a map: copied from a
/// selection, flipped or turned, and stamped back as one EditCommand.
///
/// Only cells travel. The start and goal markers, agents and obstacles stay
/// where they are: stamping follows painting, so a wall in the block skips
/// the cell under a marker (which keeps its value), as a brush does.
///
/// Turning a selection in place turns it about its centre. A w x h block
/// becomes h x w with its top-left moved by ((w - h) / 2, (h - w) / 2),
/// rounded toward zero, so turning twice gives back the first footprint.
/// Cells of the old footprint the new one leaves uncovered become open
/// ground; a turn whose footprint would leave the map is refused.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/result.hpp"

namespace astar {

/// A rectangle of cells: top-left (x, y), width x height.
struct BlockRect {
  int x = 0;
  int y = 0;
  int width = 0;
  int height = 0;
  bool empty() const { return width <= 0 || height <= 0; }
  bool contains(Point p) const {
    return p.x >= x && p.y >= y && p.x < x + width && p.y < y + height;
  }
  friend bool operator==(const BlockRect&, const BlockRect&) = default;
};

/// The rect with corners `a` and `b` (both inside it), cut to a
/// width x height map; empty when it misses the map.
BlockRect rect_between(Point a, Point b, int width, int height);

struct CellBlock {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> cells;  ///< row-major, width * height
  std::uint8_t at(int x, int y) const { return cells[y * width + x]; }
  bool empty() const { return cells.empty(); }
  friend bool operator==(const CellBlock&, const CellBlock&) = default;
};

/// The cells of `rect` (cut to the map first).
CellBlock copy_block(const Grid& grid, BlockRect rect);

enum class BlockTurn : std::uint8_t {
  FlipHorizontal,  ///< left and right swap
  FlipVertical,    ///< top and bottom swap
  RotateClockwise,
  RotateCounterClockwise,
};

/// "Flip horizontally", "Flip vertically", "Rotate clockwise", "Rotate
/// counter-clockwise".
const char* to_string(BlockTurn turn);

/// The block flipped or turned by 90 degrees.
CellBlock turned(const CellBlock& block, BlockTurn turn);

/// Where `rect` lies once turned about its centre (see the top of the file).
BlockRect turned_rect(BlockRect rect, BlockTurn turn);

/// The command that writes `block` with its top-left at `at`; cells off the
/// map are clipped and walls skip the markers. Empty when nothing changes.
EditCommand make_stamp_command(const Document& doc, const CellBlock& block,
                               Point at, std::string label);

/// The command that makes every cell of `rect` open ground ("Delete").
EditCommand make_clear_rect_command(const Document& doc, BlockRect rect,
                                    std::string label);

/// A selection turned in place, and where it lies afterwards.
struct TurnedSelection {
  EditCommand command;
  BlockRect rect;
};

/// Flips or turns the cells of `rect` about its centre. Fails when the
/// turned footprint would leave the map.
Result<TurnedSelection> make_turn_command(const Document& doc, BlockRect rect,
                                          BlockTurn turn);

}  // namespace astar
