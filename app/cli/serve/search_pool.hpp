#pragma once
// The searches `astar-cli serve` runs at once: a fixed set, lent one per
// query line. Connections may be many more; a line waits here for a free
// search, so the work and the memory in flight stay bounded by --threads
// whatever the number of clients.

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <vector>

#include "astar/search/search.hpp"

namespace astar::cli {

class SearchPool {
 public:
  explicit SearchPool(std::size_t size) : searches_(size), free_(size) {
    for (std::size_t i = 0; i < size; ++i) {
      searches_[i].set_step_recording(false);
      free_[i] = i;
    }
  }

  /// A search lent until it goes out of scope.
  class Lease {
   public:
    Lease(SearchPool& pool, std::size_t index) : pool_(pool), index_(index) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease() { pool_.give_back(index_); }
    Search& search() { return pool_.searches_[index_]; }

   private:
    SearchPool& pool_;
    std::size_t index_;
  };

  /// Waits for a free search.
  Lease acquire() {
    std::unique_lock guard(mutex_);
    freed_.wait(guard, [&] { return !free_.empty(); });
    const std::size_t index = free_.back();
    free_.pop_back();
    return Lease(*this, index);
  }

  std::size_t size() const { return searches_.size(); }
  std::size_t busy() {
    const std::lock_guard guard(mutex_);
    return searches_.size() - free_.size();
  }

 private:
  void give_back(std::size_t index) {
    {
      const std::lock_guard guard(mutex_);
      free_.push_back(index);
    }
    freed_.notify_one();
  }

  std::vector<Search> searches_;
  std::mutex mutex_;
  std::condition_variable freed_;
  std::vector<std::size_t> free_;
};

}  // namespace astar::cli
