// The studio's unit maps and clearance overlay follow the workspace's
// edits locally (UnitMap::update, Clearance::update), without a window:
// after edits they equal maps built afresh, and no full build happened.

#include "search/unit_maps.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "astar/edit/paint.hpp"
#include "derived/clearance_view.hpp"

namespace astar::studio {
namespace {

void paint(Workspace& workspace, int x0, int x1, int y, std::uint8_t value) {
  const std::vector<CellSpan> spans = {{y, x0, x1}};
  ASSERT_TRUE(workspace.apply(
      make_paint_command(workspace.document(), spans, value, "paint")));
}

TEST(UnitMaps, FollowEditsWithoutRebuilding) {
  Workspace workspace{WorkspaceConfig{}};
  OpenedDocument opened;
  opened.document.grid = Grid(96, 80, kOpenGround);
  workspace.open(std::move(opened));
  UnitMaps maps;
  Unit unit;
  unit.size = 3;
  unit.terrain = TerrainTable::parse("5=wall").value();
  EXPECT_EQ(maps.get(workspace, Unit{}), nullptr);  // a cell: the map itself
  auto first = maps.get(workspace, unit);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(maps.builds(), 1);
  paint(workspace, 10, 30, 40, kBlocked);
  paint(workspace, 50, 52, 7, value_for_weight(5));
  auto after = maps.get(workspace, unit);
  EXPECT_EQ(after.get(), first.get());  // the same map, updated in place
  EXPECT_EQ(maps.builds(), 1);
  const UnitMap fresh(workspace.grid(), unit);
  EXPECT_EQ(after->grid().cells(), fresh.grid().cells());
  EXPECT_EQ(after->clearance().values(), fresh.clearance().values());
  // Undo is an edit too.
  ASSERT_TRUE(workspace.undo());
  EXPECT_EQ(maps.get(workspace, unit)->grid().cells(),
            UnitMap(workspace.grid(), unit).grid().cells());
  EXPECT_EQ(maps.builds(), 1);
}

TEST(ClearanceView, WorksOnlyWhileShownAndFollowsEditsLocally) {
  Workspace workspace{WorkspaceConfig{}};
  OpenedDocument opened;
  opened.document.grid = Grid(64, 48, kOpenGround);
  workspace.open(std::move(opened));
  ClearanceView view;
  view.follow(workspace);
  EXPECT_EQ(view.computes(), 0);
  view.set_shown(true);
  view.follow(workspace);
  EXPECT_EQ(view.computes(), 1);
  EXPECT_EQ(view.clearance().at(0), kMaxUnitSize);
  paint(workspace, 20, 21, 10, kBlocked);
  view.follow(workspace);
  EXPECT_EQ(view.computes(), 1);
  EXPECT_EQ(view.clearance().at(10 * 64 + 18), 2);  // two cells left of it
  Clearance fresh;
  fresh.compute(workspace.grid(), TerrainTable());
  EXPECT_EQ(view.clearance().values(), fresh.values());
}

}  // namespace
}  // namespace astar::studio
