// The command registry (issue 35, item 2): every mode registers what it
// carries out; keys, menus and requests are read from there. These tests
// build the studio's real modes without a window.

#include "commands/command_registry.hpp"

#include <gtest/gtest.h>

#include <any>
#include <string>
#include <vector>

#include "application/mode_list.hpp"
#include "stepping/search_commands.hpp"

namespace astar::studio {
namespace command_registry_test {

std::string key_name(const CommandRegistry& registry, SDL_Keycode key,
                     std::uint16_t mod = KMOD_NONE) {
  const auto command = registry.command_for_key(key, mod);
  return command ? std::string(command->spec().name) : "-";
}

TEST(CommandRegistry, TheStudiosModesRegisterWithoutAClash) {
  Modes modes;
  const std::vector<std::string> problems = modes.registry().problems();
  EXPECT_TRUE(problems.empty()) << problems.front();
  // Every command can be found by its name, as `command NAME` does.
  for (const CommandRegistry::Entry& entry : modes.registry().commands()) {
    EXPECT_EQ(modes.registry().find(entry.command->name), entry.command);
  }
  EXPECT_GE(modes.registry().commands().size(), 71u);
}

TEST(CommandRegistry, KeysMeanWhatTheyMeantBeforeTheRegistry) {
  Modes modes;
  const CommandRegistry& r = modes.registry();
  EXPECT_EQ(key_name(r, SDLK_n), "step");
  EXPECT_EQ(key_name(r, SDLK_n, KMOD_LSHIFT), "step-many");
  EXPECT_EQ(key_name(r, SDLK_n, KMOD_LCTRL), "new-map");
  // Shift is ignored where no command takes the key with it.
  EXPECT_EQ(key_name(r, SDLK_n, KMOD_LCTRL | KMOD_LSHIFT), "new-map");
  EXPECT_EQ(key_name(r, SDLK_s, KMOD_LCTRL), "save");
  EXPECT_EQ(key_name(r, SDLK_s, KMOD_RCTRL | KMOD_LSHIFT), "save-as");
  EXPECT_EQ(key_name(r, SDLK_z, KMOD_LCTRL), "undo");
  EXPECT_EQ(key_name(r, SDLK_z, KMOD_LCTRL | KMOD_LSHIFT), "redo");
  EXPECT_EQ(key_name(r, SDLK_y, KMOD_LCTRL), "redo");
  EXPECT_EQ(key_name(r, SDLK_z), "rotate-clockwise");
  EXPECT_EQ(key_name(r, SDLK_z, KMOD_LSHIFT), "rotate-counter-clockwise");
  EXPECT_EQ(key_name(r, SDLK_EQUALS, KMOD_LSHIFT), "zoom-in");
  EXPECT_EQ(key_name(r, SDLK_KP_ENTER), "run-to-end");
  EXPECT_EQ(key_name(r, SDLK_DELETE), "delete-selection");
  EXPECT_EQ(key_name(r, SDLK_DELETE, KMOD_LCTRL), "clear-map");
  EXPECT_EQ(key_name(r, SDLK_c, KMOD_LCTRL | KMOD_LSHIFT), "copy-link");
  EXPECT_EQ(key_name(r, SDLK_ESCAPE), "cancel");
  EXPECT_EQ(key_name(r, SDLK_d), "measure");
  EXPECT_EQ(key_name(r, SDLK_p, KMOD_LCTRL | KMOD_LSHIFT), "command-palette");
  EXPECT_EQ(key_name(r, SDLK_p, KMOD_LCTRL), "-");
  EXPECT_EQ(key_name(r, SDLK_n, KMOD_LALT), "-");
  EXPECT_EQ(key_name(r, SDLK_j), "subgoal-graph");
  EXPECT_EQ(key_name(r, SDLK_w), "-");
}

TEST(CommandRegistry, MenusComeFromTheRegistrationsBySection) {
  Modes modes;
  const CommandRegistry& r = modes.registry();
  std::vector<std::string> view;
  for (const CommandRegistry::Entry& entry : r.menu("View")) {
    view.push_back(entry.command ? std::string(entry.command->name)
                                 : "[" + std::string(entry.section.name) + "]");
  }
  const std::vector<std::string> expected = {"fit",
                                             "zoom-in",
                                             "zoom-out",
                                             "grid-lines",
                                             "colour-blind-palette",
                                             "unreachable",
                                             "clearance",
                                             "subgoal-graph",
                                             "[Cell numbers]",
                                             "arrows",
                                             "[Coordinates]",
                                             "[UI scale]",
                                             "compare",
                                             "measure"};
  EXPECT_EQ(view, expected);
  const std::vector<std::string_view> menus = r.menus();
  for (const char* menu :
       {"File", "Edit", "Map", "View", "Search", "Simulate", "Help"}) {
    EXPECT_NE(std::find(menus.begin(), menus.end(), menu), menus.end()) << menu;
  }
}

// A mode that records what reaches it; `takes` says whether it takes a
// command it listens to.
class Recorder final : public Mode {
 public:
  explicit Recorder(bool takes) : takes_(takes) {}
  void declare(CommandRegistry&) override {}
  bool carry_out(const Request& request, ModeContext&) override {
    return receive(request);
  }
  bool receive(const Request& request) {
    seen.push_back(request.index());
    if (const auto* v = std::get_if<CommandValue>(&request)) {
      value = std::any_cast<int>(v->value);
    }
    return takes_;
  }
  std::vector<std::size_t> seen;
  int value = 0;

 private:
  bool takes_;
};

TEST(CommandRegistry, ARequestGoesToItsListenersThenItsOwner) {
  CommandRegistry registry;
  Recorder owner(true);
  Recorder passes(false);
  Recorder takes(true);
  registry.add(owner, {cmd::Step});
  registry.listen(passes, cmd::Step);
  const auto send = [&](const Request& request) {
    return registry.dispatch(request, [&](Mode& mode) {
      return static_cast<Recorder&>(mode).receive(request);
    });
  };
  EXPECT_TRUE(send(Command(cmd::Step)));
  EXPECT_EQ(passes.seen.size(), 1u);
  EXPECT_EQ(owner.seen.size(), 1u);
  registry.listen(takes, cmd::Step);
  EXPECT_TRUE(send(Command(cmd::Step)));
  EXPECT_EQ(takes.seen.size(), 1u);
  EXPECT_EQ(owner.seen.size(), 1u) << "a listener that takes it stops it";
  // A value for the command's owner needs no entry in Request.
  EXPECT_TRUE(send(CommandValue{cmd::Step, 42}));
  EXPECT_EQ(takes.value, 42);
  // Nobody registered Run to end.
  EXPECT_FALSE(send(Command(cmd::RunToEnd)));
}

TEST(CommandRegistry, MistakesOfRegistrationAreNamed) {
  CommandRegistry registry;
  Recorder a(true);
  Recorder b(true);
  registry.add(a, {cmd::Step});
  registry.add(b, {cmd::Step});
  // Step's own chord (N) again under another name.
  static constexpr CommandSpec kStepAgain{.name = "step-again",
                                          .label = "Step again",
                                          .shortcut = "N",
                                          .keys = {keys::plain(SDLK_n)}};
  registry.add(a, {kStepAgain});
  registry.listen(b, cmd::RunToEnd);
  const std::vector<std::string> problems = registry.problems();
  const auto says = [&](const std::string& text) {
    return std::any_of(problems.begin(), problems.end(), [&](const auto& p) {
      return p.find(text) != std::string::npos;
    });
  };
  EXPECT_TRUE(says("two commands are named 'step'"));
  EXPECT_TRUE(says("'step' has 2 owners"));
  EXPECT_TRUE(says("N is bound to both 'step' and 'step-again'"));
  EXPECT_TRUE(says("no mode takes request"));
  EXPECT_TRUE(says("'run-to-end' is listened to but has no owner"));
}

}  // namespace command_registry_test
}  // namespace astar::studio
