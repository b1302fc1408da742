#include "shell/main_loop.hpp"

#include <emscripten.h>

#include <memory>

namespace astar::studio {
namespace {

struct Loop {
  std::function<bool()> frame;
};

extern "C" void one_frame(void* arg) {
  if (!static_cast<Loop*>(arg)->frame()) emscripten_cancel_main_loop();
}

}  // namespace

void run_main_loop(std::function<bool()> frame, std::function<bool()>) {
  // The browser paces the frames and idles the page itself. The loop lives
  // as long as the page: simulate_infinite_loop unwinds the caller's stack
  // without running its destructors, so the app it calls stays alive.
  auto loop = std::make_unique<Loop>(Loop{std::move(frame)});
  // From here the app takes files: the page holds back those picked or
  // dropped while it was starting (SDL drops events pushed before then).
  EM_ASM({
    if (typeof astarStudioPage !== 'undefined') astarStudioPage.appReady();
  });
  emscripten_set_main_loop_arg(one_frame, loop.release(), 0, true);
}

}  // namespace astar::studio
