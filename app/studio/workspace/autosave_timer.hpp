#pragma once
// When to autosave: soon after the work changes, once it has stood still
// for the quiet time (1 s by default), so a stroke made seconds before a
// crash is in the recovery copy (issue 50: a 60 s timer lost it), yet a
// long stroke is not written at every mouse sample. Work that never stands
// still is written at least every kLongestAutosaveWait seconds. A
// fingerprint of the document lets the app skip rewriting a recovery file
// that already holds exactly this work.

#include <algorithm>
#include <cstdint>
#include <optional>

#include "astar/edit/document.hpp"
#include "astar/session/session.hpp"

namespace astar::studio {

inline constexpr double kDefaultAutosaveSeconds = 1;
// Edits that never pause for the quiet time are still written this often
// (or every quiet time, when that is longer).
inline constexpr double kLongestAutosaveWait = 5;

class AutosaveTimer {
 public:
  explicit AutosaveTimer(double quiet_seconds = kDefaultAutosaveSeconds)
      : quiet_(quiet_seconds) {}

  double quiet() const { return quiet_; }
  void set_quiet(double seconds) { quiet_ = seconds; }

  // `now` in seconds on a steady clock; `work` moves whenever the work
  // changes (the workspace's latest revision); `dirty`: the document
  // differs from its file. True when an autosave is due.
  bool due(double now, std::uint64_t work, bool dirty);
  // The work as it was at the last due() is being written.
  void done() { unwritten_since_.reset(); }
  // Writing it failed at `now`: tried again after the longest wait, not at
  // every frame.
  void failed(double now) {
    unwritten_since_ = now;
    not_before_ = now + std::max(quiet_, kLongestAutosaveWait);
  }

 private:
  double quiet_;
  std::uint64_t seen_work_ = 0;
  double changed_at_ = 0;                  // when seen_work_ was first seen
  std::optional<double> unwritten_since_;  // the first change not written
  double not_before_ = 0;                  // after a failure
};

// A hash of what a recovery file holds: cells, markers, search settings.
std::uint64_t work_fingerprint(const Document& doc,
                               const astar::SearchSettings& settings);

}  // namespace astar::studio
