#pragma once
// The editing tools and their settings, and what a mouse press means once
// the button, the modifiers and the tool are weighed. The gestures
// themselves (strokes, shape drags, marker drags) live in canvas_editor.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "astar/edit/actors.hpp"
#include "astar/edit/document.hpp"
#include "astar/edit/paint.hpp"
#include "astar/grid/movement.hpp"

namespace astar::studio {

enum class Tool : std::uint8_t {
  Brush,  // paints the current paint; Wall, Erase and Terrain are brushes
  Line,
  Rectangle,
  Ellipse,
  Fill,
  Eyedropper,
  Start,
  Goal,
  Agent,     // places agents for the simulation
  Obstacle,  // drags a moving obstacle's patrol route
  Select,    // drags a rectangular selection (editing/selection_tool)
};

// What the brush, shapes and fill lay down.
enum class Paint : std::uint8_t { Wall, Open, Terrain };

struct ToolSettings {
  Tool tool = Tool::Brush;
  Paint paint = Paint::Wall;
  int terrain_weight = 2;  // 2..255; the toolbar offers kTerrainLevels
  int brush_size = 1;      // kMinBrushSize..kMaxBrushSize
  BrushTip tip = BrushTip::Square;
  bool mirror_x = false;  // painting is mirrored about the map's centre
  bool mirror_y = false;
  bool filled = false;  // rectangle and ellipse
  Connectivity fill_connectivity = Connectivity::Four;
  Tool before_pick = Tool::Brush;           // where the eyedropper goes back to
  double agent_speed = kDefaultAgentSpeed;  // cells per second
  double obstacle_speed = kDefaultObstacleSpeed;
  friend bool operator==(const ToolSettings&, const ToolSettings&) = default;
};

// The cell value the current paint lays down.
std::uint8_t paint_value(const ToolSettings& tools);
Mirror mirror_of(const ToolSettings& tools);
// Makes `value` (a cell's value) the current paint, as the eyedropper does.
void pick_paint(ToolSettings& tools, std::uint8_t value);
// Brush size, clamped to kMinBrushSize..kMaxBrushSize.
void set_brush_size(ToolSettings& tools, int size);

// "Wall", "Erase", "Terrain" for the brush, otherwise the tool's name.
std::string_view tool_name(const ToolSettings& tools);
// "walls", "open ground", "terrain x5".
std::string paint_name(std::uint8_t value);

enum class MouseButton : std::uint8_t { Left, Right, Middle };

struct Modifiers {
  bool ctrl = false;
  bool alt = false;
  bool shift = false;
};

// What one press on the canvas does.
struct Gesture {
  enum class Kind : std::uint8_t {
    Brush,      // a live stroke with the brush settings
    MoveStart,  // drag the start marker
    MoveGoal,
    Line,  // shapes: previewed while dragging, painted on release
    Rectangle,
    Ellipse,
    Fill,          // at once, on the press
    Pick,          // the eyedropper
    PlaceAgent,    // at once, on the press
    Patrol,        // drag a new obstacle's route, added on release
    ExtendPatrol,  // Shift+click: one more point on the newest route
    RemoveActor,   // right click with the agent or obstacle tool
  };
  Kind kind = Kind::Brush;
  std::uint8_t value = kBlocked;  // what Brush, shapes and Fill paint
  std::string label;              // the history step's name
};

// Right button: the tool with open ground (the brush erases). Ctrl+click
// paints walls and Alt+click erases with the brush whatever the tool (the
// Unity editor's convention). A left press on the start or goal marker
// drags it, except with the eyedropper. With the agent or obstacle tool
// the right button removes the agent or obstacle under the mouse.
std::optional<Gesture> resolve_gesture(const ToolSettings& tools,
                                       MouseButton button, Modifiers mods,
                                       const Document& doc, Point cell);

}  // namespace astar::studio
