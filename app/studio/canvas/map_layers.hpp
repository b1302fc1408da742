#pragma once
// The map as the canvas shows it: RGBA textures, one texel per cell,
// holding the cell colour or, where the search has been, the search colour
// over it, made for the part a view shows at full size (full_size_tiles.hpp),
// and reduced copies of the map for views below a pixel per cell (level 1
// made in tiles too where it is shown, level_tiles.hpp),
// where walls win (minified_map.hpp). Composing on the CPU means software GL
// fills each map pixel once. Only stale rectangles are recomputed and
// re-uploaded: the layers remember the workspace revisions, the palette and
// the reachability mask they painted, and find by themselves what moved
// since.

#include <chrono>
#include <optional>
#include <vector>

#include "astar/grid/cell_bits.hpp"
#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"
#include "canvas/full_size_tiles.hpp"
#include "canvas/level_tiles.hpp"
#include "canvas/minified_map.hpp"
#include "shell/gl_texture.hpp"
#include "ui/palette.hpp"
#include "workspace/cell_rect.hpp"
#include "workspace/dirty_tiles.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

struct CellColours;

class MapLayers {
 public:
  // Makes a texture that fits `grid`, re-creating it only when the size
  // changed; everything becomes stale. Called before a document is
  // adopted, so a map too big for the GPU is refused while the old one
  // stays.
  Status resize_for(const Grid& grid);

  // Brings the stale area up to date with the workspace: a new document
  // or size re-creates the texture; cells that moved become stale.
  Status follow(const Workspace& workspace);

  // The cells to repaint; the search adds the cells it touched.
  DirtyTiles& stale() { return dirty_; }
  const DirtyTiles& stale() const { return dirty_; }

  // An earlier search of this run, or of the run this one is diffed
  // against, touched `cells` and is let go (the search restarted after an
  // edit, or was cleared). Its colours there are repainted from the map
  // alone, with no question to the search, where the search now shown did
  // not mark a cell stale (diffed, as the sweep paints them: the other run
  // need not have restarted): the views' tiles first, ahead of the repaint
  // sweep, so that none shows within a frame or two even on a big map
  // (issue 50).
  void forget_search(const CellRect& cells);
  // Tiles that may still show a search let go, for measuring.
  std::size_t old_run_tiles() const { return forgotten_.count(); }

  // The cells the start reaches: walkable cells outside it are tinted
  // (null: no highlight). `revision` moves when the mask changes.
  void set_unreachable_mask(const CellBits* mask, std::uint64_t revision);

  // Paints the search against `other` (null: off): the cells one of them
  // expanded and the other did not stand out. The caller marks the cells
  // `other` changed as stale too.
  void set_diff_with(const Search* other);
  const Search* diff_with() const { return diff_with_; }

  // Recomputes and uploads the stale part, or as much of it as fits before
  // `deadline`: a whole-map repaint of a big map is spread over frames.
  // `search` may be null.
  using Clock = std::chrono::steady_clock;
  Status upload(const Grid& grid, const Search* search, const Palette& palette,
                Clock::time_point deadline = Clock::time_point::max());

  // While a new map's first painting, which a big map spreads over frames,
  // is unfinished after a frame: the share painted, 0 to 1.
  std::optional<double> first_paint_progress() const;

  // What to draw for the cells of `view` at `pixels_per_cell`: a reduced
  // level below a pixel per cell, else the full-size tiles over it, with
  // the finest level first under those not painted yet. Asking keeps the
  // tiles over `view` for the next upload (which makes those missing), so
  // every view that draws the map asks each frame.
  struct Piece {
    unsigned texture = 0;
    CellRect cells;
    float u0 = 0, v0 = 0, u1 = 1, v1 = 1;
  };
  std::vector<Piece> pieces_for(const CellRect& view,
                                double pixels_per_cell) const;
  CellRect whole() const { return CellRect::whole(width_, height_); }
  // Whether the frame last uploaded drew a coarser level in place of tiles
  // not made or painted yet: a screenshot waits for a frame that did not.
  bool drew_stand_in() const { return stand_in_drawn_; }
  // How many full-size tiles, and level 1's tiles, there are.
  int full_size_tiles() const { return full_size_.tile_count(); }
  int level_tiles() const { return level_tiles_.tile_count(); }
  // How long the slowest edit of the document (a stroke's sample, a fill,
  // an undo) took to be in the textures, in frames (1: the frame that made
  // it drew it) and milliseconds; nothing before the first edit. For
  // measuring: the state line's edit_lag.
  struct EditLag {
    int frames = 0;
    double ms = 0;
  };
  const std::optional<EditLag>& slowest_edit() const { return slowest_edit_; }
  // The same for a search let go: from forget_search until no tile shows
  // its colours. The state line's old_run_lag.
  const std::optional<EditLag>& slowest_forget() const {
    return slowest_forget_;
  }
  // Deletes textures replaced during the frame; call once it is rendered.
  void release_retired() { retired_.clear(); }
  bool ready() const { return made_; }

 private:
  void fill_rect(const Grid& grid, const Search* search,
                 const CellColours& colours, const Palette& palette,
                 CellRect rect);
  // The unreachable mask if it fits `grid`, else null.
  const CellBits* reachable_mask(const Grid& grid) const;
  // Paints this frame's highlights over the cells of `rect` in scratch_.
  void paint_highlights(const Grid& grid, const Palette& palette,
                        CellRect rect);
  // Cells painted with a highlight colour (path, current cell), which must
  // be repainted when the highlight moves on.
  void collect_highlights(const Search* search, const Grid& grid);
  // Marks the cells of last frame's and this frame's highlights stale, when
  // they differ.
  void refresh_highlights(const Search* search, const Grid& grid);
  void mark_all() { dirty_.mark_all(); }
  // The reduced levels over a rectangle just painted into scratch_.
  Status update_minified(const Grid& grid, const Palette& palette,
                         const CellRect& rect);

  // Paints the tiles of forgotten_ over `area`, in runs along rows, until
  // `stop()`: from the map alone where the search did not mark them stale,
  // else with `paint_stale` as the sweep would.
  template <typename PaintPlain, typename PaintStale, typename Stop>
  void paint_forgotten(const CellRect& area, PaintPlain&& paint_plain,
                       PaintStale&& paint_stale, Stop&& stop);
  // Repaints what forgotten_ holds, what `viewed` shows first, with a
  // budget of its own; `paint` paints as the sweep does.
  template <typename Paint>
  void forget_old_search(const Grid& grid, const CellColours& colours,
                         const Palette& palette, const CellRect& viewed,
                         Paint& paint, Status& status,
                         Clock::time_point deadline);
  // After an upload: whether the search let go still shows.
  void note_forget_shown();

  // An edit of `cells` the textures do not show yet.
  void note_edit(const CellRect& cells);
  // After an upload: the edits now shown, and how long they waited.
  void note_edits_shown();

  // The level-n piece for the cells of `view`.
  Piece level_piece(int n, const CellRect& view) const;
  // Makes the tiles the frame's views asked for: new full-size ones are
  // stale, and at most one new tile of level 1 is filled at once.
  Status keep_wanted_tiles(const Palette& palette);

  bool made_ = false;
  FullSizeTiles full_size_;
  // The cells the frame's views asked to see at full size; asking is a
  // read, so this is kept aside from what the layers show.
  mutable CellRect wanted_full_size_;
  mutable CellRect wanted_level_tiles_;    // the same for level 1
  mutable CellRect viewed_;                // every view's cells, any level
  mutable bool drawing_stand_in_ = false;  // this frame's views so far
  bool stand_in_drawn_ = false;            // the frame last uploaded
  MinifiedMap minified_;
  LevelTiles level_tiles_;                 // level 1
  std::vector<GlTexture> level_textures_;  // level n >= 2 at [n - 1]
  std::vector<GlTexture> retired_;
  int width_ = 0;
  int height_ = 0;
  DirtyTiles dirty_;
  // The tiles a new map's first painting started with (0 once done), and
  // whether a frame has ended with it unfinished.
  std::size_t first_paint_tiles_ = 0;
  bool first_paint_spread_ = false;
  std::vector<int> highlighted_;
  std::size_t path_count_ = 0;
  std::size_t meeting_count_ = 0;  // 1 when a bidirectional search met
  std::size_t touched_count_ = 0;
  CellRect highlighted_rect_;
  std::vector<std::uint32_t> scratch_;
  const CellBits* reachable_ = nullptr;
  const Search* diff_with_ = nullptr;
  std::uint64_t mask_revision_ = 0;
  const Palette* painted_with_ = nullptr;
  struct PendingEdit {
    CellRect cells;
    int frames = 0;  // uploads since it was noted
    Clock::time_point noted;
  };
  std::vector<PendingEdit> pending_edits_;
  std::optional<EditLag> slowest_edit_;
  // The tiles that may show a search let go, and since when.
  DirtyTiles forgotten_;
  std::optional<PendingEdit> pending_forget_;
  // Made or resized since the last upload: every tile is being repainted,
  // so a search let go with the old map is nothing to clear.
  bool repainting_all_ = false;
  std::optional<EditLag> slowest_forget_;
  std::uint64_t document_seen_ = 0;
  std::uint64_t cells_seen_ = 0;
};

}  // namespace astar::studio
