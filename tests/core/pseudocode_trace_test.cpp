// trace_last_step against what each step of the real search did, for every
// algorithm on random maps (issue 24: the pseudocode line by line).

#include "astar/teach/pseudocode_trace.hpp"

#include <gtest/gtest.h>

#include <array>
#include <random>

#include "astar/teach/algorithm_text.hpp"
#include "test_maps.hpp"

namespace astar {
namespace pseudocode_trace_test {

struct Seen {
  CellState state;
  double g;
};

std::vector<Seen> snapshot(const Search& search) {
  std::vector<Seen> cells;
  for (int i = 0; i < search.grid()->cell_count(); ++i) {
    cells.push_back({search.state(i), search.g(i)});
  }
  return cells;
}

// The cells around `here` inside the grid, in the order the search looks
// at them: E, W, S, N, then SE, SW, NE, NW.
std::vector<Point> around(const Grid& grid, Point here, int moves) {
  constexpr std::array<Point, 8> kOrder = {
      {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
  std::vector<Point> cells;
  for (int k = 0; k < moves; ++k) {
    const Point p{here.x + kOrder[k].x, here.y + kOrder[k].y};
    if (grid.contains(p)) cells.push_back(p);
  }
  return cells;
}

// One neighbour's lines, in order.
struct Visit {
  Point cell;
  std::vector<const TracedLine*> lines;
};

std::vector<Visit> visits_of(const std::vector<TracedLine>& lines) {
  std::vector<Visit> visits;
  for (const TracedLine& line : lines) {
    if (!line.neighbour) continue;
    if (visits.empty() || visits.back().cell != *line.neighbour) {
      visits.push_back({*line.neighbour, {}});
    }
    visits.back().lines.push_back(&line);
  }
  return visits;
}

// Checks the trace of the step just taken against the cells before it.
void check_step(const Search& search, const std::vector<Seen>& before,
                const std::vector<TracedLine>& lines) {
  const Grid& grid = *search.grid();
  const AlgorithmText& text = algorithm_text(search.query().algorithm);
  const PseudocodeLines& at = text.pseudocode_lines;
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front().line, at.pop);
  for (const TracedLine& line : lines) {
    EXPECT_GE(line.line, 1);
    EXPECT_LE(line.line, static_cast<int>(text.pseudocode.size()));
    EXPECT_FALSE(line.values.empty());
  }
  const Point taken = grid.point(search.last_expanded());
  if (search.status() == SearchStatus::Found) {
    EXPECT_EQ(lines.back().line, at.goal);
    return;
  }
  if (search.status() == SearchStatus::NoPath) {
    EXPECT_EQ(lines.back().line, at.no_path);
  }
  const std::vector<Visit> visits = visits_of(lines);
  const AlgorithmInfo& info = algorithm_info(search.query().algorithm);
  if (!info.jumps && !info.prepared) {
    const int moves =
        search.query().rules.connectivity == Connectivity::Eight ? 8 : 4;
    const std::vector<Point> expected = around(grid, taken, moves);
    ASSERT_EQ(visits.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(visits[i].cell, expected[i]);
    }
  }
  std::size_t opened = 0;
  for (const Visit& visit : visits) {
    const int cell = grid.index(visit.cell);
    const TracedLine& last = *visit.lines.back();
    if (!grid.walkable(visit.cell)) {
      EXPECT_EQ(last.line, at.wall);
      EXPECT_TRUE(last.skips);
    }
    if (last.skips) {
      EXPECT_EQ(search.state(cell), before[cell].state);
      EXPECT_EQ(search.g(cell), before[cell].g);
      continue;
    }
    ++opened;
    EXPECT_EQ(search.state(cell), CellState::Open);
    EXPECT_EQ(last.line, at.push != 0 ? at.push : at.key);
    EXPECT_EQ(search.parent(cell) >= 0, true);
    if (last.new_g) {
      EXPECT_EQ(search.g(cell), *last.new_g);
      EXPECT_LT(*last.new_g, before[cell].g);
    }
  }
  // Every cell the step changed, other than the one taken, was opened on
  // a line of the trace.
  std::size_t changed = 0;
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (i == search.last_expanded()) continue;
    changed += search.state(i) != before[i].state || search.g(i) != before[i].g;
  }
  EXPECT_EQ(changed, opened);
}

SearchQuery query_for(Algorithm algorithm, const Grid& grid) {
  SearchQuery query;
  query.algorithm = algorithm;
  query.start = {0, 0};
  query.goal = {grid.width() - 1, grid.height() - 1};
  query.rules.connectivity = Connectivity::Eight;
  query.rules.diagonal = DiagonalRule::NoCut;
  if (algorithm == Algorithm::WeightedAStar) query.weight = 2;
  return query;
}

TEST(PseudocodeTrace, EveryStepOfEveryAlgorithmMatchesTheSearch) {
  std::mt19937 rng(24);
  for (int trial = 0; trial < 12; ++trial) {
    for (const AlgorithmInfo& info : all_algorithms()) {
      // Two searches at once have no single line to light: they step
      // whole expansions (checked below).
      if (info.bidirectional) continue;
      const int terrain = info.jumps || info.prepared ? 0 : 20;
      Grid grid = test::random_grid(rng, 14, 10, 25, terrain);
      grid.set({0, 0}, 255);
      grid.set({13, 9}, 255);
      SearchQuery query = query_for(info.algorithm, grid);
      if (trial % 3 == 1 && !info.jumps && !info.any_angle) {
        query.rules.connectivity = Connectivity::Four;
      }
      Search search;
      ASSERT_TRUE(search.start(grid, query)) << info.name;
      const auto first = trace_last_step(search);
      ASSERT_EQ(first.size(), 1u);
      EXPECT_EQ(first.front().line,
                algorithm_text(info.algorithm).pseudocode_lines.start);
      while (search.status() == SearchStatus::Running) {
        const std::vector<Seen> before = snapshot(search);
        search.step();
        SCOPED_TRACE(std::string(info.name) + " step " +
                     std::to_string(search.step_count()));
        check_step(search, before, trace_last_step(search));
        if (HasFatalFailure()) return;
      }
    }
  }
}

TEST(PseudocodeTrace, WallsAndTheGoalLightTheirLines) {
  const Document doc = test::ascii_document({
      "S.#",
      ".#.",
      "..G",
  });
  Search search;
  SearchQuery query;
  query.start = *doc.start;
  query.goal = *doc.goal;
  ASSERT_TRUE(search.start(doc.grid, query));
  search.step();
  const auto lines = trace_last_step(search);
  const PseudocodeLines& at = algorithm_text(Algorithm::AStar).pseudocode_lines;
  // Pop, goal test, close, then E (open), S (open), SE (a wall).
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[0].line, at.pop);
  EXPECT_EQ(lines[1].line, at.goal);
  EXPECT_EQ(lines[2].line, at.close);
  const TracedLine& last = lines.back();
  EXPECT_EQ(last.line, at.wall);
  EXPECT_EQ(last.neighbour, (Point{1, 1}));
  EXPECT_TRUE(last.skips);
  EXPECT_NE(last.values.find("a wall"), std::string::npos) << last.values;
  while (search.step() == SearchStatus::Running) {
  }
  ASSERT_EQ(search.status(), SearchStatus::Found);
  EXPECT_EQ(trace_last_step(search).back().line, at.goal);
}

TEST(PseudocodeTrace, EveryListingMapsItsLinesInsideIt) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    const AlgorithmText& text = algorithm_text(info.algorithm);
    const PseudocodeLines& at = text.pseudocode_lines;
    EXPECT_EQ(at.mapped(), !info.bidirectional) << info.name;
    for (int line :
         {at.start, at.pop, at.goal, at.close, at.wall, at.closed_skip,
          at.new_g, at.sight, at.via_parent, at.compare, at.update, at.key,
          at.push, at.no_path, at.jump_point}) {
      EXPECT_LE(line, static_cast<int>(text.pseudocode.size())) << info.name;
    }
  }
}

TEST(PseudocodeTrace, IdleSearchHasNoLines) {
  Search search;
  EXPECT_TRUE(trace_last_step(search).empty());
}

}  // namespace pseudocode_trace_test
}  // namespace astar
