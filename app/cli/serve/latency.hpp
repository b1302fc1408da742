#pragma once
// Query latencies for a monitor: counted into fixed buckets that grow by a
// quarter octave from a microsecond, so recording is a few atomic adds and
// the percentiles come out within 10% whatever the load.

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>

namespace astar::cli {

class LatencyRecord {
 public:
  /// Quarter octaves from 1 us: the last bucket starts near 4.6 hours.
  static constexpr int kBuckets = 4 * 34;

  void add(std::chrono::nanoseconds latency);
  std::uint64_t count() const { return count_.load(); }
  /// The sum of every latency added, in seconds.
  double sum_seconds() const;
  /// The latency below which `fraction` of those added fall (the upper
  /// bound of its bucket), in seconds; 0 before any was added.
  double quantile_seconds(double fraction) const;

 private:
  std::array<std::atomic<std::uint64_t>, kBuckets> buckets_{};
  std::atomic<std::uint64_t> count_{0};
  std::atomic<std::uint64_t> sum_ns_{0};
};

}  // namespace astar::cli
