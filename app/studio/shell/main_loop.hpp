#pragma once
// The frame loop, one call of `frame` per displayed frame, until it returns
// false. The desktop loop owns the thread and sleeps while `idle` says
// nothing moves; the browser calls `frame` from its animation frames
// (emscripten_set_main_loop), and this function does not return there.

#include <functional>

namespace astar::studio {

void run_main_loop(std::function<bool()> frame, std::function<bool()> idle);

}  // namespace astar::studio
