#pragma once
// The crowd's neighbour query: agents sorted into square buckets by a
// counting sort, into flat arrays rebuilt every step. An agent's
// neighbours lie in the buckets around its own; within a bucket agents
// keep the order of their ids, so every query sees them in one order.

#include <cmath>
#include <span>
#include <vector>

#include "astar/crowd/agent.hpp"

namespace astar::detail {

class NeighbourGrid {
 public:
  /// Buckets of `side` cells over a width x height map, filled with the
  /// agents' positions.
  void rebuild(std::span<const Agent> agents, int width, int height,
               double side) {
    side_ = side;
    columns_ = static_cast<int>(std::ceil(width / side)) + 1;
    rows_ = static_cast<int>(std::ceil(height / side)) + 1;
    const std::size_t buckets = static_cast<std::size_t>(columns_) * rows_;
    starts_.assign(buckets + 1, 0);
    bucket_of_.resize(agents.size());
    for (std::size_t i = 0; i < agents.size(); ++i) {
      bucket_of_[i] =
          bucket(column_of(agents[i].position.x), row_of(agents[i].position.y));
      ++starts_[bucket_of_[i] + 1];
    }
    for (std::size_t b = 0; b < buckets; ++b) starts_[b + 1] += starts_[b];
    ids_.resize(agents.size());
    fill_ = starts_;
    for (std::size_t i = 0; i < agents.size(); ++i) {
      ids_[fill_[bucket_of_[i]]++] = static_cast<int>(i);
    }
  }

  /// Calls visit(id) for every agent in the buckets within `reach` of `p`.
  template <typename Visit>
  void for_each_near(Vec2 p, double reach, Visit&& visit) const {
    const int c0 = column_of(p.x - reach);
    const int c1 = column_of(p.x + reach);
    const int r0 = row_of(p.y - reach);
    const int r1 = row_of(p.y + reach);
    for (int row = r0; row <= r1; ++row) {
      for (int column = c0; column <= c1; ++column) {
        const int b = bucket(column, row);
        for (int k = starts_[b]; k < starts_[b + 1]; ++k) visit(ids_[k]);
      }
    }
  }

 private:
  int clamp_index(double coordinate, int count) const {
    const double index = std::floor(coordinate / side_);
    if (!(index >= 0.0)) return 0;
    return index >= count ? count - 1 : static_cast<int>(index);
  }
  int column_of(double x) const { return clamp_index(x, columns_); }
  int row_of(double y) const { return clamp_index(y, rows_); }
  int bucket(int column, int row) const { return row * columns_ + column; }

  double side_ = 1.0;
  int columns_ = 0;
  int rows_ = 0;
  std::vector<int> starts_;  // per bucket, into ids_; one more at the end
  std::vector<int> fill_;
  std::vector<int> bucket_of_;
  std::vector<int> ids_;
};

}  // namespace astar::detail
