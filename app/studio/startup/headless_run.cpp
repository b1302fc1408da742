#include "startup/headless_run.hpp"

#include <SDL_hints.h>
#include <SDL_timer.h>

#include <chrono>
#include <cstdlib>

#include "features/files/files_mode.hpp"
#include "features/over_time/over_time_mode.hpp"
#include "features/simulate/simulate_mode.hpp"
#include "features/welcome/welcome_mode.hpp"
#include "script/script.hpp"
#include "script/script_runner.hpp"
#include "shell/frame_stats.hpp"
#include "shell/system.hpp"
#include "shell/termination_signal.hpp"
#include "startup/startup.hpp"

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
  // Frames until no other thread prepares what the app takes in by itself
  // (App::working_in_background); false when a frame stopped the run or it
  // took too long.
  bool settle();
  static constexpr std::chrono::seconds kSettleLimit{120};

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
  return running && !app_.headless().fatal.has_value();
}

int HeadlessRun::stopped() {
  if (app_.modes().get<FilesMode>().terminated())
    return termination_exit_status();
  if (const auto& fatal = app_.headless().fatal) {
    return report(kExitBadInput, *fatal);
  }
  return finished();
}

int HeadlessRun::finished() {
  if (const auto& failed = app_.modes().get<FilesMode>().failed_save()) {
    return report(kExitBadInput, *failed);
  }
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
  while (app_.derived().runs.running_to_end()) {
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
    ModeContext ctx = app_.context();
    if (Status started = app_.modes().get<OverTimeMode>().start_export(
            *options_.export_frames, options_.export_every.value_or(10), ctx);
        !started) {
      return report(kExitBadInput, started.error());
    }
    while (app_.modes().get<OverTimeMode>().exporting()) {
      if (!frame()) return stopped();
    }
  }
  if (options_.screenshot) {
    if (!settle()) return stopped();
    app_.headless().screenshot_path = *options_.screenshot;
    // The screenshot waits for a frame that draws the map whole.
    if (!frame() || !settle()) return stopped();
  }
  if (options_.export_path) {
    auto saved = app_.workspace().export_map(*options_.export_path);
    if (!saved) return report(kExitBadInput, saved.error());
  }
  return finished();
}

bool HeadlessRun::simulate(double seconds) {
  SimulateMode& simulate = app_.modes().get<SimulateMode>();
  {
    ModeContext ctx = app_.context();
    simulate.start(ctx);
  }
  for (int i = 0; i < simulation_steps(seconds); ++i) {
    if (!frame()) return false;
  }
  std::printf("%s\n", app_.describe_state().c_str());
  std::vector<std::string> agents;
  simulate.describe(app_.context(), agents);
  for (const std::string& line : agents) std::printf("%s\n", line.c_str());
  std::printf("%s\n", simulate.describe_planning().c_str());
  std::fflush(stdout);
  return true;
}

bool HeadlessRun::play_script(std::vector<ScriptCommand> commands,
                              int& exit_status) {
  app_.headless().script = std::make_unique<ScriptRunner>(
      std::move(commands), app_.window_id(), app_.headless().event_type);
  ScriptRunner& runner = *app_.headless().script;
  runner.set_target_lookup(
      [this](std::string_view name) { return app_.target_centre(name); });
  auto to_window = [this](Point cell, int pane) {
    const auto point = app_.cell_to_window(cell, pane);
    if (point) return *point;
    // The run stops at the next frame, as at a click on nothing.
    auto& fatal = app_.headless().fatal;
    if (!fatal) {
      fatal = "script: there is no pane " + std::to_string(pane + 1) + " (" +
              std::to_string(app_.derived().runs.count()) + " shown)";
    }
    return SDL_Point{0, 0};
  };
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
  if (!settle()) return stop();
  if (action.event.type == SDL_DROPFILE) {
    action.event.drop.file = SDL_strdup(
        app_.headless().script->command(action.command_index).text.c_str());
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

bool HeadlessRun::settle() {
  // A person would see the frames pass while it prepares; a script waits
  // for the work, so its next line meets the same app on every machine.
  const auto give_up = std::chrono::steady_clock::now() + kSettleLimit;
  while (app_.working_in_background()) {
    if (std::chrono::steady_clock::now() > give_up) {
      app_.headless().fatal =
          "still working in the background (a unit's map, the clearance, "
          "an optimal cost or a smoothed path) after " +
          std::to_string(kSettleLimit.count()) + " s";
      return false;
    }
    if (!frame()) return false;
    SDL_Delay(1);
  }
  return true;
}

// Loads the script, makes the app and opens what the command line names.
Result<std::unique_ptr<App>> prepare(const Options& options,
                                     std::vector<ScriptCommand>& commands,
                                     int& exit_status) {
  // Read before a window opens; parsed once the modes have registered
  // their verbs and commands.
  std::string script_text;
  if (options.script) {
    auto read = read_script(*options.script);
    if (!read) {
      exit_status = kExitBadInput;
      return read.failure();
    }
    script_text = std::move(read.value());
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
  if (options.script) {
    auto parsed = parse_script(script_text, *options.script,
                               app.modes().registry().vocabulary());
    if (!parsed) {
      exit_status = kExitBadInput;
      return parsed.failure();
    }
    commands = std::move(parsed.value());
  }
  // Frames are drawn and waited for only when their times are asked for.
  app.headless().time_frames = options.frame_stats;
  apply_view_options(app, options);
  exit_status = kExitBadInput;
  ModeContext ctx = app.context();
  FilesMode& files = app.modes().get<FilesMode>();
  if (options.file) {
    if (auto status = files.open_document(*options.file, ctx, options.layer);
        !status) {
      return status.failure();
    }
  }
  // Headless runs leave recovery files alone unless told to recover.
  if (options.recover) {
    if (auto status = files.recover_latest(ctx); !status) {
      return status.failure();
    }
  } else if (options.offer_recovery) {
    files.offer_recovery(ctx);
  }
  if (!options.file && !options.recover && !files.asking_recovery()) {
    app.modes().get<WelcomeMode>().show(app.workspace());
  }
  if (auto status = open_lesson_or_link(app, options); !status) {
    return status.failure();
  }
  if (auto status = apply_ordered(app, options); !status) {
    return status.failure();
  }
  return created;
}

}  // namespace

int run_headless(const Options& options) {
  // A hint: SDL_VIDEODRIVER in the environment still wins.
  SDL_SetHint(SDL_HINT_VIDEODRIVER, headless_video_driver());
  std::vector<ScriptCommand> commands;
  int exit_status = 0;
  auto app = prepare(options, commands, exit_status);
  if (!app) return report(exit_status, app.error());
  return HeadlessRun(*app.value(), options).run(std::move(commands));
}

}  // namespace astar::studio
