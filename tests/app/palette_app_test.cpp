// The command palette through the real app: it lists what the modes
// registered, filtered as one types, and runs the choice as its key does.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace palette_app_test {

TEST(PaletteApp, RunsTheCommandChosenAndClosesOnEscape) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "key ctrl+shift+p\n"
                                      "text step x\n"
                                      "key enter\n"
                                      "state\n"
                                      "key ctrl+shift+p\n"
                                      "text zzz\n"
                                      "key escape\n"
                                      // Keys are the text field's until a
                                      // frame after it closed.
                                      "frames 1\n"
                                      "key n\n"
                                      "state\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  EXPECT_EQ(field(states[0], "step"), "10") << "Step xN, chosen by typing";
  EXPECT_EQ(field(states[1], "step"), "11") << "Escape closed it: N steps";
}

TEST(PaletteApp, OffersOnlyWhatCanRunNowFromItsMenuEntry) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "click Help\n"
                                      "click Command palette...\n"
                                      "text undo\n"
                                      "key enter\n"
                                      "key escape\n"
                                      "drag 2 2 6 2\n"
                                      "state\n"
                                      "key ctrl+shift+p\n"
                                      "text undo\n"
                                      "key down\n"
                                      "key enter\n"
                                      "state\n");
  const auto states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u) << run.out;
  // With nothing to undo, Undo is not offered: Enter did nothing, and the
  // stroke after it is the only edit.
  EXPECT_EQ(field(states[0], "undo"), "1");
  EXPECT_EQ(field(states[1], "undo"), "0") << "Undo, chosen in the palette";
}

// Issue 50, item 11: the palette found nothing for "demo"; the demo map
// was reachable only from the welcome.
TEST(PaletteApp, TypingDemoOpensTheDemoMap) {
  TempFolder dir;
  const std::string map = write_map(dir, "open.png", 30, 20);
  const RunResult run = run_script_ok(dir, map,
                                      "key ctrl+shift+p\n"
                                      "text demo\n"
                                      "key enter\n"
                                      "frames 2\n"
                                      "state\n");
  EXPECT_NE(run.out.find("status: Opened demo.png (64x40)"), std::string::npos)
      << run.out;
}

}  // namespace palette_app_test
}  // namespace astar::studio::testing
