#pragma once
// Draws a prepared map over the canvas: its subgoals as dots and its links
// as lines, and the subgoals an edit relinked as rings that fade. Readable
// at any zoom: zoomed in, every subgoal on screen with its links; farther
// out, the links go and the dots thin to one per few pixels, so the whole
// 8192² map shows where its corners lie instead of a solid smear. Reads
// only.

#include <span>

#include "astar/search/subgoal_graph.hpp"
#include "canvas/canvas_view.hpp"
#include "features/subgoals/subgoal_index.hpp"

namespace astar::studio {

// Links show from this zoom (pixels per cell) up, while few enough
// subgoals are on screen.
inline constexpr double kSubgoalLinksFromZoom = 1.5;
inline constexpr int kMaxSubgoalsWithLinks = 20000;

// A relinked subgoal flashed, at `strength` from 1 (just now) down to 0.
struct SubgoalFlash {
  int cell = -1;
  float strength = 1;
};

// What one frame drew: the figures the script's state reports.
struct SubgoalOverlayDrawn {
  int dots = 0;
  int lines = 0;
  int flashes = 0;
  bool links = false;  // zoomed in enough for the links
};

SubgoalOverlayDrawn draw_subgoal_overlay(const CanvasView& view,
                                         const SubgoalGraph& graph,
                                         const SubgoalIndex& index,
                                         std::span<const SubgoalFlash> flash);

}  // namespace astar::studio
