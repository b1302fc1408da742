// How many bytes a cell's record takes, and that the choice never changes
// an answer: the grid moves keep 8 bytes a cell while their sums fit, and
// a query whose sums outgrow them starts again with 16 and replays to the
// same step, with the same path, cost and counts.
#include <gtest/gtest.h>

#include <cstdint>

#include "astar/search/search.hpp"

namespace astar {
namespace search_records_test {

SearchQuery corner_to_corner(const Grid& grid, Algorithm algorithm) {
  SearchQuery q;
  q.start = {0, 0};
  q.goal = {grid.width() - 1, grid.height() - 1};
  q.algorithm = algorithm;
  return q;
}

TEST(SearchRecords, GridMovesKeepEightBytesACellAndTheOthersSixteen) {
  // Just above the size from which the grid moves keep 8 bytes.
  Grid grid(1100, 1000);
  static_assert(1100 * 1000 > Search::kNarrowAboveCells);
  Search search;
  for (const Algorithm a :
       {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::BreadthFirst,
        Algorithm::Greedy, Algorithm::WeightedAStar}) {
    ASSERT_TRUE(search.start(grid, corner_to_corner(grid, a)));
    EXPECT_EQ(search.record_bytes(), 8u) << to_string(a);
    EXPECT_EQ(search.run(), SearchStatus::Found);
  }
  for (const Algorithm a : {Algorithm::JumpPoint, Algorithm::Theta}) {
    ASSERT_TRUE(search.start(grid, corner_to_corner(grid, a)));
    EXPECT_EQ(search.record_bytes(), Search::kBytesPerCell) << to_string(a);
    EXPECT_EQ(search.run(), SearchStatus::Found);
  }
  // A small map keeps the 16 bytes whose generation makes a query free.
  Grid small(40, 30);
  ASSERT_TRUE(search.start(small, corner_to_corner(small, Algorithm::AStar)));
  EXPECT_EQ(search.record_bytes(), Search::kBytesPerCell);
}

// A corridor that winds through every other row of a map of the heaviest
// terrain: the path's one sum passes 2^29 near its end.
Grid heavy_serpentine(int width, int height) {
  Grid grid(width, height, value_for_weight(255));
  for (int y = 1; y < height; y += 2) {
    const int gap = (y / 2) % 2 == 0 ? width - 1 : 0;
    for (int x = 0; x < width; ++x) {
      if (x != gap) grid.set(x, y, kBlocked);
    }
  }
  return grid;
}

// 1051 corridor rows of 2100 cells: 2,209,150 moves of weight 255 sum to
// 563,333,250, past 2^29 (536,870,912).
TEST(SearchRecords, SumsThatOutgrowEightBytesReplayWithSixteen) {
  constexpr int kWidth = 2100;
  constexpr int kHeight = 2101;
  const Grid grid = heavy_serpentine(kWidth, kHeight);
  SearchQuery q = corner_to_corner(grid, Algorithm::AStar);
  q.rules.connectivity = Connectivity::Four;
  constexpr std::int64_t kRows = (kHeight + 1) / 2;
  constexpr std::int64_t kMoves = kRows * (kWidth - 1) + (kRows - 1) * 2;
  static_assert(kMoves * 255 > (std::int64_t{1} << 29));

  // One step at a time: the step that overflows is replayed, not counted
  // twice.
  Search stepped;
  stepped.set_step_recording(false);
  ASSERT_TRUE(stepped.start(grid, q));
  EXPECT_EQ(stepped.record_bytes(), 8u);
  std::int64_t calls = 0;
  while (stepped.step() == SearchStatus::Running) ++calls;
  ASSERT_EQ(stepped.status(), SearchStatus::Found);
  EXPECT_EQ(stepped.record_bytes(), Search::kBytesPerCell);
  EXPECT_EQ(stepped.cost(), static_cast<double>(kMoves * 255));
  EXPECT_EQ(stepped.path().size(), static_cast<std::size_t>(kMoves + 1));
  EXPECT_EQ(stepped.step_count(), calls + 1);
  EXPECT_EQ(stepped.stats().expanded, calls + 1);

  // The next query on the same map starts wide, and agrees.
  ASSERT_TRUE(stepped.start(grid, q));
  EXPECT_EQ(stepped.record_bytes(), Search::kBytesPerCell);
  Search fresh;
  fresh.set_step_recording(false);
  ASSERT_TRUE(fresh.start(grid, q));
  EXPECT_EQ(fresh.run(), SearchStatus::Found);
  EXPECT_EQ(stepped.run(), SearchStatus::Found);
  EXPECT_EQ(fresh.cost(), stepped.cost());
  EXPECT_EQ(fresh.path(), stepped.path());
  EXPECT_EQ(fresh.stats().expanded, stepped.stats().expanded);
  EXPECT_EQ(fresh.stats().pushed, stepped.stats().pushed);
}

}  // namespace search_records_test
}  // namespace astar
