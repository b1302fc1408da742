#include "coordinate_options.hpp"

#include <charconv>
#include <cmath>

#include "astar/search/search.hpp"

namespace astar::cli {
namespace {

Error bad_coordinate(std::string message) {
  return fail(ErrorKind::BadArgument, std::move(message));
}

// A whole text as a finite double, or nullopt.
std::optional<double> parse_finite(std::string_view text) {
  double value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() ||
      end != text.data() + text.size() || !std::isfinite(value)) {
    return std::nullopt;
  }
  return value;
}

std::vector<std::string_view> split_commas(std::string_view text) {
  std::vector<std::string_view> parts;
  for (;;) {
    const auto comma = text.find(',');
    parts.push_back(text.substr(0, comma));
    if (comma == std::string_view::npos) return parts;
    text.remove_prefix(comma + 1);
  }
}

Result<WorldFrame> parse_world(std::string_view text) {
  const std::string given = "--world '" + std::string(text) + "': ";
  const std::vector<std::string_view> parts = split_commas(text);
  if (parts.size() != 1 && parts.size() != 3) {
    return bad_coordinate(given + "expected SIZE or SIZE,OX,OY");
  }
  std::optional<double> values[3] = {0.0, 0.0, 0.0};
  for (std::size_t i = 0; i < parts.size(); ++i) {
    values[i] = parse_finite(parts[i]);
    if (!values[i]) {
      return bad_coordinate(given + "'" + std::string(parts[i]) +
                            "' is not a finite number");
    }
  }
  const WorldFrame frame{*values[0], *values[1], *values[2]};
  if (Status ok = check_world_frame(frame); !ok) {
    return bad_coordinate(given + "the cell size must be above 0");
  }
  return frame;
}

}  // namespace

Result<CellOrigin> parse_origin(std::string_view option,
                                std::string_view text) {
  if (auto origin = parse_cell_origin(text)) return *origin;
  return bad_coordinate(std::string(option) + " '" + std::string(text) +
                        "': expected top-left or bottom-left");
}

Result<CellOrigin> origin_option(const ParsedArgs& args) {
  const std::string* text = args.value("origin");
  if (text == nullptr) return CellOrigin::TopLeft;
  return parse_origin("--origin", *text);
}

Result<std::optional<WorldFrame>> world_option(const ParsedArgs& args) {
  const std::string* text = args.value("world");
  if (text == nullptr) return std::optional<WorldFrame>();
  Result<WorldFrame> frame = parse_world(*text);
  if (!frame) return frame.failure();
  return std::optional<WorldFrame>(frame.value());
}

std::vector<Point> Coordinates::shown(std::span<const Point> core) const {
  std::vector<Point> points;
  points.reserve(core.size());
  for (Point p : core) points.push_back(shown(p));
  return points;
}

Status check_shown_cell(const Grid& grid, const Coordinates& coords,
                        Point shown, std::string_view option,
                        const std::string& map_path) {
  const std::string where = std::string(option) + " " +
                            std::to_string(shown.x) + "," +
                            std::to_string(shown.y);
  const std::string origin =
      coords.origin == CellOrigin::TopLeft
          ? ""
          : " (origin " + std::string(to_string(coords.origin)) + ")";
  switch (endpoint_problem(grid, coords.core(shown))) {
    case EndpointProblem::None:
      return {};
    case EndpointProblem::Outside:
      // Both origins share these ranges: the flip maps each onto itself.
      return bad_coordinate(where + " is outside the map " + map_path + " (" +
                            std::to_string(grid.width()) + "x" +
                            std::to_string(grid.height()) + "; x is 0.." +
                            std::to_string(grid.width() - 1) + ", y is 0.." +
                            std::to_string(grid.height() - 1) + ")" + origin);
    case EndpointProblem::Wall:
      break;
  }
  return bad_coordinate(where + " is a wall in " + map_path + origin);
}

}  // namespace astar::cli
