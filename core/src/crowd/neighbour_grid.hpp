#pragma once
// The crowd's neighbour query: agents sorted by a counting sort into
// square buckets, rebuilt every step. Only the buckets that hold agents
// cost anything: a bucket's place in the map is hashed into a table about
// twice as long as the crowd is large, so a rebuild costs the agents, not
// the map's area, and buckets can be as small as a query needs. A query
// visits the buckets around a point in rows, and in each the agents in the
// order of their ids (an agent whose bucket shares the slot is skipped),
// so every query sees them in one order.

#include <bit>
#include <cmath>
#include <cstdint>
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
    const std::size_t slots = std::bit_ceil(2 * agents.size() + 16);
    shift_ = 64 - std::countr_zero(slots);
    starts_.assign(slots + 1, 0);
    bucket_of_.resize(agents.size());
    slot_of_.resize(agents.size());
    for (std::size_t i = 0; i < agents.size(); ++i) {
      bucket_of_[i] =
          bucket(column_of(agents[i].position.x), row_of(agents[i].position.y));
      slot_of_[i] = slot(bucket_of_[i]);
      ++starts_[slot_of_[i] + 1];
    }
    for (std::size_t b = 0; b < slots; ++b) starts_[b + 1] += starts_[b];
    ids_.resize(agents.size());
    fill_.assign(starts_.begin(), starts_.end() - 1);
    for (std::size_t i = 0; i < agents.size(); ++i) {
      ids_[fill_[slot_of_[i]]++] = static_cast<int>(i);
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
        const std::int64_t b = bucket(column, row);
        const std::size_t s = slot(b);
        for (int k = starts_[s]; k < starts_[s + 1]; ++k) {
          if (bucket_of_[ids_[k]] == b) visit(ids_[k]);
        }
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
  std::int64_t bucket(int column, int row) const {
    return std::int64_t{row} * columns_ + column;
  }
  // Fibonacci hashing: the top bits of the product spread neighbouring
  // buckets over the table.
  std::size_t slot(std::int64_t b) const {
    return static_cast<std::size_t>(
        (static_cast<std::uint64_t>(b) * 0x9E3779B97F4A7C15ull) >> shift_);
  }

  double side_ = 1.0;
  int columns_ = 0;
  int rows_ = 0;
  int shift_ = 60;
  std::vector<int> starts_;  // per slot, into ids_; one more at the end
  std::vector<int> fill_;
  std::vector<std::int64_t> bucket_of_;
  std::vector<std::size_t> slot_of_;
  std::vector<int> ids_;
};

}  // namespace astar::detail
