// astar-cli path: one search, printed for people or as JSON.

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "ascii_map.hpp"
#include "astar/io/map_io.hpp"
#include "astar/path/post_process.hpp"
#include "astar/search/bidirectional_search.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "map_options.hpp"
#include "path_output.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kPathPositionals[] = {"a MAP file"};
constexpr OptionSpec kPathOptions[] = {
    {"from"},     {"to"},       {"post"},     {"json", false}, kOriginOption,
    kWorldOption, kLayerOption, kLevelOption, kValuesOption};

struct PathOutcome {
  const Grid& grid;
  const SearchQuery& query;
  const Search& search;
  const std::string& map_path;
  double time_us;
  const PathOutput& path;
  const Coordinates& coords;
  const std::optional<WorldFrame>& world;
};
constexpr CommandSyntax kPathSyntax{"path", kPathOptions, kPathPositionals,
                                    true};

nlohmann::ordered_json points_json(std::span<const Point> points) {
  nlohmann::ordered_json array = nlohmann::ordered_json::array();
  for (Point p : points) array.push_back({p.x, p.y});
  return array;
}

nlohmann::ordered_json world_json(const WorldFrame& frame,
                                  std::span<const Point> shown) {
  nlohmann::ordered_json array = nlohmann::ordered_json::array();
  for (Point p : shown) {
    const WorldPoint w = cell_centre(frame, p);
    array.push_back({w.x, w.y});
  }
  return array;
}

// "path", "waypoints" and, with --world, their world twins, in the
// chosen origin.
void add_points_json(const PathOutcome& out, nlohmann::ordered_json& json) {
  const std::vector<Point> path =
      out.coords.shown(to_points(out.grid, out.path.cells));
  json["path"] = points_json(path);
  if (out.world) json["world_path"] = world_json(*out.world, path);
  if (!out.path.waypoints) return;
  const std::vector<Point> waypoints = out.coords.shown(*out.path.waypoints);
  json["waypoints"] = points_json(waypoints);
  json["waypoints_cost"] = out.path.waypoints_cost;
  json["line_cost"] = out.path.line_cost;
  if (out.world) json["world_waypoints"] = world_json(*out.world, waypoints);
}

// A bidirectional search: where its two sides met and what each expanded.
void add_meeting_json(const PathOutcome& out, nlohmann::ordered_json& json) {
  const BidirectionalSearch* bi = out.search.bidirectional();
  if (bi == nullptr) return;
  if (bi->meeting() >= 0) {
    const Point meeting =
        out.coords.shown(out.search.grid()->point(bi->meeting()));
    json["meeting"] = {meeting.x, meeting.y};
  } else {
    json["meeting"] = nullptr;
  }
  json["expanded_forward"] = bi->forward().stats().expanded;
  json["expanded_backward"] = bi->backward().stats().expanded;
}

void print_json(const PathOutcome& out) {
  const SearchStats& stats = out.search.stats();
  const bool found = out.search.status() == SearchStatus::Found;
  nlohmann::ordered_json json;
  json["found"] = found;
  json["cost"] = out.search.cost();
  json["expanded"] = stats.expanded;
  json["pushed"] = stats.pushed;
  json["max_open"] = stats.max_open;
  json["length"] = out.path.cells.size();
  json["algorithm"] = to_string(out.query.algorithm);
  json["heuristic"] = to_string(out.query.resolved_heuristic());
  json["weight"] = out.query.weight;
  json["connectivity"] = static_cast<int>(out.query.rules.connectivity);
  json["corners"] = to_string(out.query.rules.diagonal);
  json["costs"] = to_string(out.query.rules.costs);
  json["tie_break"] = to_string(out.query.tie_break);
  json["size"] = out.query.unit.size;
  json["terrain"] = out.query.unit.terrain.spec();
  json["map"] = out.map_path;
  json["width"] = out.grid.width();
  json["height"] = out.grid.height();
  json["origin"] = to_string(out.coords.origin);
  const Point from = out.coords.shown(out.query.start);
  const Point to = out.coords.shown(out.query.goal);
  json["from"] = {from.x, from.y};
  json["to"] = {to.x, to.y};
  json["time_us"] = out.time_us;
  add_meeting_json(out, json);
  add_points_json(out, json);
  std::printf("%s\n", json.dump().c_str());
}

void print_waypoints(const PathOutput& path, const Coordinates& coords) {
  if (!path.waypoints) return;
  std::printf("waypoints: %zu, cost %s:", path.waypoints->size(),
              format_exact(path.waypoints_cost).c_str());
  for (Point p : *path.waypoints) {
    std::printf(" %s", to_string(coords.shown(p)).c_str());
  }
  std::printf("\nline cost of the path (same price): %s\n",
              format_exact(path.line_cost).c_str());
}

void print_meeting(const PathOutcome& out) {
  const BidirectionalSearch* bi = out.search.bidirectional();
  if (bi == nullptr) return;
  if (bi->meeting() >= 0) {
    const Point meeting = out.search.grid()->point(bi->meeting());
    std::printf("met at %s; ", to_string(out.coords.shown(meeting)).c_str());
  }
  std::printf("expanded forward %lld, backward %lld\n",
              static_cast<long long>(bi->forward().stats().expanded),
              static_cast<long long>(bi->backward().stats().expanded));
}

void print_text(const PathOutcome& out) {
  const SearchQuery& q = out.query;
  const SearchStats& stats = out.search.stats();
  std::printf("map: %s (%dx%d)\n", out.map_path.c_str(), out.grid.width(),
              out.grid.height());
  std::printf("search: %s", std::string(to_string(q.algorithm)).c_str());
  if (algorithm_info(q.algorithm).uses_weight) std::printf(" w=%g", q.weight);
  std::printf(
      ", heuristic %s, %d-connected, corners %s, costs %s, "
      "tie-break %s\n",
      std::string(to_string(q.resolved_heuristic())).c_str(),
      static_cast<int>(q.rules.connectivity),
      std::string(to_string(q.rules.diagonal)).c_str(),
      std::string(to_string(q.rules.costs)).c_str(),
      std::string(to_string(q.tie_break)).c_str());
  if (!q.unit.is_cell()) {
    const std::string terrain = q.unit.terrain.spec();
    std::printf("unit: size %d (%dx%d cells from each path cell), terrain %s\n",
                q.unit.size, q.unit.size, q.unit.size,
                terrain.empty() ? "as the map" : terrain.c_str());
  }
  std::printf("from %s to %s%s: ", to_string(out.coords.shown(q.start)).c_str(),
              to_string(out.coords.shown(q.goal)).c_str(),
              out.coords.origin == CellOrigin::TopLeft ? "" : " (bottom-left)");
  if (out.search.status() == SearchStatus::Found) {
    std::printf("path found, cost %s, %zu cells\n",
                format_exact(out.search.cost()).c_str(), out.path.cells.size());
  } else {
    std::printf("no path\n");
  }
  print_waypoints(out.path, out.coords);
  std::printf("expanded %lld, pushed %lld, max open %lld, %.1f us\n",
              static_cast<long long>(stats.expanded),
              static_cast<long long>(stats.pushed),
              static_cast<long long>(stats.max_open), out.time_us);
  print_meeting(out);
  if (out.grid.width() <= kMaxPictureWidth) {
    // With waypoints, the picture shows the cells their segments cross:
    // where a unit following them walks.
    const std::vector<Point> none;
    const std::span<const Point> waypoints =
        out.path.waypoints ? std::span<const Point>(*out.path.waypoints)
                           : std::span<const Point>(none);
    const std::vector<int> walked =
        out.path.waypoints ? cells_along(*out.search.grid(), waypoints)
                           : out.path.cells;
    std::printf(
        "\n%s%s\n",
        ascii_picture(out.grid, walked, waypoints, q.start, q.goal).c_str(),
        ascii_legend(out.path.waypoints.has_value()).c_str());
  }
}

// The request as given: its endpoints are in `origin`, so the query is
// made once the map's height is known.
struct PathRequest {
  Point from;
  Point to;
  SearchSettings settings;
  PostProcess post = PostProcess::None;
  CellOrigin origin = CellOrigin::TopLeft;
  std::optional<WorldFrame> world;
  LayerOptions layers;
};

Result<PathRequest> read_request(const ParsedArgs& options) {
  const std::string* from_text = options.value("from");
  const std::string* to_text = options.value("to");
  if (from_text == nullptr || to_text == nullptr) {
    return fail(ErrorKind::BadArgument,
                std::string("'path' needs ") +
                    (from_text == nullptr ? "--from X,Y" : "--to X,Y"));
  }
  Result<Point> from = parse_point("--from", *from_text);
  if (!from) return from.failure();
  Result<Point> to = parse_point("--to", *to_text);
  if (!to) return to.failure();
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return settings.failure();
  Result<PostProcess> post = post_process_option(options);
  if (!post) return post.failure();
  Result<CellOrigin> origin = origin_option(options);
  if (!origin) return origin.failure();
  Result<std::optional<WorldFrame>> world = world_option(options);
  if (!world) return world.failure();
  if (world.value() && !options.flag("json")) {
    return fail(ErrorKind::BadArgument,
                "--world adds world positions to --json output; add --json");
  }
  return PathRequest{from.value(),          to.value(),     settings.value(),
                     post.value(),          origin.value(), world.value(),
                     layer_options(options)};
}

// Checks the endpoints against the map, so that a bad one is reported by
// its option rather than as the search's failure to start.
Result<Grid> load_checked_map(const std::string& map_path,
                              const PathRequest& request) {
  Result<Grid> grid = load_map(map_path, request.layers);
  if (!grid) return grid.failure();
  const Coordinates coords{request.origin, grid.value().height()};
  for (const auto& [option, point] :
       {std::pair{"--from", request.from}, std::pair{"--to", request.to}}) {
    if (Status cell =
            check_shown_cell(grid.value(), coords, point, option, map_path);
        !cell) {
      return cell.failure();
    }
  }
  return grid;
}

}  // namespace

int path_command(Args args) {
  const bool json = asks_for_json(args);
  const CommandStart start = start_command(kPathSyntax, args, json);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  Result<PathRequest> request = read_request(options);
  if (!request) return report_error(request.failure(), json);
  const std::string& map_path = options.positionals[0];
  Result<Grid> grid = load_checked_map(map_path, request.value());
  if (!grid) return report_error(grid.failure(), json);
  const Coordinates coords{request.value().origin, grid.value().height()};
  const SearchQuery query = request.value().settings.query(
      coords.core(request.value().from), coords.core(request.value().to));
  if (!is_admissible(query.resolved_heuristic(), query.rules.connectivity)) {
    std::fprintf(stderr,
                 "note: this heuristic can overestimate under these rules; "
                 "the cost may not be optimal\n");
  }

  Search search;
  search.set_step_recording(false);  // the CLI prints no single steps
  const auto begin = std::chrono::steady_clock::now();
  if (Status started = search.start(grid.value(), query); !started) {
    Error error = started.failure().prefixed(map_path + ": ");
    error.message += core_cells_note(coords.origin);
    return report_error(error, json);
  }
  search.run();
  const auto end = std::chrono::steady_clock::now();
  const PathOutput path = path_output(search, request.value().post);
  const PathOutcome outcome{
      grid.value(),
      query,
      search,
      map_path,
      std::chrono::duration<double, std::micro>(end - begin).count(),
      path,
      coords,
      request.value().world};
  if (json) {
    print_json(outcome);
  } else {
    print_text(outcome);
  }
  return search.status() == SearchStatus::Found ? kExitOk : kExitNegative;
}

}  // namespace astar::cli
