#include "derived/runs.hpp"

#include <algorithm>

#include "stepping/compare_spec.hpp"

namespace astar::studio {

Runs::Runs() {
  runs_.push_back(std::make_unique<Run>());
  runs_.back()->search.use_unit_maps(unit_maps_);
  runs_.back()->search.use_subgoal_maps(subgoal_maps_);
}

void Runs::open(std::span<const SearchSettings> others) {
  close();
  for (const SearchSettings& settings : others) {
    if (count() >= kMaxCompareRuns) break;
    append(settings);
  }
}

void Runs::append(const SearchSettings& settings) {
  auto run = std::make_unique<Run>();
  run->search.use_unit_maps(unit_maps_);
  run->search.use_subgoal_maps(subgoal_maps_);
  run->search.use_own_settings(settings);
  run->view.show_grid_lines = view(0).show_grid_lines;
  runs_.push_back(std::move(run));
}

void Runs::close() {
  // The frame being built may still draw their textures.
  while (runs_.size() > 1) {
    retired_.push_back(std::move(runs_.back()));
    runs_.pop_back();
  }
  runs_[0]->diff_with.reset();
  layers(0).set_diff_with(nullptr);
}

void Runs::start_where_first_is(const Workspace& workspace) {
  SearchController& first = search(0);
  first.sync(workspace);
  if (!first.active()) return;
  const std::int64_t step = first.search().step_count();
  for (int i = 1; i < count(); ++i) {
    search(i).sync(workspace);
    (void)search(i).go_to_step(workspace, step);
    if (first.playing()) search(i).play(workspace, false);
  }
}

bool Runs::add(const SearchSettings& settings) {
  if (!comparing() || count() >= kMaxCompareRuns) return false;
  append(settings);
  return true;
}

void Runs::remove(int index) {
  if (index <= 0 || index >= count()) return;
  retired_.push_back(std::move(runs_[at(index)]));
  runs_.erase(runs_.begin() + index);
  // Diffs name runs by position: those against the removed run end, and
  // those against a later run follow it down.
  for (int i = 0; i < count(); ++i) {
    std::optional<int> other = runs_[at(i)]->diff_with;
    if (other && *other == index) other.reset();
    if (other && *other > index) --*other;
    set_diff_with(i, other);
  }
  if (count() < 2) close();
}

void Runs::set_settings(int index, const SearchSettings& settings) {
  if (index > 0 && index < count()) search(index).use_own_settings(settings);
}

const SearchSettings& Runs::settings(int index,
                                     const Workspace& workspace) const {
  return search(index).settings(workspace);
}

std::optional<int> Runs::diff_with(int index) const {
  return runs_[at(index)]->diff_with;
}

bool Runs::any_diff() const {
  for (int i = 0; i < count(); ++i) {
    if (diff_with(i)) return true;
  }
  return false;
}

void Runs::set_diff_with(int index, std::optional<int> other) {
  if (!comparing() || index < 0 || index >= count()) return;
  if (other && (*other == index || *other < 0 || *other >= count())) {
    other.reset();
  }
  runs_[at(index)]->diff_with = other;
  layers(index).set_diff_with(other ? &search(*other).search() : nullptr);
}

void Runs::begin_frame() {
  const double share = SearchController::kFrameBudgetMs / budget_shares();
  for (int i = 1; i < count(); ++i) {
    // Every run plays at run 1's speed: the controls set that one.
    search(i).speed() = search(0).speed();
    search(i).set_expansions_per_frame(search(0).expansions_per_frame());
  }
  for (int i = 0; i < count(); ++i) search(i).begin_frame(share);
}

int Runs::budget_shares() const {
  int shares = 0;
  for (int i = 0; i < count(); ++i) {
    if (search(i).running_to_end()) ++shares;
  }
  return std::max(shares, 1);
}

void Runs::sync(const Workspace& workspace) {
  for (int i = 0; i < count(); ++i) search(i).sync(workspace);
}

Status Runs::follow_textures(const Workspace& workspace) {
  Status result;
  for (int i = 0; i < count(); ++i) {
    if (Status status = layers(i).follow(workspace); !status && result) {
      result = status;
    }
  }
  return result;
}

void Runs::advance_frame(const Workspace& workspace, double seconds) {
  if (!comparing()) {
    search(0).advance_frame(workspace, seconds);
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
    SearchController& run = search(i);
    if (run.running_to_end() || run.preparing()) {
      run.advance_frame(workspace, seconds);
    }
  }
  follow_yardsticks(workspace);
}

void Runs::follow_yardsticks(const Workspace& workspace) {
  for (int i = 0; i < count(); ++i) {
    Run& run = *runs_[at(i)];
    const SearchSettings& settings = run.search.settings(workspace);
    // Only a finished run that may have missed the optimum needs one.
    if (finds_optimal_paths(settings) ||
        run.search.search().status() != SearchStatus::Found) {
      run.optimal.clear();
      continue;
    }
    run.optimal.follow(workspace, settings.rules, settings.unit);
  }
}

void Runs::take_changed() {
  for (int i = 0; i < count(); ++i) {
    const CellRect forgotten = search(i).take_forgotten();
    for (int j = 0; j < count(); ++j) {
      if (diff_with(j) != i) continue;
      search(i).peek_changed(layers(j).stale());
      // Run j's diff colours came from run i's query let go too: they leave
      // as fast as run i's own colours do, not with the repaint sweep.
      layers(j).forget_search(forgotten);
    }
    layers(i).forget_search(forgotten);
    search(i).take_changed(layers(i).stale());
  }
}

void Runs::release_retired() {
  retired_.clear();
  for (int i = 0; i < count(); ++i) layers(i).release_retired();
}

void Runs::align_views(int moved) {
  for (int i = 0; i < count(); ++i) {
    if (i != moved) view(i).follow(view(moved));
  }
}

bool Runs::running_to_end() const {
  for (int i = 0; i < count(); ++i) {
    if (search(i).running_to_end()) return true;
    if (comparing() && runs_[at(i)]->optimal.computing()) return true;
  }
  return false;
}

bool Runs::computing_gaps() const {
  for (int i = 0; i < count(); ++i) {
    if (runs_[at(i)]->optimal.computing()) return true;
  }
  return false;
}

bool Runs::preparing() const {
  for (int i = 0; i < count(); ++i) {
    if (search(i).preparing()) return true;
  }
  return false;
}

bool Runs::playing() const {
  for (int i = 0; i < count(); ++i) {
    if (search(i).playing()) return true;
  }
  return false;
}

void Runs::step(const Workspace& workspace, std::int64_t steps) {
  for (int i = 0; i < count(); ++i) search(i).step(workspace, steps);
}

void Runs::step_back() {
  for (int i = 0; i < count(); ++i) search(i).step_back();
}

void Runs::seek(std::int64_t step) {
  for (int i = 0; i < count(); ++i) search(i).seek(step);
}

void Runs::run_to_end(const Workspace& workspace) {
  for (int i = 0; i < count(); ++i) search(i).run_to_end(workspace);
}

void Runs::reset() {
  for (int i = 0; i < count(); ++i) search(i).reset();
}

void Runs::toggle_play(const Workspace& workspace) {
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

void Runs::pause() {
  for (int i = 0; i < count(); ++i) search(i).pause();
}

bool Runs::cancel_run() {
  bool cancelled = false;
  for (int i = 0; i < count(); ++i) cancelled |= search(i).cancel_run();
  return cancelled;
}

std::vector<RunSummary> Runs::summaries(const Workspace& workspace) const {
  std::vector<RunSummary> rows;
  for (int i = 0; i < count(); ++i) {
    const SearchController& run = search(i);
    RunSummary row;
    row.spec = compare_spec_of(run.settings(workspace));
    row.label = compare_label_of(run.settings(workspace));
    row.algorithm =
        algorithm_info(run.settings(workspace).algorithm).short_label;
    row.search = &run;
    if (run.search().status() == SearchStatus::Found) {
      if (finds_optimal_paths(run.settings(workspace))) {
        row.gap = 0.0;
      } else if (comparing()) {
        const std::optional<double> best = runs_[at(i)]->optimal.cost();
        if (best && *best > 0) row.gap = run.search().cost() / *best - 1;
        if (best && *best == 0) row.gap = 0.0;
        row.gap_pending = runs_[at(i)]->optimal.computing();
      }
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace astar::studio
