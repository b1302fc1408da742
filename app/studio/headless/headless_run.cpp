#include "headless/headless_run.hpp"

#include <SDL_timer.h>

#include <chrono>
#include <cstdlib>

#include "headless/script.hpp"
#include "headless/script_runner.hpp"
#include "shell/frame_stats.hpp"
#include "shell/startup.hpp"
#include "shell/termination_signal.hpp"

namespace astar::studio {
namespace {

class HeadlessRun {
 public:
  HeadlessRun(App& app, const Options& options)
      : app_(app), options_(options) {}

  // Runs the command line's work, the script and the outputs.
  int run(std::vector<ScriptCommand> commands);

 private:
  // One frame; false when it stopped the run.
  bool frame();
  // A frame stopped the run: SIGTERM, a fatal error, or the app quit (the
  // script's quit, Ctrl+Q). Later script lines and the outputs are skipped.
  int stopped();
  // The end of a run that got through: a save that failed on the way still
  // makes it a failure.
  int finished();
  // --simulate: Simulate mode for `seconds`, one fixed step a frame, then
  // the state and agent lines; false when a frame stopped the run.
  bool simulate(double seconds);
  // Plays the script; false when a frame stopped the run.
  bool play_script(std::vector<ScriptCommand> commands, int& exit_status);
  bool play(ScriptAction action, int& exit_status);

  App& app_;
  const Options& options_;
  FrameStats stats_;
};

bool HeadlessRun::frame() {
  const auto began = std::chrono::steady_clock::now();
  const bool running = app_.frame();
  const std::chrono::duration<double, std::milli> took =
      std::chrono::steady_clock::now() - began;
  stats_.add(took.count());
  return running && !app_.fatal_error().has_value();
}

int HeadlessRun::stopped() {
  if (app_.terminated()) return termination_exit_status();
  if (app_.fatal_error()) return report(kExitBadInput, *app_.fatal_error());
  return finished();
}

int HeadlessRun::finished() {
  if (app_.failed_save()) return report(kExitBadInput, *app_.failed_save());
  if (options_.frame_stats) std::printf("%s\n", stats_.summary().c_str());
  return 0;
}

int HeadlessRun::run(std::vector<ScriptCommand> commands) {
  // Two frames lay out the window (the first one measures the menu bar), so
  // cells have their final screen positions before the script starts.
  for (int i = 0; i < 2; ++i) {
    if (!frame()) return stopped();
  }
  // --run takes the frames a person would see: a slice of the search each.
  while (app_.running_to_end()) {
    if (!frame()) return stopped();
  }
  int exit_status = 0;
  if (!play_script(std::move(commands), exit_status)) return exit_status;
  for (int i = 0; i < options_.frames; ++i) {
    if (!frame()) return stopped();
  }
  if (options_.simulate_seconds) {
    if (!simulate(*options_.simulate_seconds)) return stopped();
  }
  if (options_.export_frames) {
    if (Status started = app_.start_frame_export(
            *options_.export_frames, options_.export_every.value_or(10));
        !started) {
      return report(kExitBadInput, started.error());
    }
    while (app_.exporting_frames()) {
      if (!frame()) return stopped();
    }
  }
  if (options_.screenshot) {
    app_.request_screenshot(*options_.screenshot);
    if (!frame()) return stopped();
  }
  if (options_.export_path) {
    auto saved = app_.workspace().export_map(*options_.export_path);
    if (!saved) return report(kExitBadInput, saved.error());
  }
  return finished();
}

bool HeadlessRun::simulate(double seconds) {
  app_.start_simulation();
  for (int i = 0; i < simulation_steps(seconds); ++i) {
    if (!frame()) return false;
  }
  std::printf("%s\n", app_.describe_state().c_str());
  for (const std::string& line : app_.describe_agents()) {
    std::printf("%s\n", line.c_str());
  }
  std::printf("%s\n", app_.describe_planning().c_str());
  std::fflush(stdout);
  return true;
}

bool HeadlessRun::play_script(std::vector<ScriptCommand> commands,
                              int& exit_status) {
  app_.set_script(std::make_unique<ScriptRunner>(
      std::move(commands), app_.window_id(), app_.script_event_type()));
  ScriptRunner& runner = *app_.script();
  runner.set_target_lookup(
      [this](std::string_view name) { return app_.target_centre(name); });
  auto to_window = [this](Point cell) { return app_.cell_to_window(cell); };
  while (!runner.done()) {
    if (!play(runner.next(to_window), exit_status)) return false;
  }
  return true;
}

bool HeadlessRun::play(ScriptAction action, int& exit_status) {
  const auto stop = [&] {
    exit_status = stopped();
    return false;
  };
  if (action.kind == ScriptAction::Kind::Frames) {
    for (int i = 0; i < action.frames; ++i) {
      if (!frame()) return stop();
    }
    return true;
  }
  if (action.kind == ScriptAction::Kind::Wait) {
    const auto until = std::chrono::steady_clock::now() +
                       std::chrono::duration<double>(action.seconds);
    while (std::chrono::steady_clock::now() < until) {
      if (!frame()) return stop();
      // A short sleep keeps a long wait from spinning a core.
      SDL_Delay(5);
    }
    return true;
  }
  if (action.event.type == SDL_DROPFILE) {
    action.event.drop.file =
        SDL_strdup(app_.script()->command(action.command_index).text.c_str());
  }
  SDL_SetModState(static_cast<SDL_Keymod>(action.modstate));
  if (SDL_PushEvent(&action.event) < 0) {
    exit_status =
        report(kExitSystemFailure,
               std::string("cannot queue a script event: ") + SDL_GetError());
    return false;
  }
  return frame() || stop();
}

// Loads the script, makes the app and opens what the command line names.
Result<std::unique_ptr<App>> prepare(const Options& options,
                                     std::vector<ScriptCommand>& commands,
                                     int& exit_status) {
  if (options.script) {
    auto loaded = load_script(*options.script);
    if (!loaded) {
      exit_status = kExitBadInput;
      return loaded.failure();
    }
    commands = std::move(loaded.value());
  }
  install_termination_handlers();
  AppConfig config;
  config.headless = true;
  config.width = options.width;
  config.height = options.height;
  config.autosave_seconds = options.autosave_seconds;
  auto created = App::create(config);
  if (!created) {
    exit_status = kExitSystemFailure;
    return created.failure();
  }
  App& app = *created.value();
  app.set_frame_timing(true);
  apply_view_options(app, options);
  exit_status = kExitBadInput;
  if (options.file) {
    if (auto status = app.open_document(*options.file); !status) {
      return status.failure();
    }
  }
  // Headless runs leave recovery files alone unless told to recover.
  if (options.recover) {
    if (auto status = app.recover_latest(); !status) return status.failure();
  } else if (options.offer_recovery) {
    app.offer_recovery();
  }
  if (auto status = apply_ordered(app, options); !status) {
    return status.failure();
  }
  return created;
}

}  // namespace

int run_headless(const Options& options) {
  if (std::getenv("SDL_VIDEODRIVER") == nullptr) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
  }
  std::vector<ScriptCommand> commands;
  int exit_status = 0;
  auto app = prepare(options, commands, exit_status);
  if (!app) return report(exit_status, app.error());
  return HeadlessRun(*app.value(), options).run(std::move(commands));
}

}  // namespace astar::studio
