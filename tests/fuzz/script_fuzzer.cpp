// The headless script parser: errors are bounded, and every command that
// parses stays within the ranges the runner relies on.
#include <cstdint>

#include "fuzz_support.hpp"
#include "script/script.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  auto commands = astar::studio::parse_script(astar::fuzz::as_text(data, size),
                                              "fuzz.script");
  if (!commands) {
    astar::fuzz::check_error_message(commands.error());
    return 0;
  }
  using Kind = astar::studio::ScriptCommand::Kind;
  constexpr int kMax = astar::studio::kMaxScriptCoordinate;
  for (const astar::studio::ScriptCommand& command : commands.value()) {
    const int* n = command.numbers;
    if (command.kind == Kind::Move || command.kind == Kind::Drag) {
      for (int i = 0; i < 4; ++i) FUZZ_CHECK(n[i] >= -kMax && n[i] <= kMax);
    } else if (command.kind == Kind::Frames) {
      FUZZ_CHECK(n[0] >= 0 && n[0] <= 1000000);
    } else if (command.kind == Kind::Wheel) {
      FUZZ_CHECK(n[0] != 0 && n[0] >= -1000 && n[0] <= 1000);
    }
    FUZZ_CHECK(command.seconds >= 0 && command.seconds <= 3600);
  }
  return 0;
}
