// Jump Point Search in the app (issue 10, part 1): the same cost as the
// command line with far fewer expanded cells, the scanned lines drawn
// faintly, and the choice greyed out where it would not be exact.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace jump_point_test {

// A value of "key=value" in a state line.
std::string field(const std::string& line, const std::string& key) {
  const std::size_t at = line.find(" " + key + "=");
  if (at == std::string::npos) return "";
  const std::size_t begin = at + key.size() + 2;
  return line.substr(begin, line.find(' ', begin) - begin);
}

std::string cli_json(const std::string& map, const std::string& flags) {
  const std::string command = std::string(ASTAR_CLI_BIN) + " path " + map +
                              " --from 2,2 --to 57,35 " + flags + " --json";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"),
                                             pclose);
  std::string json;
  char buffer[4096];
  while (pipe && std::fgets(buffer, sizeof buffer, pipe.get())) json += buffer;
  return json;
}

// Rooms of open ground with wall stubs, so jumps stop and turn.
std::string rooms_map(const TempFolder& dir) {
  return write_cells(dir, "rooms.png", 60, 40, [](int x, int y) {
    const bool wall = (x % 15 == 7 && y % 10 != 5) || (y == 20 && x % 9 == 3);
    return static_cast<std::uint8_t>(wall ? 0 : 255);
  });
}

TEST(JumpPointApp, FindsTheCommandLinesCostExpandingFewCells) {
  TempFolder dir;
  const std::string map = rooms_map(dir);
  const auto state_of = [&](const std::string& algo) {
    const RunResult run = run_studio(
        {map, "--headless", "--start", "2,2", "--goal", "57,35", "--algo", algo,
         "--run", "--script", dir.write("s.txt", "state\n")},
        dir);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const auto lines = state_lines(run.out);
    return lines.empty() ? std::string() : lines.back();
  };
  const std::string jps = state_of("jps");
  const std::string astar = state_of("astar");
  EXPECT_EQ(field(jps, "status"), "found") << jps;
  EXPECT_EQ(field(jps, "algo"), "jps");
  EXPECT_NEAR(std::stod(field(jps, "cost")), std::stod(field(astar, "cost")),
              1e-6);
  const std::string json = cli_json(map, "--algo jps");
  const std::size_t at = json.find("\"cost\":");
  ASSERT_NE(at, std::string::npos) << json;
  EXPECT_NEAR(std::stod(field(jps, "cost")),
              std::strtod(json.c_str() + at + 7, nullptr), 1e-6);
  EXPECT_LT(std::stoll(field(jps, "expanded")) * 10,
            std::stoll(field(astar, "expanded")));
}

// Pixels of the faint scanned colour over open ground, as blended.
int scanned_pixels(const Image& image) {
  const Rgba ground = palette(PaletteKind::Standard).open_ground;
  const double a = kJumpScanColour.a / 255.0;
  const auto blend = [&](int over, int under) {
    return static_cast<int>(std::lround(over * a + under * (1 - a)));
  };
  const int r = blend(kJumpScanColour.r, ground.r);
  const int g = blend(kJumpScanColour.g, ground.g);
  const int b = blend(kJumpScanColour.b, ground.b);
  int count = 0;
  for (int i = 0; i + 2 < static_cast<int>(image.pixels.size());
       i += image.channels) {
    count += std::abs(image.pixels[i] - r) <= 3 &&
             std::abs(image.pixels[i + 1] - g) <= 3 &&
             std::abs(image.pixels[i + 2] - b) <= 3;
  }
  return count;
}

TEST(JumpPointApp, DrawsTheLinesTheLastStepScanned) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 40, 20);
  const std::string before = dir.path("before.png").string();
  const std::string after = dir.path("after.png").string();
  const RunResult run =
      run_studio({map, "--headless", "--start", "2,10", "--goal", "37,3",
                  "--algo", "jps", "--script",
                  dir.write("s.txt", "screenshot " + before +
                                         "\nkey n\nframes 2\nscreenshot " +
                                         after + "\nkey n\nframes 2\nstate\n")},
                 dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(scanned_pixels(read_png(before)), 0);
  // The first step scans the start's row, column and diagonals.
  EXPECT_GT(scanned_pixels(read_png(after)), 500);
  const auto lines = state_lines(run.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(field(lines.back(), "status"), "found");
}

TEST(JumpPointApp, IsGreyedOutOnTerrainAndRefusedWithTheReason) {
  TempFolder dir;
  // The demo map has terrain: the combo's entry does nothing.
  RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--script",
       dir.write(
           "s.txt",
           "click Algorithm\nclick Jump Point Search\nframes 2\nstate\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = state_lines(run.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(field(lines.back(), "algo"), "astar");

  run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--algo", "jps", "--run"}, dir);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("jps needs a map without terrain weights"),
            std::string::npos)
      << run.err;

  // On open ground it can be chosen.
  const std::string map = write_map(dir, "open.png", 30, 20);
  run = run_studio(
      {map, "--headless", "--script",
       dir.write(
           "t.txt",
           "click Algorithm\nclick Jump Point Search\nframes 2\nstate\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(field(state_lines(run.out).back(), "algo"), "jps");
}

TEST(AlgorithmList, OffersThetaStarExceptWithFourWayMoves) {
  TempFolder dir;
  const std::string pick = "click Algorithm\nclick Theta*\nframes 2\nstate\n";
  RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--script", dir.write("s.txt", pick)},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(field(state_lines(run.out).back(), "algo"), "theta");
  run = run_studio({ASTAR_DEMO_MAP, "--headless", "--connectivity", "4",
                    "--script", dir.write("t.txt", pick)},
                   dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(field(state_lines(run.out).back(), "algo"), "astar");
}

}  // namespace jump_point_test
}  // namespace astar::studio::testing
