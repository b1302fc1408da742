#include "compare/compare_runs.hpp"

#include <algorithm>

#include "compare/compare_spec.hpp"

namespace astar::studio {

void CompareRuns::open(std::span<const SearchSettings> others) {
  close();
  panes_.push_back(std::make_unique<Pane>());
  for (const SearchSettings& settings : others) {
    if (!add(settings)) break;
  }
  if (panes_.size() < 2) close();
}

void CompareRuns::close() {
  // The frame being built may still draw their textures.
  for (auto& pane : panes_) retired_.push_back(std::move(pane));
  panes_.clear();
  main_layers_.set_diff_with(nullptr);
}

bool CompareRuns::add(const SearchSettings& settings) {
  if (!active() || count() >= kMaxCompareRuns) return false;
  auto pane = std::make_unique<Pane>();
  pane->search.use_own_settings(settings);
  pane->view.show_grid_lines = main_view_.show_grid_lines;
  panes_.push_back(std::move(pane));
  return true;
}

void CompareRuns::remove(int index) {
  if (index <= 0 || index >= count()) return;
  retired_.push_back(std::move(panes_[index]));
  panes_.erase(panes_.begin() + index);
  // Diffs name runs by position: those against the removed run end, and
  // those against a later run follow it down.
  for (int i = 0; i < count(); ++i) {
    std::optional<int> other = panes_[i]->diff_with;
    if (other && *other == index) other.reset();
    if (other && *other > index) --*other;
    set_diff_with(i, other);
  }
  if (count() < 2) close();
}

void CompareRuns::set_settings(int index, const SearchSettings& settings) {
  if (index > 0 && index < count()) {
    panes_[index]->search.use_own_settings(settings);
  }
}

const SearchSettings& CompareRuns::settings(int index,
                                            const Workspace& workspace) const {
  return search(index).settings(workspace);
}

SearchController& CompareRuns::search(int index) {
  return index == 0 ? main_ : panes_[index]->search;
}
const SearchController& CompareRuns::search(int index) const {
  return index == 0 ? main_ : panes_[index]->search;
}
MapLayers& CompareRuns::layers(int index) {
  return index == 0 ? main_layers_ : panes_[index]->layers;
}
CanvasView& CompareRuns::view(int index) {
  return index == 0 ? main_view_ : panes_[index]->view;
}

std::optional<int> CompareRuns::diff_with(int index) const {
  return active() ? panes_[index]->diff_with : std::nullopt;
}

void CompareRuns::set_diff_with(int index, std::optional<int> other) {
  if (!active() || index < 0 || index >= count()) return;
  if (other && (*other == index || *other < 0 || *other >= count())) {
    other.reset();
  }
  panes_[index]->diff_with = other;
  layers(index).set_diff_with(other ? &search(*other).search() : nullptr);
}

void CompareRuns::begin_frame() {
  if (!active()) {
    main_.begin_frame();
    return;
  }
  const double share = SearchController::kFrameBudgetMs / budget_shares();
  for (int i = 0; i < count(); ++i) {
    // Every run plays at run 1's speed: the controls set that one.
    search(i).speed() = main_.speed();
    search(i).set_expansions_per_frame(main_.expansions_per_frame());
    search(i).begin_frame(share);
  }
}

int CompareRuns::budget_shares() const {
  int shares = 0;
  for (int i = 0; i < count(); ++i) {
    if (search(i).running_to_end()) ++shares;
  }
  return std::max(shares, 1);
}

void CompareRuns::sync(const Workspace& workspace) {
  main_.sync(workspace);
  for (int i = 1; i < count(); ++i) {
    panes_[i]->search.sync(workspace);
    (void)panes_[i]->layers.follow(workspace);
  }
}

void CompareRuns::advance_frame(const Workspace& workspace, double seconds) {
  if (!active()) {
    main_.advance_frame(workspace, seconds);
    return;
  }
  // The first run still playing leads: it takes the frame's steps (by
  // speed or by time), and every other playing run takes as many.
  int leader = -1;
  for (int i = 0; i < count() && leader < 0; ++i) {
    if (search(i).playing() && !search(i).at_end()) leader = i;
  }
  if (leader >= 0) {
    SearchController& lead = search(leader);
    lead.advance_frame(workspace, seconds);
    // A breakpoint that stopped the leader stops them all.
    if (!lead.playing() && !lead.at_end()) pause();
    const std::int64_t reached = lead.search().step_count();
    for (int i = 0; i < count(); ++i) {
      if (i != leader) search(i).catch_up(workspace, reached);
    }
  }
  for (int i = 0; i < count(); ++i) {
    if (search(i).running_to_end()) search(i).advance_frame(workspace, seconds);
  }
  follow_yardsticks(workspace);
}

void CompareRuns::follow_yardsticks(const Workspace& workspace) {
  for (int i = 0; i < count(); ++i) {
    Pane& pane = *panes_[i];
    const SearchController& run = search(i);
    const SearchSettings& settings = run.settings(workspace);
    // Only a finished run that may have missed the optimum needs one.
    if (finds_optimal_paths(settings) ||
        run.search().status() != SearchStatus::Found) {
      pane.optimal.clear();
      continue;
    }
    pane.optimal.follow(workspace, settings.rules);
  }
}

void CompareRuns::take_changed() {
  if (!active()) {
    main_.take_changed(main_layers_.stale());
    return;
  }
  for (int i = 0; i < count(); ++i) {
    for (int j = 0; j < count(); ++j) {
      if (diff_with(j) == i) search(i).peek_changed(layers(j).stale());
    }
    search(i).take_changed(layers(i).stale());
  }
}

void CompareRuns::release_retired() {
  retired_.clear();
  for (int i = 0; i < count(); ++i) layers(i).release_retired();
}

void CompareRuns::align_views(int moved) {
  for (int i = 0; i < count(); ++i) {
    if (i != moved) view(i).follow(view(moved));
  }
}

bool CompareRuns::running_to_end() const {
  for (int i = 0; i < count(); ++i) {
    if (search(i).running_to_end()) return true;
    if (active() && panes_[i]->optimal.computing()) return true;
  }
  return false;
}

bool CompareRuns::playing() const {
  for (int i = 0; i < count(); ++i) {
    if (search(i).playing()) return true;
  }
  return false;
}

void CompareRuns::step(const Workspace& workspace, std::int64_t steps) {
  for (int i = 0; i < count(); ++i) search(i).step(workspace, steps);
}

void CompareRuns::step_back() {
  for (int i = 0; i < count(); ++i) search(i).step_back();
}

void CompareRuns::seek(std::int64_t step) {
  for (int i = 0; i < count(); ++i) search(i).seek(step);
}

void CompareRuns::run_to_end(const Workspace& workspace) {
  for (int i = 0; i < count(); ++i) search(i).run_to_end(workspace);
}

void CompareRuns::reset() {
  for (int i = 0; i < count(); ++i) search(i).reset();
}

void CompareRuns::toggle_play(const Workspace& workspace) {
  if (playing()) {
    pause();
    return;
  }
  // Replays from step 0 only when every run has finished; otherwise the
  // finished ones stay at their end while the others play on.
  bool all_done = true;
  for (int i = 0; i < count(); ++i) {
    all_done = all_done && search(i).at_end();
  }
  for (int i = 0; i < count(); ++i) search(i).play(workspace, all_done);
}

void CompareRuns::pause() {
  for (int i = 0; i < count(); ++i) search(i).pause();
}

bool CompareRuns::cancel_run() {
  bool cancelled = false;
  for (int i = 0; i < count(); ++i) cancelled |= search(i).cancel_run();
  return cancelled;
}

std::vector<RunSummary> CompareRuns::summaries(
    const Workspace& workspace) const {
  std::vector<RunSummary> rows;
  for (int i = 0; i < count(); ++i) {
    const SearchController& run = search(i);
    RunSummary row;
    row.spec = compare_spec_of(run.settings(workspace));
    row.search = &run;
    if (run.search().status() == SearchStatus::Found) {
      if (finds_optimal_paths(run.settings(workspace))) {
        row.gap = 0.0;
      } else if (active()) {
        const std::optional<double> best = panes_[i]->optimal.cost();
        if (best && *best > 0) row.gap = run.search().cost() / *best - 1;
        if (best && *best == 0) row.gap = 0.0;
        row.gap_pending = panes_[i]->optimal.computing();
      }
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace astar::studio
