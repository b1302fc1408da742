#include "astar/grid/movement.hpp"

#include <cstdlib>

#include "enum_names.hpp"

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

namespace {

constexpr auto kConnectivityNames = detail::enum_names<Connectivity>(
    std::pair{Connectivity::Four, "4"}, std::pair{Connectivity::Eight, "8"});
constexpr auto kDiagonalNames = detail::enum_names<DiagonalRule>(
    std::pair{DiagonalRule::Always, "always"},
    std::pair{DiagonalRule::NoSqueeze, "no-squeeze"},
    std::pair{DiagonalRule::NoCut, "no-cut"});
constexpr auto kStepCostNames =
    detail::enum_names<StepCosts>(std::pair{StepCosts::Exact, "exact"},
                                  std::pair{StepCosts::TenFourteen, "10-14"});

}  // namespace

std::string_view to_string(Connectivity value) {
  return kConnectivityNames.name(value);
}
std::string_view to_string(DiagonalRule value) {
  return kDiagonalNames.name(value);
}
std::string_view to_string(StepCosts value) {
  return kStepCostNames.name(value);
}
std::optional<Connectivity> parse_connectivity(std::string_view text) {
  return kConnectivityNames.parse(text);
}
std::optional<DiagonalRule> parse_diagonal_rule(std::string_view text) {
  return kDiagonalNames.parse(text);
}
std::optional<StepCosts> parse_step_costs(std::string_view text) {
  return kStepCostNames.parse(text);
}

}  // namespace astar
