// The C API's replanner: D* Lite (astar/replan/replanner.hpp) behind a
// handle, with a search's options as its movement rules and unit.

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "astar/replan/replanner.hpp"
#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::check_grid;
using astar::capi::guarded;
using astar::capi::null_argument;

struct astar_replanner {
  explicit astar_replanner(astar::Replanner made) : plan(std::move(made)) {}
  astar::Replanner plan;
  std::vector<std::int32_t> path_xy;  // the last plan's path, x0, y0, ...
};

namespace {

// The options a replanner reads; the others choose a search it does not run.
constexpr std::string_view kReplanOptions[] = {
    "connectivity", "corners", "costs", "unit-size", "size", "terrain"};

Result<astar::SearchSettings> replan_settings(const astar_search* options) {
  if (options == nullptr) return astar::SearchSettings{};
  for (const auto& [name, value] : options->options) {
    if (std::find(std::begin(kReplanOptions), std::end(kReplanOptions), name) ==
        std::end(kReplanOptions)) {
      return bad_argument(
          "astar_replanner_new: the option '" + name +
          "' does not apply; a replanner reads only connectivity, corners, "
          "costs, unit-size and terrain");
    }
  }
  if (!options->settings) return options->settings.failure();
  return options->settings.value();
}

void keep_path(astar_replanner& r) {
  r.path_xy.clear();
  const int width = r.plan.width();
  for (const int cell : r.plan.path()) {
    r.path_xy.push_back(cell % width);
    r.path_xy.push_back(cell / width);
  }
}

}  // namespace

extern "C" {

int astar_replanner_new(const astar_grid* grid, int32_t sx, int32_t sy,
                        int32_t gx, int32_t gy, const astar_search* options,
                        astar_replanner** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (out == nullptr) return null_argument("astar_replanner_new", "out");
    *out = nullptr;
    if (Result<int> ok = check_grid("astar_replanner_new", grid); !ok)
      return ok;
    Result<astar::SearchSettings> settings = replan_settings(options);
    if (!settings) return settings.failure();
    Result<astar::Replanner> made =
        astar::Replanner::create(grid->grid, settings.value().rules, {sx, sy},
                                 {gx, gy}, settings.value().unit);
    if (!made) return made.failure();
    *out = new astar_replanner(std::move(made).value());
    return ASTAR_OK;
  });
}

void astar_replanner_free(astar_replanner* replanner) { delete replanner; }

int astar_replanner_plan(astar_replanner* replanner, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (replanner == nullptr)
      return null_argument("astar_replanner_plan", "replanner");
    const bool found = replanner->plan.plan();
    keep_path(*replanner);
    return found ? ASTAR_FOUND : ASTAR_NO_PATH;
  });
}

int astar_replanner_cells_changed(astar_replanner* replanner,
                                  const astar_grid* grid, int32_t x, int32_t y,
                                  int32_t width, int32_t height,
                                  astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    constexpr std::string_view kName = "astar_replanner_cells_changed";
    if (replanner == nullptr) return null_argument(kName, "replanner");
    if (Result<int> ok = check_grid(kName, grid); !ok) return ok;
    if (width < 1 || height < 1) {
      return bad_argument(std::string(kName) + ": an area of " +
                          std::to_string(width) + "x" + std::to_string(height) +
                          " cells is empty");
    }
    const astar::CellArea area{x, y,
                               static_cast<int>(std::min<std::int64_t>(
                                   INT32_MAX, std::int64_t{x} + width)),
                               static_cast<int>(std::min<std::int64_t>(
                                   INT32_MAX, std::int64_t{y} + height))};
    if (astar::Status s = replanner->plan.cells_changed(grid->grid, area); !s)
      return s.failure().prefixed(std::string(kName) + ": ");
    return ASTAR_OK;
  });
}

int astar_replanner_move_start(astar_replanner* replanner, int32_t x, int32_t y,
                               astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (replanner == nullptr)
      return null_argument("astar_replanner_move_start", "replanner");
    if (astar::Status s = replanner->plan.move_start({x, y}); !s)
      return s.failure();
    return ASTAR_OK;
  });
}

double astar_replanner_cost(const astar_replanner* replanner) {
  if (replanner == nullptr || !replanner->plan.reachable()) return 0;
  return replanner->plan.cost();
}

size_t astar_replanner_path_length(const astar_replanner* replanner) {
  return replanner == nullptr ? 0 : replanner->path_xy.size() / 2;
}

int astar_replanner_path(const astar_replanner* replanner, int32_t* xy,
                         size_t capacity, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (replanner == nullptr)
      return null_argument("astar_replanner_path", "replanner");
    return astar::capi::copy_points("astar_replanner_path", replanner->path_xy,
                                    xy, capacity);
  });
}

int64_t astar_replanner_expanded(const astar_replanner* replanner) {
  return replanner == nullptr ? 0 : replanner->plan.stats().expanded;
}

int64_t astar_replanner_touched(const astar_replanner* replanner) {
  return replanner == nullptr ? 0 : replanner->plan.stats().touched;
}

}  // extern "C"
