// Theta* (Nash, Daniel, Koenig and Felner, 2007) as one more successor rule
// of the steppable search: the same heap, records, stepping and rewinding,
// with parents anywhere in clear sight (see search.hpp).

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>
#include <numbers>

#include "astar/path/line_of_sight.hpp"
#include "astar/path/post_process.hpp"
#include "astar/search/search.hpp"
#include "astar/std_compat.hpp"
#include "hot_path.hpp"

namespace astar {

// g is a double, stored bit for bit in the two 36-bit sums (32 bits each),
// so it lives in the record the journal already saves.
double Search::theta_g(const CellRecord& record) {
  const std::uint64_t bits = static_cast<std::uint64_t>(record.straight) |
                             static_cast<std::uint64_t>(record.diagonal) << 32;
  return bit_cast<double>(bits);
}

// The g `neighbour` gets through the seen `cell`, and the parent it gets:
// the segment from cell's parent when it is clear and no dearer, else the
// grid move from cell. Both pay the line price (line_of_sight.hpp), so g is
// the integral of the weight along the vertices' chain.
double Search::theta_offer(int cell, int neighbour, int* parent) const {
  const Grid& grid = *grid_;
  const MovementRules& rules = query_.rules;
  const Point from = point_of_(cell);
  const Point to = point_of_(neighbour);
  // segment_cost of one move, bit for bit: length times the mean weight.
  const double length =
      (from.x != to.x && from.y != to.y) ? std::numbers::sqrt2 : 1.0;
  const double move = straight_cost_ * length *
                      (static_cast<double>(terrain_weight(grid[cell]) +
                                           terrain_weight(grid[neighbour])) /
                       2.0);
  double best = theta_g(cells_.read(cell)) + move;
  *parent = cell;
  const int grandparent = parent_in(cells_.read(cell));
  if (grandparent < 0 || grandparent == neighbour) return best;
  const std::optional<double> segment =
      clear_segment_cost(grid, rules, point_of_(grandparent), to);
  if (!segment) return best;
  const double through = theta_g(cells_.read(grandparent)) + *segment;
  if (through <= best) {
    best = through;
    *parent = grandparent;
  }
  return best;
}

template <class Recorder>
void Search::push_theta(int cell, CellRecord& record, double g, int parent) {
  const Point p = point_of_(cell);
  const double h = estimate_cost(estimate(p.x, p.y));
  // g's bits in the two sums, as theta_g reads them.
  const auto bits = bit_cast<std::uint64_t>(g);
  enter_open<Recorder>(cell, record, bits & 0xffffffffu, bits >> 32, parent,
                       g + h, tie_rank(h));
}

template <class Recorder>
SearchStatus Search::step_theta() {
  const int cell = close_next<Recorder, false>();
  if (cell == goal_) {
    finish_found_theta(cell);
    return status_;
  }
  const Point here = point_of_(cell);
  for_each_move(
      *grid_, query_.rules, here.x, here.y, [&](int n, int, int, double) {
        int parent = -1;
        const double g_new = theta_offer(cell, n, &parent);
        CellRecord& record = cells_.flat(n);
        const CellRecord before = record;
        // Closed cells reopen, as in A*: the grid move is always
        // on offer, so the cost never exceeds the grid optimum.
        if (state_in(before) != CellState::Unseen && g_new >= theta_g(before)) {
          return;
        }
        push_theta<Recorder>(n, record, g_new, parent);
        note_touched<Recorder>(n, before);
      });
  if (stats_.open_size == 0) status_ = SearchStatus::NoPath;
  return status_;
}

// The path is the chain of vertices, and its cost is what following them
// costs now: a vertex whose g fell after a child was linked only makes the
// chain cheaper than the child's g says.
void Search::finish_found_theta(int goal) {
  status_ = SearchStatus::Found;
  path_.clear();
  for (int c = goal; c >= 0; c = parent(c)) path_.push_back(c);
  std::reverse(path_.begin(), path_.end());
  const std::vector<Point> points = to_points(*grid_, path_);
  const Result<double> cost = polyline_cost(*grid_, query_.rules, points);
  assert(cost);  // every parent link was cleared when it was made
  cost_ = cost ? cost.value() : theta_g(cells_.touch(goal));
}

// Defined after the step templates it names: Clang 14 leaves a member
// template undefined when a generic lambda takes its address before the
// definition (GCC instantiates it at the end of the file either way).
Search::StepFn Search::theta_step() const {
  return detail::with_recorder(
      record_steps_, false, recording_,
      []<class Recorder>() -> StepFn { return &Search::step_theta<Recorder>; });
}

}  // namespace astar
