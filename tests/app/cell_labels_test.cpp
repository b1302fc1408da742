// The numbers and parent arrows in zoomed-in cells, through the real
// astar-studio binary: screenshots with them on and off, the keys and the
// View menu that choose them, and the command-line flags.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace cell_labels_test {

class CellLabels : public ::testing::Test {
 protected:
  // A screenshot after `steps` search steps with `flags`.
  Image shoot(const std::vector<std::string>& flags, int steps = 12,
              const std::string& size = "1320x800") {
    const std::string shot =
        dir.path("shot" + std::to_string(shots++) + ".png").string();
    std::vector<std::string> args = {map,       "--headless", "--size", size,
                                     "--start", "3,4",        "--goal", "10,3"};
    if (steps > 0) {
      args.push_back("--steps");
      args.push_back(std::to_string(steps));
    }
    args.insert(args.end(), flags.begin(), flags.end());
    args.push_back("--screenshot");
    args.push_back(shot);
    const RunResult run = run_studio(args, dir);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return read_png(shot);
  }

  TempFolder dir;
  std::string map = dir.write("classroom.map", kClassroomMap);
  int shots = 0;
};

TEST_F(CellLabels, NumbersAreWrittenInTheSeenCells) {
  const SearchPixels all =
      search_pixels(shoot({"--labels", "fgh", "--arrows", "off"}));
  const SearchPixels f_only =
      search_pixels(shoot({"--labels", "f", "--arrows", "off"}));
  const SearchPixels none =
      search_pixels(shoot({"--labels", "none", "--arrows", "off"}));
  // Twelve steps close about a dozen cells (the start's is under its
  // marker); each number covers some tens of their pixels.
  EXPECT_GT(none.closed - all.closed, 1000);
  EXPECT_GT(none.closed - f_only.closed, 300);
  EXPECT_GT(f_only.closed - all.closed, 300);
  EXPECT_GT(none.open - all.open, 1000);
}

TEST_F(CellLabels, ArrowsPointFromTheSeenCellsToTheirParents) {
  const SearchPixels on =
      search_pixels(shoot({"--labels", "none", "--arrows", "on"}));
  const SearchPixels off =
      search_pixels(shoot({"--labels", "none", "--arrows", "off"}));
  EXPECT_GT(off.closed - on.closed, 300);
  EXPECT_GT(off.open - on.open, 300);
  // With the numbers too, the arrows still show, under them.
  const SearchPixels both =
      search_pixels(shoot({"--labels", "fgh", "--arrows", "on"}));
  const SearchPixels numbers =
      search_pixels(shoot({"--labels", "fgh", "--arrows", "off"}));
  EXPECT_GT(numbers.closed - both.closed, 100);
}

TEST_F(CellLabels, NumbersWaitForLargeCellsAndArrowsForSmallOnes) {
  // 900x800 leaves a canvas about 344 px wide: cells about 27 px.
  const std::string size = "900x800";
  const SearchPixels numbers =
      search_pixels(shoot({"--labels", "fgh", "--arrows", "off"}, 12, size));
  const SearchPixels plain =
      search_pixels(shoot({"--labels", "none", "--arrows", "off"}, 12, size));
  const SearchPixels arrows =
      search_pixels(shoot({"--labels", "none", "--arrows", "on"}, 12, size));
  EXPECT_EQ(numbers, plain);
  EXPECT_GT(plain.closed - arrows.closed, 100);
}

TEST_F(CellLabels, NothingIsWrittenBeforeTheSearchStarts) {
  const Image labelled = shoot({"--labels", "fgh", "--arrows", "on"}, 0);
  const Image plain = shoot({"--labels", "none", "--arrows", "off"}, 0);
  EXPECT_EQ(search_pixels(labelled), search_pixels(plain));
  EXPECT_EQ(count_colour(labelled, standard_palette().open_ground),
            count_colour(plain, standard_palette().open_ground));
}

TEST(CellLabelChoices, KeysAndTheViewMenuChooseThem) {
  TempFolder dir;
  const std::string map = write_map(dir, "blank.png", 12, 8);
  const std::string script = dir.write("labels.txt", R"(
state
key ctrl+l
state
key ctrl+l
state
key ctrl+l
state
key a
state
click View
click Cell numbers: f only
state
click View
click Arrows to parents
state
)");
  const RunResult run =
      run_studio({map, "--headless", "--script", script}, dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 7u) << run.out;
  const char* numbers[] = {"fgh", "f", "none", "fgh", "fgh", "f", "f"};
  const char* arrows[] = {"on", "on", "on", "on", "off", "off", "on"};
  for (std::size_t i = 0; i < states.size(); ++i) {
    EXPECT_EQ(field(states[i], "labels"), numbers[i]) << i;
    EXPECT_EQ(field(states[i], "arrows"), arrows[i]) << i;
  }
  EXPECT_NE(run.out.find("status: Cell numbers: f only (shown from 40 px"),
            std::string::npos)
      << run.out;
}

TEST(CellLabelChoices, FlagsSetThemAndBadValuesExitTwo) {
  TempFolder dir;
  const std::string script = dir.write("state.txt", "state\n");
  const RunResult set = run_studio(
      {"--headless", "--labels", "none", "--arrows", "off", "--script", script},
      dir);
  ASSERT_EQ(set.exit_code, 0) << set.err;
  const auto states = state_lines(set.out);
  ASSERT_EQ(states.size(), 1u) << set.out;
  EXPECT_EQ(field(states[0], "labels"), "none");
  EXPECT_EQ(field(states[0], "arrows"), "off");

  const struct {
    std::vector<std::string> args;
    std::string message;
  } bad[] = {
      {{"--headless", "--labels", "all"},
       "error: --labels: bad value 'all' (expected fgh, f or none)"},
      {{"--headless", "--arrows", "yes"},
       "error: --arrows: bad value 'yes' (expected on or off)"},
      {{"--headless", "--labels"}, "error: --labels: missing value"},
  };
  for (const auto& [args, message] : bad) {
    const RunResult run = run_studio(args, dir);
    EXPECT_EQ(run.exit_code, 2) << message;
    EXPECT_EQ(run.err.rfind(message + "\n", 0), 0u) << run.err;
  }
}

}  // namespace cell_labels_test
}  // namespace astar::studio::testing
