// astar-cli scen-gen: random problems on a map, with optimal lengths, as a
// Moving AI .scen file.

#include <cstdio>
#include <filesystem>

#include "astar/generate/scenario_gen.hpp"
#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/platform/utf8_path.hpp"
#include "cli_options.hpp"
#include "map_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kScenGenPositionals[] = {
    "a map file MAP", "a problem count N", "an output file OUT.scen"};

constexpr OptionSpec kScenGenOptions[] = {
    {"seed"},     {"connectivity"}, {"corners"},  {"costs"},
    kLayerOption, kLevelOption,     kValuesOption};
constexpr CommandSyntax kScenGenSyntax{"scen-gen", kScenGenOptions,
                                       kScenGenPositionals};

}  // namespace

int scen_gen_command(Args args) {
  const CommandStart start = start_command(kScenGenSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  const std::string& map_path = options.positionals[0];
  const std::string& out = options.positionals[2];

  ScenarioSettings settings;
  Result<long long> count = parse_positive("count", options.positionals[1]);
  if (!count) return report_error(count.failure());
  if (count.value() > kMaxScenarioProblems) {
    return report_error("count " + options.positionals[1] +
                        " is more than the limit of " +
                        std::to_string(kMaxScenarioProblems));
  }
  settings.count = static_cast<int>(count.value());
  const std::string* seed = options.value("seed");
  if (seed == nullptr) return report_error("'scen-gen' needs --seed S");
  Result<std::uint64_t> seed_value = parse_seed("--seed", *seed);
  if (!seed_value) return report_error(seed_value.failure());
  settings.seed = seed_value.value();
  Result<MovementRules> rules = movement_rules(options);
  if (!rules) return report_error(rules.failure());
  settings.rules = rules.value();
  settings.map_name =
      platform::utf8_string(platform::utf8_path(map_path).filename());

  Result<Grid> grid = load_map_with_options(map_path, options);
  if (!grid) return report_error(grid.failure());
  Result<Scenario> scenario = generate_scenario(grid.value(), settings);
  if (!scenario)
    return report_error(scenario.failure().prefixed(map_path + ": "));
  if (Status written =
          write_file_atomic(out, format_scenario(scenario.value()));
      !written) {
    return report_error(written.failure());
  }
  const auto& problems = scenario.value().problems;
  std::printf("wrote %s: %zu problems on %s, buckets %d..%d\n", out.c_str(),
              problems.size(), settings.map_name.c_str(),
              problems.front().bucket, problems.back().bucket);
  return kExitOk;
}

}  // namespace astar::cli
