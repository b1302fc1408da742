#include "analysis/jump_point_check.hpp"

#include "astar/grid/analysis.hpp"
#include "astar/search/search.hpp"

namespace astar::studio {

std::string JumpPointCheck::problem(const Workspace& workspace,
                                    const MovementRules& rules) {
  const Revisions& now = workspace.revisions();
  if (!known_ || now.document != document_ || now.cells != cells_) {
    terrain_ = has_terrain(workspace.grid());
    document_ = now.document;
    cells_ = now.cells;
    known_ = true;
  }
  return jump_point_problem(rules, terrain_);
}

}  // namespace astar::studio
