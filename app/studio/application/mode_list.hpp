#pragma once
// Every mode of the studio, each registered in one line: `add<Mode>()`
// makes it, lets it declare what it carries out (Mode::declare) and puts
// it in the order frames pass through the modes: panel sections,
// overlays (bottom first), windows and `state` lines follow this order.
// Requests do not: each goes to the mode that registered it.
//
// A mode the App wires by name (to start a simulation, say) gets a named
// reference; any other is one `add<...>()` line in the constructor.

#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "commands/command_registry.hpp"
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

class Modes {
  // First: the references below are made into it.
  std::vector<std::unique_ptr<Mode>> owned_;
  std::vector<Mode*> order_;
  CommandRegistry registry_;

  template <class M, class... Args>
  M& add(Args&&... args) {
    auto mode = std::make_unique<M>(std::forward<Args>(args)...);
    M& made = *mode;
    owned_.push_back(std::move(mode));
    order_.push_back(&made);
    made.declare(registry_);
    return made;
  }

 public:
  Modes();
  Modes(const Modes&) = delete;
  Modes& operator=(const Modes&) = delete;

  // The main window registers first: its View entries lead their sections.
  MainWindow& window = add<MainWindow>();
  SearchMode& search = add<SearchMode>();
  PredictMode& predict = add<PredictMode>();
  CompareMode& compare = add<CompareMode>();
  SimulateMode& simulate = add<SimulateMode>();
  OverTimeMode& over_time = add<OverTimeMode>();
  EditMode& edit = add<EditMode>();
  FilesMode& files = add<FilesMode>();
  WelcomeMode& welcome = add<WelcomeMode>(bundled_demo_map());
  LessonsMode& lessons = add<LessonsMode>();
  LinksMode& links = add<LinksMode>();

  // Which mode a left press on the canvas goes to (Predict, Measure or the
  // tools): the modes that take it over share it (ModeContext::clicks).
  CanvasClicks clicks;

  std::span<Mode* const> draw_order() const { return order_; }
  const CommandRegistry& registry() const { return registry_; }
};

}  // namespace astar::studio
