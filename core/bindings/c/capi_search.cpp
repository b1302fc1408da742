// The C API's searches: options by name, as astar-cli's flags, and one
// call that runs a query to the end and keeps a copy of its results.

#include <algorithm>
#include <cctype>
#include <chrono>
#include <sstream>
#include <string>

#include "capi_support.hpp"

using astar::Result;
using astar::capi::bad_argument;
using astar::capi::guarded;
using astar::capi::null_argument;

namespace {

std::string option_names() {
  std::string names;
  for (std::string_view name : astar::kSearchFlagNames) {
    names += std::string(name) + ", ";
  }
  return names + "post, origin";
}

// The flag parser speaks astar-cli's "--algo"; a C caller (or a binding)
// wrote "algo", so the dashes before option names go.
astar::Error in_option_words(astar::Error error) {
  std::string& text = error.message;
  for (std::size_t at = text.find("--"); at != std::string::npos;
       at = text.find("--", at)) {
    const bool starts_word = at == 0 || text[at - 1] == ' ';
    if (starts_word && at + 2 < text.size() &&
        std::isalpha(static_cast<unsigned char>(text[at + 2]))) {
      text.erase(at, 2);
    } else {
      at += 2;
    }
  }
  return error;
}

// Re-parses every option set so far, with the rules that link them.
void refresh_settings(astar_search& s) {
  std::vector<astar::SearchFlag> flags;
  flags.reserve(s.options.size());
  for (const auto& [name, value] : s.options) flags.push_back({name, value});
  s.settings = astar::parse_search_flags(flags);
  if (!s.settings) s.settings = in_option_words(s.settings.failure());
}

// Back to idle: no results, no query, no grid held.
void forget_results(astar_search& s) {
  s.search.clear();
  s.held.reset();
  s.restarts = 0;
  s.path_xy.clear();
  s.cost = 0;
  s.expanded = 0;
  s.waypoints_xy.clear();
  s.waypoints_cost = 0;
  s.status = ASTAR_OK;
}

// Sets "origin", which the C API applies itself: the core counts from
// the top-left.
Result<int> set_origin(astar_search& s, std::string_view value) {
  const auto origin = astar::parse_cell_origin(value);
  if (!origin) {
    return bad_argument("astar_search_set: origin '" + std::string(value) +
                        "': expected top-left or bottom-left");
  }
  s.origin = *origin;
  return ASTAR_OK;
}

// The core names a bad endpoint by its own cell; in another origin the
// caller's cell is named instead.
astar::Status check_ends(const astar_search& s, const astar::Grid& grid,
                         astar::Point start, astar::Point goal) {
  if (s.origin == astar::CellOrigin::TopLeft) return {};
  for (const auto& [name, p] : {std::pair{"start", start}, {"goal", goal}}) {
    const astar::Point core = astar::from_origin(p, s.origin, grid.height());
    const astar::EndpointProblem problem = astar::endpoint_problem(grid, core);
    if (problem == astar::EndpointProblem::None) continue;
    return bad_argument(std::string(name) + " " + astar::to_string(p) +
                        (problem == astar::EndpointProblem::Wall
                             ? " is on a wall"
                             : " is outside the " +
                                   std::to_string(grid.width()) + "x" +
                                   std::to_string(grid.height()) + " map") +
                        " (origin bottom-left)");
  }
  return {};
}

void keep_results(astar_search& s, const astar::Grid& grid) {
  const astar::Search& search = s.search;
  s.expanded = search.stats().expanded;
  if (search.status() != astar::SearchStatus::Found) return;
  s.cost = search.cost();
  s.path_xy.reserve(search.path().size() * 2);
  for (int cell : search.path()) {
    const astar::Point p =
        astar::to_origin(grid.point(cell), s.origin, grid.height());
    s.path_xy.push_back(p.x);
    s.path_xy.push_back(p.y);
  }
}

// Starts s.search on `grid` for `query`, and holds the grid while it runs.
astar::Status launch(astar_search& s, const astar_grid& grid,
                     const astar::SearchQuery& query) {
  // The grid's jump map and prepared maps are of its own cells; a unit
  // other than one cell searches its unit grid, which the search builds
  // (with its jump map or prepared map) each start, since a grid handle
  // keeps no unit maps.
  const astar::AlgorithmInfo& info = astar::algorithm_info(query.algorithm);
  const bool own_cells = query.unit.is_cell();
  const astar::JumpMap* jump_map =
      info.jumps && own_cells ? &grid.jumps() : nullptr;
  const astar::SubgoalGraph* subgoals =
      info.prepared && own_cells ? grid.prepared_for(query.rules) : nullptr;
  if (astar::Status started =
          s.search.start(grid.grid, query, jump_map, nullptr, subgoals);
      !started) {
    return started;
  }
  s.held = astar::capi::GridHold(grid);
  s.query = query;
  s.revision = grid.grid.revision();
  s.status = ASTAR_RUNNING;
  return {};
}

// Starts `search` on `grid` from (sx, sy) to (gx, gy); the errors are
// astar_search_find's, under the name of `function`.
Result<int> start_query(std::string_view function, astar_search* search,
                        const astar_grid* grid, astar::Point start,
                        astar::Point goal) {
  if (search == nullptr) return null_argument(function, "search");
  forget_results(*search);
  if (Result<int> checked = astar::capi::check_grid(function, grid); !checked) {
    return checked;
  }
  if (!search->settings) return search->settings.failure();
  const astar::Grid& cells = grid->grid;
  if (astar::Status ends = check_ends(*search, cells, start, goal); !ends) {
    return ends.failure();
  }
  const astar::SearchQuery query = search->settings.value().query(
      astar::from_origin(start, search->origin, cells.height()),
      astar::from_origin(goal, search->origin, cells.height()));
  if (astar::Status started = launch(*search, *grid, query); !started) {
    astar::Error error = started.failure();
    error.message += astar::core_cells_note(search->origin);
    return error;
  }
  return ASTAR_RUNNING;
}

// Once the search has ended: keeps its results, then lets the grid go (the
// caller may free it now), and returns ASTAR_FOUND or ASTAR_NO_PATH.
int finish_query(astar_search& s) {
  keep_results(s, *s.search.grid());
  astar::capi::keep_waypoints(s);
  s.status = s.search.status() == astar::SearchStatus::Found ? ASTAR_FOUND
                                                             : ASTAR_NO_PATH;
  s.search.clear();
  s.held.reset();
  return s.status;
}

// Whether the unit of `query` can no longer stand at its start or goal on
// `grid`: then no path exists on the map as it is now.
bool ends_blocked(const astar::Grid& grid, const astar::SearchQuery& query) {
  for (const astar::Point p : {query.start, query.goal}) {
    if (astar::endpoint_problem(grid, p) != astar::EndpointProblem::None ||
        (!query.unit.is_cell() &&
         !astar::unit_fit_problem(grid, query.unit, p).empty())) {
      return true;
    }
  }
  return false;
}

// The grid's cells changed since the query started: what the search has
// closed was priced on the old map, so going on could return a path
// through a new wall or miss a new opening. It starts over from the start
// on the map as it is (as Detour's salts make a query notice stale tiles,
// but without handing the restart to the caller, who would only start the
// same query again). Returns ASTAR_RUNNING, ASTAR_NO_PATH when the start or
// goal is now a wall (or the unit no longer fits there), or an error when
// the new map refuses the query (terrain under JPS).
Result<int> restart(astar_search& s) {
  const astar::capi::GridHold grid = std::move(s.held);
  const std::int64_t restarts = s.restarts + 1;
  const astar::SearchQuery query = s.query;
  forget_results(s);
  s.restarts = restarts;
  if (ends_blocked(grid.get()->grid, query)) {
    s.status = ASTAR_NO_PATH;
    return ASTAR_NO_PATH;
  }
  if (astar::Status started = launch(s, *grid.get(), query); !started) {
    return started.failure().prefixed(
        "astar_search_advance: the map changed during the search, which "
        "cannot start over on it: ");
  }
  return ASTAR_RUNNING;
}

}  // namespace

extern "C" {

int astar_search_new(astar_search** out, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (out == nullptr) return null_argument("astar_search_new", "out");
    *out = new astar_search;
    // Nothing reads single steps through the C API.
    (*out)->search.set_step_recording(false);
    return ASTAR_OK;
  });
}

void astar_search_free(astar_search* search) {
  if (search == nullptr) return;
  // The query first, then the grid it held: the search never outlives it.
  forget_results(*search);
  delete search;
}

int astar_search_set(astar_search* search, const char* name, const char* value,
                     astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) return null_argument("astar_search_set", "search");
    if (name == nullptr) return null_argument("astar_search_set", "name");
    if (value == nullptr) return null_argument("astar_search_set", "value");
    const std::string_view bare_name(name);
    if (bare_name == "origin") return set_origin(*search, value);
    if (bare_name == "post") return astar::capi::set_post(*search, value);
    if (bare_name.starts_with("--") || !astar::is_search_flag(bare_name)) {
      return bad_argument("astar_search_set: '" + std::string(bare_name) +
                          "' is not a search option; expected one of " +
                          option_names());
    }
    // The value alone, checked now so the error names the call that made it.
    astar::SearchSettings scratch;
    if (Result<bool> ok = astar::apply_search_flag(scratch, name, value); !ok) {
      return in_option_words(ok.failure()).prefixed("astar_search_set: ");
    }
    auto& options = search->options;
    const auto same = [&](const auto& o) { return o.first == bare_name; };
    if (auto it = std::find_if(options.begin(), options.end(), same);
        it != options.end()) {
      it->second = value;
    } else {
      options.emplace_back(name, value);
    }
    refresh_settings(*search);
    return ASTAR_OK;
  });
}

int astar_search_reset_options(astar_search* search, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) {
      return null_argument("astar_search_reset_options", "search");
    }
    search->options.clear();
    search->origin = astar::CellOrigin::TopLeft;
    search->post = astar::PostProcess::None;
    refresh_settings(*search);
    return ASTAR_OK;
  });
}

int astar_search_find(astar_search* search, const astar_grid* grid, int32_t sx,
                      int32_t sy, int32_t gx, int32_t gy, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    Result<int> started =
        start_query("astar_search_find", search, grid, {sx, sy}, {gx, gy});
    if (!started) return started;
    search->search.run();
    return finish_query(*search);
  });
}

double astar_search_cost(const astar_search* search) {
  return search == nullptr ? 0.0 : search->cost;
}

int64_t astar_search_expanded(const astar_search* search) {
  return search == nullptr ? 0 : search->expanded;
}

size_t astar_search_path_length(const astar_search* search) {
  return search == nullptr ? 0 : search->path_xy.size() / 2;
}

int astar_search_path(const astar_search* search, int32_t* xy, size_t capacity,
                      astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) return null_argument("astar_search_path", "search");
    return astar::capi::copy_points("astar_search_path", search->path_xy, xy,
                                    capacity);
  });
}

int astar_search_start(astar_search* search, const astar_grid* grid, int32_t sx,
                       int32_t sy, int32_t gx, int32_t gy, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    return start_query("astar_search_start", search, grid, {sx, sy}, {gx, gy});
  });
}

int astar_search_advance(astar_search* search, int64_t max_expansions,
                         double max_seconds, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) {
      return null_argument("astar_search_advance", "search");
    }
    if (search->status != ASTAR_RUNNING) {
      return bad_argument(
          "astar_search_advance: no query is running (start "
          "one with astar_search_start)");
    }
    if (max_expansions < 1) {
      return bad_argument("astar_search_advance: max_expansions " +
                          std::to_string(max_expansions) + " is not >= 1");
    }
    // At most a day: beyond that the time point would overflow the clock.
    if (!(max_seconds >= 0 && max_seconds <= 86400)) {
      std::ostringstream text;
      text << "astar_search_advance: max_seconds " << max_seconds
           << " is not within 0 to 86400 (0: no budget)";
      return bad_argument(text.str());
    }
    using Clock = astar::Search::Clock;
    const Clock::time_point deadline =
        max_seconds == 0
            ? Clock::time_point::max()
            : Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                 std::chrono::duration<double>(max_seconds));
    if (search->held.get()->grid.revision() != search->revision) {
      const Result<int> restarted = restart(*search);
      if (!restarted || restarted.value() != ASTAR_RUNNING) return restarted;
    }
    search->search.run_slice(max_expansions, deadline);
    search->expanded = search->search.stats().expanded;
    if (search->search.status() == astar::SearchStatus::Running) {
      return ASTAR_RUNNING;
    }
    return finish_query(*search);
  });
}

int astar_search_status(const astar_search* search) {
  return search == nullptr ? ASTAR_OK : search->status;
}

void astar_search_cancel(astar_search* search) {
  if (search != nullptr) forget_results(*search);
}

int64_t astar_search_restarts(const astar_search* search) {
  return search == nullptr ? 0 : search->restarts;
}

}  // extern "C"
