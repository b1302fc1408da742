#pragma once
// The first reduced level (a texel per 2 x 2 cells) as square textures made
// only where a view shows that level. Whole, an 8192 x 8192 map's took
// 64 MiB of texture, though a view at half a pixel per cell shows at most
// the window's pixels of it; the coarser levels are a quarter of that
// together and stay whole.
//
// The reduced levels live on the CPU (minified_map.hpp), so a new tile is
// filled from there at once, one tile a frame; after that it follows the
// level's changes like the whole textures do. Tiles no view asked for in a
// frame are let go.

#include <cstdint>
#include <vector>

#include "astar/result.hpp"
#include "canvas/minified_map.hpp"
#include "canvas/tile_layout.hpp"
#include "shell/gl_texture.hpp"
#include "workspace/cell_rect.hpp"

namespace astar::studio {

class LevelTiles {
 public:
  static constexpr int kTileTexels = 1024;

  // Level `n` of a map_width x map_height map, no tile made; old tiles go
  // to `retired`.
  void reset(int n, int map_width, int map_height,
             std::vector<GlTexture>& retired);

  // Keeps the tiles over the cells `wanted`, lets the others go, and makes
  // and fills at most one missing tile from `level`.
  Status keep_only(const CellRect& wanted, const MinifiedLevel& level,
                   std::uint32_t wall_colour, std::vector<GlTexture>& retired);

  // The level's `texels` now have `colours` (texels.width() a row): into
  // the tiles made there.
  Status upload(const CellRect& texels, const std::uint32_t* colours);
  // Whether a tile is made over some of `texels`.
  bool made_over(const CellRect& texels) const;

  // A made tile over part of the cells of `view` and where those cells
  // are in its texture.
  struct Piece {
    unsigned texture = 0;
    CellRect cells;
    float u0 = 0, v0 = 0, u1 = 1, v1 = 1;
  };
  // The made tiles over `view` (cells); `whole` says whether every tile
  // over it is made.
  std::vector<Piece> pieces(const CellRect& view, bool& whole) const;

  int tile_count() const;

 private:
  // The tiles' columns and rows over the texels under `cells`.
  CellRect tiles_over_cells(const CellRect& cells) const;
  Status make(int col, int row, const MinifiedLevel& level,
              std::uint32_t wall_colour);

  int n_ = 1;
  int map_width_ = 0;
  int map_height_ = 0;
  TileLayout layout_;             // in texels
  std::vector<GlTexture> tiles_;  // row-major; not made: not valid()
  std::vector<std::uint32_t> scratch_;
};

}  // namespace astar::studio
