#pragma once
// Everything the user can ask for by menu, button, key or script line.
// Panels and the keyboard push Requests (a Command, or a setting with its
// new value); the App hands each to the mode that registered it
// (command_registry.hpp), in one place, so a shortcut and its button
// always do the same thing, and no panel changes the state it shows.

#include <any>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "agents/simulation.hpp"
#include "astar/grid/coordinates.hpp"
#include "astar/search/search.hpp"
#include "astar/session/session.hpp"
#include "canvas/path_overlay.hpp"
#include "stepping/breakpoints.hpp"
#include "ui/command.hpp"
#include "ui/label_options.hpp"
#include "ui/palette.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// Requests that carry a value.
struct SetTools {  // the toolbar's paint, brush and shape options
  ToolSettings tools;
};
struct SetSearchSettings {
  SearchSettings settings;
};
struct SetPalette {
  PaletteKind kind;
};
struct SetCellNumbers {  // the View menu's choice of numbers in the cells
  CellNumbers numbers;
};
struct SetCellOrigin {  // the View menu's choice of how cells are counted
  CellOrigin origin;
};
struct SetUiScale {  // the View menu's UI scale; 0 follows the display
  float scale;
};
struct SetStepMany {  // how many expansions "Step xN" takes
  int count;
};
struct SetPlaySpeed {  // expansions per second; drops a fixed per-frame rate
  double per_second;
};
struct SeekSearch {  // the timeline: rewind or replay to a step
  std::int64_t step;
};
struct JumpHistory {  // the History panel: this many steps applied
  std::size_t position;
};
struct SetBreakpoint {  // stop when the cell is opened (or expanded)
  Point cell;
  BreakOn on;
  bool run = false;  // and run to it (the cell menu's "Run until")
};
struct ClearBreakpoints {};
struct OpenRecent {
  std::string path;
};
struct ClearRecent {};
struct SetPathOverlays {  // the Statistics section's path switches
  PathOverlayOptions options;
};
struct SetAgentUnit {  // the Simulate panel's agent row: its size and table
  std::size_t agent;
  Unit unit;
};
struct SetSimulation {  // the Simulate panel's re-planning settings
  SimulationSettings settings;
};
struct OpenDropped {  // a file dropped on the window
  std::string path;
};
// Compare mode's pane headers and table.
struct SetRunSettings {
  int run;
  SearchSettings settings;
};
struct SetRunDiff {  // colour run `run`'s cells against run `other`'s
  int run;
  std::optional<int> other;
};
struct AddRun {
  SearchSettings settings;
};
struct RemoveRun {
  int run;
};
// The scenario dialog's Browse: a path chosen in the file dialog.
struct BrowseScenarioPath {
  std::string path;
};
struct SetScenarioPath {
  std::string path;
};
// Lessons and shared links open as a new untitled document
// (features/lessons/, features/links/): the lesson or link text to open,
// then the document, which Files opens after asking about unsaved changes,
// then what follows its opening.
struct OpenLesson {
  std::string name;
};
struct OpenLink {
  std::string text;
};
struct FollowUp {
  std::string lesson;     // the lesson whose panel and runs come up
  std::int64_t step = 0;  // a link's step, replayed
};
struct OpenUntitled {
  Document document;
  SearchSettings settings;
  std::optional<ViewState> view;
  FollowUp then;
  // What it is, for the question about unsaved work ("the lesson ...").
  std::string what = "the link";
};
struct OpenedUntitled {
  FollowUp then;
};

// A lesson on crowds (features/lessons/) opens Simulate > Crowds on its
// map with these goals and agents, one agent a cell (features/crowds/
// takes it); the Crowds view goes with the lesson's document.
struct SetUpCrowd {
  std::vector<Point> goals;
  std::vector<Point> agents;
  bool show_field = false;
  bool show_repair = false;
};

// The script's `simulate` line: Simulate mode on, unless it is.
struct StartSimulating {};

// A command with a value of its owner's own type: a feature's request
// that needs no entry here (its owner reads `value` with std::any_cast).
struct CommandValue {
  Command command;
  std::any value;
};

using Request =
    std::variant<Command, CommandValue, SetTools, SetSearchSettings, SetPalette,
                 SetCellNumbers, SetStepMany, SetPlaySpeed, SeekSearch,
                 JumpHistory, OpenRecent, ClearRecent, SetBreakpoint,
                 ClearBreakpoints, SetSimulation, SetAgentUnit, SetPathOverlays,
                 OpenDropped, SetRunSettings, SetRunDiff, AddRun, RemoveRun,
                 BrowseScenarioPath, SetScenarioPath, SetCellOrigin, SetUiScale,
                 OpenLesson, OpenLink, OpenUntitled, OpenedUntitled, SetUpCrowd,
                 StartSimulating>;
using RequestQueue = std::vector<Request>;

}  // namespace astar::studio
