#include "astar/generate/rng.hpp"

#include <gtest/gtest.h>

#include <array>

namespace astar {
namespace rng_test {

TEST(Rng, MatchesTheSplitMix64Reference) {
  // The first outputs of Vigna's splitmix64.c seeded with 0.
  Rng rng(0);
  EXPECT_EQ(rng.next(), 0xe220a8397b1dcdafull);
  EXPECT_EQ(rng.next(), 0x6e789e6aa1b965f4ull);
  EXPECT_EQ(rng.next(), 0x06c45d188009454full);
}

TEST(Rng, BelowAndBetweenStayInRangeAndCoverIt) {
  Rng rng(5);
  std::array<int, 7> counts{};
  for (int i = 0; i < 70000; ++i) {
    const std::uint64_t value = rng.below(7);
    ASSERT_LT(value, 7u);
    ++counts[value];
  }
  for (int count : counts) EXPECT_NEAR(count, 10000, 500);
  for (int i = 0; i < 1000; ++i) {
    const int value = rng.between(-3, 3);
    EXPECT_GE(value, -3);
    EXPECT_LE(value, 3);
  }
  EXPECT_EQ(rng.between(4, 4), 4);
  EXPECT_EQ(rng.below(1), 0u);
}

TEST(Rng, UnitIsInTheHalfOpenInterval) {
  Rng rng(11);
  double sum = 0;
  for (int i = 0; i < 10000; ++i) {
    const double value = rng.unit();
    ASSERT_GE(value, 0.0);
    ASSERT_LT(value, 1.0);
    sum += value;
  }
  EXPECT_NEAR(sum / 10000, 0.5, 0.02);
  EXPECT_FALSE(rng.chance(0.0));
  EXPECT_TRUE(rng.chance(1.0));
}

}  // namespace rng_test
}  // namespace astar
