// The README's screenshot is the current build's: assets/screenshot.txt
// makes it, and this test makes it again and compares, so the picture
// cannot drift from what the studio shows.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "studio_runner.hpp"

namespace {

using namespace astar::studio::testing;

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Box {
  int left = 0, top = 0, right = -1, bottom = -1;  // inclusive; empty
  int width() const { return right - left + 1; }
  int height() const { return bottom - top + 1; }
};

// The smallest box holding every pixel where the two images differ.
Box differences(const Image& a, const Image& b) {
  Box box{a.width, a.height, -1, -1};
  for (int y = 0; y < a.height; ++y) {
    for (int x = 0; x < a.width; ++x) {
      const std::size_t at =
          (static_cast<std::size_t>(y) * a.width + x) * a.channels;
      if (!std::equal(a.pixels.begin() + at, a.pixels.begin() + at + a.channels,
                      b.pixels.begin() + at)) {
        box = {std::min(box.left, x), std::min(box.top, y),
               std::max(box.right, x), std::max(box.bottom, y)};
      }
    }
  }
  if (box.right < 0) return {};
  return box;
}

}  // namespace

// The statistics' "Time" is the one thing that changes from run to run: a
// number a few characters wide. Anything else that differs (an expanded
// count, a cell's colour, a moved panel) spreads the differences further.
TEST(Readme, ScreenshotIsTheCurrentBuilds) {
  const std::filesystem::path assets = ASTAR_ASSETS_DIR;
  TempFolder dir;
  std::filesystem::copy_file(ASTAR_DEMO_MAP, dir.path("demo.png"));
  // A relative path is the studio's working folder: here, the test's own.
  std::string script = read_text(assets / "screenshot.txt");
  const std::string line = "\nscreenshot screenshot.png";
  const std::size_t at = script.find(line);
  ASSERT_NE(at, std::string::npos) << "screenshot.txt has no '" << line << "'";
  script.replace(at, line.size(),
                 "\nscreenshot " + dir.path("screenshot.png").string());
  run_script_ok(dir, dir.path("demo.png").string(), script);
  const Image made = read_png(dir.path("screenshot.png"));
  const Image shipped = read_png(assets / "screenshot.png");
  ASSERT_GT(made.width, 0) << "the script wrote no screenshot";
  ASSERT_EQ(made.width, shipped.width);
  ASSERT_EQ(made.height, shipped.height);
  ASSERT_EQ(made.channels, shipped.channels);
  const Box box = differences(made, shipped);
  EXPECT_LE(box.width(), 60) << "remake it: cd assets && astar-studio demo.png "
                                "--headless --script screenshot.txt";
  EXPECT_LE(box.height(), 16)
      << "differences from (" << box.left << "," << box.top << ") to ("
      << box.right << "," << box.bottom << ")";
}
