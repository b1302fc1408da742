#pragma once
// Which query `astar-cli serve` searches next, on which of its --threads
// search threads (issue 53: a 0.1 ms query waited a second behind another
// map's long searches).
//
// Every map has a lane: its queries waiting for a thread. A freed thread
// goes to the waiting query of highest "priority"; among equals, to the
// lane running the fewest searches (on a tie, the one served longest ago);
// inside a lane, first come first served. A running search asks between
// its slices (a quarter of a millisecond each at most) whether a waiting
// query should have its thread: one of higher priority, or an equal one
// from a lane running fewer searches than its own, by two or more, or by
// one once the search has run kQuantum. It then pauses, keeping its
// search (and its memory), and waits for its turn again. So a lane alone has
// every thread, two busy lanes share them, and a short query waits about a
// slice, whatever runs on the other maps. No estimate of a query's cost is
// needed: the budgets clients send are bounds, not forecasts.
//
// Inside a lane a query of equal priority never pauses another, so a lane
// holds --threads started searches (running or paused); a higher priority
// may pause one of its own map's, up to 2 x --threads in all: the memory
// in flight stays bounded a map.
//
// A query whose client has gone leaves at once: a waiting one asks its
// client every kWatch and is taken out of the queue (Turn::Abandoned), and
// a running one stops at its next slice (the caller's SliceControl).

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "astar/search/search.hpp"
#include "latency.hpp"

namespace astar::cli {

/// One map's queue, as /metrics shows it.
struct QueueFigures {
  std::atomic<std::int64_t> waiting{0};  // for a thread now (new or paused)
  LatencyRecord wait;                    // from arrival to the search's start
  std::atomic<std::uint64_t> deadlines{0};  // answered "deadline"
  std::atomic<std::uint64_t> abandoned{0};  // dropped: the client had gone
};

class SearchScheduler {
 public:
  using Clock = std::chrono::steady_clock;
  /// How long a search keeps its thread before an equal from a lane as
  /// busy as its own (once it paused) takes a turn: long beside the cost
  /// of a switch, short beside what a client notices.
  static constexpr std::chrono::milliseconds kQuantum{2};
  /// How often a waiting query asks whether its client is still there:
  /// short beside a client's patience, long beside a poll of a socket.
  static constexpr std::chrono::milliseconds kWatch{10};

  /// How a wait for a thread ended.
  enum class Turn : std::uint8_t {
    Go,            ///< the query has a thread
    PastDeadline,  ///< its deadline came first
    Abandoned,     ///< its client had gone: it left the queue
  };

  explicit SearchScheduler(std::size_t threads);
  SearchScheduler(const SearchScheduler&) = delete;
  SearchScheduler& operator=(const SearchScheduler&) = delete;

  /// One query's place: waiting, running or paused; gives back its
  /// thread and its search when it goes out of scope.
  class Ticket {
   public:
    /// `lane`: the map's figures, one lane a map. `joined`: when the query
    /// arrived at the map, for the wait figure. `wanted` (may be empty):
    /// false once nobody waits for the answer; asked while it waits.
    Ticket(SearchScheduler& scheduler, QueueFigures& lane, int priority,
           Clock::time_point deadline, Clock::time_point joined,
           std::function<bool()> wanted = {});
    ~Ticket();
    Ticket(const Ticket&) = delete;
    Ticket& operator=(const Ticket&) = delete;

    /// Waits for a thread and a search; anything but Go when the deadline
    /// came first or the client left (the query then never ran).
    Turn start();
    /// Between two slices: when a waiting query should go first, hands it
    /// the thread and waits to get one back; anything but Go when the
    /// deadline came first or the client left meanwhile.
    Turn share();
    Search& search() { return *search_; }

   private:
    friend class SearchScheduler;
    struct Lane {
      int tickets = 0;  // alive, whatever their state
      int running = 0;
      int started = 0;  // running or paused
      std::uint64_t last_turn = 0;
    };

    SearchScheduler& scheduler_;
    QueueFigures& figures_;
    Lane* lane_ = nullptr;
    int priority_;
    Clock::time_point deadline_;
    Clock::time_point joined_;
    std::function<bool()> wanted_;
    std::uint64_t order_ = 0;  // arrival, across lanes
    bool running_ = false;
    bool started_ = false;  // it had a thread once: it holds a search
    bool granted_ = false;
    std::condition_variable turn_;
    std::unique_ptr<Search> search_;
    Clock::time_point since_;  // when it last got a thread
  };

  std::size_t size() const { return threads_; }
  /// Threads searching now.
  std::size_t busy();

 private:
  using Lane = Ticket::Lane;

  Turn wait_turn(Ticket& ticket, std::unique_lock<std::mutex>& guard);
  void stop_waiting(Ticket& ticket);
  void dispatch();
  void grant(Ticket& ticket);
  Ticket* best_waiting();
  bool before(const Ticket& a, const Ticket& b) const;
  bool eligible(const Ticket& ticket) const;
  bool should_yield(const Ticket& running, const Ticket& waiting) const;
  /// Takes a ticket out for good; a search the pool does not keep.
  std::unique_ptr<Search> leave(Ticket& ticket);

  const std::size_t threads_;
  std::mutex mutex_;  // guards everything below
  std::size_t free_threads_;
  std::vector<Ticket*> waiting_;
  std::atomic<std::size_t> waiting_count_{0};  // read without the lock
  std::map<const QueueFigures*, Lane> lanes_;
  std::vector<std::unique_ptr<Search>> free_searches_;
  std::uint64_t arrivals_ = 0;
  std::uint64_t turns_ = 0;
};

}  // namespace astar::cli
