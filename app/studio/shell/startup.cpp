#include "shell/startup.hpp"

#include <cstdio>

#include "app.hpp"
#include "astar/search/flags.hpp"
#include "shell/termination_signal.hpp"

namespace astar::studio {
namespace {

template <typename... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};

}  // namespace

Status apply_ordered(App& app, const Options& options) {
  SearchController& search = app.search();
  CompareRuns& runs = app.runs();
  // --compare builds on the search flags given before the first step.
  bool compare_pending = options.compare.has_value();
  const auto start_comparing = [&]() -> Status {
    if (!compare_pending) return {};
    compare_pending = false;
    return app.compare(*options.compare);
  };
  for (const OrderedOption& option : options.ordered) {
    Status status;
    if (!std::holds_alternative<SetStart>(option) &&
        !std::holds_alternative<SetGoal>(option) &&
        !std::holds_alternative<SetSearchFlag>(option)) {
      if (status = start_comparing(); !status) return status;
    }
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
              runs.step(app.workspace(), o.count);
              if (!search.active())
                status = fail(ErrorKind::BadArgument, search.problem());
            },
            [&](const RunSearch&) {
              runs.run_to_end(app.workspace());
              if (!search.active())
                status = fail(ErrorKind::BadArgument, search.problem());
            },
            [&](const PlayRate& o) {
              search.set_expansions_per_frame(o.per_frame);
              if (!runs.playing()) runs.toggle_play(app.workspace());
              if (!search.active())
                status = fail(ErrorKind::BadArgument, search.problem());
            },
        },
        option);
    if (!status) return status;
    runs.sync(app.workspace());
  }
  return start_comparing();
}

void apply_view_options(App& app, const Options& options) {
  CellLabelOptions labels = app.cell_labels();
  if (options.cell_numbers) labels.numbers = *options.cell_numbers;
  if (options.arrows) labels.arrows = *options.arrows;
  app.set_cell_labels(labels);
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
  if (!app) return report(kExitSystemFailure, app.error());
  App& a = *app.value();
  apply_view_options(a, options);
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

}  // namespace astar::studio
