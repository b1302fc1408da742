#include "astar/grid/analysis.hpp"

#include <gtest/gtest.h>

#include <random>

#include "astar/search/search.hpp"
#include "test_maps.hpp"

namespace astar {
namespace analysis_test {

MovementRules rules_of(Connectivity c, DiagonalRule d) {
  MovementRules rules;
  rules.connectivity = c;
  rules.diagonal = d;
  return rules;
}

const MovementRules kFour = rules_of(Connectivity::Four, DiagonalRule::NoCut);
const MovementRules kAlways =
    rules_of(Connectivity::Eight, DiagonalRule::Always);
const MovementRules kNoSqueeze =
    rules_of(Connectivity::Eight, DiagonalRule::NoSqueeze);
const MovementRules kNoCut = rules_of(Connectivity::Eight, DiagonalRule::NoCut);

TEST(AnalysisTest, DiagonalGapsJoinRegionsOnlyWhenCornersMayBeCut) {
  // (0,0) and (1,1) touch only diagonally, between two walls.
  const Grid grid = test::ascii_grid({
      ".#.#.",
      "#..#.",
      "...#.",
  });
  const RegionMap always = label_regions(grid, kAlways);
  EXPECT_EQ(always.count(), 2);
  EXPECT_EQ(always.sizes, (std::vector<std::int64_t>{7, 3}));
  for (const MovementRules& rules : {kFour, kNoSqueeze, kNoCut}) {
    const RegionMap regions = label_regions(grid, rules);
    EXPECT_EQ(regions.count(), 3);
    EXPECT_EQ(regions.sizes, (std::vector<std::int64_t>{1, 6, 3}));
    EXPECT_EQ(regions.largest(), 6);
    EXPECT_EQ(regions.region[0], 0);
    EXPECT_EQ(regions.region[1], kNoRegion);
    EXPECT_EQ(regions.region[2], 1);
    EXPECT_EQ(regions.region[4], 2);
  }
}

TEST(AnalysisTest, OneWallDiagonalsNeverChangeConnectivity) {
  // A diagonal that passes one wall also has the two straight moves round the
  // other side, so 4-connected, no-cut and no-squeeze agree.
  const Grid grid = test::ascii_grid({
      "..#",
      "#.#",
      "#.3",
  });
  for (const MovementRules& rules : {kFour, kNoSqueeze, kNoCut, kAlways}) {
    EXPECT_EQ(label_regions(grid, rules).count(), 1);
  }
}

TEST(AnalysisTest, EdgeCases) {
  EXPECT_EQ(label_regions(Grid(1, 1), kNoCut).count(), 1);
  const RegionMap none = label_regions(Grid(3, 2, kBlocked), kAlways);
  EXPECT_EQ(none.count(), 0);
  EXPECT_EQ(none.largest(), 0);
  ASSERT_EQ(none.region.size(), 6u);
  for (std::size_t cell = 0; cell < 6; ++cell) {
    EXPECT_EQ(none.region[cell], kNoRegion);
  }
  // A map far wider than tall, striped by walls every third column.
  Grid stripes(90, 2);
  for (int x = 2; x < 90; x += 3) {
    stripes.set(x, 0, kBlocked);
    stripes.set(x, 1, kBlocked);
  }
  const RegionMap striped = label_regions(stripes, kAlways);
  EXPECT_EQ(striped.count(), 30);
  EXPECT_EQ(striped.largest(), 4);
}

TEST(AnalysisTest, LabelsTakeOneTwoOrFourBytesAsTheRegionsNeed) {
  // 1 region; 254 and 255 (the most one byte holds, and one more); 65,534
  // and 65,535 (the same for two bytes), each with its ids checked.
  const Grid open(300, 300);
  const RegionMap one = label_regions(open, kFour);
  EXPECT_EQ(one.region.width(), 1);
  EXPECT_EQ(one.sizes, std::vector<std::int64_t>{90000});
  for (const auto& [regions, width] :
       {std::pair{254, 1}, {255, 2}, {65534, 2}, {65535, 4}}) {
    // A row of `regions` single cells, then walls.
    const int side = 2 * 256 + 2;
    Grid grid(side, side, kBlocked);
    for (int id = 0; id < regions; ++id) {
      grid.set(2 * (id % (side / 2)), 2 * (id / (side / 2)), kOpenGround);
    }
    const RegionMap map = label_regions(grid, kAlways);
    SCOPED_TRACE(regions);
    EXPECT_EQ(map.region.width(), width);
    ASSERT_EQ(map.count(), regions);
    for (int id = 0; id < regions; ++id) {
      const int cell =
          grid.index(Point{2 * (id % (side / 2)), 2 * (id / (side / 2))});
      ASSERT_EQ(map.region[static_cast<std::size_t>(cell)], id);
      ASSERT_EQ(map.region[static_cast<std::size_t>(cell + 1)], kNoRegion);
    }
  }
}

TEST(AnalysisTest, ReachabilityAgreesWithRegionsAndSearch) {
  std::mt19937 rng(21);
  Search search;
  for (int round = 0; round < 40; ++round) {
    std::uniform_int_distribution<int> side(1, 30);
    const Grid grid =
        test::random_grid(rng, side(rng), side(rng), 20 + round, 20);
    for (const MovementRules& rules : {kFour, kAlways, kNoSqueeze, kNoCut}) {
      const RegionMap regions = label_regions(grid, rules);
      if (rules != kAlways) {
        EXPECT_EQ(regions.count(), label_regions(grid, kFour).count());
      }
      std::int64_t total = 0;
      for (std::int64_t size : regions.sizes) total += size;
      std::int64_t walkable = 0;
      for (std::uint8_t v : grid.cells()) walkable += v != kBlocked;
      EXPECT_EQ(total, walkable);

      std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
      for (int pick = 0; pick < 6; ++pick) {
        const Point a = grid.point(cell(rng));
        const Point b = grid.point(cell(rng));
        const bool linked = connected(grid, rules, a, b);
        EXPECT_EQ(linked, regions.same_region(grid.index(a), grid.index(b)));
        const std::vector<std::uint8_t> mask = reachable_from(grid, rules, a);
        EXPECT_EQ(mask[grid.index(b)] == 1, linked);
        if (!grid.walkable(a) || !grid.walkable(b)) continue;
        SearchQuery query;
        query.start = a;
        query.goal = b;
        query.rules = rules;
        ASSERT_TRUE(search.start(grid, query).ok());
        EXPECT_EQ(search.run() == SearchStatus::Found, linked);
      }
    }
  }
}

// The word-at-a-time flood against the region labelling's cell-at-a-time
// one, on widths around a word's 64 bits, where rows start mid-word.
TEST(AnalysisTest, ReachableCellsAreTheStartsRegionAtEveryWidth) {
  std::mt19937 rng(77);
  int compared = 0;
  for (const int width : {1, 2, 3, 5, 31, 63, 64, 65, 127, 128, 130}) {
    for (int round = 0; round < 6; ++round) {
      std::uniform_int_distribution<int> rows(1, 70);
      const Grid grid = test::random_grid(rng, width, rows(rng), 10 * round, 0);
      const CellBits open = walkable_cells(grid);
      for (const MovementRules& rules : {kFour, kAlways, kNoSqueeze, kNoCut}) {
        const RegionMap regions = label_regions(grid, rules);
        std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
        const int start = cell(rng);
        const CellBits reached =
            reachable_cells(open, width, rules, grid.point(start));
        ASSERT_EQ(reached.size(), static_cast<std::size_t>(grid.cell_count()));
        for (int c = 0; c < grid.cell_count(); ++c) {
          const bool expected =
              grid.walkable(grid.point(start)) && regions.same_region(start, c);
          ASSERT_EQ(reached[static_cast<std::size_t>(c)], expected)
              << "width " << width << " round " << round << " cell " << c;
        }
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 11 * 6 * 4);
}

TEST(AnalysisTest, ReachableFromAWallIsEmpty) {
  const Grid grid = test::ascii_grid({"#..", "..."});
  EXPECT_EQ(reachable_from(grid, kNoCut, {0, 0}),
            std::vector<std::uint8_t>(6, 0));
  EXPECT_EQ(reachable_from(grid, kNoCut, {5, 5}),
            std::vector<std::uint8_t>(6, 0));
  EXPECT_EQ(reachable_from(grid, kNoCut, {2, 1}),
            (std::vector<std::uint8_t>{0, 1, 1, 1, 1, 1}));
  EXPECT_FALSE(connected(grid, kNoCut, {0, 0}, {1, 0}));
}

TEST(AnalysisTest, HistogramCountsEachValue) {
  const Grid grid = test::ascii_grid({"#.2", "..#"});
  const auto counts = value_histogram(grid);
  EXPECT_EQ(counts[kBlocked], 2);
  EXPECT_EQ(counts[kOpenGround], 3);
  EXPECT_EQ(counts[value_for_weight(2)], 1);
  std::int64_t total = 0;
  for (std::int64_t c : counts) total += c;
  EXPECT_EQ(total, 6);
}

}  // namespace analysis_test
}  // namespace astar
