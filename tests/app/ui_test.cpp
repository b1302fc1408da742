// The UI as a new user meets it, through the real astar-studio binary run
// headless: the panels hold still under the mouse, the status line does not
// outstay its news, a small window cuts nothing off, and every labelled
// control can be clicked by name.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace ui_test {

// The run must succeed.
RunResult run_with_script(const TempFolder& dir, std::vector<std::string> args,
                          const std::string& script) {
  args.insert(args.end(),
              {"--headless", "--script", dir.write("script.txt", script)});
  RunResult run = run_studio(args, dir);
  EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
  return run;
}

const std::uint8_t* pixel(const Image& image, int x, int y) {
  return &image.pixels[(static_cast<std::size_t>(y) * image.width + x) *
                       image.channels];
}

// Pixels that differ between two screenshots of one size, in a rectangle.
long long differing(const Image& a, const Image& b, int x0, int y0, int x1,
                    int y1) {
  long long count = 0;
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x) {
      const std::uint8_t* p = pixel(a, x, y);
      const std::uint8_t* q = pixel(b, x, y);
      count += p[0] != q[0] || p[1] != q[1] || p[2] != q[2];
    }
  }
  return count;
}

// Where `text` first occurs in `out` at or after `from`; npos when absent.
std::size_t find_from(const std::string& out, const std::string& text,
                      std::size_t from) {
  return from == std::string::npos ? std::string::npos : out.find(text, from);
}

TEST(Ui, HoveringACellDoesNotMoveTheRightPanel) {
  // With a finished search, a hovered closed cell fills the inspector with
  // seven rows; off the map it shows one line. The open list and the legend
  // below it must stay exactly where they were.
  TempFolder dir;
  const std::string over = dir.path("over.png").string();
  const std::string off = dir.path("off.png").string();
  run_with_script(dir, {ASTAR_DEMO_MAP, "--run"},
                  "move 30 20\nframes 2\nscreenshot " + over +
                      "\nmove 30 -5\nframes 2\nscreenshot " + off + "\n");
  const Image a = read_png(over);
  const Image b = read_png(off);
  ASSERT_EQ(a.width, 1280);
  ASSERT_EQ(b.height, 800);
  // The inspector itself changes; everything in the right panel from the
  // lists down must not.
  EXPECT_GT(differing(a, b, 1000, 100, 1280, 280), 0);
  EXPECT_EQ(differing(a, b, 1000, 300, 1280, 770), 0);
}

TEST(Ui, AMarkerWarningGoesWithTheNextGoodDragAndInfoExpires) {
  TempFolder dir;
  // A wall down column 6.
  const std::string map = write_cells(dir, "wall.png", 16, 10, [](int x, int) {
    return x == 6 ? kBlocked : kOpenGround;
  });
  const std::string shot = dir.path("shot.png").string();
  const RunResult run =
      run_with_script(dir, {map, "--start", "0,0", "--goal", "15,9"},
                      // Onto the wall: refused with a warning, which a wall
                      // stroke (another kind of action) leaves alone.
                      "drag 0 0 6 3\ndrag 10 8 12 8\nstate\n"
                      // A good drag of the start clears it.
                      "drag 5 3 2 2\nstate\n"
                      // An info line shows for a few seconds, then goes.
                      "screenshot " +
                          shot + "\nwait 1\nstate\nwait 4\nstate\n");
  const std::string& out = run.out;
  const std::size_t warned =
      out.find("status: warning: The start cannot be placed on a wall.");
  ASSERT_NE(warned, std::string::npos) << out;
  const std::size_t painted = find_from(out, "\nstate ", warned);
  const std::size_t dragged = find_from(out, "\nstate ", painted + 1);
  const std::size_t cleared = find_from(out, "status cleared", warned);
  EXPECT_LT(painted, cleared) << out;
  EXPECT_LT(cleared, dragged) << out;
  EXPECT_EQ(field(state_lines(out).at(1), "start"), "2,2");

  const std::size_t saved = find_from(out, "status: Saved screenshot", dragged);
  const std::size_t after_1s = find_from(out, "\nstate ", saved);
  const std::size_t after_5s = find_from(out, "\nstate ", after_1s + 1);
  ASSERT_NE(after_5s, std::string::npos) << out;
  const std::size_t expired = find_from(out, "status cleared", saved);
  EXPECT_LT(after_1s, expired) << out;
  EXPECT_LT(expired, after_5s) << out;
}

TEST(Ui, TheViewMenuSetsTheUiScaleAndTheTextGrows) {
  TempFolder dir;
  const std::string small = dir.path("small.png").string();
  const std::string large = dir.path("large.png").string();
  const RunResult run = run_with_script(
      dir, {ASTAR_DEMO_MAP},
      "state\nscreenshot " + small +
          "\nclick View\nframes 2\nclick UI scale\nframes 2\nclick 150%\n"
          "frames 3\nstate\nscreenshot " +
          large + "\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "ui_scale"), "1");
  EXPECT_EQ(field(states[1], "ui_scale"), "1.5");
  // "File" at the top left is half as tall again: the first band of rows
  // holding its light pixels is taller.
  const auto file_text_height = [](const Image& image) {
    int first = -1;
    int last = -1;
    for (int y = 0; y < 60; ++y) {
      bool lit = false;
      for (int x = 0; x < 40 && !lit; ++x) lit = pixel(image, x, y)[0] > 160;
      if (lit && first < 0) first = y;
      if (lit) last = y;
      if (!lit && first >= 0) break;
    }
    return last - first + 1;
  };
  const int before = file_text_height(read_png(small));
  const int after = file_text_height(read_png(large));
  EXPECT_GE(after * 4, before * 5) << before << " -> " << after;
}

TEST(Ui, StartedWithNoFileItWelcomesAndOpensTheDemo) {
  TempFolder dir;
  const RunResult run = run_with_script(
      dir, {}, "frames 2\nstate\nclick Open the demo map\nframes 2\nstate\n");
  EXPECT_EQ(lines_starting(run.out, "welcome shown").size(), 1u) << run.out;
  EXPECT_NE(run.out.find("Opened demo.png (64x40)"), std::string::npos)
      << run.out;
}

TEST(Ui, EscapeClosesTheWelcomeAndAFileGivenSkipsIt) {
  TempFolder dir;
  RunResult run =
      run_with_script(dir, {}, "state\nkey escape\nframes 2\nstate\n");
  EXPECT_EQ(lines_starting(run.out, "welcome shown").size(), 1u) << run.out;
  run = run_with_script(dir, {ASTAR_DEMO_MAP}, "state\n");
  EXPECT_TRUE(lines_starting(run.out, "welcome shown").empty()) << run.out;
}

// Issue 37: a big map's first painting is spread over frames; the canvas
// was dark for seconds with nothing said. It says "Drawing the map" with
// its share done, which the state line gives as `painting`.
TEST(Ui, ABigMapsFirstPaintingShowsItsProgress) {
  TempFolder dir;
  // Big enough that its first painting takes more than a frame's budget:
  // without a full-size texture to fill (full_size_tiles.hpp), a 2048 x
  // 2048 map is painted in one, and since the reduced levels are made a
  // word at a time an idle machine paints a 4096 x 4096 one in one too.
  const std::string map = write_map(dir, "big.png", 8192, 8192);
  // A small window: each frame paints its 12 ms whatever the window's
  // size, and draws little else (the sanitizer build draws slowly).
  const RunResult run = run_with_script(dir, {map, "--size", "400x300"},
                                        "frames 1\nstate\nframes 200\nstate\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out << run.err;
  const std::string first = field(states[0], "painting");
  ASSERT_NE(first, "done") << states[0];
  EXPECT_GE(std::stoi(first), 0);
  EXPECT_LT(std::stoi(first), 100);
  EXPECT_EQ(field(states[1], "painting"), "done");
}

// Pixels of the path line's pink, faint or not, over the map's colours:
// red and blue well over green.
long long pink_pixels(const Image& image) {
  long long count = 0;
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) {
      const std::uint8_t* p = pixel(image, x, y);
      if (p[0] > p[1] + 20 && p[2] > p[1] + 15) ++count;
    }
  }
  return count;
}

// Issue 50: after Run to end on a big map, a stroke started the search
// again and showed only seconds later, when the repaint of the old run's
// cells reached it, while the old run's path line stayed drawn, dimmed,
// over the new run. Now each of the stroke's samples is in the map's
// textures in the frame that made it, and no path is drawn until the new
// run finds one.
TEST(Ui, AStrokeAfterRunToEndOnABigMapShowsAtOnceWithNoOldPath) {
  TempFolder dir;
  // Scattered walls, so that A* expands much of the map.
  const std::string map =
      write_cells(dir, "big.png", 2048, 2048, [](int x, int y) {
        const unsigned h = static_cast<unsigned>(x) * 73856093u ^
                           static_cast<unsigned>(y) * 19349663u;
        return static_cast<std::uint8_t>(h % 5 == 0 ? kBlocked : kOpenGround);
      });
  const std::string shot = dir.path("stroke.png").string();
  const std::string script =
      "drag 1500 200 1500 230\nstate\nscreenshot " + shot + "\nstate\n";
  const RunResult run =
      run_with_script(dir, {map, "--size", "800x600", "--run"}, script);
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out << run.err;
  EXPECT_EQ(field(states[0], "undo"), "1") << states[0];
  EXPECT_EQ(field(states[0], "edit_lag"), "1") << states[0];
  // The stroke restarted the search, which is still on its way.
  EXPECT_EQ(field(states[1], "status"), "running") << states[1];

  // The same stroke with no run before it: no path line to draw. The
  // panels' swatches and the goal marker are the pink both share.
  const std::string fresh = dir.path("fresh.png").string();
  run_with_script(dir, {map, "--size", "800x600"},
                  "drag 1500 200 1500 230\nscreenshot " + fresh + "\n");
  EXPECT_LT(pink_pixels(read_png(shot)) - pink_pixels(read_png(fresh)), 20);
}

TEST(Ui, AStrokeAfterRunToEndOnABigMapLeavesNoColourOfTheOldRun) {
  TempFolder dir;
  // Scattered walls, so that A* expands much of the map.
  const std::string map =
      write_cells(dir, "big.png", 2048, 2048, [](int x, int y) {
        const unsigned h = static_cast<unsigned>(x) * 73856093u ^
                           static_cast<unsigned>(y) * 19349663u;
        return static_cast<std::uint8_t>(h % 5 == 0 ? kBlocked : kOpenGround);
      });
  // The whole map in view, then zoomed in on the stroke. No screenshot:
  // it would paint the whole map first.
  for (const std::string zoom : {"", "key plus\nkey plus\nkey plus\n"}) {
    const RunResult run = run_with_script(
        dir, {map, "--size", "800x600", "--run"},
        zoom + "state\ndrag 1024 1000 1024 1030\nframes 8\nstate\n");
    const auto states = state_lines(run.out);
    ASSERT_EQ(states.size(), 2u) << run.out << run.err;
    EXPECT_EQ(field(states[0], "status"), "found") << states[0];
    // The old run's colours were all over the map. Left to the repaint
    // sweep, 1783 tiles of them were still there three frames after the
    // stroke; now none is left within a few frames.
    EXPECT_EQ(field(states[1], "old_run_tiles"), "0") << zoom << states[1];
    const std::string lag = field(states[1], "old_run_lag");
    ASSERT_NE(lag, "none") << zoom << states[1];
    EXPECT_LE(std::stoi(lag), 8) << zoom << states[1];
  }
}

// Issue 50, the same in compare view with run 1 diffed against run 2: a
// diff colour needs both runs, so the old runs' colours were left to the
// repaint sweep, 4 ms a frame, and stayed seconds after a stroke.
TEST(Ui, AStrokeAfterRunToEndInCompareViewLeavesNoColourOfTheOldRuns) {
  TempFolder dir;
  const std::string map =
      write_cells(dir, "big.png", 2048, 2048, [](int x, int y) {
        const unsigned h = static_cast<unsigned>(x) * 73856093u ^
                           static_cast<unsigned>(y) * 19349663u;
        return static_cast<std::uint8_t>(h % 5 == 0 ? kBlocked : kOpenGround);
      });
  const RunResult run = run_with_script(
      dir, {map, "--compare", "astar;dijkstra", "--run"},
      "click Diff Run 1\nclick Against Run 2 (Run 1)\nframes 2\nstate\n"
      "drag 1024 1000 1024 1030 pane 1\nframes 8\nstate\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out << run.err;
  EXPECT_EQ(field(states[0], "status"), "found") << states[0];
  EXPECT_EQ(field(states[1], "undo"), "1") << states[1];
  // Run 1's pane: A*'s colours, and Dijkstra's against them, all over the
  // map. Left to the sweep, hundreds of tiles of them were still there.
  EXPECT_EQ(field(states[1], "old_run_tiles"), "0") << states[1];
  const std::string lag = field(states[1], "old_run_lag");
  ASSERT_NE(lag, "none") << states[1];
  EXPECT_LE(std::stoi(lag), 8) << states[1];
}

TEST(Ui, TheMinimapShowsWhileZoomedInAndAClickOnItMovesTheView) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 1024, 1024);
  std::string zoom_in;
  for (int i = 0; i < 12; ++i) zoom_in += "key plus\n";
  // Each arrow moves the view a tenth of the canvas: some 7 cells.
  for (int i = 0; i < 8; ++i) zoom_in += "key left\nkey up\n";
  // Fitted, there is no minimap; zoomed in and panned away, one.
  const RunResult run =
      run_studio({map, "--headless", "--script",
                  dir.write("fitted.txt", "frames 2\nhover minimap\n")},
                 dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("no UI item named 'minimap'"), std::string::npos)
      << run.err;
  const RunResult moved = run_with_script(
      dir, {map},
      zoom_in +
          "key left\nkey left\nkey left\nkey up\nkey up\nframes 2\n"
          "state\nclick minimap\nframes 2\nstate\n");
  const auto states = state_lines(moved.out);
  ASSERT_EQ(states.size(), 2u) << moved.out << moved.err;
  const auto pan = [](const std::string& line) {
    const std::string text = field(line, "pan");
    const std::size_t comma = text.find(',');
    return std::pair{std::stod(text.substr(0, comma)),
                     std::stod(text.substr(comma + 1))};
  };
  const auto [x0, y0] = pan(states[0]);
  const auto [x1, y1] = pan(states[1]);
  EXPECT_GT(std::abs(x0 - 512) + std::abs(y0 - 512), 40) << states[0];
  // The minimap's centre is the map's: within a pixel of it (a few cells).
  EXPECT_NEAR(x1, 512, 12) << states[1];
  EXPECT_NEAR(y1, 512, 12) << states[1];
  EXPECT_EQ(field(states[1], "undo"), "0");  // the click painted nothing
}

TEST(Ui, AUiScaleOutOfRangeIsRefused) {
  TempFolder dir;
  const RunResult run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--ui-scale", "9"}, dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--ui-scale"), std::string::npos) << run.err;
}

TEST(Ui, NothingRunsOffASmallWindow) {
  // At 1024x640 the toolbar's mouse hint no longer fits: it becomes a
  // "(?)" with a tooltip instead of running off the window's edge.
  TempFolder dir;
  const std::string plain = dir.path("plain.png").string();
  const std::string tip = dir.path("tip.png").string();
  run_with_script(dir, {ASTAR_DEMO_MAP, "--size", "1024x640"},
                  "screenshot " + plain + "\nhover Heuristic\nframes 3\n" +
                      "screenshot " + tip + "\n");
  const Image a = read_png(plain);
  ASSERT_EQ(a.width, 1024);
  // The toolbar's first row: its last columns hold the background only.
  const std::uint8_t* background = pixel(a, a.width - 1, 30);
  for (int y = 24; y < 56; ++y) {
    for (int x = a.width - 12; x < a.width; ++x) {
      const std::uint8_t* p = pixel(a, x, y);
      ASSERT_TRUE(p[0] == background[0] && p[1] == background[1] &&
                  p[2] == background[2])
          << "toolbar drawn at " << x << "," << y;
    }
  }
  // Hovering the Heuristic combo shows its help, wide enough to spill from
  // the left panel over the canvas.
  const Image b = read_png(tip);
  EXPECT_GT(differing(a, b, 300, 100, 700, 630), 5000);
}

TEST(Ui, EveryLabelledControlCanBeClickedByName) {
  // The left panel, the legend and the New map dialog, in a small window.
  TempFolder dir;
  const std::string script = R"(
click Step
state
click Step x10
state
click N
text 5
click N +
click N -
state
click Step x5
state
click Back
state
click Play
state
click Pause
state
click Run to end
frames 30
state
click Timeline
state
click Reset
state
click Speed
click Algorithm
click Weighted A*
click Weight w
click Heuristic
click Euclidean
click Ties
click Higher h first
click 4 ways
state
click 8 ways
click Diagonals
click Always
click 10 and 14
click Colour-blind-safe palette
state
drag 45 2 48 2
click File
click New map...
click Discard (D)
click Width
text 100
click Height
text 50
click Create
state
)";
  const RunResult run =
      run_with_script(dir, {ASTAR_DEMO_MAP, "--size", "1024x640"}, script);
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 13u) << run.out;
  EXPECT_EQ(field(states[0], "step"), "1");
  EXPECT_EQ(field(states[1], "step"), "11");
  EXPECT_EQ(field(states[2], "n"), "5");
  EXPECT_EQ(field(states[3], "step"), "16");
  EXPECT_EQ(field(states[4], "step"), "15");
  EXPECT_EQ(field(states[5], "playing"), "1");
  EXPECT_EQ(field(states[6], "playing"), "0");
  EXPECT_EQ(field(states[7], "status"), "found");
  // The timeline's middle: half the steps the search took.
  const int found_at = std::stoi(field(states[7], "step"));
  EXPECT_NEAR(std::stoi(field(states[8], "step")), found_at / 2,
              found_at / 10 + 1);
  EXPECT_EQ(field(states[9], "step"), "0");
  const std::string& settings = states[10];
  EXPECT_EQ(field(settings, "algo"), "weighted");
  EXPECT_EQ(field(settings, "heuristic"), "euclidean");
  EXPECT_EQ(field(settings, "ties"), "high-h");
  EXPECT_EQ(field(settings, "moves"), "4");
  // The sliders' middles, on their logarithmic scales.
  const double weight = std::stod(field(settings, "weight"));
  EXPECT_GT(weight, 2.0);
  EXPECT_LT(weight, 5.0);
  const double speed = std::stod(field(settings, "speed"));
  EXPECT_GT(speed, 60);
  EXPECT_LT(speed, 3000);
  EXPECT_EQ(field(states[11], "moves"), "8");
  EXPECT_EQ(field(states[11], "diagonals"), "always");
  EXPECT_EQ(field(states[11], "costs"), "10-14");
  EXPECT_EQ(field(states[11], "palette"), "colour-blind-safe");
  // The stroke made the map unsaved, so New asked first.
  EXPECT_EQ(field(states[12], "dirty"), "0");
  EXPECT_NE(run.out.find("status: New 100x50 map."), std::string::npos)
      << run.out;
}

// Issue 50, item 11: a script that clicked a missing item failed with an
// error line of 732 characters listing every item on screen. It is under
// 500 and names the nearest item.
TEST(Ui, AMissingItemsErrorIsShortAndNamesTheNearest) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script(dir, map, "click Run to ned\n");
  EXPECT_EQ(run.exit_code, 2);
  const std::string line = run.err.substr(0, run.err.find('\n'));
  EXPECT_LT(line.size(), 500u) << line;
  EXPECT_NE(line.find("no UI item named 'Run to ned'"), std::string::npos)
      << line;
  EXPECT_NE(line.find("the nearest is 'Run to end'"), std::string::npos)
      << line;
}

// Issue 50, item 11: Escape did not close an open menu.
TEST(Ui, EscapeClosesAnOpenMenu) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  // The menu is open: its entry is there to hover.
  RunResult run =
      run_script(dir, map, "click View\nhover Compare runs side by side\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  run = run_script(dir, map,
                   "click View\nkey escape\nframes 2\n"
                   "hover Compare runs side by side\n");
  EXPECT_EQ(run.exit_code, 2) << "the menu is still open";
  EXPECT_NE(run.err.find("no UI item named 'Compare runs side by side'"),
            std::string::npos)
      << run.err;
}

// Issue 50, item 11: File > Open's filter hid `.tmx.gz`, which opens.
TEST(Ui, TheOpenDialogListsGzippedTiledMaps) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  dir.write("level.tmx.gz", "not read here");
  dir.write("notes.txt", "not a map");
  RunResult run =
      run_script(dir, map, "key ctrl+o\nframes 2\nhover level.tmx.gz\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  run = run_script(dir, map, "key ctrl+o\nframes 2\nhover notes.txt\n");
  EXPECT_EQ(run.exit_code, 2) << "the filter lets everything through";
}

// Issue 55: the Open dialog's filters come from the core's table of map
// formats, so a format added there alone (the plain text .grid) is listed,
// and Save As offers it.
TEST(Ui, TheFileDialogsListTheTablesFormats) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const std::string grid = dir.write("level.grid", "..\n");
  RunResult run =
      run_script(dir, map, "key ctrl+o\nframes 2\nhover level.grid\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  // Save As on a .grid starts on the table's row for it: the .grid is
  // listed, the PNG beside it is not.
  run = run_script(dir, grid, "key ctrl+shift+s\nframes 2\nhover level.grid\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  run = run_script(dir, grid, "key ctrl+shift+s\nframes 2\nhover open.png\n");
  EXPECT_EQ(run.exit_code, 2) << "the Save As filter is not the .grid's";
}

// Issue 50, item 11: after the file dialog's Up its path box still named
// the old file, so Open opened it again from the folder above.
TEST(Ui, UpInTheFileDialogLeavesTheOldFileBehind) {
  TempFolder dir;
  std::filesystem::create_directories(dir.path("sub"));
  const std::string map = write_map(dir, "sub/inner.png", 30, 20);
  const RunResult run = run_script(dir, map,
                                   "key ctrl+o\nframes 2\nclick Up\n"
                                   "click Open\nframes 2\nhover sub\n"
                                   "key escape\nframes 2\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_starting(run.out, "status: Opened inner.png").size(), 1u)
      << "opened again after Up: " << run.out;
}

// Issue 50, item 11: at 1024x640 and UI scale 1.5 a lesson's panes were
// headed "Run 1" and "Run 2" and its table left out the settings, while
// the lesson asks which algorithm expands fewer cells. The headers and
// the table name the algorithms (shortened), before and after the run.
TEST(Ui, ASmallWindowsPanesAndTableNameTheAlgorithms) {
  TempFolder dir;
  const RunResult run = run_studio(
      {"--lesson", "greedy-dead-end", "--headless", "--size", "1024x640",
       "--ui-scale", "1.5", "--script",
       dir.write("s.txt",
                 "frames 3\nhover 1: Greedy\nhover 2: A*\n"
                 "hover table: 1: Greedy\nhover table: 2: A*\nclipped\n"
                 "key enter\nframes 5\nhover 1: Greedy\nhover 2: A*\n"
                 "hover table: 1: Greedy\nhover table: 2: A*\nclipped\n")},
      dir);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_starting(run.out, "clipped 0").size(), 2u) << run.out;
}

}  // namespace ui_test
}  // namespace astar::studio::testing
