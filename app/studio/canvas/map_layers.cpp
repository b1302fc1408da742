#include "canvas/map_layers.hpp"

#include <algorithm>
#include <cmath>
#include <span>
#include <utility>
#include <vector>

#include "astar/search/bidirectional_search.hpp"

namespace astar::studio {

// Per cell value: its own colour and the open and closed colours over
// it, so the inner loop is a state lookup and a table read.
struct CellColours {
  std::uint32_t ground[256];
  std::uint32_t open[256];
  std::uint32_t closed[256];
  // Comparing runs: expanded by this run only, and by the other only.
  std::uint32_t only_this[256];
  std::uint32_t only_other[256];
  // A bidirectional search's backward side.
  std::uint32_t open_back[256];
  std::uint32_t closed_back[256];
  // Unreachable cells, in a checkerboard of two tints.
  std::uint32_t unreachable[2][256];
};

namespace {

// A frame's time for repainting edits and highlights that moved, however
// little the frame leaves for the rest.
constexpr auto kUrgentRepaintBudget = std::chrono::milliseconds(12);
// An edit over more tiles than this (a 1024 x 1024 area) is not urgent:
// tile by tile, it would take longer than the row drain's runs of tiles.
constexpr long long kMostUrgentEditTiles = 1024;
// A frame's time for repainting a search let go from the map alone: a
// 4096 x 4096 map's whole in 3 or 4 frames on two loaded cores, where the
// sweep's 4 ms a frame took 90. (The reduced levels take most of it; the
// cells' colours are a table read a cell.)
constexpr auto kForgetBudget = std::chrono::milliseconds(24);

CellColours cell_colours(const Palette& palette) {
  CellColours colours;
  for (int v = 0; v < 256; ++v) {
    const auto value = static_cast<std::uint8_t>(v);
    colours.ground[v] = cell_colour(palette, value).packed();
    colours.open[v] = search_colour(palette, palette.open, value).packed();
    colours.closed[v] = search_colour(palette, palette.closed, value).packed();
    colours.only_this[v] =
        search_colour(palette, palette.only_this, value).packed();
    colours.only_other[v] =
        search_colour(palette, palette.only_other, value).packed();
    colours.open_back[v] =
        search_colour(palette, palette.open_back, value).packed();
    colours.closed_back[v] =
        search_colour(palette, palette.closed_back, value).packed();
    for (int odd = 0; odd < 2; ++odd) {
      colours.unreachable[odd][v] =
          v == kBlocked ? colours.ground[v]
                        : unreachable_colour(palette, value, odd).packed();
    }
  }
  return colours;
}

// Cells x0..x1-1 of row y; cell x has index first + x.
struct RowSpan {
  int y;
  int first;
  int x0;
  int x1;
};

// `search` is null when there is no search to show.
std::uint32_t* paint_masked_row(const CellColours& colours,
                                const std::uint8_t* cells,
                                const CellBits& reachable, const Search* search,
                                RowSpan row, std::span<CellState> states,
                                std::uint32_t* out) {
  if (search != nullptr) search->states(row.first + row.x0, states);
  // Unreachable cells are never in the search, so their tint wins.
  for (int x = row.x0; x < row.x1; ++x) {
    const int cell = row.first + x;
    const std::uint8_t value = cells[cell];
    if (!reachable[static_cast<std::size_t>(cell)]) {
      *out++ = colours.unreachable[(x + row.y) & 1][value];
    } else if (search == nullptr) {
      *out++ = colours.ground[value];
    } else {
      const CellState state = states[static_cast<std::size_t>(x - row.x0)];
      *out++ = state == CellState::Open     ? colours.open[value]
               : state == CellState::Closed ? colours.closed[value]
                                            : colours.ground[value];
    }
  }
  return out;
}

std::uint32_t* paint_ground_row(const CellColours& colours,
                                const std::uint8_t* cells, RowSpan row,
                                std::uint32_t* out) {
  for (int x = row.x0; x < row.x1; ++x) {
    *out++ = colours.ground[cells[row.first + x]];
  }
  return out;
}

std::uint32_t* paint_searched_row(const CellColours& colours,
                                  const std::uint8_t* cells,
                                  const Search& search, RowSpan row,
                                  std::span<CellState> states,
                                  std::uint32_t* out) {
  search.states(row.first + row.x0, states);
  for (int x = row.x0; x < row.x1; ++x) {
    const std::uint8_t value = cells[row.first + x];
    switch (states[static_cast<std::size_t>(x - row.x0)]) {
      case CellState::Unseen:
        *out = colours.ground[value];
        break;
      case CellState::Open:
        *out = colours.open[value];
        break;
      case CellState::Closed:
        *out = colours.closed[value];
        break;
    }
    ++out;
  }
  return out;
}

// A bidirectional search: the forward side's colours, else the backward
// side's; closed before open, so the frontiers show where they overlap.
// `reachable` may be null (no tint).
std::uint32_t* paint_two_sided_row(const CellColours& colours,
                                   const std::uint8_t* cells,
                                   const CellBits* reachable,
                                   const BidirectionalSearch& search,
                                   RowSpan row, std::uint32_t* out) {
  const Search& ahead = search.forward();
  const Search& back = search.backward();
  for (int x = row.x0; x < row.x1; ++x) {
    const int cell = row.first + x;
    const std::uint8_t value = cells[cell];
    const CellState forward = ahead.state(cell);
    const CellState backward = back.state(cell);
    *out++ =
        reachable != nullptr && !(*reachable)[static_cast<std::size_t>(cell)]
            ? colours.unreachable[(x + row.y) & 1][value]
        : forward == CellState::Closed  ? colours.closed[value]
        : backward == CellState::Closed ? colours.closed_back[value]
        : forward == CellState::Open    ? colours.open[value]
        : backward == CellState::Open   ? colours.open_back[value]
                                        : colours.ground[value];
  }
  return out;
}

// A run against another: where one expanded a cell and the other did not,
// the colour says which; elsewhere the run's own colours. Both runs' states
// are read a row at a time, as a restarted search answers fast for the
// blocks of cells it has not reached.
std::uint32_t* paint_diff_row(const CellColours& colours,
                              const std::uint8_t* cells, const Search& search,
                              const Search& other, RowSpan row,
                              std::span<CellState> states,
                              std::span<CellState> others, std::uint32_t* out) {
  search.states(row.first + row.x0, states);
  other.states(row.first + row.x0, others);
  for (int x = row.x0; x < row.x1; ++x) {
    const std::uint8_t value = cells[row.first + x];
    const auto i = static_cast<std::size_t>(x - row.x0);
    const CellState state = states[i];
    const bool here = state == CellState::Closed;
    const bool there = others[i] == CellState::Closed;
    *out++ = here && !there             ? colours.only_this[value]
             : there && !here           ? colours.only_other[value]
             : here                     ? colours.closed[value]
             : state == CellState::Open ? colours.open[value]
                                        : colours.ground[value];
  }
  return out;
}

// The cells of `rect`, row by row, into `out`. `reachable` may be null (no
// tint), and so may `search` (nothing searched yet).
void paint_cells(const Grid& grid, const Search* search, const Search* other,
                 const CellBits* reachable, const CellColours& colours,
                 CellRect rect, std::uint32_t* out) {
  const std::uint8_t* cells = grid.cells().data();
  std::vector<CellState> row_states(static_cast<std::size_t>(rect.width()));
  std::vector<CellState> other_states(other != nullptr ? row_states.size() : 0);
  for (int y = rect.y0; y < rect.y1; ++y) {
    const RowSpan row{y, grid.index(0, y), rect.x0, rect.x1};
    const BidirectionalSearch* two_sided =
        search != nullptr ? search->bidirectional() : nullptr;
    if (search != nullptr && other != nullptr) {
      out = paint_diff_row(colours, cells, *search, *other, row, row_states,
                           other_states, out);
    } else if (two_sided != nullptr) {
      out =
          paint_two_sided_row(colours, cells, reachable, *two_sided, row, out);
    } else if (reachable != nullptr) {
      out = paint_masked_row(colours, cells, *reachable, search, row,
                             row_states, out);
    } else if (search == nullptr) {
      out = paint_ground_row(colours, cells, row, out);
    } else {
      out = paint_searched_row(colours, cells, *search, row, row_states, out);
    }
  }
}

}  // namespace

Status MapLayers::resize_for(const Grid& grid) {
  if (!made_ || width_ != grid.width() || height_ != grid.height()) {
    MinifiedMap minified;
    minified.reset(grid.width(), grid.height());
    // Level 1 is made in tiles where it is shown (level_tiles.hpp); its
    // place here stays empty.
    std::vector<GlTexture> levels(minified.level_count() > 0 ? 1 : 0);
    for (int n = 2; n <= minified.level_count(); ++n) {
      auto level =
          GlTexture::create(minified.level(n).width, minified.level(n).height);
      if (!level) return level.failure();
      levels.push_back(std::move(level.value()));
    }
    // The frame being built may already draw the old textures: they are
    // deleted only after that frame is rendered (release_retired).
    full_size_.reset(grid.width(), grid.height(), retired_);
    level_tiles_.reset(1, grid.width(), grid.height(), retired_);
    for (GlTexture& old : level_textures_) {
      if (old.valid()) retired_.push_back(std::move(old));
    }
    level_textures_ = std::move(levels);
    minified_ = std::move(minified);
    width_ = grid.width();
    height_ = grid.height();
    made_ = true;
  }
  highlighted_.clear();
  highlighted_rect_ = {};
  dirty_.reset(width_, height_);
  mark_all();
  first_paint_tiles_ = dirty_.count();
  first_paint_spread_ = false;
  pending_edits_.clear();
  slowest_edit_.reset();
  // The whole map is repainted: nothing of an old search stays.
  forgotten_.reset(width_, height_);
  pending_forget_.reset();
  repainting_all_ = true;
  slowest_forget_.reset();
  return {};
}

void MapLayers::forget_search(const CellRect& cells) {
  const CellRect shown = cells.clipped(width_, height_);
  if (!ready() || shown.empty() || repainting_all_) return;
  forgotten_.mark(shown);
  if (!pending_forget_) pending_forget_ = PendingEdit{shown, 0, Clock::now()};
}

void MapLayers::note_forget_shown() {
  if (!pending_forget_) return;
  ++pending_forget_->frames;
  if (!forgotten_.empty()) return;
  const EditLag lag{pending_forget_->frames,
                    std::chrono::duration<double, std::milli>(
                        Clock::now() - pending_forget_->noted)
                        .count()};
  if (!slowest_forget_ || lag.ms > slowest_forget_->ms) slowest_forget_ = lag;
  pending_forget_.reset();
}

template <typename PaintPlain, typename PaintStale, typename Stop>
void MapLayers::paint_forgotten(const CellRect& area, PaintPlain&& paint_plain,
                                PaintStale&& paint_stale, Stop&& stop) {
  constexpr int kTile = DirtyTiles::kTileSize;
  const CellRect r = area.clipped(width_, height_);
  if (r.empty()) return;
  const auto tile_at = [](int x, int y) {
    return CellRect{x, y, x + kTile, y + kTile};
  };
  for (int y = r.y0 / kTile * kTile; y < r.y1; y += kTile) {
    for (int x = r.x0 / kTile * kTile; x < r.x1;) {
      if (forgotten_.empty()) return;
      if (!forgotten_.marked(tile_at(x, y))) {
        x += kTile;
        continue;
      }
      // A run of tiles alike: the search marked all of them or none.
      const bool stale = dirty_.marked(tile_at(x, y));
      int end = x + kTile;
      while (end < r.x1 && forgotten_.marked(tile_at(end, y)) &&
             dirty_.marked(tile_at(end, y)) == stale) {
        end += kTile;
      }
      const CellRect run =
          CellRect{x, y, end, y + kTile}.clipped(width_, height_);
      forgotten_.unmark(run);
      if (stale) {
        dirty_.unmark(run);
        paint_stale(run);
      } else {
        paint_plain(run);
      }
      if (stop()) return;
      x = end;
    }
  }
}

void MapLayers::note_edit(const CellRect& cells) {
  if (cells.empty()) return;
  // A long stroke of samples no frame showed yet stays a short list.
  constexpr std::size_t kMostPending = 64;
  if (pending_edits_.size() >= kMostPending) {
    pending_edits_.back().cells.include(cells);
    return;
  }
  pending_edits_.push_back(PendingEdit{cells, 0, Clock::now()});
}

void MapLayers::note_edits_shown() {
  const Clock::time_point now = Clock::now();
  std::erase_if(pending_edits_, [&](PendingEdit& edit) {
    ++edit.frames;
    if (dirty_.marked(edit.cells)) return false;
    const EditLag lag{
        edit.frames,
        std::chrono::duration<double, std::milli>(now - edit.noted).count()};
    if (!slowest_edit_ || lag.ms > slowest_edit_->ms) slowest_edit_ = lag;
    return true;
  });
}

Status MapLayers::follow(const Workspace& workspace) {
  const Revisions& now = workspace.revisions();
  const Grid& grid = workspace.grid();
  Status status;
  if (!ready() || now.document != document_seen_ || grid.width() != width_ ||
      grid.height() != height_) {
    status = resize_for(grid);
  } else {
    // Before anything else: a stroke shows in the frame that made it,
    // however much of a big map waits for repainting (issue 50). An edit of
    // much of the map (a generator, Invert) is a repaint of the map, done
    // row by row as the first painting is.
    const CellRect edited = workspace.cells_changed_since(cells_seen_);
    const long long tiles = (edited.width() / DirtyTiles::kTileSize + 1LL) *
                            (edited.height() / DirtyTiles::kTileSize + 1LL);
    if (tiles <= kMostUrgentEditTiles) {
      dirty_.mark_urgent(edited, true);
    } else {
      dirty_.mark(edited);
    }
    note_edit(edited);
  }
  document_seen_ = now.document;
  cells_seen_ = now.cells;
  return status;
}

void MapLayers::set_diff_with(const Search* other) {
  if (other != diff_with_) mark_all();
  diff_with_ = other;
}

void MapLayers::set_unreachable_mask(const CellBits* mask,
                                     std::uint64_t revision) {
  if (mask != reachable_ || revision != mask_revision_) mark_all();
  reachable_ = mask;
  mask_revision_ = revision;
}

template <typename Paint>
void MapLayers::forget_old_search(const Grid& grid, const CellColours& colours,
                                  const Palette& palette,
                                  const CellRect& viewed, Paint& paint,
                                  Status& status, Clock::time_point deadline) {
  if (forgotten_.empty()) return;
  // No search: the cell colours, the unreachable tint and the highlights,
  // a table read a cell. Comparing runs, a cell's colour depends on the
  // other run too, which need not have started again: painted as the sweep
  // paints it, with the budget for a search let go all the same (the new
  // queries' states are read a block of untouched cells at a time).
  const bool diffing = diff_with_ != nullptr;
  const auto paint_plain = [&](const CellRect& rect) {
    if (diffing) {
      paint(rect);
      return;
    }
    fill_rect(grid, nullptr, colours, palette, rect);
    status = full_size_.upload(rect, scratch_.data());
    if (status) status = update_minified(grid, palette, rect);
  };
  const Clock::time_point until =
      std::max(deadline, Clock::now() + kForgetBudget);
  const auto stop = [&] { return !status || Clock::now() >= until; };
  paint_forgotten(viewed, paint_plain, paint, stop);
  if (!stop()) paint_forgotten(whole(), paint_plain, paint, stop);
}

Status MapLayers::upload(const Grid& grid, const Search* search,
                         const Palette& palette, Clock::time_point deadline) {
  if (!ready() || grid.width() != width_ || grid.height() != height_) {
    return {};
  }
  if (&palette != painted_with_) mark_all();
  painted_with_ = &palette;
  refresh_highlights(search, grid);
  stand_in_drawn_ = drawing_stand_in_;
  drawing_stand_in_ = false;
  // What the views show (before keeping the tiles forgets it): a search
  // let go leaves there first.
  const CellRect viewed = std::exchange(viewed_, CellRect{});
  Status status = keep_wanted_tiles(palette);
  // Built once a frame: a frame may paint hundreds of tiles.
  const CellColours colours = cell_colours(palette);
  const auto paint = [&](const CellRect& rect) {
    fill_rect(grid, search, colours, palette, rect);
    status = full_size_.upload(rect, scratch_.data());
    if (status) status = update_minified(grid, palette, rect);
    forgotten_.unmark(rect);
  };
  // Edits and moved highlights first, with a budget of their own: a few
  // tiles a frame, unless an edit covered much of the map.
  const Clock::time_point urgent_until =
      std::max(deadline, Clock::now() + kUrgentRepaintBudget);
  dirty_.drain_urgent(paint,
                      [&] { return !status || Clock::now() >= urgent_until; });
  forget_old_search(grid, colours, palette, viewed, paint, status, deadline);
  dirty_.drain(paint, [&] { return !status || Clock::now() >= deadline; });
  // The first painting is over once a drain has gone past the last row:
  // a running search keeps marking tiles, so the stale set may never empty.
  if (dirty_.empty() || dirty_.sweeps() > 0) first_paint_tiles_ = 0;
  first_paint_spread_ = first_paint_tiles_ != 0;
  note_edits_shown();
  note_forget_shown();
  repainting_all_ = false;
  return status;
}

std::optional<double> MapLayers::first_paint_progress() const {
  if (!first_paint_spread_ || first_paint_tiles_ == 0) return std::nullopt;
  const double left =
      static_cast<double>(std::min(dirty_.count(), first_paint_tiles_));
  return 1.0 - left / static_cast<double>(first_paint_tiles_);
}

// The reduced levels need every painted rectangle to start on even cells.
static_assert(DirtyTiles::kTileSize % 2 == 0);
// The tiles know they are painted whole by the squares painted.
static_assert(DirtyTiles::kTileSize == FullSizeTiles::kPaintCells);

Status MapLayers::update_minified(const Grid& grid, const Palette& palette,
                                  const CellRect& rect) {
  Status status;
  minified_.update(
      grid, rect, scratch_.data(), palette.wall.packed(),
      [&](int n, const CellRect& texels, const std::uint32_t* colours) {
        if (!status || texels.empty()) return;
        status = n == 1 ? level_tiles_.upload(texels, colours)
                        : level_textures_[n - 1].upload(
                              texels.x0, texels.y0, texels.width(),
                              texels.height(), colours, texels.width());
      },
      // Zoomed out, no tile of level 1 is made: its colours, the most of
      // any level's, are not needed.
      [&](int n, const CellRect& texels) {
        return n != 1 || level_tiles_.made_over(texels);
      });
  return status;
}

Status MapLayers::keep_wanted_tiles(const Palette& palette) {
  auto made = full_size_.keep_only(wanted_full_size_, retired_);
  wanted_full_size_ = {};
  if (!made) return made.failure();
  for (const CellRect& cells : made.value()) dirty_.mark(cells);
  if (minified_.level_count() == 0) return {};
  const Status status = level_tiles_.keep_only(
      wanted_level_tiles_, minified_.level(1), palette.wall.packed(), retired_);
  wanted_level_tiles_ = {};
  return status;
}

std::vector<MapLayers::Piece> MapLayers::pieces_for(
    const CellRect& view, double pixels_per_cell) const {
  std::vector<Piece> pieces;
  const CellRect cells = view.clipped(width_, height_);
  if (cells.empty()) return pieces;
  viewed_.include(cells);
  const int n = minified_.level_for(pixels_per_cell);
  if (n > 1 && n < static_cast<int>(level_textures_.size()) + 1) {
    pieces.push_back(level_piece(n, cells));
    return pieces;
  }
  // Level 1's tiles, or the full-size ones, over the next whole level
  // where they are not made or painted yet.
  bool whole = true;
  std::vector<Piece> tiles;
  if (n == 1) {
    wanted_level_tiles_.include(cells);
    for (const LevelTiles::Piece& t : level_tiles_.pieces(cells, whole)) {
      tiles.push_back(Piece{t.texture, t.cells, t.u0, t.v0, t.u1, t.v1});
    }
  } else {
    wanted_full_size_.include(cells);
    for (const FullSizeTiles::Piece& t : full_size_.pieces(cells)) {
      whole = whole && t.painted;
      if (t.painted) {
        tiles.push_back(Piece{t.texture, t.cells, t.u0, t.v0, t.u1, t.v1});
      }
    }
  }
  if (!whole) drawing_stand_in_ = true;
  if (!whole && level_textures_.size() >= 2) {
    pieces.push_back(level_piece(2, cells));
  }
  pieces.insert(pieces.end(), tiles.begin(), tiles.end());
  return pieces;
}

MapLayers::Piece MapLayers::level_piece(int n, const CellRect& view) const {
  // Level n's texels are 2^n cells wide; the last may hold fewer.
  const MinifiedLevel& level = minified_.level(n);
  const double cells_per_texel = std::ldexp(1.0, n);
  const double across = cells_per_texel * level.width;
  const double down = cells_per_texel * level.height;
  return Piece{level_textures_[static_cast<std::size_t>(n - 1)].id(),
               view,
               static_cast<float>(view.x0 / across),
               static_cast<float>(view.y0 / down),
               static_cast<float>(view.x1 / across),
               static_cast<float>(view.y1 / down)};
}

void MapLayers::refresh_highlights(const Search* search, const Grid& grid) {
  // Last frame's highlights are stale wherever they were, and this frame's
  // are painted on top: both only where they moved.
  std::vector<int> before = std::move(highlighted_);
  const std::size_t path_before = path_count_;
  const std::size_t touched_before = touched_count_;
  const std::size_t meeting_before = meeting_count_;
  collect_highlights(search, grid);
  if (before == highlighted_ && path_before == path_count_ &&
      touched_before == touched_count_ && meeting_before == meeting_count_) {
    return;
  }
  // Urgent: a path left from before an edit must not outlive it.
  for (const std::vector<int>* cells : {&before, &highlighted_}) {
    for (int cell : *cells) {
      const Point p = grid.point(cell);
      dirty_.mark_urgent(CellRect{p.x, p.y, p.x + 1, p.y + 1});
    }
  }
}

void MapLayers::collect_highlights(const Search* search, const Grid& grid) {
  highlighted_.clear();
  highlighted_rect_ = {};
  path_count_ = 0;
  touched_count_ = 0;
  if (search == nullptr || search->status() == SearchStatus::Idle) return;
  auto add = [&](int cell) {
    highlighted_.push_back(cell);
    const Point p = grid.point(cell);
    highlighted_rect_.include(p.x, p.y);
  };
  for (int cell : search->path()) add(cell);
  path_count_ = highlighted_.size();
  for (int cell : search->last_touched()) add(cell);
  touched_count_ = highlighted_.size() - path_count_;
  const BidirectionalSearch* two_sided = search->bidirectional();
  meeting_count_ = 0;
  if (two_sided != nullptr && two_sided->meeting() >= 0) {
    add(two_sided->meeting());
    meeting_count_ = 1;
  }
  if (search->last_expanded() >= 0) add(search->last_expanded());
}

void MapLayers::fill_rect(const Grid& grid, const Search* search,
                          const CellColours& colours, const Palette& palette,
                          CellRect rect) {
  scratch_.resize(static_cast<std::size_t>(rect.width()) * rect.height());
  const bool searching =
      search != nullptr && search->status() != SearchStatus::Idle;
  const bool diffing = searching && diff_with_ != nullptr &&
                       diff_with_ != search &&
                       diff_with_->grid() == search->grid() &&
                       diff_with_->status() != SearchStatus::Idle;
  paint_cells(grid, searching ? search : nullptr,
              diffing ? diff_with_ : nullptr, reachable_mask(grid), colours,
              rect, scratch_.data());
  paint_highlights(grid, palette, rect);
}

const CellBits* MapLayers::reachable_mask(const Grid& grid) const {
  // A mask left from a map of another size is ignored.
  return reachable_ != nullptr &&
                 reachable_->size() ==
                     static_cast<std::size_t>(grid.cell_count())
             ? reachable_
             : nullptr;
}

void MapLayers::paint_highlights(const Grid& grid, const Palette& palette,
                                 CellRect rect) {
  const std::size_t rect_w = static_cast<std::size_t>(rect.width());
  // Highlights in rising priority: path, touched, meeting, current.
  const std::uint32_t path = palette.path.packed();
  const std::uint32_t touched = palette.touched.packed();
  const std::uint32_t meeting = palette.meeting.packed();
  const std::size_t touched_end = path_count_ + touched_count_;
  const std::uint32_t current = palette.current.packed();
  if (rect.common_part(highlighted_rect_).empty()) return;
  for (std::size_t i = 0; i < highlighted_.size(); ++i) {
    const Point p = grid.point(highlighted_[i]);
    if (p.x < rect.x0 || p.x >= rect.x1 || p.y < rect.y0 || p.y >= rect.y1) {
      continue;
    }
    const std::uint32_t colour = i < path_count_                    ? path
                                 : i < touched_end                  ? touched
                                 : i < touched_end + meeting_count_ ? meeting
                                                                    : current;
    scratch_[(p.y - rect.y0) * rect_w + (p.x - rect.x0)] = colour;
  }
}

}  // namespace astar::studio
