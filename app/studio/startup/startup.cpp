#include "startup/startup.hpp"

#include <cstdio>
#include <utility>

#include "application/app.hpp"
#include "astar/search/flags.hpp"
#include "features/compare/compare_mode.hpp"
#include "features/files/files_mode.hpp"
#include "features/lessons/lesson_catalogue.hpp"
#include "features/lessons/lessons_mode.hpp"
#include "features/links/links_mode.hpp"
#include "features/welcome/welcome_mode.hpp"
#include "shell/termination_signal.hpp"

namespace astar::studio {
namespace {

template <typename... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
// Clang 14 (emscripten's) does not deduce an aggregate's template
// arguments by itself.
template <typename... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

// The untitled document --lesson or --open-link asks for.
Result<OpenUntitled> requested_document(const Options& options) {
  if (options.lesson) {
    const Lesson* lesson = find_lesson(*options.lesson);
    if (lesson == nullptr) {
      return fail(ErrorKind::BadArgument,
                  "no lesson '" + *options.lesson + "'");
    }
    return lesson_request(*lesson);
  }
  return link_request(*options.open_link);
}

}  // namespace

Status apply_ordered(App& app, const Options& options) {
  ModeContext ctx = app.context();
  Runs& runs = app.derived().runs;
  SearchController& search = runs.search(0);
  Workspace& workspace = ctx.workspace;
  // --compare builds on the search flags given before the first step.
  bool compare_pending = options.compare.has_value();
  const auto start_comparing = [&]() -> Status {
    if (!compare_pending) return {};
    compare_pending = false;
    return app.modes().get<CompareMode>().compare(*options.compare, ctx);
  };
  for (const OrderedOption& option : options.ordered) {
    Status status;
    if (!std::holds_alternative<SetStart>(option) &&
        !std::holds_alternative<SetGoal>(option) &&
        !std::holds_alternative<SetSearchFlag>(option)) {
      if (status = start_comparing(); !status) return status;
    }
    std::visit(Overloaded{
                   [&](const SetStart& o) {
                     status = workspace.place_marker(true, o.cell);
                   },
                   [&](const SetGoal& o) {
                     status = workspace.place_marker(false, o.cell);
                   },
                   [&](const SetSearchFlag& o) {
                     SearchSettings settings = workspace.settings();
                     auto used = apply_search_flag(settings, o.name, o.value);
                     if (!used) status = used.failure();
                     workspace.set_settings(settings);
                   },
                   [&](const TakeSteps& o) {
                     runs.step(workspace, o.count);
                     if (!search.active() && !search.preparing())
                       status = fail(ErrorKind::BadArgument, search.problem());
                   },
                   [&](const RunSearch&) {
                     runs.run_to_end(workspace);
                     if (!search.active() && !search.preparing())
                       status = fail(ErrorKind::BadArgument, search.problem());
                   },
                   [&](const PlayRate& o) {
                     search.set_expansions_per_frame(o.per_frame);
                     if (!runs.playing()) runs.toggle_play(workspace);
                     if (!search.active() && !search.preparing())
                       status = fail(ErrorKind::BadArgument, search.problem());
                   },
               },
               option);
    if (!status) return status;
    runs.sync(workspace);
  }
  return start_comparing();
}

Status open_lesson_or_link(App& app, const Options& options) {
  if (!options.lesson && !options.open_link) return {};
  auto request = requested_document(options);
  if (!request) return request.failure();
  ModeContext ctx = app.context();
  Modes& modes = app.modes();
  FilesMode& files = modes.get<FilesMode>();
  // The question about a crashed run's work comes first. A lesson's window
  // opening in the frame that question first shows made ImGui 1.86 abort
  // (its modal is not active yet, so "blocking_modal != NULL" fails).
  if (files.asking_recovery()) {
    files.open_after_recovery(std::move(request.value()));
    return {};
  }
  if (Status s = files.open_untitled(request.value(), ctx); !s) return s;
  if (const Lesson* lesson = find_lesson(request.value().then.lesson)) {
    return modes.get<LessonsMode>().begin(*lesson, ctx);
  }
  modes.get<LinksMode>().replay(request.value().then.step, ctx);
  return {};
}

void apply_view_options(App& app, const Options& options) {
  CellLabelOptions& labels = app.context().settings.cell_labels;
  if (options.cell_numbers) labels.numbers = *options.cell_numbers;
  if (options.arrows) labels.arrows = *options.arrows;
  if (options.ui_scale) app.context().settings.ui_scale = *options.ui_scale;
}

int report(int code, const std::string& message) {
  std::fprintf(stderr, "error: %s\n", message.c_str());
  return code;
}

int run_interactive(const Options& options) {
  install_termination_handlers();
  AppConfig config;
  config.width = options.width;
  config.height = options.height;
  config.autosave_seconds = options.autosave_seconds;
  auto app = App::create(config);
  if (!app) {
    // No display is the user's to fix (--headless), not a broken system.
    return report(app.error_kind() == ErrorKind::Unsupported
                      ? kExitBadInput
                      : kExitSystemFailure,
                  app.error());
  }
  App& a = *app.value();
  apply_view_options(a, options);
  // Interactive errors go to the UI: the app opens either way.
  ModeContext ctx = a.context();
  FilesMode& files = a.modes().get<FilesMode>();
  if (options.file) {
    if (auto status = files.open_document(*options.file, ctx, options.layer);
        !status) {
      a.notifier().error(status.error());
    }
  }
  if (options.recover) {
    if (auto status = files.recover_latest(ctx); !status) {
      a.notifier().error(status.error());
    }
  } else {
    files.offer_recovery(ctx);
  }
  if (!options.file && !options.recover && !files.asking_recovery()) {
    a.modes().get<WelcomeMode>().show(a.workspace());
  }
  if (auto status = open_lesson_or_link(a, options); !status) {
    a.notifier().error(status.error());
  }
  if (auto status = apply_ordered(a, options); !status) {
    a.notifier().error(status.error());
  }
  a.run();
  return files.terminated() ? termination_exit_status() : 0;
}

}  // namespace astar::studio
