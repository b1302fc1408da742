#include "analysis/clearance_view.hpp"

namespace astar::studio {

void ClearanceView::follow(const Workspace& workspace) {
  if (!shown_) return;
  const TerrainTable& table = workspace.settings().unit.terrain;
  if (!(table == table_)) {
    follower_.forget();
    table_ = table;
  }
  const auto build = [table](const Grid& grid) {
    ClearanceMaps maps;
    maps.cells.compute(grid, table);
    maps.levels.build(maps.cells);
    return maps;
  };
  const auto update = [&table](ClearanceMaps& maps, const Grid& grid,
                               CellArea changed) {
    maps.cells.update(grid, table, changed);
    maps.levels.update(maps.cells, affected_by(grid, changed));
  };
  (void)follower_.follow(workspace, build, update);
}

}  // namespace astar::studio
