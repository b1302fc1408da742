#include "derived/clearance_view.hpp"

namespace astar::studio {

void ClearanceView::follow(const Workspace& workspace) {
  if (!shown_) return;
  const Revisions& now = workspace.revisions();
  const Grid& grid = workspace.grid();
  const TerrainTable& table = workspace.settings().unit.terrain;
  const bool fresh = !known_ || now.document != document_ ||
                     !(table == table_) || clearance_.width() != grid.width() ||
                     clearance_.height() != grid.height();
  if (fresh) {
    clearance_.compute(grid, table);
    ++computes_;
  } else if (now.cells != cells_) {
    const CellRect changed = workspace.cells_changed_since(cells_);
    clearance_.update(grid, table,
                      {changed.x0, changed.y0, changed.x1, changed.y1});
  }
  known_ = true;
  document_ = now.document;
  cells_ = now.cells;
  table_ = table;
}

}  // namespace astar::studio
