#pragma once
// Which parts of a map need repainting, as square tiles. A search's frontier
// touches cells all over the map each frame: their bounding rectangle would
// soon be the whole map, while the tiles they fall in stay few.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

#include "workspace/cell_rect.hpp"

namespace astar::studio {

class DirtyTiles {
 public:
  static constexpr int kTileSize = 32;

  // A width x height map with nothing to repaint.
  void reset(int width, int height);
  int width() const { return width_; }
  int height() const { return height_; }
  bool empty() const { return count_ == 0; }
  std::size_t count() const { return count_; }  // tiles to repaint

  // The cells of `rect` (clipped to the map) need repainting.
  void mark(const CellRect& rect);
  // The same, before anything else: the next drain_urgent() paints them
  // (an edit, a highlight that moved: what the user must see at once), in
  // the order they were marked, or `ahead` of every other (an edit goes
  // before the old path's many tiles).
  void mark_urgent(const CellRect& rect, bool ahead = false);
  // The tiles over `rect` need no repainting after all (painted another
  // way).
  void unmark(const CellRect& rect);
  // Some tile over `rect` still needs repainting.
  bool marked(const CellRect& rect) const;
  void mark_cell(int x, int y) { mark(CellRect{x, y, x + 1, y + 1}); }
  // Everything; the next drain starts at the top.
  void mark_all() {
    mark(CellRect::whole(width_, height_));
    next_row_ = 0;
  }
  // Everything `other` marks, for a map of the same size (the whole map
  // otherwise).
  void merge(const DirtyTiles& other);
  // Nothing to repaint.
  void clear();

  // Calls `paint(rect)` for each run of dirty tiles along a row of tiles,
  // clipped to the map, and forgets them. After each run, `stop()` may end
  // the drain early: the tiles not painted yet stay dirty, and the next
  // drain goes on from that row, so tiles marked again every frame (a
  // search's frontier) never keep the rows below them waiting.
  template <typename Paint, typename Stop>
  void drain(Paint&& paint, Stop&& stop) {
    // rows_ + 1 rows: the row it started on again, for its runs left of
    // where an earlier drain stopped.
    for (int seen = 0; seen <= rows_ && count_ > 0; ++seen) {
      const int row = next_row_;
      for (int col = 0; col < cols_;) {
        if (!dirty_[index(col, row)]) {
          ++col;
          continue;
        }
        const int first = col;
        while (col < cols_ && dirty_[index(col, row)])
          dirty_[index(col++, row)] = 0;
        count_ -= static_cast<std::size_t>(col - first);
        paint(CellRect{first * kTileSize, row * kTileSize, col * kTileSize,
                       (row + 1) * kTileSize}
                  .clipped(width_, height_));
        if (!stop()) continue;
        if (col == cols_) pass_row();
        return;
      }
      pass_row();
    }
  }
  // Calls `paint(rect)` for each tile marked urgent and not painted yet,
  // in their order (mark_urgent), and forgets it; after each, `stop()` may
  // end the drain early.
  template <typename Paint, typename Stop>
  void drain_urgent(Paint&& paint, Stop&& stop) {
    while (!urgent_.empty()) {
      const std::size_t i = urgent_.front();
      urgent_.pop_front();
      // A tile the row drain painted since is no longer urgent.
      if (dirty_[i] != kUrgent) continue;
      dirty_[i] = 0;
      --count_;
      const int col = static_cast<int>(i % static_cast<std::size_t>(cols_));
      const int row = static_cast<int>(i / static_cast<std::size_t>(cols_));
      paint(CellRect{col * kTileSize, row * kTileSize, (col + 1) * kTileSize,
                     (row + 1) * kTileSize}
                .clipped(width_, height_));
      if (stop()) return;
    }
  }
  // How many times drains have gone past the last row since reset().
  std::uint64_t sweeps() const { return sweeps_; }
  template <typename Paint>
  void drain(Paint&& paint) {
    drain(paint, [] { return false; });
  }

 private:
  void pass_row() {
    next_row_ = next_row_ + 1 < rows_ ? next_row_ + 1 : 0;
    if (next_row_ == 0) ++sweeps_;
  }
  std::size_t index(int col, int row) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) +
           static_cast<std::size_t>(col);
  }

  int width_ = 0, height_ = 0;
  int cols_ = 0, rows_ = 0;
  static constexpr std::uint8_t kUrgent = 2;  // a dirty_ value; 1: dirty
  std::vector<std::uint8_t> dirty_;
  std::deque<std::size_t> urgent_;  // tiles marked urgent, in drain order
  std::size_t count_ = 0;
  int next_row_ = 0;  // where the next drain starts
  std::uint64_t sweeps_ = 0;
};

}  // namespace astar::studio
