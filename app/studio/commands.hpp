#pragma once
// Everything the user can ask for by menu, button or key. Panels and the
// keyboard push Commands; the App carries them out in one place, so a
// shortcut and its button always do the same thing.

#include <SDL_keycode.h>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace astar::studio {

enum class Command : std::uint8_t {
  NewMap,
  Open,
  Save,
  SaveAs,
  ExportPng,
  ClearMap,
  Quit,
  Undo,
  Redo,
  Fit,
  ZoomIn,
  ZoomOut,
  ToggleGridLines,
  TogglePalette,
  Step,
  StepMany,
  PlayPause,
  RunToEnd,
  ResetSearch,
  StepBack,
  ToolWall,
  ToolErase,
  ToolTerrain,
  ToolLine,
  ToolRectangle,
  ToolEllipse,
  ToolFill,
  ToolEyedropper,
  ToolStart,
  ToolGoal,
  Terrain2,
  Terrain3,
  Terrain5,
  Terrain10,
  BrushSmaller,
  BrushLarger,
  MirrorX,
  MirrorY,
  GenerateMap,
  ResizeMap,
  ShiftMap,
  InvertWalls,
  ToggleUnreachable,
  GenerateScenarios,
  CancelDrag,
  Help,
};

using CommandQueue = std::vector<Command>;

struct CommandInfo {
  Command command;
  const char* label;     // as shown in menus and the help window
  const char* shortcut;  // as shown to people; empty when there is none
};

// Every command, in help-window order.
std::span<const CommandInfo> all_commands();
const CommandInfo& command_info(Command command);

// The command a key press means, if any. `mod` is SDL's modifier state.
std::optional<Command> command_for_key(SDL_Keycode key, std::uint16_t mod);

}  // namespace astar::studio
