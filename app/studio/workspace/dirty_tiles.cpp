#include "workspace/dirty_tiles.hpp"

#include <algorithm>

namespace astar::studio {

void DirtyTiles::reset(int width, int height) {
  width_ = std::max(width, 0);
  height_ = std::max(height, 0);
  cols_ = (width_ + kTileSize - 1) / kTileSize;
  rows_ = (height_ + kTileSize - 1) / kTileSize;
  dirty_.assign(static_cast<std::size_t>(cols_) * rows_, 0);
  urgent_.clear();
  count_ = 0;
  next_row_ = 0;
  sweeps_ = 0;
}

void DirtyTiles::mark(const CellRect& rect) {
  const CellRect r = rect.clipped(width_, height_);
  if (r.empty()) return;
  for (int row = r.y0 / kTileSize; row <= (r.y1 - 1) / kTileSize; ++row) {
    for (int col = r.x0 / kTileSize; col <= (r.x1 - 1) / kTileSize; ++col) {
      std::uint8_t& tile = dirty_[index(col, row)];
      // An urgent tile stays urgent.
      if (tile == 0) {
        ++count_;
        tile = 1;
      }
    }
  }
}

void DirtyTiles::mark_urgent(const CellRect& rect, bool ahead) {
  const CellRect r = rect.clipped(width_, height_);
  if (r.empty()) return;
  for (int row = r.y0 / kTileSize; row <= (r.y1 - 1) / kTileSize; ++row) {
    for (int col = r.x0 / kTileSize; col <= (r.x1 - 1) / kTileSize; ++col) {
      const std::size_t i = index(col, row);
      // Queued twice, a tile is painted at the first and skipped after.
      if (dirty_[i] == kUrgent && !ahead) continue;
      count_ += dirty_[i] == 0;
      dirty_[i] = kUrgent;
      if (ahead) {
        urgent_.push_front(i);
      } else {
        urgent_.push_back(i);
      }
    }
  }
}

void DirtyTiles::unmark(const CellRect& rect) {
  const CellRect r = rect.clipped(width_, height_);
  if (r.empty() || count_ == 0) return;
  for (int row = r.y0 / kTileSize; row <= (r.y1 - 1) / kTileSize; ++row) {
    for (int col = r.x0 / kTileSize; col <= (r.x1 - 1) / kTileSize; ++col) {
      std::uint8_t& tile = dirty_[index(col, row)];
      // An urgent tile's place in urgent_ is skipped once it is not urgent.
      count_ -= tile != 0;
      tile = 0;
    }
  }
}

bool DirtyTiles::marked(const CellRect& rect) const {
  const CellRect r = rect.clipped(width_, height_);
  if (r.empty() || count_ == 0) return false;
  for (int row = r.y0 / kTileSize; row <= (r.y1 - 1) / kTileSize; ++row) {
    for (int col = r.x0 / kTileSize; col <= (r.x1 - 1) / kTileSize; ++col) {
      if (dirty_[index(col, row)] != 0) return true;
    }
  }
  return false;
}

void DirtyTiles::clear() {
  if (count_ == 0) return;
  std::fill(dirty_.begin(), dirty_.end(), std::uint8_t{0});
  urgent_.clear();
  count_ = 0;
}

void DirtyTiles::merge(const DirtyTiles& other) {
  if (other.empty()) return;
  if (other.width_ != width_ || other.height_ != height_) {
    mark_all();
    return;
  }
  for (std::size_t i = 0; i < dirty_.size(); ++i) {
    if (other.dirty_[i] && !dirty_[i]) {
      dirty_[i] = 1;
      ++count_;
    }
  }
}

}  // namespace astar::studio
