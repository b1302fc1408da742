#include "agents/patrol.hpp"

#include <algorithm>
#include <cmath>

namespace astar::studio {

PatrolPath::PatrolPath(const PatrolRoute& route) {
  for (const Point& point : route.points) {
    const SimPoint p = centre_of(point);
    if (!points_.empty()) length_ += distance(points_.back(), p);
    starts_.push_back(length_);
    points_.push_back(p);
  }
}

double PatrolPath::wrap(double along) const {
  if (length_ <= 0) return 0;
  const double round_trip = 2 * length_;
  double wrapped = std::fmod(along, round_trip);
  if (wrapped < 0) wrapped += round_trip;
  return wrapped;
}

SimPoint PatrolPath::at(double along) const {
  if (points_.empty()) return {};
  if (length_ <= 0) return points_.front();
  double s = wrap(along);
  if (s > length_) s = 2 * length_ - s;  // on the way back
  // The leg that holds s: the last one starting at or before it.
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), s);
  const std::size_t leg = std::min<std::size_t>(
      static_cast<std::size_t>(it - starts_.begin()) - 1, points_.size() - 2);
  const double leg_length = starts_[leg + 1] - starts_[leg];
  if (leg_length <= 0) return points_[leg];
  const double t = std::clamp((s - starts_[leg]) / leg_length, 0.0, 1.0);
  const SimPoint a = points_[leg];
  const SimPoint b = points_[leg + 1];
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

}  // namespace astar::studio
