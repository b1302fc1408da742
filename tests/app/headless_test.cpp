// Drives the real astar-studio binary headless through scripts, as a person
// would drive it, and checks the maps and screenshots it writes.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <regex>
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace headless_test {

TEST(Headless, PaintEraseCtrlAndAltClicksThenExport) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 20, 12);
  const std::string out = dir.path("painted.png").string();
  const std::string script = dir.write("paint.txt", R"(
# a wall stroke, then a right-drag erasing its middle
drag 2 2 10 2
drag 4 2 6 2 right
# Ctrl+click paints a wall even with the erase tool
key e
move 5 6
down left ctrl
up left
# a wall, then Alt+click erases it with the wall tool
key b
drag 8 6 8 6
move 8 6
down left alt
up left
# a fast mouse: two samples far apart still paint every cell between
move 2 9
down left
move 12 9
up left
# terrain brush, cost 5 (key 3)
key 3
drag 2 10 5 10
export )" + out + "\n");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image image = read_png(out);
  ASSERT_EQ(image.width, 20);
  ASSERT_EQ(image.height, 12);
  for (int y = 0; y < 12; ++y) {
    for (int x = 0; x < 20; ++x) {
      std::uint8_t expected = kOpenGround;
      if (y == 2 && ((x >= 2 && x <= 3) || (x >= 7 && x <= 10))) {
        expected = kBlocked;
      }
      if (y == 6 && x == 5) expected = kBlocked;
      if (y == 9 && x >= 2 && x <= 12) expected = kBlocked;
      if (y == 10 && x >= 2 && x <= 5) expected = value_for_weight(5);
      EXPECT_EQ(image.gray(x, y), expected) << "cell " << x << "," << y;
    }
  }
}

TEST(Headless, StrokeEndsOnReleaseOutsideTheCanvas) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 20, 12);
  const std::string out = dir.path("out.png").string();
  // Cell -40 lies over the left panel: the stroke follows the mouse there,
  // ends at the release, and later moves paint nothing.
  const std::string script = dir.write("outside.txt",
                                       "move 6 4\ndown left\nmove -40 4\nup "
                                       "left\nmove 10 8\nmove 12 9\nexport " +
                                           out + "\n");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image image = read_png(out);
  ASSERT_EQ(image.width, 20);
  for (int x = 0; x < 20; ++x) {
    EXPECT_EQ(image.gray(x, 4), x <= 6 ? kBlocked : kOpenGround) << x;
  }
  EXPECT_EQ(image.gray(10, 8), kOpenGround);
  EXPECT_EQ(image.gray(12, 9), kOpenGround);
}

TEST(Headless, UndoAndRedoAStroke) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 16, 10);
  const std::string undone = dir.path("undone.png").string();
  const std::string redone = dir.path("redone.png").string();
  const std::string script =
      dir.write("undo.txt", "drag 3 3 9 3\nkey ctrl+z\nexport " + undone +
                                "\nkey ctrl+shift+z\nexport " + redone + "\n");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image a = read_png(undone);
  const Image b = read_png(redone);
  ASSERT_EQ(a.width, 16);
  ASSERT_EQ(b.width, 16);
  for (int x = 3; x <= 9; ++x) {
    EXPECT_EQ(a.gray(x, 3), kOpenGround) << x;
    EXPECT_EQ(b.gray(x, 3), kBlocked) << x;
  }
}

TEST(Headless, SteppingShowsOpenClosedAndPathColours) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 24, 14);
  const std::string base = dir.path("base.png").string();
  const std::string mid = dir.path("mid.png").string();
  const std::string end = dir.path("end.png").string();
  const std::string script =
      dir.write("step.txt", "screenshot " + base +
                                "\nkey shift+n\nkey n\nkey n\nscreenshot " +
                                mid + "\nkey enter\nscreenshot " + end + "\n");
  const RunResult run = run_studio({map, "--headless", "--start", "2,3",
                                    "--goal", "20,10", "--script", script},
                                   dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const SearchPixels before = search_pixels(read_png(base));
  const SearchPixels during = search_pixels(read_png(mid));
  const SearchPixels after = search_pixels(read_png(end));
  // Cells are ~25 px wide here, so each coloured cell adds hundreds of
  // pixels; the legend's swatches are the baseline.
  EXPECT_GT(during.open - before.open, 1000);
  EXPECT_GT(during.closed - before.closed, 1000);
  EXPECT_GT(during.current - before.current, 100);
  EXPECT_EQ(during.path, before.path);
  EXPECT_GT(after.path - before.path, 1000);
}

TEST(Headless, StepBackRestoresTheEarlierStep) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 24, 14);
  const std::string at10 = dir.path("at10.png").string();
  const std::string at11 = dir.path("at11.png").string();
  const std::string back = dir.path("back.png").string();
  const std::string script = dir.write(
      "back.txt", "key shift+n\nscreenshot " + at10 + "\nkey n\nscreenshot " +
                      at11 + "\nkey backspace\nscreenshot " + back + "\n");
  const RunResult run = run_studio({map, "--headless", "--start", "2,3",
                                    "--goal", "20,10", "--script", script},
                                   dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const SearchPixels a = search_pixels(read_png(at10));
  const SearchPixels b = search_pixels(read_png(at11));
  const SearchPixels c = search_pixels(read_png(back));
  EXPECT_NE(a, b);
  EXPECT_EQ(a, c);
}

TEST(Headless, TimelineRewindMatchesSteppingForward) {
  // --steps 30 then Reset and 30 single steps must colour the same cells.
  TempFolder dir;
  const std::string forward = dir.path("forward.png").string();
  const std::string replay = dir.path("replay.png").string();
  std::string script = "screenshot " + forward + "\nkey ctrl+r\n";
  for (int i = 0; i < 30; ++i) script += "key n\n";
  script += "screenshot " + replay + "\n";
  const RunResult run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--steps", "30", "--script",
                  dir.write("replay.txt", script)},
                 dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(search_pixels(read_png(forward)), search_pixels(read_png(replay)));
}

TEST(Headless, BadFileArgumentExitsTwo) {
  TempFolder dir;
  const RunResult missing =
      run_studio({dir.path("nope.png").string(), "--headless"}, dir);
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("error:"), std::string::npos) << missing.err;
  EXPECT_NE(missing.err.find("nope.png"), std::string::npos) << missing.err;

  const std::string garbage = dir.write("garbage.png", "this is not a png");
  const RunResult bad = run_studio({garbage, "--headless"}, dir);
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("error:"), std::string::npos) << bad.err;
}

TEST(Headless, DroppingABadFileShowsTheErrorAndKeepsTheMap) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const std::string garbage = dir.write("garbage.png", "not an image");
  const std::string out = dir.path("after.png").string();
  const std::string script =
      // The wall is unsaved, so the drop first asks: D discards (the
      // document is replaced only if the file opens).
      dir.write("drop.txt", "drag 1 1 4 1\ndrop " + garbage +
                                "\nkey d\nkey escape\nexport " + out + "\n");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("status: error: " + garbage), std::string::npos)
      << run.out;
  const Image image = read_png(out);
  ASSERT_EQ(image.width, 12);
  EXPECT_EQ(image.gray(2, 1), kBlocked);
}

TEST(Headless, OpeningABadFileThroughTheDialogShowsTheError) {
  TempFolder dir;
  const std::string garbage =
      dir.write("broken.map", "type octile\nheight x\n");
  const std::string shot = dir.path("shot.png").string();
  const std::string script = dir.write(
      "open.txt", "key ctrl+o\ntext " + garbage +
                      "\nkey enter\nframes 2\nscreenshot " + shot + "\n");
  const RunResult run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("status: error: " + garbage), std::string::npos)
      << run.out;
  // The app kept running and rendered the error dialog.
  const Image image = read_png(shot);
  EXPECT_EQ(image.width, 1280);
}

TEST(Headless, BadScriptLineNamesFileAndLine) {
  TempFolder dir;
  const std::string script = dir.write("bad.txt", "frames 1\n\nfly 3 4\n");
  const RunResult run = run_studio({"--headless", "--script", script}, dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("error: " + script + ":3:"), std::string::npos)
      << run.err;
}

TEST(Headless, StartOnAWallOrOutsideIsRejected) {
  TempFolder dir;
  const std::string walls = write_map(dir, "walls.png", 8, 8, kBlocked);
  const RunResult on_wall =
      run_studio({walls, "--headless", "--start", "1,1"}, dir);
  EXPECT_EQ(on_wall.exit_code, 2);
  EXPECT_NE(on_wall.err.find("wall"), std::string::npos) << on_wall.err;
  const std::string open = write_map(dir, "open.png", 8, 8);
  const RunResult outside =
      run_studio({open, "--headless", "--goal", "8,2"}, dir);
  EXPECT_EQ(outside.exit_code, 2);
  EXPECT_NE(outside.err.find("outside"), std::string::npos) << outside.err;
  const RunResult bad_option =
      run_studio({"--headless", "--algo", "magic"}, dir);
  EXPECT_EQ(bad_option.exit_code, 2);
  EXPECT_NE(bad_option.err.find("error: --algo"), std::string::npos);
}

TEST(Headless, FrameStatsIsTheLastLine) {
  TempFolder dir;
  const RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--frames", "5", "--frame-stats"}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string last = run.out;
  while (!last.empty() && last.back() == '\n') last.pop_back();
  last = last.substr(last.rfind('\n') + 1);
  std::smatch match;
  ASSERT_TRUE(std::regex_match(
      last, match,
      std::regex(
          R"(frames (\d+) mean_ms (\d+\.\d+) p95_ms (\d+\.\d+) max_ms (\d+\.\d+) first_ms (\d+\.\d+))")))
      << last;
  // The layout frames after the first, plus the five asked for.
  EXPECT_GE(std::stoi(match[1]), 5);
  EXPECT_LE(std::stoi(match[1]), 8);
  EXPECT_LE(std::stod(match[2]), std::stod(match[3]) + 1e-9);
  EXPECT_LE(std::stod(match[3]), std::stod(match[4]) + 1e-9);
}

TEST(Headless, RunFindsThePathAndExportsTheMapUnchanged) {
  TempFolder dir;
  const std::string out = dir.path("demo.png").string();
  const RunResult run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--run", "--export", out}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image original = read_png(ASTAR_DEMO_MAP);
  const Image exported = read_png(out);
  ASSERT_EQ(original.width, exported.width);
  for (int y = 0; y < original.height; ++y) {
    for (int x = 0; x < original.width; ++x) {
      ASSERT_EQ(original.gray(x, y), exported.gray(x, y));
    }
  }
}

TEST(Headless, MarkersDragButNeverOntoWalls) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 16, 10);
  const std::string script = dir.write("markers.txt", R"(
drag 6 0 6 9
state
drag 0 0 3 3
state
drag 3 3 6 3
state
key ctrl+z
state
key g
move 10 5
down left
up left
state
)");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 5u) << run.out;
  EXPECT_EQ(field(states[0], "start"), "0,0");
  EXPECT_EQ(field(states[1], "start"), "3,3");
  // Dragged onto the wall at x=6 the start stops at the last open cell.
  EXPECT_EQ(field(states[2], "start"), "5,3");
  EXPECT_NE(run.out.find("cannot be placed on a wall"), std::string::npos);
  EXPECT_EQ(field(states[3], "start"), "3,3");
  EXPECT_EQ(field(states[4], "goal"), "10,5");
  EXPECT_EQ(field(states[4], "tool"), "Goal");
}

TEST(Headless, FinishedSearchReRunsLiveAfterEdits) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 20, 12);
  const std::string script = dir.write("live.txt", R"(
key enter
state
drag 8 0 8 9
state
drag 8 0 8 11
state
)");
  const RunResult run = run_studio({map, "--headless", "--start", "1,5",
                                    "--goal", "18,5", "--script", script},
                                   dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 3u) << run.out;
  EXPECT_EQ(field(states[0], "status"), "found");
  EXPECT_DOUBLE_EQ(std::stod(field(states[0], "cost")), 17.0);
  // A wall with a gap at the bottom: still found, now longer.
  EXPECT_EQ(field(states[1], "status"), "found");
  EXPECT_GT(std::stod(field(states[1], "cost")), 17.0);
  // The wall closed: no path, found at once without pressing anything.
  EXPECT_EQ(field(states[2], "status"), "no-path");
}

TEST(Headless, PlayRateSpaceAndZoom) {
  TempFolder dir;
  const std::string script = dir.write("play.txt", R"(
frames 4
state
key space
frames 3
state
move 30 20
wheel 3
state
key home
state
key ctrl+b
state
)");
  const RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--play-rate", "3", "--script", script},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 5u) << run.out;
  // Exactly three expansions a frame: two layout frames and four more.
  const int playing = std::stoi(field(states[0], "step"));
  EXPECT_EQ(playing, 18);
  // A state line prints as its frame starts, so that frame, and the key's
  // press and release frames, still play; then three paused frames.
  const int paused = std::stoi(field(states[1], "step"));
  EXPECT_EQ(paused - playing, 9);
  EXPECT_EQ(field(states[1], "status"), "running");
  const double fit = std::stod(field(states[0], "zoom"));
  EXPECT_NEAR(std::stod(field(states[2], "zoom")), fit * 1.25 * 1.25 * 1.25,
              1e-3);
  EXPECT_NEAR(std::stod(field(states[3], "zoom")), fit, 1e-3);
  EXPECT_EQ(field(states[4], "palette"), "colour-blind-safe");
}

// Where the map is on screen: the rows and columns with many pixels of the
// open ground's colour (the legend's swatch of it has few).
struct MapOnScreen {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;  // inclusive
};
MapOnScreen find_map(const Image& image) {
  const Rgba ground = standard_palette().open_ground;
  std::vector<int> per_row(image.height), per_column(image.width);
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) {
      const std::uint8_t* p =
          &image.pixels[(static_cast<std::size_t>(y) * image.width + x) *
                        image.channels];
      if (p[0] == ground.r && p[1] == ground.g && p[2] == ground.b) {
        ++per_row[y];
        ++per_column[x];
      }
    }
  }
  constexpr int kMany = 60;
  MapOnScreen map{image.width, image.height, -1, -1};
  for (int y = 0; y < image.height; ++y) {
    if (per_row[y] < kMany) continue;
    map.y0 = std::min(map.y0, y);
    map.y1 = std::max(map.y1, y);
  }
  for (int x = 0; x < image.width; ++x) {
    if (per_column[x] < kMany) continue;
    map.x0 = std::min(map.x0, x);
    map.x1 = std::max(map.x1, x);
  }
  return map;
}

// Every screen row across the map shows the wall line, and its position
// moves by at most a couple of pixels from row to row: no dashes, no gaps.
void expect_unbroken_diagonal(const Image& image, const char* what) {
  const MapOnScreen map = find_map(image);
  ASSERT_GT(map.y1 - map.y0, 100) << what;
  const Rgba wall = standard_palette().wall;
  int previous = -1;
  int rows_without = 0;
  for (int y = map.y0 + 4; y <= map.y1 - 4; ++y) {
    int first = -1;
    for (int x = map.x0; x <= map.x1 && first < 0; ++x) {
      const std::uint8_t* p =
          &image.pixels[(static_cast<std::size_t>(y) * image.width + x) *
                        image.channels];
      if (p[0] == wall.r && p[1] == wall.g && p[2] == wall.b) first = x;
    }
    if (first < 0) {
      ++rows_without;
      continue;
    }
    if (previous >= 0) {
      EXPECT_LE(std::abs(first - previous), 3) << what << y;
    }
    previous = first;
  }
  EXPECT_EQ(rows_without, 0) << what;
}

TEST(Headless, ZoomedFarOutAOneCellWallStaysWhole) {
  // Far below a pixel per cell, nearest sampling of the map alone would
  // catch the line in about one row out of three.
  TempFolder dir;
  constexpr int kSide = 2048;
  const std::string map = write_cells(
      dir, "diagonal.png", kSide, kSide,
      [](int x, int y) { return x + y == kSide - 1 ? kBlocked : kOpenGround; });
  const std::string fitted = dir.path("fitted.png").string();
  const std::string farther = dir.path("farther.png").string();
  // The markers sit well away from the line, in the top-left half.
  const RunResult run = run_studio(
      {map, "--headless", "--start", "10,10", "--goal", "1000,20", "--script",
       dir.write("zoom.txt",
                 "screenshot " + fitted +
                     "\nkey minus\nkey minus\nkey minus\nkey minus\n"
                     "state\nscreenshot " +
                     farther + "\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // Zoomed out past a quarter of a pixel a cell: three levels down.
  const std::string zoom = field(state_lines(run.out).at(0), "zoom");
  EXPECT_LT(std::stod(zoom), 0.25) << run.out;
  expect_unbroken_diagonal(read_png(fitted), "fitted, row ");
  expect_unbroken_diagonal(read_png(farther), "zoomed out, row ");
}

// The mean of `channel` minus `minus` (or 0) over the 200 x 200 pixels at
// the window's centre, inside a fitted map.
double centre_mean(const Image& image, int channel, int minus = -1) {
  double sum = 0;
  int count = 0;
  for (int y = image.height / 2 - 100; y < image.height / 2 + 100; ++y) {
    for (int x = image.width / 2 - 100; x < image.width / 2 + 100; ++x) {
      const std::uint8_t* p =
          &image.pixels[(static_cast<std::size_t>(y) * image.width + x) *
                        image.channels];
      sum += p[channel] - (minus >= 0 ? p[minus] : 0);
      ++count;
    }
  }
  return sum / count;
}

TEST(Headless, ZoomedOutAMapAFifthWallsLooksAFifthDarkAndItsSearchShows) {
  // Walls at a fifth of the cells, scattered (a fixed hash of x and y).
  TempFolder dir;
  constexpr int kSide = 2048;
  const std::string map =
      write_cells(dir, "scattered.png", kSide, kSide, [](int x, int y) {
        std::uint32_t h = static_cast<std::uint32_t>(x) * 73856093u ^
                          static_cast<std::uint32_t>(y) * 19349663u;
        h ^= h >> 13;
        h *= 0x5bd1e995u;
        h ^= h >> 15;
        return h % 5 == 0 && x + y > 2 && x + y < 2 * kSide - 4 ? kBlocked
                                                                : kOpenGround;
      });
  const std::string before = dir.path("before.png").string();
  const std::string after = dir.path("after.png").string();
  RunResult run = run_studio({map, "--headless", "--screenshot", before}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Rgba ground = standard_palette().open_ground;
  const Rgba wall = standard_palette().wall;
  const double darkness =
      (ground.r - centre_mean(read_png(before), 0)) / (ground.r - wall.r);
  EXPECT_NEAR(darkness, 0.2, 0.05);
  // Dijkstra closes every cell it reaches: the closed colour (blue over
  // red) shows through the walls' share. (When walls won, the blocks were
  // nearly all wall.)
  run = run_studio(
      {map, "--headless", "--algo", "dijkstra", "--run", "--screenshot", after},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Rgba closed = standard_palette().closed;
  const double closed_blue = closed.b - closed.r;
  EXPECT_GT(centre_mean(read_png(after), 2, 0), 0.6 * closed_blue);
}

}  // namespace headless_test
}  // namespace astar::studio::testing
