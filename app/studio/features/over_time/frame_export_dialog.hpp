#pragma once
// File > Export frames: asks for a folder and K, to write the canvas every
// K steps as frame_00000.png, frame_00001.png, ... (shell/frame_export.hpp
// writes them, a frame a rendered frame).

#include <cstdint>
#include <optional>
#include <string>

#include "ui/ui_targets.hpp"

namespace astar::studio {

struct FrameExportRequest {
  std::string folder;
  std::int64_t every = 10;
};

class FrameExportDialog {
 public:
  // `folder`: the suggestion, e.g. beside the open map.
  void show(std::string folder);
  // The choice once, when accepted.
  std::optional<FrameExportRequest> draw(float ui_scale, UiTargets& targets);

 private:
  bool show_requested_ = false;
  std::string folder_;
  int every_ = 10;
  std::string problem_;
};

}  // namespace astar::studio
