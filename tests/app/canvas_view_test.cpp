// The canvas's screen-to-cell conversion where ImGui has no mouse: its
// position is then -FLT_MAX, which does not fit an int; and the reduced
// copies of the map drawn below a pixel per cell, where walls win.

#include "canvas/canvas_view.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdlib>
#include <limits>
#include <random>
#include <vector>

#include "canvas/minified_map.hpp"

namespace astar::studio {
namespace canvas_view_test {

TEST(CanvasView, FarPointsGiveFarCellsThatStillLeaveRoomForArithmetic) {
  const CanvasView view;  // 8 pixels a cell, the map at the canvas corner
  EXPECT_EQ(view.cell_at(ImVec2(12, 20)), (Point{1, 2}));
  EXPECT_EQ(view.cell_at(ImVec2(-1, -9)), (Point{-1, -2}));
  for (const float far : {-FLT_MAX, FLT_MAX}) {
    const Point cell = view.cell_at(ImVec2(far, far));
    EXPECT_GT(std::abs(static_cast<long long>(cell.x)), 1'000'000);
    // A stroke from the map to it cannot overflow an int.
    EXPECT_LT(std::abs(static_cast<long long>(cell.x)),
              std::numeric_limits<int>::max() / 4);
    EXPECT_EQ(cell.x, cell.y);
  }
}

// One ImGui frame with the canvas filling a window; the mouse at `mouse`.
class CanvasFrames : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(640, 480);
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  CanvasInput frame(ImVec2 mouse) {
    ImGui::GetIO().MousePos = mouse;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(640, 480));
    ImGui::Begin("canvas");
    CanvasScene scene;
    scene.grid = &grid;
    scene.layers = &layers;
    scene.palette = &palette(PaletteKind::Standard);
    const CanvasInput input = view.draw(scene);
    ImGui::End();
    ImGui::EndFrame();
    return input;
  }

  Grid grid = Grid::create(20, 12).value();
  MapLayers layers;
  CanvasView view;
};

TEST_F(CanvasFrames, WithNoMouseAGestureStaysAtTheLastCell) {
  frame(ImVec2(320, 240));  // ImGui knows the window from the next frame
  const CanvasInput over = frame(ImVec2(320, 240));
  ASSERT_TRUE(over.cell.has_value());
  const CanvasInput gone = frame(ImVec2(-FLT_MAX, -FLT_MAX));
  EXPECT_FALSE(gone.hovered);
  EXPECT_FALSE(gone.cell.has_value());
  EXPECT_EQ(gone.cell_unclamped, *over.cell);
}

// A map with a one-cell diagonal wall from its top-right to its bottom-left
// corner, painted into MinifiedMap a tile row at a time, as MapLayers does.
class Minified : public ::testing::Test {
 protected:
  static constexpr int kSide = 200;
  static constexpr std::uint32_t kWall = 0xFF343028u;
  static constexpr std::uint32_t kGround = 0xFFE6ECECu;

  void SetUp() override {
    for (int i = 0; i < kSide; ++i) grid.set(kSide - 1 - i, i, kBlocked);
    levels.reset(kSide, kSide);
    for (int y0 = 0; y0 < kSide; y0 += 32) paint({0, y0, kSide, y0 + 32});
  }

  // Repaints `rect` (clipped to the map) with the cells' colours.
  void paint(CellRect rect) {
    rect = rect.clipped(kSide, kSide);
    std::vector<std::uint32_t> pixels;
    for (int y = rect.y0; y < rect.y1; ++y) {
      for (int x = rect.x0; x < rect.x1; ++x) {
        pixels.push_back(grid.at(x, y) == kBlocked ? kWall : kGround);
      }
    }
    changed.clear();
    levels.update(
        grid, rect, pixels.data(), kWall,
        [&](int n, const CellRect& texels, const std::uint32_t* colours) {
          changed.push_back({n, texels});
          // What is uploaded is what the level says it draws.
          for (int y = texels.y0; y < texels.y1; ++y) {
            for (int x = texels.x0; x < texels.x1; ++x) {
              EXPECT_EQ(*colours++, levels.level(n).colour(x, y, kWall));
            }
          }
        });
  }

  Grid grid = Grid::create(kSide, kSide).value();
  MinifiedMap levels;
  std::vector<std::pair<int, CellRect>> changed;
};

TEST_F(Minified, LevelsHalveDownToOneTexel) {
  ASSERT_EQ(levels.level_count(), 8);  // 100, 50, 25, 13, 7, 4, 2, 1
  EXPECT_EQ(levels.level(1).width, 100);
  EXPECT_EQ(levels.level(4).width, 13);
  EXPECT_EQ(levels.level(8).width, 1);
  EXPECT_EQ(levels.level_for(1.0), 0);
  EXPECT_EQ(levels.level_for(8.0), 0);
  EXPECT_EQ(levels.level_for(0.5), 1);   // two cells a texel: a pixel
  EXPECT_EQ(levels.level_for(0.49), 2);  // a texel under a pixel: next
  EXPECT_EQ(levels.level_for(1e-6), 8);
}

// The leftmost texel of each row of level `n` darker than `limit` (red
// channel), from row to row; fails when a row has none or the line jumps.
void expect_line_darker_than(const MinifiedLevel& level, int n, double limit,
                             std::uint32_t wall) {
  int previous = -1;
  for (int y = 0; y < level.height; ++y) {
    int first = -1;
    for (int x = 0; x < level.width && first < 0; ++x) {
      if ((level.colour(x, y, wall) & 0xFF) < limit) first = x;
    }
    ASSERT_GE(first, 0) << "level " << n << " row " << y << " has no wall";
    // 8-connected from row to row: no gap.
    if (previous >= 0) {
      EXPECT_LE(std::abs(first - previous), 1) << "level " << n << " row " << y;
    }
    previous = first;
  }
}

TEST_F(Minified, AOneCellWallStaysAnUnbrokenLineAtEveryLevel) {
  // On this map's diagonal x + y = 199 the line crosses whole blocks at
  // the first levels; from 16 cells a texel it passes their corners, and
  // each block is drawn by its share of wall: darker, still a line (up to
  // 32 cells a texel; past that its share rounds away).
  constexpr double kGroundRed = kGround & 0xFF;
  constexpr double kHalfWay = ((kWall & 0xFF) + kGroundRed) / 2.0 + 1;
  for (int n = 1; n <= 5; ++n) {
    expect_line_darker_than(levels.level(n), n, n <= 3 ? kHalfWay : kGroundRed,
                            kWall);
  }
}

TEST_F(Minified, ARepaintedTileUpdatesEveryLevelOverIt) {
  // Open ground only (no wall) stays the ground colour when averaged.
  EXPECT_EQ(levels.level(1).colour(0, 0, kWall), kGround);
  // Clear the wall in the tile at (160..191, 32..63) and repaint it.
  for (int y = 32; y < 64; ++y) grid.set(kSide - 1 - y, y, kOpenGround);
  paint({160, 32, 192, 64});
  ASSERT_EQ(changed.size(), static_cast<std::size_t>(levels.level_count()));
  // The tile's texels and one around them: a texel's colour depends on
  // whether its neighbours hold lines.
  const CellRect& texels = changed[0].second;
  EXPECT_EQ(texels.x0, 79);
  EXPECT_EQ(texels.y0, 15);
  EXPECT_EQ(texels.x1, 97);
  EXPECT_EQ(texels.y1, 33);
  const MinifiedLevel& level1 = levels.level(1);
  for (int y = 16; y < 32; ++y) {
    for (int x = 80; x < 96; ++x) {
      EXPECT_FALSE(level1.crossed(y * level1.width + x)) << x << "," << y;
    }
  }
  // The whole map still has its wall elsewhere: the last level holds one.
  const MinifiedLevel& level5 = levels.level(5);
  bool any_wall = false;
  for (int y = 0; y < level5.height; ++y) {
    for (int x = 0; x < level5.width; ++x) {
      any_wall = any_wall || level5.colour(x, y, kWall) != kGround;
    }
  }
  EXPECT_TRUE(any_wall);
}

TEST_F(Minified, ScatteredWallsShadeByTheirShareAndStraightLinesStayWhole) {
  // A fifth of the cells walls, at random, and one straight wall across.
  std::mt19937 rng(11);
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      grid.set(x, y, rng() % 5 == 0 ? kBlocked : kOpenGround);
    }
  }
  for (int x = 0; x < kSide; ++x) grid.set(x, 101, kBlocked);
  for (int y0 = 0; y0 < kSide; y0 += 32) paint({0, y0, kSide, y0 + 32});
  // Level 3: 8 x 8 cells a texel. Away from the line, the red channel is
  // about a fifth of the way from ground to wall.
  const MinifiedLevel& level = levels.level(3);
  const double ground = kGround & 0xFF;
  const double wall = kWall & 0xFF;
  double darkness = 0;
  int texels = 0;
  for (int y = 0; y < level.height; ++y) {
    if (y == 101 / 8) continue;
    for (int x = 0; x < level.width; ++x) {
      const double red = level.colour(x, y, kWall) & 0xFF;
      darkness += (ground - red) / (ground - wall);
      ++texels;
    }
  }
  EXPECT_NEAR(darkness / texels, 0.2, 0.05);
  // The straight wall is one unbroken wall-coloured row of texels.
  for (int x = 0; x < level.width; ++x) {
    EXPECT_EQ(level.colour(x, 101 / 8, kWall), kWall) << x;
  }
}

}  // namespace canvas_view_test
}  // namespace astar::studio
