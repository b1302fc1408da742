#pragma once
// The History panel: the original map, then every step of the edit
// history, with the current position selected and the saved point marked.
// Clicking a row asks to jump there.

#include <cstddef>
#include <optional>

#include "astar/edit/edit_history.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

class HistoryPanel {
 public:
  // Returns the position (steps applied) the user clicked, if any. The
  // panel, its summary line included, is `height` tall.
  std::optional<std::size_t> draw(const EditHistory& history,
                                  UiTargets& targets, float height);

 private:
  std::optional<std::size_t> shown_position_;
  std::size_t shown_size_ = 0;
};

}  // namespace astar::studio
