#include "application/mode_list.hpp"

#include "features/command_palette/palette_mode.hpp"
#include "features/compare/compare_mode.hpp"
#include "features/crowds/crowd_mode.hpp"
#include "features/edit/edit_mode.hpp"
#include "features/files/files_mode.hpp"
#include "features/lessons/lessons_mode.hpp"
#include "features/links/links_mode.hpp"
#include "features/measure/measure_mode.hpp"
#include "features/over_time/over_time_mode.hpp"
#include "features/search/predict_mode.hpp"
#include "features/search/search_mode.hpp"
#include "features/simulate/simulate_mode.hpp"
#include "features/subgoals/subgoal_mode.hpp"
#include "features/welcome/welcome_mode.hpp"

namespace astar::studio {

// The one registration list: a feature is one line here.
Modes::Modes() {
  // The main window registers first: its View entries lead their sections.
  window_ = &add<MainWindow>();
  add<SearchMode>();
  add<PredictMode>();
  add<CompareMode>();
  add<SimulateMode>();
  add<OverTimeMode>();
  add<EditMode>();
  add<FilesMode>();
  add<WelcomeMode>(bundled_demo_map());
  add<LessonsMode>();
  add<LinksMode>();
  add<SubgoalMode>();  // under the ruler: its overlay is drawn first
  add<CrowdMode>();
  add<MeasureMode>();
  add<PaletteMode>();
}

}  // namespace astar::studio
