#pragma once
// The command line: parsed into values, validated, nothing applied yet.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/io/tile_maps.hpp"
#include "astar/result.hpp"
#include "ui/label_options.hpp"
#include "workspace/autosave_timer.hpp"

namespace astar::studio {

// Settings applied in the order they were given.
struct SetStart {
  Point cell;
};
struct SetGoal {
  Point cell;
};
// A search flag (--algo, --weight, ...), checked by core's parser and
// applied to the document's settings in the order given.
struct SetSearchFlag {
  std::string name;  // "algo", without the dashes
  std::string value;
};
struct TakeSteps {
  std::int64_t count;
};
struct RunSearch {};
// Plays the search at exactly this many expansions per frame.
struct PlayRate {
  std::int64_t per_frame;
};
using OrderedOption = std::variant<SetStart, SetGoal, SetSearchFlag, TakeSteps,
                                   RunSearch, PlayRate>;

struct Options {
  std::optional<std::string> file;
  // --layer, --level, --values: which layer of a Tiled or LDtk FILE is the
  // map (set: no question is asked).
  std::optional<LayerOptions> layer;
  bool headless = false;
  int width = 1280;
  int height = 800;
  std::vector<OrderedOption> ordered;
  std::optional<std::string> script;
  std::optional<std::string> screenshot;
  std::optional<std::string> export_path;
  int frames = 0;
  // Headless: after the script, simulate this many seconds on the fixed
  // step, then print the state and one line per agent.
  std::optional<double> simulate_seconds;
  // Headless: the canvas every export_every steps into this folder.
  std::optional<std::string> export_frames;
  std::optional<std::int64_t> export_every;
  bool frame_stats = false;
  // The numbers and arrows in zoomed-in cells; unset keeps the settings'.
  std::optional<CellNumbers> cell_numbers;
  std::optional<bool> arrows;
  // The UI scale, as the View menu sets it (headless runs default to 1).
  std::optional<float> ui_scale;
  // Runs side by side ("astar;dijkstra;weighted:w=2"), from the search
  // flags' settings, before any steps are taken.
  std::optional<std::string> compare;
  bool help = false;
  bool version = false;  // print "astar-studio VERSION" and exit
  double autosave_seconds = kDefaultAutosaveSeconds;
  // Recover the newest unsaved work a crashed run left, without asking.
  bool recover = false;
  // Headless: ask about it as the desktop app does (a script answers).
  bool offer_recovery = false;
  // A lesson (by name) or a shared link to open as an untitled document.
  std::optional<std::string> lesson;
  std::optional<std::string> open_link;
  bool list_lessons = false;   // print "NAME<TAB>Title" lines and exit
  bool list_commands = false;  // print "NAME<TAB>KEY<TAB>Label" lines, exit
};

// Parses argv[1..]. Errors name the option and what was wrong.
Result<Options> parse_options(std::span<const char* const> args);

std::string usage_text();

}  // namespace astar::studio
