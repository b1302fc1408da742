#include "astar/edit/paint.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "test_maps.hpp"

namespace astar {
namespace paint_test {

using test::ascii_document;

std::vector<std::string> ascii(const Grid& grid) {
  std::vector<std::string> rows;
  for (int y = 0; y < grid.height(); ++y) {
    std::string row;
    for (int x = 0; x < grid.width(); ++x) {
      row += grid.at(x, y) == kBlocked      ? '#'
             : grid.at(x, y) == kOpenGround ? '.'
                                            : 't';
    }
    rows.push_back(row);
  }
  return rows;
}

BrushSettings walls(int size, BrushTip tip = BrushTip::Square,
                    Mirror mirror = Mirror::None) {
  return BrushSettings{size, tip, mirror, kBlocked};
}

TEST(Brush, SquareCoversSizeSquaredCells) {
  for (int size = 1; size <= kMaxBrushSize; ++size) {
    EXPECT_EQ(brush_offsets(size, BrushTip::Square).size(),
              static_cast<std::size_t>(size * size));
  }
}

TEST(Brush, RoundIsSymmetricAndInsideTheSquare) {
  for (int size = 1; size <= kMaxBrushSize; ++size) {
    const std::vector<Point> round = brush_offsets(size, BrushTip::Round);
    EXPECT_LE(round.size(), static_cast<std::size_t>(size * size));
    if (size >= 4) {
      EXPECT_LT(round.size(), static_cast<std::size_t>(size * size));
    }
    const int lo = -(size - 1) / 2;
    const int hi = lo + size - 1;
    for (const Point& p : round) {
      // Mirror within the brush's own square.
      const Point mirrored{lo + hi - p.x, p.y};
      EXPECT_NE(std::find(round.begin(), round.end(), mirrored), round.end());
      const Point transposed{p.y, p.x};
      EXPECT_NE(std::find(round.begin(), round.end(), transposed), round.end());
    }
  }
  EXPECT_EQ(brush_offsets(1, BrushTip::Round).size(), 1u);
}

TEST(Brush, RoundOfFiveHasNoCorners) {
  Document doc{Grid(7, 7), std::nullopt, std::nullopt};
  StrokeBuilder stroke;
  stroke.begin(doc, walls(5, BrushTip::Round), {3, 3});
  (void)stroke.finish("Paint walls");
  EXPECT_EQ(ascii(doc.grid), (std::vector<std::string>{
                                 ".......",
                                 "..###..",
                                 ".#####.",
                                 ".#####.",
                                 ".#####.",
                                 "..###..",
                                 ".......",
                             }));
}

TEST(Stroke, FastDragLeavesNoGaps) {
  Document doc{Grid(40, 20), std::nullopt, std::nullopt};
  StrokeBuilder stroke;
  stroke.begin(doc, walls(1), {0, 0});
  stroke.extend(doc, {39, 19});  // one sample across the whole map
  stroke.extend(doc, {0, 19});
  const EditCommand command = stroke.finish("Paint walls");
  std::set<std::pair<int, int>> expected;
  for_each_line_point(Point{0, 0}, Point{39, 19}, [&](Point p) {
    expected.insert({p.x, p.y});
  });
  for_each_line_point(Point{39, 19}, Point{0, 19}, [&](Point p) {
    expected.insert({p.x, p.y});
  });
  EXPECT_EQ(command.cells.size(), expected.size());
  for (const auto& [x, y] : expected) EXPECT_EQ(doc.grid.at(x, y), kBlocked);
  for (int x = 0; x < 40; ++x) EXPECT_EQ(doc.grid.at(x, 19), kBlocked);
  EXPECT_EQ(doc.grid.at(0, 0), kBlocked);
}

TEST(Stroke, RemembersTheFirstBeforeValueOfEachCell) {
  Document doc = ascii_document({"5....", ".....", "....."});
  const Document original = doc;
  StrokeBuilder stroke;
  stroke.begin(doc, walls(3), {1, 1});
  stroke.extend(doc, {3, 1});
  stroke.extend(doc, {1, 1});  // back over the same cells
  const EditCommand command = stroke.finish("Paint walls");
  EXPECT_EQ(command.cells.size(), 15u);
  EXPECT_EQ(command.label, "Paint walls");
  EditHistory history;
  ASSERT_TRUE(history.record_applied(command));
  ASSERT_TRUE(history.undo(doc));
  EXPECT_EQ(doc, original);
  EXPECT_FALSE(stroke.active());
}

TEST(Stroke, WallsSkipTheMarkersButTerrainDoesNot) {
  Document doc = ascii_document({"S.G"});
  StrokeBuilder stroke;
  stroke.begin(doc, walls(1), {0, 0});
  stroke.extend(doc, {2, 0});
  EXPECT_EQ(stroke.finish("Paint walls").cells.size(), 1u);
  EXPECT_EQ(ascii(doc.grid), (std::vector<std::string>{".#."}));

  stroke.begin(
      doc,
      BrushSettings{1, BrushTip::Square, Mirror::None, value_for_weight(5)},
      {0, 0});
  stroke.extend(doc, {2, 0});
  EXPECT_EQ(stroke.finish("Paint terrain").cells.size(), 3u);
  EXPECT_EQ(ascii(doc.grid), (std::vector<std::string>{"ttt"}));
}

TEST(Stroke, MirrorPaintsSymmetricCells) {
  Document doc{Grid(9, 6), std::nullopt, std::nullopt};
  StrokeBuilder stroke;
  stroke.begin(doc, walls(2, BrushTip::Square, Mirror::Both), {0, 0});
  stroke.extend(doc, {2, 1});
  (void)stroke.finish("Paint walls");
  const std::vector<std::string> rows = ascii(doc.grid);
  EXPECT_EQ(rows, (std::vector<std::string>{
                      "##.....##",
                      "####.####",
                      ".###.###.",
                      ".###.###.",
                      "####.####",
                      "##.....##",
                  }));
  for (Mirror mirror : {Mirror::X, Mirror::Y}) {
    Document single{Grid(8, 5), std::nullopt, std::nullopt};
    stroke.begin(single, walls(1, BrushTip::Square, mirror), {1, 1});
    (void)stroke.finish("Paint walls");
    EXPECT_EQ(single.grid.at(1, 1), kBlocked);
    if (mirror == Mirror::X) {
      EXPECT_EQ(single.grid.at(6, 1), kBlocked);
      EXPECT_EQ(single.grid.at(1, 3), kOpenGround);
    } else {
      EXPECT_EQ(single.grid.at(1, 3), kBlocked);
      EXPECT_EQ(single.grid.at(6, 1), kOpenGround);
    }
  }
}

TEST(Stroke, CancelPutsEverythingBack) {
  Document doc = ascii_document({"..3..", ".....", "....#"});
  const Document original = doc;
  StrokeBuilder stroke;
  stroke.begin(doc, walls(2), {0, 0});
  stroke.extend(doc, {4, 2});
  EXPECT_FALSE(stroke.changes().empty());
  stroke.cancel(doc);
  EXPECT_EQ(doc, original);
  // The builder is reusable afterwards and starts from a clean slate.
  stroke.begin(doc, walls(1), {1, 1});
  EXPECT_EQ(stroke.finish("Paint walls").cells.size(), 1u);
}

TEST(Stroke, SamplesFarOutsideTheMapAreCheap) {
  Document doc{Grid(8, 8), std::nullopt, std::nullopt};
  StrokeBuilder stroke;
  stroke.begin(doc, walls(64), {-1'000'000, 4});
  stroke.extend(doc, {1'000'000, 4});
  const EditCommand command = stroke.finish("Paint walls");
  EXPECT_EQ(command.cells.size(), 64u);
}

TEST(PaintCommand, PaintsSpansOnceAndSkipsUnchangedCells) {
  Document doc = ascii_document({"#...", "...G"});
  const std::vector<CellSpan> spans{
      {0, -3, 2}, {0, 1, 3}, {1, 0, 10}, {5, 0, 1}};
  const EditCommand command =
      make_paint_command(doc, spans, kBlocked, "Rectangle");
  // Row 0: cells 1..3 (0 is already a wall); row 1: 0..2 (3 is the goal).
  EXPECT_EQ(command.cells.size(), 6u);
  EXPECT_TRUE(std::is_sorted(command.cells.begin(), command.cells.end(),
                             [](const CellChange& a, const CellChange& b) {
                               return a.index < b.index;
                             }));
}

}  // namespace paint_test
}  // namespace astar
