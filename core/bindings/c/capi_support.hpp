#pragma once
// What every C entry point shares: the handles' layouts, and the guard that
// turns a Result or an exception into an astar_status and a message, so
// that nothing thrown in C++ ever reaches a C caller.

#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "astar.h"
#include "astar/field/flow_field.hpp"
#include "astar/grid/coordinates.hpp"
#include "astar/grid/grid.hpp"
#include "astar/path/post_process.hpp"
#include "astar/result.hpp"
#include "astar/search/flags.hpp"
#include "astar/search/search.hpp"

struct astar_grid {
  explicit astar_grid(astar::Grid cells) : grid(std::move(cells)) {}

  astar::Grid grid;
  // Who holds the grid: its caller until astar_grid_free, and each search
  // running on it (capi::GridHold). The last to let go deletes it, so a
  // caller that frees a grid under a running search (a game disposing its
  // map, a collector finalising it) never leaves the search a dangling
  // pointer. Atomic: threads that find on one grid hold it at once.
  mutable std::atomic<int> holders{1};
  // astar_grid_free was called: a handle a search still holds refuses
  // further calls, and a second free of it is not a second let-go.
  std::atomic<bool> freed{false};
  // JPS reads one bit map for every find, and the subgoal algorithm one
  // prepared map for each rule set it is asked under, shared by the threads
  // that find on this grid. The first find after a change the maps could
  // not follow builds them again (they follow the grid's revision); under
  // the lock, so two finds never both build one.
  mutable std::mutex derived_mutex;
  mutable astar::JumpMap jump_map;
  mutable std::vector<std::unique_ptr<astar::SubgoalGraph>> prepared;

  const astar::JumpMap& jumps() const {
    const std::lock_guard lock(derived_mutex);
    jump_map.follow(grid);
    return jump_map;
  }

  /// The prepared map under `rules`, prepared on first use; null when the
  /// map has terrain (the search then says why).
  const astar::SubgoalGraph* prepared_for(
      const astar::MovementRules& rules) const {
    const std::lock_guard lock(derived_mutex);
    std::erase_if(prepared, [&](const auto& graph) {
      return graph->rules() == rules && !graph->follows(grid);
    });
    for (const auto& graph : prepared) {
      if (graph->rules() == rules) return graph.get();
    }
    auto made = astar::SubgoalGraph::prepare(grid, rules);
    if (!made) return nullptr;
    prepared.push_back(
        std::make_unique<astar::SubgoalGraph>(std::move(made).value()));
    return prepared.back().get();
  }

  /// Sets one cell (inside the grid).
  void set_cell(int x, int y, std::uint8_t value) {
    change({x, y, x + 1, y + 1},
           value == astar::kBlocked || value == astar::kOpenGround,
           [&] { set_if_other(x, y, value); });
  }

  /// Runs `write`, which sets cells inside `area` (set_if_other), and
  /// brings the jump map and the prepared maps up to date: locally, when
  /// they followed the grid before and (for the jump map) every value
  /// written was a wall or open ground; otherwise the next find that needs
  /// one builds it again. The prepared maps repair themselves.
  template <typename Write>
  void change(astar::CellArea area, bool walls_or_open, Write&& write) {
    const std::lock_guard lock(derived_mutex);
    const std::uint64_t before = grid.revision();
    const bool jumps_followed = jump_map.follows(grid);
    std::vector<bool> followed;
    for (const auto& graph : prepared) followed.push_back(graph->follows(grid));
    write();
    // The same values change nothing: the revision stays, so a game that
    // stamps its walls every frame does not restart its sliced searches.
    if (grid.revision() == before) return;
    if (jumps_followed && jump_map.uniform_cost() && walls_or_open) {
      jump_map.update(grid, area);
    }
    std::size_t i = 0;
    std::erase_if(prepared, [&](const auto& graph) {
      return !followed[i++] || !graph->update(grid, area);
    });
  }

  void set_if_other(int x, int y, std::uint8_t value) {
    if (grid.at(x, y) != value) grid.set(x, y, value);
  }
};

namespace astar::capi {

/// One hold on a grid: taken by a search for the query it runs, let go
/// when the query ends, is cancelled or restarted, or the search is freed.
class GridHold {
 public:
  GridHold() = default;
  explicit GridHold(const astar_grid& grid) : grid_(&grid) {
    grid.holders.fetch_add(1, std::memory_order_relaxed);
  }
  GridHold(GridHold&& other) noexcept : grid_(std::exchange(other.grid_, {})) {}
  GridHold& operator=(GridHold&& other) noexcept {
    GridHold old(std::move(*this));
    grid_ = std::exchange(other.grid_, {});
    return *this;
  }
  ~GridHold() { reset(); }

  const astar_grid* get() const { return grid_; }
  void reset() noexcept { let_go(std::exchange(grid_, {})); }

  /// Drops one holder of `grid` (NULL is allowed), deleting it with the
  /// last one. Release order: whatever the search wrote through the grid
  /// happens before the delete on another thread.
  static void let_go(const astar_grid* grid) noexcept {
    if (grid != nullptr &&
        grid->holders.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      delete grid;
    }
  }

 private:
  const astar_grid* grid_ = nullptr;
};

}  // namespace astar::capi

struct astar_search {
  astar::Search search;
  // The options set, by name, in the order first set: parse_search_flags
  // applies the rules that link them (weight alone selects weighted A*).
  std::vector<std::pair<std::string, std::string>> options;
  // parse_search_flags(options), kept so a find does not parse again.
  astar::Result<astar::SearchSettings> settings{astar::SearchSettings{}};
  // The "origin" option: how find's endpoints and the path count cells.
  astar::CellOrigin origin = astar::CellOrigin::TopLeft;
  // The last find's results, copied so the grid may go away.
  std::vector<std::int32_t> path_xy;
  double cost = 0;
  std::int64_t expanded = 0;
  // The option "post" and what it made of the last path found.
  astar::PostProcess post = astar::PostProcess::None;
  std::vector<std::int32_t> waypoints_xy;
  double waypoints_cost = 0;
  // ASTAR_OK (idle), ASTAR_RUNNING, ASTAR_FOUND or ASTAR_NO_PATH.
  int status = ASTAR_OK;
  // While a query runs: its grid, held so that it outlives the caller's
  // handle; the query, in core cells, to start over with; and the grid's
  // revision it started from, checked at every advance.
  astar::capi::GridHold held;
  astar::SearchQuery query;
  std::uint64_t revision = 0;
  // Times the current or last query started over on a changed grid.
  std::int64_t restarts = 0;
};

struct astar_field {
  explicit astar_field(astar::FlowField made)
      : shared(std::make_shared<astar::FlowField>(std::move(made))),
        field(*shared) {}
  // Crowds that follow the field hold it too (astar_crowd_follow_field),
  // so a caller's astar_field_free never leaves them a dangling pointer.
  std::shared_ptr<astar::FlowField> shared;
  astar::FlowField& field;
};

namespace astar::capi {

/// The rules a field reads from `options` (NULL: the defaults); any other
/// option set on it is an error naming it, under the name of `function`.
Result<SearchSettings> field_settings(std::string_view function,
                                      const astar_search* options);

/// Fills `error` (when not null) with `code` and `message`, cut to fit on
/// a UTF-8 character boundary.
void set_error(astar_error* error, int code, std::string_view message);

/// The astar_status for an ErrorKind.
int status_for(ErrorKind kind);

/// An error of kind BadArgument, for argument checks.
inline Error bad_argument(std::string message) {
  return fail(ErrorKind::BadArgument, std::move(message));
}

/// Runs `body`, which returns a Result<int> holding the success status.
/// Errors and exceptions become a negative status and a message.
template <typename Body>
int guarded(astar_error* error, Body&& body) noexcept {
  try {
    Result<int> result = body();
    if (result) {
      set_error(error, ASTAR_OK, "");
      return result.value();
    }
    const int code = status_for(result.error_kind());
    set_error(error, code, result.error());
    return code;
  } catch (const std::bad_alloc&) {
    set_error(error, ASTAR_OUT_OF_MEMORY, "out of memory");
    return ASTAR_OUT_OF_MEMORY;
  } catch (const std::exception& e) {
    set_error(error, ASTAR_INTERNAL_ERROR,
              std::string("internal error: ") + e.what());
    return ASTAR_INTERNAL_ERROR;
  } catch (...) {
    set_error(error, ASTAR_INTERNAL_ERROR, "internal error");
    return ASTAR_INTERNAL_ERROR;
  }
}

/// The option "post": a bad value is an error naming the choices.
Result<int> set_post(astar_search& search, std::string_view value);

/// Computes the waypoints of a search that has just ended (search.post
/// says which), before the search lets its grid go.
void keep_waypoints(astar_search& search);

/// Copies `xy` (x0, y0, ...) into a caller's buffer of `capacity` points.
Result<int> copy_points(std::string_view function,
                        const std::vector<std::int32_t>& xy, std::int32_t* out,
                        std::size_t capacity);

/// An error naming the NULL argument `name` of `function`.
inline Error null_argument(std::string_view function, std::string_view name) {
  return bad_argument(std::string(function) + ": " + std::string(name) +
                      " is NULL");
}

/// Checks that `grid` may be used by `function`: not NULL, and not freed
/// by its caller while a search still holds it.
Result<int> check_grid(std::string_view function, const astar_grid* grid);

}  // namespace astar::capi
