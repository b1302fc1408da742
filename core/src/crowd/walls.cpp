#include "crowd/walls.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace astar::detail {

namespace {

double point_square_distance2(Vec2 p, double x0, double y0) {
  const double dx = std::max({x0 - p.x, 0.0, p.x - (x0 + 1.0)});
  const double dy = std::max({y0 - p.y, 0.0, p.y - (y0 + 1.0)});
  return dx * dx + dy * dy;
}

double point_segment_distance2(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double span2 = length_squared(ab);
  const double t =
      span2 > 0.0 ? std::clamp(dot(p - a, ab) / span2, 0.0, 1.0) : 0.0;
  return length_squared(p - (a + ab * t));
}

// Whether the segment meets the open square [x0, x0+1] x [y0, y0+1]
// (Liang-Barsky clipping).
bool segment_meets_square(Vec2 a, Vec2 b, double x0, double y0) {
  double enter = 0.0;
  double leave = 1.0;
  const Vec2 d = b - a;
  const double starts[2] = {a.x, a.y};
  const double rates[2] = {d.x, d.y};
  const double lows[2] = {x0, y0};
  for (int axis = 0; axis < 2; ++axis) {
    const double low = lows[axis] - starts[axis];
    const double high = lows[axis] + 1.0 - starts[axis];
    if (rates[axis] == 0.0) {
      if (low >= 0.0 || high <= 0.0) return false;
      continue;
    }
    double t0 = low / rates[axis];
    double t1 = high / rates[axis];
    if (t0 > t1) std::swap(t0, t1);
    enter = std::max(enter, t0);
    leave = std::min(leave, t1);
    if (enter >= leave) return false;
  }
  return true;
}

double segment_square_distance2(Vec2 a, Vec2 b, double x0, double y0) {
  if (segment_meets_square(a, b, x0, y0)) return 0.0;
  double best = std::min(point_square_distance2(a, x0, y0),
                         point_square_distance2(b, x0, y0));
  for (const Vec2 corner : {Vec2{x0, y0}, Vec2{x0 + 1.0, y0},
                            Vec2{x0, y0 + 1.0}, Vec2{x0 + 1.0, y0 + 1.0}}) {
    best = std::min(best, point_segment_distance2(corner, a, b));
  }
  return best;
}

// Calls visit(cell) for the cells the segment from a to b crosses, from
// a's to b's, each a step along one axis from the last; false from visit
// stops the walk and makes it return false.
template <typename Visit>
bool walk_cells(Vec2 a, Vec2 b, Visit&& visit) {
  Point cell = cell_of(a);
  const Point last = cell_of(b);
  const Vec2 d = b - a;
  const int sx = last.x > cell.x ? 1 : -1;
  const int sy = last.y > cell.y ? 1 : -1;
  constexpr double kNever = std::numeric_limits<double>::infinity();
  // The times (0..1 along the segment) of the next vertical and horizontal
  // grid lines, and the time between two of them.
  double next_x =
      d.x != 0.0 ? ((sx > 0 ? cell.x + 1 : cell.x) - a.x) / d.x : kNever;
  double next_y =
      d.y != 0.0 ? ((sy > 0 ? cell.y + 1 : cell.y) - a.y) / d.y : kNever;
  const double every_x = d.x != 0.0 ? std::fabs(1.0 / d.x) : kNever;
  const double every_y = d.y != 0.0 ? std::fabs(1.0 / d.y) : kNever;
  if (!visit(cell)) return false;
  while (cell != last) {
    const bool along_x =
        cell.y == last.y || (cell.x != last.x && next_x < next_y);
    if (along_x) {
      cell.x += sx;
      next_x += every_x;
    } else {
      cell.y += sy;
      next_y += every_y;
    }
    if (!visit(cell)) return false;
  }
  return true;
}

}  // namespace

Vec2 nearest_point(const WallRun& run, Vec2 p) {
  return {std::clamp(p.x, run.a.x, run.b.x), std::clamp(p.y, run.a.y, run.b.y)};
}

bool disc_overlaps_wall(const Grid& grid, Vec2 centre, double radius) {
  const int x0 = static_cast<int>(std::floor(centre.x - radius));
  const int x1 = static_cast<int>(std::floor(centre.x + radius));
  const int y0 = static_cast<int>(std::floor(centre.y - radius));
  const int y1 = static_cast<int>(std::floor(centre.y + radius));
  const double radius2 = radius * radius;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      if (grid.walkable(Point{x, y})) continue;
      if (point_square_distance2(centre, x, y) < radius2) return true;
    }
  }
  return false;
}

bool disc_path_clear(const Grid& grid, Vec2 a, Vec2 b, double radius,
                     int max_weight) {
  const double radius2 = radius * radius;
  return walk_cells(a, b, [&](Point cell) {
    if (!grid.walkable(cell) || terrain_weight(grid.at(cell)) > max_weight) {
      return false;
    }
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        const Point side{cell.x + dx, cell.y + dy};
        if (grid.walkable(side)) continue;
        if (segment_square_distance2(a, b, side.x, side.y) < radius2) {
          return false;
        }
      }
    }
    return true;
  });
}

int WallIndex::clamp_bucket(double coordinate, int count) {
  const double bucket = std::floor(coordinate / kBucketSide);
  if (!(bucket >= 0.0)) return 0;
  return bucket >= count ? count - 1 : static_cast<int>(bucket);
}

void WallIndex::collect_runs(const Grid& grid) {
  runs_.clear();
  const int w = grid.width();
  const int h = grid.height();
  for (int y = 0; y <= h; ++y) {  // horizontal grid lines
    int from = -1;
    for (int x = 0; x <= w; ++x) {
      const bool edge =
          x < w && grid.walkable(Point{x, y - 1}) != grid.walkable(Point{x, y});
      if (edge && from < 0) from = x;
      if (!edge && from >= 0) {
        runs_.push_back(
            {Vec2{double(from), double(y)}, Vec2{double(x), double(y)}});
        from = -1;
      }
    }
  }
  for (int x = 0; x <= w; ++x) {  // vertical grid lines
    int from = -1;
    for (int y = 0; y <= h; ++y) {
      const bool edge =
          y < h && grid.walkable(Point{x - 1, y}) != grid.walkable(Point{x, y});
      if (edge && from < 0) from = y;
      if (!edge && from >= 0) {
        runs_.push_back(
            {Vec2{double(x), double(from)}, Vec2{double(x), double(y)}});
        from = -1;
      }
    }
  }
}

void WallIndex::file_runs() {
  const int buckets = columns_ * rows_;
  starts_.assign(static_cast<std::size_t>(buckets) + 1, 0);
  // Two passes over the runs: count per bucket, then place, so each
  // bucket's runs stay in the order they were found.
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t r = 0; r < runs_.size(); ++r) {
      const WallRun& run = runs_[r];
      const int c0 = clamp_bucket(run.a.x - reach_, columns_);
      const int c1 = clamp_bucket(run.b.x + reach_, columns_);
      const int r0 = clamp_bucket(run.a.y - reach_, rows_);
      const int r1 = clamp_bucket(run.b.y + reach_, rows_);
      for (int row = r0; row <= r1; ++row) {
        for (int column = c0; column <= c1; ++column) {
          const int bucket = row * columns_ + column;
          if (pass == 0) {
            ++starts_[bucket + 1];
          } else {
            ids_[starts_[bucket]++] = static_cast<int>(r);
          }
        }
      }
    }
    if (pass == 0) {
      for (int b = 0; b < buckets; ++b) starts_[b + 1] += starts_[b];
      ids_.assign(static_cast<std::size_t>(starts_[buckets]), 0);
    } else {
      // Placing moved each start to the next bucket's; move them back.
      for (int b = buckets; b > 0; --b) starts_[b] = starts_[b - 1];
      starts_[0] = 0;
    }
  }
}

void WallIndex::rebuild(const Grid& grid, double reach) {
  reach_ = reach;
  columns_ = grid.width() / kBucketSide + 1;
  rows_ = grid.height() / kBucketSide + 1;
  collect_runs(grid);
  file_runs();
  revision_ = grid.revision();
  built_ = true;
}

}  // namespace astar::detail
