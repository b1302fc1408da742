#pragma once
// Every mode of the studio, and the orders the App passes things through
// them in. A new mode is a member here and an entry in the two lists.

#include <array>

#include "features/compare/compare_mode.hpp"
#include "features/edit/edit_mode.hpp"
#include "features/files/files_mode.hpp"
#include "features/lessons/lessons_mode.hpp"
#include "features/links/links_mode.hpp"
#include "features/over_time/over_time_mode.hpp"
#include "features/search/predict_mode.hpp"
#include "features/search/search_mode.hpp"
#include "features/simulate/simulate_mode.hpp"
#include "features/welcome/welcome_mode.hpp"
#include "layout/main_window.hpp"

namespace astar::studio {

struct Modes {
  SearchMode search;
  PredictMode predict;
  CompareMode compare;
  SimulateMode simulate;
  OverTimeMode over_time;
  EditMode edit;
  MainWindow window;
  FilesMode files;
  WelcomeMode welcome{bundled_demo_map()};
  LessonsMode lessons;
  LinksMode links;

  // A request goes to the first mode that takes it: the welcome first, so
  // that Escape closes it; Simulate before the search, so that Space
  // pauses the agents while simulating; the search before the tools, so
  // that Escape stops a run before it ends a drag; predict before the
  // search, so that it sees Reset search go by. Lessons before links: an
  // opened untitled document is a lesson's, else a link's.
  std::array<Mode*, 11> dispatch_order() {
    return {&welcome, &simulate,  &predict, &search,  &edit, &window,
            &compare, &over_time, &files,   &lessons, &links};
  }
  // Panel sections, overlays (bottom first), windows and `state` lines.
  std::array<Mode*, 10> draw_order() {
    return {&search, &predict, &compare, &simulate, &over_time,
            &edit,   &files,   &welcome, &lessons,  &links};
  }
};

}  // namespace astar::studio
