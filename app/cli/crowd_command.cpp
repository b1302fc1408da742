// astar-cli crowd: a core Crowd stepped on a map, its agents' positions
// printed as CSV rows or JSON lines.

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "astar/crowd/crowd.hpp"
#include "astar/generate/rng.hpp"
#include "cli_options.hpp"
#include "map_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kCrowdPositionals[] = {"a MAP file"};
constexpr OptionSpec kCrowdOptions[] = {
    {"agents"},   {"steps"},    {"every"},    {"seed"},
    {"radius"},   {"speed"},    {"format"},   {"avoidance"},
    kLayerOption, kLevelOption, kValuesOption};
constexpr CommandSyntax kCrowdSyntax{"crowd", kCrowdOptions, kCrowdPositionals};
constexpr long long kMaxCrowdAgents = 100000;
constexpr long long kMaxCrowdSteps = 1000000;

Error crowd_bad(std::string message) {
  return Error{ErrorKind::BadArgument, std::move(message)};
}

Result<double> parse_number(std::string_view option, const std::string* text,
                            double fallback) {
  if (text == nullptr) return fallback;
  std::istringstream in(*text);
  double value = 0.0;
  char rest = 0;
  if (!(in >> value) || in >> rest) {
    return crowd_bad("--" + std::string(option) + " '" + *text +
                     "' is not a number");
  }
  return value;
}

// An agents file: one agent a line, "X Y GOAL_X GOAL_Y [RADIUS [SPEED]]"
// in cells, spaces or commas between; '#' starts a comment.
Status add_agents_from_file(Crowd& crowd, const std::string& path,
                            const AgentSpec& defaults) {
  std::ifstream in(path);
  if (!in) return Error{ErrorKind::IoFailure, path + ": cannot be read"};
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (const auto hash = line.find('#'); hash != std::string::npos) {
      line.erase(hash);
    }
    for (char& c : line) c = c == ',' ? ' ' : c;
    std::istringstream fields(line);
    std::vector<double> values;
    double value = 0.0;
    while (fields >> value) values.push_back(value);
    const std::string where = path + ":" + std::to_string(number) + ": ";
    if (!fields.eof()) return Error{ErrorKind::BadFile, where + "not a number"};
    if (values.empty()) continue;
    if (values.size() < 4 || values.size() > 6) {
      return Error{ErrorKind::BadFile,
                   where + "expected X Y GOAL_X GOAL_Y [RADIUS [SPEED]], got " +
                       std::to_string(values.size()) + " numbers"};
    }
    AgentSpec spec = defaults;
    spec.position = {values[0], values[1]};
    spec.goal = {values[2], values[3]};
    if (values.size() > 4) spec.radius = values[4];
    if (values.size() > 5) spec.max_speed = values[5];
    if (Result<int> added = crowd.add_agent(spec); !added) {
      return Error{ErrorKind::BadFile, where + added.error()};
    }
  }
  return {};
}

// COUNT agents at the centres of distinct random open cells, each going to
// another random open cell.
Status add_random_agents(Crowd& crowd, long long count, std::uint64_t seed,
                         const AgentSpec& defaults) {
  const Grid& grid = crowd.grid();
  std::vector<int> open;
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (grid.walkable(i)) open.push_back(i);
  }
  if (static_cast<long long>(open.size()) < count) {
    return crowd_bad("--agents " + std::to_string(count) +
                     " is more than the " + std::to_string(open.size()) +
                     " open cells of the map");
  }
  Rng rng(seed);
  for (long long k = 0; k < count; ++k) {
    // A partial shuffle: the first `count` cells are distinct.
    const std::size_t pick =
        static_cast<std::size_t>(k) + rng.below(open.size() - k);
    std::swap(open[static_cast<std::size_t>(k)], open[pick]);
    AgentSpec spec = defaults;
    spec.position = cell_centre(grid.point(open[k]));
    spec.goal = cell_centre(grid.point(open[rng.below(open.size())]));
    if (Result<int> added = crowd.add_agent(spec); !added) {
      return added.failure();
    }
  }
  return {};
}

void print_csv(const Crowd& crowd) {
  int id = 0;
  for (const Agent& a : crowd.agents()) {
    std::printf("%lld,%d,%.4f,%.4f,%d\n", static_cast<long long>(crowd.steps()),
                id++, a.position.x, a.position.y, a.arrived ? 1 : 0);
  }
}

void print_json(const Crowd& crowd) {
  std::printf("{\"step\":%lld,\"time\":%.4f,\"arrived\":%d,\"agents\":[",
              static_cast<long long>(crowd.steps()), crowd.time(),
              crowd.arrived_count());
  const char* comma = "";
  for (const Agent& a : crowd.agents()) {
    std::printf("%s[%.4f,%.4f,%s]", comma, a.position.x, a.position.y,
                a.arrived ? "true" : "false");
    comma = ",";
  }
  std::printf("]}\n");
}

struct CrowdRun {
  long long steps = 600;
  long long every = 10;
  bool json = false;
};

Result<CrowdRun> run_options(const ParsedArgs& options) {
  CrowdRun run;
  if (const std::string* steps = options.value("steps")) {
    Result<long long> n = parse_positive("--steps", *steps);
    if (!n) return n.failure();
    if (n.value() > kMaxCrowdSteps) {
      return crowd_bad("--steps " + *steps + " is above " +
                       std::to_string(kMaxCrowdSteps));
    }
    run.steps = n.value();
  }
  if (const std::string* every = options.value("every")) {
    Result<long long> n = parse_positive("--every", *every);
    if (!n) return n.failure();
    run.every = n.value();
  }
  if (const std::string* format = options.value("format")) {
    if (*format != "csv" && *format != "json") {
      return crowd_bad("--format '" + *format + "' is not csv or json");
    }
    run.json = *format == "json";
  }
  return run;
}

Status add_agents(Crowd& crowd, const ParsedArgs& options) {
  const std::string* agents = options.value("agents");
  if (agents == nullptr) {
    return crowd_bad("--agents FILE or COUNT is required");
  }
  AgentSpec defaults;
  Result<double> radius =
      parse_number("radius", options.value("radius"), defaults.radius);
  if (!radius) return radius.failure();
  Result<double> speed =
      parse_number("speed", options.value("speed"), defaults.max_speed);
  if (!speed) return speed.failure();
  defaults.radius = radius.value();
  defaults.max_speed = speed.value();
  const bool count = !agents->empty() && agents->find_first_not_of(
                                             "0123456789") == std::string::npos;
  if (!count) return add_agents_from_file(crowd, *agents, defaults);
  Result<long long> n = parse_positive("--agents", *agents);
  if (!n) return n.failure();
  if (n.value() > kMaxCrowdAgents) {
    return crowd_bad("--agents " + *agents + " is above " +
                     std::to_string(kMaxCrowdAgents));
  }
  std::uint64_t seed = 1;
  if (const std::string* text = options.value("seed")) {
    Result<std::uint64_t> parsed = parse_seed("--seed", *text);
    if (!parsed) return parsed.failure();
    seed = parsed.value();
  }
  return add_random_agents(crowd, n.value(), seed, defaults);
}

Result<CrowdSettings> crowd_settings(const ParsedArgs& options) {
  CrowdSettings settings;
  if (const std::string* avoidance = options.value("avoidance")) {
    if (*avoidance != "on" && *avoidance != "off") {
      return crowd_bad("--avoidance '" + *avoidance + "' is not on or off");
    }
    settings.avoid_agents = *avoidance == "on";
  }
  return settings;
}

}  // namespace

int crowd_command(Args args) {
  CommandStart start = start_command(kCrowdSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  Result<CrowdRun> run = run_options(options);
  if (!run) return report_error(run.failure());
  Result<CrowdSettings> settings = crowd_settings(options);
  if (!settings) return report_error(settings.failure());
  const std::string& map_path = options.positionals[0];
  Result<Grid> grid = load_map_with_options(map_path, options);
  if (!grid) return report_error(grid.failure());
  Result<Crowd> made = Crowd::create(grid.value(), settings.value());
  if (!made) return report_error(made.failure().prefixed(map_path + ": "));
  Crowd crowd = std::move(made).value();
  if (Status added = add_agents(crowd, options); !added) {
    return report_error(added.failure());
  }
  const auto print = run.value().json ? print_json : print_csv;
  if (!run.value().json) std::printf("step,agent,x,y,arrived\n");
  print(crowd);
  for (long long s = 1; s <= run.value().steps; ++s) {
    crowd.step();
    if (s % run.value().every == 0 || s == run.value().steps) print(crowd);
  }
  std::fflush(stdout);  // the summary comes after the rows, in a pipe too
  std::fprintf(stderr, "crowd: %d agents, %lld steps (%.1f s), %d arrived\n",
               crowd.size(), static_cast<long long>(crowd.steps()),
               crowd.time(), crowd.arrived_count());
  return kExitOk;
}

}  // namespace astar::cli
