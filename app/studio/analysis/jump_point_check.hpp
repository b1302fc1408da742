#pragma once
// Whether Jump Point Search can run on the document's map under given
// rules, and why not: the settings grey it out with this reason. The map
// is read again only when its cells moved, not every frame.

#include <cstdint>
#include <string>

#include "astar/grid/movement.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class JumpPointCheck {
 public:
  // Empty when JPS can run; otherwise the reason, for a tooltip.
  std::string problem(const Workspace& workspace, const MovementRules& rules);

 private:
  bool known_ = false;
  std::uint64_t document_ = 0;
  std::uint64_t cells_ = 0;
  bool terrain_ = false;
};

}  // namespace astar::studio
