#pragma once
// The path rows of the Statistics section: the grid path, its waypoints
// and the smoothed path, each with a switch for its overlay and its length
// and cost. Returns the switches when they changed.

#include <optional>

#include "canvas/path_overlay.hpp"
#include "stepping/path_views.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

std::optional<PathOverlayOptions> draw_path_panel(
    const PathViews& paths, const PathOverlayOptions& options,
    UiTargets& targets);

}  // namespace astar::studio
