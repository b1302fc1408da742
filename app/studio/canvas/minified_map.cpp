#include "canvas/minified_map.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace astar::studio {
namespace {

// Sums the colour channels of up to four texels, for their mean.
struct ColourSum {
  std::uint32_t r = 0, g = 0, b = 0, count = 0;
  void add(std::uint32_t packed) {
    r += packed & 0xFF;
    g += (packed >> 8) & 0xFF;
    b += (packed >> 16) & 0xFF;
    ++count;
  }
  std::uint32_t mean() const {
    if (count == 0) return 0xFF000000u;
    const std::uint32_t half = count / 2;
    return ((r + half) / count) | ((g + half) / count) << 8 |
           ((b + half) / count) << 16 | 0xFF000000u;
  }
};

// The texels of the next level over `rect`: each covers a 2 x 2 block.
CellRect halved(const CellRect& rect) {
  return {rect.x0 / 2, rect.y0 / 2, (rect.x1 + 1) / 2, (rect.y1 + 1) / 2};
}

}  // namespace

void MinifiedMap::reset(int width, int height) {
  levels_.clear();
  int w = std::max(width, 1);
  int h = std::max(height, 1);
  while (w > 1 || h > 1) {
    w = (w + 1) / 2;
    h = (h + 1) / 2;
    MinifiedLevel level;
    level.width = w;
    level.height = h;
    const auto count =
        static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
    level.colours.assign(count, 0xFF000000u);
    level.walls.assign(count, 0);
    levels_.push_back(std::move(level));
  }
}

void MinifiedMap::update(const Grid& grid, const CellRect& rect,
                         const std::uint32_t* pixels, std::uint32_t wall_colour,
                         const Changed& changed) {
  if (levels_.empty() || rect.empty()) return;
  assert(rect.x0 % 2 == 0 && rect.y0 % 2 == 0);
  CellRect texels = halved(rect);
  reduce_from_cells(grid, rect, pixels, wall_colour, texels);
  changed(1, texels);
  for (int n = 2; n <= level_count(); ++n) {
    texels = halved(texels);
    reduce_from_level(n, wall_colour, texels);
    changed(n, texels);
  }
}

void MinifiedMap::reduce_from_cells(const Grid& grid, const CellRect& rect,
                                    const std::uint32_t* pixels,
                                    std::uint32_t wall_colour,
                                    const CellRect& texels) {
  MinifiedLevel& level = levels_[0];
  const std::uint8_t* cells = grid.cells().data();
  const int stride = rect.width();
  for (int ty = texels.y0; ty < texels.y1; ++ty) {
    for (int tx = texels.x0; tx < texels.x1; ++tx) {
      ColourSum sum;
      bool wall = false;
      for (int y = 2 * ty; y < std::min(2 * ty + 2, rect.y1); ++y) {
        for (int x = 2 * tx; x < std::min(2 * tx + 2, rect.x1); ++x) {
          wall = wall || cells[grid.index(x, y)] == kBlocked;
          sum.add(pixels[(y - rect.y0) * stride + (x - rect.x0)]);
        }
      }
      const std::size_t i = static_cast<std::size_t>(ty) * level.width + tx;
      level.walls[i] = wall ? 1 : 0;
      level.colours[i] = wall ? wall_colour : sum.mean();
    }
  }
}

void MinifiedMap::reduce_from_level(int n, std::uint32_t wall_colour,
                                    const CellRect& texels) {
  const MinifiedLevel& from = levels_[n - 2];
  MinifiedLevel& level = levels_[n - 1];
  for (int ty = texels.y0; ty < texels.y1; ++ty) {
    for (int tx = texels.x0; tx < texels.x1; ++tx) {
      ColourSum sum;
      bool wall = false;
      for (int y = 2 * ty; y < std::min(2 * ty + 2, from.height); ++y) {
        for (int x = 2 * tx; x < std::min(2 * tx + 2, from.width); ++x) {
          const std::size_t j = static_cast<std::size_t>(y) * from.width + x;
          wall = wall || from.walls[j] != 0;
          sum.add(from.colours[j]);
        }
      }
      const std::size_t i = static_cast<std::size_t>(ty) * level.width + tx;
      level.walls[i] = wall ? 1 : 0;
      level.colours[i] = wall ? wall_colour : sum.mean();
    }
  }
}

int MinifiedMap::level_for(double pixels_per_cell) const {
  if (!(pixels_per_cell < 1.0) || levels_.empty()) return 0;
  // Level n's texels are 2^n cells wide: pixels_per_cell * 2^n >= 1.
  const double wanted = std::ceil(std::log2(1.0 / pixels_per_cell) - 1e-9);
  return static_cast<int>(
      std::clamp(wanted, 1.0, static_cast<double>(level_count())));
}

}  // namespace astar::studio
