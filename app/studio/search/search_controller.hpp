#pragma once
// Drives the core Search for the app: the settings, stepping, playing at a
// speed, rewinding, and re-running when the document changes. It also
// reports which cells' search state may have changed, for the overlay.

#include <cstdint>
#include <optional>
#include <string>

#include "astar/edit/document.hpp"
#include "astar/search/search.hpp"
#include "astar/session/session.hpp"
#include "workspace/cell_rect.hpp"

namespace astar::studio {

// Playing speed: expansions per second, or as fast as the frame allows.
struct PlaySpeed {
  static constexpr double kMin = 1;
  static constexpr double kMax =
      100000;  // the slider's top: "as fast as possible"
  double per_second = 60;
  bool as_fast_as_possible() const { return per_second >= kMax; }
};

class SearchController {
 public:
  // w = 2 so that choosing weighted A* visibly differs from A*.
  SearchController() { settings_.weight = 2.0; }

  SearchSettings& settings() { return settings_; }
  const SearchSettings& settings() const { return settings_; }
  // Call after changing settings(): the search restarts (and re-runs when
  // it had finished).
  void settings_changed() { stale_ = true; }

  // The document changed: the search must not read the old grid again.
  void document_changed() { stale_ = true; }
  // A different document (New, Open): back to no search at all.
  void forget(const Document& doc);

  // Brings the search up to date with `doc` before anything reads it. A
  // finished search is re-run to the end at once (live results); otherwise
  // it goes back to step 0. Returns a message when the query is not valid.
  void refresh(const Document& doc);

  // The user's commands. Each starts the search first when needed.
  void step(const Document& doc, std::int64_t count);
  void step_back();
  void seek(std::int64_t step);
  void run_to_end(const Document& doc);
  void reset();
  void toggle_play(const Document& doc);
  void pause() { playing_ = false; }
  bool playing() const { return playing_; }

  // Advances a playing search by one frame's worth of expansions.
  void advance_frame(const Document& doc, double seconds);

  PlaySpeed& speed() { return speed_; }
  // When set, playing takes exactly this many expansions a frame (for
  // reproducible figures); otherwise the speed in expansions per second.
  void set_expansions_per_frame(std::optional<std::int64_t> count) {
    per_frame_ = count;
  }
  std::optional<std::int64_t> expansions_per_frame() const {
    return per_frame_;
  }

  const Search& search() const { return search_; }
  bool active() const { return search_.status() != SearchStatus::Idle; }
  bool finished() const {
    return search_.status() == SearchStatus::Found ||
           search_.status() == SearchStatus::NoPath;
  }
  // The highest step reached since the query started: the timeline's end.
  std::int64_t furthest_step() const { return furthest_; }
  // Time spent expanding since the query started, in milliseconds.
  double elapsed_ms() const { return elapsed_ms_; }
  // Why the last start failed (start or goal missing or on a wall), if so.
  const std::string& problem() const { return problem_; }

  // Cells whose search state may have changed since the last call.
  CellRect take_changed();

 private:
  // Starts the query when the search is idle or stale. False when the
  // document has no valid query.
  bool ensure_started(const Document& doc);
  bool start(const Document& doc);
  void expand(std::int64_t count, double budget_ms);
  void note_position();

  SearchSettings settings_;
  Search search_;
  bool stale_ = false;
  bool playing_ = false;
  PlaySpeed speed_;
  std::optional<std::int64_t> per_frame_;
  double carry_ = 0;  // fractional expansions owed to the next frame
  std::int64_t furthest_ = 0;
  double elapsed_ms_ = 0;
  std::string problem_;
  CellRect extent_;   // every cell the query has touched
  CellRect changed_;  // cells to repaint
  const Grid* grid_ = nullptr;
};

}  // namespace astar::studio
