// The open list gives its entries in exactly ascending order whatever the
// pushes and pops between, the entry it holds out of the tree included,
// and its in-order walk agrees with popping. Tracked, it knows where each
// cell's entry is, and lowers one in place.
#include "astar/search/detail/open_heap.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

namespace astar {
namespace open_heap_test {

using Entry = OpenHeap::Entry;

std::vector<Entry> walked(const OpenHeap& heap, std::size_t limit) {
  std::vector<Entry> out;
  heap.visit_in_order([&](Entry e) {
    out.push_back(e);
    return out.size() < limit;
  });
  return out;
}

TEST(OpenHeap, PopsInOrderAndWalksAsItPops) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> key(0.0, 50.0);
  std::uniform_int_distribution<int> small(0, 3), cell(0, 1000);
  for (int round = 0; round < 200; ++round) {
    OpenHeap heap;
    std::vector<Entry> mirror;  // sorted descending: the back is the least
    for (int op = 0; op < 300; ++op) {
      if (small(rng) != 0 || mirror.empty()) {
        // Few distinct keys and ranks, so ties fall to the cell.
        const Entry e = OpenHeap::make_entry(
            static_cast<double>(static_cast<int>(key(rng)) / 4),
            static_cast<std::uint32_t>(small(rng)), cell(rng));
        heap.push(e);
        mirror.insert(std::upper_bound(mirror.begin(), mirror.end(), e,
                                       [](Entry a, Entry b) { return a > b; }),
                      e);
      } else {
        ASSERT_EQ(heap.top(), mirror.back());
        ASSERT_EQ(heap.pop(), mirror.back());
        mirror.pop_back();
      }
      ASSERT_EQ(heap.size(), mirror.size());
    }
    std::vector<Entry> ascending(mirror.rbegin(), mirror.rend());
    EXPECT_EQ(walked(heap, ascending.size()), ascending) << "round " << round;
    EXPECT_EQ(walked(heap, 5),
              std::vector<Entry>(
                  ascending.begin(),
                  ascending.begin() +
                      std::min<std::ptrdiff_t>(
                          5, static_cast<std::ptrdiff_t>(ascending.size()))));
    for (const Entry e : ascending) ASSERT_EQ(heap.pop(), e);
    EXPECT_TRUE(heap.empty());
  }
}

TEST(OpenHeap, AHeldEntryIsClearedAndCopied) {
  OpenHeap heap;
  heap.push(OpenHeap::make_entry(2.0, 0, 7));
  OpenHeap copy = heap;
  heap.clear();
  EXPECT_TRUE(heap.empty());
  EXPECT_EQ(heap.size(), 0u);
  ASSERT_EQ(copy.size(), 1u);
  EXPECT_EQ(OpenHeap::cell_of(copy.pop()), 7);
}

// The first cell from `from` on (round the end) whose entry is in the heap
// with a key above 1, or -1.
int held_cell(const std::vector<Entry>& of_cell, int from) {
  const auto n = static_cast<int>(of_cell.size());
  for (int i = 0; i < n; ++i) {
    const int c = (from + i) % n;
    if (of_cell[c] != 0 && OpenHeap::key_of(of_cell[c]) > 1.0) return c;
  }
  return -1;
}

// A tracked heap against a mirror of one entry a cell: random pushes of
// new cells, lowered keys of cells already in (held or in the tree), and
// pops. After every operation the slots point at each cell's entry; a
// copy placed again agrees.
TEST(OpenHeap, ATrackedHeapLowersAnEntryInPlace) {
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> op_kind(0, 5), cell(0, 199), key(0, 400);
  for (int round = 0; round < 100; ++round) {
    OpenHeap heap;
    std::vector<std::uint32_t> slots(200, 12345);
    std::vector<Entry> of_cell(200, 0);  // 0: not in the heap
    std::size_t lowered = 0;
    for (int op = 0; op < 400; ++op) {
      const int kind = op_kind(rng);
      const int c = cell(rng);
      const int in_heap = held_cell(of_cell, c);
      if (kind <= 2 && of_cell[c] == 0) {
        of_cell[c] = OpenHeap::make_entry(key(rng) + 1.0, 1, c);
        heap.push<true>(of_cell[c], slots.data());
      } else if (kind <= 4 && in_heap >= 0) {
        const double was = OpenHeap::key_of(of_cell[in_heap]);
        const double lower = was - 1.0 - key(rng) % static_cast<int>(was);
        of_cell[in_heap] =
            OpenHeap::make_entry(std::max(lower, 0.0), 1, in_heap);
        heap.improve(of_cell[in_heap], slots.data());
        ++lowered;
      } else if (!heap.empty()) {
        const Entry least = *std::min_element(
            of_cell.begin(), of_cell.end(),
            [](Entry a, Entry b) { return a != 0 && (b == 0 || a < b); });
        ASSERT_EQ(heap.pop<true>(slots.data()), least);
        of_cell[OpenHeap::cell_of(least)] = 0;
      }
      std::vector<std::uint32_t> placed(200, 12345);
      OpenHeap(heap).place_cells(placed.data());
      for (int i = 0; i < 200; ++i) {
        if (of_cell[i] != 0) {
          ASSERT_EQ(slots[i], placed[i]) << "cell " << i;
        }
      }
    }
    EXPECT_GT(lowered, 50u);
    std::vector<Entry> left;
    for (const Entry e : of_cell) {
      if (e != 0) left.push_back(e);
    }
    std::sort(left.begin(), left.end());
    for (const Entry e : left) ASSERT_EQ(heap.pop<true>(slots.data()), e);
    EXPECT_TRUE(heap.empty());
  }
}

}  // namespace open_heap_test
}  // namespace astar
