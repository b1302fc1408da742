#include "script/script_runner.hpp"

#include <SDL_keyboard.h>
#include <SDL_mouse.h>
#include <SDL_stdinc.h>
#include <SDL_timer.h>

#include <cmath>
#include <cstring>
#include <optional>

#include "agents/simulation.hpp"
#include "astar/edit/shapes.hpp"

namespace astar::studio {

int simulation_steps(double seconds) {
  return static_cast<int>(std::ceil(seconds / kSimStepSeconds - 1e-9));
}

namespace {

std::uint8_t sdl_button(MouseButton button) {
  switch (button) {
    case MouseButton::Left:
      return SDL_BUTTON_LEFT;
    case MouseButton::Right:
      return SDL_BUTTON_RIGHT;
    case MouseButton::Middle:
      return SDL_BUTTON_MIDDLE;
  }
  return SDL_BUTTON_LEFT;
}

// The commands that ask the App for something rather than send it input.
std::optional<ScriptRequest> request_of(ScriptCommand::Kind kind) {
  using Kind = ScriptCommand::Kind;
  switch (kind) {
    case Kind::Screenshot:
      return ScriptRequest::Screenshot;
    case Kind::Export:
      return ScriptRequest::Export;
    case Kind::State:
      return ScriptRequest::State;
    case Kind::Title:
      return ScriptRequest::Title;
    case Kind::Simulate:
      return ScriptRequest::Simulate;
    case Kind::Clipped:
      return ScriptRequest::Clipped;
    case Kind::Command:
      return ScriptRequest::Command;
    case Kind::Feature:
      return ScriptRequest::Feature;
    default:
      return std::nullopt;
  }
}

}  // namespace

ScriptRunner::ScriptRunner(std::vector<ScriptCommand> commands,
                           std::uint32_t window_id,
                           std::uint32_t user_event_type)
    : commands_(std::move(commands)),
      window_id_(window_id),
      user_event_type_(user_event_type) {}

ScriptAction ScriptRunner::next(const CellToWindow& cell_to_window) {
  while (pending_.empty() && next_ < commands_.size()) {
    const std::size_t index = next_++;
    expand(commands_[index], index, cell_to_window);
  }
  if (pending_.empty()) return {};
  ScriptAction action = pending_.front();
  pending_.pop_front();
  if (action.aim_at_target && !aim(action)) {
    // The item may still be appearing (a menu or dialog takes a few frames
    // to lay out): render a frame and look again, a few times.
    constexpr int kMaxWaitFrames = 10;
    if (action.aim_waited < kMaxWaitFrames) {
      ++action.aim_waited;
      pending_.push_front(action);
      ScriptAction wait;
      wait.kind = ScriptAction::Kind::Frames;
      wait.frames = 1;
      return wait;
    }
    return missing_target(action);
  }
  if (action.at_mouse) {
    // A click's press and release land where its motions took the mouse.
    action.event.button.x = mouse_.x;
    action.event.button.y = mouse_.y;
  }
  return action;
}

ScriptAction ScriptRunner::missing_target(const ScriptAction& click) {
  // The app fails the run: a script must not click into thin air.
  ScriptAction action = event_action(user_event_type_);
  action.event.user.windowID = window_id_;
  action.event.user.code =
      static_cast<std::int32_t>(ScriptRequest::MissingTarget);
  action.event.user.data1 = nullptr;
  action.event.user.data2 = reinterpret_cast<void*>(click.command_index);
  pending_.clear();
  return action;
}

bool ScriptRunner::aim(ScriptAction& action) {
  const ScriptCommand& command = commands_[action.command_index];
  const auto target = target_lookup_ ? target_lookup_(command.text)
                                     : std::optional<SDL_Point>();
  if (!target) return false;
  action.event.motion.x = target->x;
  action.event.motion.y = target->y;
  action.event.motion.xrel = target->x - mouse_.x;
  action.event.motion.yrel = target->y - mouse_.y;
  mouse_ = *target;
  return true;
}

ScriptAction ScriptRunner::event_action(std::uint32_t type) const {
  ScriptAction action;
  action.kind = ScriptAction::Kind::Event;
  action.modstate = modstate_;
  action.event.type = type;
  action.event.common.timestamp = SDL_GetTicks();
  return action;
}

void ScriptRunner::push_motion(SDL_Point to) {
  ScriptAction action = event_action(SDL_MOUSEMOTION);
  SDL_MouseMotionEvent& m = action.event.motion;
  m.windowID = window_id_;
  m.which = 0;
  m.state = buttons_;
  m.x = to.x;
  m.y = to.y;
  m.xrel = to.x - mouse_.x;
  m.yrel = to.y - mouse_.y;
  mouse_ = to;
  pending_.push_back(action);
}

void ScriptRunner::push_button(MouseButton button, bool down) {
  const std::uint8_t b = sdl_button(button);
  if (down) {
    buttons_ |= SDL_BUTTON(b);
  } else {
    buttons_ &= ~SDL_BUTTON(b);
  }
  ScriptAction action =
      event_action(down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP);
  SDL_MouseButtonEvent& e = action.event.button;
  e.windowID = window_id_;
  e.which = 0;
  e.button = b;
  e.state = down ? SDL_PRESSED : SDL_RELEASED;
  e.clicks = 1;
  e.x = mouse_.x;
  e.y = mouse_.y;
  pending_.push_back(action);
}

void ScriptRunner::push_key(SDL_Keycode key, bool down) {
  ScriptAction action = event_action(down ? SDL_KEYDOWN : SDL_KEYUP);
  SDL_KeyboardEvent& e = action.event.key;
  e.windowID = window_id_;
  e.state = down ? SDL_PRESSED : SDL_RELEASED;
  e.repeat = 0;
  e.keysym.sym = key;
  e.keysym.scancode = SDL_GetScancodeFromKey(key);
  e.keysym.mod = modstate_;
  pending_.push_back(action);
}

void ScriptRunner::press_modifiers(Modifiers mods) {
  // Each modifier is its own key press, as on a keyboard; the mod state is
  // updated first so handlers reading SDL_GetModState agree with the event.
  if (mods.ctrl && !(modstate_ & KMOD_CTRL)) {
    modstate_ |= KMOD_LCTRL;
    push_key(SDLK_LCTRL, true);
  }
  if (mods.shift && !(modstate_ & KMOD_SHIFT)) {
    modstate_ |= KMOD_LSHIFT;
    push_key(SDLK_LSHIFT, true);
  }
  if (mods.alt && !(modstate_ & KMOD_ALT)) {
    modstate_ |= KMOD_LALT;
    push_key(SDLK_LALT, true);
  }
}

void ScriptRunner::release_modifiers() {
  if (modstate_ & KMOD_ALT) {
    modstate_ &= ~KMOD_ALT;
    push_key(SDLK_LALT, false);
  }
  if (modstate_ & KMOD_SHIFT) {
    modstate_ &= ~KMOD_SHIFT;
    push_key(SDLK_LSHIFT, false);
  }
  if (modstate_ & KMOD_CTRL) {
    modstate_ &= ~KMOD_CTRL;
    push_key(SDLK_LCTRL, false);
  }
}

void ScriptRunner::push_frames(int frames) {
  ScriptAction action;
  action.kind = ScriptAction::Kind::Frames;
  action.frames = frames;
  pending_.push_back(action);
}

void ScriptRunner::push_wait(double seconds) {
  ScriptAction action;
  action.kind = ScriptAction::Kind::Wait;
  action.seconds = seconds;
  pending_.push_back(action);
}

void ScriptRunner::push_drag(const ScriptCommand& command,
                             const CellToWindow& cell_to_window) {
  const int* n = command.numbers;
  const Point from{n[0], n[1]};
  const Point to{n[2], n[3]};
  push_motion(cell_to_window(from, command.pane));
  press_modifiers(command.mods);
  push_button(command.button, true);
  for_each_line_point(from, to, [&](Point p) {
    if (p != from) push_motion(cell_to_window(p, command.pane));
  });
  push_button(command.button, false);
  release_modifiers();
}

void ScriptRunner::push_key_combo(const KeyCombo& combo) {
  // Modifiers already held by a "down" stay held after the key.
  const std::uint16_t held = modstate_;
  press_modifiers(combo.mods);
  push_key(combo.key, true);
  push_key(combo.key, false);
  if (held == 0) release_modifiers();
}

void ScriptRunner::push_wheel(int notches) {
  const int step = notches > 0 ? 1 : -1;
  for (int i = 0; i != notches; i += step) {
    ScriptAction action = event_action(SDL_MOUSEWHEEL);
    SDL_MouseWheelEvent& w = action.event.wheel;
    w.windowID = window_id_;
    w.which = 0;
    w.x = 0;
    w.y = step;
    w.direction = SDL_MOUSEWHEEL_NORMAL;
    pending_.push_back(action);
  }
}

void ScriptRunner::push_text(const std::string& text) {
  // SDL_TEXTINPUT carries at most 31 bytes; split on UTF-8 boundaries.
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t len = std::min<std::size_t>(SDL_TEXTINPUTEVENT_TEXT_SIZE - 1,
                                            text.size() - pos);
    while (pos + len < text.size() &&
           (static_cast<unsigned char>(text[pos + len]) & 0xC0) == 0x80) {
      --len;
    }
    ScriptAction action = event_action(SDL_TEXTINPUT);
    SDL_TextInputEvent& t = action.event.text;
    t.windowID = window_id_;
    std::memcpy(t.text, text.data() + pos, len);
    t.text[len] = '\0';
    pending_.push_back(action);
    pos += len;
  }
}

void ScriptRunner::push_drop(std::size_t index) {
  // The file name is duplicated when the event is pushed (the handler
  // frees it with SDL_free, as for a real drop), so it is not owned here.
  ScriptAction action = event_action(SDL_DROPFILE);
  action.event.drop.windowID = window_id_;
  action.event.drop.file = nullptr;
  action.command_index = index;
  pending_.push_back(action);
}

void ScriptRunner::push_hover(std::size_t index) {
  // Each event is aimed when it is taken, at where the item is in the
  // latest frame: moving the mouse off the canvas can move panels.
  // The item is approached twice so the layout settles first.
  for (int i = 0; i < 2; ++i) {
    push_motion(mouse_);
    pending_.back().aim_at_target = true;
    pending_.back().command_index = index;
  }
}

void ScriptRunner::push_click(std::size_t index) {
  push_hover(index);
  push_button(MouseButton::Left, true);
  pending_.back().at_mouse = true;
  push_button(MouseButton::Left, false);
  pending_.back().at_mouse = true;
  // What the click opened (a menu, a dialog) needs a frame to appear and
  // another to settle its size, before the next click looks for its items.
  push_frames(2);
}

void ScriptRunner::push_request(ScriptRequest request, std::size_t index) {
  ScriptAction action = event_action(user_event_type_);
  SDL_UserEvent& u = action.event.user;
  u.windowID = window_id_;
  u.code = static_cast<std::int32_t>(request);
  u.data1 = nullptr;
  u.data2 = reinterpret_cast<void*>(index);
  pending_.push_back(action);
}

void ScriptRunner::push_simulate(double seconds, std::size_t index) {
  // The request's own frame is the first step.
  push_request(ScriptRequest::Simulate, index);
  const int steps = simulation_steps(seconds);
  if (steps > 1) push_frames(steps - 1);
}

void ScriptRunner::expand(const ScriptCommand& command, std::size_t index,
                          const CellToWindow& cell_to_window) {
  if (command.kind == ScriptCommand::Kind::Simulate) {
    push_simulate(command.seconds, index);
  } else if (const std::optional<ScriptRequest> request =
                 request_of(command.kind)) {
    push_request(*request, index);
  } else {
    expand_input(command, index, cell_to_window);
  }
}

void ScriptRunner::expand_input(const ScriptCommand& command, std::size_t index,
                                const CellToWindow& cell_to_window) {
  using Kind = ScriptCommand::Kind;
  const int* n = command.numbers;
  switch (command.kind) {
    case Kind::Frames:
      push_frames(n[0]);
      break;
    case Kind::Move:
      push_motion(cell_to_window({n[0], n[1]}, command.pane));
      break;
    case Kind::Down:
      press_modifiers(command.mods);
      push_button(command.button, true);
      break;
    case Kind::Up:
      push_button(command.button, false);
      release_modifiers();
      break;
    case Kind::Drag:
      push_drag(command, cell_to_window);
      break;
    case Kind::Key:
      push_key_combo(command.key);
      break;
    case Kind::Wheel:
      push_wheel(n[0]);
      break;
    case Kind::Text:
      push_text(command.text);
      break;
    case Kind::Drop:
      push_drop(index);
      break;
    case Kind::Wait:
      push_wait(command.seconds);
      break;
    case Kind::Click:
      push_click(index);
      break;
    case Kind::Hover:
      push_hover(index);
      break;
    case Kind::Quit:
      // What the window manager sends when the close button is clicked.
      pending_.push_back(event_action(SDL_QUIT));
      break;
    default:
      // Requests to the App, which expand() pushes.
      break;
  }
}

}  // namespace astar::studio
