#include "astar/search/jump_map.hpp"

namespace astar {

BitLines::BitLines(int line_count, int length)
    : stride_(static_cast<std::size_t>((length + 2 * kPad) / 64 + 2)),
      words_(static_cast<std::size_t>(line_count + 2) * stride_, 0) {}

void BitLines::set_walkable(int line, int position) {
  const auto bit = static_cast<std::size_t>(position + kPad);
  words_[static_cast<std::size_t>(line + 1) * stride_ + (bit >> 6)] |=
      std::uint64_t{1} << (bit & 63);
}

JumpMap::JumpMap(const Grid& grid)
    : width_(grid.width()),
      height_(grid.height()),
      rows_(grid.height(), grid.width()),
      columns_(grid.width(), grid.height()) {
  const std::uint8_t* cell = grid.cells().data();
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x, ++cell) {
      if (*cell == kBlocked) continue;
      uniform_cost_ = uniform_cost_ && *cell == kOpenGround;
      rows_.set_walkable(y, x);
      columns_.set_walkable(x, y);
    }
  }
}

}  // namespace astar
