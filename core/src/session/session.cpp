#include "astar/session/session.hpp"

#include <cctype>
#include <cmath>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <utility>

#include "astar/io/base64.hpp"
#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "io/json_document.hpp"
#include "io/text_lines.hpp"

namespace astar {

namespace {

// Reading uses std::map objects: ordered_json finds a key by a linear scan,
// so a file of n keys took n^2 steps (100 k keys, 13.6 s). Writing keeps
// ordered_json for a stable, readable key order.
using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;
using detail::parse_json;

constexpr std::string_view kFormatName = "astar-studio session";
// PATH_MAX on Linux: no longer path can name a file.
constexpr std::size_t kMaxMapPathBytes = 4096;

// Reads fields of one session, turning every problem into an error that
// names the file and the field.
class FieldReader {
 public:
  explicit FieldReader(const std::string& name) : name_(name) {}

  // A malformed field is a bad file; `kind` keeps the kind of a problem
  // found beyond the session file itself (the map file it names).
  Error error(std::string_view field, const std::string& what,
              ErrorKind kind = ErrorKind::BadFile) const {
    return fail(kind,
                name_ + ": field \"" + std::string(field) + "\": " + what);
  }

  // The member `key` of `object`, or nullptr when absent.
  static const Json* member(const Json& object, const char* key) {
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
  }

  Result<double> number(const Json& value, std::string_view field) const {
    if (!value.is_number()) return error(field, "expected a number");
    const double number = value.get<double>();
    if (!std::isfinite(number)) return error(field, "expected a finite number");
    return number;
  }

  Result<int> integer(const Json& value, std::string_view field) const {
    if (!value.is_number_integer()) return error(field, "expected an integer");
    if (value.is_number_unsigned()) {
      if (value.get<std::uint64_t>() > std::numeric_limits<int>::max()) {
        return error(field, "integer out of range");
      }
      return static_cast<int>(value.get<std::uint64_t>());
    }
    const std::int64_t number = value.get<std::int64_t>();
    if (number < std::numeric_limits<int>::min() ||
        number > std::numeric_limits<int>::max()) {
      return error(field, "integer out of range");
    }
    return static_cast<int>(number);
  }

  Result<std::string> text(const Json& value, std::string_view field) const {
    if (!value.is_string()) return error(field, "expected a string");
    return value.get<std::string>();
  }

  // A name parsed by `parse` (one of the to_string names).
  template <typename Parse>
  auto named(const Json& value, std::string_view field, Parse parse) const
      -> Result<typename decltype(parse(std::string_view{}))::value_type> {
    Result<std::string> name = text(value, field);
    if (!name) return name.failure();
    const auto parsed = parse(name.value());
    if (!parsed) {
      return error(field,
                   "unknown value \"" + detail::excerpt(name.value()) + "\"");
    }
    return *parsed;
  }

  // A marker: [x, y] inside `grid`, or null.
  Result<std::optional<Point>> marker(const Json* value, std::string_view field,
                                      const Grid& grid) const {
    if (value == nullptr || value->is_null()) return std::optional<Point>{};
    if (!value->is_array() || value->size() != 2) {
      return error(field, "expected [x, y] or null");
    }
    Result<int> x = integer((*value)[0], field);
    if (!x) return x.failure();
    Result<int> y = integer((*value)[1], field);
    if (!y) return y.failure();
    const Point point{x.value(), y.value()};
    if (!grid.contains(point)) {
      return error(field, "(" + std::to_string(point.x) + "," +
                              std::to_string(point.y) + ") is outside the " +
                              std::to_string(grid.width()) + "x" +
                              std::to_string(grid.height()) + " map");
    }
    return std::optional<Point>(point);
  }

 private:
  const std::string& name_;
};

Result<Grid> read_map(const FieldReader& reader, const Json& map,
                      const std::string& name, const std::string& folder,
                      Session& session) {
  if (!map.is_object()) return reader.error("map", "expected an object");
  const Json* inline_png = FieldReader::member(map, "png_base64");
  const Json* path = FieldReader::member(map, "path");
  if ((inline_png == nullptr) == (path == nullptr)) {
    return reader.error("map",
                        "expected exactly one of \"png_base64\" and \"path\"");
  }
  if (inline_png != nullptr) {
    Result<std::string> text = reader.text(*inline_png, "map.png_base64");
    if (!text) return text.failure();
    Result<std::string> bytes = decode_base64(text.value());
    if (!bytes) return reader.error("map.png_base64", bytes.error());
    Result<Grid> grid =
        decode_png_image(bytes.value(), name + " (field \"map.png_base64\")");
    if (!grid) return grid.failure();
    session.storage = MapStorage::Inline;
    return grid;
  }
  Result<std::string> relative = reader.text(*path, "map.path");
  if (!relative) return relative.failure();
  if (relative.value().empty()) return reader.error("map.path", "is empty");
  // A NUL would end the path early: another file would open, and messages
  // would be cut short.
  if (relative.value().find('\0') != std::string::npos) {
    return reader.error("map.path", "contains a NUL byte");
  }
  if (relative.value().size() > kMaxMapPathBytes) {
    return reader.error(
        "map.path",
        "is longer than " + std::to_string(kMaxMapPathBytes) + " bytes");
  }
  const std::filesystem::path file =
      platform::utf8_path(folder) / platform::utf8_path(relative.value());
  Result<Grid> grid = load_map(platform::utf8_string(file.lexically_normal()));
  if (!grid) return reader.error("map.path", grid.error(), grid.error_kind());
  session.storage = MapStorage::File;
  session.map_path = relative.value();
  return grid;
}

// A unit's "size" and "terrain" in `object`; absent (older sessions) keeps
// one cell and the identity table.
Status read_unit(const FieldReader& reader, const Json& object,
                 const std::string& prefix, int& size, TerrainTable& terrain) {
  if (const Json* v = FieldReader::member(object, "size")) {
    Result<int> number = reader.integer(*v, prefix + "size");
    if (!number) return number.failure();
    if (Status s = check_unit_size(number.value()); !s) {
      return reader.error(prefix + "size", s.error());
    }
    size = number.value();
  }
  if (const Json* v = FieldReader::member(object, "terrain")) {
    Result<std::string> spec = reader.text(*v, prefix + "terrain");
    if (!spec) return spec.failure();
    Result<TerrainTable> table = TerrainTable::parse(spec.value());
    if (!table) return reader.error(prefix + "terrain", table.error());
    terrain = table.value();
  }
  return {};
}

Status read_search(const FieldReader& reader, const Json* search,
                   SearchSettings& settings) {
  if (search == nullptr) return {};
  if (!search->is_object()) return reader.error("search", "expected an object");
  if (const Json* v = FieldReader::member(*search, "algorithm")) {
    auto parsed = reader.named(*v, "search.algorithm", parse_algorithm);
    if (!parsed) return parsed.failure();
    settings.algorithm = parsed.value();
  }
  if (const Json* v = FieldReader::member(*search, "heuristic")) {
    if (v->is_string() && v->get<std::string>() == "default") {
      settings.heuristic.reset();
    } else {
      auto parsed = reader.named(*v, "search.heuristic", parse_heuristic);
      if (!parsed) return parsed.failure();
      settings.heuristic = parsed.value();
    }
  }
  if (const Json* v = FieldReader::member(*search, "connectivity")) {
    Result<int> number = reader.integer(*v, "search.connectivity");
    if (!number) return number.failure();
    const auto parsed = parse_connectivity(std::to_string(number.value()));
    if (!parsed) return reader.error("search.connectivity", "expected 4 or 8");
    settings.rules.connectivity = *parsed;
  }
  if (const Json* v = FieldReader::member(*search, "corners")) {
    auto parsed = reader.named(*v, "search.corners", parse_diagonal_rule);
    if (!parsed) return parsed.failure();
    settings.rules.diagonal = parsed.value();
  }
  if (const Json* v = FieldReader::member(*search, "costs")) {
    auto parsed = reader.named(*v, "search.costs", parse_step_costs);
    if (!parsed) return parsed.failure();
    settings.rules.costs = parsed.value();
  }
  if (const Json* v = FieldReader::member(*search, "weight")) {
    Result<double> weight = reader.number(*v, "search.weight");
    if (!weight) return weight.failure();
    if (weight.value() < 1.0)
      return reader.error("search.weight", "must be >= 1");
    settings.weight = weight.value();
  }
  if (const Json* v = FieldReader::member(*search, "tie_break")) {
    auto parsed = reader.named(*v, "search.tie_break", parse_tie_break);
    if (!parsed) return parsed.failure();
    settings.tie_break = parsed.value();
  }
  return read_unit(reader, *search, "search.", settings.unit.size,
                   settings.unit.terrain);
}

Status read_view(const FieldReader& reader, const Json* view,
                 ViewState& state) {
  if (view == nullptr) return {};
  if (!view->is_object()) return reader.error("view", "expected an object");
  if (const Json* v = FieldReader::member(*view, "zoom")) {
    Result<double> zoom = reader.number(*v, "view.zoom");
    if (!zoom) return zoom.failure();
    if (zoom.value() <= 0.0) return reader.error("view.zoom", "must be > 0");
    state.zoom = zoom.value();
  }
  if (const Json* v = FieldReader::member(*view, "pan")) {
    if (!v->is_array() || v->size() != 2) {
      return reader.error("view.pan", "expected [x, y]");
    }
    Result<double> x = reader.number((*v)[0], "view.pan");
    if (!x) return x.failure();
    Result<double> y = reader.number((*v)[1], "view.pan");
    if (!y) return y.failure();
    state.pan_x = x.value();
    state.pan_y = y.value();
  }
  return {};
}

Result<double> read_speed(const FieldReader& reader, const Json& object,
                          std::string_view field, double fallback) {
  const Json* value = FieldReader::member(object, "speed");
  if (value == nullptr) return fallback;
  Result<double> speed = reader.number(*value, field);
  if (!speed) return speed.failure();
  if (speed.value() < kMinActorSpeed || speed.value() > kMaxActorSpeed) {
    return reader.error(field, "speed " + std::to_string(speed.value()) +
                                   " is outside " +
                                   std::to_string(kMinActorSpeed) + ".." +
                                   std::to_string(kMaxActorSpeed));
  }
  return speed.value();
}

// A cell of an agent or a route: [x, y] on the map.
Result<Point> read_cell(const FieldReader& reader, const Json* value,
                        std::string_view field, const Grid& grid) {
  if (value == nullptr || value->is_null())
    return reader.error(field, "missing");
  auto cell = reader.marker(value, field, grid);
  if (!cell) return cell.failure();
  return *cell.value();
}

// "agents": [{"at": [x, y], "speed": 4}, ...]; absent in older sessions.
Status read_agents(const FieldReader& reader, const Json* agents,
                   Document& doc) {
  if (agents == nullptr) return {};
  if (!agents->is_array()) return reader.error("agents", "expected an array");
  if (agents->size() > kMaxAgents) {
    return reader.error("agents",
                        "more than " + std::to_string(kMaxAgents) + " agents");
  }
  for (std::size_t i = 0; i < agents->size(); ++i) {
    const std::string field = "agents[" + std::to_string(i) + "]";
    const Json& agent = (*agents)[i];
    if (!agent.is_object()) return reader.error(field, "expected an object");
    auto at = read_cell(reader, FieldReader::member(agent, "at"), field + ".at",
                        doc.grid);
    if (!at) return at.failure();
    auto speed =
        read_speed(reader, agent, field + ".speed", kDefaultAgentSpeed);
    if (!speed) return speed.failure();
    AgentPlacement placed;
    placed.cell = at.value();
    placed.speed = speed.value();
    if (Status s =
            read_unit(reader, agent, field + ".", placed.size, placed.terrain);
        !s) {
      return s.failure();
    }
    doc.actors.agents.push_back(std::move(placed));
  }
  return {};
}

// "obstacles": [{"route": [[x, y], ...], "speed": 2}, ...].
Status read_obstacles(const FieldReader& reader, const Json* obstacles,
                      Document& doc) {
  if (obstacles == nullptr) return {};
  if (!obstacles->is_array()) {
    return reader.error("obstacles", "expected an array");
  }
  if (obstacles->size() > kMaxObstacles) {
    return reader.error(
        "obstacles",
        "more than " + std::to_string(kMaxObstacles) + " obstacles");
  }
  for (std::size_t i = 0; i < obstacles->size(); ++i) {
    const std::string field = "obstacles[" + std::to_string(i) + "]";
    const Json& obstacle = (*obstacles)[i];
    if (!obstacle.is_object()) return reader.error(field, "expected an object");
    const Json* route = FieldReader::member(obstacle, "route");
    if (route == nullptr || !route->is_array() || route->size() < 2 ||
        route->size() > kMaxRoutePoints) {
      return reader.error(field + ".route",
                          "expected an array of 2 to " +
                              std::to_string(kMaxRoutePoints) + " cells");
    }
    PatrolRoute patrol;
    for (std::size_t k = 0; k < route->size(); ++k) {
      auto point =
          read_cell(reader, &(*route)[k],
                    field + ".route[" + std::to_string(k) + "]", doc.grid);
      if (!point) return point.failure();
      patrol.points.push_back(point.value());
    }
    auto speed =
        read_speed(reader, obstacle, field + ".speed", kDefaultObstacleSpeed);
    if (!speed) return speed.failure();
    patrol.speed = speed.value();
    doc.actors.obstacles.push_back(std::move(patrol));
  }
  return {};
}

OrderedJson cell_json(Point cell) {
  return OrderedJson::array({cell.x, cell.y});
}

OrderedJson agents_json(const Actors& actors) {
  OrderedJson agents = OrderedJson::array();
  for (const AgentPlacement& agent : actors.agents) {
    OrderedJson entry = {{"at", cell_json(agent.cell)}, {"speed", agent.speed}};
    // A one-cell agent with the identity table is written as before.
    if (agent.size != 1) entry["size"] = agent.size;
    if (!agent.terrain.identity()) entry["terrain"] = agent.terrain.spec();
    agents.push_back(std::move(entry));
  }
  return agents;
}

OrderedJson obstacles_json(const Actors& actors) {
  OrderedJson obstacles = OrderedJson::array();
  for (const PatrolRoute& patrol : actors.obstacles) {
    OrderedJson route = OrderedJson::array();
    for (const Point& point : patrol.points) route.push_back(cell_json(point));
    obstacles.push_back({{"route", std::move(route)}, {"speed", patrol.speed}});
  }
  return obstacles;
}

OrderedJson marker_json(const std::optional<Point>& marker) {
  if (!marker) return nullptr;
  return OrderedJson::array({marker->x, marker->y});
}

// A session JSON object whose "format", if there is one, is ours and whose
// "version" is the one this build reads.
Status check_header(const FieldReader& reader, const Json& root,
                    const std::string& name) {
  if (!root.is_object()) {
    return fail(ErrorKind::BadFile,
                name + ": not a session file: expected a JSON object");
  }
  if (const Json* format = FieldReader::member(root, "format")) {
    if (!format->is_string() || format->get<std::string>() != kFormatName) {
      return reader.error("format",
                          "expected \"" + std::string(kFormatName) + "\"");
    }
  }
  const Json* version = FieldReader::member(root, "version");
  if (version == nullptr) return reader.error("version", "missing");
  Result<int> number = reader.integer(*version, "version");
  if (!number) return number.failure();
  if (number.value() != kSessionVersion) {
    return fail(ErrorKind::Unsupported,
                name + ": session version " + std::to_string(number.value()) +
                    " is not supported; this build reads version " +
                    std::to_string(kSessionVersion));
  }
  return {};
}

// The map first: the markers and actors are checked against its bounds.
Status read_document(const FieldReader& reader, const Json& root,
                     const std::string& name, const std::string& folder,
                     Session& session) {
  const Json* map = FieldReader::member(root, "map");
  if (map == nullptr) return reader.error("map", "missing");
  Result<Grid> grid = read_map(reader, *map, name, folder, session);
  if (!grid) return grid.failure();
  Document& doc = session.document;
  doc.grid = std::move(grid).value();

  auto start =
      reader.marker(FieldReader::member(root, "start"), "start", doc.grid);
  if (!start) return start.failure();
  doc.start = start.value();
  auto goal =
      reader.marker(FieldReader::member(root, "goal"), "goal", doc.grid);
  if (!goal) return goal.failure();
  doc.goal = goal.value();
  if (Status s = read_agents(reader, FieldReader::member(root, "agents"), doc);
      !s) {
    return s.failure();
  }
  return read_obstacles(reader, FieldReader::member(root, "obstacles"), doc);
}

// Refuses what would write a file that parse_session rejects.
Status check_savable(const Session& session) {
  const SearchSettings& search = session.search;
  if (!std::isfinite(search.weight) || search.weight < 1.0) {
    return fail(ErrorKind::BadArgument,
                "cannot save a session with search weight " +
                    std::to_string(search.weight) +
                    "; it must be a finite number >= 1");
  }
  const ViewState& view = session.view;
  if (!std::isfinite(view.zoom) || view.zoom <= 0.0 ||
      !std::isfinite(view.pan_x) || !std::isfinite(view.pan_y)) {
    return fail(ErrorKind::BadArgument,
                "cannot save a session with a non-finite view");
  }
  return {};
}

// {"png_base64": ...} for an inline map, {"path": ...} for a map file.
Result<OrderedJson> map_json(const Session& session) {
  OrderedJson map;
  if (session.storage == MapStorage::Inline) {
    Result<std::string> png = encode_png(session.document.grid);
    if (!png) return png.failure();
    map["png_base64"] = encode_base64(png.value());
  } else {
    if (session.map_path.empty()) {
      return fail(
          ErrorKind::BadArgument,
          "cannot save a session that refers to a map file without a path");
    }
    map["path"] = session.map_path;
  }
  return map;
}

OrderedJson search_json(const SearchSettings& search) {
  OrderedJson json = {
      {"algorithm", to_string(search.algorithm)},
      {"heuristic",
       search.heuristic ? to_string(*search.heuristic) : "default"},
      {"connectivity", static_cast<int>(search.rules.connectivity)},
      {"corners", to_string(search.rules.diagonal)},
      {"costs", to_string(search.rules.costs)},
      {"weight", search.weight},
      {"tie_break", to_string(search.tie_break)},
      {"size", search.unit.size},
      {"terrain", search.unit.terrain.spec()},
  };
  return json;
}

}  // namespace

std::string resolve_session_map_path(const std::string& session_path,
                                     const std::string& map_path) {
  const std::filesystem::path folder =
      platform::utf8_path(session_path).parent_path();
  return platform::utf8_string(
      (folder / platform::utf8_path(map_path)).lexically_normal());
}

Result<Session> parse_session(std::string_view text, const std::string& name,
                              const std::string& folder) {
  Result<Json> parsed = parse_json(text, name);
  if (!parsed) return parsed.failure();
  const Json& root = parsed.value();
  const FieldReader reader(name);
  if (Status header = check_header(reader, root, name); !header) {
    return header.failure();
  }
  Session session;
  if (Status document = read_document(reader, root, name, folder, session);
      !document) {
    return document.failure();
  }
  if (Status s = read_search(reader, FieldReader::member(root, "search"),
                             session.search);
      !s) {
    return s.failure();
  }
  if (Status s =
          read_view(reader, FieldReader::member(root, "view"), session.view);
      !s) {
    return s.failure();
  }
  return session;
}

bool is_session_file(const std::string& path) {
  if (lowercase_extension(path) != ".json") return false;
  constexpr std::string_view kSuffix = ".astar.json";
  if (path.size() >= kSuffix.size()) {
    std::string tail = path.substr(path.size() - kSuffix.size());
    for (char& c : tail) c = static_cast<char>(std::tolower(c));
    if (tail == kSuffix) return true;
  }
  // A file that cannot be read is a session: loading it says why.
  const Result<std::string> start = read_file_start(path, 64 * 1024);
  if (!start) return true;
  const std::string_view text = start.value();
  if (text.find(kFormatName) != std::string_view::npos) return true;
  return text.find("\"layers\"") == std::string_view::npos &&
         text.find("\"tiledversion\"") == std::string_view::npos;
}

Result<Session> load_session(const std::string& path) {
  Result<std::string> text = read_file(path, kMaxSessionFileBytes);
  if (!text) return text.failure();
  const std::string folder =
      platform::utf8_string(platform::utf8_path(path).parent_path());
  return parse_session(text.value(), path, folder);
}

Result<std::string> format_session(const Session& session) {
  if (Status savable = check_savable(session); !savable) {
    return savable.failure();
  }
  Result<OrderedJson> map = map_json(session);
  if (!map) return map.failure();
  const ViewState& view = session.view;
  OrderedJson root;
  root["format"] = kFormatName;
  root["version"] = kSessionVersion;
  root["map"] = std::move(map).value();
  root["start"] = marker_json(session.document.start);
  root["goal"] = marker_json(session.document.goal);
  root["search"] = search_json(session.search);
  root["view"] = {{"zoom", view.zoom}, {"pan", {view.pan_x, view.pan_y}}};
  // Older sessions have neither; a session without actors stays as it was.
  if (!session.document.actors.agents.empty()) {
    root["agents"] = agents_json(session.document.actors);
  }
  if (!session.document.actors.obstacles.empty()) {
    root["obstacles"] = obstacles_json(session.document.actors);
  }
  try {
    return root.dump(2) + "\n";
  } catch (const OrderedJson::type_error&) {
    // Only a map path can hold bytes that are not UTF-8.
    return fail(ErrorKind::BadArgument,
                "cannot save a session whose map path \"" +
                    detail::excerpt(session.map_path, 120) +
                    "\" is not valid UTF-8");
  }
}

Result<SaveReport> save_session(const Session& session,
                                const std::string& path) {
  Result<std::string> text = format_session(session);
  if (!text) return text.failure().prefixed(path + ": ");
  if (session.storage != MapStorage::File) {
    if (Status written = write_file_atomic(path, text.value()); !written) {
      return written.failure();
    }
    return SaveReport{};
  }
  // The session and its map file are written together or not at all.
  const std::string map_path = resolve_session_map_path(path, session.map_path);
  Result<EncodedMap> map = encode_map(session.document.grid, map_path);
  if (!map) return map.failure();
  const FileWrite files[] = {{map_path, map.value().bytes},
                             {path, text.value()}};
  if (Status written = write_files_atomic(files); !written) {
    return written.failure();
  }
  return std::move(map.value().report);
}

}  // namespace astar
