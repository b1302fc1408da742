#pragma once
// The canvas tools' commands: picking a tool, the paint, the brush,
// mirroring, the selection and its turns. The toolbar and the Edit menu
// show them; CanvasTools carries them out (edit mode registers them).

#include <array>
#include <optional>
#include <utility>

#include "ui/command.hpp"
#include "workspace/tools.hpp"

namespace astar::studio::cmd {

// Tool keys follow Tiled where it has one: B stamp brush, E eraser, T
// terrain brush, F bucket fill, R rectangle and C ellipse (its object
// tools); I (eyedropper), L (line), [ ] (brush size) are the usual
// painting-program keys. Tiled's R (rectangular select) is our rectangle,
// so Select is Q. With a selection or a stamp, X and Y flip it instead of
// switching mirroring, and Z turns it, as Tiled's stamp keys do.
inline constexpr CommandSpec ToolWall{
    .name = "tool-wall",
    .label = "Wall brush",
    .shortcut = "B",
    .keys = {keys::plain(SDLK_b)},
    .tooltip = "Wall brush: drag to paint walls"};
inline constexpr CommandSpec ToolErase{
    .name = "tool-erase",
    .label = "Eraser",
    .shortcut = "E",
    .keys = {keys::plain(SDLK_e)},
    .tooltip = "Eraser: drag to clear cells to open ground"};
inline constexpr CommandSpec ToolTerrain{
    .name = "tool-terrain",
    .label = "Terrain brush",
    .shortcut = "T",
    .keys = {keys::plain(SDLK_t)},
    .tooltip = "Terrain brush: paint cells that cost more to cross"};
inline constexpr CommandSpec ToolLine{
    .name = "tool-line",
    .label = "Line",
    .shortcut = "L",
    .keys = {keys::plain(SDLK_l)},
    .tooltip = "Line: drag from one end to the other"};
inline constexpr CommandSpec ToolRectangle{
    .name = "tool-rectangle",
    .label = "Rectangle",
    .shortcut = "R",
    .keys = {keys::plain(SDLK_r)},
    .tooltip = "Rectangle: drag from corner to corner"};
inline constexpr CommandSpec ToolEllipse{
    .name = "tool-ellipse",
    .label = "Ellipse",
    .shortcut = "C",
    .keys = {keys::plain(SDLK_c)},
    .tooltip = "Ellipse: drag the box it fits in, corner to corner"};
inline constexpr CommandSpec ToolFill{
    .name = "tool-fill",
    .label = "Bucket fill",
    .shortcut = "F",
    .keys = {keys::plain(SDLK_f)},
    .tooltip = "Bucket fill: paint the region of same-valued cells"};
inline constexpr CommandSpec ToolEyedropper{
    .name = "tool-eyedropper",
    .label = "Eyedropper",
    .shortcut = "I",
    .keys = {keys::plain(SDLK_i)},
    .tooltip = "Eyedropper: take a cell's value as the paint"};
inline constexpr CommandSpec ToolStart{
    .name = "tool-start",
    .label = "Place start",
    .shortcut = "S",
    .keys = {keys::plain(SDLK_s)},
    .tooltip = "Start: click or drag to place the start"};
inline constexpr CommandSpec ToolGoal{
    .name = "tool-goal",
    .label = "Place goal",
    .shortcut = "G",
    .keys = {keys::plain(SDLK_g)},
    .tooltip = "Goal: click or drag to place the goal"};
inline constexpr CommandSpec ToolAgent{
    .name = "tool-agent",
    .label = "Place agents (simulation)",
    .shortcut = "K",
    .keys = {keys::plain(SDLK_k)},
    .tooltip =
        "Agent: click to place a unit that walks to the goal in Simulate mode"};
inline constexpr CommandSpec ToolObstacle{
    .name = "tool-obstacle",
    .label = "Moving obstacle: drag its patrol",
    .shortcut = "O",
    .keys = {keys::plain(SDLK_o)},
    .tooltip = "Moving obstacle: drag its patrol route"};
inline constexpr CommandSpec ToolSelect{
    .name = "tool-select",
    .label = "Select cells",
    .shortcut = "Q",
    .keys = {keys::plain(SDLK_q)},
    .tooltip =
        "Select: drag a rectangle of cells to copy, cut, flip or rotate"};

inline constexpr CommandSpec Terrain2{.name = "terrain-2",
                                      .label = "Terrain cost 2",
                                      .shortcut = "1",
                                      .keys = {keys::plain(SDLK_1)}};
inline constexpr CommandSpec Terrain3{.name = "terrain-3",
                                      .label = "Terrain cost 3",
                                      .shortcut = "2",
                                      .keys = {keys::plain(SDLK_2)}};
inline constexpr CommandSpec Terrain5{.name = "terrain-5",
                                      .label = "Terrain cost 5",
                                      .shortcut = "3",
                                      .keys = {keys::plain(SDLK_3)}};
inline constexpr CommandSpec Terrain10{.name = "terrain-10",
                                       .label = "Terrain cost 10",
                                       .shortcut = "4",
                                       .keys = {keys::plain(SDLK_4)}};
// In the order of kTerrainLevels (workspace/tools.hpp).
inline constexpr std::array<const CommandSpec*, 4> kTerrainLevelCommands = {
    &Terrain2, &Terrain3, &Terrain5, &Terrain10};

inline constexpr CommandSpec BrushSmaller{
    .name = "brush-smaller",
    .label = "Smaller brush",
    .shortcut = "[",
    .keys = {keys::plain(SDLK_LEFTBRACKET)},
    .repeats = true};
inline constexpr CommandSpec BrushLarger{
    .name = "brush-larger",
    .label = "Larger brush",
    .shortcut = "]",
    .keys = {keys::plain(SDLK_RIGHTBRACKET)},
    .repeats = true};
// X and Y are the flips' keys: without a selection they mirror.
inline constexpr CommandSpec MirrorX{
    .name = "mirror-x",
    .label = "Mirror painting left-right",
    .shortcut = "X",
    .tooltip = "Also paint the mirror image left-right of the map's centre"};
inline constexpr CommandSpec MirrorY{
    .name = "mirror-y",
    .label = "Mirror painting top-bottom",
    .shortcut = "Y",
    .tooltip = "Also paint the mirror image top-bottom of the map's centre"};
inline constexpr CommandSpec CancelDrag{.name = "cancel",
                                        .label = "Cancel the drag in progress",
                                        .shortcut = "Escape",
                                        .keys = {keys::plain(SDLK_ESCAPE)}};

inline constexpr CommandSpec SelectAll{.name = "select-all",
                                       .label = "Select all",
                                       .shortcut = "Ctrl+A",
                                       .keys = {keys::ctrl(SDLK_a)},
                                       .menu = "Edit",
                                       .section = 1};
inline constexpr CommandSpec DeleteSelection{
    .name = "delete-selection",
    .label = "Delete cells (to open ground)",
    .shortcut = "Del",
    .keys = {keys::plain(SDLK_DELETE)},
    .menu = "Edit",
    .section = 1};
inline constexpr CommandSpec FlipHorizontal{.name = "flip-horizontal",
                                            .label = "Flip horizontally",
                                            .shortcut = "X",
                                            .keys = {keys::plain(SDLK_x)},
                                            .menu = "Edit",
                                            .section = 1};
inline constexpr CommandSpec FlipVertical{.name = "flip-vertical",
                                          .label = "Flip vertically",
                                          .shortcut = "Y",
                                          .keys = {keys::plain(SDLK_y)},
                                          .menu = "Edit",
                                          .section = 1};
inline constexpr CommandSpec RotateClockwise{.name = "rotate-clockwise",
                                             .label = "Rotate clockwise",
                                             .shortcut = "Z",
                                             .keys = {keys::plain(SDLK_z)},
                                             .menu = "Edit",
                                             .section = 1};
inline constexpr CommandSpec RotateCounterClockwise{
    .name = "rotate-counter-clockwise",
    .label = "Rotate counter-clockwise",
    .shortcut = "Shift+Z",
    .keys = {keys::shift(SDLK_z)},
    .menu = "Edit",
    .section = 1};

}  // namespace astar::studio::cmd

namespace astar::studio {

// The tool a tool command picks; none for the brushes (the brush and a
// paint) and for every other command.
constexpr std::optional<Tool> tool_of(Command command) {
  constexpr std::pair<const CommandSpec*, Tool> kTools[] = {
      {&cmd::ToolLine, Tool::Line},
      {&cmd::ToolRectangle, Tool::Rectangle},
      {&cmd::ToolEllipse, Tool::Ellipse},
      {&cmd::ToolFill, Tool::Fill},
      {&cmd::ToolEyedropper, Tool::Eyedropper},
      {&cmd::ToolStart, Tool::Start},
      {&cmd::ToolGoal, Tool::Goal},
      {&cmd::ToolAgent, Tool::Agent},
      {&cmd::ToolObstacle, Tool::Obstacle},
      {&cmd::ToolSelect, Tool::Select},
  };
  for (const auto& [spec, tool] : kTools) {
    if (command == *spec) return tool;
  }
  return std::nullopt;
}

}  // namespace astar::studio
