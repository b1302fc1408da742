#pragma once
// Turns script commands into the SDL events a person's input would make,
// so the app handles them through its ordinary event handlers. Each event
// is followed by a rendered frame, so ImGui sees every press and release.

#include <SDL_events.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "script/script.hpp"

namespace astar::studio {

struct ScriptAction {
  enum class Kind : std::uint8_t { Event, Frames, Wait };
  Kind kind = Kind::Frames;
  SDL_Event event{};
  std::uint16_t modstate = 0;  // SDL_SetModState before pushing the event
  int frames = 0;
  double seconds = 0;  // Wait: render frames until this much time passed
  // For drops: the command whose text is the file name; for clicks: the
  // command whose text names the UI item.
  std::size_t command_index = 0;
  // A click's mouse motion, aimed at the named item when it is taken.
  bool aim_at_target = false;
  // A click's button event, placed where the mouse is when it is taken.
  bool at_mouse = false;
  int aim_waited = 0;  // frames waited for the item to appear
};

// User events the runner pushes; event.user.code says which, and
// event.user.data1 is unused: the file is the command's text.
enum class ScriptRequest : std::int32_t {
  Screenshot = 1,
  Export = 2,
  State = 3,
  Title = 4,
  MissingTarget = 5,  // a click named a UI item not on screen
  Simulate = 6,       // enter Simulate mode unless in it
  Clipped = 7,        // the text the last frame cut at a window's edge
  Command = 8,        // carry out the command the text names
  Feature = 9,        // a feature's verb, for the mode that registered it
};

// The fixed simulation steps that make `seconds` of simulated time.
int simulation_steps(double seconds);

// Where the centre of map cell `cell` lies in window coordinates, in the
// canvas of compared pane `pane` (0 is run 1's, the only one when not
// comparing).
using CellToWindow = std::function<SDL_Point(Point cell, int pane)>;

class ScriptRunner {
 public:
  // `user_event_type` comes from SDL_RegisterEvents.
  ScriptRunner(std::vector<ScriptCommand> commands, std::uint32_t window_id,
               std::uint32_t user_event_type);

  bool done() const { return pending_.empty() && next_ >= commands_.size(); }
  // The next action. Mouse positions are worked out when a command starts,
  // from `cell_to_window`, so they follow the current view.
  ScriptAction next(const CellToWindow& cell_to_window);

  // Where a named UI item is on screen, for "click NAME"; set by the app.
  using TargetLookup =
      std::function<std::optional<SDL_Point>(std::string_view name)>;
  void set_target_lookup(TargetLookup lookup) {
    target_lookup_ = std::move(lookup);
  }

  // The command a user event refers to (event.user.data2 holds its index).
  const ScriptCommand& command(std::size_t index) const {
    return commands_[index];
  }

 private:
  void expand(const ScriptCommand& command, std::size_t index,
              const CellToWindow& cell_to_window);
  // The commands that send the window input events.
  void expand_input(const ScriptCommand& command, std::size_t index,
                    const CellToWindow& cell_to_window);
  // An event action of this type, stamped with the modifiers held now.
  ScriptAction event_action(std::uint32_t type) const;
  // Points a click's motion at its UI item as drawn now; false when the
  // item is not on screen.
  bool aim(ScriptAction& action);
  // The MissingTarget request for a click whose item never appeared; the
  // rest of the click is dropped.
  ScriptAction missing_target(const ScriptAction& click);
  void push_motion(SDL_Point to);
  void push_button(MouseButton button, bool down);
  void push_key(SDL_Keycode key, bool down);
  void press_modifiers(Modifiers mods);
  void release_modifiers();
  // Each appends the actions of one script command.
  void push_frames(int frames);
  void push_wait(double seconds);
  void push_drag(const ScriptCommand& command,
                 const CellToWindow& cell_to_window);
  void push_key_combo(const KeyCombo& combo);
  void push_wheel(int notches);
  void push_text(const std::string& text);
  void push_drop(std::size_t index);
  // "hover NAME" and "click NAME": motions aimed at the item when taken.
  void push_hover(std::size_t index);
  void push_click(std::size_t index);
  void push_request(ScriptRequest request, std::size_t index);
  // "simulate S": the request, then the frames that step the rest of S.
  void push_simulate(double seconds, std::size_t index);

  std::vector<ScriptCommand> commands_;
  std::size_t next_ = 0;
  std::deque<ScriptAction> pending_;
  std::uint32_t window_id_;
  std::uint32_t user_event_type_;
  SDL_Point mouse_{0, 0};
  std::uint32_t buttons_ = 0;   // SDL_BUTTON masks held
  std::uint16_t modstate_ = 0;  // modifiers held
  TargetLookup target_lookup_;
};

}  // namespace astar::studio
