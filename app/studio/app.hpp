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
#include <vector>

#include "astar/document.hpp"
#include "astar/edit_history.hpp"
#include "astar/map_io.hpp"
#include "canvas_view.hpp"
#include "commands.hpp"
#include "file_dialog.hpp"
#include "map_layers.hpp"
#include "new_map_dialog.hpp"
#include "notifier.hpp"
#include "platform.hpp"
#include "script_runner.hpp"
#include "search_controller.hpp"
#include "settings_store.hpp"
#include "tools.hpp"

namespace astar::studio {

struct AppConfig {
  bool headless = false;
  int width = 1280;
  int height = 800;
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
  void clear_map();
  void save_current();
  void apply_stroke_feedback(const StrokeFeedback& feedback);
  void update_title();

  // UI (app_ui.cpp).
  void draw_ui();
  void draw_canvas_window(float x, float y, float w, float h);
  void handle_canvas_input(const CanvasInput& input);
  void draw_left_panel(float x, float y, float w, float h);
  void draw_right_panel(float x, float y, float w, float h);
  void draw_dialogs();
  const Palette& current_palette() const;

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
  StrokeEditor stroke_;
  MouseButton stroke_button_ = MouseButton::Left;
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
};

}  // namespace astar::studio
