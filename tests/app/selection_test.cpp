// Drives the real astar-studio headless through the select tool and
// stamps: a selection dragged with the mouse, copied, cut, cleared,
// flipped and turned, pasted as a stamp that follows the mouse and is laid
// down by clicks; each checked in the map the app exports, and undone.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace selection_test {

constexpr int kWidth = 16;
constexpr int kHeight = 10;

// The 3x2 block at (2, 2) on open ground: a wall, open, terrain; terrain,
// a wall, open.
constexpr std::uint8_t kBlock[2][3] = {{0, 255, 200}, {100, 0, 255}};

struct Cells {
  int width = kWidth;
  int height = kHeight;
  std::vector<std::uint8_t> values =
      std::vector<std::uint8_t>(kWidth * kHeight, 255);
  std::uint8_t& at(int x, int y) { return values[y * width + x]; }
  friend bool operator==(const Cells&, const Cells&) = default;
};

// The block `rows` (given as row strings of values) written at (x, y).
void put(Cells& cells, int x, int y,
         const std::vector<std::vector<std::uint8_t>>& rows) {
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      cells.at(x + static_cast<int>(c), y + static_cast<int>(r)) = rows[r][c];
    }
  }
}

const std::vector<std::vector<std::uint8_t>> kRows = {
    {kBlock[0][0], kBlock[0][1], kBlock[0][2]},
    {kBlock[1][0], kBlock[1][1], kBlock[1][2]}};

Cells original(int x = 2, int y = 2) {
  Cells cells;
  put(cells, x, y, kRows);
  return cells;
}

Cells exported(const std::filesystem::path& path) {
  const Image image = read_png(path);
  return {image.width, image.height, gray_cells(image)};
}

std::string write_original(const TempFolder& dir, int x = 2, int y = 2) {
  const Cells cells = original(x, y);
  return write_cells(dir, "map.png", kWidth, kHeight, [&](int cx, int cy) {
    return cells.values[cy * kWidth + cx];
  });
}

// A left click at cell (x, y).
std::string click_at(int x, int y) {
  return "move " + std::to_string(x) + " " + std::to_string(y) +
         "\nframes 1\ndown left\nup left\n";
}

TEST(Selection, CopyThenStampTwiceAndUndoEachStamp) {
  TempFolder dir;
  const std::string map = write_original(dir);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(
      dir, map,
      "key q\ndrag 2 2 4 3\nstate\nkey ctrl+c\nkey ctrl+v\nstate\n" +
          click_at(10, 6) + click_at(6, 7) + "export " + out("two.png") +
          "\nstate\nkey ctrl+z\nexport " + out("one.png") +
          "\nkey ctrl+z\nexport " + out("none.png") + "\nkey esc\nstate\n" +
          click_at(12, 2) + "export " + out("after.png") + "\nstate\n");
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 5u) << run.out;
  EXPECT_EQ(field(states[0], "tool"), "Select");
  EXPECT_EQ(field(states[0], "selection"), "2,2,3,2");
  EXPECT_EQ(field(states[0], "stamping"), "0");
  EXPECT_EQ(field(states[1], "stamping"), "1");
  // A stamp is one undo step each; the mouse is at the block's centre
  // column and top row, so (10, 6) puts its top-left at (9, 6).
  EXPECT_EQ(field(states[2], "undo"), "2");
  Cells one = original();
  put(one, 9, 6, kRows);
  Cells two = one;
  put(two, 5, 7, kRows);
  EXPECT_EQ(exported(dir.path("two.png")), two);
  EXPECT_EQ(exported(dir.path("one.png")), one);
  EXPECT_EQ(exported(dir.path("none.png")), original());
  // Escape ends stamping; the selection stays until a click without a drag.
  EXPECT_EQ(field(states[3], "stamping"), "0");
  EXPECT_EQ(field(states[3], "selection"), "2,2,3,2");
  EXPECT_EQ(field(states[4], "selection"), "none");
  EXPECT_EQ(exported(dir.path("after.png")), original());
}

TEST(Selection, FlipAndRotateInPlaceAndUndo) {
  TempFolder dir;
  const std::string map = write_original(dir, 3, 4);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(
      dir, map,
      "key q\ndrag 3 4 5 5\nkey x\nexport " + out("flip_x.png") +
          "\nkey ctrl+z\nkey y\nexport " + out("flip_y.png") +
          "\nkey ctrl+z\nkey z\nexport " + out("rotated.png") +
          "\nstate\nkey shift+z\nexport " + out("back.png") + "\nstate\n");
  Cells flip_x;
  put(flip_x, 3, 4, {{200, 255, 0}, {255, 0, 100}});
  EXPECT_EQ(exported(dir.path("flip_x.png")), flip_x);
  Cells flip_y;
  put(flip_y, 3, 4, {{100, 0, 255}, {0, 255, 200}});
  EXPECT_EQ(exported(dir.path("flip_y.png")), flip_y);
  // 3x2 turns about its centre into 2x3 at (3, 4) (offsets (3-2)/2 and
  // (2-3)/2, rounded toward zero); column 5, left uncovered, is open.
  Cells rotated;
  put(rotated, 3, 4, {{100, 0}, {0, 255}, {255, 200}});
  EXPECT_EQ(exported(dir.path("rotated.png")), rotated);
  EXPECT_EQ(exported(dir.path("back.png")), original(3, 4));
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "selection"), "3,4,2,3");
  EXPECT_EQ(field(states[1], "selection"), "3,4,3,2");
}

TEST(Selection, ARotationThatWouldLeaveTheMapIsRefused) {
  TempFolder dir;
  const std::string map = write_original(dir, 0, 0);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(
      dir, map,
      "key q\ndrag 0 0 2 0\nkey z\nexport " + out("same.png") + "\nstate\n");
  EXPECT_NE(run.out.find("would leave the map"), std::string::npos) << run.out;
  EXPECT_EQ(exported(dir.path("same.png")), original(0, 0));
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u);
  EXPECT_EQ(field(states[0], "undo"), "0");
  EXPECT_EQ(field(states[0], "selection"), "0,0,3,1");
}

TEST(Selection, CutDeleteAndAFlippedStamp) {
  TempFolder dir;
  const std::string map = write_original(dir);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(
      dir, map,
      "key q\ndrag 2 2 4 3\nkey ctrl+x\nexport " + out("cut.png") +
          "\nkey ctrl+v\nkey x\n" + click_at(11, 8) + "export " +
          out("stamped.png") + "\nstate\nkey esc\nkey esc\n" +
          "state\nkey ctrl+z\nkey ctrl+z\nexport " + out("restored.png") +
          "\ndrag 1 1 3 2\nkey del\nexport " + out("deleted.png") +
          "\nstate\n");
  EXPECT_EQ(exported(dir.path("cut.png")), Cells());
  // Cut copies before it clears. The stamp, flipped left-right while
  // held, lands with its top-left at (10, 8).
  Cells stamped;
  put(stamped, 10, 8, {{200, 255, 0}, {255, 0, 100}});
  EXPECT_EQ(exported(dir.path("stamped.png")), stamped);
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 3u) << run.out;
  EXPECT_EQ(field(states[0], "stamping"), "1");
  EXPECT_EQ(field(states[1], "stamping"), "0");
  EXPECT_EQ(field(states[1], "selection"), "none");
  EXPECT_EQ(exported(dir.path("restored.png")), original());
  Cells deleted = original();
  for (int y = 1; y <= 2; ++y) {
    for (int x = 1; x <= 3; ++x) deleted.at(x, y) = 255;
  }
  EXPECT_EQ(exported(dir.path("deleted.png")), deleted);
  EXPECT_EQ(field(states[2], "selection"), "1,1,3,2");
}

TEST(Selection, AStampsWallSkipsTheStart) {
  TempFolder dir;
  const std::string map = write_original(dir);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  // The block's walls are at (0, 0) and (1, 1); the start is put under
  // the first: the stamp at (12, 7) lays its top-left at (11, 7).
  const RunResult run = run_script_ok(
      dir, map,
      "key s\n" + click_at(11, 7) + "key q\ndrag 2 2 4 3\nkey ctrl+c\n" +
          "key ctrl+v\n" + click_at(12, 7) + "export " + out("stamped.png") +
          "\nstate\n");
  Cells stamped = original();
  put(stamped, 11, 7, {{255, 255, 200}, {100, 0, 255}});
  EXPECT_EQ(exported(dir.path("stamped.png")), stamped);
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_EQ(field(states[0], "start"), "11,7");
}

TEST(Selection, ADragFromOutsideTheMapIsCutToItAndHarmless) {
  TempFolder dir;
  const std::string map = write_original(dir);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run =
      run_script_ok(dir, map,
                    "key q\ndrag 3 -2 6 -1\nstate\ndrag 3 -2 4 1\nstate\n"
                    "key ctrl+a\nstate\nkey esc\nkey ctrl+c\nkey del\nexport " +
                        out("same.png") + "\nstate\n");
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 4u) << run.out;
  EXPECT_EQ(field(states[0], "selection"), "none");
  EXPECT_EQ(field(states[1], "selection"), "3,0,2,2");
  EXPECT_EQ(field(states[2], "selection"), "0,0,16,10");
  // Nothing selected: copy and delete only say so.
  EXPECT_EQ(field(states[3], "selection"), "none");
  EXPECT_EQ(field(states[3], "undo"), "0");
  EXPECT_NE(run.out.find("Nothing is selected"), std::string::npos);
  EXPECT_EQ(exported(dir.path("same.png")), original());
}

// Bad text is put on the clipboard by typing it into a text field and
// copying it there (the app's own keys are off while typing).
TEST(Selection, BadClipboardTextIsOneMessageAndNoStamp) {
  TempFolder dir;
  const std::string map = write_original(dir);
  const struct {
    const char* text;
    const char* says;
  } cases[] = {
      {"astar-cells 9999 2", "larger than the limit"},
      {"astar-cells 2048 2048", "too short"},
      {"astar-cells 3 2 ff", "after the size"},
  };
  for (const auto& c : cases) {
    const RunResult run =
        run_script_ok(dir, map,
                      std::string("click Terrain\ntext ") + c.text +
                          "\nkey ctrl+a\nkey ctrl+c\nkey esc\nframes 2\n"
                          "key ctrl+v\nframes 2\nstate\n");
    EXPECT_EQ(lines_starting(run.out, "status: error: Copied cells: ").size(),
              1u)
        << run.out;
    EXPECT_NE(run.out.find(c.says), std::string::npos) << run.out;
    const std::vector<std::string> states = state_lines(run.out);
    ASSERT_EQ(states.size(), 1u) << run.out;
    EXPECT_EQ(field(states[0], "stamping"), "0");
    EXPECT_EQ(field(states[0], "undo"), "0");
  }
}

TEST(Selection, TheGhostShowsWhileStampingOnly) {
  TempFolder dir;
  const std::string map = write_original(dir);
  const auto shot = [&](const char* name) {
    return "screenshot " + dir.path(name).string() + "\n";
  };
  run_script_ok(dir, map,
                "key q\ndrag 2 2 4 3\nkey ctrl+c\nkey ctrl+v\nmove 10 6\n"
                "frames 2\n" +
                    shot("ghost.png") + "key esc\nframes 2\n" +
                    shot("no_ghost.png"));
  // The ghost's outline colour.
  const Rgba outline{255, 210, 60, 255};
  EXPECT_GT(count_colour(read_png(dir.path("ghost.png")), outline), 40);
  EXPECT_EQ(count_colour(read_png(dir.path("no_ghost.png")), outline), 0);
}

}  // namespace selection_test
}  // namespace astar::studio::testing
