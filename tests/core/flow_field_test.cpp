#include "astar/field/flow_field.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "astar/io/map_io.hpp"
#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace flow_field_test {

using astar::CellArea;
using astar::FieldStep;
using astar::FlowField;
using astar::Grid;
using astar::MovementRules;
using astar::Point;
using astar::Unit;

// The cost A* finds from `from` to `goal`; +infinity when there is no path.
double search_cost(const Grid& grid, const MovementRules& rules,
                   const Unit& unit, Point from, Point goal) {
  astar::SearchQuery query;
  query.start = from;
  query.goal = goal;
  query.rules = rules;
  query.unit = unit;
  astar::Search search;
  search.set_step_recording(false);
  if (!search.start(grid, query)) {
    return std::numeric_limits<double>::infinity();
  }
  search.run();
  if (search.status() != astar::SearchStatus::Found) {
    return std::numeric_limits<double>::infinity();
  }
  return search.cost();
}

// The cheapest search cost from `from` to any of `goals`.
double nearest_goal_cost(const Grid& grid, const MovementRules& rules,
                         const Unit& unit, Point from,
                         const std::vector<Point>& goals) {
  double best = std::numeric_limits<double>::infinity();
  for (const Point goal : goals) {
    best = std::min(best, search_cost(grid, rules, unit, from, goal));
  }
  return best;
}

bool near(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

// The cost of walking the field's steps from `from`, each move priced by
// the core (astar::path_cost) on the grid the unit walks.
double walked_cost(const Grid& walked, const FlowField& field, int from) {
  const std::vector<int> path = field.path_from(from);
  if (path.empty()) return std::numeric_limits<double>::infinity();
  EXPECT_TRUE(field.is_goal(path.back()));
  const astar::Result<double> cost =
      astar::path_cost(walked, field.rules(), path);
  EXPECT_TRUE(cost) << cost.error();
  return cost ? cost.value() : -1.0;
}

// Checks `field` cell by cell against searches (every `stride`-th cell)
// and against walking its own steps.
void expect_field_matches_searches(const Grid& grid, const FlowField& field,
                                   const std::vector<Point>& goals,
                                   int stride = 1) {
  const Grid walked =
      field.unit().is_cell() ? grid : astar::unit_grid(grid, field.unit());
  for (int cell = 0; cell < grid.cell_count(); cell += stride) {
    const Point p = grid.point(cell);
    const double expected =
        walked.walkable(cell)
            ? nearest_goal_cost(grid, field.rules(), field.unit(), p, goals)
            : std::numeric_limits<double>::infinity();
    ASSERT_TRUE(near(field.distance(cell), expected))
        << "cell " << astar::to_string(p) << ": field " << field.distance(cell)
        << ", search " << expected;
    EXPECT_EQ(field.reachable(cell), std::isfinite(expected));
    if (std::isfinite(expected)) {
      ASSERT_TRUE(near(walked_cost(walked, field, cell), field.distance(cell)))
          << "walking from " << astar::to_string(p);
    }
  }
}

// Every cell's distance and step, for comparing two fields exactly.
void expect_same_field(const FlowField& a, const FlowField& b,
                       const std::string& when) {
  ASSERT_EQ(a.cell_count(), b.cell_count());
  for (int cell = 0; cell < a.cell_count(); ++cell) {
    ASSERT_EQ(a.step(cell), b.step(cell)) << when << ", cell " << cell;
    ASSERT_EQ(a.distance(cell), b.distance(cell)) << when << ", cell " << cell;
  }
}

Point open_point(std::mt19937& rng, const Grid& grid) {
  std::uniform_int_distribution<int> pick(0, grid.cell_count() - 1);
  for (;;) {
    const int cell = pick(rng);
    if (grid.walkable(cell)) return grid.point(cell);
  }
}

TEST(FlowField, EveryCellMatchesASearchUnderEveryRuleSet) {
  std::mt19937 rng(11);
  for (const MovementRules& rules : astar::test::every_rule_set()) {
    for (int map = 0; map < 3; ++map) {
      const Grid grid = astar::test::random_terrain_grid(rng, 19, 17, 25);
      const std::vector<Point> goals{open_point(rng, grid)};
      const auto field = FlowField::compute(grid, goals, rules);
      ASSERT_TRUE(field) << field.error();
      expect_field_matches_searches(grid, field.value(), goals);
    }
  }
}

TEST(FlowField, MatchesSearchesOnAMovingAIMap) {
  const auto grid = astar::load_map(astar::test::benchmark_file("den011d.map"));
  ASSERT_TRUE(grid) << grid.error();
  std::mt19937 rng(5);
  const std::vector<Point> goals{open_point(rng, grid.value())};
  const auto field = FlowField::compute(grid.value(), goals);
  ASSERT_TRUE(field) << field.error();
  expect_field_matches_searches(grid.value(), field.value(), goals, 7);
}

TEST(FlowField, SeveralGoalsGiveTheNearest) {
  std::mt19937 rng(3);
  const Grid grid = astar::test::random_terrain_grid(rng, 23, 21, 20);
  std::vector<Point> goals;
  for (int i = 0; i < 3; ++i) goals.push_back(open_point(rng, grid));
  for (const MovementRules& rules : astar::test::every_rule_set()) {
    const auto field = FlowField::compute(grid, goals, rules);
    ASSERT_TRUE(field) << field.error();
    expect_field_matches_searches(grid, field.value(), goals);
    for (const Point goal : goals) {
      EXPECT_EQ(field.value().step(goal), FieldStep::Goal);
      EXPECT_EQ(field.value().distance(goal), 0.0);
      EXPECT_EQ(field.value().next(grid.index(goal)), -1);
    }
  }
}

TEST(FlowField, AGoalAreaIsEveryOpenCellInIt) {
  std::mt19937 rng(8);
  const Grid grid = astar::test::random_terrain_grid(rng, 20, 20, 25);
  const CellArea area{4, 5, 8, 9};
  std::vector<Point> goals;
  for (int y = area.y0; y < area.y1; ++y) {
    for (int x = area.x0; x < area.x1; ++x) {
      if (grid.walkable(Point{x, y})) goals.push_back({x, y});
    }
  }
  ASSERT_FALSE(goals.empty());
  const auto by_area = FlowField::compute_area(grid, area);
  const auto by_list = FlowField::compute(grid, goals);
  ASSERT_TRUE(by_area && by_list);
  expect_same_field(by_area.value(), by_list.value(), "area against list");
  expect_field_matches_searches(grid, by_area.value(), goals);
}

TEST(FlowField, SizedUnitsAndTerrainTablesWalkTheirUnitGrid) {
  std::mt19937 rng(21);
  const auto table = astar::TerrainTable::parse("200=wall,3=40");
  ASSERT_TRUE(table) << table.error();
  for (const Unit& unit : {Unit{2, {}}, Unit{3, table.value()}}) {
    const Grid grid = astar::test::random_terrain_grid(rng, 22, 20, 8);
    const Grid walked = astar::unit_grid(grid, unit);
    const std::vector<Point> goals{open_point(rng, walked)};
    const auto field = FlowField::compute(grid, goals, {}, unit);
    ASSERT_TRUE(field) << field.error();
    expect_field_matches_searches(grid, field.value(), goals);
  }
}

TEST(FlowField, UnreachableCellsHaveNoStep) {
  const Grid grid = astar::test::ascii_grid({
      "......",
      "..###.",
      "..#.#.",
      "..###.",
  });
  const std::vector<Point> goals{{0, 0}};
  const auto field = FlowField::compute(grid, goals);
  ASSERT_TRUE(field) << field.error();
  const int inside = grid.index(3, 2);
  EXPECT_FALSE(field.value().reachable(inside));
  EXPECT_EQ(field.value().step(inside), FieldStep::None);
  EXPECT_TRUE(std::isinf(field.value().distance(inside)));
  EXPECT_EQ(field.value().next(inside), -1);
  EXPECT_TRUE(field.value().path_from(inside).empty());
  EXPECT_FALSE(field.value().reachable(grid.index(2, 1)));  // a wall
  EXPECT_EQ(field.value().step(Point{1, 0}), FieldStep::West);
  EXPECT_EQ(field.value().step(Point{1, 1}), FieldStep::NorthWest);
  EXPECT_EQ(field.value().distance(Point{5, 3}), 8.0);
}

// A field is a value: a copy reads the same, and an update of one leaves
// the other as it was.
TEST(FlowField, ACopyIsItsOwn) {
  Grid grid = astar::test::ascii_grid({
      "......",
      "..#...",
      "......",
  });
  const std::vector<Point> goals{{5, 2}};
  auto made = FlowField::compute(grid, goals);
  ASSERT_TRUE(made) << made.error();
  FlowField original = std::move(made).value();
  FlowField copy = original;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    EXPECT_EQ(copy.distance(cell), original.distance(cell));
    EXPECT_EQ(copy.step(cell), original.step(cell));
  }
  grid.set(4, 2, astar::kBlocked);
  ASSERT_TRUE(copy.update(grid, {4, 2, 5, 3}));
  EXPECT_FALSE(copy.reachable(grid.index(4, 2)));
  EXPECT_TRUE(original.reachable(grid.index(4, 2)));
  EXPECT_EQ(original.distance(Point{4, 2}), 1.0);
}

// A stop token ends a computation early with an error of kind Cancelled:
// asked before it began, at a deadline gone by, and from another thread
// while it runs; a field made before, and the next computation, are whole.
TEST(FlowField, AStopTokenCancelsTheComputationAndTheFieldStaysUsable) {
  Grid grid(1024, 1024);
  const std::vector<Point> goals{{512, 512}};
  auto made = FlowField::compute(grid, goals);
  ASSERT_TRUE(made) << made.error();
  const FlowField before = std::move(made).value();

  std::atomic<bool> stop{true};
  auto stopped =
      FlowField::compute(grid, goals, {}, {}, astar::StopToken(&stop));
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error_kind(), astar::ErrorKind::Cancelled);
  EXPECT_EQ(stopped.error(),
            "the flow field of the 1024x1024 map was cancelled before it was "
            "done");
  const auto past = astar::StopToken::at(std::chrono::steady_clock::now());
  auto late = FlowField::compute_area(grid, {0, 0, 4, 4}, {}, {}, past);
  ASSERT_FALSE(late);
  EXPECT_EQ(late.error_kind(), astar::ErrorKind::Cancelled);
  // A check asked every few thousand cells: stopped once it says no.
  struct Count {
    mutable int asked = 0;
  } count;
  const auto third_no = [](const void* c) {
    return ++static_cast<const Count*>(c)->asked < 3;
  };
  auto unwanted = FlowField::compute(
      grid, goals, {}, {}, astar::StopToken().asking(third_no, &count));
  ASSERT_FALSE(unwanted);
  EXPECT_EQ(unwanted.error_kind(), astar::ErrorKind::Cancelled);
  EXPECT_EQ(count.asked, 3);

  // From another thread, once the computation has begun.
  stop = false;
  std::atomic<bool> begun{false};
  std::thread worker([&] {
    begun = true;
    stopped = FlowField::compute(grid, goals, {}, {}, astar::StopToken(&stop));
  });
  while (!begun) std::this_thread::yield();
  stop = true;
  worker.join();
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error_kind(), astar::ErrorKind::Cancelled);

  // A token that never fires changes nothing; the field made before is
  // whole and still follows edits.
  const auto later = astar::StopToken::at(std::chrono::steady_clock::now() +
                                          std::chrono::hours(1));
  stop = false;
  auto whole = FlowField::compute(grid, goals, {}, {},
                                  astar::StopToken(&stop, later.deadline()));
  ASSERT_TRUE(whole) << whole.error();
  for (const int cell : {0, 4095, 1024 * 1024 - 1, 512 * 1024 + 7}) {
    EXPECT_EQ(whole.value().distance(cell), before.distance(cell));
    EXPECT_EQ(whole.value().step(cell), before.step(cell));
  }
  FlowField followed = before;
  grid.set(513, 512, astar::kBlocked);
  ASSERT_TRUE(followed.update(grid, {513, 512, 514, 513}));
  EXPECT_FALSE(followed.reachable(grid.index(513, 512)));
  EXPECT_TRUE(followed.reachable(grid.index(514, 512)));
  EXPECT_GT(followed.distance(Point{514, 512}),
            before.distance(Point{514, 512}));
}

TEST(FlowField, BadGoalsAreRefusedByName) {
  const Grid grid = astar::test::ascii_grid({"..#", "..."});
  const std::vector<Point> wall{{2, 0}};
  const std::vector<Point> outside{{0, 0}, {3, 1}};
  EXPECT_EQ(FlowField::compute(grid, wall).error(), "goal (2,0) is on a wall");
  EXPECT_EQ(FlowField::compute(grid, outside).error(),
            "goal (3,1) is outside the 3x2 map");
  EXPECT_EQ(FlowField::compute(grid, std::vector<Point>{}).error(),
            "a field needs at least one goal");
  EXPECT_EQ(FlowField::compute_area(grid, {2, 0, 3, 1}).error(),
            "goal area (2,0) to (2,0) has no cell where the unit can stand");
  EXPECT_EQ(FlowField::compute_area(grid, {1, 1, 4, 2}).error(),
            "goal area (1,1) to (3,1) is not inside the 3x2 map");
  const std::vector<Point> corner{{2, 1}};
  EXPECT_EQ(FlowField::compute(grid, corner, {}, Unit{2, {}}).error(),
            "goal (2,1): a unit of size 2 at (2,1) reaches past the map's "
            "edge");
}

// One random edit inside the map: a wall drawn or erased, or terrain
// painted, over a box of 1 to 3 cells a side. Returns the box.
CellArea random_edit(std::mt19937& rng, Grid& grid) {
  std::uniform_int_distribution<int> side(1, 3);
  std::uniform_int_distribution<int> kind(0, 2);
  std::uniform_int_distribution<int> value(1, 255);
  const int w = side(rng);
  const int h = side(rng);
  std::uniform_int_distribution<int> x(0, grid.width() - w);
  std::uniform_int_distribution<int> y(0, grid.height() - h);
  const CellArea box{x(rng), y(rng), 0, 0};
  const CellArea area{box.x0, box.y0, box.x0 + w, box.y0 + h};
  const int how = kind(rng);
  for (int cy = area.y0; cy < area.y1; ++cy) {
    for (int cx = area.x0; cx < area.x1; ++cx) {
      const int v = how == 0 ? astar::kBlocked
                             : (how == 1 ? astar::kOpenGround : value(rng));
      grid.set(cx, cy, static_cast<std::uint8_t>(v));
    }
  }
  return area;
}

// Edits a map many times, updating the field after each, and checks it
// against a fresh field each time.
void expect_updates_equal_fresh(std::mt19937& rng, Grid grid,
                                const MovementRules& rules, const Unit& unit,
                                int edits) {
  const Grid walked = astar::unit_grid(grid, unit);
  std::vector<Point> goals{open_point(rng, walked), open_point(rng, walked)};
  auto field = FlowField::compute(grid, goals, rules, unit);
  ASSERT_TRUE(field) << field.error();
  for (int i = 0; i < edits; ++i) {
    const CellArea area = random_edit(rng, grid);
    EXPECT_FALSE(field.value().follows(grid));
    ASSERT_TRUE(field.value().update(grid, area));
    EXPECT_TRUE(field.value().follows(grid));
    // A goal walled in stays a goal: the fresh field gets it as one when
    // it can stand there, and the updated field leaves it unreached.
    std::vector<Point> open_goals;
    const Grid now = astar::unit_grid(grid, unit);
    for (const Point g : goals) {
      if (now.walkable(g)) open_goals.push_back(g);
    }
    if (open_goals.empty()) continue;
    const auto fresh = FlowField::compute(grid, open_goals, rules, unit);
    ASSERT_TRUE(fresh) << fresh.error();
    expect_same_field(field.value(), fresh.value(),
                      "after edit " + std::to_string(i));
  }
}

TEST(FlowField, UpdatesEqualAFreshFieldAfterRandomEdits) {
  std::mt19937 rng(17);
  for (const MovementRules& rules : astar::test::every_rule_set()) {
    const Grid grid = astar::test::random_terrain_grid(rng, 26, 22, 20);
    expect_updates_equal_fresh(rng, grid, rules, {}, 60);
  }
}

TEST(FlowField, UpdatesOfSizedUnitsEqualAFreshField) {
  std::mt19937 rng(23);
  const auto table = astar::TerrainTable::parse("100=wall");
  ASSERT_TRUE(table) << table.error();
  for (const Unit& unit :
       {Unit{2, {}}, Unit{1, table.value()}, Unit{3, table.value()}}) {
    const Grid grid = astar::test::random_terrain_grid(rng, 30, 26, 6);
    expect_updates_equal_fresh(rng, grid, {}, unit, 40);
  }
}

TEST(FlowField, ALocalChangeTouchesALocalRegion) {
  Grid grid(256, 256);
  const std::vector<Point> goals{{10, 10}};
  auto field = FlowField::compute(grid, goals);
  ASSERT_TRUE(field) << field.error();
  // A wall far from the goal moves only the cells behind it.
  for (int y = 200; y < 210; ++y) grid.set(200, y, astar::kBlocked);
  ASSERT_TRUE(field.value().update(grid, {200, 200, 201, 210}));
  const astar::FieldRepair& repair = field.value().last_repair();
  EXPECT_GT(repair.raised, 0);
  EXPECT_LT(repair.touched.size(), grid.cell_count() / 20u);
  EXPECT_FALSE(repair.recomputed);
  const auto fresh = FlowField::compute(grid, goals);
  expect_same_field(field.value(), fresh.value(), "after the wall");
  // Terrain made cheaper lowers cells from the change outwards.
  grid.set(100, 100, astar::value_for_weight(5));
  ASSERT_TRUE(field.value().update(grid, {100, 100, 101, 101}));
  grid.set(100, 100, astar::kOpenGround);
  ASSERT_TRUE(field.value().update(grid, {100, 100, 101, 101}));
  EXPECT_EQ(field.value().last_repair().raised, 0);
  EXPECT_LT(field.value().last_repair().touched.size(),
            grid.cell_count() / 20u);
  expect_same_field(field.value(), FlowField::compute(grid, goals).value(),
                    "after terrain");
}

TEST(FlowField, AGoalWalledInAndOpenedAgain) {
  Grid grid(12, 9);
  const std::vector<Point> goals{{3, 3}, {9, 6}};
  auto field = FlowField::compute(grid, goals);
  ASSERT_TRUE(field) << field.error();
  grid.set(3, 3, astar::kBlocked);
  ASSERT_TRUE(field.value().update(grid, {3, 3, 4, 4}));
  EXPECT_EQ(field.value().step(Point{3, 3}), FieldStep::None);
  const std::vector<Point> other{{9, 6}};
  expect_same_field(field.value(), FlowField::compute(grid, other).value(),
                    "walled in");
  grid.set(3, 3, astar::kOpenGround);
  ASSERT_TRUE(field.value().update(grid, {3, 3, 4, 4}));
  expect_same_field(field.value(), FlowField::compute(grid, goals).value(),
                    "opened");
  EXPECT_FALSE(field.value().update(Grid(5, 5), {0, 0, 1, 1}));
}

// Long paths over the heaviest terrain outgrow 22-bit sums: the field
// keeps wider records and stays exact.
TEST(FlowField, LongHeavyPathsKeepWideRecords) {
  Grid grid(256, 161, astar::value_for_weight(255));
  for (int y = 1; y < grid.height(); y += 2) {
    for (int x = 0; x < grid.width(); ++x) {
      const bool gap = (y / 2) % 2 == 0 ? x == grid.width() - 1 : x == 0;
      if (!gap) grid.set(x, y, astar::kBlocked);
    }
  }
  const std::vector<Point> goals{{0, 0}};
  const MovementRules four{astar::Connectivity::Four};
  auto field = FlowField::compute(grid, goals, four);
  ASSERT_TRUE(field) << field.error();
  EXPECT_TRUE(field.value().wide());
  const std::vector<Point> far{{0, 160}, {200, 158}};
  for (const Point p : far) {
    EXPECT_TRUE(near(field.value().distance(p),
                     search_cost(grid, four, {}, p, goals[0])));
  }
  grid.set(5, 0, astar::value_for_weight(1));
  ASSERT_TRUE(field.value().update(grid, {5, 0, 6, 1}));
  expect_same_field(field.value(),
                    FlowField::compute(grid, goals, four).value(), "wide");
}

}  // namespace flow_field_test
