#pragma once
// The search over time: the open list's size and the key of the expanded
// cell after every step, for the plots. Under a consistent heuristic the
// key of A* never decreases; the steps where it did are counted and marked.
//
// Memory stays bounded on the largest maps: at most kMaxBuckets buckets,
// each the minimum and maximum of a run of consecutive steps. When they
// are full, neighbouring buckets merge and every bucket covers twice the
// steps, so recording costs O(1) a step (amortised) and a plot reads at
// most kMaxBuckets values, whatever the step count.

#include <cstdint>
#include <limits>
#include <vector>

namespace astar::studio {

class StepHistory {
 public:
  static constexpr std::size_t kMaxBuckets = 2048;

  // A run of steps_per_bucket() consecutive steps (the last may be short).
  struct Bucket {
    double open_min = std::numeric_limits<double>::infinity();
    double open_max = -std::numeric_limits<double>::infinity();
    double key_min = std::numeric_limits<double>::infinity();
    double key_max = -std::numeric_limits<double>::infinity();
    std::int64_t key_decreases = 0;  // steps whose key fell below the last
  };

  // Forgets every step (a new query).
  void clear();
  // The values after step recorded() + 1; replayed steps are already known,
  // so the caller records only steps beyond the furthest one.
  void record(double open_size, double key);

  std::int64_t recorded() const { return recorded_; }
  std::int64_t steps_per_bucket() const { return per_bucket_; }
  const std::vector<Bucket>& buckets() const { return buckets_; }
  std::int64_t key_decreases() const { return decreases_; }
  // The first step whose key fell, or 0 when none did.
  std::int64_t first_decrease() const { return first_decrease_; }
  double max_open() const { return max_open_; }

 private:
  void merge_pairs();

  std::vector<Bucket> buckets_;
  std::int64_t per_bucket_ = 1;
  std::int64_t recorded_ = 0;
  std::int64_t decreases_ = 0;
  std::int64_t first_decrease_ = 0;
  double last_key_ = 0;
  double max_open_ = 0;
};

// Whether `key` is below `previous` by more than rounding: keys of equal
// cost are exact (search.hpp), but the Euclidean heuristic's irrational
// part may differ in its last bits.
bool key_fell(double previous, double key);

}  // namespace astar::studio
