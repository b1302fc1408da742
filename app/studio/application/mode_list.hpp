#pragma once
// Every mode of the studio, registered in one list (mode_list.cpp), one
// line each and none by name: `add<Mode>()` makes it, lets it declare what
// it carries out (Mode::declare) and puts it in the order frames pass
// through the modes: panel sections, overlays (bottom first), windows and
// `state` lines follow this order. Requests do not: each goes to the mode
// that registered it. The App reaches the modes only through the Mode
// interface, the registry and what they publish (modes/board.hpp).

#include <cstdlib>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "commands/command_registry.hpp"
#include "editing/canvas_tools.hpp"
#include "layout/main_window.hpp"
#include "modes/canvas_clicks.hpp"

namespace astar::studio {

class Modes {
  std::vector<std::unique_ptr<Mode>> owned_;
  std::vector<Mode*> order_;
  CommandRegistry registry_;
  MainWindow* window_ = nullptr;

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

  // The window the modes draw into: the layout, which is no feature.
  MainWindow& window() { return *window_; }
  // The mode of type M, for start-up's options and the tests that drive
  // one mode. The constructor registers every mode, so a missing one is
  // a mistake of mode_list.cpp.
  template <class M>
  M& get() const {
    for (const std::unique_ptr<Mode>& mode : owned_) {
      if (auto* found = dynamic_cast<M*>(mode.get())) return *found;
    }
    std::abort();
  }

  // Which mode a left press on the canvas goes to (Predict, Measure or the
  // tools): the modes that take it over share it (ModeContext::clicks).
  CanvasClicks clicks;
  // The canvas tools: edit mode carries out their commands; the others
  // read their settings and the hovered cell (ModeContext::tools).
  CanvasTools tools;

  std::span<Mode* const> draw_order() const { return order_; }
  const CommandRegistry& registry() const { return registry_; }
};

}  // namespace astar::studio
