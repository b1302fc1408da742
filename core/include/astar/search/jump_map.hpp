#pragma once
/// @file jump_map.hpp
/// The map as Jump Point Search reads it: one bit a cell (1 = walkable), in
/// rows and again in columns, so a jump along either axis tests 64 cells
/// with a few word operations (Harabor and Grastien 2014, block-based
/// symmetry breaking). It is a second representation of the map, not a
/// preprocessing of it: building it reads each cell once.
///
/// Every line has a blocked line on either side and a blocked word at
/// either end, so the scans read past the map's edges without checks.
///
/// A Search builds its own when a JPS query starts. A caller that runs many
/// queries on an unchanged grid (the CLI's scen and batch, the C API) builds
/// one and passes it to Search::start; it must be rebuilt after an edit.

#include <cstdint>
#include <vector>

#include "astar/grid/grid.hpp"

namespace astar {

/// One axis of the bit map: `line_count` lines of `length` cells.
class BitLines {
 public:
  BitLines() = default;
  BitLines(int line_count, int length);

  /// The 64 cells of `line` from `first`, a multiple of 64.
  void set_word(int line, int first, std::uint64_t bits);
  std::uint64_t word(int line, int first) const;
  /// 64 cells of `line` starting at `position`: bit i is the cell at
  /// position + i. Lines -1 and line_count, and positions from -64 to
  /// length + 63, read as blocked.
  std::uint64_t forward(int line, int position) const {
    return read(line, position + kPad);
  }
  /// 64 cells of `line` ending at `position`: bit 63 is the cell at
  /// position, bit 63 - i the cell at position - i.
  std::uint64_t backward(int line, int position) const {
    return read(line, position + kPad - 63);
  }
  bool walkable(int line, int position) const {
    return (forward(line, position) & 1u) != 0;
  }
  std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }

 private:
  static constexpr int kPad = 64;
  std::uint64_t read(int line, int bit) const {
    const std::uint64_t* row =
        words_.data() + static_cast<std::size_t>(line + 1) * stride_;
    const int word = bit >> 6;
    // Two words and one double-width shift: no branch on the shift.
    __extension__ using Pair = unsigned __int128;
    const Pair pair = (static_cast<Pair>(row[word + 1]) << 64) | row[word];
    return static_cast<std::uint64_t>(pair >> (bit & 63));
  }

  std::size_t stride_ = 0;  // words a line, padding included
  std::vector<std::uint64_t> words_;
};

class JumpMap {
 public:
  JumpMap() = default;
  explicit JumpMap(const Grid& grid);

  int width() const { return width_; }
  int height() const { return height_; }
  /// True when every walkable cell has weight 1: JPS is exact only then.
  bool uniform_cost() const { return uniform_cost_; }
  /// rows().forward(y, x) reads cells (x..x+63, y).
  const BitLines& rows() const { return rows_; }
  /// columns().forward(x, y) reads cells (x, y..y+63).
  const BitLines& columns() const { return columns_; }
  std::size_t bytes() const { return rows_.bytes() + columns_.bytes(); }

 private:
  int width_ = 0;
  int height_ = 0;
  bool uniform_cost_ = true;
  BitLines rows_;
  BitLines columns_;
};

}  // namespace astar
