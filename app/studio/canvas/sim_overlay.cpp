#include "canvas/sim_overlay.hpp"

#include <imgui.h>

#include <algorithm>
#include <vector>

namespace astar::studio {
namespace {

constexpr ImU32 kRoute = IM_COL32(255, 150, 60, 150);
constexpr ImU32 kObstacle = IM_COL32(235, 95, 40, 255);
constexpr ImU32 kAgentOutline = IM_COL32(20, 20, 24, 255);
constexpr ImU32 kPath = IM_COL32(120, 220, 255, 150);

ImU32 agent_colour(AgentState state) {
  switch (state) {
    case AgentState::Walking:
      return IM_COL32(80, 200, 255, 255);
    case AgentState::Arrived:
      return IM_COL32(90, 225, 110, 255);
    case AgentState::Waiting:
      break;
  }
  return IM_COL32(255, 205, 60, 255);
}

// Map positions to screen points.
class ScreenMap {
 public:
  explicit ScreenMap(const CanvasView& view)
      : origin_(view.cell_centre({0, 0})),
        zoom_(static_cast<float>(view.pixels_per_cell())) {}
  ImVec2 operator()(SimPoint p) const {
    return ImVec2(origin_.x + static_cast<float>(p.x) * zoom_,
                  origin_.y + static_cast<float>(p.y) * zoom_);
  }
  float cells(float n) const { return n * zoom_; }

 private:
  ImVec2 origin_;
  float zoom_;
};

void draw_routes(ImDrawList* dl, const ScreenMap& at, const Actors& placed) {
  const float thickness = std::clamp(at.cells(0.12f), 1.0f, 3.0f);
  std::vector<ImVec2> points;
  for (const PatrolRoute& route : placed.obstacles) {
    points.clear();
    for (const Point& p : route.points) points.push_back(at(centre_of(p)));
    dl->AddPolyline(points.data(), static_cast<int>(points.size()), kRoute, 0,
                    thickness);
    for (const ImVec2& p : points) {
      dl->AddCircleFilled(p, std::max(2.0f, at.cells(0.15f)), kRoute);
    }
  }
}

void draw_obstacle(ImDrawList* dl, const ScreenMap& at, SimPoint p) {
  const float half = std::max(4.0f, at.cells(0.5f));
  const ImVec2 c = at(p);
  dl->AddRectFilled(ImVec2(c.x - half, c.y - half),
                    ImVec2(c.x + half, c.y + half), kObstacle);
  dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half),
              kAgentOutline);
}

// `size`: a unit bigger than a cell also shows its footprint, the size x
// size cells right of and below its cell.
void draw_agent(ImDrawList* dl, const ScreenMap& at, SimPoint p, ImU32 fill,
                bool waiting, int size) {
  const float r = std::max(4.0f, at.cells(0.5f));
  const ImVec2 c = at(p);
  if (size > 1) {
    const ImVec2 a = at({p.x - 0.5, p.y - 0.5});
    const ImVec2 b = at({p.x - 0.5 + size, p.y - 0.5 + size});
    dl->AddRectFilled(a, b, (fill & 0x00FFFFFFu) | 0x50000000u);
    dl->AddRect(a, b, fill, 0.0f, 0, 2.0f);
  }
  dl->AddCircleFilled(c, r, fill);
  dl->AddCircle(c, r, kAgentOutline, 0, 1.5f);
  // A waiting agent wears a ring, so it shows at any zoom.
  if (waiting) dl->AddCircle(c, r + 3.0f, fill, 0, 2.0f);
}

void draw_running(ImDrawList* dl, const ScreenMap& at, const Simulation& sim) {
  const float thickness = std::clamp(at.cells(0.1f), 1.0f, 2.0f);
  std::vector<ImVec2> points;
  for (const AgentRun& agent : sim.agents()) {
    if (agent.state != AgentState::Walking) continue;
    points.clear();
    points.push_back(at(agent.at));
    for (std::size_t k = agent.next; k < agent.path.size(); ++k) {
      points.push_back(at(agent.path[k]));
    }
    dl->AddPolyline(points.data(), static_cast<int>(points.size()), kPath, 0,
                    thickness);
  }
  for (const ObstacleRun& obstacle : sim.obstacles()) {
    if (obstacle.placed) draw_obstacle(dl, at, obstacle.at);
  }
  for (const AgentRun& agent : sim.agents()) {
    draw_agent(dl, at, agent.at, agent_colour(agent.state),
               agent.state == AgentState::Waiting, agent.unit.size);
  }
}

}  // namespace

void draw_sim_overlay(const CanvasView& view, const SimOverlay& overlay) {
  if (overlay.placed == nullptr) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 min = view.canvas_min();
  const ImVec2 size = view.canvas_size();
  dl->PushClipRect(min, ImVec2(min.x + size.x, min.y + size.y), true);
  const ScreenMap at(view);
  draw_routes(dl, at, *overlay.placed);
  if (overlay.running != nullptr) {
    draw_running(dl, at, *overlay.running);
  } else {
    for (const PatrolRoute& route : overlay.placed->obstacles) {
      draw_obstacle(dl, at, centre_of(route.points.front()));
    }
    for (const AgentPlacement& agent : overlay.placed->agents) {
      draw_agent(dl, at, centre_of(agent.cell), IM_COL32(80, 200, 255, 255),
                 false, agent.size);
    }
  }
  if (overlay.patrol_drag) {
    const ImVec2 a = at(centre_of(overlay.patrol_drag->first));
    const ImVec2 b = at(centre_of(overlay.patrol_drag->second));
    dl->AddLine(a, b, kObstacle, 2.0f);
    draw_obstacle(dl, at, centre_of(overlay.patrol_drag->first));
  }
  dl->PopClipRect();
}

}  // namespace astar::studio
