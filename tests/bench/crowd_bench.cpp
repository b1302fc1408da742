// The crowd's step on a big map: AGENTS agents (default 1000) at random
// open cells of MAP, each walking to another random open cell, with the
// default settings and PathGuide. The first steps plan every agent's path
// (timed apart); then STEPS steps (default 300, 30 simulated seconds) are
// timed one by one. With --dense, the agents start packed in a 50 x 50
// block in the middle of an open 512 x 512 map and walk to the mirrored
// place across it, so that every agent has neighbours all the way.
//
//   crowd_bench [MAP] [--agents N] [--steps N] [--seed N] [--dense]
//
// Run from a Release build on one core (taskset -c 1), nothing else
// running; quote the load average (cat /proc/loadavg).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "astar/crowd/crowd.hpp"
#include "astar/generate/rng.hpp"
#include "astar/io/map_io.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

double percentile(std::vector<double> values, double p) {
  std::sort(values.begin(), values.end());
  return values[static_cast<std::size_t>(p * (values.size() - 1))];
}

struct Options {
  std::string map;
  int agents = 1000;
  int steps = 300;
  std::uint64_t seed = 1;
  bool dense = false;
};

astar::Vec2 random_open(astar::Rng& rng, const astar::Grid& grid) {
  for (;;) {
    const int cell = static_cast<int>(
        rng.below(static_cast<std::uint64_t>(grid.cell_count())));
    if (grid.walkable(cell)) return astar::cell_centre(grid.point(cell));
  }
}

void add_agents(astar::Crowd& crowd, const Options& options, astar::Rng& rng) {
  const astar::Grid& grid = crowd.grid();
  for (int i = 0; i < options.agents; ++i) {
    astar::AgentSpec spec;
    if (options.dense) {
      // A lattice 1.0 apart, in a block centred on the map; goals mirrored.
      const int side = 50;
      const double x0 = grid.width() / 2.0 - side / 2.0;
      const double y0 = grid.height() / 2.0 - side / 2.0;
      spec.position = {x0 + 0.5 + (i % side), y0 + 0.5 + (i / side) % side};
      spec.goal = {grid.width() - spec.position.x,
                   grid.height() - spec.position.y};
    } else {
      spec.position = random_open(rng, grid);
      spec.goal = random_open(rng, grid);
    }
    astar::Result<int> added = crowd.add_agent(spec);
    if (!added) {
      std::fprintf(stderr, "crowd_bench: %s\n", added.error().c_str());
      std::exit(1);
    }
  }
}

Options parse(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    if (!std::strcmp(argv[i], "--agents") && has_value) {
      options.agents = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--steps") && has_value) {
      options.steps = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--seed") && has_value) {
      options.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (!std::strcmp(argv[i], "--dense")) {
      options.dense = true;
    } else {
      options.map = argv[i];
    }
  }
  return options;
}

}  // namespace

int main(int argc, char** argv) {
  const Options options = parse(argc, argv);
  astar::Grid grid(512, 512);
  if (!options.map.empty()) {
    astar::Result<astar::Grid> loaded = astar::load_map(options.map);
    if (!loaded) {
      std::fprintf(stderr, "crowd_bench: %s\n", loaded.error().c_str());
      return 1;
    }
    grid = std::move(loaded).value();
  }
  astar::Crowd crowd = astar::Crowd::create(grid, {}).value();
  astar::Rng rng(options.seed);
  add_agents(crowd, options, rng);

  const auto planning = Clock::now();
  crowd.step();  // every agent plans its path here
  const double first_ms = ms_since(planning);
  std::vector<double> times;
  for (int s = 0; s < options.steps; ++s) {
    const auto start = Clock::now();
    crowd.step();
    times.push_back(ms_since(start));
  }
  double total = 0.0;
  for (double t : times) total += t;
  const auto& guide = static_cast<const astar::PathGuide&>(crowd.guide());
  std::printf(
      "%s %dx%d, %d agents%s: first step (plans) %.1f ms; then %d steps: "
      "mean %.3f ms, median %.3f, p95 %.3f, max %.3f; plans %lld (%lld "
      "found no path); arrived %d\n",
      options.map.empty() ? "open map" : options.map.c_str(), grid.width(),
      grid.height(), options.agents, options.dense ? " (dense)" : "", first_ms,
      options.steps, total / options.steps, percentile(times, 0.5),
      percentile(times, 0.95), percentile(times, 1.0),
      static_cast<long long>(guide.plans()),
      static_cast<long long>(guide.failed_plans()), crowd.arrived_count());
  return 0;
}
