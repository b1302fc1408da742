// The algorithm table (algorithms.hpp) against the enum and against what
// the search really does: the front ends trust its flags instead of
// asking the search.

#include "astar/search/algorithms.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "astar/search/flags.hpp"
#include "astar/search/search.hpp"
#include "astar/teach/step_explanation.hpp"
#include "test_maps.hpp"

namespace astar {
namespace algorithms_test {

// Every enumerator; a new one goes here too, and the table must follow.
constexpr Algorithm kEveryAlgorithm[] = {
    Algorithm::AStar,          Algorithm::Dijkstra,      Algorithm::Greedy,
    Algorithm::BreadthFirst,   Algorithm::WeightedAStar, Algorithm::JumpPoint,
    Algorithm::Theta,          Algorithm::BiAStar,       Algorithm::BiDijkstra,
    Algorithm::BiBreadthFirst, Algorithm::Subgoal,
};

SearchQuery query_for(Algorithm algorithm, Point start, Point goal,
                      MovementRules rules = {}) {
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  query.rules = rules;
  query.algorithm = algorithm;
  query.weight = algorithm_info(algorithm).default_weight;
  return query;
}

// Walls and a band of costly terrain: the cheapest path goes around it.
Document weighted_map() {
  return test::ascii_document({
      "S.........",
      "....##....",
      "..9999999.",
      "..9999999.",
      "....#.....",
      "........G.",
  });
}

Document uniform_map() {
  return test::ascii_document({
      "S.....#...",
      "..##..#...",
      "..#.......",
      "..#..####.",
      "......#...",
      "......#..G",
  });
}

// The cost `algorithm` finds from S to G, or NaN when it refuses the map.
double cost_of(Algorithm algorithm, const Document& doc) {
  Search search;
  if (!search.start(doc.grid, query_for(algorithm, *doc.start, *doc.goal))) {
    return std::nan("");
  }
  EXPECT_EQ(search.run(), SearchStatus::Found) << to_string(algorithm);
  return search.cost();
}

// Whether some cell the search reached has a parent that is not its
// neighbour.
bool has_far_parent(Algorithm algorithm, const Document& doc) {
  Search search;
  EXPECT_TRUE(
      search.start(doc.grid, query_for(algorithm, *doc.start, *doc.goal)));
  search.run();
  for (int cell = 0; cell < doc.grid.cell_count(); ++cell) {
    if (search.state(cell) == CellState::Unseen || search.parent(cell) < 0) {
      continue;
    }
    const Point here = doc.grid.point(cell);
    const Point parent = doc.grid.point(search.parent(cell));
    if (std::abs(here.x - parent.x) > 1 || std::abs(here.y - parent.y) > 1) {
      return true;
    }
  }
  return false;
}

TEST(Algorithms, EveryEnumeratorHasExactlyOneRow) {
  EXPECT_EQ(all_algorithms().size(), std::size(kEveryAlgorithm));
  for (Algorithm a : kEveryAlgorithm) {
    int rows = 0;
    for (const AlgorithmInfo& info : all_algorithms()) {
      rows += info.algorithm == a;
    }
    EXPECT_EQ(rows, 1) << to_string(a);
    EXPECT_EQ(algorithm_info(a).algorithm, a);
  }
}

TEST(Algorithms, NamesRoundTripAndAreUnique) {
  std::set<std::string_view> names, labels;
  for (const AlgorithmInfo& info : all_algorithms()) {
    EXPECT_EQ(parse_algorithm(info.name), info.algorithm);
    EXPECT_EQ(to_string(info.algorithm), info.name);
    EXPECT_TRUE(names.insert(info.name).second) << info.name;
    EXPECT_TRUE(labels.insert(info.label).second) << info.label;
    EXPECT_FALSE(info.label.empty());
  }
  // The command-line names are a public interface.
  EXPECT_EQ(algorithm_names(" "),
            "astar dijkstra greedy bfs weighted jps subgoal theta bi-astar "
            "bi-dijkstra bi-bfs");
  EXPECT_FALSE(parse_algorithm("A*"));
}

TEST(Algorithms, KeysMatchTheFlags) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    EXPECT_EQ(info.key == KeyTerms::Depth, !info.improves_open) << info.name;
    EXPECT_EQ(info.key == KeyTerms::GPlusWeightedH, info.uses_weight)
        << info.name;
    EXPECT_EQ(info.key == KeyTerms::G || info.key == KeyTerms::Depth,
              !info.uses_heuristic)
        << info.name;
    if (info.key_falls_only_if_inconsistent) {
      EXPECT_TRUE(info.optimal && info.uses_heuristic) << info.name;
    }
    EXPECT_EQ(info.default_weight != 1.0, info.uses_weight) << info.name;
  }
}

TEST(Algorithms, OptimalOnesMatchDijkstra) {
  for (const Document& doc : {weighted_map(), uniform_map()}) {
    const double best = cost_of(Algorithm::Dijkstra, doc);
    for (const AlgorithmInfo& info : all_algorithms()) {
      const double cost = cost_of(info.algorithm, doc);
      if (std::isnan(cost)) continue;  // refused: RefusalsMatchTheSearch
      if (info.optimal) {
        EXPECT_NEAR(cost, best, 1e-9) << info.name;
      } else if (info.any_angle) {
        EXPECT_LE(cost, best + 1e-9) << info.name;
      } else {
        EXPECT_GE(cost, best - 1e-9) << info.name;
      }
    }
  }
  // Not every non-optimal one happens to be optimal here.
  const Document doc = weighted_map();
  EXPECT_GT(cost_of(Algorithm::Greedy, doc),
            cost_of(Algorithm::Dijkstra, doc) + 1e-9);
}

TEST(Algorithms, FarParentsExactlyWhenAnyAngleOrJumping) {
  const Document doc = uniform_map();
  for (const AlgorithmInfo& info : all_algorithms()) {
    EXPECT_EQ(has_far_parent(info.algorithm, doc),
              info.any_angle || info.jumps || info.prepared)
        << info.name;
  }
}

// One step from the start of an open map: the neighbours' keys read h
// and w exactly when the flags say so.
TEST(Algorithms, KeysReadHAndWAsFlagged) {
  const Grid grid(12, 12);
  const int east = grid.index(2, 1);
  const auto key_after_one_step = [&](Algorithm a, Heuristic h, double w) {
    SearchQuery query = query_for(a, {1, 1}, {10, 10});
    query.heuristic = h;
    query.weight = w;
    Search search;
    EXPECT_TRUE(search.start(grid, query));
    search.step();
    return search.f(east);
  };
  for (const AlgorithmInfo& info : all_algorithms()) {
    // They open jump points or subgoals, not neighbours.
    if (info.jumps || info.prepared) continue;
    const double zero = key_after_one_step(info.algorithm, Heuristic::Zero, 2);
    const double octile =
        key_after_one_step(info.algorithm, Heuristic::Octile, 2);
    const double heavier =
        key_after_one_step(info.algorithm, Heuristic::Octile, 3);
    EXPECT_EQ(zero != octile, info.uses_heuristic) << info.name;
    EXPECT_EQ(octile != heavier, info.uses_weight) << info.name;
  }
}

// What each step did to the neighbours it met never contradicts the
// flags; Manhattan on 8-way moves is inconsistent, so A* may reopen.
TEST(Algorithms, NeighbourOutcomesMatchTheFlags) {
  const Document doc = weighted_map();
  for (const AlgorithmInfo& info : all_algorithms()) {
    if (info.jumps || info.prepared) continue;  // refuse terrain
    SearchQuery query = query_for(info.algorithm, *doc.start, *doc.goal);
    query.heuristic = Heuristic::Manhattan;
    Search search;
    ASSERT_TRUE(search.start(doc.grid, query)) << info.name;
    bool saw_seen = false;
    while (search.step() == SearchStatus::Running) {
      for (const NeighbourStep& n : explain_last_step(search).neighbours) {
        const bool improved = n.outcome == NeighbourOutcome::Improved;
        if (improved && n.before == CellState::Open) {
          EXPECT_TRUE(info.improves_open) << info.name;
        }
        if (improved && n.before == CellState::Closed) {
          EXPECT_TRUE(info.reopens_closed) << info.name;
        }
        if (n.outcome == NeighbourOutcome::KeptClosed) {
          EXPECT_FALSE(info.reopens_closed) << info.name;
        }
        saw_seen |= n.outcome == NeighbourOutcome::AlreadySeen;
      }
    }
    EXPECT_EQ(saw_seen, !info.improves_open) << info.name;
  }
}

TEST(Algorithms, FlagUsageNamesEveryAlgorithm) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    EXPECT_NE(search_flags_usage().find(info.name), std::string_view::npos)
        << info.name;
  }
}

TEST(Algorithms, DefaultHeuristicIsTheQuerys) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    for (Connectivity c : {Connectivity::Four, Connectivity::Eight}) {
      SearchQuery query = query_for(info.algorithm, {0, 0}, {1, 1});
      query.rules.connectivity = c;
      EXPECT_EQ(query.resolved_heuristic(), info.default_heuristic(query.rules))
          << info.name;
    }
  }
  EXPECT_EQ(algorithm_info(Algorithm::Theta).default_heuristic({}),
            Heuristic::Euclidean);
  EXPECT_EQ(algorithm_info(Algorithm::AStar).default_heuristic({}),
            Heuristic::Octile);
}

TEST(Algorithms, RefusalsMatchTheSearch) {
  const Grid plain(6, 6);
  const Document terrain = test::ascii_document({
      "S.....",
      "..99..",
      "..99..",
      ".....G",
  });
  for (const AlgorithmInfo& info : all_algorithms()) {
    for (Connectivity c : {Connectivity::Four, Connectivity::Eight}) {
      for (DiagonalRule d : {DiagonalRule::Always, DiagonalRule::NoSqueeze,
                             DiagonalRule::NoCut}) {
        for (bool has_terrain : {false, true}) {
          const MovementRules rules{c, d};
          const Grid& grid = has_terrain ? terrain.grid : plain;
          Search search;
          const Status started = search.start(
              grid, query_for(info.algorithm, {0, 0}, {5, 3}, rules));
          const std::string why = info.refusal(rules, has_terrain);
          EXPECT_EQ(why.empty(), bool(started))
              << info.name << " " << to_string(d) << " " << int(c);
          if (!started) {
            // The prepared map's refusal goes on to name a cell.
            EXPECT_EQ(started.error().substr(0, why.size()), why) << info.name;
          }
        }
      }
    }
  }
  EXPECT_EQ(jump_point_problem({}, true),
            algorithm_info(Algorithm::JumpPoint).refusal({}, true));
  EXPECT_TRUE(is_optimal(Algorithm::JumpPoint));
  EXPECT_FALSE(is_optimal(Algorithm::Theta));
}

}  // namespace algorithms_test
}  // namespace astar
