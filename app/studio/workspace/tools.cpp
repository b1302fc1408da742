#include "workspace/tools.hpp"

#include <algorithm>

namespace astar::studio {

std::uint8_t paint_value(const ToolSettings& tools) {
  switch (tools.paint) {
    case Paint::Wall:
      return kBlocked;
    case Paint::Open:
      return kOpenGround;
    case Paint::Terrain:
      return value_for_weight(std::clamp(tools.terrain_weight, 2, 255));
  }
  return kBlocked;
}

Mirror mirror_of(const ToolSettings& tools) {
  if (tools.mirror_x && tools.mirror_y) return Mirror::Both;
  if (tools.mirror_x) return Mirror::X;
  if (tools.mirror_y) return Mirror::Y;
  return Mirror::None;
}

void pick_paint(ToolSettings& tools, std::uint8_t value) {
  if (value == kBlocked) {
    tools.paint = Paint::Wall;
  } else if (value == kOpenGround) {
    tools.paint = Paint::Open;
  } else {
    tools.paint = Paint::Terrain;
    tools.terrain_weight = terrain_weight(value);
  }
}

void set_brush_size(ToolSettings& tools, int size) {
  tools.brush_size = std::clamp(size, kMinBrushSize, kMaxBrushSize);
}

std::string_view tool_name(const ToolSettings& tools) {
  switch (tools.tool) {
    case Tool::Brush:
      switch (tools.paint) {
        case Paint::Wall:
          return "Wall";
        case Paint::Open:
          return "Erase";
        case Paint::Terrain:
          return "Terrain";
      }
      return "Brush";
    case Tool::Line:
      return "Line";
    case Tool::Rectangle:
      return "Rectangle";
    case Tool::Ellipse:
      return "Ellipse";
    case Tool::Fill:
      return "Fill";
    case Tool::Eyedropper:
      return "Eyedropper";
    case Tool::Start:
      return "Start";
    case Tool::Goal:
      return "Goal";
    case Tool::Agent:
      return "Agent";
    case Tool::Obstacle:
      return "Obstacle";
    case Tool::Select:
      return "Select";
  }
  return "?";
}

std::string paint_name(std::uint8_t value) {
  if (value == kBlocked) return "walls";
  if (value == kOpenGround) return "open ground";
  return "terrain x" + std::to_string(terrain_weight(value));
}

namespace {

std::string brush_label(std::uint8_t value) {
  if (value == kBlocked) return "Paint walls";
  if (value == kOpenGround) return "Erase";
  return "Paint " + paint_name(value);
}

Gesture brush(std::uint8_t value) {
  return {Gesture::Kind::Brush, value, brush_label(value)};
}

// A shape or fill gesture laying down `value`.
Gesture shaped(const ToolSettings& tools, std::uint8_t value) {
  using Kind = Gesture::Kind;
  const std::string what = " (" + paint_name(value) + ")";
  switch (tools.tool) {
    case Tool::Line:
      return {Kind::Line, value, "Line" + what};
    case Tool::Rectangle:
      return {Kind::Rectangle, value,
              (tools.filled ? "Filled rectangle" : "Rectangle") + what};
    case Tool::Ellipse:
      return {Kind::Ellipse, value,
              (tools.filled ? "Filled ellipse" : "Ellipse") + what};
    default:
      return {Kind::Fill, value, "Fill" + what};
  }
}

bool is_shape_or_fill(Tool tool) {
  return tool == Tool::Line || tool == Tool::Rectangle ||
         tool == Tool::Ellipse || tool == Tool::Fill;
}

}  // namespace

std::optional<Gesture> resolve_gesture(const ToolSettings& tools,
                                       MouseButton button, Modifiers mods,
                                       const Document& doc, Point cell) {
  using Kind = Gesture::Kind;
  if (button == MouseButton::Middle) return std::nullopt;
  const bool actors = tools.tool == Tool::Agent || tools.tool == Tool::Obstacle;
  if (button == MouseButton::Right && actors) {
    return Gesture{Kind::RemoveActor, 0, "Remove"};
  }
  if (button == MouseButton::Right) {
    return is_shape_or_fill(tools.tool) ? shaped(tools, kOpenGround)
                                        : brush(kOpenGround);
  }
  if (mods.ctrl) return brush(kBlocked);
  if (mods.alt) return brush(kOpenGround);
  if (tools.tool == Tool::Eyedropper) {
    return Gesture{Kind::Pick, 0, "Pick"};
  }
  if (doc.start && *doc.start == cell) {
    return Gesture{Kind::MoveStart, 0, "Move start"};
  }
  if (doc.goal && *doc.goal == cell) {
    return Gesture{Kind::MoveGoal, 0, "Move goal"};
  }
  switch (tools.tool) {
    case Tool::Brush:
      return brush(paint_value(tools));
    case Tool::Start:
      return Gesture{Kind::MoveStart, 0, "Place start"};
    case Tool::Goal:
      return Gesture{Kind::MoveGoal, 0, "Place goal"};
    case Tool::Agent:
      return Gesture{Kind::PlaceAgent, 0, "Place agent"};
    case Tool::Obstacle:
      return mods.shift ? Gesture{Kind::ExtendPatrol, 0, "Extend patrol"}
                        : Gesture{Kind::Patrol, 0, "Place obstacle"};
    default:
      return shaped(tools, paint_value(tools));
  }
}

}  // namespace astar::studio
