#include "astar/search/bidirectional_search.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

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

// Whether straight_cost * straight + diagonal_cost * diagonal + extra >= 0,
// decided without rounding where it can be: the costs are 1 and sqrt 2 or
// 10 and 14, so the straight product of sums far below 2^49 is exact and
// fma rounds the rest once, which keeps the sign. An irrational extra (the
// Euclidean's) was rounded: then the sum must clear `margin` (> 0), which
// can only stop the search later.
bool at_least_zero(const MovementRules& rules, std::int64_t straight,
                   std::int64_t diagonal, double extra, double margin) {
  const double whole =
      std::fma(rules.diagonal_cost(), static_cast<double>(diagonal),
               rules.straight_cost() * static_cast<double>(straight));
  if (margin == 0.0) return whole >= 0.0;
  return whole + extra >= margin;
}

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
  // Both sides of A* take the balanced potential (the top of the header).
  ahead.balanced = one_way_ == Algorithm::AStar;
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
  // Pohl's cardinality rule: the side with fewer open cells.
  const bool ahead = forward_.stats().open_size <= backward_.stats().open_size;
  Search& stepping = side(ahead);
  stepping.step();
  ++steps_;
  last_forward_ = ahead;
  if (one_way_ == Algorithm::BreadthFirst) note_depth(ahead);
  if (stepping.status() == SearchStatus::Found) {
    // It expanded its own goal: the other end of the search.
    finish(ahead ? backward_.grid()->index(query_.goal)
                 : forward_.grid()->index(query_.start));
  } else if (stepping.status() == SearchStatus::NoPath) {
    status_ = SearchStatus::NoPath;
  } else {
    note_meetings(ahead);
    max_open_ = std::max(
        max_open_, forward_.stats().open_size + backward_.stats().open_size);
    if (proven()) finish(meeting_);
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

// The stopping rules of the top of bidirectional_search.hpp.
bool BidirectionalSearch::proven() {
  if (meeting_ < 0) return false;
  if (one_way_ == Algorithm::AStar) return balanced_proven();
  return next_bound(true) + next_bound(false) >= best_;
}

// top_fwd + top_bwd >= mu + C, doubled so that every term is a whole
// number of straight and diagonal costs (a key is g + half the estimate).
bool BidirectionalSearch::balanced_proven() {
  const int ahead = forward_.peek_next().cell;
  const int back = backward_.peek_next().cell;
  if (ahead < 0 || back < 0) return true;
  const HeuristicParts keys[] = {
      forward_.g_parts(ahead), forward_.h_parts(ahead), backward_.g_parts(back),
      backward_.h_parts(back)};
  const HeuristicParts mu[] = {forward_.g_parts(meeting_),
                               backward_.g_parts(meeting_)};
  const HeuristicParts& c = forward_.balance_;
  auto difference = [&](auto part) {
    return 2 * keys[0].*part + keys[1].*part + 2 * keys[2].*part +
           keys[3].*part - 2 * (mu[0].*part + mu[1].*part) - 2 * c.*part;
  };
  // Each Euclidean term is at most straight_cost * (width + height): the
  // margin is far above the rounding of the dozen of them summed here.
  // The other heuristics have no extra: their test is exact.
  const Grid& grid = *forward_.grid();
  const double margin =
      forward_.heuristic_ != Heuristic::Euclidean
          ? 0.0
          : 1e-12 * query_.rules.straight_cost() *
                static_cast<double>(grid.width() + grid.height());
  return at_least_zero(query_.rules, difference(&HeuristicParts::straight),
                       difference(&HeuristicParts::diagonal),
                       difference(&HeuristicParts::extra), margin);
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
    if (!recording_) {
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
