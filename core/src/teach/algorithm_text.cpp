#include "astar/teach/algorithm_text.hpp"

#include <algorithm>
#include <array>

namespace astar {
namespace {

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

constexpr std::array<std::string_view, 13> kSubgoalCode = {
    "prepared once: subgoals at walls' convex corners, linked by h-paths",
    "open = {start}; closed = {}; g(start) = 0",
    "link start and goal to the subgoals their scans reach",
    "while open is not empty:",
    "  current = the cell in open with the lowest f = g + h",
    "  if current is the goal: walk each link back into cells",
    "  move current from open to closed",
    "  for each subgoal (or the goal) s linked to current:",
    "    new_g = g(current) + h(current, s)",
    "    if s is open or closed and new_g >= g(s): next link",
    "    g(s) = new_g; parent(s) = current",
    "    f(s) = g(s) + h(s); put s in open",
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
constexpr std::array<std::string_view, 19> kBiAStarCode = {
    "forward: A* from start to goal; backward: A* from goal to start",
    "  (backward moves cost the cell they leave: the forward move's cost)",
    "  each side's key is its own f = g + h (h to its own goal)",
    "mu = infinity; meeting = none",
    "while both open sets are not empty:",
    "  side = the side whose lowest f rose at the lower cost in expansions",
    "    (forward unless backward's cost is under a quarter of forward's)",
    "  do one A* step on side: pop the lowest f, relax its neighbours,",
    "    closing unopened each n with g + h(n) >= mu or",
    "    g - h(other end, n) + lowest f of the other side >= mu",
    "  for each neighbour n the step opened, closed or improved:",
    "    if the other side has seen n and g_fwd(n) + g_bwd(n) < mu:",
    "      mu = g_fwd(n) + g_bwd(n); meeting = n",
    "  if either side's lowest f >= mu, or a side's open set ran dry:",
    "    path = start .. meeting (forward parents)",
    "         + meeting .. goal (backward parents)",
    "    stop: mu is the optimal cost",
    "  if a side expanded its own goal: that side's path is the answer",
    "no path: an open set ran dry before the sides met",
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
constexpr PseudocodeLines kSubgoalLines{.start = 2,
                                        .pop = 5,
                                        .goal = 6,
                                        .close = 7,
                                        .new_g = 9,
                                        .compare = 10,
                                        .update = 11,
                                        .key = 12,
                                        .no_path = 13,
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

// In the order of the algorithms' table.
constexpr std::array<AlgorithmText, 11> kTexts = {{
    {
        .algorithm = Algorithm::AStar,
        .summary = "optimal",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
        .optimal_when = "optimal when h is admissible",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .pseudocode = kAStarCode,
        .pseudocode_lines = kAStarLines,
    },
    {
        .algorithm = Algorithm::Dijkstra,
        .summary = "optimal, no heuristic",
        .formula = "f = g",
        .key_meaning = "g (Dijkstra orders by g alone)",
        .optimal_when = "always optimal",
        .keeps_closed = "Dijkstra never reopens a cell",
        .keeps_first_visit = "",
        .pseudocode = kDijkstraCode,
        .pseudocode_lines = kNoReopenLines,
    },
    {
        .algorithm = Algorithm::Greedy,
        .summary = "fast, not optimal",
        .formula = "f = h",
        .key_meaning = "h (greedy orders by h alone)",
        .optimal_when = "not optimal: it ignores the cost so far",
        .keeps_closed = "greedy best-first never reopens a cell",
        .keeps_first_visit = "",
        .pseudocode = kGreedyCode,
        .pseudocode_lines = kNoReopenLines,
    },
    {
        .algorithm = Algorithm::BreadthFirst,
        .summary = "fewest moves",
        .formula = "FIFO (depth)",
        .key_meaning = "the depth in moves (BFS)",
        .optimal_when =
            "fewest moves; optimal only when every move costs the same",
        .keeps_closed = "breadth-first never reopens a cell",
        .keeps_first_visit = "breadth-first keeps the first visit",
        .pseudocode = kBreadthFirstCode,
        .pseudocode_lines = kBreadthFirstLines,
    },
    {
        .algorithm = Algorithm::WeightedAStar,
        .summary = "f = g + w*h",
        .formula = "f = g + w\u00b7h",
        .key_meaning = "f = g + w\u00b7h",
        .optimal_when = "at most w times the optimum when h is admissible",
        .keeps_closed = "weighted A* never reopens a cell",
        .keeps_first_visit = "",
        .pseudocode = kWeightedCode,
        .pseudocode_lines = kNoReopenLines,
    },
    {
        .algorithm = Algorithm::JumpPoint,
        .summary =
            "optimal like A*, but jumps along straight and diagonal lines and "
            "expands only the cells where a path may turn (8-way moves, never "
            "cutting corners, no terrain)",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
        .optimal_when = "optimal when h is admissible, as A*",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .pseudocode = kJumpPointCode,
        .pseudocode_lines = kJumpPointLines,
    },
    {
        .algorithm = Algorithm::Subgoal,
        .summary =
            "optimal like A*, over a prepared map: it expands only subgoals, "
            "the cells at walls' corners where a shortest path may turn, and "
            "follows the links between them (no terrain)",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
        .optimal_when = "optimal when h is admissible, as A*",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .pseudocode = kSubgoalCode,
        .pseudocode_lines = kSubgoalLines,
    },
    {
        .algorithm = Algorithm::Theta,
        .summary =
            "any-angle A*, a cell's parent may be any cell in clear sight",
        .formula = "f = g + h",
        .key_meaning = "f = g + h",
        .optimal_when =
            "never costlier than the 8-way grid optimum priced along the "
            "line; not always the shortest any-angle path",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .pseudocode = kThetaCode,
        .pseudocode_lines = kThetaLines,
    },
    {
        .algorithm = Algorithm::BiAStar,
        .summary = "optimal, A* from both ends until a path is proven best",
        .formula = "f = g + h (each side, h to its own goal)",
        .key_meaning = "f = g + h, h to the side's own goal; cells that "
                       "cannot beat the best meeting are closed unopened",
        .optimal_when = "optimal when h is admissible, as A*",
        .keeps_closed = "",
        .keeps_first_visit = "",
        .pseudocode = kBiAStarCode,
    },
    {
        .algorithm = Algorithm::BiDijkstra,
        .summary = "optimal, no heuristic, Dijkstra from both ends",
        .formula = "f = g (each side)",
        .key_meaning = "g, the cost from the side's own start",
        .optimal_when = "always optimal",
        .keeps_closed = "Dijkstra never reopens a cell",
        .keeps_first_visit = "",
        .pseudocode = kBiDijkstraCode,
    },
    {
        .algorithm = Algorithm::BiBreadthFirst,
        .summary = "fewest moves, breadth-first from both ends",
        .formula = "FIFO (depth, each side)",
        .key_meaning = "the depth in moves from the side's own start",
        .optimal_when =
            "fewest moves; optimal only when every move costs the same",
        .keeps_closed = "breadth-first never reopens a cell",
        .keeps_first_visit = "breadth-first keeps the first visit",
        .pseudocode = kBiBreadthFirstCode,
    },
}};

}  // namespace

const AlgorithmText& algorithm_text(Algorithm algorithm) {
  const auto row = std::find_if(
      kTexts.begin(), kTexts.end(),
      [&](const AlgorithmText& text) { return text.algorithm == algorithm; });
  // Every enumerator has a row (algorithms_test.cpp); an out-of-range
  // value cast from an integer gets A*'s, as algorithm_info does.
  return row != kTexts.end() ? *row : kTexts.front();
}

}  // namespace astar
