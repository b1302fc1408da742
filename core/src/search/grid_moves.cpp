// The grid's moves as the search's expansion policy (expansions.hpp): A*,
// Dijkstra, weighted A*, greedy best-first and breadth-first differ only in
// the key (fixed per query in Search::start) and in the relax policy
// chosen here from the algorithm's table row.
#include <cstdint>

#include "astar/search/search.hpp"
#include "expansions.hpp"
#include "hot_path.hpp"

namespace astar {
namespace detail {

template <class Relax, bool kReverse>
template <class Recorder>
void GridMoves<Relax, kReverse>::expand(Search& s, int cell) {
  const Search::CellRecord here_record = s.cells_.flat(cell);
  const Point here = s.point_of_(cell);
  const std::uint8_t* values = s.grid_->cells().data();
  // Reversed, every move from here costs the same: the weight of this cell.
  const std::uint64_t here_weight =
      kReverse ? static_cast<std::uint64_t>(terrain_weight(values[cell])) : 0;
  auto visit = [&](int n, int nx, int ny, double) {
    // The move's weight goes to the straight or the diagonal sum.
    const auto weight =
        kReverse ? here_weight
                 : static_cast<std::uint64_t>(terrain_weight(values[n]));
    const bool diagonal_move = nx != here.x && ny != here.y;
    const std::uint64_t straight =
        here_record.straight + (diagonal_move ? 0 : weight);
    const std::uint64_t diagonal =
        here_record.diagonal + (diagonal_move ? weight : 0);
    Search::CellRecord& record = s.cells_.flat(n);
    const Search::CellRecord before = record;
    const CellState seen = s.state_in(before);
    if (seen != CellState::Unseen) {
      if constexpr (!Relax::kImproves) return;
      // Exact sums: a path of equal cost is never taken for a better one.
      if (s.cost_of(straight, diagonal) >= s.cost_of(before)) return;
      if (Relax::kInPlace && seen == CellState::Open) {
        if constexpr (Recorder::kJournal) s.remember(n, record);
        record.straight = straight;
        record.diagonal = diagonal;
        record.parent = static_cast<std::uint32_t>(cell);
        s.note_touched<Recorder>(n, before);
        return;
      }
      if (!Relax::kReopens && seen == CellState::Closed) return;
    }
    push_neighbour<Recorder>(s, n, record, straight, diagonal, cell);
    s.note_touched<Recorder>(n, before);
  };
  for_each_move(*s.grid_, s.query_.rules, here.x, here.y, visit);
}

template <class Relax, bool kReverse>
template <class Recorder>
void GridMoves<Relax, kReverse>::push_neighbour(Search& s, int cell,
                                                Search::CellRecord& record,
                                                std::uint64_t straight,
                                                std::uint64_t diagonal,
                                                int parent) {
  const Point at = s.point_of_(cell);
  s.push<Recorder>(cell, record, straight, diagonal, parent,
                   s.estimate(at.x, at.y));
}

}  // namespace detail

// The relax policy follows the table's flags: a key of h alone keeps an
// open cell's entry valid when its g improves (greedy).
Search::StepFn Search::grid_moves_step() const {
  const bool reverse = query_.reverse_costs;
  const auto pick = [this, reverse]<class Relax>() {
    return detail::with_recorder(
        record_steps_, false, recording_, [reverse]<class Recorder>() {
          return reverse ? &Search::step_with<detail::GridMoves<Relax, true>,
                                              Recorder>
                         : &Search::step_with<detail::GridMoves<Relax, false>,
                                              Recorder>;
        });
  };
  if (!info_->improves_open)
    return pick.template operator()<detail::KeepSeen>();
  if (info_->key == KeyTerms::H) {
    return pick.template operator()<detail::ImproveInPlace>();
  }
  if (info_->reopens_closed) {
    return pick.template operator()<detail::ImproveAndReopen>();
  }
  return pick.template operator()<detail::ImproveOpen>();
}

}  // namespace astar
