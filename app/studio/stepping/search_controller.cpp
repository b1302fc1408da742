#include "stepping/search_controller.hpp"

#include <algorithm>
#include <chrono>

namespace astar::studio {
bool SearchController::start(const Workspace& workspace) {
  const Document& doc = workspace.document();
  const SearchSettings& settings = this->settings(workspace);
  // Held before the start, released after: the search may read it.
  UnitMaps::Lookup unit_map;
  if (doc.start && doc.goal && unit_maps_) {
    unit_map = unit_maps_->get(workspace, settings.unit);
  }
  // The subgoal algorithm reads the shared prepared map; a unit's grid is
  // prepared by the search itself.
  SubgoalMaps::Lookup subgoals;
  if (doc.start && doc.goal && subgoal_maps_ && settings.unit.is_cell() &&
      algorithm_info(settings.algorithm).prepared) {
    subgoals = subgoal_maps_->get(workspace, settings.rules);
  }
  begin_query(workspace);
  const bool was_preparing = preparing_;
  preparing_ = unit_map.preparing || subgoals.preparing;
  preparing_subgoals_ = subgoals.preparing;
  if (preparing_ && !was_preparing) preparing_since_ = Search::Clock::now();
  if (preparing_) {
    search_.clear();
    problem_.clear();
    return false;
  }
  ++starts_;
  if (!doc.start || !doc.goal) {
    search_.clear();
    problem_ = "set a start and a goal to search";
    return false;
  }
  if (!search_.recording()) search_.set_recording(true, kJournalBudget);
  search_.set_scan_recording(true);  // JPS: the view shows what it scanned
  const SearchQuery query = settings.query(*doc.start, *doc.goal);
  const Status status = search_.start(doc.grid, query, nullptr,
                                      unit_map.map.get(), subgoals.graph.get());
  unit_map_ = std::move(unit_map.map);
  subgoals_ = std::move(subgoals.graph);
  if (!status) {
    problem_ = status.error();
    return false;
  }
  problem_.clear();
  return true;
}

double SearchController::preparing_seconds() const {
  if (!preparing_) return 0;
  return std::chrono::duration<double>(Search::Clock::now() - preparing_since_)
      .count();
}

void SearchController::begin_query(const Workspace& workspace) {
  const Grid& grid = workspace.grid();
  if (changed_.width() != grid.width() || changed_.height() != grid.height()) {
    changed_.reset(grid.width(), grid.height());
  }
  forgotten_.include(extent_);
  extent_ = {};
  furthest_ = 0;
  history_.clear();
  elapsed_ms_ = 0;
  carry_ = 0;
  built_from_ = workspace.revisions();
  built_own_revision_ = own_revision_;
  width_ = grid.width();
}

bool SearchController::ensure_started(const Workspace& workspace) {
  sync(workspace);
  return active() || start(workspace);
}

void SearchController::forget() {
  search_.clear();
  motion_ = Motion::Paused;
  forgotten_.include(extent_);
  extent_ = {};
  furthest_ = 0;
  history_.clear();
  elapsed_ms_ = 0;
  problem_.clear();
  preparing_ = false;
  pending_steps_ = 0;
}

void SearchController::sync(const Workspace& workspace) {
  const Revisions& now = workspace.revisions();
  if (now == built_from_ && own_revision_ == built_own_revision_) return;
  if (preparing_ && now.document == built_from_.document) {
    // Still waiting: the next start asks for the map as it is now, and
    // what was asked for meanwhile stays asked for.
    built_from_ = now;
    built_own_revision_ = own_revision_;
    return;
  }
  const bool same_document = now.document == built_from_.document;
  // A finished search, or one on its way to the end, runs to the end again.
  const bool rerun = finished() || motion_ == Motion::ToEnd;
  if (!same_document || !active()) {
    // Nothing to keep up to date: the next command starts afresh.
    built_from_ = now;
    built_own_revision_ = own_revision_;
    width_ = workspace.grid().width();
    forget();
    return;
  }
  motion_ = Motion::Paused;
  const bool started = start(workspace);
  if (rerun && (started || preparing_)) run_to_end(workspace);
}

void SearchController::use_own_settings(const SearchSettings& settings) {
  if (own_settings_ == settings) return;
  own_settings_ = settings;
  ++own_revision_;
}

void SearchController::note_position() {
  furthest_ = std::max(furthest_, search_.step_count());
}

bool SearchController::after_step(bool at_breakpoints) {
  const int cell = search_.last_expanded();
  if (cell >= 0) {
    // Only the neighbours of the expanded cell need repainting.
    const int x = cell % width_;
    const int y = cell / width_;
    const CellRect around{x - 1, y - 1, x + 2, y + 2};
    changed_.mark(around);
    extent_.include(around);
    if (search_.step_count() > history_.recorded()) {
      history_.record(static_cast<double>(search_.stats().open_size),
                      search_.f(cell));
    }
  }
  if (!at_breakpoints || breakpoints_.empty()) return true;
  stopped_at_ = breakpoints_.check_step(search_);
  if (!stopped_at_) return true;
  motion_ = Motion::Paused;
  return false;
}

void SearchController::expand(std::int64_t count, double budget_ms,
                              bool at_breakpoints) {
  if (search_.status() != SearchStatus::Running) return;
  if (budget_ms > 0) {
    // Timed slices share the frame's allowance; an empty one waits for the
    // next frame (a slice always takes at least one step).
    budget_ms = std::min(budget_ms, frame_allowance_ms_);
    if (budget_ms <= 0) return;
  }
  const auto began = Search::Clock::now();
  const auto deadline =
      budget_ms > 0
          ? began + std::chrono::duration_cast<Search::Clock::duration>(
                        std::chrono::duration<double, std::milli>(budget_ms))
          : Search::Clock::time_point::max();
  (void)search_.run_slice(count, deadline,
                          [&] { return after_step(at_breakpoints); });
  const std::chrono::duration<double, std::milli> spent =
      Search::Clock::now() - began;
  elapsed_ms_ += spent.count();
  if (budget_ms > 0) frame_allowance_ms_ -= spent.count();
  note_position();
  if (search_.status() != SearchStatus::Running) {
    if (motion_ == Motion::ToEnd) {
      last_run_ms_ = std::chrono::duration<double, std::milli>(
                         Search::Clock::now() - run_began_)
                         .count();
    }
    motion_ = Motion::Paused;
  }
}

bool SearchController::replay_to(std::int64_t step) {
  step = std::min(step, furthest_);
  if (breakpoints_.empty()) {
    seek(step);
    return true;
  }
  // Replaying is stepping again (Search::seek forward does the same), so
  // the breakpoints see every step.
  if (step > search_.step_count()) {
    (void)search_.run_slice(step - search_.step_count(),
                            Search::Clock::time_point::max(),
                            [&] { return after_step(true); });
  }
  return !stopped_at_;
}

bool SearchController::go_to_step(const Workspace& workspace,
                                  std::int64_t step) {
  if (!ensure_started(workspace)) return false;
  motion_ = Motion::Paused;
  seek(std::min(step, furthest_));
  if (step > search_.step_count()) {
    expand(step - search_.step_count(), 0, false);
  }
  return true;
}

void SearchController::step(const Workspace& workspace, std::int64_t count) {
  motion_ = Motion::Paused;
  if (!ensure_started(workspace)) {
    if (preparing_) pending_steps_ += count;  // taken once the map is in
    return;
  }
  // Stepping from a rewound position replays the recorded steps first.
  if (search_.step_count() < furthest_) {
    replay_to(search_.step_count() + count);
    return;
  }
  expand(count, 0);
}

void SearchController::step_back() {
  motion_ = Motion::Paused;
  if (!active() || search_.step_count() == 0) return;
  seek(search_.step_count() - 1);
}

void SearchController::seek(std::int64_t step) {
  if (!active()) return;
  // Only steps already taken are reachable, so every cell a seek can change
  // lies inside the extent.
  search_.seek(std::clamp<std::int64_t>(step, 0, furthest_));
  changed_.mark(extent_);
}

void SearchController::run_to_end(const Workspace& workspace) {
  motion_ = Motion::Paused;
  run_began_ = Search::Clock::now();
  if (!ensure_started(workspace)) {
    if (preparing_) motion_ = Motion::ToEnd;  // runs once the map is in
    return;
  }
  if (search_.step_count() < furthest_ && !replay_to(furthest_)) return;
  // A finished search shown at its end has nothing left to run.
  if (search_.status() != SearchStatus::Running) return;
  // The first slice now: a small map is done before the frame is drawn.
  motion_ = Motion::ToEnd;
  expand(Search::kNoStepLimit, kFrameBudgetMs);
}

bool SearchController::cancel_run() {
  if (motion_ != Motion::ToEnd) return false;
  motion_ = Motion::Paused;
  pending_steps_ = 0;
  return true;
}

void SearchController::reset() {
  motion_ = Motion::Paused;
  if (!active()) return;
  seek(0);
}

void SearchController::toggle_play(const Workspace& workspace) {
  if (playing()) {
    motion_ = Motion::Paused;
    return;
  }
  play(workspace, true);
}

void SearchController::play(const Workspace& workspace, bool replay_when_done) {
  motion_ = Motion::Paused;
  if (!ensure_started(workspace)) {
    if (preparing_) motion_ = Motion::Playing;  // plays once the map is in
    return;
  }
  if (at_end()) {
    if (!replay_when_done) return;
    seek(0);
  }
  carry_ = 0;
  motion_ = Motion::Playing;
}

void SearchController::catch_up(const Workspace& workspace, std::int64_t step) {
  if (motion_ != Motion::Playing || !ensure_started(workspace)) return;
  const std::int64_t count = step - search_.step_count();
  if (count <= 0) return;
  if (search_.step_count() < furthest_) {
    replay_to(step);
  } else {
    expand(count, 0);
  }
  if (at_end()) motion_ = Motion::Paused;
}

void SearchController::advance_frame(const Workspace& workspace,
                                     double seconds) {
  if (motion_ == Motion::Paused && !preparing_) return;
  if (!ensure_started(workspace)) {
    if (!preparing_) motion_ = Motion::Paused;
    return;
  }
  if (pending_steps_ > 0) expand(std::exchange(pending_steps_, 0), 0);
  if (motion_ == Motion::Paused) return;
  if (motion_ == Motion::ToEnd) {
    expand(Search::kNoStepLimit, kFrameBudgetMs);
    return;
  }
  std::int64_t count = 0;
  double budget = 0;
  if (per_frame_) {
    count = *per_frame_;
  } else if (speed_.as_fast_as_possible()) {
    count = Search::kNoStepLimit;
    budget = kFrameBudgetMs;
  } else {
    carry_ += speed_.per_second * std::min(seconds, 0.25);
    count = static_cast<std::int64_t>(carry_);
    carry_ -= static_cast<double>(count);
  }
  if (count <= 0) return;
  if (search_.step_count() < furthest_) {
    replay_to(search_.step_count() + count);
    if (at_end()) motion_ = Motion::Paused;
    return;
  }
  expand(count, budget);
}

void SearchController::take_changed(DirtyTiles& stale) {
  stale.merge(changed_);
  changed_.clear();
}

}  // namespace astar::studio
