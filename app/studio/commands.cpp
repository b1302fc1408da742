#include "commands.hpp"

#include <SDL_keyboard.h>

#include <cassert>

namespace astar::studio {
namespace {

constexpr CommandInfo kCommands[] = {
    {Command::NewMap, "New map...", "Ctrl+N"},
    {Command::Open, "Open...", "Ctrl+O"},
    {Command::Save, "Save", "Ctrl+S"},
    {Command::SaveAs, "Save as...", "Ctrl+Shift+S"},
    {Command::ExportPng, "Export PNG...", "Ctrl+E"},
    {Command::ClearMap, "Clear map", "Ctrl+Delete"},
    {Command::Quit, "Quit", "Ctrl+Q"},
    {Command::Undo, "Undo", "Ctrl+Z"},
    {Command::Redo, "Redo", "Ctrl+Y / Ctrl+Shift+Z"},
    {Command::Fit, "Fit map to window", "F / Home"},
    {Command::ZoomIn, "Zoom in", "+ / wheel up"},
    {Command::ZoomOut, "Zoom out", "- / wheel down"},
    {Command::ToggleGridLines, "Grid lines", "Ctrl+G"},
    {Command::TogglePalette, "Colour-blind-safe palette", "Ctrl+B"},
    {Command::Step, "Step", "N"},
    {Command::StepMany, "Step xN", "Shift+N"},
    {Command::PlayPause, "Play / Pause", "Space"},
    {Command::RunToEnd, "Run to end", "Enter"},
    {Command::ResetSearch, "Reset search", "Ctrl+R"},
    {Command::StepBack, "Step back", "Backspace"},
    {Command::ToolWall, "Wall brush", "W"},
    {Command::ToolErase, "Erase brush", "E"},
    {Command::ToolTerrain, "Terrain brush", "T"},
    {Command::ToolStart, "Place start", "S"},
    {Command::ToolGoal, "Place goal", "G"},
    {Command::Terrain2, "Terrain cost 2", "1"},
    {Command::Terrain3, "Terrain cost 3", "2"},
    {Command::Terrain5, "Terrain cost 5", "3"},
    {Command::Terrain10, "Terrain cost 10", "4"},
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
      case SDLK_y:
        return Command::Redo;
      case SDLK_g:
        return Command::ToggleGridLines;
      case SDLK_b:
        return Command::TogglePalette;
      case SDLK_r:
        return Command::ResetSearch;
      default:
        return std::nullopt;
    }
  }
  switch (key) {
    case SDLK_f:
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
    case SDLK_w:
      return Command::ToolWall;
    case SDLK_e:
      return Command::ToolErase;
    case SDLK_t:
      return Command::ToolTerrain;
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
    case SDLK_F1:
      return Command::Help;
    default:
      return std::nullopt;
  }
}

}  // namespace astar::studio
