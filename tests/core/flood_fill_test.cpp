#include "astar/edit/flood_fill.hpp"

#include <gtest/gtest.h>

#include "test_maps.hpp"

namespace astar {
namespace flood_fill_test {

using test::ascii_document;

TEST(FloodFill, FourConnectivityStopsAtCorners) {
  const Document doc = ascii_document({
      "..#..",
      "..#..",
      "##...",
      "..#..",
  });
  // The top-left block touches the rest only through a corner at (1,1)-(2,2).
  EXPECT_EQ(flood_region(doc.grid, {0, 0}, Connectivity::Four).size(), 4u);
  EXPECT_EQ(flood_region(doc.grid, {0, 0}, Connectivity::Eight).size(), 15u);
  EXPECT_EQ(flood_region(doc.grid, {2, 0}, Connectivity::Four).size(), 2u);
  EXPECT_EQ(flood_region(doc.grid, {2, 0}, Connectivity::Eight).size(), 5u);
}

TEST(FloodFill, OnlyTheSeedValueIsFilled) {
  Document doc = ascii_document({
      "..3..",
      ".333.",
      "..3.#",
  });
  const EditCommand command =
      make_fill_command(doc, {2, 1}, kBlocked, Connectivity::Four);
  EXPECT_EQ(command.label, "Fill");
  EXPECT_EQ(command.cells.size(), 5u);
  for (const CellChange& change : command.cells) {
    EXPECT_EQ(change.before, value_for_weight(3));
    EXPECT_EQ(change.after, kBlocked);
  }
}

TEST(FloodFill, WallsSkipMarkersAndSameValueOrOutsideDoNothing) {
  Document doc = ascii_document({"S..", "..G"});
  const EditCommand walls =
      make_fill_command(doc, {1, 0}, kBlocked, Connectivity::Four);
  EXPECT_EQ(walls.cells.size(), 4u);
  EXPECT_TRUE(
      make_fill_command(doc, {1, 0}, kOpenGround, Connectivity::Four).empty());
  EXPECT_TRUE(
      make_fill_command(doc, {3, 0}, kBlocked, Connectivity::Four).empty());
  EXPECT_TRUE(flood_region(doc.grid, {-1, 0}, Connectivity::Eight).empty());
  const EditCommand terrain =
      make_fill_command(doc, {1, 0}, value_for_weight(4), Connectivity::Eight);
  EXPECT_EQ(terrain.cells.size(), 6u);
}

TEST(FloodFill, AWholeLargeMapFillsWithoutRecursion) {
  // A serpentine corridor through a 1024 x 1024 map: deep for a recursive fill.
  Grid grid(1024, 1024);
  for (int y = 1; y < 1024; y += 2) {
    for (int x = 0; x < 1024; ++x) grid.set(x, y, kBlocked);
    grid.set((y / 2) % 2 == 0 ? 1023 : 0, y, kOpenGround);
  }
  const Document doc{grid, std::nullopt, std::nullopt};
  const EditCommand command =
      make_fill_command(doc, {0, 0}, value_for_weight(2), Connectivity::Four);
  EXPECT_EQ(command.cells.size(), 512u * 1024u + 512u);
}

}  // namespace flood_fill_test
}  // namespace astar
