#pragma once
// The subgoals of a prepared map bucketed by blocks of cells, so that the
// overlay visits only the subgoals on screen: walking the map's cells, or
// every subgoal, each frame would cost more than drawing on a big map
// (the 8192² rooms map holds millions of cells per screen).

#include <vector>

#include "astar/search/subgoal_graph.hpp"

namespace astar::studio {

class SubgoalIndex {
 public:
  static constexpr int kBlock = 32;  // cells a side

  // Buckets every subgoal of `graph` (a counting sort by block).
  void build(const SubgoalGraph& graph);
  std::size_t size() const { return cells_.size(); }

  // Calls fn(cell) for each subgoal in the cells [x0, x1] x [y0, y1]
  // (inclusive), block by block, until it returns false.
  template <class Visit>
  void visit(int x0, int y0, int x1, int y1, const Visit& fn) const;
  // Calls fn(block_x, block_y, count) for each non-empty block the cells
  // overlap: far out, where a block is a few pixels.
  template <class Visit>
  void visit_blocks(int x0, int y0, int x1, int y1, const Visit& fn) const;
  // The most subgoals one block holds.
  int densest_block() const { return densest_; }

 private:
  int width_ = 0;
  int blocks_x_ = 0;
  int blocks_y_ = 0;
  int densest_ = 0;
  std::vector<int> starts_;  // per block, where its cells begin; one more
  std::vector<int> cells_;   // the subgoals, block by block
};

template <class Visit>
void SubgoalIndex::visit(int x0, int y0, int x1, int y1,
                         const Visit& fn) const {
  if (width_ == 0 || x1 < x0 || y1 < y0) return;
  for (int by = y0 / kBlock; by <= y1 / kBlock && by < blocks_y_; ++by) {
    for (int bx = x0 / kBlock; bx <= x1 / kBlock && bx < blocks_x_; ++bx) {
      const int block = by * blocks_x_ + bx;
      for (int i = starts_[block]; i < starts_[block + 1]; ++i) {
        const int cell = cells_[i];
        const int x = cell % width_;
        const int y = cell / width_;
        if (x < x0 || x > x1 || y < y0 || y > y1) continue;
        if (!fn(cell)) return;
      }
    }
  }
}

template <class Visit>
void SubgoalIndex::visit_blocks(int x0, int y0, int x1, int y1,
                                const Visit& fn) const {
  if (width_ == 0 || x1 < x0 || y1 < y0) return;
  for (int by = y0 / kBlock; by <= y1 / kBlock && by < blocks_y_; ++by) {
    for (int bx = x0 / kBlock; bx <= x1 / kBlock && bx < blocks_x_; ++bx) {
      const int block = by * blocks_x_ + bx;
      const int count = starts_[block + 1] - starts_[block];
      if (count > 0 && !fn(bx, by, count)) return;
    }
  }
}

}  // namespace astar::studio
