#pragma once
// The pictures of "What am I seeing?": one small map searched four ways
// (A* part way, A*, Dijkstra and greedy best-first, each to the end), drawn
// by the canvas's own map layers in the palette in use, with each run's
// numbers under its picture. They are searched when the page first shows,
// in well under a millisecond, and so always match what the canvas draws.

#include <array>
#include <string>

#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"
#include "canvas/map_layers.hpp"
#include "ui/palette.hpp"

namespace astar::studio {

class HelpPictures {
 public:
  HelpPictures() = default;
  // The searches point at grid_.
  HelpPictures(const HelpPictures&) = delete;
  HelpPictures& operator=(const HelpPictures&) = delete;

  // Two rows of two pictures across the window's width.
  void draw(const Palette& palette);

 private:
  struct Picture {
    Search search;
    MapLayers layers;
    std::string caption;
  };
  Status build();
  Status start(Picture& picture, Algorithm algorithm, long long steps);
  void draw_picture(Picture& picture, const Palette& palette, float width);

  bool built_ = false;
  std::string error_;  // why there are no pictures (no GL texture)
  Grid grid_;
  Point start_;
  Point goal_;
  std::array<Picture, 4> pictures_;
};

}  // namespace astar::studio
