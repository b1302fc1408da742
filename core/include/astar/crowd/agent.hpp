#pragma once
/// @file agent.hpp
/// One agent of a crowd (crowd.hpp): a disc walking to its goal.

#include "astar/crowd/vec2.hpp"

namespace astar {

/// The largest radius an agent may have, in cells. Paths are planned for
/// one-cell units, so a wider disc would not fit through them.
inline constexpr double kMaxAgentRadius = 0.5;

/// What the crowd needs to know about a new agent.
struct AgentSpec {
  Vec2 position;           ///< its centre, in cells
  Vec2 goal;               ///< where it walks to, in an open cell
  double radius = 0.35;    ///< in cells, 0 < radius <= kMaxAgentRadius
  double max_speed = 2.0;  ///< in cells a second, > 0
};

/// An agent as it stands after the last step.
struct Agent {
  Vec2 position;
  Vec2 velocity;  ///< cells a second: its last move, before any push apart
  Vec2 goal;
  double radius = 0.0;
  double max_speed = 0.0;
  bool arrived = false;  ///< came within arrival_distance of its goal
};

}  // namespace astar
