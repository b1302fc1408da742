#pragma once
// A command: something the user can ask for by menu, button, key or script
// line. Each is a constant declared with the lowest code that names it (a
// feature's own in its folder under features/, the canvas tools' in
// editing/, the search's in search/), carrying everything shown about it:
// its name, label, shortcut, keys, menu place and tooltip. A mode takes
// the commands it carries out by registering them (command_registry.hpp);
// nothing lists them all in one place.

#include <SDL_keycode.h>

#include <array>
#include <string_view>

namespace astar::studio {

// A key and the modifiers that must be held. Shift is ignored where no
// command is bound to the key with it (command_registry.cpp).
struct KeyChord {
  SDL_Keycode key = SDLK_UNKNOWN;
  bool ctrl = false;
  bool shift = false;
};

// The chords as commands declare them: .keys = {keys::ctrl(SDLK_s)}.
namespace keys {
constexpr KeyChord plain(SDL_Keycode key) { return {key, false, false}; }
constexpr KeyChord shift(SDL_Keycode key) { return {key, false, true}; }
constexpr KeyChord ctrl(SDL_Keycode key) { return {key, true, false}; }
constexpr KeyChord ctrl_shift(SDL_Keycode key) { return {key, true, true}; }
}  // namespace keys

struct CommandSpec {
  // Stable and unique: the script's `command NAME` says it.
  std::string_view name;
  const char* label;     // as shown in menus and the help window
  const char* shortcut;  // as shown to people; empty when there is none
  std::array<KeyChord, 3> keys = {};
  // The menu it is an entry of ("" for none) and its section there:
  // sections are drawn in increasing order, with a separator between them,
  // and entries in a section in the order they were registered.
  const char* menu = "";
  int section = 0;
  bool repeats = false;      // held down, its key repeats it
  const char* tooltip = "";  // what a button or menu entry says on hover
  // Its switch among the toolbar's view buttons, with this label, lit
  // while its owner says it is checked ("" for none).
  const char* toolbar = "";
};

// What a request names: one command's spec, compared by identity. Specs
// are inline constants, so each has one address in the program.
class Command {
 public:
  // Implicit: a request is pushed as the constant itself (cmd::Step).
  constexpr Command(const CommandSpec& spec) : spec_(&spec) {}
  const CommandSpec& spec() const { return *spec_; }
  friend bool operator==(Command, Command) = default;

 private:
  const CommandSpec* spec_;
};

}  // namespace astar::studio
