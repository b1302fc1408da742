#include "astar/generate/scenario_gen.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "astar/generate/rng.hpp"
#include "astar/grid/analysis.hpp"
#include "astar/search/search.hpp"

namespace astar {

namespace {

// Cells grouped by region: the cells of region r are
// cells[first[r] .. first[r + 1]).
struct RegionCells {
  std::vector<int> cells;
  std::vector<std::int64_t> first;
};

RegionCells group_by_region(const RegionMap& regions) {
  RegionCells grouped;
  grouped.first.assign(regions.sizes.size() + 1, 0);
  for (std::size_t r = 0; r < regions.sizes.size(); ++r) {
    grouped.first[r + 1] = grouped.first[r] + regions.sizes[r];
  }
  grouped.cells.resize(static_cast<std::size_t>(grouped.first.back()));
  std::vector<std::int64_t> next(grouped.first.begin(),
                                 grouped.first.end() - 1);
  for (std::size_t cell = 0; cell < regions.region.size(); ++cell) {
    const std::int32_t r = regions.region[cell];
    if (r != kNoRegion) grouped.cells[next[r]++] = static_cast<int>(cell);
  }
  return grouped;
}

}  // namespace

Result<Scenario> generate_scenario(const Grid& grid,
                                   const ScenarioSettings& settings) {
  if (settings.count < 1 || settings.count > kMaxScenarioProblems) {
    return fail(ErrorKind::BadArgument,
                "problem count " + std::to_string(settings.count) +
                    " is outside 1.." + std::to_string(kMaxScenarioProblems));
  }
  if (settings.map_name.find_first_of(" \t\r\n") != std::string::npos) {
    return fail(ErrorKind::BadArgument,
                "map name \"" + settings.map_name +
                    "\" has white space, which a .scen line cannot hold");
  }
  const RegionMap regions = label_regions(grid, settings.rules);
  // Cumulative pair counts n(n-1) per region; n <= 2^26 so the total fits.
  std::vector<std::uint64_t> cumulative;
  std::uint64_t total = 0;
  for (const std::int64_t n : regions.sizes) {
    total += static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n - 1);
    cumulative.push_back(total);
  }
  if (total == 0) {
    return fail(ErrorKind::BadArgument,
                "no two walkable cells of the map are connected, so there is "
                "no problem to make");
  }
  const RegionCells grouped = group_by_region(regions);

  Rng rng(settings.seed);
  Search search;
  SearchQuery query;
  query.rules = settings.rules;
  Scenario scenario;
  scenario.version = "1";
  for (int i = 0; i < settings.count; ++i) {
    const std::uint64_t pick = rng.below(total);
    const auto region = static_cast<std::size_t>(
        std::upper_bound(cumulative.begin(), cumulative.end(), pick) -
        cumulative.begin());
    const std::int64_t first = grouped.first[region];
    const auto n = static_cast<std::uint64_t>(regions.sizes[region]);
    const std::uint64_t a = rng.below(n);
    std::uint64_t b = rng.below(n - 1);
    if (b >= a) ++b;
    query.start =
        grid.point(grouped.cells[first + static_cast<std::int64_t>(a)]);
    query.goal =
        grid.point(grouped.cells[first + static_cast<std::int64_t>(b)]);
    if (Status started = search.start(grid, query); !started) {
      return started.failure();
    }
    // Same region, so a path exists; anything else is a bug in the search.
    if (search.run() != SearchStatus::Found) {
      return fail(ErrorKind::BadArgument,
                  "internal error: no path between connected cells");
    }
    ScenarioProblem problem;
    problem.bucket = static_cast<int>(std::floor(search.cost() / 4.0));
    problem.map = settings.map_name;
    problem.width = grid.width();
    problem.height = grid.height();
    problem.start = query.start;
    problem.goal = query.goal;
    problem.optimal_length = search.cost();
    scenario.problems.push_back(std::move(problem));
  }
  std::stable_sort(scenario.problems.begin(), scenario.problems.end(),
                   [](const ScenarioProblem& a, const ScenarioProblem& b) {
                     return a.bucket < b.bucket;
                   });
  return scenario;
}

}  // namespace astar
