#include "features/subgoals/subgoal_index.hpp"

#include <algorithm>

namespace astar::studio {

void SubgoalIndex::build(const SubgoalGraph& graph) {
  width_ = graph.width();
  blocks_x_ = (graph.width() + kBlock - 1) / kBlock;
  blocks_y_ = (graph.height() + kBlock - 1) / kBlock;
  const std::vector<int> subgoals = graph.subgoals();
  const auto block_of = [&](int cell) {
    return (cell / width_ / kBlock) * blocks_x_ + (cell % width_) / kBlock;
  };
  starts_.assign(static_cast<std::size_t>(blocks_x_) * blocks_y_ + 1, 0);
  for (int cell : subgoals) ++starts_[block_of(cell) + 1];
  densest_ = 0;
  for (std::size_t i = 1; i < starts_.size(); ++i) {
    densest_ = std::max(densest_, starts_[i]);
    starts_[i] += starts_[i - 1];
  }
  cells_.assign(subgoals.size(), 0);
  std::vector<int> next(starts_.begin(), starts_.end() - 1);
  for (int cell : subgoals) cells_[next[block_of(cell)]++] = cell;
}

}  // namespace astar::studio
