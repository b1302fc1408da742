#pragma once
/// @file grid.hpp
/// The map: width x height cells of one byte each, stored row-major
/// (index = y * width + x).
///
/// A cell value of 0 is blocked. 1..255 is walkable with terrain weight
/// 256 - value, so 255 is open ground (weight 1) and 1 is the heaviest
/// terrain (weight 255). This byte is exactly what the grayscale PNG stores.

#include <cstdint>
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

  void set(int x, int y, std::uint8_t value) { cells_[index(x, y)] = value; }
  void set(Point p, std::uint8_t value) { set(p.x, p.y, value); }
  void set(int index, std::uint8_t value) { cells_[index] = value; }

  /// All cells, row-major.
  const std::vector<std::uint8_t>& cells() const { return cells_; }
  std::vector<std::uint8_t>& cells() { return cells_; }

  friend bool operator==(const Grid&, const Grid&) = default;

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<std::uint8_t> cells_;
};

}  // namespace astar
