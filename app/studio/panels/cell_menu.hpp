#pragma once
// The menu a right click on a cell opens: run until the cell is opened or
// expanded (a breakpoint that Play, Step and Run to end stop at), and
// clearing the breakpoints. It reads state and returns requests.

#include <optional>

#include "commands/commands.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

class CellMenu {
 public:
  // Opens the menu for `cell` in the next draw().
  void open(Point cell) { opening_ = cell; }
  // Draws the menu while it is open; what was chosen goes to `out`.
  void draw(std::size_t breakpoints, RequestQueue& out, UiTargets& targets);

 private:
  std::optional<Point> opening_;
  Point cell_;
};

}  // namespace astar::studio
