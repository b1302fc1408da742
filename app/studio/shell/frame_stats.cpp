#include "shell/frame_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace astar::studio {

std::span<const double> FrameStats::after_first() const {
  if (samples_.empty()) return {};
  return std::span<const double>(samples_).subspan(1);
}

std::size_t FrameStats::count() const { return after_first().size(); }

double FrameStats::mean() const {
  const auto frames = after_first();
  if (frames.empty()) return 0;
  return std::accumulate(frames.begin(), frames.end(), 0.0) /
         static_cast<double>(frames.size());
}

double FrameStats::p95() const {
  const auto frames = after_first();
  if (frames.empty()) return 0;
  std::vector<double> sorted(frames.begin(), frames.end());
  std::sort(sorted.begin(), sorted.end());
  const auto rank = static_cast<std::size_t>(
      std::ceil(0.95 * static_cast<double>(sorted.size())));
  return sorted[std::max<std::size_t>(rank, 1) - 1];
}

double FrameStats::max() const {
  const auto frames = after_first();
  if (frames.empty()) return 0;
  return *std::max_element(frames.begin(), frames.end());
}

std::string FrameStats::summary() const {
  char text[160];
  std::snprintf(text, sizeof text,
                "frames %zu mean_ms %.3f p95_ms %.3f max_ms %.3f first_ms %.3f",
                count(), mean(), p95(), max(), first());
  return text;
}

}  // namespace astar::studio
