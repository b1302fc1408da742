// astar-studio: parses the command line and hands over to the app.

#include <cstdio>
#include <span>

#include "application/command_list.hpp"
#include "astar/version.hpp"
#include "features/lessons/lesson_catalogue.hpp"
#include "startup/headless_run.hpp"
#include "startup/options.hpp"
#include "startup/startup.hpp"

int main(int argc, char** argv) {
  using namespace astar::studio;
  const std::span<const char* const> args(
      const_cast<const char* const*>(argv) + 1,
      static_cast<std::size_t>(argc > 0 ? argc - 1 : 0));
  auto options = parse_options(args);
  if (!options) {
    // One line after the error, as astar-cli: 100 lines of help would
    // scroll the error away.
    std::fprintf(stderr,
                 "error: %s\nrun 'astar-studio --help' for the options\n",
                 options.error().c_str());
    return 2;
  }
  if (options.value().help) {
    std::printf("%s", usage_text().c_str());
    return 0;
  }
  if (options.value().version) {
    std::printf("astar-studio %s\n", astar::kVersion);
    return 0;
  }
  if (options.value().list_lessons) {
    std::printf("%s", lesson_list_text().c_str());
    return 0;
  }
  if (options.value().list_commands) {
    std::printf("%s", command_list_text().c_str());
    return 0;
  }
  return options.value().headless ? run_headless(options.value())
                                  : run_interactive(options.value());
}
