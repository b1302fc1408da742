#pragma once
// The walls as a crowd sees them: the edges between open and blocked cells
// (the map's border included, as everything outside is a wall), merged
// into straight runs and filed in square buckets, so an agent reads only
// the runs near it.

#include <cstdint>
#include <span>
#include <vector>

#include "astar/crowd/vec2.hpp"
#include "astar/grid/grid.hpp"

namespace astar::detail {

/// A run of wall edges along a grid line, from `a` to `b` (a.x <= b.x,
/// a.y <= b.y; one of the two coordinates is the same at both ends).
struct WallRun {
  Vec2 a;
  Vec2 b;
};

/// The point of `run` nearest `p`.
Vec2 nearest_point(const WallRun& run, Vec2 p);

/// True when a disc at `centre` overlaps the inside of a blocked cell or
/// reaches past the map's edge (touching is not overlapping).
bool disc_overlaps_wall(const Grid& grid, Vec2 centre, double radius);

/// True when a disc of `radius` moving straight from `a` to `b` never
/// overlaps a wall, and the cells its centre crosses weigh at most
/// `max_weight`. `radius` must be at most half a cell: then only the
/// crossed cells and their eight neighbours can be in reach.
bool disc_path_clear(const Grid& grid, Vec2 a, Vec2 b, double radius,
                     int max_weight);

class WallIndex {
 public:
  /// Files every run in the buckets within `reach` of it, for `grid` as it
  /// is now.
  void rebuild(const Grid& grid, double reach);
  /// Whether the index was built from this grid's cells with a reach of
  /// at least `reach`.
  bool follows(const Grid& grid, double reach) const {
    return built_ && revision_ == grid.revision() && reach <= reach_;
  }
  /// The runs within the index's reach of `p` (and perhaps some farther).
  template <typename Visit>
  void for_each_near(Vec2 p, Visit&& visit) const {
    const int column = clamp_bucket(p.x, columns_);
    const int row = clamp_bucket(p.y, rows_);
    const int bucket = row * columns_ + column;
    for (int k = starts_[bucket]; k < starts_[bucket + 1]; ++k) {
      visit(runs_[ids_[k]]);
    }
  }
  std::span<const WallRun> runs() const { return runs_; }

 private:
  static constexpr int kBucketSide = 4;
  static int clamp_bucket(double coordinate, int count);
  void collect_runs(const Grid& grid);
  void file_runs();

  std::vector<WallRun> runs_;
  std::vector<int> starts_;  // per bucket, into ids_; one more at the end
  std::vector<int> ids_;
  int columns_ = 0;
  int rows_ = 0;
  double reach_ = 0.0;
  std::uint64_t revision_ = 0;
  bool built_ = false;
};

}  // namespace astar::detail
