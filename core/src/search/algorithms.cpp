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

// Admissible for any-angle paths, which octile is not (heuristics.hpp).
Heuristic straight_line(const MovementRules&) { return Heuristic::Euclidean; }

// The listings: one statement a line, so a view can number them and light
// the one the search is at.
constexpr std::array<std::string_view, 13> kAStarCode = {
    "open = {start}; closed = {}; g(start) = 0",
    "while open is not empty:",
    "  current = the cell in open with the lowest f = g + h",
    "  if current is the goal: follow the parents back to start",
    "  move current from open to closed",
    "  for each neighbour n of current:",
    "    if n is a wall or the move is not allowed: skip n",
    "    new_g = g(current) + cost(current, n)",
    "    if n is open or closed and new_g >= g(n): skip n",
    "    g(n) = new_g; parent(n) = current",
    "    f(n) = g(n) + h(n)",
    "    put n in open (a closed n is reopened)",
    "no path: open ran dry",
};

constexpr std::array<std::string_view, 13> kDijkstraCode = {
    "open = {start}; closed = {}; g(start) = 0",
    "while open is not empty:",
    "  current = the cell in open with the lowest g",
    "  if current is the goal: follow the parents back to start",
    "  move current from open to closed",
    "  for each neighbour n of current:",
    "    if n is a wall or the move is not allowed: skip n",
    "    if n is closed: skip n (its g is already the lowest)",
    "    new_g = g(current) + cost(current, n)",
    "    if n is open and new_g >= g(n): skip n",
    "    g(n) = new_g; parent(n) = current",
    "    put n in open with key g(n)",
    "no path: open ran dry",
};

constexpr std::array<std::string_view, 13> kGreedyCode = {
    "open = {start}; closed = {}; g(start) = 0",
    "while open is not empty:",
    "  current = the cell in open with the lowest h",
    "  if current is the goal: follow the parents back to start",
    "  move current from open to closed",
    "  for each neighbour n of current:",
    "    if n is a wall or the move is not allowed: skip n",
    "    if n is closed: skip n (never reopened)",
    "    new_g = g(current) + cost(current, n)",
    "    if n is open and new_g >= g(n): skip n",
    "    g(n) = new_g; parent(n) = current (an open n keeps its place)",
    "    if n was not open: put n in open with key h(n)",
    "no path: open ran dry",
};

constexpr std::array<std::string_view, 11> kBreadthFirstCode = {
    "queue = [start]; seen = {start}; depth(start) = 0",
    "while queue is not empty:",
    "  current = the first cell in queue (first in, first out)",
    "  if current is the goal: follow the parents back to start",
    "  for each neighbour n of current:",
    "    if n is a wall or the move is not allowed: skip n",
    "    if n is in seen: skip n (the first visit is kept)",
    "    add n to seen; parent(n) = current",
    "    depth(n) = depth(current) + 1",
    "    append n to queue",
    "no path: queue ran dry",
};

constexpr std::array<std::string_view, 13> kWeightedCode = {
    "open = {start}; closed = {}; g(start) = 0",
    "while open is not empty:",
    "  current = the cell in open with the lowest f = g + w*h",
    "  if current is the goal: follow the parents back to start",
    "  move current from open to closed",
    "  for each neighbour n of current:",
    "    if n is a wall or the move is not allowed: skip n",
    "    if n is closed: skip n (never reopened: the w bound holds)",
    "    new_g = g(current) + cost(current, n)",
    "    if n is open and new_g >= g(n): skip n",
    "    g(n) = new_g; parent(n) = current",
    "    f(n) = g(n) + w*h(n); put n in open",
    "no path: open ran dry",
};

constexpr std::array<std::string_view, 14> kJumpPointCode = {
    "open = {start}; closed = {}; g(start) = 0",
    "while open is not empty:",
    "  current = the cell in open with the lowest f = g + h",
    "  if current is the goal: follow the parents back to start",
    "  move current from open to closed",
    "  for each direction the move from parent(current) leaves open:",
    "    jump: step along the direction while the cells are free",
    "    stop at the goal or a cell with a forced neighbour: a jump point j",
    "    if no jump point: next direction",
    "    new_g = g(current) + cost of the jump",
    "    if j is open or closed and new_g >= g(j): next direction",
    "    g(j) = new_g; parent(j) = current",
    "    f(j) = g(j) + h(j); put j in open",
    "no path: open ran dry",
};

constexpr std::array<std::string_view, 15> kThetaCode = {
    "open = {start}; closed = {}; g(start) = 0; parent(start) = none",
    "while open is not empty:",
    "  current = the cell in open with the lowest f = g + h",
    "  if current is the goal: follow the parents back to start",
    "  move current from open to closed",
    "  for each neighbour n of current:",
    "    if n is a wall or the move is not allowed: skip n",
    "    new_g = g(current) + line_cost(current, n); p = current",
    "    q = parent(current); if q sees n in a clear line:",
    "      if g(q) + line_cost(q, n) <= new_g: new_g = that; p = q",
    "    if n is open or closed and new_g >= g(n): skip n",
    "    g(n) = new_g; parent(n) = p",
    "    f(n) = g(n) + h(n)",
    "    put n in open (a closed n is reopened)",
    "no path: open ran dry",
};

// The bidirectional listings share their loop; what differs is the key of
// each side and the stopping test (bidirectional_search.hpp says why each
// test is exact).
constexpr std::array<std::string_view, 15> kBiAStarCode = {
    "forward: A* from start to goal; backward: A* from goal to start",
    "  (backward moves cost the cell they leave: the forward move's cost)",
    "mu = infinity; meeting = none",
    "while both open sets are not empty:",
    "  side = the side whose open set is smaller (forward on a tie)",
    "  do one A* step on side: pop the lowest f, relax its neighbours",
    "  for each neighbour n the step opened or improved:",
    "    if the other side has seen n and g_fwd(n) + g_bwd(n) < mu:",
    "      mu = g_fwd(n) + g_bwd(n); meeting = n",
    "  if the lowest f of either open set >= mu:",
    "    path = start .. meeting (forward parents)",
    "         + meeting .. goal (backward parents)",
    "    stop: mu is the optimal cost",
    "  if a side expanded its own goal: that side's path is the answer",
    "no path: an open set ran dry",
};

constexpr std::array<std::string_view, 15> kBiDijkstraCode = {
    "forward: Dijkstra from start; backward: Dijkstra from goal",
    "  (backward moves cost the cell they leave: the forward move's cost)",
    "mu = infinity; meeting = none",
    "while both open sets are not empty:",
    "  side = the side whose open set is smaller (forward on a tie)",
    "  do one Dijkstra step on side: pop the lowest g, relax its neighbours",
    "  for each neighbour n the step opened or improved:",
    "    if the other side has seen n and g_fwd(n) + g_bwd(n) < mu:",
    "      mu = g_fwd(n) + g_bwd(n); meeting = n",
    "  if lowest g in forward open + lowest g in backward open >= mu:",
    "    path = start .. meeting (forward parents)",
    "         + meeting .. goal (backward parents)",
    "    stop: mu is the optimal cost",
    "  if a side expanded its own goal: that side's path is the answer",
    "no path: an open set ran dry",
};

constexpr std::array<std::string_view, 14> kBiBreadthFirstCode = {
    "forward: breadth-first from start; backward: breadth-first from goal",
    "mu = infinity; meeting = none",
    "while both queues are not empty:",
    "  side = the side whose queue is shorter (forward on a tie)",
    "  do one breadth-first step on side: take the first cell, queue the "
    "unseen neighbours",
    "  for each neighbour n the step queued:",
    "    if the other side has seen n and depth_fwd(n) + depth_bwd(n) < mu:",
    "      mu = depth_fwd(n) + depth_bwd(n); meeting = n",
    "  if depth of forward's first + depth of backward's first >= mu:",
    "    path = start .. meeting (forward parents)",
    "         + meeting .. goal (backward parents)",
    "    stop: no path has fewer than mu moves",
    "  if a side took its own goal: that side's path is the answer",
    "no path: a queue ran dry",
};

// The lines each listing's steps light (PseudocodeLines): the loop header
// lines are not lit, the tests under them are.
constexpr PseudocodeLines kAStarLines{.start = 1,
                                      .pop = 3,
                                      .goal = 4,
                                      .close = 5,
                                      .wall = 7,
                                      .new_g = 8,
                                      .compare = 9,
                                      .update = 10,
                                      .key = 11,
                                      .push = 12,
                                      .no_path = 13};
// Dijkstra, greedy and weighted A* skip closed cells before pricing them;
// their last line opens n with its key.
constexpr PseudocodeLines kNoReopenLines{.start = 1,
                                         .pop = 3,
                                         .goal = 4,
                                         .close = 5,
                                         .wall = 7,
                                         .closed_skip = 8,
                                         .new_g = 9,
                                         .compare = 10,
                                         .update = 11,
                                         .key = 12,
                                         .no_path = 13};
constexpr PseudocodeLines kBreadthFirstLines{.start = 1,
                                             .pop = 3,
                                             .goal = 4,
                                             .wall = 6,
                                             .closed_skip = 7,
                                             .update = 8,
                                             .key = 9,
                                             .push = 10,
                                             .no_path = 11};
constexpr PseudocodeLines kJumpPointLines{.start = 1,
                                          .pop = 3,
                                          .goal = 4,
                                          .close = 5,
                                          .new_g = 10,
                                          .compare = 11,
                                          .update = 12,
                                          .key = 13,
                                          .no_path = 14,
                                          .jump_point = 8};
constexpr PseudocodeLines kThetaLines{.start = 1,
                                      .pop = 3,
                                      .goal = 4,
                                      .close = 5,
                                      .wall = 7,
                                      .new_g = 8,
                                      .sight = 9,
                                      .via_parent = 10,
                                      .compare = 11,
                                      .update = 12,
                                      .key = 13,
                                      .push = 14,
                                      .no_path = 15};

// In the order the studio's menu lists them.
constexpr std::array<AlgorithmInfo, 10> kAlgorithms = {{
    {
        .algorithm = Algorithm::AStar,
        .name = "astar",
        .label = "A*",
        .summary = "optimal",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        .key_falls_only_if_inconsistent = true,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .optimal_when = "optimal when h is admissible",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kAStarCode,
        .pseudocode_lines = kAStarLines,
    },
    {
        .algorithm = Algorithm::Dijkstra,
        .name = "dijkstra",
        .label = "Dijkstra",
        .summary = "optimal, no heuristic",
        .formula = "f = g",
        .key_meaning = "g (Dijkstra orders by g alone)",
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
        .optimal_when = "always optimal",
        .keeps_closed = "Dijkstra never reopens a cell",
        .keeps_first_visit = "",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kDijkstraCode,
        .pseudocode_lines = kNoReopenLines,
    },
    {
        .algorithm = Algorithm::Greedy,
        .name = "greedy",
        .label = "Greedy best-first",
        .summary = "fast, not optimal",
        .formula = "f = h",
        .key_meaning = "h (greedy orders by h alone)",
        .key = KeyTerms::H,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .optimal_when = "not optimal: it ignores the cost so far",
        .keeps_closed = "greedy best-first never reopens a cell",
        .keeps_first_visit = "",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kGreedyCode,
        .pseudocode_lines = kNoReopenLines,
    },
    {
        .algorithm = Algorithm::BreadthFirst,
        .name = "bfs",
        .label = "Breadth-first",
        .summary = "fewest moves",
        .formula = "FIFO (depth)",
        .key_meaning = "the depth in moves (BFS)",
        .key = KeyTerms::Depth,
        .uses_heuristic = false,
        .uses_weight = false,
        .improves_open = false,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .optimal_when =
            "fewest moves; optimal only when every move costs the same",
        .keeps_closed = "breadth-first never reopens a cell",
        .keeps_first_visit = "breadth-first keeps the first visit",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kBreadthFirstCode,
        .pseudocode_lines = kBreadthFirstLines,
    },
    {
        .algorithm = Algorithm::WeightedAStar,
        .name = "weighted",
        .label = "Weighted A*",
        .summary = "f = g + w*h",
        .formula = "f = g + w\u00b7h",
        .key_meaning = "f = g + w\u00b7h",
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
        .optimal_when = "at most w times the optimum when h is admissible",
        .keeps_closed = "weighted A* never reopens a cell",
        .keeps_first_visit = "",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kWeightedCode,
        .pseudocode_lines = kNoReopenLines,
    },
    {
        .algorithm = Algorithm::JumpPoint,
        .name = "jps",
        .label = "Jump Point Search",
        .summary =
            "optimal like A*, but jumps along straight and diagonal lines and "
            "expands only the cells where a path may turn (8-way moves, never "
            "cutting corners, no terrain)",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
        .key = KeyTerms::GPlusH,
        .uses_heuristic = true,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = true,
        .key_falls_only_if_inconsistent = true,
        .any_angle = false,
        .jumps = true,
        .optimal = true,
        .optimal_when = "optimal when h is admissible, as A*",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .refusal = jump_point_refusal,
        .default_heuristic = by_moves,
        .pseudocode = kJumpPointCode,
        .pseudocode_lines = kJumpPointLines,
    },
    {
        .algorithm = Algorithm::Theta,
        .name = "theta",
        .label = "Theta*",
        .summary =
            "any-angle A*, a cell's parent may be any cell in clear sight",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
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
        .optimal_when =
            "never costlier than the 8-way grid optimum priced along the "
            "line; not always the shortest any-angle path",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .refusal = theta_refusal,
        .default_heuristic = straight_line,
        .pseudocode = kThetaCode,
        .pseudocode_lines = kThetaLines,
    },
    {
        .algorithm = Algorithm::BiAStar,
        .name = "bi-astar",
        .label = "Bidir. A*",
        .summary = "optimal, A* from both ends until a path is proven best",
        .formula = "f = g + h (each side)",
        .key_meaning = "f = g + h, h towards the side's own goal",
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
        .optimal_when = "optimal when h is admissible, as A*",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kBiAStarCode,
        .bidirectional = true,
        .one_way = Algorithm::AStar,
    },
    {
        .algorithm = Algorithm::BiDijkstra,
        .name = "bi-dijkstra",
        .label = "Bidir. Dijkstra",
        .summary = "optimal, no heuristic, Dijkstra from both ends",
        .formula = "f = g (each side)",
        .key_meaning = "g, the cost from the side's own start",
        .key = KeyTerms::G,
        .uses_heuristic = false,
        .uses_weight = false,
        .improves_open = true,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = true,
        .optimal_when = "always optimal",
        .keeps_closed = "Dijkstra never reopens a cell",
        .keeps_first_visit = "",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kBiDijkstraCode,
        .bidirectional = true,
        .one_way = Algorithm::Dijkstra,
    },
    {
        .algorithm = Algorithm::BiBreadthFirst,
        .name = "bi-bfs",
        .label = "Bidir. BFS",
        .summary = "fewest moves, breadth-first from both ends",
        .formula = "FIFO (depth, each side)",
        .key_meaning = "the depth in moves from the side's own start",
        .key = KeyTerms::Depth,
        .uses_heuristic = false,
        .uses_weight = false,
        .improves_open = false,
        .reopens_closed = false,
        .key_falls_only_if_inconsistent = false,
        .any_angle = false,
        .jumps = false,
        .optimal = false,
        .optimal_when =
            "fewest moves; optimal only when every move costs the same",
        .keeps_closed = "breadth-first never reopens a cell",
        .keeps_first_visit = "breadth-first keeps the first visit",
        .refusal = refuses_nothing,
        .default_heuristic = by_moves,
        .pseudocode = kBiBreadthFirstCode,
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
