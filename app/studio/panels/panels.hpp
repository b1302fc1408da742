#pragma once
// The panels around the canvas. Each lives in its own file, reads the state
// it shows, and asks for changes through Commands or the few settings it
// edits directly.

#include <optional>
#include <span>
#include <string>

#include "analysis/reachability.hpp"
#include "astar/grid/coordinates.hpp"
#include "astar/grid/grid.hpp"
#include "astar/teach/algorithm_text.hpp"
#include "commands/command_registry.hpp"
#include "commands/commands.hpp"
#include "derived/line_stepper.hpp"
#include "derived/runs.hpp"
#include "stepping/predict.hpp"
#include "stepping/search_controller.hpp"
#include "ui/label_options.hpp"
#include "ui/notifier.hpp"
#include "ui/palette.hpp"
#include "ui/ui_targets.hpp"
#include "workspace/recent_files.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// Algorithm, heuristic, movement rules. The settings as edited, when a
// setting changed. `jps_problem`: why Jump Point Search cannot run on this
// map under these rules, or empty; its terrain part greys out any algorithm
// whose refusal (AlgorithmInfo::refusal) depends on terrain.
std::optional<SearchSettings> draw_search_settings(
    const SearchSettings& settings, const std::string& jps_problem,
    UiTargets& targets);

// Step, play, speed, run, reset, step back and the timeline; while the
// search runs to the end, its progress against the `reachable` cells.
// Under them, predict mode's switch, score and last verdict.
void draw_controls(const SearchController& search, int step_many,
                   std::optional<std::int64_t> reachable,
                   const PredictState& predict, RequestQueue& out,
                   UiTargets& targets);

void draw_stats(const SearchController& search);
// Compare mode's table: per run, its counters, cost and gap to the optimum.
void draw_compare_table(std::span<const RunSummary> rows, UiTargets& targets);
// The early warning under the statistics: says when the goal cannot be
// reached from the start before any search runs.
// Says when the goal cannot be reached, and when the unit does not fit on
// a marker (`unit_fit`, "" when it does).
void draw_goal_reach(GoalReach reach, const std::string& unit_fit);
// Takes the same height whether a cell is hovered or not (and whatever the
// search knows of it), so the panel below never moves with the mouse.
// Cells are named as `origin` counts them.
void draw_inspector(const Grid& grid, const SearchController& search,
                    std::optional<Point> hovered, CellOrigin origin);
void draw_open_list(const Grid& grid, const SearchController& search,
                    CellOrigin origin);
// Why the last step took its cell, and what it did to each neighbour.
// `map`: the workspace's grid, which tells a unit's misfits from walls.
void draw_this_step(const SearchController& search, const Grid& map);

// The Code tab: the Step line button, then the algorithm's pseudocode in a
// list of `height` with the line run 1 stands on lit and its values under
// it.
struct PseudocodeView {
  const AlgorithmText* algorithm = nullptr;
  std::optional<LineStepper::Lit> lit;
  // Why Step line steps whole expansions, or empty.
  std::string unavailable;
  // The lit line moved since the last frame: bring it into view.
  bool scroll_to_lit = false;
};
void draw_pseudocode(const PseudocodeView& view, float height,
                     RequestQueue& out, UiTargets& targets);

// What the legend explains: the palette's colours, and what the numbers
// and arrows in the cells are for the search's algorithm.
struct LegendInfo {
  PaletteKind palette = PaletteKind::Standard;
  CellLabelOptions cell_labels;
  Algorithm algorithm{};  // the enum's first: A*
  double weight = 1;
  // A compared run shows its expanded cells against another's.
  bool diff = false;
  // The clearance overlay shows: its shades and numbers are explained.
  bool clearance = false;
  bool clearance_preparing = false;  // a big map's is being worked out
  // The unit's size: above 1 the path's swept band is explained.
  int unit_size = 1;
};
// The palette chosen, when the choice changed.
std::optional<PaletteKind> draw_legend(const LegendInfo& info,
                                       UiTargets& targets);
// The height the "Legend" section (header included) takes in the current
// window, open or collapsed, so the panel can keep room for it. Call it
// where the legend is drawn, outside any pushed id.
float legend_height(const LegendInfo& info);

// The shortcuts, and the "What am I seeing?" page (shown first when
// `show_seeing` is set; it is cleared once shown).
class HelpPictures;
// The shortcuts are the registered commands' (`commands`).
void draw_help_window(bool& open, bool& show_seeing, HelpPictures& pictures,
                      const Palette& palette, const CommandRegistry& commands,
                      UiTargets& targets);

struct StatusBarInfo {
  const Notifier* notifier = nullptr;
  const Grid* grid = nullptr;
  const SearchController* search = nullptr;
  std::optional<Point> hovered;
  double zoom = 1;
  CellOrigin origin = CellOrigin::TopLeft;  // how the hovered cell is named
};
void draw_status_bar(const StatusBarInfo& info);

// "(x, y)": a core cell as the Coordinates setting counts it.
std::string cell_text(Point core, CellOrigin origin, int height);

// "open", "closed" or "unseen" and the numbers a cell has in the search.
std::string describe_search_cell(const SearchController& search, int cell);

}  // namespace astar::studio
