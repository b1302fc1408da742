// Crowd::step: preferred velocities from the guide, ORCA's half-planes
// from the walls and the neighbours, the linear programs, and the moves.
#include <algorithm>
#include <cmath>

#include "astar/crowd/crowd.hpp"
#include "crowd/crowd_scratch.hpp"
#include "crowd/orca.hpp"
#include "crowd/walls.hpp"

namespace astar {

namespace {

// Neighbour buckets are never smaller than this, so a short neighbour
// distance cannot make the bucket grid huge.
constexpr double kMinBucketSide = 1.0;
// How many times a step pushes overlapping agents apart at most.
constexpr int kPushPasses = 8;
// A pair whose squared distance passes its squared touching distance by
// this factor is apart whatever the roundings of the square root.
constexpr double kApartMargin = 1.0 + 1e-9;
// Neighbour buckets are this fraction of the neighbour distance: a query
// then reads 4 x 4 or 5 x 5 small buckets, nearer the circle it asks for
// than 3 x 3 buckets as wide as the distance.
constexpr double kBucketsPerNeighbourDistance = 2.0;

using Near = detail::CrowdScratch::Near;

bool nearer(const Near& a, const Near& b) {
  return a.distance2 < b.distance2 ||
         (a.distance2 == b.distance2 && a.id < b.id);
}

// The agent's nearest neighbours within the neighbour distance, at most
// max_neighbours of them, nearest first (equal distances by id).
void gather_neighbours(std::span<const Agent> agents, int id,
                       const CrowdSettings& settings,
                       detail::CrowdScratch& scratch) {
  std::vector<Near>& near = scratch.near;
  near.clear();
  const Vec2 p = agents[id].position;
  const double range = settings.neighbour_distance;
  const std::size_t most = static_cast<std::size_t>(settings.max_neighbours);
  scratch.neighbours.for_each_near(p, range, [&](int other) {
    if (other == id) return;
    const Near candidate{length_squared(agents[other].position - p), other};
    if (candidate.distance2 >= range * range) return;
    if (near.size() == most) {
      if (!nearer(candidate, near.back())) return;
      near.pop_back();
    }
    near.insert(std::upper_bound(near.begin(), near.end(), candidate, nearer),
                candidate);
  });
}

// The half-planes of the walls within the agent's reach: each wall run
// nearer than its radius plus what it can walk in the obstacle horizon.
void add_wall_planes(const Agent& agent, const CrowdSettings& settings,
                     detail::CrowdScratch& scratch) {
  const double reach =
      agent.radius + agent.max_speed * settings.obstacle_horizon;
  scratch.walls.for_each_near(agent.position, [&](const detail::WallRun& run) {
    const Vec2 nearest = detail::nearest_point(run, agent.position);
    if (length_squared(agent.position - nearest) > reach * reach) return;
    detail::HalfPlane plane;
    if (detail::keep_clear_half_plane(agent.position, nearest, agent.radius,
                                      settings.obstacle_horizon, plane)) {
      scratch.planes.push_back(plane);
    }
  });
}

// The neighbours' planes: first, for those near enough to be reached
// within the step, the plane that keeps the two from overlapping by its
// end: each agent may close in on the other by at most half the gap in the
// step, plus, when the two are walking the same way along the line between
// them (one following the other), their mean speed that way, so that a
// queue keeps walking instead of stopping for its gaps. Then ORCA's plane
// of each neighbour.
void add_agent_planes(std::span<const Agent> agents, int id,
                      const CrowdSettings& settings,
                      detail::CrowdScratch& scratch,
                      detail::PlaneTiers& tiers) {
  gather_neighbours(agents, id, settings, scratch);
  const Agent& agent = agents[id];
  const double halves = 2.0 * settings.time_step;
  for (const Near& near : scratch.near) {
    const Agent& other = agents[near.id];
    const double distance = std::sqrt(near.distance2);
    const double gap = distance - agent.radius - other.radius;
    detail::HalfPlane plane;
    if (gap < agent.max_speed * halves &&
        detail::keep_clear_half_plane(agent.position, other.position,
                                      agent.radius + other.radius, halves,
                                      plane)) {
      const Vec2 towards = (other.position - agent.position) / distance;
      const double along =
          std::max(0.0, dot(agent.velocity + other.velocity, towards) / 2.0);
      plane.point = plane.point - plane.normal * along;
      scratch.planes.push_back(plane);
    }
  }
  tiers.safe = scratch.planes.size();
  for (const Near& near : scratch.near) {
    const Agent& other = agents[near.id];
    scratch.planes.push_back(detail::agent_half_plane(
        other.position - agent.position, agent.velocity - other.velocity,
        agent.velocity, agent.radius + other.radius, settings.time_horizon,
        settings.time_step, id < near.id ? -1.0 : 1.0));
  }
}

// Where a disc of `radius` lands when it moves from `from` towards `to`:
// all the way, or, when that would overlap a wall, along the one axis that
// does not (the longer first), or not at all. A disc that already overlaps
// a wall (one was painted over it) moves as it likes.
Vec2 landing(const Grid& grid, Vec2 from, Vec2 to, double radius) {
  if (!detail::disc_overlaps_wall(grid, to, radius) ||
      detail::disc_overlaps_wall(grid, from, radius)) {
    return to;
  }
  Vec2 first{to.x, from.y};
  Vec2 second{from.x, to.y};
  if (std::fabs(to.y - from.y) > std::fabs(to.x - from.x)) {
    std::swap(first, second);
  }
  if (!detail::disc_overlaps_wall(grid, first, radius)) return first;
  if (!detail::disc_overlaps_wall(grid, second, radius)) return second;
  return from;
}

// Pushes the two agents of an overlapping pair apart along the line of
// their centres, half the overlap each; what a wall keeps one of them from
// taking, the other takes.
void push_pair(const Grid& grid, Agent& a, Agent& b, Vec2 unit,
               double overlap) {
  const Vec2 a_was = a.position;
  a.position =
      landing(grid, a.position, a.position + unit * (overlap * 0.5), a.radius);
  const double a_took = dot(a.position - a_was, unit);
  b.position = landing(grid, b.position, b.position - unit * (overlap - a_took),
                       b.radius);
}

// One pass over the overlapping pairs, in the order of their ids (each
// pair as its lower id meets it), pushing each apart at once, so a later
// pair sees the earlier pushes. Returns what it found.
CrowdStepStats push_pass(const Grid& grid, std::span<Agent> agents,
                         double widest_radius,
                         const detail::NeighbourGrid& neighbours) {
  CrowdStepStats found;
  for (std::size_t i = 0; i < agents.size(); ++i) {
    Agent& agent = agents[i];
    // Positions move within the pass, by less than a radius each.
    neighbours.for_each_near(
        agent.position, agent.radius + 2.0 * widest_radius, [&](int j) {
          if (j <= static_cast<int>(i)) return;
          Agent& other = agents[j];
          const Vec2 away = agent.position - other.position;
          const double touching = agent.radius + other.radius;
          // Most pairs in reach are apart: the square root is taken only
          // near touching, so the test below decides every overlap alone.
          if (length_squared(away) > touching * touching * kApartMargin) return;
          const double distance = length(away);
          const double overlap = touching - distance;
          if (overlap <= 0.0) return;
          ++found.overlapping_pairs;
          found.deepest_overlap =
              std::max(found.deepest_overlap,
                       overlap / std::min(agent.radius, other.radius));
          const Vec2 unit = distance > 0.0 ? away / distance : Vec2{-1.0, 0.0};
          push_pair(grid, agent, other, unit, overlap);
        });
  }
  return found;
}

}  // namespace

void Crowd::step() {
  detail::CrowdScratch& s = *scratch_;
  double reach = 0.0;
  for (const Agent& agent : agents_) {
    reach = std::max(
        reach, agent.radius + agent.max_speed * settings_.obstacle_horizon);
  }
  if (!s.walls.follows(*grid_, reach)) s.walls.rebuild(*grid_, reach);
  if (settings_.avoid_agents) {
    s.neighbours.rebuild(
        agents_, grid_->width(), grid_->height(),
        std::max(settings_.neighbour_distance / kBucketsPerNeighbourDistance,
                 kMinBucketSide));
  }
  guide_->begin_step(*grid_, agents_);
  s.velocities.resize(agents_.size());
  for (int id = 0; id < size(); ++id) {
    const Vec2 preferred = preferred_velocity(id);
    s.planes.clear();
    add_wall_planes(agents_[id], settings_, s);
    detail::PlaneTiers tiers;
    tiers.walls = tiers.safe = s.planes.size();
    if (settings_.avoid_agents) {
      add_agent_planes(agents_, id, settings_, s, tiers);
    }
    s.velocities[id] = detail::solve_velocity(
        s.planes, tiers, agents_[id].max_speed, preferred, s.projected);
  }
  move_all();
  if (settings_.avoid_agents) push_apart();
  const double arrival2 =
      settings_.arrival_distance * settings_.arrival_distance;
  for (Agent& agent : agents_) {
    if (length_squared(agent.goal - agent.position) <= arrival2) {
      agent.arrived = true;
    }
  }
  ++steps_;
  time_ += settings_.time_step;
}

void Crowd::move_all() {
  const double dt = settings_.time_step;
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    Agent& agent = agents_[i];
    const Vec2 velocity = scratch_->velocities[i];
    const Vec2 planned = agent.position + velocity * dt;
    const Vec2 to = landing(*grid_, agent.position, planned, agent.radius);
    agent.velocity = to == planned ? velocity : (to - agent.position) / dt;
    agent.position = to;
  }
}

void Crowd::push_apart() {
  detail::CrowdScratch& s = *scratch_;
  double widest = 0.0;
  for (const Agent& agent : agents_) widest = std::max(widest, agent.radius);
  last_step_ = {};
  // Pushes reach two radii: buckets that wide keep a query to 2 x 2 or
  // 3 x 3 of them.
  const double side = std::max(2.0 * widest, kMinBucketSide);
  for (int pass = 0; pass < kPushPasses; ++pass) {
    s.neighbours.rebuild(agents_, grid_->width(), grid_->height(), side);
    const CrowdStepStats found =
        push_pass(*grid_, agents_, widest, s.neighbours);
    if (pass == 0) last_step_ = found;
    if (found.overlapping_pairs == 0) return;
  }
}

}  // namespace astar
