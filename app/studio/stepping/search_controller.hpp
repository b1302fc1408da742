#pragma once
// Drives the core Search for the app: stepping, playing at a speed,
// running to the end, rewinding, and re-running when the workspace moved.
// It remembers the revisions its query was built from: when the map, the
// markers or the settings moved, sync() restarts it (a finished search runs
// to the end again: live results); another document drops it. It also
// reports which cells' search state may have changed, for the overlay.
//
// It also keeps the search's history for the plots (step_history.hpp) and
// stops playing, stepping or running at the user's breakpoints.
//
// The UI never waits on a search: running to the end (asked for, or after
// an edit) advances in slices of at most a frame's budget, and a newer edit
// restarts it. The path found before an edit is not shown over the new
// run: it may cross the very cells the edit walled (issue 50).

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analysis/subgoal_maps.hpp"
#include "analysis/unit_maps.hpp"
#include "astar/search/search.hpp"
#include "stepping/breakpoints.hpp"
#include "stepping/step_history.hpp"
#include "workspace/cell_rect.hpp"
#include "workspace/dirty_tiles.hpp"
#include "workspace/workspace.hpp"

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
  // Time a frame gives to expanding ("as fast as possible" and running to
  // the end). The rest of a 4096² map's frame (repainting what the search
  // touched, drawing) takes about 16 ms on software GL, so a frame stays
  // near 25 fps. On one core, Run to end took 4.3 times astar-cli's time
  // for the same query with 8 ms, 3.0 times with 16 and 2.5 with 24.
  static constexpr double kFrameBudgetMs = 24.0;
  // The rewind journal's budget. A big map's 8-byte records journal in
  // 12-byte entries, so this reaches as many steps back as twice as much
  // did at 24 bytes an entry, and leaves an 8192² map's Run to end within
  // 768 MiB.
  static constexpr std::size_t kJournalBudget = std::size_t{64} << 20;

  // Brings the search up to date with the workspace before anything reads
  // it. Cheap when nothing moved.
  void sync(const Workspace& workspace);
  // A run compared beside the document's own searches with its own
  // settings instead of the workspace's; a change restarts it as a
  // settings edit would.
  void use_own_settings(const SearchSettings& settings);
  // Where a unit other than one cell finds its map; without them each
  // start builds its own (a pass over the map).
  void use_unit_maps(std::shared_ptr<UnitMaps> maps) {
    unit_maps_ = std::move(maps);
  }
  // Where the subgoal algorithm finds its prepared map, repaired after
  // each edit; without them each start prepares its own, in the frame.
  void use_subgoal_maps(std::shared_ptr<SubgoalMaps> maps) {
    subgoal_maps_ = std::move(maps);
  }
  // The settings the next start uses.
  const SearchSettings& settings(const Workspace& workspace) const {
    return own_settings_ ? *own_settings_ : workspace.settings();
  }

  // The user's commands. Each starts the search first when needed.
  void step(const Workspace& workspace, std::int64_t count);
  void step_back();
  void seek(std::int64_t step);
  void run_to_end(const Workspace& workspace);
  void reset();
  void toggle_play(const Workspace& workspace);
  // Plays from where it is; a search that has finished and shows its last
  // step starts over from step 0 when `replay_when_done`, else stays.
  void play(const Workspace& workspace, bool replay_when_done);
  // While playing, steps (or replays) up to `step`, the step another run
  // compared in lock-step reached this frame.
  void catch_up(const Workspace& workspace, std::int64_t step);
  // Finished and showing its last step: stepping on changes nothing.
  bool at_end() const {
    return finished() && search_.step_count() >= furthest_;
  }
  void pause() { motion_ = Motion::Paused; }
  bool playing() const { return motion_ == Motion::Playing; }
  // Running to the end, a slice a frame (asked for, or after an edit).
  bool running_to_end() const { return motion_ == Motion::ToEnd; }
  // Stops running to the end where it is; false when it was not running.
  bool cancel_run();

  // A new frame: running to the end may spend `allowance_ms` in it, all
  // slices together (the frame's own, and one an edit restarts). Runs
  // compared side by side share kFrameBudgetMs between them.
  void begin_frame(double allowance_ms = kFrameBudgetMs) {
    frame_allowance_ms_ = allowance_ms;
  }
  // Advances a playing or running search by one frame's worth of
  // expansions, or of time.
  void advance_frame(const Workspace& workspace, double seconds);

  PlaySpeed& speed() { return speed_; }
  const PlaySpeed& speed() const { return speed_; }
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
  // How long the last Run to end that reached the end took on the clock,
  // frames drawn meanwhile included, in milliseconds; 0 before one has.
  double last_run_ms() const { return last_run_ms_; }
  // Waiting for the unit's map or the subgoal graph, built on another
  // thread on a big map: the search starts, and the steps, play or run
  // asked for meanwhile go on, once it is in (advance_frame looks each
  // frame).
  bool preparing() const { return preparing_; }
  // What it waits for: "the unit's map" or "the subgoal graph", and for
  // how long, in seconds.
  const char* preparing_what() const {
    return preparing_subgoals_ ? "the subgoal graph" : "the unit's map";
  }
  const char* preparing_status() const {
    return preparing_subgoals_ ? "preparing the subgoal graph"
                               : "preparing the unit's map";
  }
  double preparing_seconds() const;
  // Why the last start failed (start or goal missing or on a wall), if so.
  const std::string& problem() const { return problem_; }

  // Moves to exactly `step` (replaying or expanding as needed), clamped to
  // the steps the query takes, without stopping at breakpoints: for
  // exporting frames. False when the document has no valid query.
  bool go_to_step(const Workspace& workspace, std::int64_t step);

  // The open list's size and the expanded key for every step up to the
  // furthest one.
  const StepHistory& history() const { return history_; }
  const Breakpoints& breakpoints() const { return breakpoints_; }
  void add_breakpoint(Point cell, BreakOn on) { breakpoints_.add(cell, on); }
  void clear_breakpoints() { breakpoints_.clear(); }
  // Where the search last stopped at a breakpoint, once (for the status).
  std::optional<BreakpointHit> take_breakpoint_stop() {
    return std::exchange(stopped_at_, std::nullopt);
  }

  // Adds the cells whose search state may have changed since the last
  // call to `stale`.
  void take_changed(DirtyTiles& stale);
  // The same, leaving them for take_changed (a second view of this run's
  // cells, such as another run's diff against it, which forgets the cells
  // of take_forgotten as well).
  void peek_changed(DirtyTiles& stale) const { stale.merge(changed_); }
  // The cells an earlier query of this run touched, which a restart or a
  // clear left to show no search now unless the new query touched them
  // too (its cells come through take_changed); empty when none since the
  // last call.
  CellRect take_forgotten() { return std::exchange(forgotten_, {}); }
  // Queries started since construction (a rebuild after an edit counts).
  std::int64_t starts() const { return starts_; }

 private:
  // Starts the query when the search is idle or stale. False when the
  // document has no valid query.
  bool ensure_started(const Workspace& workspace);
  bool start(const Workspace& workspace);
  // Forgets the last query's steps and notes what the next is built from.
  void begin_query(const Workspace& workspace);
  void forget();
  void expand(std::int64_t count, double budget_ms, bool at_breakpoints = true);
  // Replays recorded steps up to `step`, stopping at breakpoints; false
  // when one stopped it.
  bool replay_to(std::int64_t step);
  // After every step: repaint its cells, record it, check breakpoints.
  // False stops the slice at a breakpoint.
  bool after_step(bool at_breakpoints);
  void note_position();

  enum class Motion : std::uint8_t { Paused, Playing, ToEnd };

  Search search_;
  std::shared_ptr<UnitMaps> unit_maps_;
  // The unit map search_ reads, held while it does.
  std::shared_ptr<const UnitMap> unit_map_;
  std::shared_ptr<SubgoalMaps> subgoal_maps_;
  // The prepared map search_ reads, held while it does.
  std::shared_ptr<const SubgoalGraph> subgoals_;
  Revisions built_from_;
  std::optional<SearchSettings> own_settings_;
  // Moves with own_settings_, as Revisions::settings does for the
  // workspace's.
  std::uint64_t own_revision_ = 0;
  std::uint64_t built_own_revision_ = 0;
  std::int64_t starts_ = 0;
  Motion motion_ = Motion::Paused;
  PlaySpeed speed_;
  std::optional<std::int64_t> per_frame_;
  double carry_ = 0;  // fractional expansions owed to the next frame
  double frame_allowance_ms_ = kFrameBudgetMs;  // left in this frame
  std::int64_t furthest_ = 0;
  double elapsed_ms_ = 0;
  Search::Clock::time_point run_began_;
  double last_run_ms_ = 0;
  std::string problem_;
  bool preparing_ = false;
  bool preparing_subgoals_ = false;
  Search::Clock::time_point preparing_since_;
  std::int64_t pending_steps_ = 0;  // asked for while preparing
  CellRect extent_;                 // every cell the query has touched
  CellRect forgotten_;              // the extents of queries let go
  DirtyTiles changed_;              // cells to repaint
  int width_ = 0;                   // of the grid the search reads
  StepHistory history_;
  Breakpoints breakpoints_;
  std::optional<BreakpointHit> stopped_at_;
};

}  // namespace astar::studio
