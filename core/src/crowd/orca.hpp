#pragma once
// ORCA's velocity constraints and the linear programs that pick a velocity
// among them (van den Berg, Guy, Lin and Manocha 2011). A constraint is a
// half-plane of velocities; velocities v with dot(v - point, normal) >= 0
// are allowed.

#include <cstddef>
#include <span>
#include <vector>

#include "astar/crowd/vec2.hpp"

namespace astar::detail {

struct HalfPlane {
  Vec2 point;
  Vec2 normal;  // unit length, towards the allowed side
};

/// The ORCA half-plane of an agent against one neighbour: the velocities
/// that, with the neighbour doing its half, keep the two discs apart for
/// `horizon` seconds. `offset` is the neighbour's centre minus the
/// agent's, `closing` the agent's velocity minus the neighbour's,
/// `velocity` the agent's own. When the discs already overlap, the
/// velocities that part them within `time_step`. `tie` (+1 or -1, opposite
/// for the two agents of a pair) picks the way apart of two agents on the
/// same spot with the same velocity.
HalfPlane agent_half_plane(Vec2 offset, Vec2 closing, Vec2 velocity,
                           double radius_sum, double horizon, double time_step,
                           double tie);

/// The half-plane of velocities that keep a disc of `radius` at `centre`
/// from reaching the point `nearest` sooner than `horizon` seconds, moving
/// straight: its speed towards the point at most (distance - radius) /
/// horizon. Every point behind the line through `nearest` square to the
/// way to the centre stays out of reach too, so for a wall edge (convex)
/// whose nearest point this is, it keeps the disc off the whole edge. For
/// two agents, each keeping to (gap / 2) / time_step towards the other,
/// it keeps them from overlapping within the step. It always holds the
/// velocity 0 when the disc clears the point. False when the centre is on
/// the point itself (no direction to keep to).
bool keep_clear_half_plane(Vec2 centre, Vec2 nearest, double radius,
                           double horizon, HalfPlane& out);

/// Which planes a velocity must meet first: planes[0, walls) are walls,
/// planes[walls, safe) the neighbours' keep-clear planes for this step, the
/// rest ORCA's planes over the time horizon.
struct PlaneTiers {
  std::size_t walls = 0;
  std::size_t safe = 0;
};

/// The velocity within `max_speed` that meets every half-plane and is
/// nearest `preferred`. When there is none, the one that least exceeds the
/// worst-violated of ORCA's planes while meeting the walls and the
/// keep-clear planes; when even those leave none (agents that already
/// overlap), meeting the walls only; when the walls leave none (an agent a
/// wall was painted over), none held. `scratch` is reused between calls.
Vec2 solve_velocity(std::span<const HalfPlane> planes, PlaneTiers tiers,
                    double max_speed, Vec2 preferred,
                    std::vector<HalfPlane>& scratch);

}  // namespace astar::detail
