#include "crowd/orca.hpp"

#include <algorithm>
#include <cmath>

namespace astar::detail {

namespace {

// Below this, two directions count as parallel: an intersection would be
// far outside any speed a unit has.
constexpr double kParallel = 1e-9;

Vec2 left_of(Vec2 v) { return {-v.y, v.x}; }
Vec2 right_of(Vec2 v) { return {v.y, -v.x}; }

// The nearest side of the truncated cone of velocities that collide within
// `horizon`: its cut-off disc (centre offset / horizon) or one of its two
// legs. Returns the change `u` that takes `closing` to that side and the
// side's outward normal.
void nearest_cone_side(Vec2 offset, Vec2 closing, double radius_sum,
                       double horizon, Vec2& u, Vec2& normal) {
  const double distance2 = length_squared(offset);
  const double radius2 = radius_sum * radius_sum;
  const Vec2 from_disc = closing - offset / horizon;
  const double from_disc2 = length_squared(from_disc);
  const double along = dot(from_disc, offset);
  // Behind the disc's centre, as seen from the apex, and within the legs'
  // tangent points: the disc's arc is nearest.
  if (along < 0.0 && along * along > radius2 * from_disc2) {
    const double from_disc_length = std::sqrt(from_disc2);
    normal = from_disc / from_disc_length;
    u = normal * (radius_sum / horizon - from_disc_length);
    return;
  }
  // A leg: the tangent from the apex, the offset turned by the angle whose
  // sine is radius_sum / distance, to the side `closing` lies on.
  const double leg = std::sqrt(distance2 - radius2);
  Vec2 edge;
  if (cross(offset, from_disc) > 0.0) {
    edge = Vec2{offset.x * leg - offset.y * radius_sum,
                offset.x * radius_sum + offset.y * leg} /
           distance2;
    normal = left_of(edge);
  } else {
    edge = Vec2{offset.x * leg + offset.y * radius_sum,
                -offset.x * radius_sum + offset.y * leg} /
           distance2;
    normal = right_of(edge);
  }
  u = edge * dot(closing, edge) - closing;
}

// The interval of t for which point + t * direction meets planes[0, count)
// and lies within the speed disc; false when it is empty.
bool line_interval(std::span<const HalfPlane> planes, std::size_t count,
                   const HalfPlane& line, Vec2 direction, double max_speed,
                   double& low, double& high) {
  const double b = dot(line.point, direction);
  const double discriminant =
      b * b + max_speed * max_speed - length_squared(line.point);
  if (discriminant < 0.0) return false;
  const double root = std::sqrt(discriminant);
  low = -b - root;
  high = -b + root;
  for (std::size_t j = 0; j < count; ++j) {
    const HalfPlane& other = planes[j];
    const double rate = dot(direction, other.normal);
    const double needed = dot(other.point - line.point, other.normal);
    if (std::fabs(rate) <= kParallel) {
      if (needed > 0.0) return false;  // parallel, and wholly outside it
      continue;
    }
    const double t = needed / rate;
    if (rate > 0.0) {
      low = std::max(low, t);
    } else {
      high = std::min(high, t);
    }
    if (low > high) return false;
  }
  return true;
}

// The best velocity on the boundary of planes[i], meeting planes[0, i):
// nearest `target`, or farthest along the unit `target` when `along`.
bool solve_on_line(std::span<const HalfPlane> planes, std::size_t i,
                   double max_speed, Vec2 target, bool along, Vec2& result) {
  const HalfPlane& line = planes[i];
  const Vec2 direction = left_of(line.normal);
  double low = 0.0;
  double high = 0.0;
  if (!line_interval(planes, i, line, direction, max_speed, low, high)) {
    return false;
  }
  double t = 0.0;
  if (along) {
    t = dot(target, direction) > 0.0 ? high : low;
  } else {
    t = std::clamp(dot(target - line.point, direction), low, high);
  }
  result = line.point + direction * t;
  return true;
}

// Seidel's incremental 2D linear program with the planes in their given
// order (deterministic, and a crowd's order is its own shuffle). Returns
// the number of planes met before the first that could not be, which is
// planes.size() on success; `result` then meets them all.
std::size_t solve_planes(std::span<const HalfPlane> planes, double max_speed,
                         Vec2 target, bool along, Vec2& result) {
  if (along) {
    result = target * max_speed;
  } else if (length_squared(target) > max_speed * max_speed) {
    result = target * (max_speed / length(target));
  } else {
    result = target;
  }
  for (std::size_t i = 0; i < planes.size(); ++i) {
    if (dot(result - planes[i].point, planes[i].normal) >= 0.0) continue;
    const Vec2 before = result;
    if (!solve_on_line(planes, i, max_speed, target, along, result)) {
      result = before;
      return i;
    }
  }
  return planes.size();
}

// The 3D program: from plane `first` on, whenever the result violates a
// plane more than the worst so far, move to the velocity that keeps every
// earlier soft plane violated no more than that one, pushing into it as
// far as the walls and the speed let.
void solve_least_violation(std::span<const HalfPlane> planes, std::size_t hard,
                           std::size_t first, double max_speed,
                           std::vector<HalfPlane>& projected, Vec2& result) {
  double worst = 0.0;
  for (std::size_t i = first; i < planes.size(); ++i) {
    const HalfPlane& plane = planes[i];
    if (dot(plane.point - result, plane.normal) <= worst) continue;
    projected.assign(planes.begin(), planes.begin() + hard);
    for (std::size_t j = hard; j < i; ++j) {
      // dot(v - pj, nj) >= dot(v - pi, ni): j violated no more than i.
      const Vec2 normal = planes[j].normal - plane.normal;
      const double normal2 = length_squared(normal);
      if (normal2 <= kParallel * kParallel) continue;  // same direction
      const double bound = dot(planes[j].point, planes[j].normal) -
                           dot(plane.point, plane.normal);
      projected.push_back(
          {normal * (bound / normal2), normal / std::sqrt(normal2)});
    }
    const Vec2 before = result;
    if (solve_planes(projected, max_speed, plane.normal, true, result) <
        projected.size()) {
      result = before;  // only by rounding: `before` met them all
    }
    worst = dot(plane.point - result, plane.normal);
  }
}

}  // namespace

HalfPlane agent_half_plane(Vec2 offset, Vec2 closing, Vec2 velocity,
                           double radius_sum, double horizon, double time_step,
                           double tie) {
  Vec2 u;
  Vec2 normal;
  if (length_squared(offset) > radius_sum * radius_sum) {
    nearest_cone_side(offset, closing, radius_sum, horizon, u, normal);
  } else {
    // Already overlapping: part within one step, away from the disc the
    // neighbour's centre makes in velocity space over that step.
    const Vec2 from_disc = closing - offset / time_step;
    const double from_disc_length = length(from_disc);
    normal =
        from_disc_length > 0.0 ? from_disc / from_disc_length : Vec2{tie, 0.0};
    u = normal * (radius_sum / time_step - from_disc_length);
  }
  return {velocity + u * 0.5, normal};
}

bool keep_clear_half_plane(Vec2 centre, Vec2 nearest, double radius,
                           double horizon, HalfPlane& out) {
  const Vec2 away = centre - nearest;
  const double distance = length(away);
  if (distance <= 0.0) return false;
  out.normal = away / distance;
  out.point = out.normal * (-(distance - radius) / horizon);
  return true;
}

Vec2 solve_velocity(std::span<const HalfPlane> planes, PlaneTiers tiers,
                    double max_speed, Vec2 preferred,
                    std::vector<HalfPlane>& scratch) {
  Vec2 result;
  const std::size_t met =
      solve_planes(planes, max_speed, preferred, false, result);
  if (met < planes.size()) {
    const std::size_t held =
        met >= tiers.safe ? tiers.safe : (met >= tiers.walls ? tiers.walls : 0);
    solve_least_violation(planes, held, met, max_speed, scratch, result);
  }
  return result;
}

}  // namespace astar::detail
