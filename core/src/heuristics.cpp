#include "astar/heuristics.hpp"

namespace astar {

std::string_view to_string(Heuristic value) {
  switch (value) {
    case Heuristic::Manhattan:
      return "manhattan";
    case Heuristic::Euclidean:
      return "euclidean";
    case Heuristic::Octile:
      return "octile";
    case Heuristic::Chebyshev:
      return "chebyshev";
    case Heuristic::Zero:
      return "zero";
  }
  return "?";
}

std::optional<Heuristic> parse_heuristic(std::string_view text) {
  for (auto h : {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
                 Heuristic::Chebyshev, Heuristic::Zero}) {
    if (text == to_string(h)) return h;
  }
  return std::nullopt;
}

}  // namespace astar
