// The app's pieces that need no window: stroke lines, stroke rules, default
// markers, frame statistics and the palette.

#include <gtest/gtest.h>

#include <set>

#include "default_markers.hpp"
#include "frame_stats.hpp"
#include "palette.hpp"
#include "tools.hpp"

namespace astar::studio {
namespace {

TEST(LineCells, ConnectsEveryStepWithoutGaps) {
  for (const auto& [a, b] :
       std::vector<std::pair<Point, Point>>{{{0, 0}, {7, 3}},
                                            {{5, 5}, {-3, 9}},
                                            {{2, 8}, {2, -4}},
                                            {{1, 1}, {1, 1}},
                                            {{9, 0}, {0, 9}}}) {
    const auto cells = line_cells(a, b);
    ASSERT_FALSE(cells.empty());
    EXPECT_EQ(cells.front(), a);
    EXPECT_EQ(cells.back(), b);
    for (std::size_t i = 1; i < cells.size(); ++i) {
      EXPECT_LE(std::abs(cells[i].x - cells[i - 1].x), 1);
      EXPECT_LE(std::abs(cells[i].y - cells[i - 1].y), 1);
      EXPECT_FALSE(cells[i] == cells[i - 1]);
    }
    EXPECT_EQ(static_cast<int>(cells.size()),
              std::max(std::abs(b.x - a.x), std::abs(b.y - a.y)) + 1);
  }
}

TEST(Strokes, ModifiersAndButtonsPickTheAction) {
  Document doc;
  doc.grid = Grid(10, 10);
  doc.start = Point{1, 1};
  doc.goal = Point{8, 8};
  ToolSettings tools;
  tools.tool = Tool::Erase;
  using Kind = StrokeAction::Kind;
  const Point cell{4, 4};
  EXPECT_EQ(resolve_stroke(tools, MouseButton::Left, {}, doc, cell)->value,
            kOpenGround);
  EXPECT_EQ(resolve_stroke(tools, MouseButton::Left, {.ctrl = true}, doc, cell)
                ->value,
            kBlocked);
  tools.tool = Tool::Wall;
  EXPECT_EQ(
      resolve_stroke(tools, MouseButton::Left, {.alt = true}, doc, cell)->value,
      kOpenGround);
  EXPECT_EQ(resolve_stroke(tools, MouseButton::Right, {}, doc, cell)->value,
            kOpenGround);
  EXPECT_FALSE(resolve_stroke(tools, MouseButton::Middle, {}, doc, cell));
  EXPECT_EQ(resolve_stroke(tools, MouseButton::Left, {}, doc, {1, 1})->kind,
            Kind::MoveStart);
  EXPECT_EQ(resolve_stroke(tools, MouseButton::Left, {}, doc, {8, 8})->kind,
            Kind::MoveGoal);
  tools.tool = Tool::Terrain;
  tools.terrain_weight = 10;
  EXPECT_EQ(resolve_stroke(tools, MouseButton::Left, {}, doc, cell)->value,
            value_for_weight(10));
}

TEST(Strokes, OneCommandPerStrokeThatKeepsMarkersWalkable) {
  Document doc;
  doc.grid = Grid(10, 4);
  doc.start = Point{3, 1};
  StrokeEditor editor;
  StrokeAction wall{StrokeAction::Kind::Paint, kBlocked, "Paint walls"};
  editor.begin(doc, wall, {0, 1});
  const StrokeFeedback feedback = editor.extend(doc, {9, 1});
  EXPECT_FALSE(feedback.refusal.empty());
  // Painting back over a cell keeps one change for it.
  editor.extend(doc, {0, 1});
  auto command = editor.finish();
  ASSERT_TRUE(command);
  EXPECT_EQ(command->cells.size(), 9u);
  std::set<int> indices;
  for (const CellChange& change : command->cells) {
    EXPECT_EQ(change.before, kOpenGround);
    EXPECT_EQ(change.after, kBlocked);
    indices.insert(change.index);
  }
  EXPECT_EQ(indices.size(), 9u);
  EXPECT_EQ(doc.grid.at(3, 1), kOpenGround);
  EXPECT_FALSE(editor.active());
}

TEST(DefaultMarkers, NearestWalkableToTheCorners) {
  Grid grid(6, 4, kBlocked);
  grid.set(2, 0, kOpenGround);
  grid.set(0, 1, kOpenGround);
  grid.set(5, 1, kOpenGround);
  grid.set(3, 3, kOpenGround);
  EXPECT_EQ(*walkable_nearest_top_left(grid), (Point{0, 1}));
  EXPECT_EQ(*walkable_nearest_bottom_right(grid), (Point{3, 3}));
  EXPECT_FALSE(walkable_nearest_top_left(Grid(3, 3, kBlocked)));
}

TEST(FrameStats, MeanAndNearestRankP95) {
  FrameStats stats;
  for (int i = 1; i <= 20; ++i) stats.add(i);
  EXPECT_DOUBLE_EQ(stats.mean(), 10.5);
  EXPECT_DOUBLE_EQ(stats.p95(), 19.0);
  EXPECT_EQ(stats.summary(), "frames 20 mean_ms 10.500 p95_ms 19.000");
}

TEST(Palette, EveryLegendColourIsDistinct) {
  for (PaletteKind kind :
       {PaletteKind::Standard, PaletteKind::ColourBlindSafe}) {
    const Palette& p = palette(kind);
    std::vector<Rgba> colours = {p.wall,    p.open_ground, p.open, p.closed,
                                 p.current, p.touched,     p.path, p.path_line,
                                 p.start,   p.goal};
    for (int w : kTerrainLevels) {
      colours.push_back(cell_colour(p, value_for_weight(w)));
    }
    for (std::size_t i = 0; i < colours.size(); ++i) {
      for (std::size_t j = i + 1; j < colours.size(); ++j) {
        EXPECT_FALSE(colours[i] == colours[j])
            << to_string(kind) << " " << i << " " << j;
      }
    }
  }
}

}  // namespace
}  // namespace astar::studio
