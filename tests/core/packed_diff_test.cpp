#include "astar/edit/packed_diff.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace astar {
namespace packed_diff_test {

TEST(PackedDiff, UnpacksToTheSortedChanges) {
  std::mt19937 rng(3);
  for (int round = 0; round < 50; ++round) {
    std::vector<int> indices(400);
    for (int i = 0; i < 400; ++i) indices[i] = i;
    std::shuffle(indices.begin(), indices.end(), rng);
    indices.resize(rng() % 400);
    std::vector<CellChange> changes;
    for (int index : indices) {
      // Mix uniform and varied values so both storage forms are used.
      const bool varied = rng() % 3 == 0;
      changes.push_back({index,
                         static_cast<std::uint8_t>(varied ? rng() % 256 : 255),
                         static_cast<std::uint8_t>(varied ? rng() % 256 : 0)});
    }
    const PackedDiff packed(changes);
    std::vector<CellChange> sorted = changes;
    std::sort(sorted.begin(), sorted.end(),
              [](const CellChange& a, const CellChange& b) {
                return a.index < b.index;
              });
    EXPECT_EQ(packed.unpack(), sorted);
    EXPECT_EQ(packed.cell_count(), changes.size());

    std::vector<std::uint8_t> cells(400, 7);
    for (const CellChange& c : changes) cells[c.index] = c.before;
    const std::vector<std::uint8_t> before = cells;
    packed.apply_after(cells);
    for (const CellChange& c : changes) EXPECT_EQ(cells[c.index], c.after);
    packed.apply_before(cells);
    EXPECT_EQ(cells, before);
  }
}

TEST(PackedDiff, AUniformStrokeCostsFarLessThanItsChanges) {
  // Ten rows of 100 walls over open ground: ten runs, one byte each side.
  std::vector<CellChange> changes;
  for (int y = 0; y < 10; ++y) {
    for (int x = 0; x < 100; ++x) changes.push_back({y * 1000 + x, 255, 0});
  }
  const PackedDiff packed(changes);
  EXPECT_LE(packed.memory_bytes(), 10 * (8 + 2));
  EXPECT_LT(packed.memory_bytes() * 20, changes.size() * sizeof(CellChange));
}

TEST(PackedDiff, BoundsMatchTheUnpackedCells) {
  std::mt19937 rng(9);
  const int width = 13;
  for (int round = 0; round < 200; ++round) {
    std::vector<CellChange> changes;
    const int count = 1 + static_cast<int>(rng() % 12);
    int index = static_cast<int>(rng() % 100);
    for (int i = 0; i < count; ++i) {
      changes.push_back({index, 1, 2});
      // Sometimes contiguous (runs that may wrap a row), sometimes scattered.
      index += round % 2 ? 1 : 1 + static_cast<int>(rng() % 20);
    }
    const PackedDiff packed(changes);
    CellBox expected{width, 1 << 30, -1, -1};
    bool wraps = false;
    for (const CellChange& c : changes) {
      expected.x0 = std::min(expected.x0, c.index % width);
      expected.x1 = std::max(expected.x1, c.index % width);
      expected.y0 = std::min(expected.y0, c.index / width);
      expected.y1 = std::max(expected.y1, c.index / width);
    }
    for (std::size_t i = 1; i < changes.size(); ++i) {
      wraps =
          wraps || (changes[i].index == changes[i - 1].index + 1 &&
                    changes[i].index / width != changes[i - 1].index / width);
    }
    const std::optional<CellBox> box = packed.bounds(width);
    ASSERT_TRUE(box.has_value());
    EXPECT_EQ(box->y0, expected.y0);
    EXPECT_EQ(box->y1, expected.y1);
    // A run across a row end is reported as full width, which still holds
    // every cell.
    if (wraps) {
      EXPECT_EQ(box->x0, 0);
      EXPECT_EQ(box->x1, width - 1);
    } else {
      EXPECT_EQ(*box, expected);
    }
  }
  EXPECT_FALSE(PackedDiff().bounds(width).has_value());
}

TEST(PackedDiff, EmptyDiffHoldsNothing) {
  const PackedDiff packed(std::vector<CellChange>{});
  EXPECT_TRUE(packed.empty());
  EXPECT_EQ(packed.memory_bytes(), 0u);
  std::vector<std::uint8_t> cells{1, 2, 3};
  packed.apply_after(cells);
  EXPECT_EQ(cells, (std::vector<std::uint8_t>{1, 2, 3}));
}

}  // namespace packed_diff_test
}  // namespace astar
