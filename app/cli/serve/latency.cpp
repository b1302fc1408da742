#include "latency.hpp"

#include <algorithm>
#include <cmath>

namespace astar::cli {
namespace {

constexpr double kFirstBound = 1e-6;  // seconds: the top of bucket 0

double upper_bound(int bucket) { return kFirstBound * std::exp2(bucket / 4.0); }

int bucket_of(double seconds) {
  if (seconds <= kFirstBound) return 0;
  const int bucket =
      static_cast<int>(std::ceil(4.0 * std::log2(seconds / kFirstBound)));
  return std::clamp(bucket, 0, LatencyRecord::kBuckets - 1);
}

}  // namespace

void LatencyRecord::add(std::chrono::nanoseconds latency) {
  const auto ns =
      static_cast<std::uint64_t>(std::max<std::int64_t>(0, latency.count()));
  buckets_[static_cast<std::size_t>(bucket_of(static_cast<double>(ns) * 1e-9))]
      .fetch_add(1, std::memory_order_relaxed);
  sum_ns_.fetch_add(ns, std::memory_order_relaxed);
  count_.fetch_add(1, std::memory_order_relaxed);
}

double LatencyRecord::sum_seconds() const {
  return static_cast<double>(sum_ns_.load()) * 1e-9;
}

double LatencyRecord::quantile_seconds(double fraction) const {
  // The buckets are read one by one while others add: the total is taken
  // from them, so the walk always ends inside the counts it saw.
  std::array<std::uint64_t, kBuckets> counts{};
  std::uint64_t total = 0;
  for (int i = 0; i < kBuckets; ++i) {
    counts[static_cast<std::size_t>(i)] =
        buckets_[static_cast<std::size_t>(i)].load(std::memory_order_relaxed);
    total += counts[static_cast<std::size_t>(i)];
  }
  if (total == 0) return 0;
  const auto rank = static_cast<std::uint64_t>(
      std::ceil(std::clamp(fraction, 0.0, 1.0) * static_cast<double>(total)));
  std::uint64_t seen = 0;
  for (int i = 0; i < kBuckets; ++i) {
    seen += counts[static_cast<std::size_t>(i)];
    if (seen >= std::max<std::uint64_t>(rank, 1)) return upper_bound(i);
  }
  return upper_bound(kBuckets - 1);
}

}  // namespace astar::cli
