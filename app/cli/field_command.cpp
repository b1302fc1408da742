// astar-cli field: a map's flow field towards goals or an area, written as
// a 16-bit gray PNG of the distances or as JSON with each cell's step.

#include <chrono>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "astar/field/flow_field.hpp"
#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "astar/io/map_io.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "map_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kFieldPositionals[] = {"a MAP file", "an OUT file"};
constexpr OptionSpec kFieldOptions[] = {
    {"to", true, true}, {"area"},     {"format"},   kOriginOption,
    kLayerOption,       kLevelOption, kValuesOption};
constexpr CommandSyntax kFieldSyntax{"field", kFieldOptions, kFieldPositionals,
                                     true};
// The gray of cells no goal can be reached from (and of walls); the
// farthest reachable cell is one below it.
constexpr std::uint16_t kUnreachableGray = 65535;

enum class FieldFormat { Png, Json };

struct FieldRequest {
  std::vector<Point> goals;                     // shown coordinates
  std::optional<std::pair<Point, Point>> area;  // corners, shown
  SearchSettings settings;
  FieldFormat format = FieldFormat::Png;
  CellOrigin origin = CellOrigin::TopLeft;
  LayerOptions layers;
};

// A field is Dijkstra's from the goals, so search options that choose
// another search are refused rather than ignored.
Status refuse_search_only_flags(const ParsedArgs& args) {
  for (const char* flag : {"algo", "weight", "heuristic", "tie-break"}) {
    if (args.value(flag) != nullptr) {
      return fail(ErrorKind::BadArgument,
                  std::string("--") + flag +
                      " does not apply to 'field': a field is every cell's "
                      "exact cost, by Dijkstra from the goals");
    }
  }
  return {};
}

Result<std::pair<Point, Point>> parse_field_area(const std::string& text) {
  int v[4] = {};
  char tail = 0;
  if (std::sscanf(text.c_str(), "%d,%d,%d,%d%c", &v[0], &v[1], &v[2], &v[3],
                  &tail) != 4) {
    return fail(ErrorKind::BadArgument,
                "--area '" + text + "': expected X0,Y0,X1,Y1 (corners)");
  }
  return std::pair{Point{v[0], v[1]}, Point{v[2], v[3]}};
}

Result<FieldFormat> parse_field_format(const ParsedArgs& args) {
  const std::string* text = args.value("format");
  if (text == nullptr || *text == "png") return FieldFormat::Png;
  if (*text == "json") return FieldFormat::Json;
  return fail(ErrorKind::BadArgument,
              "--format '" + *text + "': expected png or json");
}

Result<FieldRequest> read_field_request(const ParsedArgs& args) {
  FieldRequest request;
  for (const auto& [name, value] : args.values) {
    if (name != "to") continue;
    Result<Point> goal = parse_point("--to", value);
    if (!goal) return goal.failure();
    request.goals.push_back(goal.value());
  }
  if (const std::string* area = args.value("area")) {
    Result<std::pair<Point, Point>> parsed = parse_field_area(*area);
    if (!parsed) return parsed.failure();
    request.area = parsed.value();
  }
  if (request.goals.empty() == !request.area) {
    return fail(ErrorKind::BadArgument,
                "'field' needs either --to X,Y (once or more) or --area "
                "X0,Y0,X1,Y1");
  }
  if (Status ok = refuse_search_only_flags(args); !ok) return ok.failure();
  Result<SearchSettings> settings = search_settings(args);
  if (!settings) return settings.failure();
  Result<FieldFormat> format = parse_field_format(args);
  if (!format) return format.failure();
  Result<CellOrigin> origin = origin_option(args);
  if (!origin) return origin.failure();
  request.settings = settings.value();
  request.format = format.value();
  request.origin = origin.value();
  request.layers = layer_options(args);
  return request;
}

Result<FlowField> compute_field(const Grid& grid, const FieldRequest& request,
                                const std::string& map_path) {
  const Coordinates coords{request.origin, grid.height()};
  const MovementRules& rules = request.settings.rules;
  const Unit& unit = request.settings.unit;
  for (const Point goal : request.goals) {
    if (Status ok = check_shown_cell(grid, coords, goal, "--to", map_path);
        !ok && unit.is_cell()) {
      return ok.failure();
    }
  }
  Result<FlowField> field = [&]() -> Result<FlowField> {
    if (request.area) {
      const Point a = coords.core(request.area->first);
      const Point b = coords.core(request.area->second);
      return FlowField::compute_area(
          grid,
          {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x) + 1,
           std::max(a.y, b.y) + 1},
          rules, unit);
    }
    const std::vector<Point> core = [&] {
      std::vector<Point> points;
      for (const Point goal : request.goals)
        points.push_back(coords.core(goal));
      return points;
    }();
    return FlowField::compute(grid, core, rules, unit);
  }();
  if (!field) return field.failure().prefixed(map_path + ": ");
  return field;
}

// Gray v stands for the distance v * scale; the farthest cell is 65534.
double field_gray_scale(const FlowField& field) {
  const double most = field.max_distance();
  return most > 0.0 ? most / (kUnreachableGray - 1) : 1.0;
}

Status write_field_png(const FlowField& field, const Coordinates& coords,
                       const std::string& out, double scale) {
  std::vector<std::uint16_t> grays(static_cast<std::size_t>(field.cell_count()),
                                   kUnreachableGray);
  for (int cell = 0; cell < field.cell_count(); ++cell) {
    const double d = field.distance(cell);
    if (!std::isfinite(d)) continue;
    const Point shown =
        coords.shown(Point{cell % field.width(), cell / field.width()});
    grays[static_cast<std::size_t>(shown.y) * field.width() + shown.x] =
        static_cast<std::uint16_t>(std::lround(d / scale));
  }
  const std::vector<std::pair<std::string, std::string>> text = {
      {"astar-field-scale", format_exact(scale)},
      {"astar-field-unreachable", std::to_string(kUnreachableGray)}};
  Result<std::string> png =
      encode_gray16_png(field.width(), field.height(), grays, text);
  if (!png) return png.failure().prefixed(out + ": ");
  return write_file_atomic(out, png.value());
}

nlohmann::ordered_json field_to_json(const FlowField& field,
                                     const Coordinates& coords,
                                     const std::string& map_path) {
  nlohmann::ordered_json json;
  json["map"] = map_path;
  json["width"] = field.width();
  json["height"] = field.height();
  json["origin"] = to_string(coords.origin);
  nlohmann::ordered_json goals = nlohmann::ordered_json::array();
  for (const int goal : field.goals()) {
    const Point p =
        coords.shown(Point{goal % field.width(), goal / field.width()});
    goals.push_back({p.x, p.y});
  }
  json["goals"] = goals;
  json["max_distance"] = field.max_distance();
  nlohmann::ordered_json distance = nlohmann::ordered_json::array();
  nlohmann::ordered_json step = nlohmann::ordered_json::array();
  for (int y = 0; y < field.height(); ++y) {
    nlohmann::ordered_json d_row = nlohmann::ordered_json::array();
    nlohmann::ordered_json s_row = nlohmann::ordered_json::array();
    for (int x = 0; x < field.width(); ++x) {
      const Point core = coords.core(Point{x, y});
      const double d = field.distance(core);
      d_row.push_back(std::isfinite(d) ? nlohmann::ordered_json(d) : nullptr);
      s_row.push_back(to_string(field.step(core)));
    }
    distance.push_back(std::move(d_row));
    step.push_back(std::move(s_row));
  }
  json["distance"] = std::move(distance);
  json["step"] = std::move(step);
  return json;
}

int field_reachable_count(const FlowField& field) {
  int n = 0;
  for (int cell = 0; cell < field.cell_count(); ++cell) {
    n += field.reachable(cell) ? 1 : 0;
  }
  return n;
}

void print_field_summary(const FlowField& field, const std::string& map_path,
                         const std::string& out, double ms, bool png) {
  std::printf("map: %s (%dx%d)\n", map_path.c_str(), field.width(),
              field.height());
  std::printf("field: %zu goal cell%s, %d-connected, corners %s, costs %s",
              field.goals().size(), field.goals().size() == 1 ? "" : "s",
              static_cast<int>(field.rules().connectivity),
              std::string(to_string(field.rules().diagonal)).c_str(),
              std::string(to_string(field.rules().costs)).c_str());
  if (!field.unit().is_cell()) std::printf(", unit size %d", field.unit().size);
  std::printf("\nreachable: %d of %d cells, farthest %s, %.1f ms\n",
              field_reachable_count(field), field.cell_count(),
              format_exact(field.max_distance()).c_str(), ms);
  if (png) {
    std::printf(
        "wrote %s: 16-bit gray, distance = gray * %s; %u = unreachable or "
        "a wall\n",
        out.c_str(), format_exact(field_gray_scale(field)).c_str(),
        static_cast<unsigned>(kUnreachableGray));
  } else {
    std::printf("wrote %s: JSON, distance and step per cell\n", out.c_str());
  }
}

}  // namespace

int field_command(Args args) {
  const CommandStart start = start_command(kFieldSyntax, args);
  if (start.finished) return *start.finished;
  Result<FieldRequest> request = read_field_request(start.options);
  if (!request) return report_error(request.failure());
  const std::string& map_path = start.options.positionals[0];
  const std::string& out = start.options.positionals[1];
  Result<Grid> grid = load_map(map_path, request.value().layers);
  if (!grid) return report_error(grid.failure());
  const auto begin = std::chrono::steady_clock::now();
  Result<FlowField> field =
      compute_field(grid.value(), request.value(), map_path);
  if (!field) return report_error(field.failure());
  const double ms = std::chrono::duration<double, std::milli>(
                        std::chrono::steady_clock::now() - begin)
                        .count();
  const Coordinates coords{request.value().origin, grid.value().height()};
  const bool png = request.value().format == FieldFormat::Png;
  if (!png && out == "-") {
    std::printf("%s\n",
                field_to_json(field.value(), coords, map_path).dump().c_str());
    return kExitOk;
  }
  const Status written =
      png ? write_field_png(field.value(), coords, out,
                            field_gray_scale(field.value()))
          : write_file_atomic(
                out,
                field_to_json(field.value(), coords, map_path).dump() + "\n");
  if (!written) return report_error(written.failure());
  print_field_summary(field.value(), map_path, out, ms, png);
  return kExitOk;
}

}  // namespace astar::cli
