#pragma once
// Every search the studio shows: run 1 is the document's own (the left
// panel edits its settings, the workspace keeps them); compare mode adds up
// to three more, each with its own settings. Each run owns its search
// controller, its map layers, its view and the optimal-cost worker its gap
// needs. Compared runs step together, the same number of expansions each
// (a run that has finished stays finished), or each runs to its own end,
// sharing one frame budget; their views move together.
//
// Nothing here draws or touches GL except follow_textures(), so tests
// build and drive runs without a window.

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "analysis/optimal_cost.hpp"
#include "canvas/canvas_view.hpp"
#include "canvas/map_layers.hpp"
#include "stepping/search_controller.hpp"

namespace astar::studio {

// One run's line in the comparison table.
struct RunSummary {
  std::string spec;       // its settings, as --compare writes them
  std::string label;      // and as the panels name them
  std::string algorithm;  // its algorithm in a few letters (a narrow table)
  const SearchController* search = nullptr;
  // Its cost over the optimal one, minus 1; empty while that is computed,
  // or when there is no path.
  std::optional<double> gap;
  bool gap_pending = false;
};

class Runs {
 public:
  Runs();

  // Runs shown, run 1 included: 1 when not comparing.
  int count() const { return static_cast<int>(runs_.size()); }
  bool comparing() const { return count() > 1; }
  // Compares run 1 with runs of `others`' settings (1 to 3 of them);
  // every run plays at run 1's speed.
  void open(std::span<const SearchSettings> others);
  // Back to run 1 alone: the others and their memory go.
  void close();
  // The other runs go to run 1's step (and play when it does), as the runs
  // step together from then on.
  void start_where_first_is(const Workspace& workspace);
  // Adds a run with `settings`; false at the limit or when not comparing.
  bool add(const SearchSettings& settings);
  // Removes run `index` (not run 1); one run left ends the comparison.
  void remove(int index);
  void set_settings(int index, const SearchSettings& settings);
  const SearchSettings& settings(int index, const Workspace& workspace) const;

  SearchController& search(int index) { return runs_[at(index)]->search; }
  const SearchController& search(int index) const {
    return runs_[at(index)]->search;
  }
  MapLayers& layers(int index) { return runs_[at(index)]->layers; }
  const MapLayers& layers(int index) const { return runs_[at(index)]->layers; }
  CanvasView& view(int index) { return runs_[at(index)]->view; }
  const CanvasView& view(int index) const { return runs_[at(index)]->view; }
  // The run whose expanded cells run `index` shows against its own.
  std::optional<int> diff_with(int index) const;
  void set_diff_with(int index, std::optional<int> other);
  bool any_diff() const;

  // --- each frame ----------------------------------------------------------
  void begin_frame();
  // The searches catch up with the workspace (no GL).
  void sync(const Workspace& workspace);
  // The textures catch up with the workspace (GL).
  Status follow_textures(const Workspace& workspace);
  // Playing runs advance in lock-step; runs to the end each run on; the
  // yardsticks of the gaps start on their threads when needed.
  void advance_frame(const Workspace& workspace, double seconds);
  // Moves each run's changed cells into the layers that show them: its own
  // and those that diff against it.
  void take_changed();
  // The views follow the one the user last moved.
  void align_views(int moved);
  bool running_to_end() const;
  // Some run waits for its unit's map (SearchController::preparing).
  bool preparing() const;
  // Some run's gap waits for the optimal cost, worked out on a worker.
  bool computing_gaps() const;
  bool playing() const;
  // Frees what closed runs left (their textures) once the frame that may
  // still draw them is rendered.
  void release_retired();

  // --- the controls, for every run ----------------------------------------
  void step(const Workspace& workspace, std::int64_t steps);
  void step_back();
  void seek(std::int64_t step);
  void run_to_end(const Workspace& workspace);
  void reset();
  void toggle_play(const Workspace& workspace);
  void pause();
  bool cancel_run();

  std::vector<RunSummary> summaries(const Workspace& workspace) const;

  // The prepared maps the runs' subgoal searches share, which the subgoal
  // overlay draws.
  SubgoalMaps& subgoal_maps() { return *subgoal_maps_; }
  const SubgoalMaps& subgoal_maps() const { return *subgoal_maps_; }

 private:
  struct Run {
    SearchController search;
    MapLayers layers;
    CanvasView view;
    OptimalCost optimal;
    std::optional<int> diff_with;
  };
  static std::size_t at(int index) { return static_cast<std::size_t>(index); }
  void append(const SearchSettings& settings);
  // Starts (or cancels) the optimal-cost searches the gaps need.
  void follow_yardsticks(const Workspace& workspace);
  // Consumers of the frame budget: runs still running to the end.
  int budget_shares() const;

  std::vector<std::unique_ptr<Run>> runs_;  // [0] is run 1, always there
  // Shared by the runs: those of one unit read one map.
  std::shared_ptr<UnitMaps> unit_maps_ = std::make_shared<UnitMaps>();
  std::shared_ptr<SubgoalMaps> subgoal_maps_ = std::make_shared<SubgoalMaps>();
  std::vector<std::unique_ptr<Run>> retired_;
};

}  // namespace astar::studio
