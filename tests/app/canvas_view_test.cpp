// The canvas's screen-to-cell conversion where ImGui has no mouse: its
// position is then -FLT_MAX, which does not fit an int; and the reduced
// copies of the map drawn below a pixel per cell, where walls win.

#include "canvas/canvas_view.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cfloat>
#include <cstdlib>
#include <limits>
#include <vector>

#include "canvas/minified_map.hpp"

namespace astar::studio {
namespace {

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
    levels.update(grid, rect, pixels.data(), kWall,
                  [&](int n, const CellRect& texels) {
                    changed.push_back({n, texels});
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

TEST_F(Minified, AOneCellWallStaysAnUnbrokenLineAtEveryLevel) {
  for (int n = 1; n <= levels.level_count(); ++n) {
    const MinifiedLevel& level = levels.level(n);
    int previous = -1;
    for (int y = 0; y < level.height; ++y) {
      int first = -1;
      for (int x = 0; x < level.width && first < 0; ++x) {
        if (level.walls[y * level.width + x]) first = x;
      }
      ASSERT_GE(first, 0) << "level " << n << " row " << y << " has no wall";
      EXPECT_EQ(level.colours[y * level.width + first], kWall);
      // 8-connected from row to row: no gap.
      if (previous >= 0) {
        EXPECT_LE(std::abs(first - previous), 1);
      }
      previous = first;
    }
  }
}

TEST_F(Minified, ARepaintedTileUpdatesEveryLevelOverIt) {
  // Open ground only (no wall) stays the ground colour when averaged.
  EXPECT_EQ(levels.level(1).colours[0], kGround);
  // Clear the wall in the tile at (160..191, 32..63) and repaint it.
  for (int y = 32; y < 64; ++y) grid.set(kSide - 1 - y, y, kOpenGround);
  paint({160, 32, 192, 64});
  ASSERT_EQ(changed.size(), static_cast<std::size_t>(levels.level_count()));
  const CellRect& texels = changed[0].second;
  EXPECT_EQ(texels.x0, 80);
  EXPECT_EQ(texels.y0, 16);
  EXPECT_EQ(texels.x1, 96);
  EXPECT_EQ(texels.y1, 32);
  const MinifiedLevel& level1 = levels.level(1);
  for (int y = 16; y < 32; ++y) {
    for (int x = 80; x < 96; ++x) {
      EXPECT_EQ(level1.walls[y * level1.width + x], 0) << x << "," << y;
    }
  }
  // The whole map still has its wall elsewhere: the last level holds one.
  EXPECT_EQ(levels.level(levels.level_count()).walls[0], 1);
}

}  // namespace
}  // namespace astar::studio
