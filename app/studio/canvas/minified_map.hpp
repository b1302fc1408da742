#pragma once
// Reduced copies of the map's colours for views below one pixel per cell.
//
// Drawn with nearest sampling at under a pixel a cell, a texture skips
// cells: a one-cell wall breaks into dashes or vanishes, and patterns
// shimmer. Level n holds one texel per 2^n x 2^n block of cells, made from
// level n-1 (level 0 being the map texture's colours). A block takes the
// mean of its cells' colours (walls, terrain and the search's states by
// their share), so a map with a fifth of its cells walls looks a fifth
// dark and a finished search shows; but a block that a wall line crosses
// from side to side, with no such line in the blocks beside it, is
// wall-coloured, so a thin wall stays a whole line at any zoom. (When any wall
// won, as before, a map of scattered walls was drawn nearly all wall and hid
// the search.) A diagonal wall crosses whole blocks only where it meets their
// corners; elsewhere it passes their corners and shows by its share, a darker
// line that fades as blocks grow. The canvas draws the first level whose texels
// are at least a pixel wide.
//
// The levels live on the CPU and follow the map texture a repainted
// rectangle at a time, so their work is part of the repaint's per-frame
// budget and never grows with the map in one frame. No GL here: MapLayers
// uploads what changed. A level keeps what its colours are made of (5
// bytes a texel), not the colours, which the level's texture holds: on an
// 8192² map that is 89 MiB less.

#include <cstdint>
#include <functional>
#include <vector>

#include "astar/grid/grid.hpp"
#include "workspace/cell_rect.hpp"

namespace astar::studio {

// Which way walls cross a block from side to side (bits).
enum WallCrossing : std::uint8_t {
  kCrossesAcross = 1,  // joins its left and right sides
  kCrossesDown = 2,    // joins its top and bottom sides
};

struct MinifiedLevel {
  int width = 0;                       // ceil(map width / 2^n)
  int height = 0;                      // ceil(map height / 2^n)
  std::vector<std::uint32_t> means;    // the mean of the block's cells
  std::vector<std::uint8_t> crossing;  // WallCrossing bits
  bool crossed(std::size_t i) const { return crossing[i] != 0; }
  // The texel as drawn, packed RGBA: the wall colour where a line crosses
  // it and the texels beside it are clear of lines running its way (lines
  // packed closer than a texel show by their share instead), else the mean.
  std::uint32_t colour(int x, int y, std::uint32_t wall_colour) const;
};

class MinifiedMap {
 public:
  // Levels 1, 2, ... for a width x height map, halving down to 1 x 1
  // (none for a 1 x 1 map). Their texels are undefined until painted.
  void reset(int width, int height);

  // How many levels there are; level(n) for n in 1..level_count().
  int level_count() const { return static_cast<int>(levels_.size()); }
  const MinifiedLevel& level(int n) const { return levels_[n - 1]; }

  // The cells of `rect` were repainted with `pixels` (rect.width() x
  // rect.height() packed RGBA, row by row); walls are the cells of `grid`
  // that are blocked. Brings every level's texels over `rect` up to date
  // and calls `changed(n, texels, colours)` for each level n with the
  // texels it rewrote and their colours (texels.width() a row). `rect`
  // starts on even cells, as tile corners do, so that each level-1 texel
  // it touches lies within it. Where `shown(n, texels)` says no texture
  // holds those texels of level n, their colours are not worked out (the
  // texture made there later takes them from level(n)).
  using Changed = std::function<void(int level, const CellRect& texels,
                                     const std::uint32_t* colours)>;
  using Shown = std::function<bool(int level, const CellRect& texels)>;
  void update(const Grid& grid, const CellRect& rect,
              const std::uint32_t* pixels, std::uint32_t wall_colour,
              const Changed& changed, const Shown& shown = {});

  // The level to draw at `pixels_per_cell`: the first whose texels are at
  // least a pixel wide, at most the last one; 0 (the map texture itself)
  // from one pixel per cell up.
  int level_for(double pixels_per_cell) const;

 private:
  // Means and crossings of level 1's (or n's) texels over `texels`.
  void reduce_from_cells(const Grid& grid, const CellRect& rect,
                         const std::uint32_t* pixels, const CellRect& texels);
  void reduce_from_level(int n, const CellRect& texels);
  // One texel of level 1 (or n) whose block the map's edge or `rect` cuts.
  void reduce_edge_block(const Grid& grid, const CellRect& rect,
                         const std::uint32_t* pixels, int tx, int ty);
  void reduce_edge_block(int n, int tx, int ty);
  // The colours of `around` into painted_.
  void paint(const MinifiedLevel& level, const CellRect& around,
             std::uint32_t wall_colour);

  std::vector<MinifiedLevel> levels_;
  std::vector<std::uint32_t> painted_;
};

}  // namespace astar::studio
