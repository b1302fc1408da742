// The select tool without a window: the mouse as CanvasInput samples, the
// document in a Workspace, so the rules for drags, clicks, new documents
// and stamps off the map are checked one by one.

#include <gtest/gtest.h>

#include "editing/selection_tool.hpp"
#include "opened_blank.hpp"

namespace astar::studio {
namespace selection_units_test {

constexpr int kLeft = static_cast<int>(MouseButton::Left);

// One frame of the mouse over `cell`.
CanvasInput at(Point cell, bool pressed, bool down, bool released) {
  CanvasInput input;
  input.hovered = true;
  input.cell_unclamped = cell;
  input.pressed[kLeft] = pressed;
  input.held[kLeft] = down;
  input.down[kLeft] = down;
  input.released[kLeft] = released;
  return input;
}

void drag(SelectionTool& tool, Workspace& ws, Notifier& notifier, Point from,
          Point to) {
  tool.handle(at(from, true, true, false), true, ws, notifier);
  tool.handle(at(to, false, true, false), true, ws, notifier);
  tool.handle(at(to, false, false, true), true, ws, notifier);
}

TEST(SelectionTool, ADragIsCutToTheMapAndAClickDropsIt) {
  Workspace ws(WorkspaceConfig{});
  ws.open(opened_blank(10, 6));
  Notifier notifier(false);
  SelectionTool tool;
  drag(tool, ws, notifier, {-4, 3}, {2, 40});
  EXPECT_EQ(tool.selection(ws.grid()), (BlockRect{0, 3, 3, 3}));
  drag(tool, ws, notifier, {5, 5}, {5, 5});
  EXPECT_FALSE(tool.selection(ws.grid()));
  drag(tool, ws, notifier, {-9, -9}, {-1, -2});
  EXPECT_FALSE(tool.selection(ws.grid()));
  // Other tools keep the mouse while nothing is stamped.
  EXPECT_FALSE(tool.handle(at({1, 1}, true, true, false), false, ws, notifier));
}

TEST(SelectionTool, ANewDocumentDropsTheSelectionButNotTheStamp) {
  Workspace ws(WorkspaceConfig{});
  ws.open(opened_blank(10, 6));
  Notifier notifier(false);
  SelectionTool tool;
  drag(tool, ws, notifier, {1, 1}, {3, 2});
  auto copied = tool.copy(ws, notifier);
  ASSERT_TRUE(copied);
  tool.begin_stamp(std::move(*copied), notifier);
  ws.open(opened_blank(8, 8));
  tool.follow(ws);
  EXPECT_FALSE(tool.selection(ws.grid()));
  ASSERT_TRUE(tool.stamp());
  EXPECT_EQ(tool.stamp()->width, 3);
}

TEST(SelectionTool, AStampOffTheMapChangesNothingAndEscapeEndsIt) {
  Workspace ws(WorkspaceConfig{});
  ws.open(opened_blank(6, 6));
  Notifier notifier(false);
  SelectionTool tool;
  tool.begin_stamp(CellBlock{2, 2, {kBlocked, kBlocked, kBlocked, kBlocked}},
                   notifier);
  // The stamp takes the press whatever the tool.
  EXPECT_TRUE(
      tool.handle(at({20, 20}, true, true, false), false, ws, notifier));
  EXPECT_EQ(ws.history().position(), 0u);
  EXPECT_TRUE(tool.handle(at({6, 6}, true, true, false), false, ws, notifier));
  // Its top-left at (6, 6) - (0, 0): all off the map.
  EXPECT_EQ(ws.history().position(), 0u);
  EXPECT_TRUE(tool.handle(at({3, 3}, true, true, false), false, ws, notifier));
  EXPECT_EQ(ws.history().position(), 1u);
  EXPECT_EQ(ws.grid().at(4, 4), kBlocked);
  EXPECT_TRUE(tool.escape(notifier));
  EXPECT_FALSE(tool.stamp());
  EXPECT_FALSE(tool.escape(notifier));
}

}  // namespace selection_units_test
}  // namespace astar::studio
