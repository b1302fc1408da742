#pragma once
// Overlays draw over the canvas only: this pushes the canvas's clip
// rectangle for the object's lifetime and pops it after.

#include <imgui.h>

#include "canvas/canvas_view.hpp"

namespace astar::studio {

class CanvasClip {
 public:
  explicit CanvasClip(const CanvasView& view)
      : dl_(ImGui::GetWindowDrawList()) {
    const ImVec2 min = view.canvas_min();
    const ImVec2 size = view.canvas_size();
    dl_->PushClipRect(min, ImVec2(min.x + size.x, min.y + size.y), true);
  }
  ~CanvasClip() { dl_->PopClipRect(); }
  CanvasClip(const CanvasClip&) = delete;
  CanvasClip& operator=(const CanvasClip&) = delete;
  ImDrawList* list() const { return dl_; }

 private:
  ImDrawList* dl_;
};

}  // namespace astar::studio
