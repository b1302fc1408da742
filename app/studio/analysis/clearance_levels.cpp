#include "analysis/clearance_levels.hpp"

#include <algorithm>

namespace astar::studio {

void ClearanceLevels::build(const Clearance& clearance) {
  levels_.clear();
  int width = clearance.width();
  int height = clearance.height();
  while (static_cast<int>(levels_.size()) < kMaxLevel &&
         (width > 1 || height > 1)) {
    width = (width + 1) / 2;
    height = (height + 1) / 2;
    levels_.push_back(
        {width, height,
         std::vector<std::uint16_t>(static_cast<std::size_t>(width) * height)});
    fill(clearance, top(), {0, 0, width, height});
  }
}

void ClearanceLevels::update(const Clearance& clearance, CellArea changed) {
  CellArea box = changed;
  for (int level = 1; level <= top(); ++level) {
    box = {box.x0 / 2, box.y0 / 2, (box.x1 + 1) / 2, (box.y1 + 1) / 2};
    if (box.empty()) return;
    fill(clearance, level, box);
  }
}

int ClearanceLevels::below(const Clearance& clearance, int level, int x,
                           int y) const {
  if (level == 1) return clearance.at(y * clearance.width() + x) * kOne;
  const Level& l = at_level(level - 1);
  return l.values[static_cast<std::size_t>(y) * l.width + x];
}

void ClearanceLevels::fill(const Clearance& clearance, int level,
                           CellArea box) {
  const int below_width = level == 1 ? clearance.width() : width(level - 1);
  const int below_height = level == 1 ? clearance.height() : height(level - 1);
  // Cells a block one level down spans along a side of `cells` cells: on
  // the map's right or bottom edge it may span fewer.
  const int side = 1 << (level - 1);
  const auto span = [side](int index, int cells) {
    return std::min(side, cells - index * side);
  };
  Level& l = levels_[static_cast<std::size_t>(level - 1)];
  for (int by = box.y0; by < box.y1; ++by) {
    const int y0 = 2 * by;
    const int y1 = std::min(y0 + 2, below_height);
    for (int bx = box.x0; bx < box.x1; ++bx) {
      const int x0 = 2 * bx;
      const int x1 = std::min(x0 + 2, below_width);
      std::int64_t sum = 0;
      std::int64_t cells = 0;
      for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
          const std::int64_t weight = std::int64_t{span(x, clearance.width())} *
                                      span(y, clearance.height());
          sum += weight * below(clearance, level, x, y);
          cells += weight;
        }
      }
      l.values[static_cast<std::size_t>(by) * l.width + bx] =
          static_cast<std::uint16_t>((sum + cells / 2) / cells);
    }
  }
}

}  // namespace astar::studio
