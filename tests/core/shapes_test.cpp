#include "astar/edit/shapes.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

namespace astar {
namespace shapes_test {

std::vector<std::string> draw(const Grid& grid,
                              const std::vector<CellSpan>& spans) {
  std::vector<std::string> rows(grid.height(), std::string(grid.width(), '.'));
  for (const CellSpan& span : spans) {
    for (int x = span.x0; x <= span.x1; ++x) {
      EXPECT_EQ(rows[span.y][x], '.')
          << "cell (" << x << "," << span.y << ") twice";
      rows[span.y][x] = '#';
    }
  }
  return rows;
}

TEST(Line, HasBothEndsAndNoGaps) {
  for (const auto& [a, b] :
       std::vector<std::pair<Point, Point>>{{{0, 0}, {9, 3}},
                                            {{9, 3}, {0, 0}},
                                            {{4, 7}, {4, -2}},
                                            {{2, 2}, {2, 2}},
                                            {{-5, 1}, {7, 8}}}) {
    std::vector<Point> points;
    for_each_line_point(a, b, [&](Point p) { points.push_back(p); });
    ASSERT_FALSE(points.empty());
    EXPECT_EQ(points.front(), a);
    EXPECT_EQ(points.back(), b);
    EXPECT_EQ(points.size(),
              static_cast<std::size_t>(
                  std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)) + 1));
    for (std::size_t i = 1; i < points.size(); ++i) {
      EXPECT_LE(std::abs(points[i].x - points[i - 1].x), 1);
      EXPECT_LE(std::abs(points[i].y - points[i - 1].y), 1);
    }
  }
}

TEST(Line, SpansAreClippedToTheMap) {
  const Grid grid(6, 3);
  EXPECT_EQ(draw(grid, line_spans(grid, {-3, 1}, {20, 1})),
            (std::vector<std::string>{"......", "######", "......"}));
  EXPECT_EQ(draw(grid, line_spans(grid, {0, 0}, {5, 2})),
            (std::vector<std::string>{"##....", "..##..", "....##"}));
  EXPECT_TRUE(line_spans(grid, {-5, -5}, {-1, -9}).empty());
}

TEST(Rectangle, OutlineAndFilledAnyCornerOrder) {
  const Grid grid(6, 5);
  EXPECT_EQ(draw(grid, rectangle_spans(grid, {4, 3}, {1, 0}, false)),
            (std::vector<std::string>{".####.", ".#..#.", ".#..#.", ".####.",
                                      "......"}));
  EXPECT_EQ(draw(grid, rectangle_spans(grid, {1, 0}, {4, 3}, true)),
            (std::vector<std::string>{".####.", ".####.", ".####.", ".####.",
                                      "......"}));
  EXPECT_EQ(span_cell_count(rectangle_spans(grid, {2, 2}, {2, 2}, false)), 1);
  EXPECT_EQ(span_cell_count(rectangle_spans(grid, {1, 1}, {1, 3}, false)), 3);
}

TEST(Rectangle, HugeRectanglesCostOneSpanPerVisibleRow) {
  const Grid grid(10, 4);
  const auto spans = rectangle_spans(grid, {-2'000'000'000, -2'000'000'000},
                                     {2'000'000'000, 2'000'000'000}, true);
  EXPECT_EQ(spans.size(), 4u);
  EXPECT_EQ(span_cell_count(spans), 40);
  EXPECT_EQ(span_cell_count(
                rectangle_spans(grid, {-1'000'000, -1}, {1'000'000, 4}, false)),
            0);
}

TEST(Ellipse, FilledAndOutlineOfACircle) {
  const Grid grid(7, 7);
  EXPECT_EQ(draw(grid, ellipse_spans(grid, {0, 0}, {6, 6}, true)),
            (std::vector<std::string>{
                "..###..",
                ".#####.",
                "#######",
                "#######",
                "#######",
                ".#####.",
                "..###..",
            }));
  EXPECT_EQ(draw(grid, ellipse_spans(grid, {0, 0}, {6, 6}, false)),
            (std::vector<std::string>{
                "..###..",
                ".#...#.",
                "#.....#",
                "#.....#",
                "#.....#",
                ".#...#.",
                "..###..",
            }));
}

TEST(Ellipse, OutlineIsTheFilledShapeMinusItsInterior) {
  const Grid grid(30, 20);
  for (const auto& [a, b] :
       std::vector<std::pair<Point, Point>>{{{0, 0}, {29, 19}},
                                            {{3, 2}, {4, 17}},
                                            {{5, 5}, {20, 6}},
                                            {{-10, 4}, {12, 30}},
                                            {{7, 7}, {7, 7}},
                                            {{2, 9}, {27, 9}}}) {
    std::set<std::pair<int, int>> filled;
    for (const CellSpan& s : ellipse_spans(grid, a, b, true)) {
      for (int x = s.x0; x <= s.x1; ++x) filled.insert({x, s.y});
    }
    std::set<std::pair<int, int>> outline;
    for (const CellSpan& s : ellipse_spans(grid, a, b, false)) {
      for (int x = s.x0; x <= s.x1; ++x) outline.insert({x, s.y});
    }
    // Recompute the border from the filled shape, clipped cells included:
    // a cell on the map edge whose outside neighbour is in the ellipse is
    // interior, so compare against the unclipped shape on a large grid.
    const Grid big(200, 200);
    const Point shift{60, 60};
    std::set<std::pair<int, int>> whole;
    for (const CellSpan& s :
         ellipse_spans(big, {a.x + shift.x, a.y + shift.y},
                       {b.x + shift.x, b.y + shift.y}, true)) {
      for (int x = s.x0; x <= s.x1; ++x)
        whole.insert({x - shift.x, s.y - shift.y});
    }
    for (const auto& cell : filled) {
      EXPECT_TRUE(whole.count(cell));
      const auto [x, y] = cell;
      const bool border = !whole.count({x - 1, y}) ||
                          !whole.count({x + 1, y}) ||
                          !whole.count({x, y - 1}) || !whole.count({x, y + 1});
      EXPECT_EQ(outline.count(cell) == 1, border) << x << "," << y;
    }
    for (const auto& cell : outline) EXPECT_TRUE(filled.count(cell));
  }
}

}  // namespace shapes_test
}  // namespace astar
