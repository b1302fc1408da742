#pragma once
// Map > Resize... and Map > Shift / wrap...: they ask for the numbers; the
// App turns them into one undoable step with map_ops.hpp.

#include <optional>

#include "astar/edit/map_ops.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

struct ResizeRequest {
  int width = 0;
  int height = 0;
  Anchor anchor = Anchor::Centre;
};

class ResizeDialog {
 public:
  void show(int width, int height);
  std::optional<ResizeRequest> draw(float ui_scale, UiTargets& targets);

 private:
  bool show_requested_ = false;
  ResizeRequest request_;
  std::string problem_;
};

struct ShiftRequest {
  int dx = 0;
  int dy = 0;
  bool wrap = true;
};

class ShiftDialog {
 public:
  void show() { show_requested_ = true; }
  std::optional<ShiftRequest> draw(float ui_scale, UiTargets& targets);

 private:
  bool show_requested_ = false;
  ShiftRequest request_;
};

}  // namespace astar::studio
