#include "astar/search/jump_map.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace astar {
namespace {

// Bit i of the result is set when cells[i] is walkable, for i < count
// (count <= 64); `uniform` is cleared when one of them is terrain.
std::uint64_t pack_walkable(const std::uint8_t* cells, int count,
                            bool& uniform) {
  std::uint64_t bits = 0;
  int i = 0;
#if defined(__SSE2__)
  // 16 cells an instruction: the map is packed at memory speed.
  const __m128i blocked = _mm_setzero_si128();
  const __m128i open = _mm_set1_epi8(static_cast<char>(kOpenGround));
  for (; i + 16 <= count; i += 16) {
    const __m128i v =
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + i));
    const auto walls = static_cast<std::uint64_t>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(v, blocked)));
    const auto ground =
        static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, open)));
    uniform = uniform && (walls | ground) == 0xFFFF;
    bits |= (~walls & 0xFFFF) << i;
  }
#endif
  for (; i < count; ++i) {
    const std::uint8_t v = cells[i];
    uniform = uniform && (v == kBlocked || v == kOpenGround);
    bits |= static_cast<std::uint64_t>(v != kBlocked) << i;
  }
  return bits;
}

// Transposes a 64x64 bit matrix in place: bit c of word r moves to bit r
// of word c. Each round swaps the off-diagonal blocks of every 2j x 2j
// block (Hacker's Delight, section 7-3, with bit 0 as column 0).
void transpose(std::array<std::uint64_t, 64>& m) {
  constexpr std::uint64_t kLowHalves[] = {
      0x00000000FFFFFFFFull, 0x0000FFFF0000FFFFull, 0x00FF00FF00FF00FFull,
      0x0F0F0F0F0F0F0F0Full, 0x3333333333333333ull, 0x5555555555555555ull};
  int round = 0;
  for (int j = 32; j != 0; j >>= 1, ++round) {
    const std::uint64_t low = kLowHalves[round];
    for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
      const std::uint64_t t = ((m[k] >> j) ^ m[k | j]) & low;
      m[k | j] ^= t;
      m[k] ^= t << j;
    }
  }
}

}  // namespace

BitLines::BitLines(int line_count, int length)
    : stride_(static_cast<std::size_t>((length + 2 * BitLine::kPad) / 64 + 2)),
      words_(static_cast<std::size_t>(line_count + 2) * stride_, 0) {}

void BitLines::set_word(int line, int first, std::uint64_t bits) {
  // first is a multiple of 64, so the word is aligned past the padding.
  words_[static_cast<std::size_t>(line + 1) * stride_ +
         static_cast<std::size_t>((first + BitLine::kPad) >> 6)] = bits;
}

void BitLines::set_walkable(int line, int position, bool walkable) {
  const auto bit = static_cast<std::size_t>(position + BitLine::kPad);
  std::uint64_t& word =
      words_[static_cast<std::size_t>(line + 1) * stride_ + (bit >> 6)];
  const std::uint64_t mask = std::uint64_t{1} << (bit & 63);
  word = walkable ? word | mask : word & ~mask;
}

void JumpMap::update(const Grid& grid, CellArea changed) {
  if (grid.width() != width_ || grid.height() != height_) {
    *this = JumpMap(grid);
    return;
  }
  for (int y = std::max(0, changed.y0); y < std::min(height_, changed.y1);
       ++y) {
    for (int x = std::max(0, changed.x0); x < std::min(width_, changed.x1);
         ++x) {
      const std::uint8_t value = grid.at(x, y);
      uniform_cost_ =
          uniform_cost_ && (value == kBlocked || value == kOpenGround);
      rows_.set_walkable(y, x, value != kBlocked);
      columns_.set_walkable(x, y, value != kBlocked);
    }
  }
  revision_ = grid.revision();
}

std::uint64_t BitLines::word(int line, int first) const {
  return words_[static_cast<std::size_t>(line + 1) * stride_ +
                static_cast<std::size_t>((first + BitLine::kPad) >> 6)];
}

JumpMap::JumpMap(const Grid& grid)
    : width_(grid.width()),
      height_(grid.height()),
      revision_(grid.revision()),
      rows_(grid.height(), grid.width()),
      columns_(grid.width(), grid.height()) {
  const std::uint8_t* cells = grid.cells().data();
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; x += 64) {
      rows_.set_word(y, x,
                     pack_walkable(cells +
                                       static_cast<std::size_t>(y) *
                                           static_cast<std::size_t>(width_) +
                                       x,
                                   std::min(64, width_ - x), uniform_cost_));
    }
  }
  // The columns are the rows transposed, 64 x 64 cells at a time.
  std::array<std::uint64_t, 64> block;
  for (int y0 = 0; y0 < height_; y0 += 64) {
    for (int x0 = 0; x0 < width_; x0 += 64) {
      for (int i = 0; i < 64; ++i) {
        block[i] = y0 + i < height_ ? rows_.word(y0 + i, x0) : 0;
      }
      transpose(block);
      for (int i = 0; i < 64 && x0 + i < width_; ++i) {
        columns_.set_word(x0 + i, y0, block[i]);
      }
    }
  }
}

}  // namespace astar
