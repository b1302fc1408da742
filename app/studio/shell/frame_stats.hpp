#pragma once
// Frame times for --frame-stats.

#include <string>
#include <vector>

namespace astar::studio {

class FrameStats {
 public:
  void add(double milliseconds) { samples_.push_back(milliseconds); }
  std::size_t count() const { return samples_.size(); }
  double mean() const;
  // The 95th percentile (nearest rank).
  double p95() const;
  double max() const;
  // "frames N mean_ms X p95_ms Y max_ms Z"
  std::string summary() const;

 private:
  std::vector<double> samples_;
};

}  // namespace astar::studio
