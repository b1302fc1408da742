#include "io/tiled_shapes.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <numeric>

#include "astar/io/excerpt.hpp"

namespace astar::detail {
namespace {

using Json = nlohmann::json;

constexpr int kSamples = 8;  // per side of a tile or cell

Error bad_shape(std::string message) {
  return fail(ErrorKind::BadFile, std::move(message));
}

/// `p` in the shape's own frame: relative to its position, turned back.
std::array<double, 2> local(const Shape& shape, double px, double py) {
  const double dx = px - shape.x;
  const double dy = py - shape.y;
  if (shape.rotation == 0) return {dx, dy};
  const double a = -shape.rotation * std::numbers::pi / 180.0;
  return {dx * std::cos(a) - dy * std::sin(a),
          dx * std::sin(a) + dy * std::cos(a)};
}

/// Even-odd rule: a ray to the right crosses the outline an odd number of
/// times from inside.
bool polygon_contains(const std::vector<std::array<double, 2>>& points,
                      double x, double y) {
  bool inside = false;
  for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
    const auto& a = points[i];
    const auto& b = points[j];
    if ((a[1] > y) != (b[1] > y) &&
        x < (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

bool finite_all(std::initializer_list<double> values) {
  return std::all_of(values.begin(), values.end(),
                     [](double v) { return std::isfinite(v); });
}

/// "x1,y1 x2,y2 ..." of a TMX <polygon>.
Result<std::vector<std::array<double, 2>>> xml_points(std::string_view text) {
  std::vector<std::array<double, 2>> points;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && text[at] == ' ') ++at;
    if (at == text.size()) break;
    std::size_t end = text.find(' ', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string pair(text.substr(at, end - at));
    at = end;
    double x = 0, y = 0;
    char comma = 0;
    int used = 0;
    if (std::sscanf(pair.c_str(), "%lf%c%lf%n", &x, &comma, &y, &used) != 3 ||
        comma != ',' || used != static_cast<int>(pair.size()) ||
        !finite_all({x, y})) {
      return bad_shape("a polygon point '" + excerpt(pair) +
                       "' is not x,y with two numbers");
    }
    points.push_back({x, y});
  }
  return points;
}

Result<double> xml_number(const XmlElement& object, const char* key) {
  const std::string* text = object.attribute(key);
  if (text == nullptr) return 0.0;
  char* end = nullptr;
  const double value = std::strtod(text->c_str(), &end);
  if (end == text->c_str() || *end != '\0' || !std::isfinite(value))
    return bad_shape(std::string("an object's ") + key + " '" + excerpt(*text) +
                     "' is not a number");
  return value;
}

double json_number(const Json& object, const char* key) {
  const auto found = object.find(key);
  if (found == object.end() || !found->is_number()) return 0;
  const double value = found->get<double>();
  return std::isfinite(value) ? value : 0;
}

/// A shape needs three points or a box with area.
std::optional<Shape> with_area(Shape shape) {
  if (shape.kind == Shape::Kind::Polygon) {
    if (shape.points.size() < 3) return std::nullopt;
  } else if (!(shape.width > 0 && shape.height > 0)) {
    return std::nullopt;
  }
  return shape;
}

}  // namespace

bool Shape::contains(double px, double py) const {
  const auto [x, y] = local(*this, px, py);
  switch (kind) {
    case Kind::Rectangle:
      return x >= 0 && x < width && y >= 0 && y < height;
    case Kind::Ellipse: {
      const double ex = (x - width / 2) / (width / 2);
      const double ey = (y - height / 2) / (height / 2);
      return ex * ex + ey * ey <= 1;
    }
    case Kind::Polygon:
      return polygon_contains(points, x, y);
  }
  return false;
}

double covered_share(const std::vector<Shape>& shapes, double x, double y,
                     double width, double height) {
  int covered = 0;
  for (int j = 0; j < kSamples; ++j) {
    for (int i = 0; i < kSamples; ++i) {
      const double px = x + (i + 0.5) * width / kSamples;
      const double py = y + (j + 0.5) * height / kSamples;
      covered += std::any_of(shapes.begin(), shapes.end(), [&](const Shape& s) {
        return s.contains(px, py);
      });
    }
  }
  return static_cast<double>(covered) / (kSamples * kSamples);
}

Result<std::optional<Shape>> xml_shape(const XmlElement& object) {
  Shape shape;
  for (auto [key, field] : {std::pair{"x", &shape.x},
                            {"y", &shape.y},
                            {"width", &shape.width},
                            {"height", &shape.height},
                            {"rotation", &shape.rotation}}) {
    Result<double> value = xml_number(object, key);
    if (!value) return value.failure();
    *field = value.value();
  }
  for (const XmlElement& child : object.children) {
    if (child.name == "point" || child.name == "polyline" ||
        child.name == "text")
      return std::optional<Shape>();
    if (child.name == "ellipse") shape.kind = Shape::Kind::Ellipse;
    if (child.name == "polygon") {
      const std::string* points = child.attribute("points");
      auto parsed = xml_points(points ? *points : "");
      if (!parsed) return parsed.failure();
      shape.kind = Shape::Kind::Polygon;
      shape.points = std::move(parsed).value();
    }
  }
  return with_area(std::move(shape));
}

Result<std::optional<Shape>> json_shape(const Json& object) {
  if (!object.is_object()) return bad_shape("an object is not a JSON object");
  Shape shape{Shape::Kind::Rectangle,
              json_number(object, "x"),
              json_number(object, "y"),
              json_number(object, "width"),
              json_number(object, "height"),
              json_number(object, "rotation"),
              {}};
  if (object.value("point", false) == true || object.contains("polyline") ||
      object.contains("text"))
    return std::optional<Shape>();
  if (object.value("ellipse", false) == true) shape.kind = Shape::Kind::Ellipse;
  if (const auto polygon = object.find("polygon"); polygon != object.end()) {
    if (!polygon->is_array()) return bad_shape("a \"polygon\" is not an array");
    shape.kind = Shape::Kind::Polygon;
    for (const Json& point : *polygon) {
      if (!point.is_object())
        return bad_shape("a polygon point is not {\"x\": X, \"y\": Y}");
      shape.points.push_back(
          {json_number(point, "x"), json_number(point, "y")});
    }
  }
  return with_area(std::move(shape));
}

bool names_collision(std::string_view name) {
  std::string lower(name);
  for (char& c : lower) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  for (const char* word :
       {"collision", "collide", "wall", "solid", "block", "obstacle"}) {
    if (lower.find(word) != std::string::npos) return true;
  }
  return false;
}

Status mark_covered_cells(const std::vector<Shape>& shapes, double tile_width,
                          double tile_height, long long origin_x,
                          long long origin_y, Grid& grid) {
  if (!(tile_width > 0 && tile_height > 0))
    return bad_shape("the map's tilewidth and tileheight must be above 0");
  const long long budget =
      256 * static_cast<long long>(grid.width()) * grid.height() + (1 << 22);
  long long spent = 0;
  for (const Shape& shape : shapes) {
    // The box of the shape, turned or not, in the grid's cells.
    const double reach =
        std::max(std::hypot(shape.width, shape.height),
                 std::accumulate(shape.points.begin(), shape.points.end(), 0.0,
                                 [](double r, const std::array<double, 2>& p) {
                                   return std::max(r, std::hypot(p[0], p[1]));
                                 }));
    // In doubles first: a shape far off the map must not overflow a cast.
    const auto cell = [&](double pixels, double size, long long origin,
                          int cells) {
      const double c = std::floor(pixels / size) - static_cast<double>(origin);
      const double clamped =
          c >= -1.0 ? std::min(c, static_cast<double>(cells)) : -1.0;
      return static_cast<long long>(clamped);
    };
    const long long x0 = std::max(
        0LL, cell(shape.x - reach, tile_width, origin_x, grid.width()));
    const long long y0 = std::max(
        0LL, cell(shape.y - reach, tile_height, origin_y, grid.height()));
    const long long x1 = std::min<long long>(
        grid.width() - 1,
        cell(shape.x + reach, tile_width, origin_x, grid.width()));
    const long long y1 = std::min<long long>(
        grid.height() - 1,
        cell(shape.y + reach, tile_height, origin_y, grid.height()));
    if (x1 < x0 || y1 < y0) continue;
    // A polygon's sample costs a step per point.
    const long long cost =
        std::max<long long>(4, static_cast<long long>(shape.points.size()));
    spent += (x1 - x0 + 1) * (y1 - y0 + 1) * cost;
    if (spent > budget)
      return bad_shape("the collision objects cover the map many times over");
    const std::vector<Shape> one{shape};
    for (long long y = y0; y <= y1; ++y) {
      for (long long x = x0; x <= x1; ++x) {
        const double px = static_cast<double>(x + origin_x) * tile_width;
        const double py = static_cast<double>(y + origin_y) * tile_height;
        if (covered_share(one, px, py, tile_width, tile_height) >=
            kCoveredShare)
          grid.set({static_cast<int>(x), static_cast<int>(y)}, kBlocked);
      }
    }
  }
  return {};
}

}  // namespace astar::detail
