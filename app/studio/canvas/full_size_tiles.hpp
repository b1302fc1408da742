#pragma once
// The map at a texel per cell, for views at a pixel per cell or more, as
// square textures made only where such a view looks. A whole 8192 x 8192
// map at full size took 256 MiB of texture, though a view at full size
// never shows more cells than the window has pixels, and a view below a
// pixel per cell draws the reduced levels (minified_map.hpp) instead.
//
// A tile made for a view is painted through the usual repaint (its cells
// are marked stale); until all of it is, a view draws the reduced level
// over it instead. Tiles no view asked for in a frame are let go.

#include <cstdint>
#include <vector>

#include "astar/result.hpp"
#include "canvas/tile_layout.hpp"
#include "shell/gl_texture.hpp"
#include "workspace/cell_rect.hpp"

namespace astar::studio {

class FullSizeTiles {
 public:
  static constexpr int kTileCells = 1024;
  // The painted rectangles come in squares of this many cells.
  static constexpr int kPaintCells = 32;

  // A width x height map, no tile made; old tiles go to `retired`.
  void reset(int width, int height, std::vector<GlTexture>& retired);

  // Makes the tiles over `wanted` (clipped to the map) and lets the others
  // go to `retired`. Returns the cells of the tiles just made, which need
  // painting.
  Result<std::vector<CellRect>> keep_only(const CellRect& wanted,
                                          std::vector<GlTexture>& retired);

  // The cells of `rect` were painted as `pixels` (rect.width() a row):
  // uploads them into the tiles that exist there.
  Status upload(const CellRect& rect, const std::uint32_t* pixels);

  // A tile over part of the view and where those cells are in its
  // texture; not painted while it is not made or not painted whole yet.
  struct Piece {
    unsigned texture = 0;
    CellRect cells;
    float u0 = 0, v0 = 0, u1 = 1, v1 = 1;
    bool painted = false;
  };
  // The tiles over `view` (clipped to the map), made or not.
  std::vector<Piece> pieces(const CellRect& view) const;

  // How many tiles are made.
  int tile_count() const;

 private:
  struct Tile {
    GlTexture texture;
    // Which of its kPaintCells squares have been painted since it was made.
    std::vector<std::uint8_t> painted;
    int painted_count = 0;
    bool whole() const {
      return painted_count == static_cast<int>(painted.size());
    }
  };
  void note_painted(Tile& tile, const CellRect& tile_cells,
                    const CellRect& rect);

  TileLayout layout_;        // in cells
  std::vector<Tile> tiles_;  // row-major; a tile not made has no texture
};

}  // namespace astar::studio
