#include "astar/edit/map_ops.hpp"

#include <gtest/gtest.h>

#include "test_maps.hpp"

namespace astar {
namespace map_ops_test {

using test::ascii_document;

Document applied(const Document& doc, const EditCommand& command) {
  Document copy = doc;
  apply_forward(copy, command);
  return copy;
}

Document resized(const Document& doc, int w, int h, Anchor anchor) {
  Result<EditCommand> command = make_resize_command(doc, w, h, anchor);
  EXPECT_TRUE(command.ok()) << command.error();
  return command.ok() ? applied(doc, command.value()) : doc;
}

TEST(Resize, GrowsAroundEachAnchor) {
  const Document doc = ascii_document({"#2", "S#"});
  const std::vector<std::vector<std::string>> expected{
      {"#2..", "S#..", "...."}, {".#2.", ".S#.", "...."},
      {"..#2", "..S#", "...."}, {"#2..", "S#..", "...."},
      {".#2.", ".S#.", "...."}, {"..#2", "..S#", "...."},
      {"....", "#2..", "S#.."}, {"....", ".#2.", ".S#."},
      {"....", "..#2", "..S#"},
  };
  for (int a = 0; a < 9; ++a) {
    const Document out = resized(doc, 4, 3, static_cast<Anchor>(a));
    std::vector<std::string> rows = test::ascii_rows(out.grid);
    ASSERT_TRUE(out.start.has_value());
    rows[out.start->y][out.start->x] = 'S';
    EXPECT_EQ(rows, expected[a]) << to_string(static_cast<Anchor>(a));
  }
}

TEST(Resize, ShrinkingDropsMarkersThatAreCutOff) {
  const Document doc = ascii_document({"S...", ".#..", "...G"});
  const Document top_left = resized(doc, 2, 2, Anchor::TopLeft);
  EXPECT_EQ(test::ascii_rows(top_left.grid),
            (std::vector<std::string>{"..", ".#"}));
  EXPECT_EQ(top_left.start, (Point{0, 0}));
  EXPECT_FALSE(top_left.goal.has_value());
  const Document bottom_right = resized(doc, 2, 2, Anchor::BottomRight);
  EXPECT_FALSE(bottom_right.start.has_value());
  EXPECT_EQ(bottom_right.goal, (Point{1, 1}));
  const Document centre = resized(doc, 3, 1, Anchor::Centre);
  // Width 4 -> 3 cuts the extra column on the right; height 3 -> 1 keeps row 1.
  EXPECT_EQ(test::ascii_rows(centre.grid), (std::vector<std::string>{".#."}));
}

TEST(Resize, RejectsBadSizesAndIgnoresTheSameSize) {
  const Document doc = ascii_document({"..", ".."});
  Result<EditCommand> zero = make_resize_command(doc, 0, 5, Anchor::TopLeft);
  ASSERT_FALSE(zero.ok());
  EXPECT_NE(zero.error().find("cannot resize"), std::string::npos);
  EXPECT_FALSE(make_resize_command(doc, 9000, 5, Anchor::TopLeft).ok());
  Result<EditCommand> same = make_resize_command(doc, 2, 2, Anchor::Centre);
  ASSERT_TRUE(same.ok());
  EXPECT_TRUE(same.value().empty());
}

TEST(Invert, SwapsWallsAndWalkableButKeepsMarkerCells) {
  const Document doc = ascii_document({"S#3", "#.G"});
  const EditCommand command = make_invert_command(doc);
  EXPECT_EQ(command.label, "Invert walls");
  const Document out = applied(doc, command);
  EXPECT_EQ(test::ascii_rows(out.grid),
            (std::vector<std::string>{"..#", ".#."}));
  EXPECT_EQ(out.start, doc.start);
  EXPECT_EQ(out.goal, doc.goal);
}

TEST(Clear, OpensEveryCellAndKeepsMarkers) {
  const Document doc = ascii_document({"S#3", "#.G"});
  const Document out = applied(doc, make_clear_command(doc));
  EXPECT_EQ(test::ascii_rows(out.grid),
            (std::vector<std::string>{"...", "..."}));
  EXPECT_EQ(out.start, doc.start);
  EXPECT_TRUE(make_clear_command(out).empty());
}

TEST(Shift, MovesCellsAndMarkersAndFillsWithOpenGround) {
  const Document doc = ascii_document({"S#2.", "....", "..#G"});
  const Document out = applied(doc, make_shift_command(doc, 1, 1, false));
  EXPECT_EQ(test::ascii_rows(out.grid),
            (std::vector<std::string>{"....", "..#2", "...."}));
  EXPECT_EQ(out.start, (Point{1, 1}));
  EXPECT_FALSE(out.goal.has_value());
}

TEST(Shift, WrapIsLossless) {
  const Document doc = ascii_document({"S#2.", "....", "..#G"});
  const Document out = applied(doc, make_shift_command(doc, -1, 4, true));
  EXPECT_EQ(test::ascii_rows(out.grid),
            (std::vector<std::string>{".#..", "#2..", "...."}));
  EXPECT_EQ(out.start, (Point{3, 1}));
  EXPECT_EQ(out.goal, (Point{2, 0}));
  const Document back = applied(out, make_shift_command(out, 1, -4, true));
  EXPECT_EQ(back, doc);
  EXPECT_TRUE(make_shift_command(doc, 4, -6, true).empty());
  EXPECT_EQ(make_shift_command(doc, 1, 0, true).label, "Wrap");
}

TEST(Anchor, NamesRoundTrip) {
  for (int a = 0; a < 9; ++a) {
    const auto anchor = static_cast<Anchor>(a);
    EXPECT_EQ(parse_anchor(to_string(anchor)), anchor);
  }
  EXPECT_EQ(parse_anchor("center"), Anchor::Centre);
  EXPECT_FALSE(parse_anchor("middle").has_value());
}

}  // namespace map_ops_test
}  // namespace astar
