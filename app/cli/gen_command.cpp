// astar-cli gen: makes a map with one of the core's seeded generators.

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

#include "astar/generate/generators.hpp"
#include "astar/grid/analysis.hpp"
#include "astar/io/map_formats.hpp"
#include "astar/io/map_io.hpp"
#include "cli_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kGenPositionals[] = {
    "a generator KIND (random, maze, rooms, caves, terrain)", "a width W",
    "a height H", "an output file OUT"};

constexpr OptionSpec kGenOptions[] = {
    {"seed"},        {"density"}, {"corridor"},     {"room-size"},  {"door"},
    {"extra-doors"}, {"fill"},    {"iterations"},   {"max-weight"}, {"scale"},
    {"start"},       {"goal"},    {"connectivity"}, {"corners"},
};
constexpr CommandSyntax kGenSyntax{"gen", kGenOptions, kGenPositionals};

Result<double> parse_number(std::string_view option, const std::string& text) {
  double value = 0;
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() ||
      end != text.data() + text.size() || !std::isfinite(value)) {
    return fail(ErrorKind::BadArgument, "--" + std::string(option) + " '" +
                                            text + "': expected a number");
  }
  return value;
}

// Reads optional --name into `target` (int or double); the core checks ranges.
template <typename T>
Status read_option(const ParsedArgs& args, std::string_view name, T& target) {
  const std::string* text = args.value(name);
  if (text == nullptr) return {};
  Result<double> number = parse_number(name, *text);
  if (!number) return number.failure();
  if constexpr (std::is_integral_v<T>) {
    const double value = number.value();
    if (value != std::floor(value) || value < std::numeric_limits<int>::min() ||
        value > std::numeric_limits<int>::max()) {
      return fail(ErrorKind::BadArgument, "--" + std::string(name) + " '" +
                                              *text +
                                              "': expected a whole number");
    }
    target = static_cast<T>(value);
  } else {
    target = number.value();
  }
  return {};
}

Result<GeneratorSettings> read_settings(const ParsedArgs& args) {
  GeneratorSettings settings;
  const std::string& kind_text = args.positionals[0];
  const std::optional<GeneratorKind> kind = parse_generator_kind(kind_text);
  if (!kind) {
    return fail(ErrorKind::BadArgument,
                "unknown generator '" + kind_text +
                    "'; expected one of random, maze, rooms, caves, terrain");
  }
  settings.kind = *kind;
  Result<long long> width = parse_positive("width", args.positionals[1]);
  if (!width) return width.failure();
  Result<long long> height = parse_positive("height", args.positionals[2]);
  if (!height) return height.failure();
  if (std::string problem = check_grid_size(width.value(), height.value());
      !problem.empty()) {
    return fail(ErrorKind::BadArgument, problem);
  }
  settings.width = static_cast<int>(width.value());
  settings.height = static_cast<int>(height.value());

  const std::string* seed = args.value("seed");
  if (seed == nullptr)
    return fail(ErrorKind::BadArgument, "'gen' needs --seed S");
  Result<std::uint64_t> seed_value = parse_seed("--seed", *seed);
  if (!seed_value) return seed_value.failure();
  settings.seed = seed_value.value();

  for (Status s : {read_option(args, "density", settings.density),
                   read_option(args, "corridor", settings.corridor),
                   read_option(args, "room-size", settings.room_size),
                   read_option(args, "door", settings.door),
                   read_option(args, "extra-doors", settings.extra_doors),
                   read_option(args, "fill", settings.fill),
                   read_option(args, "iterations", settings.iterations),
                   read_option(args, "max-weight", settings.max_weight),
                   read_option(args, "scale", settings.scale)}) {
    if (!s) return s.failure();
  }
  return settings;
}

// --start and --goal, both or neither. Each must be inside the map, and the
// generator keeps it open so that the summary's connectivity line means
// something.
struct Markers {
  std::optional<Point> start;
  std::optional<Point> goal;
};

Result<Point> read_marker(const ParsedArgs& options, const std::string& name,
                          const GeneratorSettings& settings) {
  const std::string* text = options.value(name);
  Result<Point> point = parse_point("--" + name, *text);
  if (!point) return point.failure();
  const Point p = point.value();
  if (p.x < 0 || p.y < 0 || p.x >= settings.width || p.y >= settings.height) {
    return fail(ErrorKind::BadArgument,
                "--" + name + " " + *text + " is outside the " +
                    std::to_string(settings.width) + "x" +
                    std::to_string(settings.height) + " map");
  }
  return p;
}

Result<Markers> read_markers(const ParsedArgs& options,
                             GeneratorSettings& settings) {
  Markers markers;
  for (auto [name, marker] :
       {std::pair{"start", &markers.start}, std::pair{"goal", &markers.goal}}) {
    if (options.value(name) == nullptr) continue;
    Result<Point> point = read_marker(options, name, settings);
    if (!point) return point.failure();
    *marker = point.value();
    settings.keep_open.push_back(point.value());
  }
  if (markers.start.has_value() != markers.goal.has_value()) {
    return fail(ErrorKind::BadArgument, "--start and --goal go together");
  }
  return markers;
}

void print_summary(const Grid& grid, const std::string& out,
                   const GeneratorSettings& settings,
                   const MovementRules& rules, const Markers& markers) {
  const long long walls = value_histogram(grid)[kBlocked];
  std::printf("wrote %s (%dx%d %s, seed %llu)\n", out.c_str(), grid.width(),
              grid.height(), std::string(to_string(settings.kind)).c_str(),
              static_cast<unsigned long long>(settings.seed));
  std::printf("walls %lld of %d cells (%.1f%%)\n", walls, grid.cell_count(),
              100.0 * static_cast<double>(walls) / grid.cell_count());
  if (markers.start) {
    const bool joined = connected(grid, rules, *markers.start, *markers.goal);
    std::printf("start %s goal %s: %s\n", to_string(*markers.start).c_str(),
                to_string(*markers.goal).c_str(),
                joined ? "connected" : "not connected");
  }
}

}  // namespace

int gen_command(Args args) {
  const CommandStart start = start_command(kGenSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  const std::string& out = options.positionals[3];
  if (!can_save_map(out)) {
    return report_error(fail(
        ErrorKind::Unsupported,
        out + ": cannot write this format; use " + map_extensions_text(true)));
  }
  Result<GeneratorSettings> settings = read_settings(options);
  if (!settings) return report_error(settings.failure());
  Result<MovementRules> rules = movement_rules(options);
  if (!rules) return report_error(rules.failure());
  Result<Markers> markers = read_markers(options, settings.value());
  if (!markers) return report_error(markers.failure());

  Result<Grid> grid = generate_map(settings.value());
  if (!grid) return report_error(grid.failure());
  Result<SaveReport> report = save_map(grid.value(), out);
  if (!report) return report_error(report.failure());
  if (!report.value().warning.empty()) {
    std::fprintf(stderr, "warning: %s\n", report.value().warning.c_str());
  }
  print_summary(grid.value(), out, settings.value(), rules.value(),
                markers.value());
  return kExitOk;
}

}  // namespace astar::cli
