// The C API's searches: options by name, as astar-cli's flags, and one
// call that runs a query to the end and keeps a copy of its results.

#include <algorithm>

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
  return names + "origin";
}

// Re-parses every option set so far, with the rules that link them.
void refresh_settings(astar_search& s) {
  std::vector<astar::SearchFlag> flags;
  flags.reserve(s.options.size());
  for (const auto& [name, value] : s.options) flags.push_back({name, value});
  s.settings = astar::parse_search_flags(flags);
}

void forget_results(astar_search& s) {
  s.path_xy.clear();
  s.cost = 0;
  s.expanded = 0;
}

// Sets "origin", which the C API applies itself: the core counts from
// the top-left.
Result<int> set_origin(astar_search& s, std::string_view value) {
  const auto origin = astar::parse_cell_origin(value);
  if (!origin) {
    return bad_argument("origin '" + std::string(value) +
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

void astar_search_free(astar_search* search) { delete search; }

int astar_search_set(astar_search* search, const char* name, const char* value,
                     astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) return null_argument("astar_search_set", "search");
    if (name == nullptr) return null_argument("astar_search_set", "name");
    if (value == nullptr) return null_argument("astar_search_set", "value");
    const std::string_view bare_name(name);
    if (bare_name == "origin") return set_origin(*search, value);
    if (bare_name.starts_with("--") || !astar::is_search_flag(bare_name)) {
      return bad_argument("'" + std::string(bare_name) +
                          "' is not a search option; expected one of " +
                          option_names());
    }
    // The value alone, checked now so the error names the call that made it.
    astar::SearchSettings scratch;
    if (Result<bool> ok = astar::apply_search_flag(scratch, name, value); !ok) {
      return ok.failure();
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
    refresh_settings(*search);
    return ASTAR_OK;
  });
}

int astar_search_find(astar_search* search, const astar_grid* grid, int32_t sx,
                      int32_t sy, int32_t gx, int32_t gy, astar_error* error) {
  return guarded(error, [&]() -> Result<int> {
    if (search == nullptr) return null_argument("astar_search_find", "search");
    forget_results(*search);
    if (grid == nullptr) return null_argument("astar_search_find", "grid");
    if (!search->settings) return search->settings.failure();
    const astar::Grid& cells = grid->grid;
    if (astar::Status ends = check_ends(*search, cells, {sx, sy}, {gx, gy});
        !ends) {
      return ends.failure();
    }
    const astar::SearchQuery query = search->settings.value().query(
        astar::from_origin({sx, sy}, search->origin, cells.height()),
        astar::from_origin({gx, gy}, search->origin, cells.height()));
    // The grid's jump map is of its own cells; a unit other than one cell
    // searches its unit grid, which the search builds (with its jump map)
    // each find, since a grid handle keeps no unit maps.
    const astar::JumpMap* jump_map =
        astar::algorithm_info(query.algorithm).jumps && query.unit.is_cell()
            ? &grid->jumps()
            : nullptr;
    if (astar::Status started =
            search->search.start(grid->grid, query, jump_map);
        !started) {
      astar::Error error = started.failure();
      error.message += astar::core_cells_note(search->origin);
      return error;
    }
    search->search.run();
    keep_results(*search, grid->grid);
    // The grid may be freed now: the search must not look at it again.
    const bool found = search->search.status() == astar::SearchStatus::Found;
    search->search.clear();
    return found ? ASTAR_FOUND : ASTAR_NO_PATH;
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
    const std::size_t length = search->path_xy.size() / 2;
    if (length == 0) return ASTAR_OK;
    if (xy == nullptr) return null_argument("astar_search_path", "xy");
    if (capacity < length) {
      return bad_argument("astar_search_path: room for " +
                          std::to_string(capacity) + " points, the path has " +
                          std::to_string(length));
    }
    std::copy(search->path_xy.begin(), search->path_xy.end(), xy);
    return ASTAR_OK;
  });
}

}  // extern "C"
