#pragma once
/// @file movement.hpp
/// How a unit may move between cells: connectivity, the diagonal rule and
/// the step costs. Moving into a cell costs the step cost times that cell's
/// terrain weight.

#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>

#include "astar/grid/grid.hpp"

namespace astar {

enum class Connectivity : std::uint8_t {
  Four = 4,   ///< up, down, left, right
  Eight = 8,  ///< plus the four diagonals
};

enum class DiagonalRule : std::uint8_t {
  Always,     ///< diagonals ignore the two orthogonal cells they pass
  NoSqueeze,  ///< refused when both orthogonal cells are blocked
  NoCut,      ///< refused when either orthogonal cell is blocked (Moving AI)
};

enum class StepCosts : std::uint8_t {
  Exact,        ///< 1 and sqrt(2)
  TenFourteen,  ///< the integers 10 and 14 of the classic tutorials
};

/// The movement rules. The defaults are the Moving AI benchmark rules.
struct MovementRules {
  Connectivity connectivity = Connectivity::Eight;
  DiagonalRule diagonal = DiagonalRule::NoCut;
  StepCosts costs = StepCosts::Exact;

  double straight_cost() const {
    return costs == StepCosts::Exact ? 1.0 : 10.0;
  }
  double diagonal_cost() const {
    return costs == StepCosts::Exact ? std::sqrt(2.0) : 14.0;
  }
  friend bool operator==(const MovementRules&, const MovementRules&) = default;
};

/// Whether `rule` lets a diagonal pass between two orthogonal cells, given
/// whether each is open.
constexpr bool diagonal_allowed(DiagonalRule rule, bool side_a, bool side_b) {
  switch (rule) {
    case DiagonalRule::Always:
      return true;
    case DiagonalRule::NoSqueeze:
      return side_a || side_b;
    case DiagonalRule::NoCut:
      return side_a && side_b;
  }
  return false;
}

/// Calls visit(neighbour_index, neighbour_x, neighbour_y, diagonal) for
/// every cell reachable from (x, y) in one move under `rules` on a width x
/// height map whose cell i is walkable when open(i), in a fixed order (E, W,
/// S, N, then SE, SW, NE, NW). (x, y) must be inside the map; it need not be
/// walkable. The moves of a Grid (for_each_move) and of a map kept as
/// walkable bits alike.
template <typename Open, typename Visit>
inline void for_each_open_move(int w, int h, const MovementRules& rules, int x,
                               int y, Open&& open, Visit&& visit) {
  const int cell = y * w + x;
  const bool has_w = x > 0;
  const bool has_e = x < w - 1;
  const bool has_n = y > 0;
  const bool has_s = y < h - 1;
  const bool open_e = has_e && open(cell + 1);
  const bool open_w = has_w && open(cell - 1);
  const bool open_s = has_s && open(cell + w);
  const bool open_n = has_n && open(cell - w);
  if (open_e) visit(cell + 1, x + 1, y, false);
  if (open_w) visit(cell - 1, x - 1, y, false);
  if (open_s) visit(cell + w, x, y + 1, false);
  if (open_n) visit(cell - w, x, y - 1, false);
  if (rules.connectivity == Connectivity::Four) return;

  auto diagonal_move = [&](bool exists, int dx, int dy, bool side_a,
                           bool side_b) {
    if (!exists) return;
    const int n = cell + dy * w + dx;
    if (!open(n) || !diagonal_allowed(rules.diagonal, side_a, side_b)) return;
    visit(n, x + dx, y + dy, true);
  };
  diagonal_move(has_s && has_e, 1, 1, open_s, open_e);
  diagonal_move(has_s && has_w, -1, 1, open_s, open_w);
  diagonal_move(has_n && has_e, 1, -1, open_n, open_e);
  diagonal_move(has_n && has_w, -1, -1, open_n, open_w);
}

/// Calls visit(neighbour_index, neighbour_x, neighbour_y, step_cost) for
/// every cell reachable from (x, y) in one move under `rules`, in
/// for_each_open_move's order. step_cost already includes the neighbour's
/// weight. (x, y) must be inside the grid; it need not be walkable.
template <typename Visit>
inline void for_each_move(const Grid& grid, const MovementRules& rules, int x,
                          int y, Visit&& visit) {
  const std::uint8_t* cells = grid.cells().data();
  const double straight = rules.straight_cost();
  const double diagonal = rules.diagonal_cost();
  for_each_open_move(
      grid.width(), grid.height(), rules, x, y,
      [cells](int n) { return cells[n] != kBlocked; },
      [&](int n, int nx, int ny, bool slanted) {
        visit(n, nx, ny,
              (slanted ? diagonal : straight) * terrain_weight(cells[n]));
      });
}

/// Calls visit(neighbour_index, step_cost) for every move from `cell`; see
/// for_each_move.
template <typename Visit>
inline void for_each_neighbour(const Grid& grid, const MovementRules& rules,
                               int cell, Visit&& visit) {
  const Point p = grid.point(cell);
  for_each_move(grid, rules, p.x, p.y,
                [&](int n, int, int, double cost) { visit(n, cost); });
}

/// True when `to` is one legal move from `from` under `rules`.
bool is_legal_move(const Grid& grid, const MovementRules& rules, Point from,
                   Point to);

/// Names used by the CLI, the app and session files.
std::string_view to_string(Connectivity value);
std::string_view to_string(DiagonalRule value);
std::string_view to_string(StepCosts value);
std::optional<Connectivity> parse_connectivity(std::string_view text);
std::optional<DiagonalRule> parse_diagonal_rule(std::string_view text);
std::optional<StepCosts> parse_step_costs(std::string_view text);

}  // namespace astar
