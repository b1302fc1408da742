#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "astar/path/post_process.hpp"
#include "astar/search/search.hpp"
#include "segment_reference.hpp"
#include "test_maps.hpp"

namespace astar {
namespace theta_star_test {

using test::ascii_document;

SearchQuery theta_query(Point start, Point goal, MovementRules rules = {}) {
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  query.rules = rules;
  query.algorithm = Algorithm::Theta;
  return query;
}

TEST(ThetaStar, RunsStraightAcrossOpenGround) {
  const Grid grid(20, 12);
  Search search;
  ASSERT_TRUE(search.start(grid, theta_query({1, 2}, {18, 9})));
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.path(),
            (std::vector<int>{grid.index(1, 2), grid.index(18, 9)}));
  EXPECT_DOUBLE_EQ(search.cost(), std::hypot(17.0, 7.0));
  EXPECT_EQ(search.parent(grid.index(18, 9)), grid.index(1, 2));
  EXPECT_EQ(search.query().resolved_heuristic(), Heuristic::Euclidean);
  EXPECT_EQ(parse_algorithm("theta"), Algorithm::Theta);
  EXPECT_EQ(to_string(Algorithm::Theta), "theta");
}

TEST(ThetaStar, BendsOnlyAtCorners) {
  const Document doc = ascii_document({
      "S.........",
      "..........",
      "#######...",
      "..........",
      "G.........",
  });
  Search search;
  ASSERT_TRUE(search.start(doc.grid, theta_query(*doc.start, *doc.goal)));
  ASSERT_EQ(search.run(), SearchStatus::Found);
  // Around the end of the wall: start, one or two vertices by its corner,
  // goal.
  EXPECT_GE(search.path().size(), 3u);
  EXPECT_LE(search.path().size(), 4u);
  const std::vector<Point> points = to_points(doc.grid, search.path());
  EXPECT_EQ(polyline_cost(doc.grid, search.query().rules, points).value(),
            search.cost());
}

// The map: a band of weight-250 cells between start and goal. The
// cost Theta* reports is the integral of the weight along its segments,
// the band paid by the length inside it, whether a segment crosses it at
// an angle, at 45 degrees or along an axis.
TEST(ThetaStar, PaysABandOfDearTerrainAlongTheLine) {
  Grid grid(16, 9);
  for (int y = 0; y < 9; ++y) {
    for (int x = 6; x < 9; ++x) grid.set(x, y, value_for_weight(250));
  }
  for (const Point goal : {Point{15, 8}, Point{15, 1}, Point{12, 5}}) {
    Search search;
    ASSERT_TRUE(search.start(grid, theta_query({1, 1}, goal)));
    ASSERT_EQ(search.run(), SearchStatus::Found);
    const std::vector<Point> points = to_points(grid, search.path());
    const double reference =
        test::reference_polyline_cost(grid, search.query().rules, points);
    EXPECT_NEAR(search.cost(), reference, 1e-9 * reference);
    // It must cross the three columns of the band: at least 3 * 250.
    EXPECT_GE(search.cost(), 3 * 250.0);
  }
}

TEST(ThetaStar, RefusesFourConnectivity) {
  const Grid grid(4, 4);
  Search search;
  const Status started = search.start(
      grid, theta_query({0, 0}, {3, 3}, MovementRules{Connectivity::Four}));
  ASSERT_FALSE(started);
  EXPECT_EQ(started.error(),
            "Theta* needs 8-connectivity: its any-angle segments extend the "
            "diagonal moves");
  EXPECT_EQ(search.status(), SearchStatus::Idle);
}

TEST(ThetaStar, GIsExactAfterRewinding) {
  // The first random map whose search takes a few hundred steps.
  std::mt19937 rng(77);
  const Point start{0, 0}, goal{39, 29};
  Grid open;
  Search recorded;
  for (int tries = 0; tries < 50 && recorded.step_count() < 300; ++tries) {
    open = test::random_grid(rng, 40, 30, 20, 30);
    open.set(start, kOpenGround);
    open.set(goal, kOpenGround);
    ASSERT_TRUE(recorded.start(open, theta_query(start, goal)));
    recorded.set_recording(true, 1 << 16);  // small: forces dropped halves
    recorded.run();
  }
  const std::int64_t total = recorded.step_count();
  ASSERT_GT(total, 300);
  for (std::int64_t target : {total / 2, std::int64_t{5}, total - 1, total / 3,
                              std::int64_t{0}, total}) {
    recorded.seek(target);
    Search fresh;
    ASSERT_TRUE(fresh.start(open, theta_query(start, goal)));
    fresh.run_slice(target);
    ASSERT_EQ(recorded.step_count(), fresh.step_count());
    ASSERT_EQ(recorded.stats(), fresh.stats());
    for (int c = 0; c < open.cell_count(); ++c) {
      ASSERT_EQ(recorded.state(c), fresh.state(c)) << target << " " << c;
      ASSERT_EQ(recorded.parent(c), fresh.parent(c)) << target << " " << c;
      const double g = recorded.g(c);
      ASSERT_TRUE(g == fresh.g(c)) << target << " " << c;
    }
    EXPECT_EQ(recorded.path(), fresh.path());
    EXPECT_EQ(recorded.last_expanded(), fresh.last_expanded());
  }
}

TEST(ThetaStar, ViewsSeeLongParentLinksAndRealG) {
  const Grid grid(12, 12);
  Search search;
  ASSERT_TRUE(search.start(grid, theta_query({0, 0}, {11, 5})));
  for (int i = 0; i < 4; ++i) search.step();
  bool long_link = false;
  for (int c = 0; c < grid.cell_count(); ++c) {
    if (search.state(c) == CellState::Unseen) continue;
    const int p = search.parent(c);
    if (p < 0) continue;
    const Point a = grid.point(p), b = grid.point(c);
    if (std::abs(a.x - b.x) > 1 || std::abs(a.y - b.y) > 1) long_link = true;
    EXPECT_DOUBLE_EQ(search.g(c),
                     search.g(p) + std::hypot(a.x - b.x, a.y - b.y));
    EXPECT_DOUBLE_EQ(search.f(c), search.g(c) + search.h(c));
  }
  EXPECT_TRUE(long_link);
  for (std::size_t i = 0; i < search.last_touched().size(); ++i) {
    const int n = search.last_touched()[i];
    EXPECT_EQ(search.g_through(search.last_expanded(), n), search.g(n));
  }
  for (const OpenEntry& e : search.open_list(5)) {
    EXPECT_EQ(e.g, search.g(e.cell));
  }
}

// Random maps, every diagonal rule, both cost models, open ground, light
// terrain or weights up to 255, checked against 8-way A*'s path under the
// same line price and independent clearance and line-integral references.
TEST(ThetaStar, PropertiesOnRandomMaps) {
  std::mt19937 rng(4242);
  int found = 0, shorter = 0, heavy = 0;
  for (int map = 0; map < 300; ++map) {
    const int w = 8 + map % 33, h = 8 + (map * 11) % 33;
    const int walls = (map * 7) % 46;
    const Grid grid = map % 4 == 1 ? test::random_terrain_grid(rng, w, h, walls)
                                   : test::random_grid(rng, w, h, walls,
                                                       map % 4 == 0 ? 50 : 0);
    const MovementRules rules{
        Connectivity::Eight, static_cast<DiagonalRule>(map % 3),
        (map / 3) % 2 == 0 ? StepCosts::Exact : StepCosts::TenFourteen};
    std::uniform_int_distribution<int> x(0, w - 1), y(0, h - 1);
    const Point start{x(rng), y(rng)}, goal{x(rng), y(rng)};
    if (!grid.walkable(start) || !grid.walkable(goal)) continue;
    const std::string where = "map " + std::to_string(map);

    SearchQuery astar_query = theta_query(start, goal, rules);
    astar_query.algorithm = Algorithm::AStar;
    Search astar, theta;
    ASSERT_TRUE(astar.start(grid, astar_query));
    ASSERT_TRUE(theta.start(grid, theta_query(start, goal, rules)));
    ASSERT_EQ(astar.run(), theta.run()) << where;
    if (theta.status() != SearchStatus::Found) continue;
    ++found;

    // The grid move is always on offer at the same price, so Theta* never
    // costs more than the grid path; on open ground that is A*'s cost.
    const double grid_line = path_line_cost(grid, rules, astar.path());
    EXPECT_LE(theta.cost(), grid_line * (1 + 1e-12)) << where;
    if (theta.cost() < grid_line - 1e-9) ++shorter;
    if (map % 4 == 1) ++heavy;
    // Every weight is at least 1.
    EXPECT_GE(theta.cost(), rules.straight_cost() *
                                std::hypot(goal.x - start.x, goal.y - start.y) *
                                (1 - 1e-12))
        << where;
    const std::vector<Point> points = to_points(grid, theta.path());
    EXPECT_EQ(points.front(), start);
    EXPECT_EQ(points.back(), goal);
    for (std::size_t i = 1; i < points.size(); ++i) {
      EXPECT_TRUE(
          test::reference_clear(grid, rules.diagonal, points[i - 1], points[i]))
          << where << " segment " << i;
    }
    EXPECT_EQ(polyline_cost(grid, rules, points).value(), theta.cost())
        << where;
    EXPECT_NEAR(theta.cost(),
                test::reference_polyline_cost(grid, rules, points),
                1e-9 * theta.cost())
        << where;
    // The cells it crosses are a legal grid walk under the same rule.
    const std::vector<int> crossed = cells_along(grid, points);
    for (std::size_t i = 1; i < crossed.size(); ++i) {
      EXPECT_TRUE(is_legal_move(grid, rules, grid.point(crossed[i - 1]),
                                grid.point(crossed[i])))
          << where << " cell " << i;
    }
  }
  EXPECT_GT(found, 150);
  EXPECT_GT(shorter, 50);
  EXPECT_GT(heavy, 30);
}

}  // namespace theta_star_test
}  // namespace astar
