#pragma once
// Compare mode: two to four runs of the same map and markers side by side,
// each with its own settings. Run 1 is the document's own search (the left
// panel edits it); the others keep their settings here. They step
// together, the same number of expansions each (a run that has finished
// stays finished), or each runs to its own end, sharing one frame budget.
// Each run has its own map layers and view; the views move together.

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "canvas/canvas_view.hpp"
#include "canvas/map_layers.hpp"
#include "compare/optimal_cost.hpp"
#include "search/search_controller.hpp"

namespace astar::studio {

// One run's line in the comparison table.
struct RunSummary {
  std::string spec;  // its settings, as --compare writes them
  const SearchController* search = nullptr;
  // Its cost over the optimal one, minus 1; empty while that is computed,
  // or when there is no path.
  std::optional<double> gap;
  bool gap_pending = false;
};

class CompareRuns {
 public:
  // Run 1 is the App's own search, drawn with its own layers and view.
  CompareRuns(SearchController& main, MapLayers& main_layers,
              CanvasView& main_view)
      : main_(main), main_layers_(main_layers), main_view_(main_view) {}

  bool active() const { return !panes_.empty(); }
  // Starts comparing run 1 with runs of `others`' settings (1 to 3 of
  // them). Every run plays at run 1's speed.
  void open(std::span<const SearchSettings> others);
  // Back to one run: the others and their memory go.
  void close();
  // Runs shown, run 1 included: 1 when not comparing.
  int count() const { return active() ? static_cast<int>(panes_.size()) : 1; }
  // Adds a run with `settings`; false at the limit.
  bool add(const SearchSettings& settings);
  // Removes run `index` (not run 1); one run left ends compare mode.
  void remove(int index);
  void set_settings(int index, const SearchSettings& settings);
  const SearchSettings& settings(int index, const Workspace& workspace) const;

  SearchController& search(int index);
  const SearchController& search(int index) const;
  MapLayers& layers(int index);
  CanvasView& view(int index);
  // The run whose expanded cells run `index` shows against its own.
  std::optional<int> diff_with(int index) const;
  void set_diff_with(int index, std::optional<int> other);

  // --- each frame, for every run ------------------------------------------
  void begin_frame();
  void sync(const Workspace& workspace);
  // Playing runs advance in lock-step; runs to the end each run on; the
  // yardsticks of the gaps start on their threads when needed.
  void advance_frame(const Workspace& workspace, double seconds);
  // Moves each run's changed cells into the layers that show them: its own
  // and those that diff against it.
  void take_changed();
  // The views follow the one the user last moved.
  void align_views(int moved);
  bool running_to_end() const;
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

 private:
  struct Pane {
    // Unused for run 1, which is the App's.
    SearchController search;
    MapLayers layers;
    CanvasView view;
    OptimalCost optimal;
    std::optional<int> diff_with;
  };
  // Starts (or cancels) the optimal-cost searches the gaps need.
  void follow_yardsticks(const Workspace& workspace);
  // Consumers of the frame budget: runs still running to the end.
  int budget_shares() const;

  SearchController& main_;
  MapLayers& main_layers_;
  CanvasView& main_view_;
  std::vector<std::unique_ptr<Pane>> panes_;  // [0] is run 1
  std::vector<std::unique_ptr<Pane>> retired_;
};

}  // namespace astar::studio
