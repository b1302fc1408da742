#pragma once
// The headless script format: one command a line, '#' starts a comment.
// This file only turns text into commands; ScriptRunner turns commands into
// SDL events.
//
//   frames N                      render N frames
//   move X Y [pane N]             mouse over the centre of cell (X,Y) (in
//                                 compared pane N, 1 by default)
//   down left|right|middle [MODS] press a button; MODS: ctrl alt shift
//   up left|right|middle          release it
//   drag X1 Y1 X2 Y2 [BUTTON] [MODS] [pane N]  press, move cell by cell,
//                                 release
//   key COMBO                     e.g. space, n, f, ctrl+z, ctrl+shift+z
//   wheel N                       scroll N notches at the mouse (N < 0: down)
//   screenshot FILE               the whole window as PNG
//   export FILE                   the map as grayscale PNG
//   text STRING                   type text (into a focused text field)
//   drop FILE                     drop a file onto the window
//   state                         print one 'state ...' line to stdout
//   title                         print 'title: ' and the window title
//   wait SECONDS                  render frames until SECONDS of wall time
//                                 passed (autosave runs on wall time)
//   simulate SECONDS              enter Simulate mode (if not in it) and
//                                 render frames until SECONDS of simulated
//                                 time passed (one fixed step a frame);
//                                 'state' then adds one 'agent K ...' line
//                                 per agent
//   quit                          ask the app to quit (an SDL_QUIT), as the
//                                 window's close button does
//   click NAME                    move the mouse over the UI item NAME (a
//                                 button, menu, menu entry, field or row,
//                                 by its label, as drawn in the last frame)
//                                 and click it with the left button, then
//                                 render two frames (for what it opened)
//   hover NAME                    move the mouse over it only (tooltips)
//   clipped                       print 'clipped N', the lines of text the
//                                 last frame drew cut by their window's
//                                 edge, then one 'clipped: WINDOW "TEXT"'
//                                 line each (ui/clipped_text.hpp)
//   command NAME                  carry out the command NAME, as its menu
//                                 entry, button or key does (each
//                                 command's name: the manual's list)
//
// The features add their own verbs (ScriptVerb), registered with their
// commands: explain, break, history, link, predict, measure. The studio's
// manual lists them all.

#include <SDL_keycode.h>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "astar/result.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// Cell coordinates in a script lie within +-kMaxScriptCoordinate: maps are
// at most 8192 cells a side, and a drag moves cell by cell, so a far target
// (drag 0 0 2000000000 0) would otherwise queue events without end.
inline constexpr int kMaxScriptCoordinate = 100000;
// Script files larger than this are refused while being read, so that
// --script /dev/zero ends with an error.
inline constexpr std::size_t kMaxScriptBytes = std::size_t{4} << 20;

struct KeyCombo {
  SDL_Keycode key = SDLK_UNKNOWN;
  Modifiers mods;
};

struct ScriptCommand {
  enum class Kind : std::uint8_t {
    Frames,
    Move,
    Down,
    Up,
    Drag,
    Key,
    Wheel,
    Screenshot,
    Export,
    Text,
    Drop,
    State,
    Title,
    Wait,
    Quit,
    Click,
    Hover,
    Simulate,
    Clipped,
    Command,  // text: the command's name
    Feature,  // a feature's verb: `verb`, its arguments read by its parser
  };
  Kind kind = Kind::Frames;
  int line = 0;                   // 1-based, for messages
  int numbers[4] = {0, 0, 0, 0};  // N / X Y / X1 Y1 X2 Y2 / break X Y KIND
  double seconds = 0;             // wait, simulate
  int pane = 0;                   // move, drag: the compared pane, from 0
  MouseButton button = MouseButton::Left;
  Modifiers mods;
  KeyCombo key;
  std::string text;       // FILE, STRING or the NAME to click
  std::string_view verb;  // a feature's verb (ScriptVerb::name)
};

// What is wrong with a line's arguments; none when they parsed.
using ScriptLineError = std::optional<std::string>;

// A verb a feature adds to the script: the studio's modes register theirs
// (commands/command_registry.hpp), and the parser takes them from there.
struct ScriptVerb {
  std::string_view name;  // a static string
  // Reads the words after the verb into `command` (numbers, text).
  ScriptLineError (*parse)(std::span<const std::string_view> args,
                           ScriptCommand& command);
};

// The words a script may use beyond the built-in verbs.
struct ScriptVocabulary {
  std::span<const ScriptVerb> verbs;
  std::span<const std::string_view> commands;  // what `command NAME` takes
};

// For a verb's parser: reads `count` integers from `args` into
// command.numbers, each a cell coordinate (within +-kMaxScriptCoordinate);
// false when there are fewer or one does not fit.
bool read_script_cells(std::span<const std::string_view> args,
                       std::size_t count, ScriptCommand& command);
// How a usage message about cell coordinates ends.
std::string script_coordinate_range();
// The parser of a verb that takes no arguments.
ScriptLineError no_script_arguments(std::span<const std::string_view> args,
                                    ScriptCommand& command);

// Parses a whole script. Errors read "NAME:LINE: message".
Result<std::vector<ScriptCommand>> parse_script(
    std::string_view text, std::string_view name,
    const ScriptVocabulary& vocabulary = {});
// Reads a script file; refuses folders and files over kMaxScriptBytes.
Result<std::string> read_script(const std::string& path);
// Reads and parses a script file.
Result<std::vector<ScriptCommand>> load_script(
    const std::string& path, const ScriptVocabulary& vocabulary = {});

// "ctrl+shift+z" -> key z with ctrl and shift. Empty result on error.
std::optional<KeyCombo> parse_key_combo(std::string_view text);

}  // namespace astar::studio
