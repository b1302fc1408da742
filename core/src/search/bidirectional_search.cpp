#include "astar/search/bidirectional_search.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "hot_path.hpp"

namespace astar {
namespace {

constexpr double kUnbounded = std::numeric_limits<double>::infinity();

// The path's cost as Search sums it: the weights of the cells entered, the
// straight and the diagonal moves apart, then the two step costs applied
// once (search.hpp), so an equal path has a bit-equal cost.
double summed_cost(const Grid& grid, const MovementRules& rules,
                   const std::vector<int>& path) {
  std::uint64_t straight = 0;
  std::uint64_t diagonal = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Point a = grid.point(path[i - 1]);
    const Point b = grid.point(path[i]);
    const auto weight =
        static_cast<std::uint64_t>(terrain_weight(grid[path[i]]));
    (a.x != b.x && a.y != b.y ? diagonal : straight) += weight;
  }
  return rules.straight_cost() * static_cast<double>(straight) +
         rules.diagonal_cost() * static_cast<double>(diagonal);
}

// bi-A* takes the forward side unless the backward one has raised its
// lowest f at less than a quarter of the forward's cost in expansions: the
// forward side is the one plain A* runs, so it is the safe bet; on the
// Moving AI maps an even bet cost lak303d 4% over A*.
constexpr double kForwardBias = 4.0;

}  // namespace

Status BidirectionalSearch::start(const Grid& grid, const SearchQuery& query) {
  status_ = SearchStatus::Idle;
  const AlgorithmInfo& info = algorithm_info(query.algorithm);
  if (!info.bidirectional) {
    return fail(ErrorKind::BadArgument,
                std::string(info.name) + " is not a bidirectional algorithm");
  }
  query_ = query;
  one_way_ = info.one_way;
  SearchQuery ahead = query;
  ahead.algorithm = one_way_;
  ahead.unit = Unit{};
  ahead.reverse_costs = false;
  // Both sides of A* prune against the best path (the top of the header).
  ahead.prunes = one_way_ == Algorithm::AStar;
  SearchQuery back = ahead;
  back.start = query.goal;
  back.goal = query.start;
  back.reverse_costs = true;
  // Meetings are read off the cells each step touched.
  forward_.set_step_recording(true);
  backward_.set_step_recording(true);
  if (Status s = forward_.start(grid, ahead); !s) return s;
  if (Status s = backward_.start(grid, back); !s) {
    forward_.clear();
    return s;
  }
  start_h_ = forward_.h(grid.index(query.start));
  if (one_way_ == Algorithm::BreadthFirst) {
    for (std::vector<int>& depths : depth_) {
      depths.resize(static_cast<std::size_t>(grid.cell_count()));
    }
  }
  set_recording(recording_, budget_);
  return {};
}

void BidirectionalSearch::begin() {
  status_ = SearchStatus::Running;
  last_forward_ = true;
  steps_ = 0;
  meeting_ = -1;
  best_ = kUnbounded;
  max_open_ = forward_.stats().open_size + backward_.stats().open_size;
  log_.clear();
  path_.clear();
  cost_ = 0;
}

void BidirectionalSearch::reset() {
  if (status_ == SearchStatus::Idle) return;
  forward_.reset();
  backward_.reset();
  begin();
}

void BidirectionalSearch::set_recording(bool on, std::size_t budget_bytes) {
  recording_ = on;
  budget_ = budget_bytes;
  if (forward_.status() == SearchStatus::Idle) return;
  // Each side gets half: the budget is for the whole search.
  forward_.set_recording(on, budget_bytes / 2);
  backward_.set_recording(on, budget_bytes / 2);
  begin();
}

SearchStatus BidirectionalSearch::step() {
  if (status_ != SearchStatus::Running) return status_;
  const bool ahead = forward_turn();
  Search& stepping = side(ahead);
  if (one_way_ == Algorithm::AStar) set_bounds(ahead);
  stepping.step();
  ++steps_;
  last_forward_ = ahead;
  if (one_way_ == Algorithm::BreadthFirst) note_depth(ahead);
  if (stepping.status() == SearchStatus::Found) {
    // It expanded its own goal: the other end of the search.
    finish(ahead ? backward_.grid()->index(query_.goal)
                 : forward_.grid()->index(query_.start));
  } else {
    note_meetings(ahead);
    max_open_ = std::max(
        max_open_, forward_.stats().open_size + backward_.stats().open_size);
    // A side runs dry with a path to find only by pruning, which waits
    // for the sides to meet: then no path beats the best meeting.
    if (stepping.status() == SearchStatus::NoPath) {
      if (meeting_ < 0) {
        status_ = SearchStatus::NoPath;
      } else {
        finish(meeting_);
      }
    } else if (proven()) {
      finish(meeting_);
    }
  }
  if (recording_) log_.push_back({ahead, meeting_, best_, max_open_});
  return status_;
}

void BidirectionalSearch::note_meetings(bool ahead) {
  const Search& other = side(!ahead);
  for (const int cell : side(ahead).last_touched()) {
    if (other.state(cell) == CellState::Unseen) continue;
    const double mu = through(cell);
    if (mu < best_) {
      best_ = mu;
      meeting_ = cell;
    }
  }
}

double BidirectionalSearch::through(int cell) const {
  if (one_way_ == Algorithm::BreadthFirst) {
    return depth(true, cell) + depth(false, cell);
  }
  return forward_.g(cell) + backward_.g(cell);
}

void BidirectionalSearch::note_depth(bool ahead) {
  const Search& s = side(ahead);
  const int cell = s.last_expanded();
  const int parent = s.parent(cell);
  std::vector<int>& depths = depth_[ahead ? 0 : 1];
  depths[static_cast<std::size_t>(cell)] =
      parent < 0 ? 0 : depths[static_cast<std::size_t>(parent)] + 1;
}

// A closed cell's depth was noted when it was expanded; an open cell's
// parent is closed (breadth-first never moves an open cell).
int BidirectionalSearch::depth(bool ahead, int cell) const {
  const Search& s = side(ahead);
  const std::vector<int>& depths = depth_[ahead ? 0 : 1];
  if (s.state(cell) == CellState::Closed) {
    return depths[static_cast<std::size_t>(cell)];
  }
  const int parent = s.parent(cell);
  return parent < 0 ? 0 : depths[static_cast<std::size_t>(parent)] + 1;
}

double BidirectionalSearch::next_bound(bool ahead) {
  const Search::NextOpen next = side(ahead).peek_next();
  if (next.cell < 0) return kUnbounded;
  if (one_way_ == Algorithm::BreadthFirst) return depth(ahead, next.cell);
  return next.key;
}

// Dijkstra and BFS: Pohl's cardinality rule, the side with fewer open
// cells. A*: the side whose lowest f rose at the lower cost in expansions
// so far, the forward one favoured (kForwardBias). Both are deterministic,
// so replaying gives the same steps.
bool BidirectionalSearch::forward_turn() {
  if (one_way_ != Algorithm::AStar) {
    return forward_.stats().open_size <= backward_.stats().open_size;
  }
  return work_per_rise(true) <= kForwardBias * work_per_rise(false);
}

// Expansions per straight move of rise in the lowest f, one of each added so
// that a side that has not risen yet still compares.
double BidirectionalSearch::work_per_rise(bool ahead) {
  Search& s = side(ahead);
  const double top = s.peek_next().key;
  const double unit = query_.rules.straight_cost();
  return (static_cast<double>(s.stats().expanded) + 1.0) /
         (std::max(top - start_h_, 0.0) + unit);
}

// A*'s bounds for the side about to step: none before the sides meet.
void BidirectionalSearch::set_bounds(bool ahead) {
  PruneBounds bounds;
  const int other = side(!ahead).peek_next().cell;
  if (meeting_ >= 0 && other >= 0) {
    bounds.active = true;
    bounds.best = best_parts();
    bounds.other_f = f_parts(!ahead, other);
  }
  side(ahead).prune_ = bounds;
}

HeuristicParts BidirectionalSearch::best_parts() const {
  const HeuristicParts a = forward_.g_parts(meeting_);
  const HeuristicParts b = backward_.g_parts(meeting_);
  return {a.straight + b.straight, a.diagonal + b.diagonal, 0.0};
}

HeuristicParts BidirectionalSearch::f_parts(bool ahead, int cell) const {
  const HeuristicParts g = side(ahead).g_parts(cell);
  const HeuristicParts h = side(ahead).h_parts(cell);
  return {g.straight + h.straight, g.diagonal + h.diagonal, h.extra};
}

// The stopping rules of the top of bidirectional_search.hpp.
bool BidirectionalSearch::proven() {
  if (meeting_ < 0) return false;
  if (one_way_ == Algorithm::AStar) return f_proven();
  return next_bound(true) + next_bound(false) >= best_;
}

// Either side's lowest f at or above mu, or either side dry, in whole-number
// parts (Search::at_least_zero), so equal sums stop at once.
bool BidirectionalSearch::f_proven() {
  const HeuristicParts mu = best_parts();
  for (const bool ahead : {true, false}) {
    const int top = side(ahead).peek_next().cell;
    if (top < 0) return true;
    const HeuristicParts f = f_parts(ahead, top);
    if (forward_.at_least_zero(
            {f.straight - mu.straight, f.diagonal - mu.diagonal, f.extra})) {
      return true;
    }
  }
  return false;
}

void BidirectionalSearch::finish(int meeting) {
  status_ = SearchStatus::Found;
  meeting_ = meeting;
  path_.clear();
  for (int c = meeting; c >= 0; c = forward_.parent(c)) path_.push_back(c);
  std::reverse(path_.begin(), path_.end());
  for (int c = backward_.parent(meeting); c >= 0; c = backward_.parent(c)) {
    path_.push_back(c);
  }
  cost_ = summed_cost(*forward_.grid(), query_.rules, path_);
}

void BidirectionalSearch::seek(std::int64_t step) {
  if (status_ == SearchStatus::Idle) return;
  step = std::max<std::int64_t>(step, 0);
  if (step < steps_) {
    // A*'s sides pruned against bounds set from both sides step by step; a
    // side's own rewinding would replay its steps against today's bounds.
    if (!recording_ || one_way_ == Algorithm::AStar) {
      reset();
    } else {
      const auto kept = log_.begin() + static_cast<std::ptrdiff_t>(step);
      const auto ahead = std::count_if(
          log_.begin(), kept, [](const StepLog& s) { return s.forward; });
      forward_.seek(ahead);
      backward_.seek(step - ahead);
      log_.erase(kept, log_.end());
      resume_from_log();
    }
  }
  while (steps_ < step && status_ == SearchStatus::Running) this->step();
}

// Every step before the last one left the search running: it stops at the
// first step whose stopping test holds.
void BidirectionalSearch::resume_from_log() {
  if (log_.empty()) {
    begin();
    return;
  }
  const StepLog& last = log_.back();
  status_ = SearchStatus::Running;
  steps_ = static_cast<std::int64_t>(log_.size());
  last_forward_ = last.forward;
  meeting_ = last.meeting;
  best_ = last.best;
  max_open_ = last.max_open;
  path_.clear();
  cost_ = 0;
}

SearchStats BidirectionalSearch::stats() const {
  const SearchStats& a = forward_.stats();
  const SearchStats& b = backward_.stats();
  return SearchStats{.expanded = a.expanded + b.expanded,
                     .pushed = a.pushed + b.pushed,
                     .open_size = a.open_size + b.open_size,
                     .max_open = max_open_};
}

const Search& BidirectionalSearch::side_for(int cell) const {
  if (forward_.state(cell) != CellState::Unseen) return forward_;
  if (backward_.state(cell) != CellState::Unseen) return backward_;
  return forward_;
}

std::size_t BidirectionalSearch::journal_bytes() const {
  return forward_.journal_bytes() + backward_.journal_bytes() +
         log_.capacity() * sizeof(StepLog);
}

}  // namespace astar
