// astar-cli info: what a map holds and how it splits into regions.

#include <algorithm>
#include <cstdio>
#include <functional>
#include <optional>

#include "astar/grid/analysis.hpp"
#include "astar/grid/units.hpp"
#include "astar/io/map_io.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "map_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kInfoPositionals[] = {"a MAP file"};
constexpr OptionSpec kInfoOptions[] = {
    {"connectivity"}, {"corners"},          {"from"},      {"to"},
    {"terrain"},      {"clearance", false}, kOriginOption, kLayerOption,
    kLevelOption,     kValuesOption};
/// Region sizes listed per unit size; the rest are counted.
constexpr std::size_t kRegionsShown = 8;

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

/// As given: in the chosen origin.
struct Endpoints {
  Point from;
  Point to;
};
constexpr CommandSyntax kInfoSyntax{"info", kInfoOptions, kInfoPositionals};

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
                        const Endpoints& ends, const Coordinates& coords) {
  const int a = grid.index(coords.core(ends.from));
  const int b = grid.index(coords.core(ends.to));
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

/// One row of the clearance table: the cells a unit of `size` can stand on
/// (top-left corners), then its regions' sizes, largest first.
void print_clearance_row(int size, const RegionMap& regions) {
  std::vector<std::int64_t> sizes = regions.sizes;
  std::sort(sizes.begin(), sizes.end(), std::greater<>());
  std::int64_t cells = 0;
  for (std::int64_t n : sizes) cells += n;
  std::printf("  %-5d %-9lld %-8d", size, static_cast<long long>(cells),
              regions.count());
  for (std::size_t i = 0; i < sizes.size() && i < kRegionsShown; ++i) {
    std::printf(" %lld", static_cast<long long>(sizes[i]));
  }
  if (sizes.size() > kRegionsShown) {
    std::printf(" (+%zu more)", sizes.size() - kRegionsShown);
  }
  std::printf("\n");
}

/// For each unit size from 1 to the largest that stands anywhere: where it
/// can stand and how that splits into regions, on the unit's own grid (so
/// two rooms joined by a door too narrow for it are two regions).
void print_clearance(const Grid& grid, const MovementRules& rules,
                     const TerrainTable& table) {
  Clearance clearance;
  clearance.compute(grid, table);
  const auto& values = clearance.values();
  const int largest =
      values.empty() ? 0 : *std::max_element(values.begin(), values.end());
  const std::string spec = table.spec();
  std::printf("clearance (%d-connected, corners %s, terrain %s):\n",
              static_cast<int>(rules.connectivity),
              std::string(to_string(rules.diagonal)).c_str(),
              spec.empty() ? "as the map" : spec.c_str());
  std::printf("  %-5s %-9s %-8s %s\n", "size", "cells", "regions",
              "region sizes, largest first");
  for (int size = 1; size <= largest; ++size) {
    const Grid unit = unit_grid(grid, Unit{size, table}, clearance);
    print_clearance_row(size, label_regions(unit, rules));
  }
}

}  // namespace

int info_command(Args args) {
  const CommandStart start = start_command(kInfoSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return report_error(settings.failure());
  const MovementRules& rules = settings.value().rules;
  Result<std::optional<Endpoints>> ends = parse_endpoints(options);
  if (!ends) return report_error(ends.failure());
  Result<CellOrigin> origin = origin_option(options);
  if (!origin) return report_error(origin.failure());
  const std::string& map_path = options.positionals[0];
  Result<Grid> loaded = load_map_with_options(map_path, options);
  if (!loaded) return report_error(loaded.failure());
  const Grid& grid = loaded.value();
  const Coordinates coords{origin.value(), grid.height()};
  if (const auto& e = ends.value()) {
    for (const auto& [option, p] :
         {std::pair{"--from", e->from}, std::pair{"--to", e->to}}) {
      if (Status ok = check_shown_cell(grid, coords, p, option, map_path);
          !ok) {
        return report_error(ok.failure());
      }
    }
  }

  const auto histogram = value_histogram(grid);
  const std::int64_t cells = grid.cell_count();
  const std::int64_t blocked = histogram[kBlocked];
  const std::int64_t walkable = cells - blocked;
  const RegionMap regions = label_regions(grid, rules);

  std::printf("map: %s\n", map_path.c_str());
  std::printf("size: %d x %d (%lld cells)\n", grid.width(), grid.height(),
              static_cast<long long>(cells));
  std::printf("walkable: %lld (%.1f%%)\n", static_cast<long long>(walkable),
              percent(walkable, cells));
  std::printf("blocked: %lld (%.1f%%)\n", static_cast<long long>(blocked),
              percent(blocked, cells));
  print_weights(histogram);
  std::printf("regions (%d-connected, corners %s): %d\n",
              static_cast<int>(rules.connectivity),
              std::string(to_string(rules.diagonal)).c_str(), regions.count());
  std::printf("largest region: %lld cells (%.1f%% of walkable)\n",
              static_cast<long long>(regions.largest()),
              percent(regions.largest(), walkable));
  if (ends.value()) print_reachability(grid, regions, *ends.value(), coords);
  if (options.flag("clearance")) {
    print_clearance(grid, rules, settings.value().unit.terrain);
  }
  return kExitOk;
}

}  // namespace astar::cli
