#pragma once
// The headless script format: one command a line, '#' starts a comment.
// This file only turns text into commands; ScriptRunner turns commands into
// SDL events.
//
//   frames N                      render N frames
//   move X Y                      mouse over the centre of cell (X,Y)
//   down left|right|middle [MODS] press a button; MODS: ctrl alt shift
//   up left|right|middle          release it
//   drag X1 Y1 X2 Y2 [BUTTON] [MODS]  press, move cell by cell, release
//   key COMBO                     e.g. space, n, f, ctrl+z, ctrl+shift+z
//   wheel N                       scroll N notches at the mouse (N < 0: down)
//   screenshot FILE               the whole window as PNG
//   export FILE                   the map as grayscale PNG
//   text STRING                   type text (into a focused text field)
//   drop FILE                     drop a file onto the window
//   state                         print one 'state ...' line to stdout
//   title                         print 'title: ' and the window title
//   explain                       print why the last search step took its
//                                 cell and what it did to each neighbour,
//                                 as 'explain: ...' lines
//   break X Y opened|expanded     a breakpoint: playing, stepping and running
//                                 stop after the step that opens (expands)
//                                 cell (X,Y)
//   break clear                   removes every breakpoint
//   history                       print the plots' data as one line:
//                                 'history steps=N key_decreases=D
//                                 first_decrease=S max_open=M'
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
//   link                          print 'link: ' and the shared link of the
//                                 state shown (Edit > Copy link)
//   predict X Y                   guess that cell (X,Y) is expanded next, as
//                                 a click in predict mode does (the mode
//                                 need not be on): prints one 'predict ...'
//                                 line (search/predict.hpp), then a counted
//                                 guess steps the search
//   clipped                       print 'clipped N', the lines of text the
//                                 last frame drew cut by their window's
//                                 edge, then one 'clipped: WINDOW "TEXT"'
//                                 line each (ui/clipped_text.hpp)

#include <SDL_keycode.h>

#include <cstddef>
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
    Explain,
    Break,
    History,
    Wait,
    Quit,
    Click,
    Hover,
    Simulate,
    Link,
    Predict,
    Clipped,
  };
  Kind kind = Kind::Frames;
  int line = 0;                   // 1-based, for messages
  int numbers[4] = {0, 0, 0, 0};  // N / X Y / X1 Y1 X2 Y2 / break X Y KIND
  double seconds = 0;             // wait, simulate
  MouseButton button = MouseButton::Left;
  Modifiers mods;
  KeyCombo key;
  std::string text;  // FILE, STRING or the NAME to click
};

// Parses a whole script. Errors read "NAME:LINE: message".
Result<std::vector<ScriptCommand>> parse_script(std::string_view text,
                                                std::string_view name);
// Reads and parses a script file; refuses folders and files over
// kMaxScriptBytes.
Result<std::vector<ScriptCommand>> load_script(const std::string& path);

// "ctrl+shift+z" -> key z with ctrl and shift. Empty result on error.
std::optional<KeyCombo> parse_key_combo(std::string_view text);

}  // namespace astar::studio
