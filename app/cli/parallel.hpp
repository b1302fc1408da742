#pragma once
// Work spread over threads, for the subcommands that run many independent
// searches (scen, batch). Each worker keeps its own Search: a Search is not
// shared between threads, a Grid may be.

#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace astar::cli {

/// Calls work(worker, i) for every i in [0, count) on up to `threads`
/// threads, the calling thread being worker 0. Indices are handed out one
/// at a time, so long and short items balance. The first exception thrown
/// by any worker is rethrown here once all have stopped.
template <typename Work>
void parallel_for(std::size_t count, int threads, Work&& work) {
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto loop = [&](int worker) {
    try {
      for (std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
           i < count; i = next.fetch_add(1, std::memory_order_relaxed)) {
        work(worker, i);
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next.store(count);  // the others stop after their current item
    }
  };
  {
    std::vector<std::jthread> helpers;
    for (int w = 1; w < threads && static_cast<std::size_t>(w) < count; ++w) {
      helpers.emplace_back(loop, w);
    }
    loop(0);
  }  // joins the helpers
  if (failure) std::rethrow_exception(failure);
}

}  // namespace astar::cli
