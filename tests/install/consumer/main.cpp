// Loads a Moving AI map and checks one path's cost against the optimal
// length its .scen file gives, through the installed astar::search only.
//
//   astar_consumer MAP START_X START_Y GOAL_X GOAL_Y OPTIMAL_LENGTH

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/search/search.hpp"
#include "astar/search/settings.hpp"

int main(int argc, char** argv) {
  if (argc != 7) {
    std::fprintf(stderr, "usage: %s MAP SX SY GX GY LENGTH\n", argv[0]);
    return 2;
  }
  astar::Result<astar::Grid> grid = astar::load_map(argv[1]);
  if (!grid) {
    std::fprintf(stderr, "error (%s): %s\n",
                 std::string(astar::to_string(grid.error_kind())).c_str(),
                 grid.error().c_str());
    return 1;
  }
  // Moving AI's optimal lengths: 8-connected, no corner cutting, exact
  // costs, which are the defaults.
  const astar::SearchSettings settings;
  const astar::SearchQuery query =
      settings.query({std::atoi(argv[2]), std::atoi(argv[3])},
                     {std::atoi(argv[4]), std::atoi(argv[5])});
  astar::Search search;
  if (astar::Status started = search.start(grid.value(), query); !started) {
    std::fprintf(stderr, "error: %s\n", started.error().c_str());
    return 1;
  }
  // In slices, as a game would spread the work over frames.
  while (search.run_slice(64).status == astar::SearchStatus::Running) {
  }
  if (search.status() != astar::SearchStatus::Found) {
    std::fprintf(stderr, "error: no path found\n");
    return 1;
  }
  const std::string expected_text = argv[6];
  const double expected = std::strtod(argv[6], nullptr);
  const double tolerance = astar::length_tolerance(expected_text, expected);
  std::printf("cost %.4f expected %s expanded %lld\n", search.cost(),
              expected_text.c_str(),
              static_cast<long long>(search.stats().expanded));
  if (std::abs(search.cost() - expected) > tolerance) {
    std::fprintf(stderr, "error: cost %.6f is not the optimal %s\n",
                 search.cost(), expected_text.c_str());
    return 1;
  }
  return 0;
}
