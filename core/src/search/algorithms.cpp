#include "astar/search/algorithms.hpp"

#include <algorithm>
#include <array>

namespace astar {
namespace {

std::string refuses_nothing(const MovementRules&, bool) { return {}; }

// The any-angle segments replace runs of grid moves that include
// diagonals; with 4-way moves there are none to extend.
std::string theta_refusal(const MovementRules& rules, bool) {
  if (rules.connectivity == Connectivity::Eight) return {};
  return "Theta* needs 8-connectivity: its any-angle segments extend the "
         "diagonal moves";
}

std::string jump_point_refusal(const MovementRules& rules, bool has_terrain) {
  if (rules.connectivity != Connectivity::Eight) {
    return "jps needs 8-way moves (--connectivity 8); use astar for 4-way "
           "moves";
  }
  if (rules.diagonal != DiagonalRule::NoCut) {
    return "jps needs the no-cut corner rule (--corners no-cut): its pruning "
           "assumes no diagonal passes a blocked corner, so under 'always' or "
           "'no-squeeze' it would miss shorter paths; use astar";
  }
  if (has_terrain) {
    return "jps needs a map without terrain weights: it jumps over cells "
           "without reading their cost, so on terrain its paths would not be "
           "the cheapest; use astar";
  }
  return {};
}

Heuristic by_moves(const MovementRules& rules) {
  return default_heuristic(rules.connectivity);
}

std::string subgoal_refusal(const MovementRules&, bool has_terrain) {
  if (has_terrain) {
    return "subgoal needs a map without terrain weights: its links are "
           "h-paths whose cost is the distance alone; use astar or dijkstra";
  }
  return {};
}

// Admissible for any-angle paths, which octile is not (heuristics.hpp).
Heuristic straight_line(const MovementRules&) { return Heuristic::Euclidean; }

// In the order the studio's menu lists them.
constexpr std::array<AlgorithmInfo, 11> kAlgorithms = {{
    {
        .algorithm = Algorithm::AStar,
        .name = "astar",
        .label = "A*",
        .short_label = "A*",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        .key_falls_only_if_inconsistent = true,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::Dijkstra,
        .name = "dijkstra",
        .label = "Dijkstra",
        .short_label = "Dijkstra",
        .key = KeyTerms::G,
        .uses_heuristic = false,
        .uses_weight = false,
        // With no h, a cell is closed at its lowest g: reopening is never
        // needed.
        .improves_open = true,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::Greedy,
        .name = "greedy",
        .label = "Greedy best-first",
        .short_label = "Greedy",
        .key = KeyTerms::H,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::BreadthFirst,
        .name = "bfs",
        .label = "Breadth-first",
        .short_label = "BFS",
        .key = KeyTerms::Depth,
        .uses_heuristic = false,
        .uses_weight = false,
        .improves_open = false,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::WeightedAStar,
        .name = "weighted",
        .label = "Weighted A*",
        .short_label = "Weighted",
        .key = KeyTerms::GPlusWeightedH,
        .uses_heuristic = true,
        .uses_weight = true,
        .default_weight = 2.0,
        .improves_open = true,
        // Without reopening the cost stays within w times the optimum.
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::JumpPoint,
        .name = "jps",
        .label = "Jump Point Search",
        .short_label = "JPS",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        .key_falls_only_if_inconsistent = true,
        .any_angle = false,
        .jumps = true,
        .optimal = true,
        .refusal = jump_point_refusal,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::Subgoal,
        .name = "subgoal",
        .label = "Subgoal graph",
        .short_label = "Subgoal graph",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        .key_falls_only_if_inconsistent = true,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .prepared = true,
        .refusal = subgoal_refusal,
        .default_heuristic = by_moves,
    },
    {
        .algorithm = Algorithm::Theta,
        .name = "theta",
        .label = "Theta*",
        .short_label = "Theta*",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        // A segment from a far parent can lower a cell's f below its
        // parent's even with a consistent h.
        .key_falls_only_if_inconsistent = false,
        .any_angle = true,
        .jumps = false,
        .optimal = false,
        .refusal = theta_refusal,
        .default_heuristic = straight_line,
    },
    {
        .algorithm = Algorithm::BiAStar,
        .name = "bi-astar",
        .label = "Bidir. A*",
        .short_label = "Bi A*",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        // The keys plotted step by step alternate between the two sides, so
        // they may fall with a consistent h too.
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .bidirectional = true,
        .one_way = Algorithm::AStar,
    },
    {
        .algorithm = Algorithm::BiDijkstra,
        .name = "bi-dijkstra",
        .label = "Bidir. Dijkstra",
        .short_label = "Bi Dijkstra",
        .key = KeyTerms::G,
        .uses_heuristic = false,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .bidirectional = true,
        .one_way = Algorithm::Dijkstra,
    },
    {
        .algorithm = Algorithm::BiBreadthFirst,
        .name = "bi-bfs",
        .label = "Bidir. BFS",
        .short_label = "Bi BFS",
        .key = KeyTerms::Depth,
        .uses_heuristic = false,
        .uses_weight = false,
        .improves_open = false,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .bidirectional = true,
        .one_way = Algorithm::BreadthFirst,
    },
}};

}  // namespace

const AlgorithmInfo& algorithm_info(Algorithm algorithm) {
  const auto row = std::find_if(
      kAlgorithms.begin(), kAlgorithms.end(),
      [&](const AlgorithmInfo& info) { return info.algorithm == algorithm; });
  // Every enumerator has a row (algorithms_test.cpp); an out-of-range
  // value cast from an integer gets A*'s rather than undefined behaviour.
  return row != kAlgorithms.end() ? *row : kAlgorithms.front();
}

std::span<const AlgorithmInfo> all_algorithms() { return kAlgorithms; }

std::string algorithm_names(std::string_view separator) {
  std::string names;
  for (const AlgorithmInfo& info : kAlgorithms) {
    if (!names.empty()) names += separator;
    names += info.name;
  }
  return names;
}

std::string_view to_string(Algorithm value) {
  for (const AlgorithmInfo& info : kAlgorithms) {
    if (info.algorithm == value) return info.name;
  }
  return "?";
}

std::optional<Algorithm> parse_algorithm(std::string_view text) {
  for (const AlgorithmInfo& info : kAlgorithms) {
    if (info.name == text) return info.algorithm;
  }
  return std::nullopt;
}

bool is_optimal(Algorithm algorithm) {
  return algorithm_info(algorithm).optimal;
}

std::string jump_point_problem(const MovementRules& rules, bool has_terrain) {
  return jump_point_refusal(rules, has_terrain);
}

}  // namespace astar
