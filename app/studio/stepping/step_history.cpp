#include "stepping/step_history.hpp"

#include <algorithm>
#include <cmath>

namespace astar::studio {
namespace {

void merge_into(StepHistory::Bucket& into, const StepHistory::Bucket& from) {
  into.open_min = std::min(into.open_min, from.open_min);
  into.open_max = std::max(into.open_max, from.open_max);
  into.key_min = std::min(into.key_min, from.key_min);
  into.key_max = std::max(into.key_max, from.key_max);
  into.key_decreases += from.key_decreases;
}

}  // namespace

bool key_fell(double previous, double key) {
  return key < previous - 1e-9 * std::max(1.0, std::fabs(previous));
}

void StepHistory::clear() {
  buckets_.clear();
  per_bucket_ = 1;
  recorded_ = 0;
  decreases_ = 0;
  first_decrease_ = 0;
  last_key_ = 0;
  max_open_ = 0;
}

void StepHistory::record(double open_size, double key) {
  const bool fell = recorded_ > 0 && key_fell(last_key_, key);
  last_key_ = key;
  max_open_ = std::max(max_open_, open_size);
  if (recorded_ % per_bucket_ == 0) {
    if (buckets_.size() == kMaxBuckets) merge_pairs();
    // After a merge the last bucket may still have room for this step.
    if (recorded_ % per_bucket_ == 0) buckets_.emplace_back();
  }
  ++recorded_;
  Bucket& bucket = buckets_.back();
  bucket.open_min = std::min(bucket.open_min, open_size);
  bucket.open_max = std::max(bucket.open_max, open_size);
  bucket.key_min = std::min(bucket.key_min, key);
  bucket.key_max = std::max(bucket.key_max, key);
  if (fell) {
    ++bucket.key_decreases;
    ++decreases_;
    if (first_decrease_ == 0) first_decrease_ = recorded_;
  }
}

void StepHistory::merge_pairs() {
  const std::size_t half = (buckets_.size() + 1) / 2;
  for (std::size_t i = 0; i < half; ++i) {
    Bucket merged = buckets_[2 * i];
    if (2 * i + 1 < buckets_.size()) merge_into(merged, buckets_[2 * i + 1]);
    buckets_[i] = merged;
  }
  buckets_.resize(half);
  per_bucket_ *= 2;
}

}  // namespace astar::studio
