#pragma once
// The wiring: the platform, the workspace, what is derived from it, and the
// modes. Each frame passes events, requests and time through the modes and
// renders what they drew; the App owns no feature's state. The interactive
// loop and the headless driver both call frame(), so a script exercises the
// same code a person does.

#include <SDL_events.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "application/headless_hooks.hpp"
#include "application/mode_list.hpp"
#include "derived/derived.hpp"
#include "settings/settings_store.hpp"
#include "shell/input_queue.hpp"
#include "shell/platform.hpp"
#include "ui/notifier.hpp"
#include "ui/ui_targets.hpp"
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

  // One frame: events, UI, requests, render. False once the user quits.
  bool frame();
  // Frames until the user quits (the interactive app).
  void run();

  // What the modes work with; start-up and the headless driver reach the
  // document and the modes through it, as a frame does.
  ModeContext context();
  Modes& modes() { return modes_; }
  Derived& derived() { return derived_; }
  const Workspace& workspace() const { return *workspace_; }
  Notifier& notifier() { return notifier_; }

  // --- headless support --------------------------------------------------
  HeadlessHooks& headless() { return headless_; }
  // Another thread prepares something the next frames take in by
  // themselves (a unit's map, the clearance, a gap's optimal cost, a
  // smoothed path).
  bool working_in_background();
  // Where the centre of a map cell is, in window coordinates, in compared
  // pane `pane` (from 0); none when that pane is not shown.
  std::optional<SDL_Point> cell_to_window(Point cell, int pane = 0) const;
  // Where the UI item `name` was drawn in the last frame (script "click").
  std::optional<SDL_Point> target_centre(std::string_view name) const;
  // One line for scripts and tests (application/state_line.hpp).
  std::string describe_state();
  std::uint32_t window_id() const { return platform_->window_id(); }

 private:
  explicit App(const AppConfig& config);
  Status init();

  void handle_event(SDL_Event& event);
  void handle_key(const SDL_KeyboardEvent& key);
  void handle_script_request(const SDL_UserEvent& event);
  void print_state();
  // The script's `clipped`: the text the last frame cut at a window's edge.
  void print_clipped_text() const;
  // The error of a script's click or hover on what is not on screen.
  std::string missing_target_message(const ScriptCommand& command) const;
  // Derived state and its textures catch up with the workspace.
  void follow_workspace();
  void draw_ui(ModeContext& ctx);
  void carry_out_requests(ModeContext& ctx);
  // Hands one request to the mode that registered it.
  void carry_out(const Request& request, ModeContext& ctx);
  void render(ModeContext& ctx);
  // This frame is read back (a screenshot, a captured plot): it paints the
  // whole map rather than a frame's budget of it.
  bool paints_whole_map() const;
  // Headless, a frame is only seen when it is read back or timed; the
  // software rasteriser took 95% of a scripted run drawing the others.
  bool draws_pixels() const {
    return !config_.headless || paints_whole_map() || headless_.time_frames;
  }
  void take_screenshot();
  bool busy();
  // Writes the settings file when a setting changed since the last write.
  void store_settings();

  AppConfig config_;
  std::unique_ptr<Platform> platform_;
  StoredSettings settings_;
  std::unique_ptr<Workspace> workspace_;
  Derived derived_;
  Modes modes_;
  InputQueue input_;
  UiTargets targets_;
  Notifier notifier_;
  RequestQueue requests_;
  HeadlessHooks headless_;
  std::uint64_t last_frame_counter_ = 0;
};

}  // namespace astar::studio
