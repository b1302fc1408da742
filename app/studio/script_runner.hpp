#pragma once
// Turns script commands into the SDL events a person's input would make,
// so the app handles them through its ordinary event handlers. Each event
// is followed by a rendered frame, so ImGui sees every press and release.

#include <SDL_events.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <vector>

#include "astar/grid.hpp"
#include "script.hpp"

namespace astar::studio {

struct ScriptAction {
  enum class Kind : std::uint8_t { Event, Frames };
  Kind kind = Kind::Frames;
  SDL_Event event{};
  std::uint16_t modstate = 0;  // SDL_SetModState before pushing the event
  int frames = 0;
  // For drops: the command whose text is the file name.
  std::size_t command_index = 0;
};

// User events the runner pushes; event.user.code says which, and
// event.user.data1 is unused: the file is the command's text.
enum class ScriptRequest : std::int32_t {
  Screenshot = 1,
  Export = 2,
  State = 3
};

class ScriptRunner {
 public:
  // `user_event_type` comes from SDL_RegisterEvents.
  ScriptRunner(std::vector<ScriptCommand> commands, std::uint32_t window_id,
               std::uint32_t user_event_type);

  bool done() const { return pending_.empty() && next_ >= commands_.size(); }
  // The next action. Mouse positions are worked out when a command starts,
  // from `cell_to_window`, so they follow the current view.
  ScriptAction next(const std::function<SDL_Point(Point)>& cell_to_window);

  // The command a user event refers to (event.user.data2 holds its index).
  const ScriptCommand& command(std::size_t index) const {
    return commands_[index];
  }

 private:
  void expand(const ScriptCommand& command, std::size_t index,
              const std::function<SDL_Point(Point)>& cell_to_window);
  // An event action of this type, stamped with the modifiers held now.
  ScriptAction event_action(std::uint32_t type) const;
  void push_motion(SDL_Point to);
  void push_button(MouseButton button, bool down);
  void push_key(SDL_Keycode key, bool down);
  void press_modifiers(Modifiers mods);
  void release_modifiers();

  std::vector<ScriptCommand> commands_;
  std::size_t next_ = 0;
  std::deque<ScriptAction> pending_;
  std::uint32_t window_id_;
  std::uint32_t user_event_type_;
  SDL_Point mouse_{0, 0};
  std::uint32_t buttons_ = 0;   // SDL_BUTTON masks held
  std::uint16_t modstate_ = 0;  // modifiers held
};

}  // namespace astar::studio
