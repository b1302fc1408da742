#pragma once
// The map as the canvas shows it: one RGBA texture, one texel per cell,
// holding the cell colour or, where the search has been, the search colour
// over it. Composing on the CPU means software GL fills each map pixel
// once. Only stale rectangles are recomputed and re-uploaded.

#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"
#include "workspace/cell_rect.hpp"
#include "shell/gl_texture.hpp"
#include "canvas/palette.hpp"

namespace astar::studio {

class MapLayers {
 public:
  // Makes a texture that fits `grid`, re-creating it only when the size
  // changed; everything becomes stale.
  Status resize_for(const Grid& grid);

  // Cells whose map value or search state may have changed.
  void mark(const CellRect& rect) { dirty_.include(rect); }
  // Everything is stale, e.g. after a palette change.
  void mark_all() { dirty_ = CellRect::whole(width_, height_); }

  // Per cell, 1 when the start reaches it: walkable cells at 0 are tinted
  // (null: no highlight). Mark the layer stale when it changes.
  void set_unreachable_mask(const std::vector<std::uint8_t>* mask) {
    reachable_ = mask;
  }

  // Recomputes and uploads the stale part. `search` may be null.
  Status upload(const Grid& grid, const Search* search, const Palette& palette);

  unsigned texture() const { return texture_.id(); }
  // Deletes textures replaced during the frame; call once it is rendered.
  void release_retired() { retired_.clear(); }
  bool ready() const { return texture_.valid(); }

 private:
  void fill_rect(const Grid& grid, const Search* search, const Palette& palette,
                 CellRect rect);
  // Cells painted with a highlight colour (path, current cell), which must
  // be repainted when the highlight moves on.
  void collect_highlights(const Search* search, const Grid& grid);

  GlTexture texture_;
  std::vector<GlTexture> retired_;
  int width_ = 0;
  int height_ = 0;
  CellRect dirty_;
  std::vector<int> highlighted_;
  std::size_t path_count_ = 0;
  std::size_t touched_count_ = 0;
  CellRect highlighted_rect_;
  std::vector<std::uint32_t> scratch_;
  const std::vector<std::uint8_t>* reachable_ = nullptr;
};

}  // namespace astar::studio
