#include "commands/commands.hpp"

#include <SDL_keyboard.h>

#include <cassert>

namespace astar::studio {
namespace {

// Tool keys follow Tiled where it has one: B stamp brush, E eraser, T
// terrain brush, F bucket fill, R rectangle and C ellipse (its object
// tools); I (eyedropper), L (line), [ ] (brush size) are the usual
// painting-program keys. F was "fit to window" before; fit is Home now.
// Tiled's R (rectangular select) is our rectangle, so Select is Q. With a
// selection or a stamp, X and Y flip it instead of switching mirroring,
// and Z turns it, as Tiled's stamp keys do (editing/canvas_tools.cpp).
constexpr CommandInfo kCommands[] = {
    {Command::NewMap, "New map...", "Ctrl+N"},
    {Command::Open, "Open...", "Ctrl+O"},
    {Command::Save, "Save", "Ctrl+S"},
    {Command::SaveAs, "Save as...", "Ctrl+Shift+S"},
    {Command::ExportPng, "Export PNG...", "Ctrl+E"},
    {Command::ExportFrames, "Export frames every K steps...", ""},
    {Command::GenerateScenarios, "Generate scenarios (.scen)...", ""},
    {Command::Quit, "Quit", "Ctrl+Q"},
    {Command::Undo, "Undo", "Ctrl+Z"},
    {Command::Redo, "Redo", "Ctrl+Y / Ctrl+Shift+Z"},
    {Command::GenerateMap, "Generate map...", "Ctrl+Shift+G"},
    {Command::ResizeMap, "Resize map...", "Ctrl+Shift+R"},
    {Command::ShiftMap, "Shift / wrap map...", ""},
    {Command::InvertWalls, "Invert walls", "Ctrl+I"},
    {Command::ClearMap, "Clear map", "Ctrl+Delete"},
    {Command::Fit, "Fit map to window", "Home"},
    {Command::ZoomIn, "Zoom in", "+ / wheel up"},
    {Command::ZoomOut, "Zoom out", "- / wheel down"},
    {Command::ToggleGridLines, "Grid lines", "Ctrl+G"},
    {Command::TogglePalette, "Colour-blind-safe palette", "Ctrl+B"},
    {Command::ToggleUnreachable, "Show cells the start cannot reach", "U"},
    {Command::ToggleClearance, "Clearance: the largest unit per cell", "H"},
    {Command::CycleCellNumbers,
     "Cell numbers: f, g and h / f only / none (zoomed in)", "Ctrl+L"},
    {Command::ToggleArrows, "Arrows to parents", "A"},
    {Command::ToggleCompare, "Compare runs side by side", "V"},
    {Command::Step, "Step", "N"},
    {Command::StepMany, "Step xN", "Shift+N"},
    {Command::PlayPause, "Play / Pause", "Space"},
    {Command::RunToEnd, "Run to end", "Enter"},
    {Command::ResetSearch, "Reset search", "Ctrl+R"},
    {Command::StepBack, "Step back", "Backspace"},
    {Command::StepLine, "Step one pseudocode line", "P"},
    {Command::TogglePredict, "Predict next step", "Shift+P"},
    {Command::ToolWall, "Wall brush", "B"},
    {Command::ToolErase, "Eraser", "E"},
    {Command::ToolTerrain, "Terrain brush", "T"},
    {Command::ToolLine, "Line", "L"},
    {Command::ToolRectangle, "Rectangle", "R"},
    {Command::ToolEllipse, "Ellipse", "C"},
    {Command::ToolFill, "Bucket fill", "F"},
    {Command::ToolEyedropper, "Eyedropper", "I"},
    {Command::ToolStart, "Place start", "S"},
    {Command::ToolGoal, "Place goal", "G"},
    {Command::ToolAgent, "Place agents (simulation)", "K"},
    {Command::ToolObstacle, "Moving obstacle: drag its patrol", "O"},
    {Command::ToolSelect, "Select cells", "Q"},
    {Command::ToggleSimulate, "Simulate: agents walk to the goal", "M"},
    {Command::ResetSimulation, "Restart the simulation", "Shift+M"},
    {Command::Terrain2, "Terrain cost 2", "1"},
    {Command::Terrain3, "Terrain cost 3", "2"},
    {Command::Terrain5, "Terrain cost 5", "3"},
    {Command::Terrain10, "Terrain cost 10", "4"},
    {Command::BrushSmaller, "Smaller brush", "["},
    {Command::BrushLarger, "Larger brush", "]"},
    {Command::MirrorX, "Mirror painting left-right", "X"},
    {Command::MirrorY, "Mirror painting top-bottom", "Y"},
    {Command::CancelDrag, "Cancel the drag in progress", "Escape"},
    {Command::Help, "Help: shortcuts", "F1"},
    {Command::WhatAmISeeing, "What am I seeing?", ""},
    {Command::ShowLessons, "Lessons", ""},
    {Command::SelectAll, "Select all", "Ctrl+A"},
    {Command::Copy, "Copy cells", "Ctrl+C"},
    {Command::Cut, "Cut cells", "Ctrl+X"},
    {Command::DeleteSelection, "Delete cells (to open ground)", "Del"},
    {Command::Paste, "Paste cells as a stamp", "Ctrl+V"},
    {Command::FlipHorizontal, "Flip horizontally", "X"},
    {Command::FlipVertical, "Flip vertically", "Y"},
    {Command::RotateClockwise, "Rotate clockwise", "Z"},
    {Command::RotateCounterClockwise, "Rotate counter-clockwise", "Shift+Z"},
    {Command::CopyLink, "Copy link", "Ctrl+Shift+C"},
    {Command::PasteLink, "Open link from clipboard", "Ctrl+V"},
};

// A key and the command it means; Shift picks `shifted` instead where the
// two differ, and is otherwise ignored.
struct KeyBinding {
  SDL_Keycode key;
  Command command;
  Command shifted;
};

constexpr KeyBinding bind(SDL_Keycode key, Command command) {
  return {key, command, command};
}

constexpr KeyBinding bind(SDL_Keycode key, Command command, Command shifted) {
  return {key, command, shifted};
}

constexpr KeyBinding kCtrlKeys[] = {
    bind(SDLK_n, Command::NewMap),
    bind(SDLK_o, Command::Open),
    bind(SDLK_s, Command::Save, Command::SaveAs),
    bind(SDLK_e, Command::ExportPng),
    bind(SDLK_c, Command::Copy, Command::CopyLink),
    bind(SDLK_x, Command::Cut),
    bind(SDLK_v, Command::Paste),
    bind(SDLK_a, Command::SelectAll),
    bind(SDLK_DELETE, Command::ClearMap),
    bind(SDLK_q, Command::Quit),
    bind(SDLK_z, Command::Undo, Command::Redo),
    bind(SDLK_i, Command::InvertWalls),
    bind(SDLK_y, Command::Redo),
    bind(SDLK_g, Command::ToggleGridLines, Command::GenerateMap),
    bind(SDLK_b, Command::TogglePalette),
    bind(SDLK_r, Command::ResetSearch, Command::ResizeMap),
    bind(SDLK_l, Command::CycleCellNumbers),
};

constexpr KeyBinding kPlainKeys[] = {
    bind(SDLK_HOME, Command::Fit),
    bind(SDLK_PLUS, Command::ZoomIn),
    bind(SDLK_EQUALS, Command::ZoomIn),
    bind(SDLK_KP_PLUS, Command::ZoomIn),
    bind(SDLK_MINUS, Command::ZoomOut),
    bind(SDLK_KP_MINUS, Command::ZoomOut),
    bind(SDLK_n, Command::Step, Command::StepMany),
    bind(SDLK_RETURN, Command::RunToEnd),
    bind(SDLK_KP_ENTER, Command::RunToEnd),
    bind(SDLK_BACKSPACE, Command::StepBack),
    bind(SDLK_p, Command::StepLine, Command::TogglePredict),
    bind(SDLK_b, Command::ToolWall),
    bind(SDLK_e, Command::ToolErase),
    bind(SDLK_t, Command::ToolTerrain),
    bind(SDLK_l, Command::ToolLine),
    bind(SDLK_r, Command::ToolRectangle),
    bind(SDLK_c, Command::ToolEllipse),
    bind(SDLK_f, Command::ToolFill),
    bind(SDLK_i, Command::ToolEyedropper),
    bind(SDLK_LEFTBRACKET, Command::BrushSmaller),
    bind(SDLK_RIGHTBRACKET, Command::BrushLarger),
    bind(SDLK_x, Command::FlipHorizontal),
    bind(SDLK_y, Command::FlipVertical),
    bind(SDLK_u, Command::ToggleUnreachable),
    bind(SDLK_h, Command::ToggleClearance),
    bind(SDLK_a, Command::ToggleArrows),
    bind(SDLK_v, Command::ToggleCompare),
    bind(SDLK_s, Command::ToolStart),
    bind(SDLK_g, Command::ToolGoal),
    bind(SDLK_k, Command::ToolAgent),
    bind(SDLK_o, Command::ToolObstacle),
    bind(SDLK_q, Command::ToolSelect),
    bind(SDLK_z, Command::RotateClockwise, Command::RotateCounterClockwise),
    bind(SDLK_DELETE, Command::DeleteSelection),
    bind(SDLK_m, Command::ToggleSimulate, Command::ResetSimulation),
    bind(SDLK_1, Command::Terrain2),
    bind(SDLK_2, Command::Terrain3),
    bind(SDLK_3, Command::Terrain5),
    bind(SDLK_4, Command::Terrain10),
    bind(SDLK_ESCAPE, Command::CancelDrag),
    bind(SDLK_F1, Command::Help),
};

std::optional<Command> find_binding(std::span<const KeyBinding> bindings,
                                    SDL_Keycode key, bool shift) {
  for (const KeyBinding& binding : bindings) {
    if (binding.key == key) return shift ? binding.shifted : binding.command;
  }
  return std::nullopt;
}

}  // namespace

std::span<const CommandInfo> all_commands() { return kCommands; }

const CommandInfo& command_info(Command command) {
  for (const CommandInfo& info : kCommands) {
    if (info.command == command) return info;
  }
  assert(false && "every command has an entry");
  return kCommands[0];
}

std::optional<Command> command_for_key(SDL_Keycode key, std::uint16_t mod) {
  if ((mod & KMOD_ALT) != 0) return std::nullopt;
  const bool shift = (mod & KMOD_SHIFT) != 0;
  if ((mod & KMOD_CTRL) != 0) return find_binding(kCtrlKeys, key, shift);
  return find_binding(kPlainKeys, key, shift);
}

}  // namespace astar::studio
