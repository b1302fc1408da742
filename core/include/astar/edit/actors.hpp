#pragma once
/// @file actors.hpp
/// What a designer places on a map for a simulation: agents (units that walk
/// to the goal) and moving obstacles (that patrol a route back and forth).
/// They belong to the document, so placing, removing and re-routing them is
/// an edit that can be undone, and a session saves them. Where they are
/// while a simulation runs is not kept here: that is the simulation's own.

#include <cstddef>
#include <utility>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/units.hpp"

namespace astar {

/// Speeds are in cells per second and lie within these bounds.
inline constexpr double kMinActorSpeed = 0.1;
inline constexpr double kMaxActorSpeed = 100.0;
inline constexpr double kDefaultAgentSpeed = 4.0;
inline constexpr double kDefaultObstacleSpeed = 2.0;
/// Bounds that keep a hostile session from allocating without end.
inline constexpr std::size_t kMaxAgents = 10000;
inline constexpr std::size_t kMaxObstacles = 10000;
inline constexpr std::size_t kMaxRoutePoints = 1024;

struct AgentPlacement {
  // A constructor, not an aggregate: {cell, speed} (as written before units)
  // leaves the unit at one cell without a missing-initializer warning.
  AgentPlacement(Point at = {}, double pace = kDefaultAgentSpeed, int side = 1,
                 TerrainTable table = {})
      : cell(at), speed(pace), size(side), terrain(std::move(table)) {}
  Point cell;  ///< where the agent starts
  double speed = kDefaultAgentSpeed;
  /// The agent's footprint side (units.hpp): it plans for its own size.
  int size = 1;
  /// Its terrain rules; the identity walks every weight at its cost.
  TerrainTable terrain;
  /// The unit it plans as.
  Unit unit() const { return Unit{size, terrain}; }
  friend bool operator==(const AgentPlacement&,
                         const AgentPlacement&) = default;
};

/// An obstacle walks its route from the first point to the last and back,
/// cell by cell in straight lines between the points.
struct PatrolRoute {
  std::vector<Point> points;  ///< two or more
  double speed = kDefaultObstacleSpeed;
  friend bool operator==(const PatrolRoute&, const PatrolRoute&) = default;
};

struct Actors {
  std::vector<AgentPlacement> agents;
  std::vector<PatrolRoute> obstacles;
  bool empty() const { return agents.empty() && obstacles.empty(); }
  friend bool operator==(const Actors&, const Actors&) = default;
};

}  // namespace astar
