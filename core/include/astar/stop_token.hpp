#pragma once
/// @file stop_token.hpp
/// A request to stop long work early: a flow field of a big map (seconds
/// at 8192 x 8192) that nobody wants any more, or that is past its time.
/// The work reads the token every few thousand steps, so a token costs it
/// nothing a cell, and stops with an error of kind ErrorKind::Cancelled.
///
/// ```cpp
/// std::atomic<bool> stop{false};                 // outlives the work
/// auto made = std::async(std::launch::async, [&] {
///   return astar::FlowField::compute(grid, goals, {}, {},
///                                    astar::StopToken(&stop));
/// });
/// stop = true;                                    // from any thread
/// astar::Result<astar::FlowField> field = made.get();
/// bool dropped = !field && field.error_kind() == astar::ErrorKind::Cancelled;
/// ```
///
/// A token with a deadline stops the work once the steady clock passes it
/// (`StopToken::at(deadline)`), with or without a flag; one with a check
/// (`asking`) also stops once the check says the work is no longer wanted
/// (a server's client has gone).

#include <atomic>
#include <chrono>

namespace astar {

class StopToken {
 public:
  using Clock = std::chrono::steady_clock;

  /// Never stops.
  StopToken() = default;
  /// Stops once `*flag` is true (read relaxed: the flag must outlive the
  /// work; NULL is no flag) or once `deadline` has passed.
  explicit StopToken(const std::atomic<bool>* flag,
                     Clock::time_point deadline = Clock::time_point::max())
      : flag_(flag), deadline_(deadline) {}
  /// Stops once `deadline` has passed.
  static StopToken at(Clock::time_point deadline) {
    return StopToken(nullptr, deadline);
  }
  /// This token that also stops once `wanted(context)` is false. It is
  /// called on the working thread at each check, so it must be quick
  /// (a poll of a socket is).
  StopToken asking(bool (*wanted)(const void* context),
                   const void* context) const {
    StopToken token = *this;
    token.wanted_ = wanted;
    token.context_ = context;
    return token;
  }

  /// Whether it may ever stop; work need not look at one that cannot.
  bool can_stop() const {
    return flag_ != nullptr || deadline_ != Clock::time_point::max() ||
           wanted_ != nullptr;
  }
  /// Whether the work should stop now.
  bool stop_requested() const {
    if (flag_ != nullptr && flag_->load(std::memory_order_relaxed)) {
      return true;
    }
    if (deadline_ != Clock::time_point::max() && Clock::now() >= deadline_) {
      return true;
    }
    return wanted_ != nullptr && !wanted_(context_);
  }
  Clock::time_point deadline() const { return deadline_; }

 private:
  const std::atomic<bool>* flag_ = nullptr;
  Clock::time_point deadline_ = Clock::time_point::max();
  bool (*wanted_)(const void*) = nullptr;
  const void* context_ = nullptr;
};

}  // namespace astar
