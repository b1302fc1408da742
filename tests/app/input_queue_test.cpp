// The input queue between SDL and ImGui 1.86 (issue 37, item 10): a quick
// Ctrl+A, whose four events all arrive within one frame as xdotool and a
// fast typist send them, reached ImGui as a bare A because the modifiers
// were read from SDL after the whole batch. Real SDL events, pushed and
// polled as the app's loop polls them.

#include "shell/input_queue.hpp"

#include <SDL.h>
#include <gtest/gtest.h>
#include <imgui.h>

#include <vector>

namespace astar::studio {
namespace input_queue_test {

class InputQueueTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(SDL_Init(SDL_INIT_EVENTS), 0) << SDL_GetError();
    ImGui::CreateContext();
  }
  void TearDown() override {
    ImGui::DestroyContext();
    SDL_Quit();
  }

  static void push_key(SDL_Keycode key, bool down, std::uint16_t mods) {
    SDL_Event event{};
    event.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    event.key.keysym.mod = mods;
    ASSERT_EQ(SDL_PushEvent(&event), 1) << SDL_GetError();
  }

  // One frame: the events routed, then the state ImGui is given.
  std::vector<SDL_Keycode> frame() {
    std::vector<SDL_Keycode> routed;
    queue_.poll([&](SDL_Event& event) {
      if (event.type == SDL_KEYDOWN) routed.push_back(event.key.keysym.sym);
    });
    queue_.apply_to_imgui();
    return routed;
  }

  InputQueue queue_;
};

TEST_F(InputQueueTest, AQuickCtrlAReachesImGuiWithCtrlHeld) {
  push_key(SDLK_LCTRL, true, KMOD_LCTRL);
  push_key(SDLK_a, true, KMOD_LCTRL);
  push_key(SDLK_a, false, KMOD_LCTRL);
  push_key(SDLK_LCTRL, false, KMOD_NONE);
  EXPECT_EQ(frame(), (std::vector<SDL_Keycode>{SDLK_LCTRL, SDLK_a}));
  EXPECT_TRUE(ImGui::GetIO().KeyCtrl);
  EXPECT_TRUE(queue_.holding_key_releases());
  // The held-back releases come the next frame, and Ctrl with them.
  frame();
  EXPECT_FALSE(ImGui::GetIO().KeyCtrl);
  EXPECT_FALSE(queue_.holding_key_releases());
}

TEST_F(InputQueueTest, ShiftHeldAcrossFramesStaysHeld) {
  push_key(SDLK_LSHIFT, true, KMOD_LSHIFT);
  frame();
  EXPECT_TRUE(ImGui::GetIO().KeyShift);
  frame();  // no events: nothing changed
  EXPECT_TRUE(ImGui::GetIO().KeyShift);
  push_key(SDLK_LSHIFT, false, KMOD_NONE);
  frame();
  EXPECT_FALSE(ImGui::GetIO().KeyShift);
}

}  // namespace input_queue_test
}  // namespace astar::studio
