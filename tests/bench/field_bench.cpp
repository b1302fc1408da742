// Flow fields on one map: the field's computation (time, memory) towards
// the open cell nearest the centre, then its repair after single cells
// toggled (a wall drawn, then erased) and after 16 x 16 fills of walls and
// of terrain, with the cells each repair touched. On maps up to 1024 x 1024
// the repaired field is compared with a fresh one at the end.
//
//   field_bench MAP [edits] [seed]            a map file
//   field_bench --rooms SIZE [edits] [seed]   astar-cli gen rooms SIZE SIZE
//                                             --seed 3, made in memory
//   (default 200 edits, seed 1)
//
// Run from a Release build on one core (taskset -c 1), nothing else
// running, under /usr/bin/time -v for the peak; quote cat /proc/loadavg.

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "astar/field/flow_field.hpp"
#include "astar/generate/generators.hpp"
#include "astar/generate/rng.hpp"
#include "astar/io/map_io.hpp"

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
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  return values[static_cast<std::size_t>(p * (values.size() - 1))];
}

astar::Point open_cell(astar::Rng& rng, const astar::Grid& grid) {
  for (;;) {
    const int cell = static_cast<int>(
        rng.below(static_cast<std::uint64_t>(grid.cell_count())));
    if (grid.walkable(cell)) return grid.point(cell);
  }
}

astar::Point open_near_centre(const astar::Grid& grid) {
  const astar::Point c{grid.width() / 2, grid.height() / 2};
  for (int r = 0;; ++r) {
    for (int dy = -r; dy <= r; ++dy) {
      for (int dx = -r; dx <= r; ++dx) {
        if (grid.walkable(astar::Point{c.x + dx, c.y + dy})) {
          return {c.x + dx, c.y + dy};
        }
      }
    }
  }
}

astar::Result<astar::Grid> load(int argc, char** argv, int* next_arg) {
  if (std::strcmp(argv[1], "--rooms") == 0 && argc > 2) {
    *next_arg = 3;
    astar::GeneratorSettings settings;
    settings.kind = astar::GeneratorKind::Rooms;
    settings.width = settings.height = std::atoi(argv[2]);
    settings.seed = 3;
    return astar::generate_map(settings);
  }
  *next_arg = 2;
  return astar::load_map(argv[1]);
}

struct Timings {
  std::vector<double> ms;
  std::vector<double> touched;
};

void timed_update(astar::FlowField& field, const astar::Grid& grid,
                  astar::CellArea area, Timings& out) {
  const auto begin = Clock::now();
  if (!field.update(grid, area)) std::abort();
  out.ms.push_back(ms_since(begin));
  out.touched.push_back(
      static_cast<double>(field.last_repair().touched.size()));
}

void report(const char* what, const Timings& t) {
  double sum = 0;
  for (double v : t.touched) sum += v;
  std::printf(
      "update, %s: median %.3f ms, p99 %.3f ms, max %.3f ms; cells touched "
      "median %.0f, mean %.0f (%zu updates)\n",
      what, percentile(t.ms, 0.5), percentile(t.ms, 0.99),
      percentile(t.ms, 1.0), percentile(t.touched, 0.5),
      sum / static_cast<double>(t.touched.size()), t.ms.size());
}

void bench_updates(astar::Grid& grid, astar::FlowField& field, int edits,
                   astar::Rng& rng) {
  Timings cells;
  for (int i = 0; i < edits; ++i) {
    const astar::Point p = open_cell(rng, grid);
    for (std::uint8_t value : {astar::kBlocked, astar::kOpenGround}) {
      grid.set(p, value);
      timed_update(field, grid, {p.x, p.y, p.x + 1, p.y + 1}, cells);
    }
  }
  report("one cell walled and opened", cells);
  Timings fills;
  for (int i = 0; i < edits / 5; ++i) {
    const astar::Point p = open_cell(rng, grid);
    const astar::CellArea box{p.x, p.y, std::min(p.x + 16, grid.width()),
                              std::min(p.y + 16, grid.height())};
    const std::uint8_t fill =
        i % 2 == 0 ? astar::kBlocked : astar::value_for_weight(20);
    for (int y = box.y0; y < box.y1; ++y) {
      for (int x = box.x0; x < box.x1; ++x) {
        if (grid.walkable(astar::Point{x, y})) grid.set(x, y, fill);
      }
    }
    timed_update(field, grid, box, fills);
  }
  report("16x16 walls or terrain", fills);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: field_bench MAP|--rooms SIZE [edits] [seed]\n");
    return 2;
  }
  int arg = 2;
  astar::Result<astar::Grid> loaded = load(argc, argv, &arg);
  if (!loaded) {
    std::fprintf(stderr, "%s\n", loaded.error().c_str());
    return 2;
  }
  const int edits = argc > arg ? std::atoi(argv[arg]) : 200;
  astar::Rng rng(argc > arg + 1 ? std::strtoull(argv[arg + 1], nullptr, 10)
                                : 1);
  astar::Grid grid = std::move(loaded).value();
  const std::vector<astar::Point> goals{open_near_centre(grid)};
  const long before = peak_mib();
  const auto begin = Clock::now();
  const std::clock_t cpu_begin = std::clock();
  astar::Result<astar::FlowField> computed =
      astar::FlowField::compute(grid, goals);
  const double compute_ms = ms_since(begin);
  // On a loaded machine the wall clock counts time spent waiting for a core.
  const double compute_cpu_ms =
      1000.0 * static_cast<double>(std::clock() - cpu_begin) / CLOCKS_PER_SEC;
  if (!computed) {
    std::fprintf(stderr, "%s\n", computed.error().c_str());
    return 2;
  }
  astar::FlowField field = std::move(computed).value();
  std::printf(
      "%dx%d, goal %s: field computed in %.1f ms (%.1f ms of CPU), %.1f MiB "
      "held (%s records); peak %ld MiB (%ld MiB before)\n",
      grid.width(), grid.height(), astar::to_string(goals[0]).c_str(),
      compute_ms, compute_cpu_ms,
      static_cast<double>(field.memory_bytes()) / 1048576.0,
      field.wide() ? "10-byte" : "6-byte", peak_mib(), before);
  bench_updates(grid, field, edits, rng);
  if (grid.cell_count() <= 1024 * 1024) {
    const auto fresh = astar::FlowField::compute(grid, goals);
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (fresh.value().distance(cell) != field.distance(cell) ||
          fresh.value().step(cell) != field.step(cell)) {
        std::printf("MISMATCH at cell %d after the updates\n", cell);
        return 1;
      }
    }
    std::printf("the updated field equals a fresh one\n");
  }
  std::printf("peak %ld MiB\n", peak_mib());
  return 0;
}
