#pragma once
// The Search members that run for every cell touched, defined inline for
// the files whose hot loops call them (the expansion policies of
// expansions.hpp: grid_moves.cpp, jump_point_search.cpp, theta_star.cpp): a
// call across files would cost more than their bodies.
#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>

#include "astar/search/search.hpp"
#include "astar/std_compat.hpp"
#include "grid/prefetch_rows.hpp"

namespace astar {
namespace detail {

// Relax policies: what a step does with a neighbour it has seen before and
// now reaches by a strictly cheaper path (an unseen one is always pushed).
// BFS: the first visit is the shallowest, so a seen cell never changes.
struct KeepSeen {
  static constexpr bool kImproves = false;
  static constexpr bool kInPlace = false;
  static constexpr bool kReopens = false;
};
// Dijkstra and weighted A*: an open cell gets the cheaper path; a closed one
// stays closed (Dijkstra never finds a cheaper one, and weighted A* keeps its
// w bound without reopening).
struct ImproveOpen {
  static constexpr bool kImproves = true;
  static constexpr bool kInPlace = false;
  static constexpr bool kReopens = false;
};
// Greedy: its key ignores g, so an open cell's entry stays valid and only
// the record changes; closed cells stay closed.
struct ImproveInPlace {
  static constexpr bool kImproves = true;
  static constexpr bool kInPlace = true;
  static constexpr bool kReopens = false;
};
// A*: closed cells reopen, which keeps inconsistent heuristics exact.
struct ImproveAndReopen {
  static constexpr bool kImproves = true;
  static constexpr bool kInPlace = false;
  static constexpr bool kReopens = true;
};

// Recorder policies: what a step keeps for views besides the search. Code
// under a false flag compiles away, so a search nobody draws pays nothing.
template <bool kTouchedCells, bool kScannedRuns, bool kJournaled>
struct Recorder {
  // last_touched() and before_last_step()
  static constexpr bool kTouched = kTouchedCells;
  // JPS's last_scanned()
  static constexpr bool kScans = kScannedRuns;
  // The rewind journal and its checkpoints (seek()).
  static constexpr bool kJournal = kJournaled;
};
using NoRecorder = Recorder<false, false, false>;

// Returns make.template operator()<R>() for the Recorder R the switches
// ask for. A journal implies touched cells: only views rewind, and they
// show what each step touched.
template <class Make>
auto with_recorder(bool touched, bool scans, bool journal, Make&& make) {
  if (journal) {
    return scans ? make.template operator()<Recorder<true, true, true>>()
                 : make.template operator()<Recorder<true, false, true>>();
  }
  if (touched) {
    return scans ? make.template operator()<Recorder<true, true, false>>()
                 : make.template operator()<Recorder<true, false, false>>();
  }
  return scans ? make.template operator()<Recorder<false, true, false>>()
               : make.template operator()<NoRecorder>();
}

}  // namespace detail

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
  const auto h_bits = bit_cast<std::uint32_t>(static_cast<float>(h));
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
  // Returned as made: a named copy put it through the stack.
  return heuristic_parts(heuristic_, query_.rules, x, y, query_.goal.x,
                         query_.goal.y);
}

// The costs are 1 and sqrt 2 or 10 and 14, so the straight product of sums
// far below 2^49 is exact and fma rounds the rest once, which keeps the
// sign. The Euclidean's irrational part was rounded: a sum with it must
// clear a margin far above that rounding, which can only prune less.
inline bool Search::at_least_zero(const HeuristicParts& sum) const {
  const double whole =
      std::fma(diagonal_cost_, static_cast<double>(sum.diagonal),
               straight_cost_ * static_cast<double>(sum.straight));
  if (irrational_margin_ == 0.0) return whole >= 0.0;
  return whole + sum.extra >= irrational_margin_;
}

// Every path through the cell costs at least g + h(n), and, as it must
// cross the other side's open list at some m, at least
// g - h(start, n) + f_other(m) (h(start, m) <= h(start, n) + d(n, m)).
inline bool Search::pruned(std::uint64_t straight, std::uint64_t diagonal,
                           const HeuristicParts& h, Point at) const {
  if (!prune_.active) return false;
  const auto gs = static_cast<std::int64_t>(straight);
  const auto gd = static_cast<std::int64_t>(diagonal);
  const HeuristicParts& best = prune_.best;
  if (at_least_zero({gs + h.straight - best.straight,
                     gd + h.diagonal - best.diagonal, h.extra - best.extra})) {
    return true;
  }
  const HeuristicParts behind = heuristic_parts(
      heuristic_, query_.rules, query_.start.x, query_.start.y, at.x, at.y);
  const HeuristicParts& other = prune_.other_f;
  return at_least_zero({gs - behind.straight + other.straight - best.straight,
                        gd - behind.diagonal + other.diagonal - best.diagonal,
                        other.extra - behind.extra - best.extra});
}

template <class Recorder>
inline Search::CellRecord Search::push(int cell, const CellRecord& before,
                                       std::uint64_t straight,
                                       std::uint64_t diagonal, int parent,
                                       const HeuristicParts& h) {
  return enter_open<Recorder>(cell, before, straight, diagonal, parent,
                              key_for(straight, diagonal, h),
                              tie_rank(estimate_cost(h)));
}

template <bool kNarrow>
inline const std::conditional_t<kNarrow, Search::NarrowRecord,
                                Search::CellRecord>&
Search::grid_record(int cell) const {
  if constexpr (kNarrow) {
    return narrow_cells_.raw(cell);
  } else {
    return cells_.flat(cell);
  }
}

// `before` may be the cell's own record, still unchanged.
template <bool kNarrow>
inline void Search::keep_grid_record(int cell, const auto& before,
                                     std::uint64_t straight,
                                     std::uint64_t diagonal, int parent,
                                     CellState state) {
  if constexpr (kNarrow) {
    narrow_cells_.put(
        cell, before,
        NarrowRecord{.straight = straight,
                     .diagonal = diagonal,
                     .move = narrow_cells_.move_to(
                         cell, static_cast<std::uint32_t>(parent)),
                     .state = static_cast<std::uint64_t>(state)});
  } else {
    cells_.flat(cell) = CellRecord{.straight = straight,
                                   .parent = static_cast<std::uint32_t>(parent),
                                   .diagonal = diagonal,
                                   .generation = cells_.generation(),
                                   .state = static_cast<std::uint64_t>(state)};
  }
}

inline Search::CellRecord Search::widened(int cell,
                                          const NarrowRecord& record) const {
  return narrow_cells_.widen(cell, record, cells_.generation());
}

inline CellState Search::state_in(const NarrowRecord& record) const {
  return static_cast<CellState>(record.state);
}

inline double Search::cost_of(const NarrowRecord& record) const {
  return cost_of(record.straight, record.diagonal);
}

template <class Recorder>
inline void Search::note_touched(int cell, const CellRecord& before) {
  if constexpr (Recorder::kTouched) {
    touched_before_[touched_count_] = before;
    touched_[touched_count_++] = cell;
  }
}

// A call, not inlined: a flattened expansion stops here.
template <class Recorder>
[[gnu::noinline]] inline void Search::relax_far(int from, Point to,
                                                std::uint64_t straight,
                                                std::uint64_t diagonal) {
  const int cell = to.y * grid_->width() + to.x;
  CellRecord& record = cells_.packed(cell);
  const CellRecord before = record;
  if (state_in(before) != CellState::Unseen &&
      cost_of(straight, diagonal) >= cost_of(before)) {
    return;
  }
  record = push<Recorder>(cell, before, straight, diagonal, from,
                          estimate(to.x, to.y));
  // A cell has at most 8 neighbours; a far parent reaches any number.
  if constexpr (Recorder::kTouched) {
    if (touched_count_ == touched_.size()) {
      touched_.resize(2 * touched_count_);
      touched_before_.resize(2 * touched_count_);
    }
  }
  note_touched<Recorder>(cell, before);
}

template <bool kTracked>
inline void Search::open_entry(int cell, bool was_open, double key,
                               std::uint32_t rank) {
  const OpenHeap::Entry entry = OpenHeap::make_entry(key, rank, cell);
  if (kTracked && was_open) {
    heap_.improve(entry, open_slots_.data());
  } else {
    heap_.push<kTracked>(entry, open_slots_.data());
  }
  ++stats_.pushed;
  if (!was_open) ++stats_.open_size;
  stats_.max_open = std::max(stats_.max_open, stats_.open_size);
}

template <class Recorder>
inline Search::CellRecord Search::enter_open(int cell, const CellRecord& before,
                                             std::uint64_t straight,
                                             std::uint64_t diagonal, int parent,
                                             double key, std::uint32_t rank) {
  if constexpr (Recorder::kJournal) remember(cell, before);
  open_entry(cell, state_in(before) == CellState::Open, key, rank);
  return CellRecord{
      .straight = straight,
      .parent = parent < 0 ? kNoParent : static_cast<std::uint32_t>(parent),
      .diagonal = diagonal,
      .generation = cells_.generation(),
      .state = static_cast<std::uint64_t>(CellState::Open)};
}

template <class Recorder, detail::RecordLayout kLayout, bool kTracked>
int Search::close_next() {
  if constexpr (Recorder::kJournal) maybe_checkpoint();
  if constexpr (Recorder::kTouched) touched_count_ = 0;
  if constexpr (Recorder::kScans) scanned_.clear();

  // Lazy deletion, unless kTracked: an improved cell left older entries
  // behind. The first entry popped for an open cell carries the lowest key,
  // and the cell's record (not the entry) holds its current g, so stale
  // entries are simply those whose cell is no longer open.
  constexpr auto kOpen = static_cast<std::uint64_t>(CellState::Open);
  constexpr auto kClosed = static_cast<std::uint64_t>(CellState::Closed);
  int cell = -1;
  if constexpr (kLayout == detail::RecordLayout::Narrow) {
    while (cell < 0) {
      assert(!heap_.empty());
      const int top =
          OpenHeap::cell_of(heap_.pop<kTracked>(open_slots_.data()));
      if (narrow_cells_.state(top) == kOpen) cell = top;
    }
    if constexpr (Recorder::kJournal) remember(cell, narrow_cells_.raw(cell));
    narrow_cells_.set_state(cell, kClosed);
    // The next pop is the heap's top now unless this expansion pushes a
    // better one, which it has just touched. On a big map the top's
    // record and rows are far from the cache: ask for them now, an
    // expansion ahead (a third of A*'s time on a 4096² map was spent
    // waiting for the popped cell's state).
    if (!heap_.empty()) {
      const auto next =
          static_cast<std::size_t>(OpenHeap::cell_of(heap_.top()));
      const auto row = static_cast<std::size_t>(grid_->width());
      const std::size_t count = grid_->cells().size();
      detail::prefetch_rows(&narrow_cells_.raw(0), sizeof(NarrowRecord), count,
                            row, next);
      detail::prefetch_rows(grid_->cells().data(), 1, count, row, next);
    }
  } else {
    CellRecord* record = nullptr;
    while (cell < 0) {
      assert(!heap_.empty());
      const int top =
          OpenHeap::cell_of(heap_.pop<kTracked>(open_slots_.data()));
      record = kLayout == detail::RecordLayout::Packed ? &cells_.packed(top)
                                                       : &cells_.flat(top);
      if (state_in(*record) == CellState::Open) cell = top;
    }
    if constexpr (Recorder::kJournal) remember(cell, *record);
    // Open, so its generation is already this query's.
    record->state = kClosed;
  }
  --stats_.open_size;
  ++stats_.expanded;
  ++steps_;
  last_expanded_ = cell;
  return cell;
}

// One step of every algorithm but the bidirectional ones: close the best
// open cell, then expand it by the query's policy (expansions.hpp).
template <class Expansion, class Recorder>
SearchStatus Search::step_with() {
  const int cell =
      close_next<Recorder, Expansion::kLayout, Expansion::kTracked>();
  if (cell == goal_) {
    Expansion::finish(*this, cell);
    return status_;
  }
  Expansion::template expand<Recorder>(*this, cell);
  if (stats_.open_size == 0) status_ = SearchStatus::NoPath;
  return status_;
}

}  // namespace astar
