#pragma once
// The agents and moving obstacles over the canvas: where they were placed
// (always), and while simulating where they are, the path each agent is
// walking and the state it is in. Reads only; drawn after the map.

#include <optional>
#include <utility>

#include "agents/simulation.hpp"
#include "astar/edit/actors.hpp"
#include "canvas/canvas_view.hpp"

namespace astar::studio {

struct SimOverlay {
  const Actors* placed = nullptr;
  const Simulation* running = nullptr;  // null outside Simulate mode
  // A patrol route being dragged with the obstacle tool.
  std::optional<std::pair<Point, Point>> patrol_drag;
};

void draw_sim_overlay(const CanvasView& view, const SimOverlay& overlay);

}  // namespace astar::studio
