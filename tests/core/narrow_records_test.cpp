// The 8-byte records of a grid-move query: a record comes back as it was
// kept, its parent named as a neighbour on every side and at the map's
// edges, and nothing leaks into the next query, whether it clears the
// blocks the last one wrote or takes fresh memory.
#include "astar/search/detail/narrow_records.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace astar {
namespace narrow_records_test {

struct Wide {
  std::uint64_t straight : 36;
  std::uint64_t parent : 27;
  std::uint64_t : 1;
  std::uint64_t diagonal : 36;
  std::uint64_t generation : 24;
  std::uint64_t state : 2;
};
constexpr std::uint32_t kNoParent = (1u << 27) - 1;
constexpr std::uint32_t kGeneration = 7;
using Records = detail::NarrowRecords<Wide>;

Wide seen(std::uint64_t straight, std::uint64_t diagonal, std::uint32_t parent,
          std::uint64_t state = 1) {
  return Wide{.straight = straight,
              .parent = parent,
              .diagonal = diagonal,
              .generation = kGeneration,
              .state = state};
}

TEST(NarrowRecords, KeepEachNeighbourAsParentAndTheLargestSums) {
  constexpr int kWidth = 5;
  Records records(kWidth * 4, kWidth);
  const std::uint64_t largest = (std::uint64_t{1} << Records::kSumBits) - 1;
  // Every cell of a 5 x 4 grid, linked to each neighbour it has.
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      const int cell = y * kWidth + x;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          const int px = x + dx;
          const int py = y + dy;
          if (px < 0 || px >= kWidth || py < 0 || py >= 4) continue;
          const auto parent =
              (dx == 0 && dy == 0)
                  ? kNoParent
                  : static_cast<std::uint32_t>(py * kWidth + px);
          records.store(cell, seen(largest, cell, parent, 2), kGeneration);
          const Wide back = records.load(cell, kGeneration);
          ASSERT_EQ(back.parent, parent) << x << "," << y;
          ASSERT_EQ(back.straight, largest);
          ASSERT_EQ(back.diagonal, std::uint64_t(cell));
          ASSERT_EQ(back.state, 2u);
          ASSERT_EQ(back.generation, kGeneration);
          ASSERT_EQ(records.state(cell), 2u);
        }
      }
    }
  }
}

TEST(NarrowRecords, AnOlderGenerationOrUnseenRecordClearsTheCell) {
  Records records(64, 8);
  records.store(9, seen(3, 4, 1), kGeneration);
  records.set_state(9, 2);
  EXPECT_EQ(records.load(9, kGeneration).state, 2u);
  Wide older = seen(3, 4, 1);
  older.generation = kGeneration - 1;
  records.store(9, older, kGeneration);
  EXPECT_EQ(records.state(9), 0u);
  EXPECT_EQ(records.load(9, kGeneration).generation, 0u);
}

// A query that wrote a few blocks has them cleared; one that wrote most of
// the map gets fresh memory. Either way every cell reads as Unseen.
TEST(NarrowRecords, TheNextQuerySeesNothingOfTheLast) {
  constexpr int kWidth = 100;
  constexpr int kCells = kWidth * 70;  // not a whole number of blocks
  Records records(kCells, kWidth);
  for (const int every : {997, 3, 1, 64, 2}) {
    records.next_query();
    for (int cell = 0; cell < kCells; ++cell) {
      ASSERT_EQ(records.state(cell), 0u) << "cell " << cell;
    }
    for (int cell = kCells - 1; cell >= 0; cell -= every) {
      records.store(cell, seen(cell, 1, static_cast<std::uint32_t>(cell - 1)),
                    kGeneration);
    }
    for (int cell = 0; cell < kCells; ++cell) {
      const bool written = (kCells - 1 - cell) % every == 0;
      ASSERT_EQ(records.state(cell), written ? 1u : 0u) << "cell " << cell;
    }
  }
}

}  // namespace narrow_records_test
}  // namespace astar
