#include "search_scheduler.hpp"

#include <algorithm>
#include <utility>

namespace astar::cli {

SearchScheduler::SearchScheduler(std::size_t threads)
    : threads_(threads), free_threads_(threads) {}

std::size_t SearchScheduler::busy() {
  const std::lock_guard guard(mutex_);
  return threads_ - free_threads_;
}

SearchScheduler::Ticket::Ticket(SearchScheduler& scheduler, QueueFigures& lane,
                                int priority, Clock::time_point deadline,
                                Clock::time_point joined,
                                std::function<bool()> wanted)
    : scheduler_(scheduler),
      figures_(lane),
      priority_(priority),
      deadline_(deadline),
      joined_(joined),
      wanted_(std::move(wanted)) {
  const std::lock_guard guard(scheduler_.mutex_);
  lane_ = &scheduler_.lanes_[&lane];
  ++lane_->tickets;
  order_ = ++scheduler_.arrivals_;
}

SearchScheduler::Ticket::~Ticket() {
  std::unique_ptr<Search> spare;
  {
    const std::lock_guard guard(scheduler_.mutex_);
    spare = scheduler_.leave(*this);
  }
  // `spare` (maybe a big map's records) is freed outside the lock.
}

SearchScheduler::Turn SearchScheduler::Ticket::start() {
  std::unique_lock guard(scheduler_.mutex_);
  if (const Turn turn = scheduler_.wait_turn(*this, guard); turn != Turn::Go)
    return turn;
  guard.unlock();
  figures_.wait.add(Clock::now() - joined_);
  if (!search_) {
    search_ = std::make_unique<Search>();
    search_->set_step_recording(false);
  }
  return Turn::Go;
}

SearchScheduler::Turn SearchScheduler::Ticket::share() {
  // Most slices find nobody waiting: no lock then.
  if (scheduler_.waiting_count_.load(std::memory_order_relaxed) == 0)
    return Turn::Go;
  std::unique_lock guard(scheduler_.mutex_);
  const Ticket* best = scheduler_.best_waiting();
  if (best == nullptr || !scheduler_.should_yield(*this, *best))
    return Turn::Go;
  running_ = false;
  --lane_->running;
  // It had the thread until now: on a tie between lanes, the other goes.
  lane_->last_turn = ++scheduler_.turns_;
  ++scheduler_.free_threads_;
  return scheduler_.wait_turn(*this, guard);
}

SearchScheduler::Turn SearchScheduler::wait_turn(
    Ticket& ticket, std::unique_lock<std::mutex>& guard) {
  ticket.granted_ = false;
  waiting_.push_back(&ticket);
  ticket.figures_.waiting.fetch_add(1, std::memory_order_relaxed);
  dispatch();
  const auto granted = [&ticket] { return ticket.granted_; };
  for (;;) {
    // wait_until with the clock's end would overflow: no deadline and
    // nobody to ask, no timer.
    if (ticket.deadline_ == Clock::time_point::max() && !ticket.wanted_) {
      ticket.turn_.wait(guard, granted);
      return Turn::Go;
    }
    const Clock::time_point until =
        ticket.wanted_ ? std::min(ticket.deadline_, Clock::now() + kWatch)
                       : ticket.deadline_;
    if (ticket.turn_.wait_until(guard, until, granted)) return Turn::Go;
    if (Clock::now() >= ticket.deadline_) {
      stop_waiting(ticket);
      return Turn::PastDeadline;
    }
    // Asking may poll a socket: not under the lock every query shares.
    guard.unlock();
    const bool wanted = ticket.wanted_();
    guard.lock();
    if (ticket.granted_) return Turn::Go;  // its first slice sees it gone
    if (!wanted) {
      stop_waiting(ticket);
      return Turn::Abandoned;
    }
  }
}

void SearchScheduler::stop_waiting(Ticket& ticket) {
  std::erase(waiting_, &ticket);
  waiting_count_.store(waiting_.size(), std::memory_order_relaxed);
  ticket.figures_.waiting.fetch_sub(1, std::memory_order_relaxed);
}

void SearchScheduler::dispatch() {
  while (free_threads_ > 0) {
    Ticket* best = best_waiting();
    if (best == nullptr) break;
    std::erase(waiting_, best);
    grant(*best);
  }
  waiting_count_.store(waiting_.size(), std::memory_order_relaxed);
}

void SearchScheduler::grant(Ticket& ticket) {
  --free_threads_;
  Lane& lane = *ticket.lane_;
  ++lane.running;
  lane.last_turn = ++turns_;
  ticket.running_ = true;
  ticket.since_ = Clock::now();
  if (!ticket.started_) {
    ticket.started_ = true;
    ++lane.started;
    if (!free_searches_.empty()) {
      ticket.search_ = std::move(free_searches_.back());
      free_searches_.pop_back();
    }
  }
  ticket.figures_.waiting.fetch_sub(1, std::memory_order_relaxed);
  ticket.granted_ = true;
  ticket.turn_.notify_one();
}

SearchScheduler::Ticket* SearchScheduler::best_waiting() {
  Ticket* best = nullptr;
  for (Ticket* ticket : waiting_) {
    if (eligible(*ticket) && (best == nullptr || before(*ticket, *best)))
      best = ticket;
  }
  return best;
}

bool SearchScheduler::before(const Ticket& a, const Ticket& b) const {
  if (a.priority_ != b.priority_) return a.priority_ > b.priority_;
  if (a.lane_ != b.lane_) {
    if (a.lane_->running != b.lane_->running)
      return a.lane_->running < b.lane_->running;
    if (a.lane_->last_turn != b.lane_->last_turn)
      return a.lane_->last_turn < b.lane_->last_turn;
  }
  return a.order_ < b.order_;
}

bool SearchScheduler::eligible(const Ticket& ticket) const {
  // A paused search holds its memory already; a new one needs room.
  return ticket.started_ ||
         static_cast<std::size_t>(ticket.lane_->started) < 2 * threads_;
}

bool SearchScheduler::should_yield(const Ticket& running,
                                   const Ticket& waiting) const {
  if (waiting.priority_ != running.priority_)
    return waiting.priority_ > running.priority_;
  if (waiting.lane_ == running.lane_) return false;
  // Yielding moves one thread: worth it when the gap is two or more; at
  // one it only swaps the lanes, so turns are taken a quantum at a time.
  const int gap = running.lane_->running - waiting.lane_->running;
  return gap >= 2 || (gap == 1 && Clock::now() - running.since_ >= kQuantum);
}

std::unique_ptr<Search> SearchScheduler::leave(Ticket& ticket) {
  Lane& lane = *ticket.lane_;
  std::unique_ptr<Search> spare;
  if (ticket.running_) {
    ticket.running_ = false;
    --lane.running;
    ++free_threads_;
  }
  if (ticket.started_) {
    --lane.started;
    // Kept for the next query up to one a thread; more only hold memory.
    if (ticket.search_ && free_searches_.size() < threads_) {
      free_searches_.push_back(std::move(ticket.search_));
    } else {
      spare = std::move(ticket.search_);
    }
  }
  if (--lane.tickets == 0) lanes_.erase(&ticket.figures_);
  dispatch();
  return spare;
}

}  // namespace astar::cli
