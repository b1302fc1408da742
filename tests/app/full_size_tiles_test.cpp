// The map's full-size textures through the real app (issue 36): made only
// for the part a view shows at a pixel per cell or more, drawn cell for
// cell across the tiles' edges, and let go when the view zooms out.

#include <gtest/gtest.h>

#include <string>

#include "studio_runner.hpp"
#include "ui/palette.hpp"

namespace astar::studio::testing {
namespace full_size_tiles_test {

// A checkerboard of two terrains left of x = 1024 (the first tiles' edge)
// and two others right of it: a reduced level mixes neighbours' colours,
// so the four pure colours show only where full-size tiles are drawn.
std::uint8_t value_at(int x, int y) {
  const bool odd = (x + y) % 2 != 0;
  if (x < 1024) return odd ? 200 : 120;
  return odd ? 180 : 100;
}

TEST(FullSizeTiles, MadeOnlyForTheCellsShownAtAPixelACellOrMore) {
  TempFolder dir;
  const std::string map = write_cells(dir, "board.png", 2100, 1100, value_at);
  const std::string shot = dir.path("zoomed.png").string();
  const RunResult run = run_script_ok(dir, map,
                                      "frames 3\n"
                                      "state\n"
                                      "move 1024 550\n"
                                      "wheel 15\n"
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
  // Fitted, the map is far below a pixel a cell: no full-size texture.
  EXPECT_LT(std::stod(field(states[0], "zoom")), 1.0);
  EXPECT_EQ(field(states[0], "tiles"), "0");
  // Zoomed in about the tiles' edge: the tiles either side of it, and no
  // more than a window's worth (2 x 2 of 1024 cells at most).
  EXPECT_GE(std::stod(field(states[1], "zoom")), 2.0);
  const int tiles = std::stoi(field(states[1], "tiles"));
  EXPECT_GE(tiles, 2);
  EXPECT_LE(tiles, 4);
  const Image image = read_png(shot);
  const Palette& colours = standard_palette();
  for (const std::uint8_t value : {200, 120, 180, 100}) {
    EXPECT_GT(count_colour(image, cell_colour(colours, value)), 200)
        << "terrain " << int(value) << " is not drawn cell for cell";
  }
  // Fitted again, they are let go.
  EXPECT_EQ(field(states[2], "tiles"), "0");
}

}  // namespace full_size_tiles_test
}  // namespace astar::studio::testing
