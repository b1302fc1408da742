// astar-cli info: what a map holds and how it splits into regions.

#include <cstdio>
#include <optional>

#include "astar/grid/analysis.hpp"
#include "astar/io/map_io.hpp"
#include "cli_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kPositionals[] = {"a MAP file"};
constexpr OptionSpec kInfoOptions[] = {
    {"connectivity"}, {"corners"}, {"from"}, {"to"}};

double percent(std::int64_t part, std::int64_t whole) {
  return whole > 0
             ? 100.0 * static_cast<double>(part) / static_cast<double>(whole)
             : 0.0;
}

void print_weights(const std::array<std::int64_t, 256>& histogram) {
  std::printf("terrain:\n  %-8s %-7s %s\n", "weight", "value", "cells");
  for (int value = 255; value >= 1; --value) {
    if (histogram[value] == 0) continue;
    std::printf("  %-8d %-7d %lld\n",
                terrain_weight(static_cast<std::uint8_t>(value)), value,
                static_cast<long long>(histogram[value]));
  }
}

struct Endpoints {
  Point from;
  Point to;
};

/// --from and --to, which go together; nullopt when neither is given.
Result<std::optional<Endpoints>> parse_endpoints(const ParsedArgs& options) {
  const std::string* from_text = options.value("from");
  const std::string* to_text = options.value("to");
  if (from_text == nullptr && to_text == nullptr) {
    return std::optional<Endpoints>();
  }
  if (from_text == nullptr || to_text == nullptr) {
    return fail(ErrorKind::BadArgument, "--from and --to go together");
  }
  Result<Point> from = parse_point("--from", *from_text);
  if (!from) return from.failure();
  Result<Point> to = parse_point("--to", *to_text);
  if (!to) return to.failure();
  return std::optional<Endpoints>(Endpoints{from.value(), to.value()});
}

void print_reachability(const Grid& grid, const RegionMap& regions,
                        const Endpoints& ends) {
  const int a = grid.index(ends.from);
  const int b = grid.index(ends.to);
  if (regions.same_region(a, b)) {
    std::printf("reachable: yes, %s and %s are both in region %d\n",
                to_string(ends.from).c_str(), to_string(ends.to).c_str(),
                regions.region[a]);
  } else {
    std::printf("reachable: no, %s (region %d) cannot reach %s (region %d)\n",
                to_string(ends.from).c_str(), regions.region[a],
                to_string(ends.to).c_str(), regions.region[b]);
  }
}

}  // namespace

int info_command(Args args) {
  Result<ParsedArgs> parsed =
      parse_args("info", args, kInfoOptions, kPositionals);
  if (!parsed) return report_error(parsed.failure());
  const ParsedArgs& options = parsed.value();
  if (options.help) {
    print_help();
    return kExitOk;
  }
  Result<MovementRules> rules = movement_rules(options);
  if (!rules) return report_error(rules.failure());
  Result<std::optional<Endpoints>> ends = parse_endpoints(options);
  if (!ends) return report_error(ends.failure());
  const std::string& map_path = options.positionals[0];
  Result<Grid> loaded = load_map(map_path);
  if (!loaded) return report_error(loaded.failure());
  const Grid& grid = loaded.value();
  if (const auto& e = ends.value()) {
    for (const auto& [option, p] :
         {std::pair{"--from", e->from}, std::pair{"--to", e->to}}) {
      if (Status ok = check_cell(grid, p, option, map_path); !ok) {
        return report_error(ok.failure());
      }
    }
  }

  const auto histogram = value_histogram(grid);
  const std::int64_t cells = grid.cell_count();
  const std::int64_t blocked = histogram[kBlocked];
  const std::int64_t walkable = cells - blocked;
  const RegionMap regions = label_regions(grid, rules.value());

  std::printf("map: %s\n", map_path.c_str());
  std::printf("size: %d x %d (%lld cells)\n", grid.width(), grid.height(),
              static_cast<long long>(cells));
  std::printf("walkable: %lld (%.1f%%)\n", static_cast<long long>(walkable),
              percent(walkable, cells));
  std::printf("blocked: %lld (%.1f%%)\n", static_cast<long long>(blocked),
              percent(blocked, cells));
  print_weights(histogram);
  std::printf("regions (%d-connected, corners %s): %d\n",
              static_cast<int>(rules.value().connectivity),
              std::string(to_string(rules.value().diagonal)).c_str(),
              regions.count());
  std::printf("largest region: %lld cells (%.1f%% of walkable)\n",
              static_cast<long long>(regions.largest()),
              percent(regions.largest(), walkable));
  if (ends.value()) print_reachability(grid, regions, *ends.value());
  return kExitOk;
}

}  // namespace astar::cli
