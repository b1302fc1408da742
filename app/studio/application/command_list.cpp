#include "application/command_list.hpp"

#include "application/mode_list.hpp"

namespace astar::studio {

std::string command_list_text() {
  const Modes modes;
  const CommandRegistry& registry = modes.registry();
  std::string text;
  for (const CommandRegistry::Entry& entry : registry.commands()) {
    const CommandSpec& c = *entry.command;
    text += std::string(c.name) + "\t" + c.shortcut + "\t" + c.label + "\n";
  }
  for (const ScriptVerb& verb : registry.vocabulary().verbs) {
    text += "verb " + std::string(verb.name) + "\n";
  }
  return text;
}

}  // namespace astar::studio
