#pragma once
/// @file grid.hpp
/// The map: width x height cells of one byte each, stored row-major
/// (index = y * width + x).
///
/// A cell value of 0 is blocked. 1..255 is walkable with terrain weight
/// 256 - value, so 255 is open ground (weight 1) and 1 is the heaviest
/// terrain (weight 255). This byte is exactly what the grayscale PNG stores.
///
/// Live maps: revision() is a stamp of the cells as they are. It moves with
/// every mutating call, and two grids show the same stamp only when one is
/// an unchanged copy of the other (equal cells), so whatever is derived
/// from a grid (jump maps, unit maps, a search's caches) records the stamp
/// it was built from and notices any change, or another grid, by itself.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "astar/result.hpp"

namespace astar {

/// The value of a blocked cell.
inline constexpr std::uint8_t kBlocked = 0;
/// The value of open ground (weight 1).
inline constexpr std::uint8_t kOpenGround = 255;
/// Largest width or height a grid may have.
inline constexpr int kMaxGridSide = 8192;

/// Terrain weight of a walkable cell value (1..255 -> 255..1).
constexpr int terrain_weight(std::uint8_t value) { return 256 - value; }
/// Cell value that has the given terrain weight (1..255).
constexpr std::uint8_t value_for_weight(int weight) {
  return static_cast<std::uint8_t>(256 - weight);
}

/// A cell coordinate. x grows to the right, y grows downwards.
struct Point {
  int x = 0;
  int y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

/// A box of cells: x0 <= x < x1, y0 <= y < y1.
struct CellArea {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x0 >= x1 || y0 >= y1; }
};

/// "(x,y)", as every message names a cell.
std::string to_string(Point p);

/// Checks a requested size against 1..kMaxGridSide on each side. Returns an
/// empty string when valid, otherwise what is wrong.
std::string check_grid_size(long long width, long long height);

class Grid {
 public:
  /// An empty 0x0 grid; use it only as a placeholder.
  Grid() = default;
  /// A width x height grid filled with `fill`. The size must pass
  /// check_grid_size (asserted): validate untrusted sizes first.
  Grid(int width, int height, std::uint8_t fill = kOpenGround);
  /// A copy holds the same cells under the same revision; its first change
  /// gives it a stamp of its own (the original's next ones are still its).
  Grid(const Grid& other);
  Grid& operator=(const Grid& other);
  /// The moved-from grid is left empty (0x0, revision 0).
  Grid(Grid&& other) noexcept;
  Grid& operator=(Grid&& other) noexcept;
  ~Grid() = default;

  /// Builds a grid after validating the size, for sizes that come from files
  /// or users.
  static Result<Grid> create(long long width, long long height,
                             std::uint8_t fill = kOpenGround);

  int width() const { return width_; }
  int height() const { return height_; }
  int cell_count() const { return width_ * height_; }
  bool empty() const { return cells_.empty(); }

  bool contains(int x, int y) const {
    return x >= 0 && y >= 0 && x < width_ && y < height_;
  }
  bool contains(Point p) const { return contains(p.x, p.y); }
  int index(int x, int y) const { return y * width_ + x; }
  int index(Point p) const { return index(p.x, p.y); }
  Point point(int index) const { return {index % width_, index / width_}; }

  std::uint8_t at(int x, int y) const { return cells_[index(x, y)]; }
  std::uint8_t at(Point p) const { return at(p.x, p.y); }
  std::uint8_t operator[](int index) const { return cells_[index]; }
  bool walkable(int index) const { return cells_[index] != kBlocked; }
  bool walkable(Point p) const { return contains(p) && at(p) != kBlocked; }

  void set(int x, int y, std::uint8_t value) { set(index(x, y), value); }
  void set(Point p, std::uint8_t value) { set(p.x, p.y, value); }
  void set(int index, std::uint8_t value) {
    cells_[index] = value;
    note_change();
  }

  /// All cells, row-major.
  const std::vector<std::uint8_t>& cells() const { return cells_; }
  /// All cells, row-major, to write in bulk. The revision moves now: write
  /// through the span before anything reads revision() again, and do not
  /// keep it.
  std::span<std::uint8_t> cells_to_write() {
    note_change();
    return cells_;
  }

  /// The stamp of the cells as they are (see the top of this file); 0 only
  /// for an empty grid.
  std::uint64_t revision() const { return revision_; }

  /// The side K of the square that stands on each cell: 1 for a map, a
  /// unit's size for its unit grid (units.hpp), whose cells are where a
  /// K x K unit's top-left may be. Line of sight reads it: on a grid of
  /// unit size 2 or more a segment is clear only where the unit's whole
  /// square stays clear (line_of_sight.hpp). Copies keep it; it is no part
  /// of the cells (not of revision() nor of ==).
  int unit_size() const { return unit_size_; }
  void set_unit_size(int size) { unit_size_ = size; }

  /// Equal sizes and cells, whatever the revisions.
  friend bool operator==(const Grid& a, const Grid& b) {
    return a.width_ == b.width_ && a.height_ == b.height_ &&
           a.cells_ == b.cells_;
  }

 private:
  // A stamp is a base, drawn once from a process-wide sequence, followed by
  // kLocalBits of local changes, so a change costs an increment, not an
  // atomic operation; a copy draws a new base at its first change.
  static constexpr int kLocalBits = 20;
  static constexpr std::uint64_t kLocalMask =
      (std::uint64_t{1} << kLocalBits) - 1;
  static std::uint64_t fresh_stamp();
  void note_change() {
    if (copied_ || (revision_ & kLocalMask) == kLocalMask) {
      revision_ = fresh_stamp();
      copied_ = false;
    } else {
      ++revision_;
    }
  }

  int width_ = 0;
  int height_ = 0;
  std::vector<std::uint8_t> cells_;
  std::uint64_t revision_ = 0;
  bool copied_ = true;  // the stamp may be another grid's too
  int unit_size_ = 1;
};

}  // namespace astar
