#include "batch_answer.hpp"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <vector>

#include "astar/search/flags.hpp"
#include "coordinate_options.hpp"
#include "path_output.hpp"

namespace astar::cli {
namespace {

/// The command line's options with this line's own ones put over them.
Result<SearchSettings> settings_for(const AnswerDefaults& defaults,
                                    const FlagList& own) {
  if (own.empty()) return defaults.settings;
  FlagList merged;
  for (const auto& flag : defaults.flags) {
    bool replaced = false;
    for (const auto& mine : own)
      replaced = replaced || mine.first == flag.first;
    if (!replaced) merged.push_back(flag);
  }
  merged.insert(merged.end(), own.begin(), own.end());
  std::vector<SearchFlag> flags;
  for (const auto& [name, value] : merged) flags.push_back({name, value});
  return parse_search_flags(flags);
}

std::string points_text(std::span<const Point> points) {
  std::string out = "[";
  bool first = true;
  for (Point p : points) {
    out += (first ? "[" : ",[") + std::to_string(p.x) + "," +
           std::to_string(p.y) + "]";
    first = false;
  }
  return out + "]";
}

std::string world_text(const WorldFrame& frame, std::span<const Point> shown) {
  std::string out = "[";
  for (Point p : shown) {
    const WorldPoint w = cell_centre(frame, p);
    out += (out.size() == 1 ? "[" : ",[") + format_exact(w.x) + "," +
           format_exact(w.y) + "]";
  }
  return out + "]";
}

/// How one query line's answer is written.
struct AnswerForm {
  PostProcess post = PostProcess::None;
  OutputForm output = OutputForm::Path;
  Coordinates coords;
  std::optional<WorldFrame> world;
};

/// "path", "waypoints" and their costs as --output asks, in the line's
/// origin, and with --world their world twins.
std::string points_answer(const Grid& grid, const PathOutput& path,
                          const AnswerForm& form) {
  std::string out;
  if (form.output == OutputForm::Path) {
    const std::vector<Point> cells =
        form.coords.shown(to_points(grid, path.cells));
    out += ",\"path\":" + points_text(cells);
    if (form.world) out += ",\"world_path\":" + world_text(*form.world, cells);
  }
  const std::vector<Point> waypoints =
      form.coords.shown(path.waypoints.value_or(std::vector<Point>{}));
  if (form.output == OutputForm::Waypoints ||
      (form.output == OutputForm::Path && path.waypoints)) {
    out += ",\"waypoints\":" + points_text(waypoints);
    if (form.world) {
      out += ",\"world_waypoints\":" + world_text(*form.world, waypoints);
    }
  }
  if (path.waypoints) {
    out += ",\"waypoints_cost\":" + format_exact(path.waypoints_cost);
    out += ",\"line_cost\":" + format_exact(path.line_cost);
  }
  return out;
}

std::string found_answer(const std::string& id, const Search& search,
                         AnswerForm form) {
  const bool found = search.status() == SearchStatus::Found;
  if (form.output == OutputForm::Waypoints && form.post == PostProcess::None)
    form.post = PostProcess::Waypoints;
  // As `path --json`: Theta* lists the cells it crosses and its vertices.
  const PathOutput path =
      form.output == OutputForm::Cost && form.post == PostProcess::None
          ? PathOutput{}
          : path_output(search, form.post);
  std::string out = open_answer(id);
  out += found ? "\"found\":true" : "\"found\":false";
  out += ",\"cost\":" + format_exact(search.cost());
  out += ",\"expanded\":" + std::to_string(search.stats().expanded);
  return out + points_answer(*search.grid(), path, form) + "}";
}

/// The search's own message names a bad endpoint by the core's cell; in
/// another origin the line's cell is named instead.
Status check_bottom_left_ends(const Grid& grid, const Coordinates& coords,
                              const BatchQuery& query) {
  if (coords.origin == CellOrigin::TopLeft) return {};
  for (const auto& [name, p] :
       {std::pair{"start", query.from}, std::pair{"goal", query.to}}) {
    if (Status ok = check_shown_cell(grid, coords, p, name, "the map"); !ok) {
      return ok;
    }
  }
  return {};
}

/// Expansions between two asks whether the answer is still wanted: a
/// millisecond or two of search, and one poll of a socket.
constexpr std::int64_t kStepsBetweenAsks = 1 << 14;
/// A slice's time at most, whatever a step costs: how long a query on
/// another map may wait for serve's scheduler to hear of it. (A quarter
/// of a millisecond: a small map's 99th percentile behind a busy big map
/// fell from 10.5-10.8 ms to 7.9-9.5 ms against slices of 1 ms, the big
/// map's rate unchanged.)
constexpr auto kSliceTime = std::chrono::microseconds(250);

/// How a search run within its bounds ended.
struct RunEnd {
  Status status;
  bool past_deadline = false;
  bool abandoned = false;
};

Error out_of_budget(const Search& search, const QueryBudget& budget,
                    bool out_of_steps) {
  return fail(ErrorKind::BadArgument,
              out_of_steps
                  ? "stopped after " + std::to_string(budget.max_expanded) +
                        " expanded cells, the query's budget; the search "
                        "was not finished"
                  : "stopped after " + std::to_string(budget.max_time.count()) +
                        " ms, the query's time budget, with " +
                        std::to_string(search.stats().expanded) +
                        " cells expanded; the search was not finished");
}

RunEnd past_deadline(const Search& search) {
  return {fail(ErrorKind::BadArgument,
               "deadline: the line's \"deadline\" passed during its search, "
               "with " +
                   std::to_string(search.stats().expanded) +
                   " cells expanded; the search was stopped"),
          true};
}

/// Runs a started search within `budget` and the control's deadline, while
/// the control says go on; an error when it ran out or stopped.
RunEnd run_within(Search& search, const QueryBudget& budget,
                  const SliceControl& control) {
  using Clock = Search::Clock;
  const Clock::duration allowed = budget.max_time.count() > 0
                                      ? Clock::duration(budget.max_time)
                                      : Clock::duration::max();
  Clock::duration used{0};
  std::int64_t left = budget.max_expanded;
  SliceResult slice{search.status(), 0};
  while (slice.status == SearchStatus::Running && left > 0 && used < allowed) {
    const SliceVerdict verdict =
        control.between ? control.between() : SliceVerdict::Go;
    if (verdict == SliceVerdict::ClientGone) {
      return {fail(ErrorKind::BadArgument,
                   "stopped: the client that asked has gone"),
              false, true};
    }
    const Clock::time_point began = Clock::now();
    if (verdict == SliceVerdict::PastDeadline || began >= control.until)
      return past_deadline(search);
    const Clock::time_point end =
        std::min(control.until,
                 began + std::min<Clock::duration>(allowed - used, kSliceTime));
    slice = search.run_slice(std::min(left, kStepsBetweenAsks), end);
    used += Clock::now() - began;
    left -= slice.steps;
  }
  if (slice.status != SearchStatus::Running) return {};
  if (Clock::now() >= control.until) return past_deadline(search);
  return {out_of_budget(search, budget, left <= 0)};
}

/// The defaults' budget, lowered by the line's "max_expanded".
QueryBudget line_budget(const AnswerDefaults& defaults,
                        const BatchQuery& query) {
  QueryBudget budget = defaults.budget;
  if (query.max_expanded) {
    budget.max_expanded = std::min(budget.max_expanded, *query.max_expanded);
  }
  return budget;
}

/// A "fill" line's rectangle in the map's own cells, x1 and y1 excluded.
CellArea core_area(const CellFill& fill, const Coordinates& coords) {
  const Point a = coords.core(fill.corner);
  const Point b = coords.core(fill.other_corner);
  return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x) + 1,
          std::max(a.y, b.y) + 1};
}

std::vector<CellChange> core_changes(std::vector<CellChange> changes,
                                     const Coordinates& coords) {
  for (CellChange& change : changes) change.cell = coords.core(change.cell);
  return changes;
}

/// When a "field" line's computation stops: at the line's deadline, once
/// it has run its time budget, or once nobody wants its answer.
StopToken field_stop(const QueryBudget& budget, const SliceControl& control) {
  Search::Clock::time_point until = control.until;
  if (budget.max_time.count() > 0)
    until = std::min(until, Search::Clock::now() + budget.max_time);
  const StopToken token = StopToken::at(until);
  if (!control.wanted) return token;
  return token.asking(
      [](const void* wanted) {
        return (*static_cast<const StillWanted*>(wanted))();
      },
      &control.wanted);
}

/// The answer to a "field" line whose field was stopped before it was done.
LineAnswer field_stopped(const Line& line, const QueryBudget& budget,
                         const SliceControl& control) {
  if (control.wanted && !control.wanted()) {
    return {error_answer(line.id, line.number,
                         "stopped: the client that asked has gone"),
            true, false, true};
  }
  if (Search::Clock::now() >= control.until) {
    return {error_answer(line.id, line.number,
                         "deadline: the line's \"deadline\" passed while its "
                         "flow field was computed; it was stopped",
                         "deadline"),
            true, true};
  }
  return {
      error_answer(line.id, line.number,
                   "stopped after " + std::to_string(budget.max_time.count()) +
                       " ms, the query's time budget; the flow field was "
                       "not finished"),
      true};
}

/// A "field" line: the step from "from" on the field towards "to".
LineAnswer field_answer(BatchMaps& maps, const Line& line,
                        const SearchSettings& settings,
                        const Coordinates& coords, const QueryBudget& budget,
                        const SliceControl& control) {
  const BatchQuery& query = line.query.value();
  const Grid& grid = maps.grid();
  const Point from = coords.core(query.from);
  if (!grid.contains(from)) {
    return {error_answer(line.id, line.number,
                         "start " + to_string(query.from) + " is outside the " +
                             std::to_string(grid.width()) + "x" +
                             std::to_string(grid.height()) + " map"),
            true};
  }
  Result<const FlowField*> field =
      maps.field(coords.core(query.to), settings.rules, settings.unit,
                 field_stop(budget, control));
  if (!field && field.error_kind() == ErrorKind::Cancelled)
    return field_stopped(line, budget, control);
  if (!field) {
    return {error_answer(
                line.id, line.number,
                field.error() + std::string(core_cells_note(coords.origin))),
            true};
  }
  const FlowField& f = *field.value();
  const int cell = grid.index(from);
  std::string out = open_answer(line.id);
  if (!f.reachable(cell)) {
    return {out +
                "\"reachable\":false,\"distance\":null,\"step\":\"none\","
                "\"next\":null}",
            false};
  }
  out += "\"reachable\":true,\"distance\":" + format_exact(f.distance(cell));
  out += ",\"step\":\"" + std::string(to_string(f.step(cell))) + "\"";
  const int next = f.next(cell);
  if (next < 0) return {out + ",\"next\":null}", false};
  const Point shown = coords.shown(grid.point(next));
  return {out + ",\"next\":[" + std::to_string(shown.x) + "," +
              std::to_string(shown.y) + "]}",
          false};
}

}  // namespace

Line parse_line(std::int64_t number, std::string_view text) {
  Line line;
  line.number = number;
  line.query = parse_batch_line(text, line.id);
  return line;
}

Line too_long_line(std::int64_t number, std::string_view prefix,
                   std::size_t limit) {
  Line line;
  line.number = number;
  line.id = id_in_prefix(prefix);
  line.query =
      fail(ErrorKind::BadArgument, "longer than " + std::to_string(limit) +
                                       " bytes; the line was skipped");
  return line;
}

std::string json_text(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false,
                                   nlohmann::json::error_handler_t::replace);
}

/// The start of an answer: "{", and the line's "id" when it has one.
std::string open_answer(const std::string& id) {
  return "{" + (id.empty() ? "" : "\"id\":" + id + ",");
}

std::string error_answer(const std::string& id, std::int64_t line,
                         const std::string& message) {
  return open_answer(id) + "\"error\":" +
         json_text("line " + std::to_string(line) + ": " + message) + "}";
}

std::string error_answer(const std::string& id, std::int64_t line,
                         const std::string& message, std::string_view kind) {
  std::string out = error_answer(id, line, message);
  out.pop_back();
  return out + ",\"kind\":" + json_text(std::string(kind)) + "}";
}

LineAnswer answer_query(const AnswerDefaults& defaults, BatchMaps& maps,
                        const Line& line, Search& search,
                        const SliceControl& control) {
  if (!line.query)
    return {error_answer(line.id, line.number, line.query.error()), true};
  const BatchQuery& query = line.query.value();
  Result<SearchSettings> settings = settings_for(defaults, query.options);
  if (!settings)
    return {error_answer(line.id, line.number, settings.error()), true};
  const Grid& grid = maps.grid();
  const Coordinates coords{query.origin.value_or(defaults.origin),
                           grid.height()};
  if (Status ends = check_bottom_left_ends(grid, coords, query); !ends) {
    return {error_answer(line.id, line.number, ends.error()), true};
  }
  if (query.field) {
    return field_answer(maps, line, settings.value(), coords,
                        line_budget(defaults, query), control);
  }
  const SearchQuery q =
      settings.value().query(coords.core(query.from), coords.core(query.to));
  const AlgorithmInfo& info = algorithm_info(q.algorithm);
  ViewNeeds needs{.jump_map = info.jumps, .prepared = std::nullopt};
  if (info.prepared) needs.prepared = q.rules;
  const UnitView view = maps.view(q.unit, needs);
  if (Status started =
          search.start(grid, q, view.jump_map, view.unit_map, view.subgoals);
      !started) {
    return {error_answer(
                line.id, line.number,
                started.error() + std::string(core_cells_note(coords.origin))),
            true};
  }
  if (RunEnd done = run_within(search, line_budget(defaults, query), control);
      !done.status) {
    return {done.past_deadline
                ? error_answer(line.id, line.number, done.status.error(),
                               "deadline")
                : error_answer(line.id, line.number, done.status.error()),
            true, done.past_deadline, done.abandoned};
  }
  return {found_answer(line.id, search,
                       {query.post.value_or(defaults.post),
                        query.output.value_or(defaults.output), coords,
                        query.world ? query.world : defaults.world}),
          false};
}

LineAnswer apply_change(const AnswerDefaults& defaults, BatchMaps& maps,
                        const Line& line) {
  const BatchQuery& query = line.query.value();
  const Coordinates coords{query.origin.value_or(defaults.origin),
                           maps.grid().height()};
  const Result<std::int64_t> updated =
      query.kind == LineKind::Fill
          ? maps.fill(core_area(query.fill, coords), query.fill.value)
          : maps.apply(core_changes(query.set, coords));
  if (!updated) {
    return {error_answer(
                line.id, line.number,
                updated.error() + std::string(core_cells_note(coords.origin))),
            true};
  }
  return {open_answer(line.id) +
              "\"updated\":" + std::to_string(updated.value()) + "}",
          false};
}

}  // namespace astar::cli
