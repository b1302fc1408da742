#include "editing/actor_edits.hpp"

#include <algorithm>

#include "astar/path/line_of_sight.hpp"

namespace astar::studio {
namespace {

std::string cell_text(Point cell) {
  return "(" + std::to_string(cell.x) + "," + std::to_string(cell.y) + ")";
}

// Why an actor cannot stand on `cell`, or "" when it can.
std::string refusal_at(const Document& doc, Point cell, const char* what) {
  if (!doc.grid.contains(cell)) {
    return std::string("Cannot place ") + what + " off the map.";
  }
  if (!doc.grid.walkable(cell)) {
    return std::string("Cannot place ") + what + " on a wall at " +
           cell_text(cell) + ".";
  }
  return {};
}

// Why an obstacle cannot patrol from `a` to `b`, or "" when it can: it
// slides along the straight line between them, and would sit in a wall
// the line crosses (or squeeze past a wall's corner).
std::string route_refusal(const Document& doc, Point a, Point b) {
  if (segment_clear(doc.grid, DiagonalRule::NoCut, a, b)) return {};
  return "Cannot patrol from " + cell_text(a) + " to " + cell_text(b) +
         ": the way between them crosses a wall. Add a point around it "
         "(Shift+click).";
}

bool agent_on(const Actors& actors, Point cell) {
  return std::any_of(
      actors.agents.begin(), actors.agents.end(),
      [cell](const AgentPlacement& agent) { return agent.cell == cell; });
}

bool obstacle_starts_on(const Actors& actors, Point cell) {
  return std::any_of(actors.obstacles.begin(), actors.obstacles.end(),
                     [cell](const PatrolRoute& route) {
                       return route.points.front() == cell;
                     });
}

}  // namespace

ActorEdit place_agent(const Document& doc, Point cell, double speed) {
  if (std::string why = refusal_at(doc, cell, "an agent"); !why.empty()) {
    return why;
  }
  if (agent_on(doc.actors, cell)) {
    return "An agent already stands at " + cell_text(cell) + ".";
  }
  if (obstacle_starts_on(doc.actors, cell)) {
    return "An obstacle starts at " + cell_text(cell) + ".";
  }
  Actors after = doc.actors;
  if (after.agents.size() >= kMaxAgents) {
    return "No more than " + std::to_string(kMaxAgents) + " agents.";
  }
  after.agents.push_back(
      {cell, std::clamp(speed, kMinActorSpeed, kMaxActorSpeed)});
  return make_actors_command(doc, std::move(after), "Place agent");
}

ActorEdit place_obstacle(const Document& doc, Point from, Point to,
                         double speed) {
  if (from == to) {
    return std::string(
        "Drag from one cell to another to give the obstacle a patrol route.");
  }
  for (const Point cell : {from, to}) {
    if (std::string why = refusal_at(doc, cell, "a patrol point");
        !why.empty()) {
      return why;
    }
  }
  if (std::string why = route_refusal(doc, from, to); !why.empty()) {
    return why;
  }
  if (agent_on(doc.actors, from)) {
    return "An agent stands at " + cell_text(from) + ".";
  }
  Actors after = doc.actors;
  if (after.obstacles.size() >= kMaxObstacles) {
    return "No more than " + std::to_string(kMaxObstacles) + " obstacles.";
  }
  PatrolRoute route;
  route.points = {from, to};
  route.speed = std::clamp(speed, kMinActorSpeed, kMaxActorSpeed);
  after.obstacles.push_back(std::move(route));
  return make_actors_command(doc, std::move(after), "Place obstacle");
}

ActorEdit extend_patrol(const Document& doc, Point cell) {
  if (doc.actors.obstacles.empty()) {
    return std::string("No obstacle to extend: drag a route first.");
  }
  if (std::string why = refusal_at(doc, cell, "a patrol point"); !why.empty()) {
    return why;
  }
  Actors after = doc.actors;
  std::vector<Point>& points = after.obstacles.back().points;
  if (points.back() == cell) return std::string("The route already ends here.");
  if (std::string why = route_refusal(doc, points.back(), cell); !why.empty()) {
    return why;
  }
  if (points.size() >= kMaxRoutePoints) {
    return "A route has at most " + std::to_string(kMaxRoutePoints) +
           " points.";
  }
  points.push_back(cell);
  return make_actors_command(doc, std::move(after), "Extend patrol");
}

ActorEdit remove_actor(const Document& doc, Point cell) {
  Actors after = doc.actors;
  const auto agent =
      std::find_if(after.agents.begin(), after.agents.end(),
                   [cell](const AgentPlacement& a) { return a.cell == cell; });
  if (agent != after.agents.end()) {
    after.agents.erase(agent);
    return make_actors_command(doc, std::move(after), "Remove agent");
  }
  const auto obstacle =
      std::find_if(after.obstacles.begin(), after.obstacles.end(),
                   [cell](const PatrolRoute& route) {
                     return std::find(route.points.begin(), route.points.end(),
                                      cell) != route.points.end();
                   });
  if (obstacle != after.obstacles.end()) {
    after.obstacles.erase(obstacle);
    return make_actors_command(doc, std::move(after), "Remove obstacle");
  }
  return "No agent or patrol point at " + cell_text(cell) + ".";
}

}  // namespace astar::studio
