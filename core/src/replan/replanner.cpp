// D* Lite, the optimised version (Koenig and Likhachev 2002, figure 4),
// searching from the goal so that g is the cost to the goal. The paper's
// Pred and Succ are the same cells here (a move is legal both ways: both
// cells open, the same two sides for a diagonal), so both come from
// for_each_open_move; only the price differs with the direction.
#include "astar/replan/replanner.hpp"

#include <algorithm>
#include <string>

#include "astar/search/search.hpp"

namespace astar {

namespace {

Status check_replan_end(const Grid& grid, const Unit& unit, Point p,
                        const char* name) {
  if (Status s = check_endpoint(grid, p, name); !s) return s;
  if (unit.is_cell()) return {};
  if (std::string problem = unit_fit_problem(grid, unit, p); !problem.empty())
    return fail(ErrorKind::BadArgument, std::string(name) + ": " + problem);
  return {};
}

}  // namespace

Result<Replanner> Replanner::create(const Grid& grid,
                                    const MovementRules& rules, Point start,
                                    Point goal, const Unit& unit) {
  if (grid.empty()) return fail(ErrorKind::BadArgument, "the grid is empty");
  if (Status s = check_replan_end(grid, unit, start, "start"); !s)
    return s.failure();
  if (Status s = check_replan_end(grid, unit, goal, "goal"); !s)
    return s.failure();
  Replanner r;
  r.width_ = grid.width();
  r.height_ = grid.height();
  r.rules_ = rules;
  r.heuristic_ = default_heuristic(rules.connectivity);
  r.straight_cost_ = rules.straight_cost();
  r.diagonal_cost_ = rules.diagonal_cost();
  r.unit_ = unit;
  if (unit.is_cell()) {
    r.values_ = grid.cells();
  } else {
    r.unit_map_.emplace(grid, unit);
    r.values_ = r.unit_map_->grid().cells();
  }
  r.start_ = r.last_start_ = start;
  r.goal_ = goal;
  const auto cells = static_cast<std::size_t>(grid.cell_count());
  r.g_.assign(cells, Sum{});
  r.rhs_.assign(cells, Sum{});
  r.heap_place_.assign(cells, -1);
  r.stamp_.assign(cells, 0);
  const int g = r.index(goal);
  r.rhs_[static_cast<std::size_t>(g)] = Sum{0, 0};
  r.heap_push(g, r.key_of(g));
  return r;
}

// k1 = min(g, rhs) + h(start, cell) + k_m, added up in whole parts and
// priced once, so keys of equal cost are bit-equal; k2 = min(g, rhs).
Replanner::Key Replanner::key_of(int cell) const {
  const auto at = static_cast<std::size_t>(cell);
  const Sum m = price(g_[at]) <= price(rhs_[at]) ? g_[at] : rhs_[at];
  if (m.straight == kUnreached) return {kInfinity, kInfinity};
  const HeuristicParts h = heuristic_parts(
      heuristic_, rules_, start_.x, start_.y, cell % width_, cell / width_);
  const Sum k1{
      m.straight + static_cast<std::uint64_t>(h.straight) + km_straight_,
      m.diagonal + static_cast<std::uint64_t>(h.diagonal) + km_diagonal_};
  return {price(k1), price(m)};
}

Replanner::Sum Replanner::plus(Sum sum, bool diagonal, int weight) {
  if (sum.straight == kUnreached) return sum;
  const auto w = static_cast<std::uint64_t>(weight);
  return diagonal ? Sum{sum.straight, sum.diagonal + w}
                  : Sum{sum.straight + w, sum.diagonal};
}

void Replanner::touch(int cell) {
  auto& stamp = stamp_[static_cast<std::size_t>(cell)];
  if (stamp == work_stamp_) return;
  stamp = work_stamp_;
  ++work_.touched;
}

// min over successors s' of c(cell, s') + g(s'): the rhs of a cell that is
// not the goal. A move pays the weight of the cell it enters, as the
// search's (grid_moves.cpp).
Replanner::Sum Replanner::best_successor(int cell) const {
  Sum best;
  if (!open(cell)) return best;
  double best_price = kInfinity;
  const std::uint8_t* cells = values_.data();
  for_each_open_move(
      width_, height_, rules_, cell % width_, cell / width_,
      [cells](int n) { return cells[n] != kBlocked; },
      [&](int n, int, int, bool diagonal) {
        const Sum via = plus(g_[static_cast<std::size_t>(n)], diagonal,
                             terrain_weight(cells[n]));
        const double p = price(via);
        if (p < best_price) {
          best_price = p;
          best = via;
        }
      });
  return best;
}

void Replanner::recompute_rhs(int cell) {
  ++work_.updated;
  touch(cell);
  const auto at = static_cast<std::size_t>(cell);
  if (cell == index(goal_)) {
    rhs_[at] = open(cell) ? Sum{0, 0} : Sum{};
  } else {
    rhs_[at] = best_successor(cell);
  }
}

void Replanner::update_vertex(int cell) {
  const auto at = static_cast<std::size_t>(cell);
  const bool queued = heap_place_[at] >= 0;
  if (price(g_[at]) != price(rhs_[at])) {
    if (queued) {
      heap_update(cell, key_of(cell));
    } else {
      heap_push(cell, key_of(cell));
    }
  } else if (queued) {
    heap_remove(cell);
  }
}

// One vertex off the heap (the body of ComputeShortestPath's loop, after
// the key check). Predecessors pay the weight of `cell`, the cell they
// enter, on the straight or the diagonal sum.
void Replanner::expand(int cell) {
  ++work_.expanded;
  touch(cell);
  const auto at = static_cast<std::size_t>(cell);
  const std::uint8_t* cells = values_.data();
  const std::uint8_t here = cells[at];
  const int weight = here == kBlocked ? 0 : terrain_weight(here);
  const int goal = index(goal_);
  const auto each_predecessor = [&](auto&& visit) {
    if (here == kBlocked) return;  // no move enters a wall
    for_each_open_move(
        width_, height_, rules_, cell % width_, cell / width_,
        [cells](int n) { return cells[n] != kBlocked; },
        [&](int n, int, int, bool diagonal) { visit(n, diagonal); });
  };
  if (price(g_[at]) > price(rhs_[at])) {
    g_[at] = rhs_[at];
    heap_remove(cell);
    each_predecessor([&](int s, bool diagonal) {
      if (s == goal) return;
      auto& rhs = rhs_[static_cast<std::size_t>(s)];
      touch(s);
      const Sum via = plus(g_[at], diagonal, weight);
      if (price(via) < price(rhs)) rhs = via;
      update_vertex(s);
    });
    return;
  }
  const Sum g_old = g_[at];
  g_[at] = Sum{};
  each_predecessor([&](int s, bool diagonal) {
    if (s != goal && price(rhs_[static_cast<std::size_t>(s)]) ==
                         price(plus(g_old, diagonal, weight)))
      recompute_rhs(s);
    update_vertex(s);
  });
  // The paper's Pred(u) u {u}: rhs(u) does not read g(u), so it stands.
  update_vertex(cell);
}

// ComputeShortestPath.
void Replanner::settle() {
  const int start = index(start_);
  const auto s = static_cast<std::size_t>(start);
  const auto less = [](Key a, Key b) {
    return a.k1 < b.k1 || (a.k1 == b.k1 && a.k2 < b.k2);
  };
  while (!heap_.empty() && (less(heap_.front().key, key_of(start)) ||
                            price(rhs_[s]) > price(g_[s]))) {
    const int u = heap_.front().cell;
    const Key old_key = heap_.front().key;
    const Key new_key = key_of(u);
    if (less(old_key, new_key)) {
      heap_update(u, new_key);
    } else {
      expand(u);
    }
  }
}

bool Replanner::plan() {
  sync_start();
  settle();
  reachable_ =
      rhs_[static_cast<std::size_t>(index(start_))].straight != kUnreached;
  extract_path();
  stats_ = work_;
  work_ = {};
  last_stamp_ = work_stamp_++;
  return reachable_;
}

// From the start, the successor of least c + g, to the goal. g falls by a
// positive price at every move, so the walk ends; the bound on its length
// only guards against a broken invariant.
void Replanner::extract_path() {
  path_.clear();
  if (!reachable_) return;
  const int goal = index(goal_);
  const std::uint8_t* cells = values_.data();
  int at = index(start_);
  path_.push_back(at);
  const auto limit = static_cast<std::size_t>(width_) * height_;
  while (at != goal && path_.size() <= limit) {
    int next = -1;
    double best = kInfinity;
    for_each_open_move(
        width_, height_, rules_, at % width_, at / width_,
        [cells](int n) { return cells[n] != kBlocked; },
        [&](int n, int, int, bool diagonal) {
          const double v = price(plus(g_[static_cast<std::size_t>(n)], diagonal,
                                      terrain_weight(cells[n])));
          if (v < best) {
            best = v;
            next = n;
          }
        });
    if (next < 0) break;
    at = next;
    path_.push_back(at);
  }
  if (at != goal) {
    path_.clear();
    reachable_ = false;
  }
}

}  // namespace astar
