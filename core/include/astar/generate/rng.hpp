#pragma once
/// @file rng.hpp
/// A small seeded pseudo-random generator whose output is the same on every
/// platform and compiler. The standard distributions are
/// implementation-defined, so generators and scenario makers draw from this
/// instead.

#include <cassert>
#include <cstdint>

namespace astar {

/// SplitMix64 (Steele, Lea, Flood 2014): one 64-bit word of state, passes
/// BigCrush, and any seed (0 included) is fine.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  /// Uniform in [0, bound); bound must be at least 1. Rejection sampling
  /// removes the modulo bias.
  std::uint64_t below(std::uint64_t bound) {
    assert(bound >= 1);
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t value = next();
    while (value >= limit) value = next();
    return value % bound;
  }

  /// Uniform int in [lo, hi]; requires lo <= hi.
  int between(int lo, int hi) {
    return lo +
           static_cast<int>(below(static_cast<std::uint64_t>(hi - lo) + 1));
  }

  /// Uniform in [0, 1) with 53 random bits.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  /// True with probability p.
  bool chance(double p) { return unit() < p; }

 private:
  std::uint64_t state_;
};

}  // namespace astar
