// Per-query time through the C API (astar.h) over a Moving AI scenario,
// for the bindings' overhead: python_query_bench.py and
// CsharpQueryBench.cs run the same problems the same way, and
// binding_overhead.sh runs all three in one go.
//
//   capi_query_bench MAP.scen MAP [ROUNDS]
// prints, for astar and jps: "capi ALGO us_per_query X", the fastest of
// ROUNDS passes over the problems.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "astar.h"

namespace {

struct Problem {
  int sx, sy, gx, gy;
};

std::vector<Problem> read_problems(const char* path) {
  std::vector<Problem> problems;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string bucket, map, width, height;
    Problem p{};
    if (fields >> bucket >> map >> width >> height >> p.sx >> p.sy >> p.gx >>
        p.gy) {
      problems.push_back(p);
    }
  }
  return problems;
}

// Microseconds per query (a find plus the copy of its path) of the fastest
// of `rounds` passes over the problems: the least disturbed by other
// processes on a shared machine.
double time_queries(astar_search* search, const astar_grid* grid,
                    const std::vector<Problem>& problems, int rounds) {
  std::vector<std::int32_t> xy;
  astar_error error;
  double best = 1e300;
  for (int round = 0; round < rounds; ++round) {
    const auto begin = std::chrono::steady_clock::now();
    for (const Problem& p : problems) {
      if (astar_search_find(search, grid, p.sx, p.sy, p.gx, p.gy, &error) < 0) {
        std::fprintf(stderr, "error: %s\n", error.message);
        return -1;
      }
      xy.resize(2 * astar_search_path_length(search));
      astar_search_path(search, xy.data(), xy.size() / 2, &error);
    }
    const std::chrono::duration<double, std::micro> spent =
        std::chrono::steady_clock::now() - begin;
    best = std::min(best, spent.count() / static_cast<double>(problems.size()));
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: capi_query_bench MAP.scen MAP [ROUNDS]\n");
    return 2;
  }
  const std::vector<Problem> problems = read_problems(argv[1]);
  const int rounds = argc > 3 ? std::stoi(argv[3]) : 5;
  astar_error error;
  astar_grid* grid = nullptr;
  astar_search* search = nullptr;
  if (problems.empty() || astar_grid_load(argv[2], &grid, &error) != ASTAR_OK ||
      astar_search_new(&search, &error) != ASTAR_OK) {
    std::fprintf(stderr, "error: no problems, or %s\n", error.message);
    return 2;
  }
  for (const char* algo : {"astar", "jps"}) {
    astar_search_set(search, "algo", algo, &error);
    time_queries(search, grid, problems, 1);  // warm-up: buffers, jump map
    const double us = time_queries(search, grid, problems, rounds);
    std::printf("capi %s us_per_query %.2f (best of %d x %zu queries)\n", algo,
                us, rounds, problems.size());
  }
  astar_search_free(search);
  astar_grid_free(grid);
  return 0;
}
