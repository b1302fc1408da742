// Drives the real astar-studio binary headless through the designer tools
// (undo and redo keys, shapes, brush size and mirroring, fill, eyedropper,
// generators, map operations, the history panel, reachability and .scen
// generation) with real SDL events, and checks the maps it exports.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "astar/edit/shapes.hpp"
#include "astar/generate/generators.hpp"
#include "astar/grid/analysis.hpp"
#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace designer_test {

// A map as the app would export it.
struct Cells {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> values;
  std::uint8_t at(int x, int y) const { return values[y * width + x]; }
  friend bool operator==(const Cells&, const Cells&) = default;
};

Cells exported(const std::string& path) {
  const Image image = read_png(path);
  return {image.width, image.height, gray_cells(image)};
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Pixels within `tolerance` of `colour` in each channel.
long long count_near(const Image& image, Rgba colour, int tolerance) {
  long long count = 0;
  for (std::size_t i = 0; i + 2 < image.pixels.size();
       i += static_cast<std::size_t>(image.channels)) {
    if (std::abs(image.pixels[i] - colour.r) <= tolerance &&
        std::abs(image.pixels[i + 1] - colour.g) <= tolerance &&
        std::abs(image.pixels[i + 2] - colour.b) <= tolerance) {
      ++count;
    }
  }
  return count;
}

Cells blank(int width, int height) {
  return {width, height,
          std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height,
                                    kOpenGround)};
}

Cells to_cells(const Grid& grid) {
  return {grid.width(), grid.height(), grid.cells()};
}

// Runs the app on `map` with `script` (written to the folder) and `extra`
// options; the run must succeed.
// The values of the "state" lines' field `name`, in order.
std::vector<std::string> state_fields(const std::string& out,
                                      const std::string& name) {
  std::vector<std::string> values;
  std::size_t pos = 0;
  while ((pos = out.find("\nstate ", pos)) != std::string::npos) {
    const std::size_t end = out.find('\n', pos + 1);
    const std::string line = out.substr(pos, end - pos);
    const std::size_t at = line.find(" " + name + "=");
    values.push_back(
        at == std::string::npos
            ? ""
            : line.substr(at + name.size() + 2,
                          line.find(' ', at + 1) - (at + name.size() + 2)));
    pos = end;
  }
  return values;
}

TEST(Designer, UndoAndRedoAStrokeAndAFillWithTheKeys) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 16, 10);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
drag 2 2 9 2
export )" + out("stroke.png") + R"(
key f
key 3
move 5 6
down left
up left
export )" + out("fill.png") + R"(
key ctrl+z
export )" + out("undo1.png") + R"(
key ctrl+z
export )" + out("undo2.png") + R"(
key ctrl+y
export )" + out("redo1.png") + R"(
key ctrl+shift+z
export )" + out("redo2.png") + R"(
state
)");
  Cells stroke = blank(16, 10);
  for (int x = 2; x <= 9; ++x) stroke.values[2 * 16 + x] = kBlocked;
  // The fill spreads over every open cell (the wall row does not split the
  // map), start and goal included: only walls keep off the markers.
  Cells fill = stroke;
  for (std::uint8_t& v : fill.values) {
    if (v == kOpenGround) v = value_for_weight(5);
  }
  EXPECT_EQ(exported(out("stroke.png")), stroke);
  EXPECT_EQ(exported(out("fill.png")), fill);
  EXPECT_EQ(exported(out("undo1.png")), stroke);
  EXPECT_EQ(exported(out("undo2.png")), blank(16, 10));
  EXPECT_EQ(exported(out("redo1.png")), stroke);
  EXPECT_EQ(exported(out("redo2.png")), fill);
  EXPECT_EQ(state_fields(run.out, "undo"), std::vector<std::string>{"2"});
  EXPECT_NE(run.out.find("status: Undid Fill (terrain x5)"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("status: Redid Paint walls"), std::string::npos);
}

TEST(Designer, ATypedTerrainCostIsPaintedAndOutOfRangeIsClamped) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 16, 10);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  run_script_ok(dir, map,
                R"(
click paint cost
text 42
key enter
drag 2 2 9 2
click paint cost
text 900
key enter
drag 2 5 9 5
export )" + out("costs.png") +
                    "\n");
  Cells expected = blank(16, 10);
  for (int x = 2; x <= 9; ++x) {
    expected.values[2 * 16 + x] = value_for_weight(42);
    expected.values[5 * 16 + x] = value_for_weight(255);
  }
  EXPECT_EQ(exported(out("costs.png")), expected);
}

TEST(Designer, RectangleAndEllipseAreDraggedPreviewedThenPainted) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 24, 16);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
key r
move 2 2
down left
move 5 4
move 8 6
export )" + out("dragging.png") + R"(
screenshot )" + out("preview.png") + R"(
up left
export )" + out("rect.png") + R"(
key c
click Filled
drag 12 3 20 12
export )" + out("ellipse.png") + R"(
key ctrl+z
export )" + out("undone.png") + R"(
)");
  // While dragging the map is untouched; the preview is only drawn.
  EXPECT_EQ(exported(out("dragging.png")), blank(24, 16));
  Cells rect = blank(24, 16);
  for (int y = 2; y <= 6; ++y) {
    for (int x = 2; x <= 8; ++x) {
      if (x == 2 || x == 8 || y == 2 || y == 6) {
        rect.values[y * 24 + x] = kBlocked;
      }
    }
  }
  EXPECT_EQ(exported(out("rect.png")), rect);
  // The filled ellipse, as the core's shape gives it, on top of the rectangle.
  Cells ellipse = rect;
  const Grid grid(24, 16);
  for (const CellSpan& span : ellipse_spans(grid, {12, 3}, {20, 12}, true)) {
    for (int x = span.x0; x <= span.x1; ++x) {
      ellipse.values[span.y * 24 + x] = kBlocked;
    }
  }
  const Cells got = exported(out("ellipse.png"));
  EXPECT_EQ(got, ellipse);
  EXPECT_EQ(got.at(16, 7), kBlocked);     // the middle
  EXPECT_EQ(got.at(12, 3), kOpenGround);  // a corner of its box
  // One undo takes the whole ellipse away.
  EXPECT_EQ(exported(out("undone.png")), rect);
  // The preview: the rectangle's 20 border cells in the wall colour, two
  // thirds opaque over open ground (cells are ~28 pixels wide here).
  const Palette& p = palette(PaletteKind::Standard);
  auto blend = [](std::uint8_t over, std::uint8_t under) {
    return static_cast<std::uint8_t>((over * 170 + under * 85) / 255);
  };
  const Rgba previewed{blend(p.wall.r, p.open_ground.r),
                       blend(p.wall.g, p.open_ground.g),
                       blend(p.wall.b, p.open_ground.b)};
  EXPECT_GT(count_near(read_png(out("preview.png")), previewed, 3), 20 * 300);
  EXPECT_LT(count_near(read_png(out("preview.png")), previewed, 3), 20 * 1200);
  (void)run;
}

TEST(Designer, WideMirroredBrush) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 21, 11);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
key ]
key ]
key x
state
move 4 5
down left
up left
export )" + out("size3.png") + R"(
key [
key [
key y
move 2 1
down left
up left
export )" + out("both.png") + R"(
)");
  EXPECT_EQ(state_fields(run.out, "brush"), std::vector<std::string>{"3"});
  Cells expected = blank(21, 11);
  for (int y = 4; y <= 6; ++y) {
    for (int x = 3; x <= 5; ++x) {
      expected.values[y * 21 + x] = kBlocked;
      expected.values[y * 21 + (20 - x)] = kBlocked;
    }
  }
  EXPECT_EQ(exported(out("size3.png")), expected);
  // Size 1 mirrored both ways: four cells.
  for (const auto& [x, y] :
       std::vector<std::pair<int, int>>{{2, 1}, {18, 1}, {2, 9}, {18, 9}}) {
    expected.values[y * 21 + x] = kBlocked;
  }
  EXPECT_EQ(exported(out("both.png")), expected);
}

TEST(Designer, FloodFillFourAgainstEightConnectivity) {
  TempFolder dir;
  // Walls on the anti-diagonal x + y = 7: the two triangles touch only at
  // corners.
  const std::string map = write_cells(
      dir, "diagonal.png", 8, 8,
      [](int x, int y) { return x + y == 7 ? kBlocked : kOpenGround; });
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  run_script_ok(dir, map,
                R"(
key f
key 1
move 1 1
down left
up left
export )" + out("four.png") +
                    R"(
key ctrl+z
click 8-way
move 1 1
down left
up left
export )" + out("eight.png") +
                    R"(
)");
  const Cells four = exported(out("four.png"));
  const Cells eight = exported(out("eight.png"));
  ASSERT_EQ(four.width, 8);
  ASSERT_EQ(eight.width, 8);
  for (int y = 0; y < 8; ++y) {
    for (int x = 0; x < 8; ++x) {
      if (x + y == 7) {
        EXPECT_EQ(four.at(x, y), kBlocked);
        EXPECT_EQ(eight.at(x, y), kBlocked);
        continue;
      }
      EXPECT_EQ(four.at(x, y), x + y < 7 ? value_for_weight(2) : kOpenGround)
          << x << "," << y;
      EXPECT_EQ(eight.at(x, y), value_for_weight(2)) << x << "," << y;
    }
  }
}

TEST(Designer, EyedropperPicksTheCellValueToPaint) {
  TempFolder dir;
  const std::uint8_t weight7 = value_for_weight(7);
  const std::string map = write_cells(dir, "one.png", 12, 8, [&](int x, int y) {
    return x == 6 && y == 4 ? weight7 : kOpenGround;
  });
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
key i
move 6 4
down left
up left
state
drag 1 6 4 6
export )" + out("picked.png") + R"(
)");
  EXPECT_EQ(state_fields(run.out, "paint"),
            std::vector<std::string>{std::to_string(weight7)});
  // Back to the brush it came from, now painting the picked terrain.
  EXPECT_EQ(state_fields(run.out, "tool"), std::vector<std::string>{"Terrain"});
  EXPECT_NE(run.out.find("Picked terrain x7"), std::string::npos) << run.out;
  const Cells cells = exported(out("picked.png"));
  for (int x = 0; x < 12; ++x) {
    EXPECT_EQ(cells.at(x, 6), x >= 1 && x <= 4 ? weight7 : kOpenGround) << x;
  }
}

TEST(Designer, GeneratorFromTheMenuIsOneUndoableStep) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 41, 31);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
drag 3 3 8 3
click Map
click Generate map...
click Maze
click Seed
text 42
click Corridor width
text 2
click Generate
export )" + out("maze.png") + R"(
state
key ctrl+z
export )" + out("undone.png") + R"(
state
)");
  // The same settings through the core give the same map.
  GeneratorSettings settings;
  settings.kind = GeneratorKind::Maze;
  settings.width = 41;
  settings.height = 31;
  settings.seed = 42;
  settings.corridor = 2;
  settings.keep_open = {{0, 0}, {40, 30}};
  const auto maze = generate_map(settings);
  ASSERT_TRUE(maze) << maze.error();
  EXPECT_EQ(exported(out("maze.png")), to_cells(maze.value()));
  Cells stroke = blank(41, 31);
  for (int x = 3; x <= 8; ++x) stroke.values[3 * 41 + x] = kBlocked;
  EXPECT_EQ(exported(out("undone.png")), stroke);
  EXPECT_EQ(state_fields(run.out, "undo"),
            (std::vector<std::string>{"2", "1"}));
  // The status says whether the start and goal are connected, as the core
  // finds them.
  const bool joined =
      connected(maze.value(), MovementRules{}, {0, 0}, {40, 30});
  EXPECT_NE(run.out.find(std::string("Generated Maze (seed 42): the start "
                                     "and goal are ") +
                         (joined ? "connected." : "not connected.")),
            std::string::npos)
      << run.out;
}

TEST(Designer, InvertAndResizeFromTheMenu) {
  TempFolder dir;
  const std::string map = write_cells(dir, "walls.png", 10, 6, [](int x, int) {
    return x == 4 ? kBlocked : kOpenGround;
  });
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  run_script_ok(dir, map,
                R"(
click Map
click Invert walls
export )" + out("inverted.png") +
                    R"(
click Map
click Resize map...
click Width
text 14
click Height
text 9
click anchor bottom-right
click Resize
export )" + out("resized.png") +
                    R"(
key ctrl+z
export )" + out("back.png") +
                    R"(
)",
                {"--start", "0,0", "--goal", "9,5"});
  // Walls become open and open becomes wall, except under the markers
  // (start at 0,0 and goal at 9,5, given on the command line: by default
  // both would go to the larger part, right of the wall).
  Cells inverted{10, 6, {}};
  for (int y = 0; y < 6; ++y) {
    for (int x = 0; x < 10; ++x) {
      const bool marker = (x == 0 && y == 0) || (x == 9 && y == 5);
      inverted.values.push_back(x == 4 || marker ? kOpenGround : kBlocked);
    }
  }
  EXPECT_EQ(exported(out("inverted.png")), inverted);
  // Anchored bottom-right: the old map sits in the bottom-right corner.
  const Cells resized = exported(out("resized.png"));
  ASSERT_EQ(resized.width, 14);
  ASSERT_EQ(resized.height, 9);
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 14; ++x) {
      const bool old = x >= 4 && y >= 3;
      EXPECT_EQ(resized.at(x, y), old ? inverted.at(x - 4, y - 3) : kOpenGround)
          << x << "," << y;
    }
  }
  EXPECT_EQ(exported(out("back.png")), inverted);
}

TEST(Designer, HistoryPanelJumpsToTheClickedStep) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
drag 1 1 10 1
drag 1 3 10 3
drag 1 5 10 5
click History
click history 1
export )" + out("one.png") + R"(
state
click history 3
export )" + out("three.png") + R"(
click history 0
export )" + out("none.png") + R"(
state
)");
  auto rows = [](std::initializer_list<int> ys) {
    Cells cells = blank(12, 8);
    for (int y : ys) {
      for (int x = 1; x <= 10; ++x) cells.values[y * 12 + x] = kBlocked;
    }
    return cells;
  };
  EXPECT_EQ(exported(out("one.png")), rows({1}));
  EXPECT_EQ(exported(out("three.png")), rows({1, 3, 5}));
  EXPECT_EQ(exported(out("none.png")), blank(12, 8));
  EXPECT_EQ(state_fields(run.out, "undo"),
            (std::vector<std::string>{"1", "0"}));
}

TEST(Designer, UnreachableGoalIsReportedBeforeSearching) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
state
key r
drag 8 4 11 7
state
screenshot )" + out("plain.png") + R"(
key u
screenshot )" + out("highlight.png") + R"(
key enter
state
drag 9 4 9 4 right
state
)",
                                      {"--start", "1,1", "--goal", "10,6"});
  EXPECT_EQ(state_fields(run.out, "reach"),
            (std::vector<std::string>{"yes", "no", "no", "yes"}));
  // The warning came while the search was still idle.
  const std::size_t warning = run.out.find(
      "status: warning: The goal cannot be reached from the start");
  ASSERT_NE(warning, std::string::npos) << run.out;
  EXPECT_LT(warning, run.out.find("status=no-path"));
  EXPECT_EQ(state_fields(run.out, "status")[1], "idle");
  EXPECT_EQ(state_fields(run.out, "status")[2], "no-path");
  EXPECT_NE(run.out.find("The goal can be reached from the start again."),
            std::string::npos);
  // The highlight tints the four walled-in cells (the legend's swatch
  // shows one tint in both shots).
  const Palette& p = palette(PaletteKind::Standard);
  auto tinted = [&](const Image& image) {
    return count_colour(image, unreachable_colour(p, kOpenGround, false)) +
           count_colour(image, unreachable_colour(p, kOpenGround, true));
  };
  const long long before = tinted(read_png(out("plain.png")));
  const long long after = tinted(read_png(out("highlight.png")));
  EXPECT_GT(after - before, 4 * 400) << before << " " << after;
}

TEST(Designer, AGoalDraggedAcrossAWallOntoOpenGroundLeavesNoWarning) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const RunResult run = run_script_ok(dir, map, R"(
drag 6 0 6 7
drag 10 4 2 4
state
key n
key space
frames 3
state
drag 2 4 6 4
state
)",
                                      {"--start", "1,1", "--goal", "10,4"});
  // The drag crossed the wall (and said so on the way), then landed.
  EXPECT_NE(run.out.find("The goal cannot be placed on a wall."),
            std::string::npos)
      << run.out;
  EXPECT_EQ(state_fields(run.out, "goal"),
            (std::vector<std::string>{"2,4", "2,4", "5,4"}));
  // Dropped on open ground, the warning goes, through stepping and play;
  // dragged onto the wall and let go there, it stays (the goal stops short).
  EXPECT_EQ(state_fields(run.out, "warning"),
            (std::vector<std::string>{"0", "0", "1"}));
}

TEST(Designer, RunToEndOnAFinishedSearchChangesNothing) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const RunResult run = run_script_ok(dir, map, R"(
key enter
frames 2
state
key enter
frames 3
state
key escape
state
)",
                                      {"--start", "1,1", "--goal", "10,6"});
  EXPECT_EQ(state_fields(run.out, "status"),
            (std::vector<std::string>{"found", "found", "found"}));
  EXPECT_EQ(state_fields(run.out, "running"),
            (std::vector<std::string>{"0", "0", "0"}));
  const std::vector<std::string> steps = state_fields(run.out, "step");
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(steps[1], steps[0]);
  EXPECT_EQ(steps[2], steps[0]);
  // Escape has no run to stop.
  EXPECT_EQ(run.out.find("Stopped the search"), std::string::npos) << run.out;
}

TEST(Designer, ReachabilityFollowsAnotherOpenedMap) {
  TempFolder dir;
  const std::string open = write_map(dir, "open.png", 10, 6);
  // A wall splits the first map between the markers given; the second map,
  // the same size, gets its default markers (in its largest region).
  const std::string split =
      write_cells(dir, "split.png", 10, 6,
                  [](int x, int) { return x == 5 ? kBlocked : kOpenGround; });
  const RunResult run =
      run_script_ok(dir, split, "state\ndrop " + open + "\nframes 2\nstate\n",
                    {"--start", "0,0", "--goal", "9,5"});
  EXPECT_EQ(state_fields(run.out, "reach"),
            (std::vector<std::string>{"no", "yes"}));
}

TEST(Designer, ScenariosWrittenFromTheAppPassAstarCliScen) {
  TempFolder dir;
  // Terrain and walls, so the lengths depend on the weights.
  const std::string map =
      write_cells(dir, "field.png", 30, 20, [](int x, int y) {
        if (x == 15 && y < 16) return kBlocked;
        return (x + 2 * y) % 7 == 0 ? value_for_weight(3) : kOpenGround;
      });
  const std::string first = dir.path("saved.scen").string();
  const std::string second = dir.path("edited.scen").string();
  const RunResult run = run_script_ok(dir, map, R"(
click File
click Generate scenarios (.scen)...
click Problems
text 40
click Scenario file
key ctrl+a
text )" + first + R"(
click Write scenarios
drag 2 2 9 2
click File
click Generate scenarios (.scen)...
click Browse...
key ctrl+a
text )" + second + R"(
key enter
click Write scenarios
)");
  // The saved map already lies beside the first scenario; the edited one is
  // written beside the second.
  EXPECT_NE(run.out.find("Wrote 40 problems to saved.scen"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("for field.png"), std::string::npos);
  EXPECT_NE(run.out.find("Wrote 40 problems to edited.scen"),
            std::string::npos);
  EXPECT_NE(run.out.find("the map beside it as edited.png"), std::string::npos);
  const Cells edited = exported(dir.path("edited.png").string());
  ASSERT_EQ(edited.width, 30);
  EXPECT_EQ(edited.at(5, 2), kBlocked);
  for (const std::string& scen : {first, second}) {
    const std::string command = std::string(ASTAR_CLI_BIN) + " scen '" + scen +
                                "' > '" + scen + ".out' 2>&1";
    EXPECT_EQ(std::system(command.c_str()), 0) << scen;
    const std::string text = read_text(scen + ".out");
    EXPECT_NE(text.find("problems 40 mismatches 0"), std::string::npos) << text;
  }
}

TEST(Designer, EscapeCancelsADragInProgress) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const auto out = [&](const char* name) { return dir.path(name).string(); };
  const RunResult run = run_script_ok(dir, map, R"(
move 2 2
down left
move 9 2
key escape
up left
key r
move 2 4
down left
move 8 6
key escape
up left
export )" + out("after.png") + R"(
state
)");
  EXPECT_EQ(exported(out("after.png")), blank(12, 8));
  EXPECT_EQ(state_fields(run.out, "undo"), std::vector<std::string>{"0"});
}

TEST(Designer, ClickingWhatIsNotOnScreenFailsTheRun) {
  TempFolder dir;
  const std::string script = dir.write("bad.txt", "click Nonsense button\n");
  const RunResult run = run_studio({"--headless", "--script", script}, dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("no UI item named 'Nonsense button'"),
            std::string::npos)
      << run.err;
}

// Issue 50, item 11: the whole error line stays under 500 bytes, so the
// name is quoted at most 100.
TEST(Designer, ALongMissingNameIsQuotedAtMost100Bytes) {
  TempFolder dir;
  const std::string name(743, 'x');
  const std::string script = dir.write("long.txt", "click " + name + "\n");
  const RunResult run = run_studio({"--headless", "--script", script}, dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("no UI item named '" + name.substr(0, 100) + "...'"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.err.find(name.substr(0, 101)), std::string::npos);
  EXPECT_LT(run.err.find('\n'), 500u) << run.err;
}

}  // namespace designer_test
}  // namespace astar::studio::testing

namespace astar::studio::testing {
namespace designer_test {

// One parser for the search flags: astar-studio and astar-cli refuse the
// same values with the same words.
TEST(SearchFlags, TheStudioAndTheCliRefuseBadValuesAlike) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 8, 8);
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"--weight", "0.5"},     {"--weight", "2e6"},
      {"--algo", "magic"},     {"--corners", "sometimes"},
      {"--connectivity", "6"}, {"--tie-break", "coin"},
  };
  for (const auto& [flag, value] : bad) {
    const RunResult studio = run_studio({map, "--headless", flag, value}, dir);
    EXPECT_EQ(studio.exit_code, 2) << flag;
    const std::string cli_err = dir.path("cli.err").string();
    const std::string command = std::string(ASTAR_CLI_BIN) + " path '" + map +
                                "' --from 0,0 --to 7,7 " + flag + " '" + value +
                                "' 2> '" + cli_err + "'";
    EXPECT_NE(std::system(command.c_str()), 0) << flag;
    const std::string cli = read_text(cli_err);
    const std::string first = cli.substr(0, cli.find('\n'));
    ASSERT_FALSE(first.empty()) << flag;
    EXPECT_NE(studio.err.find(first), std::string::npos)
        << flag << "\nstudio: " << studio.err << "\ncli: " << cli;
  }
}

}  // namespace designer_test
}  // namespace astar::studio::testing

namespace astar::studio::testing {
namespace designer_test {

// The "status: Generated KIND ..." line, or "" when there is none.
std::string generated_status(const std::string& out, const std::string& kind) {
  const std::size_t at = out.find("status: Generated " + kind + " (");
  if (at == std::string::npos) return "";
  return out.substr(at, out.find('\n', at) - at);
}

// Issue 11: on the default 64x40 map the start and goal sit in the corners,
// kept open inside the generators' border walls; Maze, Rooms and Caves with
// default settings must still join them.
TEST(DesignerGenerators, DefaultMazeRoomsAndCavesConnectTheMarkers) {
  TempFolder dir;
  std::string script = "state\n";
  for (const char* kind : {"Maze", "Rooms", "Caves"}) {
    script += std::string("click Map\nclick Generate map...\nclick ") + kind +
              "\nclick Generate\nstate\n";
  }
  const RunResult run = run_studio(
      {"--headless", "--script", dir.write("script.txt", script)}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  for (const char* kind : {"Maze", "Rooms", "Caves"}) {
    const std::string line = generated_status(run.out, kind);
    EXPECT_NE(line.find(": the start and goal are connected."),
              std::string::npos)
        << kind << ": " << line << "\n"
        << run.out;
  }
  EXPECT_EQ(run.out.find("not connected"), std::string::npos) << run.out;
  // The markers stayed in the corners, and the app finds them connected
  // (state_fields reads lines after a newline; the first is the output's
  // first line).
  const std::string states = "\n" + run.out;
  EXPECT_EQ(state_fields(states, "start"), std::vector<std::string>(4, "0,0"));
  EXPECT_EQ(state_fields(states, "goal"), std::vector<std::string>(4, "63,39"));
  EXPECT_EQ(state_fields(states, "reach"), std::vector<std::string>(4, "yes"));
}

}  // namespace designer_test
}  // namespace astar::studio::testing
