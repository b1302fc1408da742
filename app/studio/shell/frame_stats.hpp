#pragma once
// Frame times for --frame-stats. The first frame is reported on its own:
// it compiles the shaders and uploads the whole map, once per start, so it
// says nothing about how the app responds while it is used.

#include <span>
#include <string>
#include <vector>

namespace astar::studio {

class FrameStats {
 public:
  void add(double milliseconds) { samples_.push_back(milliseconds); }
  // Frames after the first.
  std::size_t count() const;
  double mean() const;
  // The 95th percentile (nearest rank).
  double p95() const;
  double max() const;
  double first() const { return samples_.empty() ? 0 : samples_.front(); }
  // "frames N mean_ms X p95_ms Y max_ms Z first_ms F"
  std::string summary() const;

 private:
  std::span<const double> after_first() const;

  std::vector<double> samples_;
};

}  // namespace astar::studio
