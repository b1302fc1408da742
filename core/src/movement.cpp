#include "astar/movement.hpp"

#include <cstdlib>

namespace astar {

bool is_legal_move(const Grid& grid, const MovementRules& rules, Point from,
                   Point to) {
  if (!grid.walkable(from) || !grid.walkable(to)) return false;
  bool legal = false;
  for_each_neighbour(grid, rules, grid.index(from), [&](int n, double) {
    if (n == grid.index(to)) legal = true;
  });
  return legal;
}

std::string_view to_string(Connectivity value) {
  return value == Connectivity::Four ? "4" : "8";
}

std::string_view to_string(DiagonalRule value) {
  switch (value) {
    case DiagonalRule::Always:
      return "always";
    case DiagonalRule::NoSqueeze:
      return "no-squeeze";
    case DiagonalRule::NoCut:
      return "no-cut";
  }
  return "?";
}

std::string_view to_string(StepCosts value) {
  return value == StepCosts::Exact ? "exact" : "10-14";
}

std::optional<Connectivity> parse_connectivity(std::string_view text) {
  if (text == "4") return Connectivity::Four;
  if (text == "8") return Connectivity::Eight;
  return std::nullopt;
}

std::optional<DiagonalRule> parse_diagonal_rule(std::string_view text) {
  for (auto rule :
       {DiagonalRule::Always, DiagonalRule::NoSqueeze, DiagonalRule::NoCut}) {
    if (text == to_string(rule)) return rule;
  }
  return std::nullopt;
}

std::optional<StepCosts> parse_step_costs(std::string_view text) {
  if (text == "exact") return StepCosts::Exact;
  if (text == "10-14") return StepCosts::TenFourteen;
  return std::nullopt;
}

}  // namespace astar
