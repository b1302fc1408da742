// Re-planning by repair (D* Lite, replanner.hpp) against a fresh A* after
// each of 1,000 random wall drops near a unit's route, on three Moving AI
// maps: the cells the repair touched and expanded against the fresh
// search's expansions (SearchStats::expanded), and the time of each. Every
// repaired cost is checked against the fresh one.
//
//   replan_bench [drops] [map ...]   (default 1000 and the three maps below)
//
// Each drop walls a random open cell within 4 cells of a random cell of the
// current route (not the start or goal); once eight dropped walls stand,
// the oldest is lifted in the same edit, so walls come and go as moving
// obstacles do and the map never clogs. Start and goal are fixed, seeded.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "astar/io/movingai_io.hpp"
#include "astar/replan/replanner.hpp"
#include "astar/search/search.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double us_since(Clock::time_point start) {
  return std::chrono::duration<double, std::micro>(Clock::now() - start)
      .count();
}

struct Fresh {
  double cost = 0;
  std::int64_t expanded = 0;
  double us = 0;
};

Fresh fresh_astar(astar::Search& search, const astar::Grid& grid,
                  astar::Point start, astar::Point goal) {
  astar::SearchQuery query;
  query.start = start;
  query.goal = goal;
  const auto began = Clock::now();
  Fresh out;
  out.cost = astar::Replanner::kInfinity;
  if (search.start(grid, query)) {
    search.run();
    if (search.status() == astar::SearchStatus::Found) out.cost = search.cost();
    out.expanded = search.stats().expanded;
  }
  out.us = us_since(began);
  return out;
}

struct Totals {
  std::vector<double> touched, expanded, fresh_expanded, repair_us, fresh_us;
  int mismatches = 0;
  int unreachable = 0;
};

double mean(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return v.empty() ? 0 : sum / static_cast<double>(v.size());
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// A far pair of open cells with a path between them.
bool pick_ends(const astar::Grid& grid, std::mt19937& rng, astar::Point& start,
               astar::Point& goal) {
  astar::Search search;
  search.set_step_recording(false);
  std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
  for (int tries = 0; tries < 1000; ++tries) {
    const astar::Point a = grid.point(cell(rng));
    const astar::Point b = grid.point(cell(rng));
    if (!grid.walkable(a) || !grid.walkable(b)) continue;
    if (std::abs(a.x - b.x) + std::abs(a.y - b.y) < grid.width() / 2) continue;
    const Fresh f = fresh_astar(search, grid, a, b);
    if (std::isinf(f.cost)) continue;
    start = a;
    goal = b;
    return true;
  }
  return false;
}

// One drop near the route, and the oldest dropped wall lifted once eight
// stand; returns the box both lie in.
astar::CellArea drop_near_route(astar::Grid& grid, const astar::Replanner& plan,
                                std::deque<astar::Point>& dropped,
                                std::mt19937& rng) {
  const std::vector<int>& route = plan.path();
  std::uniform_int_distribution<int> offset(-4, 4);
  astar::CellArea box{grid.width(), grid.height(), 0, 0};
  const auto cover = [&](astar::Point p) {
    box = {std::min(box.x0, p.x), std::min(box.y0, p.y),
           std::max(box.x1, p.x + 1), std::max(box.y1, p.y + 1)};
  };
  for (int tries = 0; tries < 100; ++tries) {
    const int at = route.empty() ? static_cast<int>(rng() % grid.cell_count())
                                 : route[rng() % route.size()];
    const astar::Point p{grid.point(at).x + offset(rng),
                         grid.point(at).y + offset(rng)};
    if (!grid.walkable(p) || p == plan.start() || p == plan.goal()) continue;
    grid.set(p, astar::kBlocked);
    dropped.push_back(p);
    cover(p);
    break;
  }
  if (dropped.size() > 8) {
    grid.set(dropped.front(), astar::kOpenGround);
    cover(dropped.front());
    dropped.pop_front();
  }
  return box;
}

bool run_map(const std::string& path, int drops, Totals& t) {
  astar::Result<astar::Grid> loaded = astar::read_movingai_map(path);
  if (!loaded) {
    std::fprintf(stderr, "replan_bench: %s\n", loaded.error().c_str());
    return false;
  }
  astar::Grid grid = std::move(loaded).value();
  std::mt19937 rng(52);
  astar::Point start, goal;
  if (!pick_ends(grid, rng, start, goal)) return false;
  auto made =
      astar::Replanner::create(grid, astar::MovementRules{}, start, goal);
  if (!made) return false;
  astar::Replanner& plan = made.value();
  plan.plan();
  astar::Search search;
  search.set_step_recording(false);
  std::deque<astar::Point> dropped;
  for (int i = 0; i < drops; ++i) {
    const astar::CellArea box = drop_near_route(grid, plan, dropped, rng);
    const auto began = Clock::now();
    if (!plan.cells_changed(grid, box)) return false;
    plan.plan();
    t.repair_us.push_back(us_since(began));
    const Fresh f = fresh_astar(search, grid, start, goal);
    t.fresh_us.push_back(f.us);
    t.touched.push_back(static_cast<double>(plan.stats().touched));
    t.expanded.push_back(static_cast<double>(plan.stats().expanded));
    t.fresh_expanded.push_back(static_cast<double>(f.expanded));
    if (std::isinf(f.cost)) ++t.unreachable;
    const bool same = std::isinf(f.cost)
                          ? !plan.reachable()
                          : std::abs(plan.cost() - f.cost) <= 1e-9 * f.cost;
    if (!same) ++t.mismatches;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const int drops = argc > 1 ? std::atoi(argv[1]) : 1000;
  std::vector<std::string> maps;
  for (int i = 2; i < argc; ++i) maps.emplace_back(argv[i]);
  if (maps.empty()) {
    const std::string dir = ASTAR_MOVINGAI_DIR;
    maps = {dir + "/Boston_0_512.map", dir + "/maze512-1-0.map",
            dir + "/random512-10-0.map"};
  }
  if (drops < 1) {
    std::fprintf(stderr, "usage: replan_bench [drops >= 1] [map.map ...]\n");
    return 2;
  }
  std::printf(
      "| map | drops | repair touched (mean / median) | repair expanded "
      "(mean) | fresh A* expanded (mean / median) | touched / A* | repair "
      "us (mean / median) | A* us (mean / median) | unreachable | cost "
      "mismatches |\n|---|---|---|---|---|---|---|---|---|---|\n");
  for (const std::string& map : maps) {
    Totals t;
    if (!run_map(map, drops, t)) {
      std::fprintf(stderr, "replan_bench: %s failed\n", map.c_str());
      return 1;
    }
    const std::string name = map.substr(map.find_last_of('/') + 1);
    std::printf(
        "| %s | %d | %.0f / %.0f | %.0f | %.0f / %.0f | %.3f | %.1f / %.1f | "
        "%.1f / %.1f | %d | %d |\n",
        name.c_str(), drops, mean(t.touched), median(t.touched),
        mean(t.expanded), mean(t.fresh_expanded), median(t.fresh_expanded),
        mean(t.touched) / mean(t.fresh_expanded), mean(t.repair_us),
        median(t.repair_us), mean(t.fresh_us), median(t.fresh_us),
        t.unreachable, t.mismatches);
    if (t.mismatches != 0) return 1;
  }
  return 0;
}
