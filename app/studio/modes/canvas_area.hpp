#pragma once
// One run's canvas as a frame draws it: the map, its search and markers
// (the scene), then what the tools do with the mouse, the modes' overlays
// and the shape being drawn. The single canvas and compare mode's panes
// both go through here, so a pane behaves as the canvas does.

#include <imgui.h>

#include <span>

#include "canvas/canvas_view.hpp"
#include "modes/mode.hpp"
#include "ui/palette.hpp"

namespace astar::studio {

// How every canvas looks this frame.
struct CanvasLook {
  const Palette* palette = nullptr;
  bool show_path_line = true;
  const ImFont* large_font = nullptr;
  bool space_held = false;
  // This frame paints the whole map before it is shown (a screenshot, a
  // captured plot): no painting progress is drawn over it.
  bool paints_whole_map = false;
};

class CanvasArea {
 public:
  // `overlays`: the modes whose overlays are drawn, bottom first.
  CanvasArea(std::span<Mode* const> overlays, CanvasLook look)
      : overlays_(overlays), look_(look) {}

  // Fills the rest of the current window with run `run`'s canvas.
  CanvasInput draw(ModeContext& ctx, int run);
  // After draw(): the tools take the input when `edits` (the pane the
  // mouse works in), then the overlays and the shape preview follow.
  void finish(ModeContext& ctx, const CanvasInput& input, int run, bool edits);
  // A canvas was panned this frame (the input queue keeps Space for it).
  bool panned() const { return panned_; }

 private:
  std::span<Mode* const> overlays_;
  CanvasLook look_;
  bool panned_ = false;
};

}  // namespace astar::studio
