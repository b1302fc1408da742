// The prepared map (subgoal graph) on one map: its preparation (time,
// memory), a corner-to-corner query, random queries, and its repair after
// one changed cell and after a 32 x 32 fill, each query checked against A*
// where A* is quick enough (maps up to 1024 x 1024).
//
//   prepared_bench MAP [queries] [seed]      (default 1000 1)
//
// Run from a Release build on one core (taskset -c 1), nothing else
// running; quote the load average (cat /proc/loadavg).

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "astar/generate/rng.hpp"
#include "astar/io/map_io.hpp"
#include "astar/search/search.hpp"
#include "astar/search/subgoal_graph.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

long peak_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

double percentile(std::vector<double> values, double p) {
  std::sort(values.begin(), values.end());
  return values[static_cast<std::size_t>(p * (values.size() - 1))];
}

double mean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return sum / static_cast<double>(values.size());
}

astar::Point open_cell(astar::Rng& rng, const astar::Grid& grid) {
  for (;;) {
    const int cell = static_cast<int>(
        rng.below(static_cast<std::uint64_t>(grid.cell_count())));
    if (grid.walkable(cell)) return grid.point(cell);
  }
}

// The open cell nearest `corner` along the diagonal.
astar::Point near_corner(const astar::Grid& grid, astar::Point corner) {
  for (int d = 0; d < std::min(grid.width(), grid.height()); ++d) {
    for (int i = 0; i <= d; ++i) {
      const astar::Point p{corner.x == 0 ? i : grid.width() - 1 - i,
                           corner.y == 0 ? d - i : grid.height() - 1 - d + i};
      if (grid.walkable(p)) return p;
    }
  }
  return corner;
}

// Times one subgoal query (ms); checks it against A* when `check`.
double query_ms(const astar::Grid& grid, const astar::SubgoalGraph& graph,
                astar::Search& search, astar::Point a, astar::Point b,
                bool check) {
  astar::SearchQuery q;
  q.start = a;
  q.goal = b;
  q.algorithm = astar::Algorithm::Subgoal;
  const auto begin = Clock::now();
  if (!search.start(grid, q, nullptr, nullptr, &graph)) std::abort();
  search.run();
  const double ms = ms_since(begin);
  if (check) {
    q.algorithm = astar::Algorithm::AStar;
    astar::Search astar;
    if (!astar.start(grid, q)) std::abort();
    astar.run();
    if (astar.status() != search.status() ||
        std::abs(astar.cost() - search.cost()) > 1e-9 * astar.cost()) {
      std::printf("MISMATCH %s -> %s: %.9f vs A* %.9f\n",
                  astar::to_string(a).c_str(), astar::to_string(b).c_str(),
                  search.cost(), astar.cost());
      std::exit(1);
    }
  }
  return ms;
}

void bench_queries(const astar::Grid& grid, const astar::SubgoalGraph& graph,
                   int queries, astar::Rng& rng) {
  const bool check = grid.cell_count() <= 1024 * 1024;
  astar::Search search;
  const double corner =
      query_ms(grid, graph, search, near_corner(grid, {0, 0}),
               near_corner(grid, {grid.width() - 1, grid.height() - 1}), check);
  std::vector<double> times;
  for (int i = 0; i < queries; ++i) {
    times.push_back(query_ms(grid, graph, search, open_cell(rng, grid),
                             open_cell(rng, grid), check && i < 200));
  }
  std::printf(
      "corner-to-corner query %.3f ms; %d random queries: mean %.3f ms, "
      "median %.3f ms, p99 %.3f ms%s\n",
      corner, queries, mean(times), percentile(times, 0.5),
      percentile(times, 0.99), check ? " (first 200 checked against A*)" : "");
}

// One cell beside a wall toggled, over and over, then 32 x 32 fills.
void bench_repairs(astar::Grid& grid, astar::SubgoalGraph& graph,
                   astar::Rng& rng) {
  std::vector<double> cell_ms;
  for (int i = 0; i < 400; ++i) {
    const astar::Point p = open_cell(rng, grid);
    for (std::uint8_t value : {astar::kBlocked, astar::kOpenGround}) {
      grid.set(p, value);
      const auto begin = Clock::now();
      if (!graph.update(grid, {p.x, p.y, p.x + 1, p.y + 1})) std::abort();
      cell_ms.push_back(ms_since(begin));
    }
  }
  std::vector<double> fill_ms;
  for (int i = 0; i < 40; ++i) {
    const astar::Point p = open_cell(rng, grid);
    const astar::CellArea box{p.x, p.y, std::min(p.x + 32, grid.width()),
                              std::min(p.y + 32, grid.height())};
    std::vector<std::uint8_t> before;
    for (int y = box.y0; y < box.y1; ++y) {
      for (int x = box.x0; x < box.x1; ++x) {
        before.push_back(grid.at(x, y));
        grid.set(x, y, astar::kBlocked);
      }
    }
    auto begin = Clock::now();
    if (!graph.update(grid, box)) std::abort();
    fill_ms.push_back(ms_since(begin));
    std::size_t k = 0;
    for (int y = box.y0; y < box.y1; ++y) {
      for (int x = box.x0; x < box.x1; ++x) grid.set(x, y, before[k++]);
    }
    begin = Clock::now();
    if (!graph.update(grid, box)) std::abort();
    fill_ms.push_back(ms_since(begin));
  }
  std::printf(
      "repair: one cell median %.3f ms, p99 %.3f ms (%zu updates); 32x32 "
      "fill median %.3f ms, p99 %.3f ms (%zu updates)\n",
      percentile(cell_ms, 0.5), percentile(cell_ms, 0.99), cell_ms.size(),
      percentile(fill_ms, 0.5), percentile(fill_ms, 0.99), fill_ms.size());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: prepared_bench MAP [queries] [seed]\n");
    return 2;
  }
  const int queries = argc > 2 ? std::atoi(argv[2]) : 1000;
  astar::Rng rng(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
  astar::Result<astar::Grid> loaded = astar::load_map(argv[1]);
  if (!loaded) {
    std::fprintf(stderr, "%s\n", loaded.error().c_str());
    return 2;
  }
  astar::Grid grid = std::move(loaded).value();
  const long before = peak_mib();
  const auto begin = Clock::now();
  astar::Result<astar::SubgoalGraph> prepared =
      astar::SubgoalGraph::prepare(grid, {});
  if (!prepared) {
    std::fprintf(stderr, "%s\n", prepared.error().c_str());
    return 2;
  }
  const double prepare_ms = ms_since(begin);
  astar::SubgoalGraph graph = std::move(prepared).value();
  std::printf(
      "%s: %dx%d, prepared in %.1f ms: %zu subgoals, %zu links, %.1f MiB "
      "held; peak %ld MiB (%ld MiB before preparing)\n",
      argv[1], grid.width(), grid.height(), prepare_ms, graph.subgoal_count(),
      graph.link_count(), static_cast<double>(graph.memory_bytes()) / 1048576.0,
      peak_mib(), before);
  bench_queries(grid, graph, queries, rng);
  bench_repairs(grid, graph, rng);
  std::printf("peak %ld MiB\n", peak_mib());
  return 0;
}
