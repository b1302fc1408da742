#pragma once
// A reader-writer lock that lets a waiting writer in before new readers.
// glibc's std::shared_mutex prefers readers, so under a steady stream of
// queries a "set" line could wait for ever; here it waits only for the
// queries already running. Meets SharedMutex, for std::shared_lock.

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace astar::cli {

class MapLock {
 public:
  void lock() {
    std::unique_lock guard(mutex_);
    ++writers_waiting_;
    changed_.wait(guard, [&] { return !writing_ && readers_ == 0; });
    --writers_waiting_;
    writing_ = true;
  }
  void unlock() {
    {
      const std::lock_guard guard(mutex_);
      writing_ = false;
    }
    changed_.notify_all();
  }
  void lock_shared() {
    std::unique_lock guard(mutex_);
    changed_.wait(guard, [&] { return !writing_ && writers_waiting_ == 0; });
    ++readers_;
  }
  /// lock_shared that gives up at `until` (with std::shared_lock's
  /// deadline constructor); the clock's end waits for ever.
  bool try_lock_shared_until(std::chrono::steady_clock::time_point until) {
    std::unique_lock guard(mutex_);
    const auto free = [&] { return !writing_ && writers_waiting_ == 0; };
    if (until == std::chrono::steady_clock::time_point::max()) {
      changed_.wait(guard, free);
    } else if (!changed_.wait_until(guard, until, free)) {
      return false;
    }
    ++readers_;
    return true;
  }
  void unlock_shared() {
    bool last = false;
    {
      const std::lock_guard guard(mutex_);
      last = --readers_ == 0;
    }
    if (last) changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int readers_ = 0;
  int writers_waiting_ = 0;
  bool writing_ = false;
};

}  // namespace astar::cli
