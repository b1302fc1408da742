#pragma once
// Asks for the width and height of a new, blank map.

#include <optional>
#include <string>

#include "ui/ui_targets.hpp"

namespace astar::studio {

struct MapSize {
  int width = 0;
  int height = 0;
};

class NewMapDialog {
 public:
  void show() { show_requested_ = true; }
  // Returns the chosen size once, when accepted.
  std::optional<MapSize> draw(float ui_scale, UiTargets& targets);

 private:
  bool show_requested_ = false;
  int width_ = 64;
  int height_ = 40;
  std::string problem_;
};

}  // namespace astar::studio
