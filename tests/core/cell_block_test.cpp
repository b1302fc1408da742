#include "astar/edit/cell_block.hpp"

#include <gtest/gtest.h>

#include <random>

#include "astar/edit/cell_block_text.hpp"
#include "test_maps.hpp"

namespace astar {
namespace cell_block_test {

using test::ascii_document;
using test::ascii_grid;

CellBlock block_of(const std::vector<std::string>& rows) {
  const Grid grid = ascii_grid(rows);
  return copy_block(grid, {0, 0, grid.width(), grid.height()});
}

Document applied(const Document& doc, const EditCommand& command) {
  Document copy = doc;
  apply_forward(copy, command);
  return copy;
}

CellBlock random_block(std::mt19937& rng, int w, int h) {
  return copy_block(test::random_terrain_grid(rng, w, h, 30), {0, 0, w, h});
}

constexpr BlockTurn kTurns[] = {
    BlockTurn::FlipHorizontal, BlockTurn::FlipVertical,
    BlockTurn::RotateClockwise, BlockTurn::RotateCounterClockwise};

TEST(CellBlock, TurnsAKnownThreeByTwoBlock) {
  const CellBlock block = block_of({"#.2", "..#"});
  EXPECT_EQ(turned(block, BlockTurn::FlipHorizontal), block_of({"2.#", "#.."}));
  EXPECT_EQ(turned(block, BlockTurn::FlipVertical), block_of({"..#", "#.2"}));
  EXPECT_EQ(turned(block, BlockTurn::RotateClockwise),
            block_of({".#", "..", "#2"}));
  EXPECT_EQ(turned(block, BlockTurn::RotateCounterClockwise),
            block_of({"2#", "..", "#."}));
}

TEST(CellBlock, FlipsTwiceAndFourRotationsAreTheIdentity) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 50; ++trial) {
    const CellBlock block = random_block(rng, 1 + trial % 7, 1 + trial % 5);
    for (BlockTurn flip :
         {BlockTurn::FlipHorizontal, BlockTurn::FlipVertical}) {
      EXPECT_EQ(turned(turned(block, flip), flip), block);
    }
    for (BlockTurn turn :
         {BlockTurn::RotateClockwise, BlockTurn::RotateCounterClockwise}) {
      CellBlock b = block;
      for (int i = 0; i < 4; ++i) b = turned(b, turn);
      EXPECT_EQ(b, block);
    }
    EXPECT_EQ(turned(turned(block, BlockTurn::RotateClockwise),
                     BlockTurn::RotateCounterClockwise),
              block);
  }
}

TEST(CellBlock, CopyIsCutToTheMapAndBoxBetweenToo) {
  const Grid grid = ascii_grid({"#..", ".2.", "..#"});
  EXPECT_EQ(copy_block(grid, {1, 1, 5, 5}), block_of({"2.", ".#"}));
  EXPECT_EQ(rect_between({2, 2}, {-4, 1}, 3, 3), (BlockRect{0, 1, 3, 2}));
  EXPECT_TRUE(rect_between({5, 5}, {9, 9}, 3, 3).empty());
  EXPECT_TRUE(copy_block(grid, {4, 0, 2, 2}).empty());
}

TEST(CellBlock, StampIsClippedAtEachEdge) {
  const Document doc = ascii_document({"....", "....", "...."});
  const CellBlock block = block_of({"#2", "3#"});
  const auto stamped = [&](Point at) {
    return test::ascii_rows(
        applied(doc, make_stamp_command(doc, block, at, "Stamp")).grid);
  };
  EXPECT_EQ(stamped({-1, 0}),
            (std::vector<std::string>{"2...", "#...", "...."}));
  EXPECT_EQ(stamped({3, 1}),
            (std::vector<std::string>{"....", "...#", "...3"}));
  EXPECT_EQ(stamped({1, -1}),
            (std::vector<std::string>{".3#.", "....", "...."}));
  EXPECT_EQ(stamped({2, 2}),
            (std::vector<std::string>{"....", "....", "..#2"}));
  EXPECT_TRUE(make_stamp_command(doc, block, {-2, 0}, "Stamp").empty());
  EXPECT_TRUE(make_stamp_command(doc, block, {0, 3}, "Stamp").empty());
}

TEST(CellBlock, AStampsWallSkipsTheMarkersAndUndoRestores) {
  const Document doc = ascii_document({"S.", ".G"});
  const CellBlock walls = block_of({"##", "##"});
  const EditCommand command = make_stamp_command(doc, walls, {0, 0}, "Stamp");
  Document after = applied(doc, command);
  EXPECT_EQ(test::ascii_rows(after.grid),
            (std::vector<std::string>{".#", "#."}));
  EXPECT_EQ(after.start, doc.start);
  apply_backward(after, command);
  EXPECT_EQ(after, doc);
}

TEST(CellBlock, ClearBoxMakesOpenGroundInsideOnly) {
  const Document doc = ascii_document({"###", "#2#", "###"});
  const Document after =
      applied(doc, make_clear_rect_command(doc, {1, 0, 2, 2}, "Delete"));
  EXPECT_EQ(test::ascii_rows(after.grid),
            (std::vector<std::string>{"#..", "#..", "###"}));
}

TEST(CellBlock, FlipInPlaceAndRotateAboutTheCentre) {
  const Document doc = ascii_document({".....", ".#2..", ".##..", "....."});
  auto flip = make_turn_command(doc, {1, 1, 2, 2}, BlockTurn::FlipHorizontal);
  ASSERT_TRUE(flip.ok()) << flip.error();
  EXPECT_EQ(flip.value().rect, (BlockRect{1, 1, 2, 2}));
  EXPECT_EQ(test::ascii_rows(applied(doc, flip.value().command).grid),
            (std::vector<std::string>{".....", ".2#..", ".##..", "....."}));
  // A 3x1 row turns into a 1x3 column through its middle cell; the cells
  // it leaves become open ground.
  const Document row = ascii_document({".....", ".#2#.", "....."});
  auto rotate =
      make_turn_command(row, {1, 1, 3, 1}, BlockTurn::RotateClockwise);
  ASSERT_TRUE(rotate.ok()) << rotate.error();
  EXPECT_EQ(rotate.value().rect, (BlockRect{2, 0, 1, 3}));
  const Document turned_row = applied(row, rotate.value().command);
  EXPECT_EQ(test::ascii_rows(turned_row.grid),
            (std::vector<std::string>{"..#..", "..2..", "..#.."}));
  // Turning back gives the first footprint and cells.
  auto back = make_turn_command(turned_row, rotate.value().rect,
                                BlockTurn::RotateCounterClockwise);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value().rect, (BlockRect{1, 1, 3, 1}));
  EXPECT_EQ(applied(turned_row, back.value().command).grid, row.grid);
}

TEST(CellBlock, ATurnThatWouldLeaveTheMapIsRefused) {
  const Document doc = ascii_document({"###.", "....", "...."});
  auto rotate =
      make_turn_command(doc, {0, 0, 3, 1}, BlockTurn::RotateClockwise);
  ASSERT_FALSE(rotate.ok());
  EXPECT_NE(rotate.error().find("leave the map"), std::string::npos);
}

// Four turns of a square selection give back the whole map; of an
// oblong one, its own cells (the cells its turned footprint covered
// outside it are open ground or its cells now).
TEST(CellBlock, FourTurnsOfASelectionGiveBackItsCells) {
  std::mt19937 rng(11);
  for (const BlockRect first : {BlockRect{3, 4, 4, 4}, BlockRect{3, 4, 5, 3}}) {
    for (BlockTurn turn : kTurns) {
      Document doc{test::random_terrain_grid(rng, 12, 12, 30), {}, {}, {}};
      const Grid map = doc.grid;
      BlockRect rect = first;
      for (int i = 0; i < 4; ++i) {
        auto step = make_turn_command(doc, rect, turn);
        ASSERT_TRUE(step.ok()) << step.error();
        apply_forward(doc, step.value().command);
        rect = step.value().rect;
      }
      EXPECT_EQ(rect, first);
      EXPECT_EQ(copy_block(doc.grid, rect), copy_block(map, first))
          << to_string(turn);
      if (first.width == first.height) {
        EXPECT_EQ(doc.grid, map);
      }
    }
  }
}

TEST(CellBlockText, RoundTripsAndReadsCrLf) {
  std::mt19937 rng(3);
  const CellBlock block = random_block(rng, 9, 4);
  const auto back = parse_cell_block(to_text(block));
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), block);
  const auto crlf = parse_cell_block("astar-cells 2 1\r\n00FF\r\n");
  ASSERT_TRUE(crlf.ok()) << crlf.error();
  EXPECT_EQ(crlf.value(), (CellBlock{2, 1, {0, 255}}));
}

TEST(CellBlockText, BadTextIsOneMessageAndNoBigAllocation) {
  const struct {
    const char* text;
    const char* says;
  } cases[] = {
      {"astar-cells", "header"},
      {"astar-cells 2", "header"},
      {"astar-cells 2 x\n0000\n", "header"},
      {"astar-cells 0 1\n\n", "width"},
      {"astar-cells 8192 8192\n00\n", "more than"},
      {"astar-cells 2048 2048\n00\n", "too short"},
      {"astar-cells 2 2\n0000\n00\n0000\n", "row 2 has 2 digits"},
      {"astar-cells 2 2\n000000\n0000\n", "row 1 has 6"},
      {"astar-cells 2 1\n0g00\n", "not two hex digits"},
      {"astar-cells 1 1\nff\nff\n", "more rows"},
      {"astar-cells 2 1 9\n0000\n", "after the size"},
  };
  for (const auto& c : cases) {
    const auto parsed = parse_cell_block(c.text);
    ASSERT_FALSE(parsed.ok()) << c.text;
    EXPECT_NE(parsed.error().find(c.says), std::string::npos)
        << c.text << " -> " << parsed.error();
    EXPECT_EQ(parsed.error().rfind("Copied cells: ", 0), 0u);
  }
  EXPECT_TRUE(looks_like_cell_block("astar-cells 1 1\nff\n"));
  EXPECT_FALSE(looks_like_cell_block("astar1:abc"));
}

}  // namespace cell_block_test
}  // namespace astar
