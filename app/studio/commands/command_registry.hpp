#pragma once
// Who carries out what. Each mode registers, from its own folder, the
// commands it owns, the requests with values it takes, the commands it
// hears before their owner, its menu sections and its script verbs
// (Mode::declare). The menu bar, the keys, the help's key list and the
// script runner read the registry; a request goes to the mode that
// registered it, not to the first of a list that takes it.

#include <SDL_keycode.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "commands/commands.hpp"
#include "script/script.hpp"
#include "ui/command.hpp"

namespace astar::studio {

class Mode;

// A menu's part that is not one command (File > Open recent, the View
// menu's choices): its owner draws it (Mode::draw_menu_section).
struct MenuSection {
  const char* menu;
  int section = 0;
  std::string_view name;
};

// How a command's menu entry looks now; its owner says (Mode::command_state).
struct CommandState {
  bool visible = true;
  bool enabled = true;
  bool checked = false;
  std::string label;  // instead of the command's label when not empty
};

namespace detail {
template <class T, class Variant>
struct AlternativeIndex;
template <class T, class... Ts>
struct AlternativeIndex<T, std::variant<Ts...>> {
  static constexpr std::size_t value = [] {
    constexpr bool same[] = {std::is_same_v<T, Ts>...};
    std::size_t i = 0;
    while (!same[i]) ++i;
    return i;
  }();
};
}  // namespace detail

class CommandRegistry {
 public:
  // --- what modes register ----------------------------------------------
  void add(Mode& owner, std::initializer_list<Command> commands);
  // `listener` hears `command` before its owner, and takes it there when
  // its carry_out returns true (Simulate's Space pauses the agents).
  void listen(Mode& listener, Command command);
  // A request that carries a value, by its type in Request.
  template <class Value>
  void take(Mode& owner) {
    own(route_for(detail::AlternativeIndex<Value, Request>::value, nullptr),
        owner);
  }
  template <class Value>
  void listen_to(Mode& listener) {
    route_for(detail::AlternativeIndex<Value, Request>::value, nullptr)
        .listeners.push_back(&listener);
  }
  void add_menu_section(Mode& owner, const MenuSection& section);
  void add_verb(Mode& owner, const ScriptVerb& verb);

  // --- what the studio reads --------------------------------------------
  // Hands `request` to its listeners (until one takes it), then its owner.
  // `carry_out(mode)` says whether the mode took it. False when no mode
  // registered the request.
  template <class CarryOut>
  bool dispatch(const Request& request, CarryOut&& carry_out) const {
    const Route* route = find_route(request);
    if (route == nullptr || route->owner == nullptr) return false;
    for (Mode* listener : route->listeners) {
      if (carry_out(*listener)) return true;
    }
    carry_out(*route->owner);
    return true;
  }
  // The command a key press means: the chord with exactly these modifiers,
  // else, with Shift held, the same chord without it. Alt means none.
  std::optional<Command> command_for_key(SDL_Keycode key,
                                         std::uint16_t mod) const;
  const CommandSpec* find(std::string_view name) const;

  // A command, or (command null) a menu section.
  struct Entry {
    const CommandSpec* command = nullptr;
    MenuSection section{"", 0, {}};
    Mode* owner = nullptr;
    int section_number() const {
      return command ? command->section : section.section;
    }
    std::string_view menu() const {
      return command ? command->menu : section.menu;
    }
  };
  // Every command, in the order registered.
  std::vector<Entry> commands() const;
  // A menu's entries: by section, then in the order registered.
  std::vector<Entry> menu(std::string_view name) const;
  // The menus, in the order first registered.
  std::vector<std::string_view> menus() const;
  // The verbs and command names a script may use.
  ScriptVocabulary vocabulary() const { return {verbs_, names_}; }
  Mode* verb_owner(std::string_view verb) const;
  // Mistakes of registration: a name, a key chord or a command taken
  // twice, or a request no mode takes. Empty when there are none.
  std::vector<std::string> problems() const;

 private:
  struct Route {
    std::size_t kind = 0;                  // the Request alternative
    const CommandSpec* command = nullptr;  // for Command and CommandValue
    Mode* owner = nullptr;
    std::vector<Mode*> listeners;
    int owners = 0;  // more than one is a mistake (problems())
  };
  Route& route_for(std::size_t kind, const CommandSpec* command);
  static void own(Route& route, Mode& owner);
  // The two halves of problems().
  void name_and_key_clashes(std::vector<std::string>& out) const;
  void ownership_mistakes(std::vector<std::string>& out) const;
  const Route* find_route(const Request& request) const;

  std::vector<Route> routes_;
  std::vector<Entry> entries_;  // commands and menu sections, as registered
  std::vector<ScriptVerb> verbs_;
  std::vector<Mode*> verb_owners_;
  std::vector<std::string_view> names_;
};

}  // namespace astar::studio
