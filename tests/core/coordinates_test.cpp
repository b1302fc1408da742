// Origins and world frames (astar/grid/coordinates.hpp): the flip is its
// own inverse on the map and keeps cells off the map off it; world
// positions are cell centres and floor back to their cells.

#include "astar/grid/coordinates.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace astar {
namespace coordinates_test {

TEST(Coordinates, OriginsParseAndPrint) {
  for (CellOrigin origin : {CellOrigin::TopLeft, CellOrigin::BottomLeft}) {
    EXPECT_EQ(parse_cell_origin(to_string(origin)), origin);
  }
  EXPECT_FALSE(parse_cell_origin("bottom"));
  EXPECT_FALSE(parse_cell_origin("Top-Left"));
}

TEST(Coordinates, BottomLeftFlipsRowsAndIsItsOwnInverse) {
  const int height = 7;
  for (int y = -2; y < height + 2; ++y) {
    const Point core{3, y};
    const Point shown = to_origin(core, CellOrigin::BottomLeft, height);
    EXPECT_EQ(shown, (Point{3, height - 1 - y}));
    EXPECT_EQ(from_origin(shown, CellOrigin::BottomLeft, height), core);
    EXPECT_EQ(shown.y >= 0 && shown.y < height, y >= 0 && y < height);
    EXPECT_EQ(to_origin(core, CellOrigin::TopLeft, height), core);
  }
  const int lowest = std::numeric_limits<int>::min();
  const int highest = std::numeric_limits<int>::max();
  EXPECT_EQ(to_origin({0, lowest}, CellOrigin::BottomLeft, height).y, highest);
  EXPECT_EQ(to_origin({0, highest}, CellOrigin::BottomLeft, height).y,
            height - 1 - highest);
}

TEST(Coordinates, WorldCentresFloorBackToTheirCells) {
  const WorldFrame frame{0.3, -1.25, 7.1};
  for (Point cell : {Point{0, 0}, Point{5, 9}, Point{-3, 2}, Point{8191, -7}}) {
    const WorldPoint centre = cell_centre(frame, cell);
    EXPECT_EQ(centre.x, -1.25 + (cell.x + 0.5) * 0.3);
    EXPECT_EQ(centre.y, 7.1 + (cell.y + 0.5) * 0.3);
    const Result<Point> back = world_cell(frame, centre);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back.value(), cell);
  }
  const WorldFrame unit{2, 10, 20};
  EXPECT_EQ(world_cell(unit, {12, 19.999}).value(), (Point{1, -1}));
  EXPECT_EQ(world_cell(unit, {11.999, 20}).value(), (Point{0, 0}));
}

TEST(Coordinates, BadFramesAndPositionsAreErrors) {
  const double nan = std::nan("");
  const double inf = std::numeric_limits<double>::infinity();
  for (double size : {0.0, -1.0, nan, inf}) {
    EXPECT_FALSE(check_world_frame({size, 0, 0})) << size;
    EXPECT_FALSE(world_cell({size, 0, 0}, {0, 0})) << size;
  }
  EXPECT_FALSE(check_world_frame({1, nan, 0}));
  EXPECT_FALSE(check_world_frame({1, 0, -inf}));
  EXPECT_TRUE(check_world_frame({1e-9, -5, 5}));
  EXPECT_FALSE(world_cell({1, 0, 0}, {inf, 0}));
  EXPECT_FALSE(world_cell({1, 0, 0}, {0, nan}));
  const Result<Point> far = world_cell({1, 0, 0}, {3e9, 0});
  ASSERT_FALSE(far);
  EXPECT_NE(far.error().find("too far"), std::string::npos);
}

}  // namespace coordinates_test
}  // namespace astar
