// Theta* (Nash, Daniel, Koenig and Felner, 2007) as one more expansion
// policy of the steppable search (expansions.hpp): the same heap, records,
// stepping and rewinding, with parents anywhere in clear sight (see
// search.hpp).

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>
#include <numbers>

#include "astar/path/line_of_sight.hpp"
#include "astar/path/post_process.hpp"
#include "astar/search/search.hpp"
#include "astar/std_compat.hpp"
#include "expansions.hpp"
#include "hot_path.hpp"

namespace astar {
namespace detail {

// g is a double, stored bit for bit in the two 36-bit sums (32 bits each),
// so it lives in the record the journal already saves.
double AnyAngle::g(const Search::CellRecord& record) {
  const std::uint64_t bits = static_cast<std::uint64_t>(record.straight) |
                             static_cast<std::uint64_t>(record.diagonal) << 32;
  return bit_cast<double>(bits);
}

// The segment from cell's parent when it is clear and no dearer, else the
// grid move from cell. Both pay the line price (line_of_sight.hpp), so g is
// the integral of the weight along the vertices' chain.
double AnyAngle::offer(const Search& s, int cell, int neighbour, int* parent) {
  const Grid& grid = *s.grid_;
  const Point from = s.point_of_(cell);
  const Point to = s.point_of_(neighbour);
  // segment_cost of one move, bit for bit: length times the mean weight.
  const double length =
      (from.x != to.x && from.y != to.y) ? std::numbers::sqrt2 : 1.0;
  const double move = s.straight_cost_ * length *
                      (static_cast<double>(terrain_weight(grid[cell]) +
                                           terrain_weight(grid[neighbour])) /
                       2.0);
  double best = g(s.cells_.read(cell)) + move;
  *parent = cell;
  const int grandparent = s.parent_in(s.cells_.read(cell));
  if (grandparent < 0 || grandparent == neighbour) return best;
  const std::optional<double> segment =
      clear_segment_cost(grid, s.query_.rules, s.point_of_(grandparent), to);
  if (!segment) return best;
  const double through = g(s.cells_.read(grandparent)) + *segment;
  if (through <= best) {
    best = through;
    *parent = grandparent;
  }
  return best;
}

template <class Recorder>
Search::CellRecord AnyAngle::push(Search& s, int cell,
                                  const Search::CellRecord& before, double g,
                                  int parent) {
  const Point p = s.point_of_(cell);
  const double h = s.estimate_cost(s.estimate(p.x, p.y));
  // g's bits in the two sums, as AnyAngle::g reads them.
  const auto bits = bit_cast<std::uint64_t>(g);
  return s.enter_open<Recorder>(cell, before, bits & 0xffffffffu, bits >> 32,
                                parent, g + h, s.tie_rank(h));
}

template <class Recorder>
void AnyAngle::expand(Search& s, int cell) {
  const Point here = s.point_of_(cell);
  for_each_move(
      *s.grid_, s.query_.rules, here.x, here.y, [&](int n, int, int, double) {
        int parent = -1;
        const double g_new = offer(s, cell, n, &parent);
        Search::CellRecord& record = s.cells_.flat(n);
        const Search::CellRecord before = record;
        // Closed cells reopen, as in A*: the grid move is always
        // on offer, so the cost never exceeds the grid optimum.
        if (s.state_in(before) != CellState::Unseen && g_new >= g(before)) {
          return;
        }
        record = push<Recorder>(s, n, before, g_new, parent);
        s.note_touched<Recorder>(n, before);
      });
}

// The path is the chain of vertices, and its cost is what following them
// costs now: a vertex whose g fell after a child was linked only makes the
// chain cheaper than the child's g says.
void AnyAngle::finish(Search& s, int goal) {
  s.status_ = SearchStatus::Found;
  s.path_.clear();
  for (int c = goal; c >= 0; c = s.parent(c)) s.path_.push_back(c);
  std::reverse(s.path_.begin(), s.path_.end());
  const std::vector<Point> points = to_points(*s.grid_, s.path_);
  const Result<double> cost = polyline_cost(*s.grid_, s.query_.rules, points);
  assert(cost);  // every parent link was cleared when it was made
  s.cost_ = cost ? cost.value() : g(s.cells_.touch(goal));
}

}  // namespace detail

Search::StepFn Search::any_angle_step() const {
  return detail::with_recorder(
      record_steps_, false, recording_, []<class Recorder>() -> StepFn {
        return &Search::step_with<detail::AnyAngle, Recorder>;
      });
}

}  // namespace astar
