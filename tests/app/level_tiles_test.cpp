// The first reduced level's textures through the real app (issue 36): made
// only for the part a view shows at half a pixel to a pixel a cell, drawn
// texel for texel across the tiles' edges, and let go when the view zooms
// out.

#include <gtest/gtest.h>

#include <string>

#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace level_tiles_test {

// 2 x 2 blocks of one terrain, in a checkerboard of two terrains left of
// x = 2048 (level 1's first tiles' edge, at texel 1024) and two others right
// of it. A level-1 texel is one block, a pure colour; the next level mixes
// four blocks, so the pure colours show only where level 1 is drawn.
std::uint8_t value_at(int x, int y) {
  const bool odd = (x / 2 + y / 2) % 2 != 0;
  if (x < 2048) return odd ? 200 : 120;
  return odd ? 180 : 100;
}

TEST(LevelTiles, MadeOnlyForTheCellsShownAtHalfAPixelACellToOne) {
  TempFolder dir;
  const std::string map = write_cells(dir, "blocks.png", 4200, 1100, value_at);
  const std::string shot = dir.path("zoomed.png").string();
  const RunResult run = run_script_ok(dir, map,
                                      "frames 3\n"
                                      "state\n"
                                      "move 2048 550\n"
                                      "wheel 7\n"
                                      "frames 10\n"
                                      "state\n"
                                      "screenshot " +
                                          shot +
                                          "\n"
                                          "click Fit\n"
                                          "frames 3\n"
                                          "state\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 3u) << run.out;
  EXPECT_LT(std::stod(field(states[0], "zoom")), 0.5);
  EXPECT_EQ(field(states[0], "level_tiles"), "0");
  // Zoomed in about the tiles' edge: the tiles either side of it.
  const double zoom = std::stod(field(states[1], "zoom"));
  ASSERT_GE(zoom, 0.5);
  ASSERT_LT(zoom, 1.0);
  EXPECT_EQ(field(states[1], "level_tiles"), "2");
  EXPECT_EQ(field(states[1], "tiles"), "0");
  const Image image = read_png(shot);
  const Palette& colours = standard_palette();
  for (const std::uint8_t value : {200, 120, 180, 100}) {
    EXPECT_GT(count_colour(image, cell_colour(colours, value)), 2000)
        << "terrain " << int(value) << " is not drawn texel for texel";
  }
  EXPECT_EQ(field(states[2], "level_tiles"), "0");
}

}  // namespace level_tiles_test
}  // namespace astar::studio::testing
