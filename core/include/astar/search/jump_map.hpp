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
/// A Search keeps its own, built when a JPS query starts on a grid it does
/// not follow. A caller that shares one between searches (the CLI's scen
/// and batch, the C API) builds one and passes it to Search::start. A jump
/// map records the grid's revision it was built from: a search refuses one
/// that does not follow the grid it is given, and follow() or update()
/// bring it up to date after an edit.

#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "astar/grid/grid.hpp"

namespace astar {

/// One line of a BitLines, for scans that read the same line many times.
/// Word i holds the cells at positions 64 i - kPad to 64 i - kPad + 63,
/// bit b the cell at 64 i - kPad + b. Words from 0 to the line's length /
/// 64 + 2 are valid; the cells outside the line read as blocked.
class BitLine {
 public:
  explicit BitLine(const std::uint64_t* words) : words_(words) {}
  /// The 64 cells from position 8 byte - kPad on: an unaligned read, so a
  /// scan reads 64 cells from wherever it starts. It may start at any byte
  /// of the valid words.
  std::uint64_t window(int byte) const {
    static_assert(std::endian::native == std::endian::little,
                  "a window's bit i is the cell at bit 8 byte + i");
    std::uint64_t bits;
    std::memcpy(&bits, reinterpret_cast<const unsigned char*>(words_) + byte,
                sizeof bits);
    return bits;
  }
  bool walkable(int position) const {
    const int bit = position + kPad;
    return ((words_[bit >> 6] >> (bit & 63)) & 1u) != 0;
  }

  static constexpr int kPad = 64;  // blocked cells before position 0

 private:
  const std::uint64_t* words_;
};

/// One axis of the bit map: `line_count` lines of `length` cells.
class BitLines {
 public:
  BitLines() = default;
  BitLines(int line_count, int length);

  /// The 64 cells of `line` from `first`, a multiple of 64.
  void set_word(int line, int first, std::uint64_t bits);
  void set_walkable(int line, int position, bool walkable);
  std::uint64_t word(int line, int first) const;
  /// Lines -1 and line_count are valid and blocked.
  BitLine line(int line) const {
    return BitLine(words_.data() +
                   static_cast<std::size_t>(line + 1) * stride_);
  }
  /// A line and the lines on either side of it, for a scan along it.
  struct Around {
    BitLine before, line, after;
  };
  Around around(int line) const {
    const std::uint64_t* words =
        words_.data() + static_cast<std::size_t>(line + 1) * stride_;
    return {BitLine(words - stride_), BitLine(words), BitLine(words + stride_)};
  }
  bool walkable(int line, int position) const {
    return this->line(line).walkable(position);
  }
  std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }

 private:
  std::size_t stride_ = 0;  // words a line, padding included
  std::vector<std::uint64_t> words_;
};

class JumpMap {
 public:
  JumpMap() = default;
  explicit JumpMap(const Grid& grid);

  /// Follows an edit of the cells in `changed` (`grid` as it is now;
  /// `changed` holds every cell changed since the map's revision) without
  /// reading the rest of the map. A cell turned terrain clears
  /// uniform_cost(); one turned back to open ground leaves it cleared until
  /// the next build.
  void update(const Grid& grid, CellArea changed);
  /// Builds the map again from `grid` when it does not follow it already.
  void follow(const Grid& grid) {
    if (!follows(grid)) *this = JumpMap(grid);
  }
  /// Whether it was built or updated from `grid` as it is now.
  bool follows(const Grid& grid) const {
    return revision_ == grid.revision() && width_ == grid.width() &&
           height_ == grid.height();
  }

  int width() const { return width_; }
  int height() const { return height_; }
  /// True when every walkable cell has weight 1: JPS is exact only then.
  bool uniform_cost() const { return uniform_cost_; }
  /// rows().line(y) holds the cells (x, y) at positions x.
  const BitLines& rows() const { return rows_; }
  /// columns().line(x) holds the cells (x, y) at positions y.
  const BitLines& columns() const { return columns_; }
  std::size_t bytes() const { return rows_.bytes() + columns_.bytes(); }

 private:
  int width_ = 0;
  int height_ = 0;
  std::uint64_t revision_ = 0;  // of the grid it follows
  bool uniform_cost_ = true;
  BitLines rows_;
  BitLines columns_;
};

}  // namespace astar
