#include "astar/grid/heuristics.hpp"

#include "enum_names.hpp"

namespace astar {

namespace {

constexpr auto kHeuristicNames =
    detail::enum_names<Heuristic>(std::pair{Heuristic::Manhattan, "manhattan"},
                                  std::pair{Heuristic::Euclidean, "euclidean"},
                                  std::pair{Heuristic::Octile, "octile"},
                                  std::pair{Heuristic::Chebyshev, "chebyshev"},
                                  std::pair{Heuristic::Zero, "zero"});

}  // namespace

std::string_view to_string(Heuristic value) {
  return kHeuristicNames.name(value);
}
std::optional<Heuristic> parse_heuristic(std::string_view text) {
  return kHeuristicNames.parse(text);
}

}  // namespace astar
