#include "canvas/minified_map.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstring>

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

// The walls of a block of up to 2 x 2 parts (cells, or blocks one level
// down), [row][column]; a part the map's edge cut off is absent.
struct Quad {
  bool present[2][2] = {};
  // The part's crossing bits (a wall cell crosses both ways).
  std::uint8_t crossing[2][2] = {};

  constexpr std::uint8_t combined() const {
    // A line crosses the block when it crosses both parts of one row (or
    // column) of it, or the block is one part wide (or high). (Either part
    // of each half was too loose: random walls crossed most blocks.)
    const auto both = [this](int r0, int c0, int r1, int c1, std::uint8_t bit) {
      return (crossing[r0][c0] & bit) && (crossing[r1][c1] & bit);
    };
    const auto one = [this](int r, int c, std::uint8_t bit) {
      return (crossing[r][c] & bit) != 0;
    };
    const bool two_columns = present[0][1] || present[1][1];
    const bool two_rows = present[1][0] || present[1][1];
    const bool across =
        two_columns ? both(0, 0, 0, 1, kCrossesAcross) ||
                          both(1, 0, 1, 1, kCrossesAcross)
                    : one(0, 0, kCrossesAcross) || one(1, 0, kCrossesAcross);
    const bool down =
        two_rows
            ? both(0, 0, 1, 0, kCrossesDown) || both(0, 1, 1, 1, kCrossesDown)
            : one(0, 0, kCrossesDown) || one(0, 1, kCrossesDown);
    // Two wall cells corner to corner: a diagonal line through the block.
    const auto wall = [this](int r, int c) {
      return (crossing[r][c] & 3) == 3;
    };
    const bool diagonal =
        (wall(0, 0) && wall(1, 1)) || (wall(0, 1) && wall(1, 0));
    const auto crossed =
        static_cast<std::uint8_t>((across || diagonal ? kCrossesAcross : 0) |
                                  (down || diagonal ? kCrossesDown : 0));
    return crossed;
  }
};

// The mean of a 2 x 2 block of packed RGBA colours, two at `upper` and
// two at `lower`, rounded as ColourSum rounds it: two colours read as one
// 64-bit word, each channel summed in a 16-bit lane of it.
inline std::uint32_t mean_of_block(const std::uint32_t* upper,
                                   const std::uint32_t* lower) {
  std::uint64_t top = 0;
  std::uint64_t bottom = 0;
  std::memcpy(&top, upper, sizeof top);
  std::memcpy(&bottom, lower, sizeof bottom);
  constexpr std::uint64_t kLanes = 0x00FF00FF00FF00FFull;
  // Red and blue, and green and alpha, of each column of the block.
  const std::uint64_t red_blue = (top & kLanes) + (bottom & kLanes);
  const std::uint64_t green = ((top >> 8) & kLanes) + ((bottom >> 8) & kLanes);
  const auto columns = [](std::uint64_t sums) {
    return static_cast<std::uint32_t>(sums) +
           static_cast<std::uint32_t>(sums >> 32);
  };
  const std::uint32_t rb = columns(red_blue) + 0x00020002u;
  const std::uint32_t g = (columns(green) + 2) & 0xFFFFu;
  return ((rb >> 2) & 0x00FF00FFu) | (g >> 2) << 8 | 0xFF000000u;
}

// Quad::combined for each whole block (no part cut off) by its parts'
// crossing bits: top left in bits 0-1, top right 2-3, bottom left 4-5,
// bottom right 6-7. A table read a texel: repainting a whole map's levels
// (a search let go) fits in a frame or two.
constexpr std::array<std::uint8_t, 256> whole_block_crossings() {
  std::array<std::uint8_t, 256> table{};
  for (int bits = 0; bits < 256; ++bits) {
    Quad quad;
    for (int part = 0; part < 4; ++part) {
      quad.present[part / 2][part % 2] = true;
      quad.crossing[part / 2][part % 2] =
          static_cast<std::uint8_t>((bits >> (2 * part)) & 3);
    }
    table[static_cast<std::size_t>(bits)] = quad.combined();
  }
  return table;
}
constexpr std::array<std::uint8_t, 256> kWholeBlockCrossing =
    whole_block_crossings();

// A cell's crossing bits by its value: a wall crosses both ways. (Read
// from a table: comparisons made branches, which a map's walls defeat.)
constexpr std::array<std::uint8_t, 256> cell_crossings() {
  std::array<std::uint8_t, 256> table{};
  table[kBlocked] = kCrossesAcross | kCrossesDown;
  return table;
}
constexpr std::array<std::uint8_t, 256> kCellCrossing = cell_crossings();

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
    level.means.assign(count, 0xFF000000u);
    level.crossing.assign(count, 0);
    levels_.push_back(std::move(level));
  }
}

void MinifiedMap::update(const Grid& grid, const CellRect& rect,
                         const std::uint32_t* pixels, std::uint32_t wall_colour,
                         const Changed& changed, const Shown& shown) {
  if (levels_.empty() || rect.empty()) return;
  assert(rect.x0 % 2 == 0 && rect.y0 % 2 == 0);
  CellRect texels = halved(rect);
  for (int n = 1; n <= level_count(); ++n) {
    if (n == 1) {
      reduce_from_cells(grid, rect, pixels, texels);
    } else {
      texels = halved(texels);
      reduce_from_level(n, texels);
    }
    // A texel's colour reads its neighbours' crossings: theirs may change.
    const MinifiedLevel& level = levels_[n - 1];
    const CellRect around =
        CellRect{texels.x0 - 1, texels.y0 - 1, texels.x1 + 1, texels.y1 + 1}
            .clipped(level.width, level.height);
    if (shown && !shown(n, around)) continue;
    paint(level, around, wall_colour);
    changed(n, around, painted_.data());
  }
}

std::uint32_t MinifiedLevel::colour(int x, int y,
                                    std::uint32_t wall_colour) const {
  const auto at = [this](int cx, int cy) -> std::uint8_t {
    if (cx < 0 || cy < 0 || cx >= width || cy >= height) return 0;
    return crossing[static_cast<std::size_t>(cy) * width + cx];
  };
  const std::uint8_t c = at(x, y);
  const bool across =
      (c & kCrossesAcross) && !((at(x, y - 1) | at(x, y + 1)) & kCrossesAcross);
  const bool down =
      (c & kCrossesDown) && !((at(x - 1, y) | at(x + 1, y)) & kCrossesDown);
  return across || down ? wall_colour
                        : means[static_cast<std::size_t>(y) * width + x];
}

void MinifiedMap::paint(const MinifiedLevel& level, const CellRect& around,
                        std::uint32_t wall_colour) {
  painted_.resize(static_cast<std::size_t>(around.width()) * around.height());
  std::uint32_t* out = painted_.data();
  const std::uint8_t* crossing = level.crossing.data();
  const std::size_t width = static_cast<std::size_t>(level.width);
  for (int y = around.y0; y < around.y1; ++y) {
    const bool inner_row = y > 0 && y + 1 < level.height;
    for (int x = around.x0; x < around.x1; ++x) {
      const std::size_t i =
          static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x);
      const std::uint8_t c = crossing[i];
      // Most texels no line crosses: their mean, with no neighbour to read.
      if (c == 0) {
        *out++ = level.means[i];
      } else if (!inner_row || x == 0 || x + 1 == level.width) {
        *out++ = level.colour(x, y, wall_colour);
      } else {
        // MinifiedLevel::colour, with every neighbour on the level.
        const bool across =
            (c & kCrossesAcross) &&
            !((crossing[i - width] | crossing[i + width]) & kCrossesAcross);
        const bool down = (c & kCrossesDown) &&
                          !((crossing[i - 1] | crossing[i + 1]) & kCrossesDown);
        *out++ = across || down ? wall_colour : level.means[i];
      }
    }
  }
}

void MinifiedMap::reduce_from_cells(const Grid& grid, const CellRect& rect,
                                    const std::uint32_t* pixels,
                                    const CellRect& texels) {
  MinifiedLevel& level = levels_[0];
  const std::uint8_t* cells = grid.cells().data();
  const int stride = rect.width();
  for (int ty = texels.y0; ty < texels.y1; ++ty) {
    const int y = 2 * ty;
    const std::size_t first = static_cast<std::size_t>(ty) * level.width;
    // Whole blocks by rows of pointers: a repaint of the whole map (a
    // search let go) reduces every cell in a frame or two.
    const bool two_rows = y + 1 < rect.y1;
    const std::uint8_t* top = cells + grid.index(0, y);
    const std::uint8_t* bottom = top + grid.width();
    const std::uint32_t* upper = pixels + (y - rect.y0) * stride;
    const std::uint32_t* lower = upper + stride;
    // Locals: a byte store may alias any pointer the loop would reload.
    std::uint32_t* means = level.means.data() + first;
    std::uint8_t* crossing = level.crossing.data() + first;
    for (int tx = texels.x0; tx < texels.x1; ++tx) {
      const int x = 2 * tx;
      if (!two_rows || x + 1 >= rect.x1) {
        reduce_edge_block(grid, rect, pixels, tx, ty);
        continue;
      }
      const int p = x - rect.x0;
      means[tx] = mean_of_block(upper + p, lower + p);
      crossing[tx] = kWholeBlockCrossing[kCellCrossing[top[x]] |
                                         kCellCrossing[top[x + 1]] << 2 |
                                         kCellCrossing[bottom[x]] << 4 |
                                         kCellCrossing[bottom[x + 1]] << 6];
    }
  }
}

void MinifiedMap::reduce_edge_block(const Grid& grid, const CellRect& rect,
                                    const std::uint32_t* pixels, int tx,
                                    int ty) {
  MinifiedLevel& level = levels_[0];
  const std::uint8_t* cells = grid.cells().data();
  const int stride = rect.width();
  ColourSum sum;
  Quad quad;
  for (int y = 2 * ty; y < std::min(2 * ty + 2, rect.y1); ++y) {
    for (int x = 2 * tx; x < std::min(2 * tx + 2, rect.x1); ++x) {
      quad.present[y - 2 * ty][x - 2 * tx] = true;
      if (cells[grid.index(x, y)] == kBlocked) {
        quad.crossing[y - 2 * ty][x - 2 * tx] = kCrossesAcross | kCrossesDown;
      }
      sum.add(pixels[(y - rect.y0) * stride + (x - rect.x0)]);
    }
  }
  const std::size_t i = static_cast<std::size_t>(ty) * level.width + tx;
  level.means[i] = sum.mean();
  level.crossing[i] = quad.combined();
}

void MinifiedMap::reduce_from_level(int n, const CellRect& texels) {
  const MinifiedLevel& from = levels_[n - 2];
  MinifiedLevel& level = levels_[n - 1];
  for (int ty = texels.y0; ty < texels.y1; ++ty) {
    const int y = 2 * ty;
    const bool two_rows = y + 1 < from.height;
    const std::size_t top = static_cast<std::size_t>(y) * from.width;
    const std::size_t bottom = top + static_cast<std::size_t>(from.width);
    const std::size_t first = static_cast<std::size_t>(ty) * level.width;
    const std::uint32_t* from_means = from.means.data();
    const std::uint8_t* c = from.crossing.data();
    std::uint32_t* means = level.means.data() + first;
    std::uint8_t* crossing = level.crossing.data() + first;
    for (int tx = texels.x0; tx < texels.x1; ++tx) {
      const std::size_t x = 2 * static_cast<std::size_t>(tx);
      if (!two_rows || 2 * tx + 1 >= from.width) {
        reduce_edge_block(n, tx, ty);
        continue;
      }
      means[tx] = mean_of_block(from_means + top + x, from_means + bottom + x);
      crossing[tx] =
          kWholeBlockCrossing[c[top + x] | c[top + x + 1] << 2 |
                              c[bottom + x] << 4 | c[bottom + x + 1] << 6];
    }
  }
}

void MinifiedMap::reduce_edge_block(int n, int tx, int ty) {
  const MinifiedLevel& from = levels_[n - 2];
  MinifiedLevel& level = levels_[n - 1];
  ColourSum sum;
  Quad quad;
  for (int y = 2 * ty; y < std::min(2 * ty + 2, from.height); ++y) {
    for (int x = 2 * tx; x < std::min(2 * tx + 2, from.width); ++x) {
      const std::size_t j = static_cast<std::size_t>(y) * from.width + x;
      quad.present[y - 2 * ty][x - 2 * tx] = true;
      quad.crossing[y - 2 * ty][x - 2 * tx] = from.crossing[j];
      sum.add(from.means[j]);
    }
  }
  const std::size_t i = static_cast<std::size_t>(ty) * level.width + tx;
  level.means[i] = sum.mean();
  level.crossing[i] = quad.combined();
}

int MinifiedMap::level_for(double pixels_per_cell) const {
  if (!(pixels_per_cell < 1.0) || levels_.empty()) return 0;
  // Level n's texels are 2^n cells wide: pixels_per_cell * 2^n >= 1.
  const double wanted = std::ceil(std::log2(1.0 / pixels_per_cell) - 1e-9);
  return static_cast<int>(
      std::clamp(wanted, 1.0, static_cast<double>(level_count())));
}

}  // namespace astar::studio
