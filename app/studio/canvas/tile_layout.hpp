#pragma once
// Square tiles over a width x height area, row-major, the last ones in a
// row or column cut to the area: where the texture tiles of a level
// (full_size_tiles.hpp, level_tiles.hpp) lie.

#include <cstddef>

#include "workspace/cell_rect.hpp"

namespace astar::studio {

struct TileLayout {
  int width = 0;
  int height = 0;
  int tile = 1;  // units a side
  int cols = 0;
  int rows = 0;

  TileLayout() = default;
  TileLayout(int width_units, int height_units, int tile_units)
      : width(width_units),
        height(height_units),
        tile(tile_units),
        cols((width_units + tile_units - 1) / tile_units),
        rows((height_units + tile_units - 1) / tile_units) {}

  std::size_t count() const {
    return static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows);
  }
  std::size_t index(int col, int row) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) +
           static_cast<std::size_t>(col);
  }
  // The units tile (col, row) covers.
  CellRect area_of(int col, int row) const {
    return CellRect{col * tile, row * tile, (col + 1) * tile, (row + 1) * tile}
        .clipped(width, height);
  }
  // The columns and rows of the tiles over `rect` (clipped to the area).
  CellRect tiles_over(const CellRect& rect) const {
    const CellRect part = rect.clipped(width, height);
    if (part.empty()) return {};
    return {part.x0 / tile, part.y0 / tile, (part.x1 - 1) / tile + 1,
            (part.y1 - 1) / tile + 1};
  }
};

}  // namespace astar::studio
