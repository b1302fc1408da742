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

Status check_settings(const ScenarioSettings& settings) {
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
  return {};
}

// Cumulative pair counts n(n-1) per region, so that one uniform draw below
// the last picks a region weighted by how many ordered pairs it holds.
// n <= 2^26 so the total fits.
std::vector<std::uint64_t> cumulative_pair_counts(const RegionMap& regions) {
  std::vector<std::uint64_t> cumulative;
  std::uint64_t total = 0;
  for (const std::int64_t n : regions.sizes) {
    total += static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n - 1);
    cumulative.push_back(total);
  }
  return cumulative;
}

struct CellPair {
  int start = 0;
  int goal = 0;
};

// Uniform over all ordered pairs of distinct connected cells.
CellPair pick_connected_pair(Rng& rng, const RegionMap& regions,
                             const RegionCells& grouped,
                             const std::vector<std::uint64_t>& cumulative) {
  const std::uint64_t pick = rng.below(cumulative.back());
  const auto region = static_cast<std::size_t>(
      std::upper_bound(cumulative.begin(), cumulative.end(), pick) -
      cumulative.begin());
  const std::int64_t first = grouped.first[region];
  const auto n = static_cast<std::uint64_t>(regions.sizes[region]);
  const std::uint64_t a = rng.below(n);
  std::uint64_t b = rng.below(n - 1);
  if (b >= a) ++b;
  return {grouped.cells[first + static_cast<std::int64_t>(a)],
          grouped.cells[first + static_cast<std::int64_t>(b)]};
}

Result<ScenarioProblem> solve_problem(Search& search, const Grid& grid,
                                      const SearchQuery& query,
                                      const std::string& map_name) {
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
  problem.map = map_name;
  problem.width = grid.width();
  problem.height = grid.height();
  problem.start = query.start;
  problem.goal = query.goal;
  problem.optimal_length = search.cost();
  return problem;
}

}  // namespace

Result<Scenario> generate_scenario(const Grid& grid,
                                   const ScenarioSettings& settings) {
  if (Status valid = check_settings(settings); !valid) return valid.failure();
  const RegionMap regions = label_regions(grid, settings.rules);
  const std::vector<std::uint64_t> cumulative = cumulative_pair_counts(regions);
  if (cumulative.empty() || cumulative.back() == 0) {
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
    const CellPair pair =
        pick_connected_pair(rng, regions, grouped, cumulative);
    query.start = grid.point(pair.start);
    query.goal = grid.point(pair.goal);
    Result<ScenarioProblem> problem =
        solve_problem(search, grid, query, settings.map_name);
    if (!problem) return problem.failure();
    scenario.problems.push_back(std::move(problem).value());
  }
  std::stable_sort(scenario.problems.begin(), scenario.problems.end(),
                   [](const ScenarioProblem& a, const ScenarioProblem& b) {
                     return a.bucket < b.bucket;
                   });
  return scenario;
}

}  // namespace astar
