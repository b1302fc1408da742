// The open list gives its entries in exactly ascending order whatever the
// pushes and pops between, the entry it holds out of the tree included,
// and its in-order walk agrees with popping.
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

}  // namespace open_heap_test
}  // namespace astar
