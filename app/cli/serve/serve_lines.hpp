#pragma once
// What one request to `astar-cli serve` gets: its body's lines answered
// in order, as `batch` answers its input, each against the map it names.
// The answer streams out a few lines at a time, so a long request never
// holds its whole answer, and a client that leaves stops the work.

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "batch_answer.hpp"
#include "search_scheduler.hpp"
#include "served_maps.hpp"

namespace astar::cli {

class UpdateStream;

/// What every request shares.
struct ServeState {
  ServedMaps& maps;
  const AnswerDefaults& defaults;
  SearchScheduler& searches;
  std::atomic<std::uint64_t> requests{0};
  std::atomic<std::uint64_t> bad_lines{0};  // unreadable, or no such map
  UpdateStream* updates = nullptr;          // --updates: changes go through it
};

/// Answers one line, read from `text`, of a request that arrived at
/// `arrived` (a line's "deadline" counts from there); safe on any number
/// of threads at once. A search stops when `wanted` says nobody waits for
/// it any more.
std::string answer_serve_line(
    ServeState& state, const Line& line, std::string_view text,
    const StillWanted& wanted = {},
    SearchScheduler::Clock::time_point arrived = SearchScheduler::Clock::now());

/// Applies a set, fill or reload line here and now, whatever --updates
/// says: the update stream's entries come this way.
std::string apply_serve_change(ServeState& state, const Line& line);

/// The lines of one request body, answered a chunk at a time.
class RequestLines {
 public:
  RequestLines(ServeState& state, std::string body);

  /// Appends the answers to the next few lines to `out`; false once every
  /// line is answered.
  bool next(std::string& out, const StillWanted& wanted = {});

 private:
  ServeState& state_;
  std::string body_;
  std::size_t pos_ = 0;
  std::int64_t number_ = 0;
  SearchScheduler::Clock::time_point arrived_;  // when the body was read
};

/// The maps held, as JSON for GET /maps: {"maps":[{"name":N,"width":W,
/// "height":H,"updates":U},...],"maps_dir":BOOL}.
std::string maps_text(ServeState& state);
/// The maps held, for the line printed at start: "town 64x40, ...".
std::string served_list(ServeState& state);

/// The counters in Prometheus' text format, for GET /metrics.
std::string metrics_text(ServeState& state);

}  // namespace astar::cli
