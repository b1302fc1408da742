#include "astar/grid/grid.hpp"

#include <gtest/gtest.h>

namespace astar {
namespace grid_test {

TEST(Grid, CellValuesMapToTerrainWeights) {
  EXPECT_EQ(terrain_weight(kOpenGround), 1);
  EXPECT_EQ(terrain_weight(254), 2);
  EXPECT_EQ(terrain_weight(251), 5);
  EXPECT_EQ(terrain_weight(1), 255);
  for (int w = 1; w <= 255; ++w)
    EXPECT_EQ(terrain_weight(value_for_weight(w)), w);
}

TEST(Grid, IndexIsRowMajorOnWideMaps) {
  Grid grid(300, 7);
  EXPECT_EQ(grid.cell_count(), 2100);
  EXPECT_EQ(grid.index(299, 0), 299);
  EXPECT_EQ(grid.index(0, 1), 300);
  for (int i : {0, 1, 299, 300, 1234, 2099}) {
    EXPECT_EQ(grid.index(grid.point(i)), i);
  }
  grid.set(Point{299, 6}, kBlocked);
  EXPECT_EQ(grid.cells().back(), kBlocked);
  EXPECT_FALSE(grid.walkable(Point{299, 6}));
  EXPECT_FALSE(grid.walkable(Point{300, 6}));  // outside counts as blocked
  EXPECT_TRUE(grid.contains(299, 6));
  EXPECT_FALSE(grid.contains(-1, 0));
}

TEST(Grid, CreateRefusesEmptyAndOversizedMaps) {
  EXPECT_TRUE(Grid::create(1, 1));
  EXPECT_TRUE(Grid::create(kMaxGridSide, 1));
  Result<Grid> empty = Grid::create(0, 5);
  ASSERT_FALSE(empty);
  EXPECT_NE(empty.error().find("at least 1"), std::string::npos);
  Result<Grid> huge = Grid::create(kMaxGridSide + 1, 2);
  ASSERT_FALSE(huge);
  EXPECT_NE(huge.error().find("larger than the limit of 8192x8192"),
            std::string::npos);
  // Sizes from files can overflow int; they must be refused, not wrapped.
  EXPECT_FALSE(Grid::create(1LL << 40, 1LL << 40));
}

}  // namespace grid_test
}  // namespace astar
