#include "features/search/path_panel.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

#include "ui/ui_util.hpp"
#include "ui/word_wrap.hpp"

namespace astar::studio {
namespace {

// A switch and what it shows: "12 cells", then "length 14.24, line price
// 14.24".
void path_row(const char* label, bool& on, const PathVersion& version,
              const char* unit, bool found, UiTargets& targets,
              const char* help, bool working = false) {
  ImGui::Checkbox(label, &on);
  targets.record(label);
  tooltip(help);
  ImGui::SameLine();
  if (!found) {
    ImGui::TextDisabled("-");
    return;
  }
  if (working) {
    ImGui::TextDisabled("working it out...");
    return;
  }
  ImGui::TextDisabled("%zu %s", version.points.size(), unit);
  ImGui::Indent();
  char numbers[96];
  std::snprintf(numbers, sizeof numbers, "length %.2f, line price %.2f",
                version.length, version.cost);
  dim_text_wrapped_at_spaces(numbers);
  ImGui::Unindent();
}

}  // namespace

std::optional<PathOverlayOptions> draw_path_panel(
    const PathViews& paths, const PathOverlayOptions& options,
    UiTargets& targets) {
  PathOverlayOptions next = options;
  const bool found = paths.found();
  path_row("Grid path", next.grid_path, paths.grid_path(), "cells", found,
           targets, "The path the search found, cell by cell");
  path_row("Waypoints", next.waypoints, paths.waypoints(), "points", found,
           targets, "Only the start, the turns and the goal");
  path_row("Smoothed", next.smoothed, paths.smoothed(), "points", found,
           targets,
           "Line-of-sight smoothing: corners cut where the way is clear and "
           "no dearer",
           paths.smoothing());
  // Why the numbers differ from Statistics' path cost.
  if (found) {
    dim_text_wrapped_at_spaces(
        "Path cost (Statistics) adds up the moves cell to cell; the line "
        "price prices each straight segment by the terrain it crosses, so "
        "versions of one path compare.");
  }
  if (next == options) return std::nullopt;
  return next;
}

}  // namespace astar::studio
