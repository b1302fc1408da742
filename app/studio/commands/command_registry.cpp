#include "commands/command_registry.hpp"

#include <SDL_keyboard.h>

#include <algorithm>

namespace astar::studio {
namespace {

constexpr std::size_t kCommandKind =
    detail::AlternativeIndex<Command, Request>::value;

bool same_chord(const KeyChord& a, const KeyChord& b) {
  return a.key == b.key && a.ctrl == b.ctrl && a.shift == b.shift;
}

std::string chord_text(const KeyChord& chord) {
  return std::string(chord.ctrl ? "Ctrl+" : "") +
         (chord.shift ? "Shift+" : "") + SDL_GetKeyName(chord.key);
}

}  // namespace

CommandRegistry::Route& CommandRegistry::route_for(std::size_t kind,
                                                   const CommandSpec* command) {
  for (Route& route : routes_) {
    if (route.kind == kind && route.command == command) return route;
  }
  routes_.push_back({kind, command, nullptr, {}, 0});
  return routes_.back();
}

void CommandRegistry::own(Route& route, Mode& owner) {
  route.owner = &owner;
  ++route.owners;
}

const CommandRegistry::Route* CommandRegistry::find_route(
    const Request& request) const {
  const CommandSpec* command = nullptr;
  std::size_t kind = request.index();
  if (const auto* c = std::get_if<Command>(&request)) {
    command = &c->spec();
  } else if (const auto* v = std::get_if<CommandValue>(&request)) {
    command = &v->command.spec();
    kind = kCommandKind;
  }
  for (const Route& route : routes_) {
    if (route.kind == kind && route.command == command) return &route;
  }
  return nullptr;
}

void CommandRegistry::add(Mode& owner,
                          std::initializer_list<Command> commands) {
  for (Command command : commands) {
    own(route_for(kCommandKind, &command.spec()), owner);
    entries_.push_back({&command.spec(), MenuSection{"", 0, {}}, &owner});
    names_.push_back(command.spec().name);
  }
}

void CommandRegistry::listen(Mode& listener, Command command) {
  route_for(kCommandKind, &command.spec()).listeners.push_back(&listener);
}

void CommandRegistry::add_menu_section(Mode& owner,
                                       const MenuSection& section) {
  entries_.push_back({nullptr, section, &owner});
}

void CommandRegistry::add_verb(Mode& owner, const ScriptVerb& verb) {
  verbs_.push_back(verb);
  verb_owners_.push_back(&owner);
}

Mode* CommandRegistry::verb_owner(std::string_view verb) const {
  for (std::size_t i = 0; i < verbs_.size(); ++i) {
    if (verbs_[i].name == verb) return verb_owners_[i];
  }
  return nullptr;
}

std::optional<Command> CommandRegistry::command_for_key(
    SDL_Keycode key, std::uint16_t mod) const {
  if ((mod & KMOD_ALT) != 0) return std::nullopt;
  const bool ctrl = (mod & KMOD_CTRL) != 0;
  const bool shift = (mod & KMOD_SHIFT) != 0;
  const auto bound = [&](bool with_shift) -> std::optional<Command> {
    const KeyChord chord{key, ctrl, with_shift};
    for (const Entry& entry : entries_) {
      if (entry.command == nullptr) continue;
      for (const KeyChord& k : entry.command->keys) {
        if (k.key != SDLK_UNKNOWN && same_chord(k, chord)) {
          return *entry.command;
        }
      }
    }
    return std::nullopt;
  };
  if (auto command = bound(shift)) return command;
  return shift ? bound(false) : std::nullopt;
}

const CommandSpec* CommandRegistry::find(std::string_view name) const {
  for (const Entry& entry : entries_) {
    if (entry.command != nullptr && entry.command->name == name) {
      return entry.command;
    }
  }
  return nullptr;
}

std::vector<CommandRegistry::Entry> CommandRegistry::commands() const {
  std::vector<Entry> out;
  std::copy_if(entries_.begin(), entries_.end(), std::back_inserter(out),
               [](const Entry& e) { return e.command != nullptr; });
  return out;
}

std::vector<CommandRegistry::Entry> CommandRegistry::menu(
    std::string_view name) const {
  std::vector<Entry> out;
  std::copy_if(entries_.begin(), entries_.end(), std::back_inserter(out),
               [&](const Entry& e) { return e.menu() == name; });
  std::stable_sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) {
    return a.section_number() < b.section_number();
  });
  return out;
}

std::vector<std::string_view> CommandRegistry::menus() const {
  std::vector<std::string_view> out;
  for (const Entry& entry : entries_) {
    const std::string_view menu = entry.menu();
    if (!menu.empty() && std::find(out.begin(), out.end(), menu) == out.end()) {
      out.push_back(menu);
    }
  }
  return out;
}

void CommandRegistry::name_and_key_clashes(
    std::vector<std::string>& out) const {
  const std::vector<Entry> all = commands();
  for (std::size_t i = 0; i < all.size(); ++i) {
    const CommandSpec& a = *all[i].command;
    for (std::size_t j = i + 1; j < all.size(); ++j) {
      const CommandSpec& b = *all[j].command;
      if (a.name == b.name) {
        out.push_back("two commands are named '" + std::string(a.name) + "'");
      }
      for (const KeyChord& ka : a.keys) {
        for (const KeyChord& kb : b.keys) {
          if (ka.key != SDLK_UNKNOWN && same_chord(ka, kb)) {
            out.push_back(chord_text(ka) + " is bound to both '" +
                          std::string(a.name) + "' and '" +
                          std::string(b.name) + "'");
          }
        }
      }
    }
  }
  for (std::size_t i = 0; i < verbs_.size(); ++i) {
    for (std::size_t j = i + 1; j < verbs_.size(); ++j) {
      if (verbs_[i].name == verbs_[j].name) {
        out.push_back("two script verbs are named '" +
                      std::string(verbs_[i].name) + "'");
      }
    }
  }
}

void CommandRegistry::ownership_mistakes(std::vector<std::string>& out) const {
  for (const Route& route : routes_) {
    const std::string what = route.command
                                 ? "'" + std::string(route.command->name) + "'"
                                 : "request " + std::to_string(route.kind);
    if (route.owners > 1) {
      out.push_back(what + " has " + std::to_string(route.owners) + " owners");
    } else if (route.owners == 0) {
      out.push_back(what + " is listened to but has no owner");
    }
  }
  for (std::size_t kind = 0; kind < std::variant_size_v<Request>; ++kind) {
    if (kind == kCommandKind ||
        kind == detail::AlternativeIndex<CommandValue, Request>::value) {
      continue;
    }
    const bool owned =
        std::any_of(routes_.begin(), routes_.end(), [&](const Route& route) {
          return route.kind == kind && route.owner != nullptr;
        });
    if (!owned) out.push_back("no mode takes request " + std::to_string(kind));
  }
}

std::vector<std::string> CommandRegistry::problems() const {
  std::vector<std::string> out;
  name_and_key_clashes(out);
  ownership_mistakes(out);
  return out;
}

}  // namespace astar::studio
