#pragma once
/// @file vec2.hpp
/// A point or a vector in the plane of the map, in cells: x grows to the
/// right, y downwards, as Point does; cell (x, y) is the square
/// [x, x+1] x [y, y+1], so its centre is (x + 0.5, y + 0.5).

#include <cmath>

#include "astar/grid/grid.hpp"

namespace astar {

struct Vec2 {
  double x = 0.0;
  double y = 0.0;

  friend Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
  friend Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
  friend Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
  friend Vec2 operator/(Vec2 a, double s) { return {a.x / s, a.y / s}; }
  friend bool operator==(const Vec2&, const Vec2&) = default;
};

/// The dot product.
inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// The z of the cross product: > 0 when b is turned from a the way y is
/// turned from x.
inline double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
inline double length_squared(Vec2 a) { return dot(a, a); }
inline double length(Vec2 a) { return std::sqrt(dot(a, a)); }

/// The centre of a cell.
inline Vec2 cell_centre(Point cell) { return {cell.x + 0.5, cell.y + 0.5}; }
/// The cell holding a point (a point on a grid line belongs to the cell
/// right of or below it).
inline Point cell_of(Vec2 p) {
  return {static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y))};
}

}  // namespace astar
