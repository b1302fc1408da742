#pragma once
// The application: owns the document, the search, the edit history and the
// view state, and runs one frame at a time. The interactive loop and the
// headless driver both call frame(), so a script exercises the same code a
// person does.

#include <SDL_events.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/io/map_io.hpp"
#include "astar/session/session.hpp"
#include "editing/canvas_editor.hpp"
#include "canvas/canvas_view.hpp"
#include "commands.hpp"
#include "workspace/document_safety.hpp"
#include "dialogs/file_dialog.hpp"
#include "dialogs/generator_dialog.hpp"
#include "panels/history_panel.hpp"
#include "canvas/map_layers.hpp"
#include "dialogs/map_ops_dialogs.hpp"
#include "dialogs/new_map_dialog.hpp"
#include "panels/notifier.hpp"
#include "shell/platform.hpp"
#include "canvas/reachability.hpp"
#include "dialogs/scenario_dialog.hpp"
#include "headless/script_runner.hpp"
#include "search/search_controller.hpp"
#include "shell/settings_store.hpp"
#include "editing/tools.hpp"
#include "headless/ui_targets.hpp"

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
  // Opens a map; on failure the current document stays and the error is
  // returned (the caller decides whether to show it or exit).
  Status open_map(const std::string& path);
  // Replaces the document with a blank width x height map.
  Status new_map(int width, int height);
  // Sets the start or goal marker (from the command line, so not an undo
  // step); fails when off the map or on a wall.
  Status place_marker(bool start, Point cell);
  Result<SaveReport> save_map_as(const std::string& path, bool remember_path);
  // Files and data safety (app_files.cpp). Opens a map or a session, by
  // extension; on failure the current document stays.
  Status open_document(const std::string& path);
  // Saves as a session (.astar.json), PNG or .map, by extension; the
  // document then belongs to `path`. A failure is shown and changes nothing.
  Status save_document_as(const std::string& path);
  // The document differs from its file (the title's '*').
  bool dirty() const;
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
  const std::string& window_title() const { return title_; }
  const Document& document() const { return doc_; }
  SearchController& search() { return search_; }
  Notifier& notifier() { return notifier_; }

  // --- running -----------------------------------------------------------
  // One frame: events, UI, render. False once the user asked to quit.
  bool frame();
  // Frames until the user quits (the interactive app).
  void run();

  // --- headless support --------------------------------------------------
  void set_script(std::unique_ptr<ScriptRunner> script) {
    script_ = std::move(script);
  }
  ScriptRunner* script() { return script_.get(); }
  // Where the centre of a map cell is, in window coordinates.
  SDL_Point cell_to_window(Point cell) const;
  // Where the UI item `name` was drawn in the last frame (script "click").
  std::optional<SDL_Point> target_centre(std::string_view name) const;
  const UiTargets& targets() const { return targets_; }
  // Captures the next rendered frame into `path` as PNG.
  void request_screenshot(std::string path) {
    screenshot_path_ = std::move(path);
  }
  // One line for scripts and tests: markers, search status and counters,
  // zoom, tool, undo position and palette.
  std::string describe_state() const;
  // A headless failure that must end the run with exit status 2.
  const std::optional<std::string>& fatal_error() const { return fatal_; }
  // Seconds each frame took, for --frame-stats.
  void set_frame_timing(bool on) { time_frames_ = on; }
  std::uint32_t window_id() const { return platform_->window_id(); }
  std::uint32_t script_event_type() const { return script_event_type_; }

 private:
  explicit App(const AppConfig& config);
  Status init();

  // Events.
  void handle_event(SDL_Event& event);
  void handle_key(const SDL_KeyboardEvent& key);
  void handle_script_request(const SDL_UserEvent& event);
  void apply_mouse_to_imgui();

  // Commands and document changes (app_commands.cpp).
  void execute(Command command);
  void run_pending_commands();
  void replace_document(Document doc, std::string path);
  void map_cells_changed(const CellRect& rect);
  void undo_or_redo(bool undo);
  void save_current();
  void update_title();

  // Editing: canvas gestures, tools, history, map operations, generators,
  // scenarios and reachability (app_editing.cpp). Every edit goes through
  // apply_edit or move_history, then document_edited.
  void execute_designer(Command command);
  void apply_edit_feedback(const EditFeedback& feedback);
  // Applies and records one step; false when it changed nothing.
  bool apply_edit(EditCommand command);
  // Undoes or redoes until `position` steps are applied.
  void move_history(std::size_t position);
  // The map or markers changed inside `rect`, or the map's size changed.
  void document_edited(const CellRect& rect, bool resized);
  void fill_at(const Gesture& gesture, Point cell);
  void pick_at(Point cell);
  void apply_generated(GeneratedMap generated);
  void apply_resize(const ResizeRequest& request);
  void write_scenarios(const ScenarioRequest& request);
  // Recomputes what changed (never during a drag); `announce` puts a goal
  // that became unreachable (or reachable again) in the status line.
  void update_reachability(bool announce = true);
  void draw_designer_dialogs();

  // UI (app_ui.cpp).
  void draw_ui();
  void draw_canvas_window(float x, float y, float w, float h);
  void handle_canvas_input(const CanvasInput& input);
  void draw_left_panel(float x, float y, float w, float h);
  void draw_right_panel(float x, float y, float w, float h);
  void draw_dialogs();
  const Palette& current_palette() const;

  // Files and data safety (app_files.cpp).
  void init_safety();
  void finish_safety();
  std::string document_name() const;
  // Resets what belonged to the old document (after replace_document).
  void document_replaced();
  Status open_session(const std::string& path);
  void apply_session(Session session, std::string path);
  Session current_session() const;
  // Quit, New and Open go through here: asks Save/Discard/Cancel first
  // when there are unsaved changes.
  void request(PendingAction action);
  void carry_out(PendingAction action);
  void answer_unsaved(UnsavedChoice choice);
  void saved_as_from_dialog(const std::string& path);
  void draw_safety_dialogs();
  void forget_recovery_copy();
  bool write_recovery_copy();
  void tick_autosave();
  Status recover_from(const std::string& path);
  // True once SIGTERM was noticed (the recovery copy is then written).
  bool check_termination();

  AppConfig config_;
  std::unique_ptr<Platform> platform_;
  std::string settings_path_;
  AppSettings settings_;

  Document doc_;
  std::string file_path_;  // empty for a new, never-saved map
  EditHistory history_;
  SearchController search_;
  MapLayers layers_;
  CanvasView view_;
  ToolSettings tools_;
  CanvasEditor stroke_;  // the drag in progress on the canvas, if any
  MouseButton stroke_button_ = MouseButton::Left;
  Reachability reach_;
  bool show_unreachable_ = false;
  HistoryPanel history_panel_;
  GeneratorDialog generator_dialog_;
  ResizeDialog resize_dialog_;
  ShiftDialog shift_dialog_;
  ScenarioDialog scenario_dialog_;
  UiTargets targets_;
  Notifier notifier_;
  FileDialog file_dialog_;
  NewMapDialog new_map_dialog_;
  bool help_open_ = false;
  CommandQueue pending_;
  std::optional<Point> hovered_;

  // Input as SDL reported it; fed to ImGui each frame (see
  // apply_mouse_to_imgui for why).
  float mouse_x_ = -1, mouse_y_ = -1;
  bool mouse_in_window_ = false;
  bool mouse_down_[3] = {};
  bool pressed_this_batch_[3] = {};
  bool release_next_frame_[3] = {};
  std::vector<SDL_Event> deferred_key_ups_;
  std::vector<SDL_Scancode> keys_down_this_batch_;
  bool space_held_ = false;
  bool space_dragged_ = false;

  bool quit_ = false;
  int idle_frames_ = 0;
  std::uint64_t last_frame_counter_ = 0;
  bool time_frames_ = false;

  std::unique_ptr<ScriptRunner> script_;
  std::uint32_t script_event_type_ = 0;
  std::optional<std::string> screenshot_path_;
  std::optional<std::string> fatal_;
  std::string title_;
  DocumentSafety safety_;
};

}  // namespace astar::studio
