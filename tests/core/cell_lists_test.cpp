// CellLists (the subgoal graph's link lists) against a std::map of vectors,
// under random inserts, pushes, removals and erasures: erase's backward
// shift and the pool's compaction must never lose or move a value.
#include "astar/search/detail/cell_lists.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

namespace {

using Lists = astar::detail::CellLists<int>;
using Model = std::map<int, std::vector<int>>;

std::vector<int> sorted(std::span<const int> values) {
  std::vector<int> out(values.begin(), values.end());
  std::sort(out.begin(), out.end());
  return out;
}

void expect_same(const Lists& lists, const Model& model) {
  ASSERT_EQ(lists.size(), model.size());
  for (const auto& [cell, values] : model) {
    std::vector<int> expected = values;
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(sorted(lists.at(cell)), expected) << "cell " << cell;
  }
  std::size_t visited = 0;
  lists.for_each([&](int cell, std::span<const int>) {
    EXPECT_TRUE(model.contains(cell)) << "cell " << cell;
    ++visited;
  });
  EXPECT_EQ(visited, model.size());
}

void random_edit(Lists& lists, Model& model, std::mt19937& rng,
                 int cell_limit) {
  const int cell = std::uniform_int_distribution<int>(0, cell_limit - 1)(rng);
  switch (std::uniform_int_distribution<int>(0, 9)(rng)) {
    case 0:
      lists.erase(cell);
      model.erase(cell);
      break;
    case 1:
      lists.insert(cell);
      model[cell];
      break;
    case 2:
    case 3: {
      auto found = model.find(cell);
      if (found == model.end() || found->second.empty()) break;
      const auto index = std::uniform_int_distribution<std::size_t>(
          0, found->second.size() - 1)(rng);
      lists.remove_at(cell, index);
      found->second[index] = found->second.back();
      found->second.pop_back();
      break;
    }
    case 4:
      lists.keep_if(cell, [](int v) { return v % 3 != 0; });
      if (model.contains(cell))
        std::erase_if(model[cell], [](int v) { return v % 3 == 0; });
      break;
    default: {
      const int value = std::uniform_int_distribution<int>(0, 1000000)(rng);
      lists.push(cell, value);
      model[cell].push_back(value);
    }
  }
}

TEST(CellLists, RandomEditsKeepEveryListAsAMapOfVectorsWould) {
  for (int cell_limit : {50, 5000, 1 << 20}) {
    std::mt19937 rng(static_cast<unsigned>(cell_limit));
    Lists lists;
    lists.reserve(16, cell_limit);
    Model model;
    for (int edit = 0; edit < 60000; ++edit) {
      random_edit(lists, model, rng, cell_limit);
      if (edit % 5000 == 0) expect_same(lists, model);
    }
    expect_same(lists, model);
    lists.compact();
    expect_same(lists, model);
  }
}

TEST(CellLists, ListsBuiltWithRoomFirstNeverMove) {
  Lists lists;
  lists.reserve(100, 1000);
  for (int cell = 0; cell < 1000; cell += 10) lists.add_room(cell, 3);
  lists.place_lists();
  const std::size_t bytes = lists.memory_bytes();
  for (int cell = 0; cell < 1000; cell += 10) {
    for (int v = 0; v < 3; ++v) lists.push(cell, cell + v);
  }
  EXPECT_EQ(lists.memory_bytes(), bytes);
  for (int cell = 0; cell < 1000; cell += 10) {
    EXPECT_EQ(sorted(lists.at(cell)),
              (std::vector<int>{cell, cell + 1, cell + 2}));
  }
  EXPECT_TRUE(lists.at(5).empty());
  EXPECT_FALSE(lists.contains(5));
}

}  // namespace
