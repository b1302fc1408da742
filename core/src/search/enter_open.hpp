#pragma once
// Search::enter_open, defined inline for the two files whose pushes share
// it (search.cpp, theta_star.cpp): it runs for every cell opened.
#include <algorithm>

#include "astar/search/search.hpp"

namespace astar {

inline void Search::enter_open(int cell, CellRecord& record, CellState before,
                               int parent, double key, std::uint32_t rank) {
  record.parent = parent < 0 ? kNoParent : static_cast<std::uint32_t>(parent);
  set_state(record, CellState::Open);
  heap_.push(OpenHeap::make_entry(key, rank, cell));
  ++stats_.pushed;
  if (before != CellState::Open) ++stats_.open_size;
  stats_.max_open = std::max(stats_.max_open, stats_.open_size);
}

}  // namespace astar
