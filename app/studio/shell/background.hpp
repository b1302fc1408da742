#pragma once
// Work that can take longer than a frame (autosave, reachability, the
// optimal cost, smoothing, unit maps). On the desktop it runs on a thread
// of its own. Where there are no threads (the browser page, which has no
// cross-origin isolation and so no SharedArrayBuffer), it is deferred and
// runs when its owner first asks whether it is ready: at a frame boundary,
// never in the middle of the UI's drawing. ASTAR_THREADS is set by the
// build (app/studio, app/web); nothing else needs to know.

#include <chrono>
#include <functional>
#include <future>
#include <thread>
#include <type_traits>
#include <utility>

#ifndef ASTAR_THREADS
#define ASTAR_THREADS 1
#endif

namespace astar::studio {

inline constexpr bool kHaveThreads = ASTAR_THREADS != 0;

// Starts `work`; its result is taken from the future once ready.
template <class Work>
std::future<std::invoke_result_t<std::decay_t<Work>>> start_background(
    Work&& work) {
  return std::async(kHaveThreads ? std::launch::async : std::launch::deferred,
                    std::forward<Work>(work));
}

// True when the job's result can be taken without waiting. A deferred job
// runs now, so the result is always there when there are no threads.
template <class T>
bool background_ready(std::future<T>& job) {
  if (!job.valid()) return false;
  const std::future_status status = job.wait_for(std::chrono::seconds(0));
  if (status == std::future_status::deferred) {
    job.wait();
    return true;
  }
  return status == std::future_status::ready;
}

// Starts `work` that reports through state it shares with its owner and
// that nobody waits for. On the desktop it runs on a detached thread and
// the returned future is empty; without threads the future holds the work
// until background_ready() runs it (dropping it unrun cancels it).
inline std::future<void> start_detached(std::function<void()> work) {
  if constexpr (kHaveThreads) {
    std::thread(std::move(work)).detach();
    return {};
  } else {
    return std::async(std::launch::deferred, std::move(work));
  }
}

}  // namespace astar::studio
