#pragma once
// The Search members that run for every cell touched, defined inline for
// the files whose hot loops call them (search.cpp, jump_point_search.cpp,
// theta_star.cpp): a call across files would cost more than their bodies.
#include <algorithm>
#include <bit>

#include "astar/search/search.hpp"

namespace astar {

inline CellState Search::state_in(const CellRecord& record) const {
  if (record.generation != cells_.generation()) return CellState::Unseen;
  return static_cast<CellState>(record.state);
}

inline double Search::cost_of(std::uint64_t straight,
                              std::uint64_t diagonal) const {
  return straight_cost_ * static_cast<double>(straight) +
         diagonal_cost_ * static_cast<double>(diagonal);
}

inline double Search::cost_of(const CellRecord& record) const {
  return cost_of(record.straight, record.diagonal);
}

inline int Search::parent_in(const CellRecord& record) const {
  if (record.parent == kNoParent) return -1;
  return static_cast<int>(record.parent);
}

inline double Search::estimate_cost(const HeuristicParts& h) const {
  return straight_cost_ * static_cast<double>(h.straight) +
         diagonal_cost_ * static_cast<double>(h.diagonal) + h.extra;
}

// BFS has both factors 0: every key is equal, so FIFO order alone makes it
// breadth-first. The whole numbers are summed first and the costs applied
// once, so equal sums give bit-equal keys (see search.hpp).
inline double Search::key_for(std::uint64_t straight, std::uint64_t diagonal,
                              const HeuristicParts& h) const {
  const double straight_units = g_factor_ * static_cast<double>(straight) +
                                h_factor_ * static_cast<double>(h.straight);
  const double diagonal_units = g_factor_ * static_cast<double>(diagonal) +
                                h_factor_ * static_cast<double>(h.diagonal);
  return straight_cost_ * straight_units + diagonal_cost_ * diagonal_units +
         h_factor_ * h.extra;
}

inline std::uint32_t Search::tie_rank(double h) {
  // For h >= 0 the bits of a float grow with its value.
  const auto h_bits = std::bit_cast<std::uint32_t>(static_cast<float>(h));
  switch (tie_break_) {
    case TieBreak::LowH:
      return h_bits;
    case TieBreak::HighH:
      return ~h_bits;
    case TieBreak::Fifo:
      return seq_++;
    case TieBreak::Lifo:
      return ~seq_++;
  }
  return 0;
}

inline HeuristicParts Search::estimate(int x, int y) const {
  if (!uses_heuristic_) return {};
  return heuristic_parts(heuristic_, query_.rules, x, y, query_.goal.x,
                         query_.goal.y);
}

inline void Search::push(int cell, CellRecord& record, std::uint64_t straight,
                         std::uint64_t diagonal, int parent,
                         const HeuristicParts& h) {
  enter_open(cell, record, straight, diagonal, parent,
             key_for(straight, diagonal, h), tie_rank(estimate_cost(h)));
}

inline void Search::enter_open(int cell, CellRecord& record,
                               std::uint64_t straight, std::uint64_t diagonal,
                               int parent, double key, std::uint32_t rank) {
  const CellState before = state_in(record);
  if (recording_) remember(cell, record);
  // The whole record in one store, rather than a masked write a field.
  record = CellRecord{
      .straight = straight,
      .parent = parent < 0 ? kNoParent : static_cast<std::uint32_t>(parent),
      .diagonal = diagonal,
      .generation = cells_.generation(),
      .state = static_cast<std::uint64_t>(CellState::Open)};
  heap_.push(OpenHeap::make_entry(key, rank, cell));
  ++stats_.pushed;
  if (before != CellState::Open) ++stats_.open_size;
  stats_.max_open = std::max(stats_.max_open, stats_.open_size);
}

}  // namespace astar
