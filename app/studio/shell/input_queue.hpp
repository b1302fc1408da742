#pragma once
// SDL events for one frame, as Dear ImGui 1.86 needs them.
//
// ImGui 1.86 (Debian 12's) reads the mouse and keys as "held or not" once a
// frame and polls SDL_GetMouseState, which events pushed with SDL_PushEvent
// (the headless scripts) do not update. So the queue keeps its own mouse
// state from the events, keeps a click shorter than a frame held for one
// frame, holds a key release that came in the same frame as its press
// back to the next frame, and gives ImGui the modifiers of the last key
// event routed rather than SDL's state after the whole batch. Real and scripted
// input take the same path. ImGui 1.87's input queue makes all of this
// unnecessary.

#include <SDL_events.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace astar::studio {

class InputQueue {
 public:
  // Takes this frame's events, the held-back releases first, and passes
  // each to `route`. True when there were any.
  bool poll(const std::function<void(SDL_Event&)>& route);
  // Gives ImGui the mouse and modifier state (after ImGui's backend ran).
  void apply_to_imgui() const;

  // Frames in a row without events; the loop sleeps after a few.
  int idle_frames() const { return idle_frames_; }
  bool holding_key_releases() const { return !deferred_key_ups_.empty(); }

  // Space alone plays or pauses; held while dragging, it pans instead.
  bool space_held() const { return space_held_; }
  void press_space() {
    space_held_ = true;
    space_dragged_ = false;
  }
  // Releases Space; true when it was a tap (no drag while held).
  bool release_space();
  void note_pan() {
    if (space_held_) space_dragged_ = true;
  }

 private:
  void observe(const SDL_Event& event);

  float mouse_x_ = -1, mouse_y_ = -1;
  bool mouse_in_window_ = false;
  std::uint16_t mods_ = KMOD_NONE;
  bool mouse_down_[3] = {};
  bool pressed_this_batch_[3] = {};
  bool release_next_frame_[3] = {};
  std::vector<SDL_Event> deferred_key_ups_;
  std::vector<SDL_Scancode> keys_down_this_batch_;
  bool space_held_ = false;
  bool space_dragged_ = false;
  int idle_frames_ = 0;
};

}  // namespace astar::studio
