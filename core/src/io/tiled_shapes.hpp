#pragma once
// Tiled's collision data drawn as shapes: the rectangles, ellipses and
// polygons of a tile's collision editor and of collision object layers,
// read from TMX or JSON, and how much of a cell they cover. Points,
// polylines and text have no area and are not shapes here. Not part of
// the public API.

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"
#include "io/xml_lite.hpp"

namespace astar::detail {

/// One shape in pixels: its position, its box (rectangles, ellipses) or
/// its points relative to the position (polygons), turned by `rotation`
/// degrees clockwise about the position, as Tiled draws it.
struct Shape {
  enum class Kind : std::uint8_t { Rectangle, Ellipse, Polygon };
  Kind kind = Kind::Rectangle;
  double x = 0, y = 0, width = 0, height = 0, rotation = 0;
  std::vector<std::array<double, 2>> points;

  bool contains(double px, double py) const;
};

/// A cell counts as covered when at least this share of it is.
inline constexpr double kCoveredShare = 0.5;

/// The share of the box [x, x + width) x [y, y + height) that `shapes`
/// cover, measured on an 8 x 8 grid of sample points.
double covered_share(const std::vector<Shape>& shapes, double x, double y,
                     double width, double height);

/// A TMX <object> or a JSON object as a shape; nullopt for the kinds
/// without area. Errors say what is wrong with the object.
Result<std::optional<Shape>> xml_shape(const XmlElement& object);
Result<std::optional<Shape>> json_shape(const nlohmann::json& object);

/// True when a layer, object or tile class of this name means a wall:
/// collision, collide(s), wall, solid, block(ed), obstacle.
bool names_collision(std::string_view name);

/// Marks as walls the cells of `grid` that `shapes` cover (kCoveredShare);
/// cell (0, 0) of the grid is tile (origin_x, origin_y) of the map, tiles
/// `tile_width` x `tile_height` pixels. Refused when the shapes' boxes
/// add up to more cells than 64 maps' worth, so work stays bounded.
Status mark_covered_cells(const std::vector<Shape>& shapes, double tile_width,
                          double tile_height, long long origin_x,
                          long long origin_y, Grid& grid);

}  // namespace astar::detail
