// Units with a size and a terrain table: the table's text, clearance and
// the unit grid against brute force, their local updates against a full
// recompute, and searches on the unit grid against a slow reference that
// moves the K x K footprint itself.

#include "astar/grid/units.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <queue>
#include <random>

#include "astar/path/post_process.hpp"
#include "astar/search/jump_map.hpp"
#include "astar/search/search.hpp"
#include "segment_reference.hpp"

namespace astar {
namespace units_test {

Grid random_grid(std::mt19937& rng, int width, int height, double walls,
                 bool terrain) {
  Grid grid(width, height);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  std::uniform_int_distribution<int> weight(1, 12);
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (coin(rng) < walls) {
      grid.set(i, kBlocked);
    } else if (terrain && coin(rng) < 0.4) {
      grid.set(i, value_for_weight(weight(rng)));
    }
  }
  return grid;
}

TerrainTable random_table(std::mt19937& rng) {
  std::uniform_int_distribution<int> weight(1, 12);
  std::uniform_int_distribution<int> cost(0, 20);
  std::string spec;
  for (int i = 0; i < 3; ++i) {
    const int c = cost(rng);
    if (!spec.empty()) spec += ',';
    spec += std::to_string(weight(rng)) + "=" +
            (c == 0 ? std::string("wall") : std::to_string(c));
  }
  auto table = TerrainTable::parse(spec);
  EXPECT_TRUE(table.ok()) << spec;
  return table.value();
}

// The unit's cost of standing with its top-left at (x, y), by looking at
// every cell of the footprint; 0 where it cannot stand.
int footprint_cost(const Grid& grid, const Unit& unit, int x, int y) {
  int largest = 0;
  for (int fy = y; fy < y + unit.size; ++fy) {
    for (int fx = x; fx < x + unit.size; ++fx) {
      if (!grid.contains(fx, fy)) return 0;
      const int cost = unit.terrain.cost_of_value(grid.at(fx, fy));
      if (cost == 0) return 0;
      largest = std::max(largest, cost);
    }
  }
  return largest;
}

int brute_clearance(const Grid& grid, const TerrainTable& table, int x, int y) {
  Unit unit{1, table};
  int k = 0;
  while (k < kMaxUnitSize) {
    unit.size = k + 1;
    if (footprint_cost(grid, unit, x, y) == 0) break;
    ++k;
  }
  return k;
}

// Dijkstra over footprint positions, moving the K x K square itself.
double reference_cost(const Grid& grid, const Unit& unit,
                      const MovementRules& rules, Point from, Point to) {
  const int w = grid.width();
  const auto stands = [&](int x, int y) {
    return grid.contains(x, y) && footprint_cost(grid, unit, x, y) > 0;
  };
  std::vector<double> best(static_cast<std::size_t>(grid.cell_count()),
                           std::numeric_limits<double>::infinity());
  using Entry = std::pair<double, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  best[grid.index(from)] = 0;
  open.push({0, grid.index(from)});
  while (!open.empty()) {
    const auto [g, cell] = open.top();
    open.pop();
    if (g > best[cell]) continue;
    const int x = cell % w;
    const int y = cell / w;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if ((dx == 0 && dy == 0) || !stands(x + dx, y + dy)) continue;
        const bool diagonal = dx != 0 && dy != 0;
        if (diagonal && rules.connectivity == Connectivity::Four) continue;
        if (diagonal && !diagonal_allowed(rules.diagonal, stands(x + dx, y),
                                          stands(x, y + dy))) {
          continue;
        }
        const double step =
            (diagonal ? rules.diagonal_cost() : rules.straight_cost()) *
            footprint_cost(grid, unit, x + dx, y + dy);
        const int n = grid.index(x + dx, y + dy);
        if (g + step < best[n]) {
          best[n] = g + step;
          open.push({best[n], n});
        }
      }
    }
  }
  return best[grid.index(to)];
}

TEST(TerrainTable, ReadsWallsAndCostsAndWritesThemBack) {
  auto table = TerrainTable::parse("10=wall,5=2");
  ASSERT_TRUE(table.ok()) << table.error();
  EXPECT_EQ(table.value().cost(10), 0);
  EXPECT_EQ(table.value().cost(5), 2);
  EXPECT_EQ(table.value().cost(1), 1);
  EXPECT_EQ(table.value().cost(255), 255);
  EXPECT_EQ(table.value().spec(), "5=2,10=wall");
  EXPECT_EQ(TerrainTable::parse(table.value().spec()).value(), table.value());
  EXPECT_TRUE(TerrainTable::parse("").value().identity());
  EXPECT_EQ(table.value().cost_of_value(kBlocked), 0);
}

TEST(TerrainTable, BadEntriesAreNamed) {
  for (const char* spec : {"10", "0=2", "10=256", "10=wal", "a=b", "5=2,",
                           "5==2", "-1=wall", "300=1"}) {
    auto table = TerrainTable::parse(spec);
    ASSERT_FALSE(table.ok()) << spec;
    EXPECT_NE(table.error().find("terrain entry"), std::string::npos)
        << table.error();
  }
  EXPECT_FALSE(TerrainTable::parse(std::string(5000, '1')).ok());
}

TEST(UnitSize, IsOneToThirtyTwo) {
  EXPECT_TRUE(check_unit_size(1).ok());
  EXPECT_TRUE(check_unit_size(32).ok());
  EXPECT_FALSE(check_unit_size(0).ok());
  EXPECT_FALSE(check_unit_size(33).ok());
}

TEST(Clearance, MatchesBruteForceAndFollowsEditsLocally) {
  std::mt19937 rng(7);
  for (int round = 0; round < 20; ++round) {
    Grid grid = random_grid(rng, 40 + round, 37, 0.08, true);
    const TerrainTable table = round % 2 ? random_table(rng) : TerrainTable();
    Clearance clearance;
    clearance.compute(grid, table);
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        ASSERT_EQ(clearance.at(grid.index(x, y)),
                  brute_clearance(grid, table, x, y))
            << x << "," << y;
      }
    }
    std::uniform_int_distribution<int> px(0, grid.width() - 4);
    std::uniform_int_distribution<int> py(0, grid.height() - 4);
    std::uniform_int_distribution<int> value(0, 255);
    for (int edit = 0; edit < 10; ++edit) {
      const CellArea box{px(rng), py(rng), 0, 0};
      CellArea changed{box.x0, box.y0, box.x0 + 3, box.y0 + 2};
      for (int y = changed.y0; y < changed.y1; ++y) {
        for (int x = changed.x0; x < changed.x1; ++x) {
          grid.set(x, y, static_cast<std::uint8_t>(value(rng)));
        }
      }
      clearance.update(grid, table, changed);
      Clearance full;
      full.compute(grid, table);
      ASSERT_EQ(clearance.values(), full.values()) << round << " " << edit;
    }
  }
}

TEST(UnitGrid, IsEachFootprintsLargestCostAndFollowsEditsLocally) {
  std::mt19937 rng(11);
  for (int size = 1; size <= 5; ++size) {
    Grid grid = random_grid(rng, 33, 29, 0.05, true);
    const Unit unit{size, size % 2 ? random_table(rng) : TerrainTable()};
    Clearance clearance;
    clearance.compute(grid, unit.terrain);
    Grid seen = unit_grid(grid, unit, clearance);
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        const int cost = footprint_cost(grid, unit, x, y);
        ASSERT_EQ(seen.at(x, y), cost == 0 ? kBlocked : value_for_weight(cost))
            << "size " << size << " at " << x << "," << y;
      }
    }
    std::uniform_int_distribution<int> px(0, grid.width() - 6);
    std::uniform_int_distribution<int> py(0, grid.height() - 6);
    std::uniform_int_distribution<int> value(0, 255);
    for (int edit = 0; edit < 10; ++edit) {
      const CellArea changed{px(rng), py(rng), 0, 0};
      const CellArea box{changed.x0, changed.y0, changed.x0 + 5,
                         changed.y0 + 1};
      for (int x = box.x0; x < box.x1; ++x) {
        grid.set(x, box.y0, static_cast<std::uint8_t>(value(rng)));
      }
      clearance.update(grid, unit.terrain, box);
      update_unit_grid(grid, unit, clearance, box, seen);
      ASSERT_EQ(seen, unit_grid(grid, unit)) << size << " " << edit;
    }
  }
}

TEST(UnitGrid, SizeOneWithTheIdentityTableIsTheGridItself) {
  std::mt19937 rng(3);
  const Grid grid = random_grid(rng, 20, 20, 0.2, true);
  EXPECT_EQ(unit_grid(grid, Unit{}), grid);
}

// The search on the unit grid finds what moving the footprint itself
// finds, for sizes 1 to 4, tables, both connectivities and every diagonal
// rule.
TEST(UnitSearch, MatchesAReferenceThatMovesTheFootprint) {
  std::mt19937 rng(5);
  const DiagonalRule rules[] = {DiagonalRule::NoCut, DiagonalRule::NoSqueeze,
                                DiagonalRule::Always};
  int compared = 0;
  for (int round = 0; round < 48; ++round) {
    const Grid grid = random_grid(rng, 24, 20, 0.12, round % 3 != 0);
    const Unit unit{1 + round % 4,
                    round % 2 ? random_table(rng) : TerrainTable()};
    MovementRules movement;
    movement.connectivity =
        round % 5 == 0 ? Connectivity::Four : Connectivity::Eight;
    movement.diagonal = rules[round % 3];
    const Grid seen = unit_grid(grid, unit);
    std::uniform_int_distribution<int> px(0, grid.width() - 1);
    std::uniform_int_distribution<int> py(0, grid.height() - 1);
    for (int pair = 0; pair < 6; ++pair) {
      const Point from{px(rng), py(rng)};
      const Point to{px(rng), py(rng)};
      if (!seen.walkable(from) || !seen.walkable(to)) continue;
      SearchQuery query;
      query.start = from;
      query.goal = to;
      query.rules = movement;
      query.algorithm = Algorithm::AStar;
      Search search;
      ASSERT_TRUE(search.start(seen, query).ok());
      search.run();
      const double expected = reference_cost(grid, unit, movement, from, to);
      if (std::isinf(expected)) {
        EXPECT_EQ(search.status(), SearchStatus::NoPath);
      } else {
        ASSERT_EQ(search.status(), SearchStatus::Found);
        EXPECT_NEAR(search.cost(), expected, 1e-9);
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 40);
}

TEST(UnitSmoothing, TheSweptSquareNeverOverlapsAWall) {
  std::mt19937 rng(17);
  int segments = 0;
  for (int round = 0; round < 40; ++round) {
    const Grid grid = random_grid(rng, 40, 32, 0.04, round % 2 == 0);
    const Unit unit{2 + round % 3,
                    round % 4 == 1 ? random_table(rng) : TerrainTable()};
    const Grid seen = unit_grid(grid, unit);
    std::uniform_int_distribution<int> px(0, grid.width() - 1);
    std::uniform_int_distribution<int> py(0, grid.height() - 1);
    const Point from{px(rng), py(rng)};
    const Point to{px(rng), py(rng)};
    if (!seen.walkable(from) || !seen.walkable(to)) continue;
    SearchQuery query;
    query.start = from;
    query.goal = to;
    Search search;
    ASSERT_TRUE(search.start(seen, query).ok());
    if (search.run() != SearchStatus::Found) continue;
    const std::vector<Point> points =
        smooth_path(seen, query.rules, search.path());
    // The unit's K x K square, swept along each segment, overlaps no wall
    // and no barred cell (the independent reference; unit_sweep_test.cpp
    // has more).
    for (std::size_t i = 1; i < points.size(); ++i) {
      EXPECT_EQ(test::reference_square_problem(grid, unit, DiagonalRule::NoCut,
                                               points[i - 1], points[i]),
                "")
          << "size " << unit.size << " from " << to_string(points[i - 1])
          << " to " << to_string(points[i]);
      ++segments;
    }
  }
  EXPECT_GT(segments, 30);
}

// On a map without terrain a unit's grid is binary, so Jump Point Search
// stays exact for it: the same costs as A*, through Search::start's own
// unit map and through a caller's.
TEST(UnitSearch, JumpPointSearchMatchesAStarForSizesTwoToFour) {
  std::mt19937 rng(23);
  int compared = 0;
  for (int round = 0; round < 30; ++round) {
    const Grid grid = random_grid(rng, 48, 40, 0.06, false);
    const Unit unit{2 + round % 3, TerrainTable()};
    const UnitMap map(grid, unit);
    const JumpMap jumps(map.grid());
    std::uniform_int_distribution<int> px(0, grid.width() - 1);
    std::uniform_int_distribution<int> py(0, grid.height() - 1);
    for (int pair = 0; pair < 8; ++pair) {
      SearchQuery query;
      query.start = {px(rng), py(rng)};
      query.goal = {px(rng), py(rng)};
      query.unit = unit;
      if (!map.grid().walkable(query.start) ||
          !map.grid().walkable(query.goal)) {
        continue;
      }
      Search astar;
      ASSERT_TRUE(astar.start(grid, query).ok());
      astar.run();
      query.algorithm = Algorithm::JumpPoint;
      Search own;
      ASSERT_TRUE(own.start(grid, query).ok());
      own.run();
      Search given;
      ASSERT_TRUE(given.start(grid, query, &jumps, &map).ok());
      given.run();
      ASSERT_EQ(own.status(), astar.status());
      ASSERT_EQ(given.status(), astar.status());
      if (astar.status() != SearchStatus::Found) continue;
      EXPECT_NEAR(own.cost(), astar.cost(), 1e-9);
      EXPECT_NEAR(given.cost(), astar.cost(), 1e-9);
      ++compared;
    }
  }
  EXPECT_GT(compared, 40);
}

TEST(UnitSearch, StartRefusesAnEndWhereTheUnitDoesNotFit) {
  Grid grid(8, 8);
  grid.set(3, 4, kBlocked);
  SearchQuery query;
  query.start = {2, 2};
  query.goal = {6, 6};
  query.unit.size = 3;
  Search search;
  const Status status = search.start(grid, query);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error(),
            "start: a unit of size 3 does not fit at (2,2): (3,4) is a wall");
  query.start = {0, 0};
  query.goal = {6, 6};
  EXPECT_EQ(search.start(grid, query).error(),
            "goal: a unit of size 3 at (6,6) reaches past the map's edge");
  query.goal = {5, 5};
  ASSERT_TRUE(search.start(grid, query).ok());
  EXPECT_EQ(search.run(), SearchStatus::Found);
  // A unit map built for another unit is refused, not silently used.
  const UnitMap other(grid, Unit{2, TerrainTable()});
  EXPECT_FALSE(search.start(grid, query, nullptr, &other).ok());
}

TEST(UnitFit, SaysWhichCellStopsTheUnit) {
  Grid grid(6, 6);
  grid.set(3, 4, kBlocked);
  grid.set(1, 1, value_for_weight(10));
  Unit unit{3, TerrainTable::parse("10=wall").value()};
  EXPECT_EQ(unit_fit_problem(grid, unit, {2, 2}),
            "a unit of size 3 does not fit at (2,2): (3,4) is a wall");
  EXPECT_EQ(unit_fit_problem(grid, unit, {0, 0}),
            "a unit of size 3 does not fit at (0,0): (1,1) is terrain its "
            "table bars");
  EXPECT_EQ(unit_fit_problem(grid, unit, {4, 0}),
            "a unit of size 3 at (4,0) reaches past the map's edge");
  EXPECT_EQ(unit_fit_problem(grid, unit, {2, 0}), "");
}

}  // namespace units_test
}  // namespace astar
