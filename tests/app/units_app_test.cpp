// Units with a size and their own terrain rules (issue 20) through the real
// astar-studio binary, headless: the search for a unit against astar-cli,
// sessions keeping the units, compared sizes, the clearance overlay, the
// "why" text and agents of several sizes.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "astar/io/map_io.hpp"
#include "astar/session/session.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace units_app_test {

// The demo's start and goal where a 3 x 3 unit fits at both.
const std::vector<std::string> kMarkers = {"--start", "16,2", "--goal",
                                           "40,30"};

RunResult run_demo(const TempFolder& dir, std::vector<std::string> more,
                   const std::string& script = "state\n") {
  std::vector<std::string> args = {ASTAR_DEMO_MAP, "--headless", "--script",
                                   dir.write("script.txt", script)};
  args.insert(args.end(), kMarkers.begin(), kMarkers.end());
  args.insert(args.end(), more.begin(), more.end());
  return run_studio(args, dir);
}

TEST(Units, SearchCostMatchesTheCommandLine) {
  TempFolder dir;
  const struct {
    std::vector<std::string> studio;
    std::string cli;
    std::string size, terrain;
  } cases[] = {
      {{"--unit-size", "3"}, "--size 3", "3", "identity"},
      {{"--unit-size", "2", "--terrain", "2=wall,3=wall"},
       "--size 2 --terrain 2=wall,3=wall",
       "2",
       "2=wall,3=wall"},
  };
  double previous = -1;
  for (const auto& c : cases) {
    std::vector<std::string> args = c.studio;
    args.push_back("--run");
    const RunResult run = run_demo(dir, args);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto states = state_lines(run.out);
    ASSERT_EQ(states.size(), 1u) << run.out;
    EXPECT_EQ(field(states[0], "status"), "found") << states[0];
    EXPECT_NEAR(std::stod(field(states[0], "cost")),
                cli_path_cost("16,2", "40,30", c.cli), 1e-5)
        << c.cli;
    EXPECT_EQ(field(states[0], "size"), c.size);
    EXPECT_EQ(field(states[0], "terrain"), c.terrain);
    EXPECT_NE(std::stod(field(states[0], "cost")), previous);
    previous = std::stod(field(states[0], "cost"));
  }
}

TEST(Units, ComparedSizesReportTheirOwnCosts) {
  TempFolder dir;
  const RunResult run = run_demo(
      dir, {"--compare", "astar:size=1;astar:size=3", "--run"}, "state\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto runs = lines_starting(run.out, "run ");
  ASSERT_EQ(runs.size(), 2u) << run.out;
  EXPECT_EQ(field(runs[1], "algo"), "astar:size=3") << runs[1];
  const double one = std::stod(field(runs[0], "cost"));
  const double three = std::stod(field(runs[1], "cost"));
  EXPECT_NEAR(one, cli_path_cost("16,2", "40,30", "--size 1"), 1e-5);
  EXPECT_NEAR(three, cli_path_cost("16,2", "40,30", "--size 3"), 1e-5);
  EXPECT_GT(three, one);
}

TEST(Units, TheWhyTextSaysTheUnitDoesNotFit) {
  TempFolder dir;
  // At (16,36) a 3 x 3 unit touches the bottom wall: (16,37) is open
  // ground, but the unit's footprint there would reach the wall.
  const std::string script = dir.write("explain.txt", "explain\n");
  const RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--start", "16,36", "--goal", "40,30",
       "--unit-size", "3", "--steps", "1", "--script", script},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("explain: (16,37) skipped: the 3x3 unit does not "
                         "fit at (16,37)"),
            std::string::npos)
      << run.out;
}

// Jump Point Search for a unit jumps on the unit's grid (JPS needs a map
// without terrain: walls in open ground here).
// Issue 37: with unit size 3 the demo's goal (62,38) does not fit, and it
// was said only when a search started. It is said at once, and in
// Statistics, until the unit fits.
TEST(Units, AMarkerTheUnitDoesNotFitIsSaidAtOnce) {
  TempFolder dir;
  const std::string script = dir.write("state.txt", "state\n");
  const auto run = [&](const char* size) {
    return run_studio(
        {ASTAR_DEMO_MAP, "--headless", "--unit-size", size, "--script", script},
        dir);
  };
  const RunResult big = run("3");
  ASSERT_EQ(big.exit_code, 0) << big.err;
  EXPECT_NE(big.out.find("status: warning: Goal: a unit of size 3 does not "
                         "fit at (62,38)"),
            std::string::npos)
      << big.out;
  const RunResult small = run("1");
  ASSERT_EQ(small.exit_code, 0) << small.err;
  EXPECT_EQ(small.out.find("does not fit"), std::string::npos) << small.out;
}

TEST(Units, JumpPointSearchForAUnitMatchesTheCommandLine) {
  TempFolder dir;
  const std::string map =
      write_cells(dir, "walls.png", 48, 32, [](int x, int y) {
        const bool wall = (x == 12 && y < 24) || (x == 30 && y > 6) ||
                          (y == 16 && x > 34 && x < 44);
        return wall ? kBlocked : kOpenGround;
      });
  for (const char* size : {"2", "4"}) {
    const RunResult run =
        run_studio({map, "--headless", "--start", "1,1", "--goal", "40,26",
                    "--algo", "jps", "--unit-size", size, "--run", "--script",
                    dir.write("s.txt", "state\n")},
                   dir);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto states = state_lines(run.out);
    ASSERT_EQ(states.size(), 1u) << run.out;
    const std::string command = std::string(ASTAR_CLI_BIN) + " path " + map +
                                " --from 1,1 --to 40,26 --size " + size +
                                " --json";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"),
                                               pclose);
    std::string json;
    char buffer[4096];
    while (pipe && std::fgets(buffer, sizeof buffer, pipe.get())) {
      json += buffer;
    }
    const std::size_t at = json.find("\"cost\":");
    ASSERT_NE(at, std::string::npos) << json;
    EXPECT_NEAR(std::stod(field(states[0], "cost")),
                std::strtod(json.c_str() + at + 7, nullptr), 1e-5)
        << size;
  }
}

TEST(Units, TheTerrainFieldAppliesOnlyAValidTable) {
  TempFolder dir;
  const std::string shot = dir.path("typing.png").string();
  const RunResult run =
      run_demo(dir, {"--unit-size", "2", "--run"},
               "click Terrain\ntext 10=wa\nframes 2\nstate\nscreenshot " +
                   shot + "\ntext ll\nkey enter\nframes 2\nstate\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  // Half typed: the search keeps the identity table and its path.
  EXPECT_EQ(field(states[0], "terrain"), "identity");
  EXPECT_EQ(field(states[0], "status"), "found");
  // Whole: weight 10 bars the demo's diagonal band for the unit.
  EXPECT_EQ(field(states[1], "terrain"), "10=wall");
  EXPECT_EQ(field(states[1], "status"), "no-path");
  EXPECT_EQ(cli_path_cost("16,2", "40,30", "--size 2 --terrain 10=wall"),
            0.0);  // found: false
}

Session unit_session() {
  Session session;
  session.document.grid = load_map(ASTAR_DEMO_MAP).value();
  session.document.start = Point{16, 2};
  session.document.goal = Point{40, 30};
  session.search.unit.size = 3;
  session.search.unit.terrain = TerrainTable::parse("10=wall,5=2").value();
  session.document.actors.agents = {
      AgentPlacement({16, 2}, 6.0), AgentPlacement({17, 6}, 6.0, 2),
      AgentPlacement({20, 2}, 6.0, 3,
                     TerrainTable::parse("2=wall,3=wall").value())};
  return session;
}

TEST(Units, SessionsKeepTheUnitsThroughTheApp) {
  TempFolder dir;
  const std::string path = dir.path("units.astar.json").string();
  ASSERT_TRUE(save_session(unit_session(), path).ok());
  // Paint a wall (so there is something to save), save, read it back.
  const std::string script =
      dir.write("save.txt", "state\ndrag 60 2 60 4\nkey ctrl+s\nframes 2\n");
  const RunResult run =
      run_studio({path, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u) << run.out;
  EXPECT_EQ(field(states[0], "size"), "3");
  EXPECT_EQ(field(states[0], "terrain"), "5=2,10=wall");
  auto loaded = load_session(path);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value().document.grid.at(60, 3), kBlocked);
  EXPECT_EQ(loaded.value().search.unit, unit_session().search.unit);
  EXPECT_EQ(loaded.value().document.actors.agents,
            unit_session().document.actors.agents);
}

TEST(Units, AgentsOfThreeSizesArriveByTheirOwnRoutes) {
  TempFolder dir;
  const std::string path = dir.path("sim.astar.json").string();
  ASSERT_TRUE(save_session(unit_session(), path).ok());
  const std::string script = dir.write("sim.txt", "simulate 30\nstate\n");
  const RunResult run =
      run_studio({path, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto agents = lines_starting(run.out, "agent ");
  ASSERT_EQ(agents.size(), 3u) << run.out;
  std::vector<std::string> walked;
  for (const std::string& line : agents) {
    EXPECT_EQ(field(line, "state"), "arrived") << line;
    walked.push_back(field(line, "walked"));
  }
  // Different sizes and tables: different routes, so different lengths.
  EXPECT_NE(walked[0], walked[1]);
  EXPECT_NE(walked[1], walked[2]);
  EXPECT_NE(walked[0], walked[2]);
}

TEST(Units, TheClearanceOverlayShows) {
  TempFolder dir;
  const std::string off = dir.path("off.png").string();
  const std::string on = dir.path("on.png").string();
  const RunResult run = run_demo(
      dir, {},
      "screenshot " + off + "\nkey h\nframes 2\nscreenshot " + on + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Image a = read_png(off);
  const Image b = read_png(on);
  ASSERT_EQ(a.pixels.size(), b.pixels.size());
  long long changed = 0;
  const auto step = static_cast<std::size_t>(a.channels);
  for (std::size_t i = 0; i + 2 < a.pixels.size(); i += step) {
    changed += a.pixels[i] != b.pixels[i] || a.pixels[i + 2] != b.pixels[i + 2];
  }
  // The demo's canvas is some 700 x 420 pixels; the overlay shades it all.
  EXPECT_GT(changed, 150000) << changed;
}

TEST(Units, ABigMapsClearanceShadesTheMapAloneZoomedOut) {
  // 4.5 million cells: worked out on another thread, which the script
  // waits for before its next line.
  TempFolder dir;
  constexpr int kWidth = 3000;
  constexpr int kHeight = 1500;
  const std::string map =
      write_cells(dir, "big.png", kWidth, kHeight, [](int x, int y) {
        return (x % 97 == 0 && y % 5 != 0) ? kBlocked : kOpenGround;
      });
  const std::string off = dir.path("off.png").string();
  const std::string on = dir.path("on.png").string();
  const RunResult run = run_studio(
      {map, "--headless", "--script",
       dir.write("zoom.txt", "key minus\nframes 2\nscreenshot " + off +
                                 "\nkey h\nstate\nscreenshot " + on + "\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string state = state_lines(run.out).at(0);
  EXPECT_EQ(field(state, "preparing"), "0") << state;
  const double zoom = std::stod(field(state, "zoom"));
  const Image a = read_png(off);
  const Image b = read_png(on);
  ASSERT_EQ(a.pixels.size(), b.pixels.size());
  // The overlay changes the map's pixels and no others: from the window's
  // centre (inside the map, which is centred in the canvas), the changed
  // pixels run to the map's edges, to the pixel. Blocks of several cells
  // used to tint up to a block past them.
  const auto changed = [&](int x, int y) {
    const std::size_t i = (static_cast<std::size_t>(y) * a.width + x) *
                          static_cast<std::size_t>(a.channels);
    return a.pixels[i] != b.pixels[i] || a.pixels[i + 2] != b.pixels[i + 2];
  };
  const int cx = a.width / 2;
  const int cy = a.height / 2;
  ASSERT_TRUE(changed(cx, cy));
  int x0 = cx, x1 = cx, y0 = cy, y1 = cy;
  while (x0 > 0 && changed(x0 - 1, cy)) --x0;
  while (x1 + 1 < a.width && changed(x1 + 1, cy)) ++x1;
  while (y0 > 0 && changed(cx, y0 - 1)) --y0;
  while (y1 + 1 < a.height && changed(cx, y1 + 1)) ++y1;
  EXPECT_NEAR(x1 - x0 + 1, kWidth * zoom, 2.0) << x0 << ".." << x1;
  EXPECT_NEAR(y1 - y0 + 1, kHeight * zoom, 2.0) << y0 << ".." << y1;
}

}  // namespace units_app_test
}  // namespace astar::studio::testing
