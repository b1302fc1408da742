#include "shell/startup.hpp"

#include <SDL_timer.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "app.hpp"
#include "astar/search/flags.hpp"
#include "shell/frame_stats.hpp"
#include "headless/script.hpp"
#include "shell/termination_signal.hpp"

namespace astar::studio {
namespace {

constexpr int kBadInput = 2;
constexpr int kSystemFailure = 1;

template <typename... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};

// Applies the settings options in the order they were given.
Status apply_ordered(App& app, const Options& options) {
  SearchController& search = app.search();
  for (const OrderedOption& option : options.ordered) {
    Status status;
    std::visit(
        Overloaded{
            [&](const SetStart& o) { status = app.place_marker(true, o.cell); },
            [&](const SetGoal& o) { status = app.place_marker(false, o.cell); },
            [&](const SetSearchFlag& o) {
              SearchSettings settings = app.workspace().settings();
              auto used = apply_search_flag(settings, o.name, o.value);
              if (!used) status = used.failure();
              app.set_search_settings(settings);
            },
            [&](const TakeSteps& o) {
              search.step(app.workspace(), o.count);
              if (!search.active()) status = fail(ErrorKind::BadArgument, search.problem());
            },
            [&](const RunSearch&) {
              search.run_to_end(app.workspace());
              if (!search.active()) status = fail(ErrorKind::BadArgument, search.problem());
            },
            [&](const PlayRate& o) {
              search.set_expansions_per_frame(o.per_frame);
              if (!search.playing()) search.toggle_play(app.workspace());
              if (!search.active()) status = fail(ErrorKind::BadArgument, search.problem());
            },
        },
        option);
    if (!status) return status;
    search.sync(app.workspace());
  }
  return {};
}

int report(int code, const std::string& message) {
  std::fprintf(stderr, "error: %s\n", message.c_str());
  return code;
}

}  // namespace

int run_interactive(const Options& options) {
  install_termination_handlers();
  AppConfig config;
  config.width = options.width;
  config.height = options.height;
  config.autosave_seconds = options.autosave_seconds;
  auto app = App::create(config);
  if (!app) return report(kSystemFailure, app.error());
  App& a = *app.value();
  // Interactive errors go to the UI: the app opens either way.
  if (options.file) {
    if (auto status = a.open_document(*options.file); !status) {
      a.notifier().error(status.error());
    }
  }
  if (options.recover) {
    if (auto status = a.recover_latest(); !status) {
      a.notifier().error(status.error());
    }
  } else {
    a.offer_recovery();
  }
  if (auto status = apply_ordered(a, options); !status) {
    a.notifier().error(status.error());
  }
  a.run();
  return a.terminated() ? termination_exit_status() : 0;
}

int run_headless(const Options& options) {
  if (std::getenv("SDL_VIDEODRIVER") == nullptr) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
  }
  std::vector<ScriptCommand> commands;
  if (options.script) {
    auto loaded = load_script(*options.script);
    if (!loaded) return report(kBadInput, loaded.error());
    commands = std::move(loaded.value());
  }
  install_termination_handlers();
  AppConfig config;
  config.headless = true;
  config.width = options.width;
  config.height = options.height;
  config.autosave_seconds = options.autosave_seconds;
  auto created = App::create(config);
  if (!created) return report(kSystemFailure, created.error());
  App& app = *created.value();
  app.set_frame_timing(true);
  if (options.file) {
    if (auto status = app.open_document(*options.file); !status) {
      return report(kBadInput, status.error());
    }
  }
  // Headless runs leave recovery files alone unless told to recover.
  if (options.recover) {
    if (auto status = app.recover_latest(); !status) {
      return report(kBadInput, status.error());
    }
  } else if (options.offer_recovery) {
    app.offer_recovery();
  }
  if (auto status = apply_ordered(app, options); !status) {
    return report(kBadInput, status.error());
  }

  FrameStats stats;
  auto frame = [&]() -> bool {
    const auto began = std::chrono::steady_clock::now();
    const bool running = app.frame();
    const std::chrono::duration<double, std::milli> took =
        std::chrono::steady_clock::now() - began;
    stats.add(took.count());
    return running && !app.fatal_error().has_value();
  };
  // The end of a run that got through: a save that failed on the way
  // still makes it a failure.
  auto finished = [&]() -> int {
    if (app.failed_save()) return report(kBadInput, *app.failed_save());
    if (options.frame_stats) {
      std::printf("%s\n", stats.summary().c_str());
    }
    return 0;
  };
  // A frame stopped the run: SIGTERM, a fatal error, or the app quit (the
  // script's quit, Ctrl+Q). Later script lines and the outputs are skipped.
  auto stopped = [&]() -> int {
    if (app.terminated()) return termination_exit_status();
    if (app.fatal_error()) return report(kBadInput, *app.fatal_error());
    return finished();
  };
  // Two frames lay out the window (the first one measures the menu bar), so
  // cells have their final screen positions before the script starts.
  for (int i = 0; i < 2; ++i) {
    if (!frame()) return stopped();
  }

  app.set_script(std::make_unique<ScriptRunner>(
      std::move(commands), app.window_id(), app.script_event_type()));
  ScriptRunner& runner = *app.script();
  runner.set_target_lookup(
      [&](std::string_view name) { return app.target_centre(name); });
  auto to_window = [&](Point cell) { return app.cell_to_window(cell); };
  while (!runner.done()) {
    ScriptAction action = runner.next(to_window);
    if (action.kind == ScriptAction::Kind::Frames) {
      for (int i = 0; i < action.frames; ++i) {
        if (!frame()) return stopped();
      }
      continue;
    }
    if (action.kind == ScriptAction::Kind::Wait) {
      const auto until = std::chrono::steady_clock::now() +
                         std::chrono::duration<double>(action.seconds);
      while (std::chrono::steady_clock::now() < until) {
        if (!frame()) return stopped();
        // A short sleep keeps a long wait from spinning a core.
        SDL_Delay(5);
      }
      continue;
    }
    if (action.event.type == SDL_DROPFILE) {
      action.event.drop.file =
          SDL_strdup(runner.command(action.command_index).text.c_str());
    }
    SDL_SetModState(static_cast<SDL_Keymod>(action.modstate));
    if (SDL_PushEvent(&action.event) < 0) {
      return report(
          kSystemFailure,
          std::string("cannot queue a script event: ") + SDL_GetError());
    }
    if (!frame()) return stopped();
  }
  for (int i = 0; i < options.frames; ++i) {
    if (!frame()) return stopped();
  }
  if (options.screenshot) {
    app.request_screenshot(*options.screenshot);
    if (!frame()) return stopped();
  }
  if (options.export_path) {
    auto saved = app.workspace().export_map(*options.export_path);
    if (!saved) return report(kBadInput, saved.error());
  }
  return finished();
}

}  // namespace astar::studio
