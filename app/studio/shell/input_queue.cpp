#include "shell/input_queue.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdint>

namespace astar::studio {
namespace {

int button_index(std::uint8_t sdl_button) {
  switch (sdl_button) {
    case SDL_BUTTON_LEFT:
      return 0;
    case SDL_BUTTON_RIGHT:
      return 1;
    case SDL_BUTTON_MIDDLE:
      return 2;
    default:
      return -1;
  }
}

}  // namespace

bool InputQueue::poll(const std::function<void(SDL_Event&)>& route) {
  for (int b = 0; b < 3; ++b) {
    if (release_next_frame_[b]) mouse_down_[b] = false;
    release_next_frame_[b] = false;
    pressed_this_batch_[b] = false;
  }
  std::vector<SDL_Event> deferred;
  deferred.swap(deferred_key_ups_);
  keys_down_this_batch_.clear();
  for (SDL_Event& event : deferred) {
    observe(event);
    route(event);
  }
  bool had_events = !deferred.empty();
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    had_events = true;
    if (event.type == SDL_KEYDOWN) {
      keys_down_this_batch_.push_back(event.key.keysym.scancode);
    } else if (event.type == SDL_KEYUP &&
               std::find(
                   keys_down_this_batch_.begin(), keys_down_this_batch_.end(),
                   event.key.keysym.scancode) != keys_down_this_batch_.end()) {
      // A tap within one frame: ImGui must see the key down once.
      deferred_key_ups_.push_back(event);
      continue;
    }
    observe(event);
    route(event);
  }
  idle_frames_ = had_events ? 0 : idle_frames_ + 1;
  return had_events;
}

void InputQueue::observe(const SDL_Event& event) {
  switch (event.type) {
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_FOCUS_GAINED) {
        mods_ = SDL_GetModState();  // keys held while away
      }
      if (event.window.event == SDL_WINDOWEVENT_LEAVE) {
        mouse_in_window_ = false;
      } else if (event.window.event == SDL_WINDOWEVENT_ENTER) {
        mouse_in_window_ = true;
      }
      break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
      // The modifiers as they were at this key, not as SDL has them after
      // the whole batch: a quick Ctrl+A (one frame, its releases held back)
      // would otherwise reach ImGui as a bare A.
      mods_ = event.key.keysym.mod;
      break;
    case SDL_MOUSEMOTION:
      mouse_x_ = static_cast<float>(event.motion.x);
      mouse_y_ = static_cast<float>(event.motion.y);
      mouse_in_window_ = true;
      if (event.motion.state & SDL_BUTTON_LMASK) note_pan();
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
      const int b = button_index(event.button.button);
      if (b < 0) break;
      mouse_x_ = static_cast<float>(event.button.x);
      mouse_y_ = static_cast<float>(event.button.y);
      if (event.type == SDL_MOUSEBUTTONDOWN) {
        mouse_down_[b] = true;
        pressed_this_batch_[b] = true;
        release_next_frame_[b] = false;
      } else if (pressed_this_batch_[b]) {
        // A click shorter than a frame: ImGui must still see it held once.
        release_next_frame_[b] = true;
      } else {
        mouse_down_[b] = false;
      }
      break;
    }
    default:
      break;
  }
}

bool InputQueue::release_space() {
  if (!space_held_) return false;
  space_held_ = false;
  return !space_dragged_;
}

void InputQueue::apply_to_imgui() const {
  ImGuiIO& io = ImGui::GetIO();
  const bool any_down = mouse_down_[0] || mouse_down_[1] || mouse_down_[2];
  io.MousePos = (mouse_in_window_ || any_down) ? ImVec2(mouse_x_, mouse_y_)
                                               : ImVec2(-FLT_MAX, -FLT_MAX);
  for (int b = 0; b < 3; ++b) io.MouseDown[b] = mouse_down_[b];
  io.KeyCtrl = (mods_ & KMOD_CTRL) != 0;
  io.KeyShift = (mods_ & KMOD_SHIFT) != 0;
  io.KeyAlt = (mods_ & KMOD_ALT) != 0;
}

}  // namespace astar::studio
