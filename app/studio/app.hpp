#pragma once
// The coordinator: runs one frame at a time (events, UI, requests, render)
// and carries out what the panels, dialogs, keys and scripts request. The
// document and its safety net live in the Workspace; what is derived from
// it (search, textures, reachability, view, title) follows its revisions
// by itself. The interactive loop and the headless driver both call
// frame(), so a script exercises the same code a person does.

#include <SDL_events.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "canvas/canvas_view.hpp"
#include "canvas/map_layers.hpp"
#include "canvas/path_overlay.hpp"
#include "canvas/reachability.hpp"
#include "commands.hpp"
#include "compare/compare_runs.hpp"
#include "dialogs/dialogs.hpp"
#include "editing/canvas_tools.hpp"
#include "headless/headless_hooks.hpp"
#include "headless/ui_targets.hpp"
#include "panels/cell_menu.hpp"
#include "panels/history_panel.hpp"
#include "panels/notifier.hpp"
#include "search/jump_point_check.hpp"
#include "search/path_views.hpp"
#include "search/search_controller.hpp"
#include "shell/frame_export.hpp"
#include "shell/input_queue.hpp"
#include "shell/platform.hpp"
#include "shell/settings_store.hpp"
#include "simulate/sim_controller.hpp"
#include "workspace/document_safety.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

struct AppConfig {
  bool headless = false;
  int width = 1280;
  int height = 800;
  double autosave_seconds = kDefaultAutosaveSeconds;
};

class App {
 public:
  static Result<std::unique_ptr<App>> create(const AppConfig& config);
  ~App();

  // --- the document ------------------------------------------------------
  // Opens a map or a session, by extension; on failure the current
  // document stays and the error is returned.
  Status open_document(const std::string& path);
  // Sets the start or goal marker (from the command line, so not an undo
  // step); fails when off the map or on a wall.
  Status place_marker(bool start, Point cell) {
    return workspace_->place_marker(start, cell);
  }
  void set_search_settings(const SearchSettings& settings) {
    workspace_->set_settings(settings);
  }
  // The numbers and arrows in zoomed-in cells (a view setting, kept with
  // the settings; --labels and --arrows set it).
  const CellLabelOptions& cell_labels() const { return settings_.cell_labels; }
  void set_cell_labels(const CellLabelOptions& labels) {
    settings_.cell_labels = labels;
  }
  // Offers the newest unsaved work left by a run that crashed (a dialog).
  void offer_recovery();
  // Recovers it at once (headless --recover); an error when there is none.
  Status recover_latest();
  // SIGTERM ended the run, after saving a recovery copy.
  bool terminated() const { return safety_.terminated; }
  // Headless: the first save that failed (the run exits with status 2).
  const std::optional<std::string>& failed_save() const {
    return safety_.failed_save;
  }
  const Workspace& workspace() const { return *workspace_; }
  SearchController& search() { return search_; }
  // Run 1 and the runs compared beside it.
  CompareRuns& runs() { return compare_; }
  // Run 1 runs to its end, or a run compared beside it, or the optimal
  // cost a comparison's gap needs is still being computed.
  bool running_to_end() const { return compare_.running_to_end(); }
  // Compares the document's search with other runs (--compare): the first
  // settings become the document's, the rest the other runs'.
  Status compare(std::string_view spec);
  Notifier& notifier() { return notifier_; }

  // --- running -----------------------------------------------------------
  // One frame: events, UI, requests, render. False once the user quits.
  bool frame();
  // Frames until the user quits (the interactive app).
  void run();

  // --- headless support --------------------------------------------------
  void set_script(std::unique_ptr<ScriptRunner> script) {
    headless_.script = std::move(script);
  }
  ScriptRunner* script() { return headless_.script.get(); }
  // Where the centre of a map cell is, in window coordinates.
  SDL_Point cell_to_window(Point cell) const;
  // Where the UI item `name` was drawn in the last frame (script "click").
  std::optional<SDL_Point> target_centre(std::string_view name) const;
  // Captures the next rendered frame into `path` as PNG.
  void request_screenshot(std::string path) {
    headless_.screenshot_path = std::move(path);
  }
  // One line for scripts and tests: markers, search status and counters,
  // zoom, tool, undo position, palette and the search settings.
  std::string describe_state() const;
  // A headless failure that must end the run with exit status 2.
  const std::optional<std::string>& fatal_error() const {
    return headless_.fatal;
  }
  // Starts writing the canvas every `every` steps into `folder` (a frame
  // a rendered frame); fails when the folder holds any file.
  Status start_frame_export(const std::string& folder, std::int64_t every);
  bool exporting_frames() const { return frame_export_.active(); }
  // Simulate mode (--simulate, the script's simulate): enters it unless
  // already in it.
  void start_simulation();
  bool simulating() const { return sim_.active(); }
  // One "agent K at=X,Y state=... replans=N walked=D" line per agent.
  std::vector<std::string> describe_agents() const;
  // Planning milliseconds per frame while simulating: mean and max.
  std::string describe_planning() const;
  // Seconds each frame took, for --frame-stats.
  void set_frame_timing(bool on) { headless_.time_frames = on; }
  std::uint32_t window_id() const { return platform_->window_id(); }
  std::uint32_t script_event_type() const { return headless_.event_type; }

 private:
  explicit App(const AppConfig& config);
  Status init();

  // Events (app.cpp).
  void handle_event(SDL_Event& event);
  void handle_key(const SDL_KeyboardEvent& key);
  void handle_script_request(const SDL_UserEvent& event);
  // Derived state catches up with the workspace.
  void follow_workspace();
  void render();

  // The search settings, the step count and the speed, for describe_state.
  std::string describe_settings() const;

  // Requests (app_requests.cpp): every change on the user's behalf.
  void carry_out_requests();
  void execute(const Request& next);
  void execute(Command command);
  void execute_search(Command command);
  // Ctrl+L cycles the numbers in the cells; A turns the arrows on or off.
  void change_cell_labels(Command command);
  void execute_map(Command command);
  void undo_or_redo(bool undo);
  void jump_history(std::size_t position);
  void apply_generated(GeneratedMap generated);
  void apply_resize(const ResizeRequest& request);
  void apply_shift(const ShiftRequest& request);
  void write_scenarios(const ScenarioRequest& request);
  // `announce`: a goal that became unreachable (or reachable again) is
  // said in the status line.
  void update_reachability(bool announce);

  // UI (app_ui.cpp): panels and dialogs read state and return requests.
  void draw_ui();
  void draw_canvas_window(float x, float y, float w, float h);
  // The canvas as it is drawn for one run: the map, its search, the tools.
  CanvasScene canvas_scene(int run);
  void handle_canvas_input(const CanvasInput& input, CanvasView& view);

  // The path overlays and Theta*'s parent lines (app_paths.cpp).
  void draw_path_section();
  void draw_path_overlays(const CanvasView& view);

  // Simulate mode (app_simulate.cpp).
  bool execute_simulate(Command command);
  void draw_simulate_section();
  void draw_sim_overlay(const CanvasView& view);

  // Compare mode (app_compare.cpp).
  void toggle_compare();
  void draw_compare_window(float x, float y, float w, float h);
  void draw_run_pane(int run, float x, float y, float w, float h);
  void draw_run_header(int run);
  void draw_compare_table();
  // One "run K ..." line per run compared, for the script's state.
  std::string describe_runs() const;
  void draw_left_panel(float x, float y, float w, float h);
  void draw_right_panel(float x, float y, float w, float h);
  void draw_status_bar(float x, float y, float w, float h);
  void draw_dialogs();
  void draw_map_dialogs();
  const Palette& current_palette() const;

  // Over time (app_over_time.cpp): breakpoints, the cell menu, frames.
  void add_breakpoint(const SetBreakpoint& request);
  // The script's break and history commands.
  void handle_over_time_script(const ScriptCommand& command);
  void report_breakpoint_stop();
  void draw_cell_menu();
  // Before drawing: the search moves to the step the next frame shows.
  void prepare_export_frame();
  // After rendering: the canvas goes into the frame's file.
  void capture_export_frame();
  void draw_export_progress();

  // Files and data safety (app_files.cpp).
  // Adopts a document read from disk once the textures can hold it.
  Status adopt(OpenedDocument opened);
  Status new_map(int width, int height);
  // Asks first (and returns an error meanwhile) when a session's save would
  // write its map outside the session's folder, unless `confirmed`.
  Status save_document_as(const std::string& path, bool confirmed = false);
  void save_current();
  void export_map(const std::string& path);
  // Quit, New and Open go through here: asks Save/Discard/Cancel first
  // when there are unsaved changes.
  void request(PendingAction action);
  void carry_out(PendingAction action);
  void answer_unsaved(UnsavedChoice choice);
  void saved_as_from_dialog(const std::string& path);
  void draw_safety_dialogs();
  Status recover_from(const std::string& path);
  // True once SIGTERM was noticed (the recovery copy is then written).
  bool check_termination();

  AppConfig config_;
  std::unique_ptr<Platform> platform_;
  std::string settings_path_;
  AppSettings settings_;
  std::unique_ptr<Workspace> workspace_;

  // Derived from the workspace.
  SearchController search_;
  JumpPointCheck jps_check_;
  MapLayers layers_;
  CanvasView view_;
  CompareRuns compare_{search_, layers_, view_};
  Reachability reach_;
  std::string title_;

  SimulationController sim_;
  PathViews path_views_;
  PathOverlayOptions path_overlays_;

  CanvasTools tools_;
  InputQueue input_;
  Dialogs dialogs_;
  HistoryPanel history_panel_;
  CellMenu cell_menu_;
  FrameExport frame_export_;
  UiTargets targets_;
  Notifier notifier_;
  RequestQueue requests_;
  DocumentSafety safety_;
  bool show_unreachable_ = false;
  int editing_run_ = 0;  // compare mode: the pane the mouse edits in
  bool quit_ = false;

  std::uint64_t last_frame_counter_ = 0;
  HeadlessHooks headless_;
};

}  // namespace astar::studio
