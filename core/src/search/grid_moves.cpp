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

template <class Relax, bool kReverse, bool kNarrow, bool kPrunes, bool kTracks>
template <class Recorder>
void GridMoves<Relax, kReverse, kNarrow, kPrunes, kTracks>::expand(Search& s,
                                                                   int cell) {
  using Narrow = decltype(s.narrow_cells_);
  const auto here_record = s.grid_record<kNarrow>(cell);
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
    if constexpr (kNarrow) {
      if ((straight | diagonal) >> Narrow::kSumBits) [[unlikely]] {
        s.narrow_overflow_ = true;
        return;
      }
    }
    // The record as it was, and its place, which push_neighbour reads
    // before it writes (a reference is cheaper to pass than a copy).
    const auto& slot = s.grid_record<kNarrow>(n);
    const auto before = slot;
    const CellState seen = s.state_in(before);
    if (seen != CellState::Unseen) {
      if constexpr (!Relax::kImproves) return;
      if (!Relax::kReopens && seen == CellState::Closed) return;
      // Exact sums: a path of equal cost is never taken for a better one.
      if (s.cost_of(straight, diagonal) >= s.cost_of(before)) return;
      if (Relax::kInPlace && seen == CellState::Open) {
        if constexpr (Recorder::kJournal) s.remember(n, before);
        s.keep_grid_record<kNarrow>(n, before, straight, diagonal, cell,
                                    CellState::Open);
        s.note_touched<Recorder>(n, s.widened(n, before));
        return;
      }
    }
    push_neighbour<Recorder>(s, n, {nx, ny}, slot, straight, diagonal, cell);
    s.note_touched<Recorder>(n, s.widened(n, before));
  };
  for_each_move(*s.grid_, s.query_.rules, here.x, here.y, visit);
}

template <class Relax, bool kReverse, bool kNarrow, bool kPrunes, bool kTracks>
template <class Recorder>
void GridMoves<Relax, kReverse, kNarrow, kPrunes, kTracks>::push_neighbour(
    Search& s, int cell, Point at, const Before& before, std::uint64_t straight,
    std::uint64_t diagonal, int parent) {
  const HeuristicParts h = s.estimate(at.x, at.y);
  if constexpr (Recorder::kJournal) s.remember(cell, before);
  const bool was_open = s.state_in(before) == CellState::Open;
  if constexpr (kPrunes) {
    if (s.pruned(straight, diagonal, h, at)) {
      // Closed with its g, so the other side still meets it (and mu counts
      // it); a cheaper path later reopens it.
      if (was_open) --s.stats_.open_size;
      s.keep_grid_record<kNarrow>(cell, before, straight, diagonal, parent,
                                  CellState::Closed);
      return;
    }
  }
  s.open_entry<kTracks>(cell, was_open, s.key_for(straight, diagonal, h),
                        s.tie_rank(s.estimate_cost(h)));
  s.keep_grid_record<kNarrow>(cell, before, straight, diagonal, parent,
                              CellState::Open);
}

}  // namespace detail

// The relax policy follows the table's flags: a key of h alone keeps an
// open cell's entry valid when its g improves (greedy). Pruning is only for
// A* (Search::start refuses the rest), so only its relax policy gets the
// pruning instantiations; it reopens, as a pruned cell is closed early.
Search::StepFn Search::grid_moves_step() const {
  const auto pick = [this]<class Relax, bool kPrunes = false>() {
    return detail::with_recorder(
        record_steps_, false, recording_, [this]<class Recorder>() -> StepFn {
          const auto step =
              []<bool kReverse, bool kNarrow, bool kTracks>() -> StepFn {
            return &Search::step_with<
                detail::GridMoves<Relax, kReverse, kNarrow, kPrunes, kTracks>,
                Recorder>;
          };
          const auto tracked = [&]<bool kReverse, bool kNarrow>() -> StepFn {
            if constexpr (!kPrunes) {
              if (tracks_open_) {
                return step.template operator()<kReverse, kNarrow, true>();
              }
            }
            return step.template operator()<kReverse, kNarrow, false>();
          };
          if (query_.reverse_costs) {
            return narrow_ ? tracked.template operator()<true, true>()
                           : tracked.template operator()<true, false>();
          }
          return narrow_ ? tracked.template operator()<false, true>()
                         : tracked.template operator()<false, false>();
        });
  };
  if (query_.prunes) {
    return pick.template operator()<detail::ImproveAndReopen, true>();
  }
  if (!info_->improves_open)
    return pick.template operator()<detail::KeepSeen>();
  if (info_->key == KeyTerms::H) {
    return pick.template operator()<detail::ImproveInPlace>();
  }
  // A consistent heuristic closes every cell at its cheapest g, so A* with
  // one skips its closed neighbours before comparing their costs.
  if (info_->reopens_closed &&
      !is_consistent(heuristic_, query_.rules.connectivity)) {
    return pick.template operator()<detail::ImproveAndReopen>();
  }
  return pick.template operator()<detail::ImproveOpen>();
}

}  // namespace astar
