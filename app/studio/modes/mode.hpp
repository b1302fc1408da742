#pragma once
// A mode of the studio (the search view, compare, simulate, over time,
// files, map actions) owns its state and answers the same few calls, as
// RecastDemo's tools do: declare the commands, requests, menu sections and
// script verbs it carries out, carry out a request, move on a frame, draw
// its panel section, its overlay and its windows, describe itself for the
// script's `state`, and say whether it is busy. The App holds the modes in
// a list (application/mode_list.hpp) and passes frames and events through
// them, and each request to the mode that registered it; it owns no
// feature's state. Panels inside a mode return requests, so every change,
// a mode's own included, is carried out in one place.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "astar/result.hpp"
#include "canvas/canvas_view.hpp"
#include "commands/command_registry.hpp"
#include "commands/commands.hpp"
#include "derived/derived.hpp"
#include "editing/canvas_tools.hpp"
#include "modes/board.hpp"
#include "modes/canvas_clicks.hpp"
#include "settings/settings_store.hpp"
#include "shell/screenshot.hpp"
#include "ui/notifier.hpp"
#include "ui/ui_targets.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class CanvasArea;

// What a mode reads and changes during a frame: the document, what is
// derived from it, the tools, the preferences, and the channels out.
struct ModeContext {
  Workspace& workspace;
  Derived& derived;
  CanvasTools& tools;
  AppSettings& settings;
  Notifier& notifier;
  RequestQueue& requests;
  UiTargets& targets;
  // Who takes a left press on the canvas: the tools, Predict or Measure.
  CanvasClicks& clicks;
  // Who carries out what: the menu bar and the help's key list read it.
  const CommandRegistry* commands = nullptr;
  float ui_scale = 1;
  float display_scale = 1;  // what ui_scale is when it follows the display
  // What the modes published for each other this frame (Mode::publish).
  Board board = {};
  // Headless runs: the failure that ends the run with exit status 2; null
  // when a person is at the window.
  std::optional<std::string>* fatal = nullptr;
  // Draws a run's canvas and routes its input (null outside a frame).
  CanvasArea* canvas = nullptr;
  // Where the panels and the canvas lie this frame, between the toolbar
  // (however many rows it wrapped to) and the status line: windows that sit
  // over a panel keep inside it.
  struct Area {
    float x = 0, y = 0, w = 0, h = 0;
  } body{};

  bool headless() const { return fatal != nullptr; }
  // Headless, the first failure ends the run; a person sees the status line.
  void fail(const std::string& message) {
    notifier.error(message);
    if (fatal != nullptr && !*fatal) *fatal = message;
  }
};

class Mode {
 public:
  virtual ~Mode() = default;
  // Registers what it carries out: its commands, the requests with values
  // it takes, what it hears before another mode, its menu sections and its
  // script verbs.
  virtual void declare(CommandRegistry& registry) = 0;
  // Carries out a request it registered. A command it listens to: true
  // takes it there, false lets its owner have it.
  virtual bool carry_out(const Request& request, ModeContext& ctx) = 0;
  // How the menu entry of a command it owns looks now.
  virtual CommandState command_state(Command /*command*/,
                                     const ModeContext& /*ctx*/) const {
    return {};
  }
  // Draws a menu section it registered, inside its menu.
  virtual void draw_menu_section(std::string_view /*name*/,
                                 ModeContext& /*ctx*/) {}
  // Runs a script line of a verb it registered (a headless run).
  virtual void run_script_verb(const ScriptCommand& /*command*/,
                               ModeContext& /*ctx*/) {}
  // Into a frame's context, when the App makes it: what other modes and
  // the panels read of this one (board.hpp).
  virtual void publish(const ModeContext& /*ctx*/, Board& /*board*/) const {}
  // Before the UI is drawn: the state the frame will show.
  virtual void prepare(ModeContext& /*ctx*/) {}
  // After the requests: time moves on by `seconds`.
  virtual void advance(ModeContext& /*ctx*/, double /*seconds*/) {}
  // Its sections of the left panel.
  virtual void draw_panel(ModeContext& /*ctx*/) {}
  // Over the canvas of run `run`, inside that canvas's window.
  virtual void draw_overlay(ModeContext& /*ctx*/, const CanvasView& /*view*/,
                            int /*run*/) {}
  // The mouse input on run `run`'s canvas, before the tools see it: a mode
  // that acts on part of it (predict mode's guesses) clears that part.
  virtual void take_canvas_input(ModeContext& /*ctx*/, CanvasInput& /*input*/,
                                 int /*run*/) {}
  // Its own windows: dialogs and progress.
  virtual void draw_windows(ModeContext& /*ctx*/) {}
  // Its window lies over the right panel this frame (a lesson's), so the
  // panel keeps its place.
  virtual bool covers_right_panel() const { return false; }
  // Lines for the script's `state`, after the state line itself.
  virtual void describe(const ModeContext& /*ctx*/,
                        std::vector<std::string>& /*lines*/) const {}
  // Work that needs frames to go on: the interactive app must not sleep.
  virtual bool busy(const ModeContext& /*ctx*/) const { return false; }
  // Work on another thread whose result lands by itself (a long path's
  // smoothing): a script's next line waits for it.
  virtual bool working_in_background(const ModeContext& /*ctx*/) const {
    return false;
  }
  // Draws the whole canvas area in `area` itself (compare mode's panes),
  // instead of the one canvas: true when it did.
  virtual bool draw_canvas_area(ModeContext& /*ctx*/,
                                const ModeContext::Area& /*area*/) {
    return false;
  }

  // --- the App's life, asked of every mode so that the App names none ---
  // Once, before the first frame: the document the studio starts with.
  virtual Status app_started(ModeContext& /*ctx*/) { return {}; }
  // Before each frame: true ends the app at once (a termination signal).
  virtual bool ends_app(ModeContext& /*ctx*/) { return false; }
  // After each frame: the user quit (and answered what quitting asked).
  virtual bool quit_requested() const { return false; }
  // This frame's pixels are read back for the mode after rendering (a
  // frame of an export), so the frame paints the whole map.
  virtual bool reads_frame_pixels() const { return false; }
  virtual void take_frame_pixels(const Result<Screenshot>& /*pixels*/,
                                 ModeContext& /*ctx*/) {}
  // The App closes, the workspace as it is left (whether the recovery
  // copy stays is the files' mode's to say).
  virtual void app_closing(Workspace& /*workspace*/) {}
};

}  // namespace astar::studio
