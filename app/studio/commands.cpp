#include "commands.hpp"

#include <SDL_keyboard.h>

#include <cassert>

namespace astar::studio {
namespace {

// Tool keys follow Tiled where it has one: B stamp brush, E eraser, T
// terrain brush, F bucket fill, R rectangle and C ellipse (its object
// tools); I (eyedropper), L (line), [ ] (brush size) are the usual
// painting-program keys. F was "fit to window" before; fit is Home now.
constexpr CommandInfo kCommands[] = {
    {Command::NewMap, "New map...", "Ctrl+N"},
    {Command::Open, "Open...", "Ctrl+O"},
    {Command::Save, "Save", "Ctrl+S"},
    {Command::SaveAs, "Save as...", "Ctrl+Shift+S"},
    {Command::ExportPng, "Export PNG...", "Ctrl+E"},
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
    {Command::Step, "Step", "N"},
    {Command::StepMany, "Step xN", "Shift+N"},
    {Command::PlayPause, "Play / Pause", "Space"},
    {Command::RunToEnd, "Run to end", "Enter"},
    {Command::ResetSearch, "Reset search", "Ctrl+R"},
    {Command::StepBack, "Step back", "Backspace"},
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
};

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
  const bool ctrl = (mod & KMOD_CTRL) != 0;
  const bool shift = (mod & KMOD_SHIFT) != 0;
  const bool alt = (mod & KMOD_ALT) != 0;
  if (alt) return std::nullopt;
  if (ctrl) {
    switch (key) {
      case SDLK_n:
        return Command::NewMap;
      case SDLK_o:
        return Command::Open;
      case SDLK_s:
        return shift ? Command::SaveAs : Command::Save;
      case SDLK_e:
        return Command::ExportPng;
      case SDLK_DELETE:
        return Command::ClearMap;
      case SDLK_q:
        return Command::Quit;
      case SDLK_z:
        return shift ? Command::Redo : Command::Undo;
      case SDLK_i:
        return Command::InvertWalls;
      case SDLK_y:
        return Command::Redo;
      case SDLK_g:
        return shift ? Command::GenerateMap : Command::ToggleGridLines;
      case SDLK_b:
        return Command::TogglePalette;
      case SDLK_r:
        return shift ? Command::ResizeMap : Command::ResetSearch;
      default:
        return std::nullopt;
    }
  }
  switch (key) {
    case SDLK_HOME:
      return Command::Fit;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
      return Command::ZoomIn;
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
      return Command::ZoomOut;
    case SDLK_n:
      return shift ? Command::StepMany : Command::Step;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      return Command::RunToEnd;
    case SDLK_BACKSPACE:
      return Command::StepBack;
    case SDLK_b:
      return Command::ToolWall;
    case SDLK_e:
      return Command::ToolErase;
    case SDLK_t:
      return Command::ToolTerrain;
    case SDLK_l:
      return Command::ToolLine;
    case SDLK_r:
      return Command::ToolRectangle;
    case SDLK_c:
      return Command::ToolEllipse;
    case SDLK_f:
      return Command::ToolFill;
    case SDLK_i:
      return Command::ToolEyedropper;
    case SDLK_LEFTBRACKET:
      return Command::BrushSmaller;
    case SDLK_RIGHTBRACKET:
      return Command::BrushLarger;
    case SDLK_x:
      return Command::MirrorX;
    case SDLK_y:
      return Command::MirrorY;
    case SDLK_u:
      return Command::ToggleUnreachable;
    case SDLK_s:
      return Command::ToolStart;
    case SDLK_g:
      return Command::ToolGoal;
    case SDLK_1:
      return Command::Terrain2;
    case SDLK_2:
      return Command::Terrain3;
    case SDLK_3:
      return Command::Terrain5;
    case SDLK_4:
      return Command::Terrain10;
    case SDLK_ESCAPE:
      return Command::CancelDrag;
    case SDLK_F1:
      return Command::Help;
    default:
      return std::nullopt;
  }
}

}  // namespace astar::studio
