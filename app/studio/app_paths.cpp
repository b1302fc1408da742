// The path overlays in the App: the grid path, waypoints and smoothed path
// switches with their lengths (Statistics), their drawing over the canvas,
// and Theta*'s long parent lines.

#include "app.hpp"
#include "panels/path_panel.hpp"

namespace astar::studio {

void App::draw_path_section() {
  path_views_.follow(search_.search());
  if (auto options = draw_path_panel(path_views_, path_overlays_, targets_)) {
    requests_.push_back(SetPathOverlays{*options});
  }
}

void App::draw_path_overlays(const CanvasView& view) {
  path_views_.follow(search_.search());
  draw_long_parent_lines(view, search_.search(), workspace_->grid());
  draw_path_overlay(view, path_views_, path_overlays_);
}

}  // namespace astar::studio
