#include "application/mode_list.hpp"

#include "features/command_palette/palette_mode.hpp"
#include "features/crowds/crowd_mode.hpp"
#include "features/measure/measure_mode.hpp"
#include "features/subgoals/subgoal_mode.hpp"

namespace astar::studio {

// Modes the App does not name: one line each.
Modes::Modes() {
  add<SubgoalMode>();  // under the ruler: its overlay is drawn first
  add<CrowdMode>();
  add<MeasureMode>();
  add<PaletteMode>();
}

}  // namespace astar::studio
