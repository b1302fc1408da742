// The headless script parser: errors are bounded, and every command that
// parses stays within the ranges the runner relies on.
#include <cstdint>

#include "fuzz_support.hpp"
#include "script/script.hpp"

namespace {

using astar::studio::ScriptCommand;

// Verbs of the shapes the studio's features register (four cells, no
// arguments) and command names, as the app's registry hands them over.
astar::studio::ScriptLineError four_cells(
    std::span<const std::string_view> args, ScriptCommand& command) {
  if (args.size() != 4 || !astar::studio::read_script_cells(args, 4, command)) {
    return "usage: measure X1 Y1 X2 Y2";
  }
  return std::nullopt;
}
constexpr astar::studio::ScriptVerb kVerbs[] = {
    {"measure", four_cells}, {"explain", astar::studio::no_script_arguments}};
constexpr std::string_view kCommands[] = {"step", "measure", "undo"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  auto commands = astar::studio::parse_script(
      astar::fuzz::as_text(data, size), "fuzz.script", {kVerbs, kCommands});
  if (!commands) {
    astar::fuzz::check_error_message(commands.error());
    return 0;
  }
  using Kind = astar::studio::ScriptCommand::Kind;
  constexpr int kMax = astar::studio::kMaxScriptCoordinate;
  for (const astar::studio::ScriptCommand& command : commands.value()) {
    const int* n = command.numbers;
    if (command.kind == Kind::Move || command.kind == Kind::Drag ||
        command.kind == Kind::Feature) {
      for (int i = 0; i < 4; ++i) FUZZ_CHECK(n[i] >= -kMax && n[i] <= kMax);
    } else if (command.kind == Kind::Frames) {
      FUZZ_CHECK(n[0] >= 0 && n[0] <= 1000000);
    } else if (command.kind == Kind::Wheel) {
      FUZZ_CHECK(n[0] != 0 && n[0] >= -1000 && n[0] <= 1000);
    }
    FUZZ_CHECK(command.seconds >= 0 && command.seconds <= 3600);
    if (command.kind == Kind::Command) {
      FUZZ_CHECK(command.text == "step" || command.text == "measure" ||
                 command.text == "undo");
    }
  }
  return 0;
}
