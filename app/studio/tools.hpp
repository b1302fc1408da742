#pragma once
// The editing tools. A stroke paints live into the document while the
// mouse moves, filling the cells between samples, and becomes one
// EditCommand when the button is released.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "astar/document.hpp"
#include "astar/edit_history.hpp"
#include "cell_rect.hpp"

namespace astar::studio {

enum class Tool : std::uint8_t { Wall, Erase, Terrain, Start, Goal };
inline constexpr Tool kAllTools[] = {Tool::Wall, Tool::Erase, Tool::Terrain,
                                     Tool::Start, Tool::Goal};

std::string_view tool_name(Tool tool);

struct ToolSettings {
  Tool tool = Tool::Wall;
  int terrain_weight = 2;  // one of kTerrainLevels
};

enum class MouseButton : std::uint8_t { Left, Right, Middle };

struct Modifiers {
  bool ctrl = false;
  bool alt = false;
  bool shift = false;
};

// What one press does once the button, modifiers and tool are weighed.
struct StrokeAction {
  enum class Kind : std::uint8_t { Paint, MoveStart, MoveGoal };
  Kind kind = Kind::Paint;
  std::uint8_t value = kOpenGround;  // for Paint
  std::string label;
};

// Right drag erases, Ctrl+click walls and Alt+click erases whatever the
// tool (the Unity editor's convention); a left press on the start or goal
// marker drags it.
std::optional<StrokeAction> resolve_stroke(const ToolSettings& tools,
                                           MouseButton button, Modifiers mods,
                                           const Document& doc, Point cell);

// What a stroke sample did, for the textures, the search and the status.
struct StrokeFeedback {
  CellRect cells_changed;
  bool markers_changed = false;
  std::string refusal;  // why something was not done, for the status line
};

class StrokeEditor {
 public:
  bool active() const { return active_; }
  StrokeFeedback begin(Document& doc, StrokeAction action, Point cell);
  // Continues to `cell`, painting every cell on the line from the last one.
  StrokeFeedback extend(Document& doc, Point cell);
  // Ends the stroke. The command is already applied to the document; record
  // it with EditHistory::record_applied. Empty when nothing changed.
  std::optional<EditCommand> finish();

 private:
  void paint_cell(Document& doc, Point p, StrokeFeedback& feedback);
  void move_marker(Document& doc, Point p, StrokeFeedback& feedback);

  bool active_ = false;
  StrokeAction action_;
  Point last_;
  std::vector<CellChange> changes_;
  std::unordered_map<int, std::size_t> change_of_cell_;
  std::optional<MarkerChange> marker_;
};

// The cells on the line from `a` to `b` (Bresenham), both ends included.
std::vector<Point> line_cells(Point a, Point b);

}  // namespace astar::studio
