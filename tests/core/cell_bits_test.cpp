// A set of cells at a bit each: built from a predicate over any number of
// cells (not only whole words), read back cell by cell, counted.
#include "astar/grid/cell_bits.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace astar {
namespace cell_bits_test {

TEST(CellBits, HoldTheCellsTheirPredicateNamesAndCountThem) {
  for (const std::size_t cells : {0u, 1u, 63u, 64u, 65u, 1000u}) {
    const auto every_third = [](std::size_t i) { return i % 3 == 0; };
    const CellBits bits = CellBits::where(cells, every_third);
    ASSERT_EQ(bits.size(), cells);
    std::int64_t expected = 0;
    for (std::size_t i = 0; i < cells; ++i) {
      ASSERT_EQ(bits[i], every_third(i)) << cells << " cells, cell " << i;
      expected += every_third(i) ? 1 : 0;
    }
    EXPECT_EQ(bits.count(), expected) << cells << " cells";
  }
}

TEST(CellBits, SetAddsOneCell) {
  CellBits bits(130);
  EXPECT_EQ(bits.count(), 0);
  bits.set(0);
  bits.set(64);
  bits.set(129);
  bits.set(129);
  EXPECT_EQ(bits.count(), 3);
  EXPECT_TRUE(bits[64]);
  EXPECT_FALSE(bits[63]);
  EXPECT_FALSE(bits[65]);
  EXPECT_EQ(bits, CellBits::where(130, [](std::size_t i) {
              return i == 0 || i == 64 || i == 129;
            }));
}

}  // namespace cell_bits_test
}  // namespace astar
