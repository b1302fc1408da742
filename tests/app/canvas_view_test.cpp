// The canvas's screen-to-cell conversion where ImGui has no mouse: its
// position is then -FLT_MAX, which does not fit an int.

#include "canvas/canvas_view.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cfloat>
#include <cstdlib>
#include <limits>

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

}  // namespace
}  // namespace astar::studio
