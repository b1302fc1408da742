#pragma once
// When to autosave: once the document has had unsaved changes for the
// interval (60 s by default), and again every interval while it stays
// unsaved. A fingerprint of the document lets the app skip rewriting a
// recovery file that already holds exactly this work.

#include <cstdint>
#include <optional>

#include "astar/edit/document.hpp"
#include "astar/session/session.hpp"

namespace astar::studio {

inline constexpr double kDefaultAutosaveSeconds = 60;

class AutosaveTimer {
 public:
  explicit AutosaveTimer(double interval_seconds = kDefaultAutosaveSeconds)
      : interval_(interval_seconds) {}

  double interval() const { return interval_; }
  void set_interval(double seconds) { interval_ = seconds; }

  // `now` in seconds on a steady clock; `dirty`: the document differs from
  // its file. True when an autosave is due.
  bool due(double now, bool dirty);
  // An autosave was written (or was not needed) at `now`.
  void done(double now) { dirty_since_ = now; }

 private:
  double interval_;
  std::optional<double> dirty_since_;  // unsaved since then, unautosaved
};

// A hash of what a recovery file holds: cells, markers, search settings.
std::uint64_t work_fingerprint(const Document& doc,
                               const astar::SearchSettings& settings);

}  // namespace astar::studio
