#include "shell/frame_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace astar::studio {

double FrameStats::mean() const {
  if (samples_.empty()) return 0;
  return std::accumulate(samples_.begin(), samples_.end(), 0.0) /
         static_cast<double>(samples_.size());
}

double FrameStats::p95() const {
  if (samples_.empty()) return 0;
  std::vector<double> sorted = samples_;
  std::sort(sorted.begin(), sorted.end());
  const auto rank = static_cast<std::size_t>(
      std::ceil(0.95 * static_cast<double>(sorted.size())));
  return sorted[std::max<std::size_t>(rank, 1) - 1];
}

double FrameStats::max() const {
  if (samples_.empty()) return 0;
  return *std::max_element(samples_.begin(), samples_.end());
}

std::string FrameStats::summary() const {
  char text[160];
  std::snprintf(text, sizeof text,
                "frames %zu mean_ms %.3f p95_ms %.3f max_ms %.3f",
                samples_.size(), mean(), p95(), max());
  return text;
}

}  // namespace astar::studio
