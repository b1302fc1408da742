// astar-cli batch: one query a line on standard input, one JSON answer a
// line on standard output, in input order; what a game server spawns and
// talks to. A bad line gets an {"error": ...} answer and the batch goes on.

#include <unistd.h>

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>

#include "astar/io/map_io.hpp"
#include "astar/search/flags.hpp"
#include "batch_query.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "line_reader.hpp"
#include "map_options.hpp"
#include "parallel.hpp"
#include "path_output.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kPositionals[] = {"a MAP file"};
constexpr OptionSpec kBatchOptions[] = {{"threads"},  kOriginOption,
                                        kWorldOption, kLayerOption,
                                        kLevelOption, kValuesOption};
/// Longest input line; a longer one is answered with an error, unread.
constexpr std::size_t kMaxLineBytes = 4096;
/// Lines taken at once per thread while input keeps coming; bounds memory.
constexpr std::size_t kLinesPerThread = 64;
/// Unit maps kept between groups of lines; more are dropped, so a client
/// that asks for many units (sizes times tables) keeps memory bounded.
constexpr std::size_t kUnitMapsKept = 16;

/// What a search for one unit reads besides the map: its unit map, and
/// the jump map of the grid it searches when it runs JPS.
struct UnitView {
  const UnitMap* unit_map = nullptr;  // null for a unit of one cell
  const JumpMap* jump_map = nullptr;  // null unless asked for
};

/// The unit maps of the units the lines ask for, each built the first time
/// a line asks and kept for the lines after it (up to kUnitMapsKept of
/// them): building one is a pass over the map, which would cost more than
/// most queries.
class UnitMaps {
 public:
  explicit UnitMaps(const Grid& grid) : grid_(grid) {}

  /// Safe from any thread. An entry never moves once made, and its jump
  /// map is set under the lock before any caller that asked for it reads
  /// it; callers that did not ask read only the unit map.
  UnitView get(const Unit& unit, bool jumps) {
    const std::lock_guard lock(mutex_);
    std::unique_ptr<Entry>& entry = entries_[{unit.size, unit.terrain.spec()}];
    if (!entry) entry = std::make_unique<Entry>(UnitMap(grid_, unit));
    if (jumps && !entry->jump_map)
      entry->jump_map.emplace(entry->unit_map.grid());
    return {&entry->unit_map, jumps ? &*entry->jump_map : nullptr};
  }

  /// Drops every map once more than `limit` are kept. Only between groups
  /// of lines: no search may be reading one.
  void trim(std::size_t limit) {
    const std::lock_guard lock(mutex_);
    if (entries_.size() > limit) entries_.clear();
  }

 private:
  struct Entry {
    explicit Entry(UnitMap map) : unit_map(std::move(map)) {}
    UnitMap unit_map;
    std::optional<JumpMap> jump_map;
  };
  const Grid& grid_;
  std::mutex mutex_;
  std::map<std::pair<int, std::string>, std::unique_ptr<Entry>> entries_;
};

/// What every query shares: the map and the command line's options.
struct Batch {
  const Grid& grid;
  const JumpMap& jump_map;  // built once, for the lines that ask for jps
  UnitMaps& units;          // for the lines whose unit is not one cell
  FlagList flags;           // from the command line
  SearchSettings settings;  // parse_search_flags(flags)
  CellOrigin origin = CellOrigin::TopLeft;  // --origin, unless a line says
  std::optional<WorldFrame> world;          // --world
};

std::string json_text(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false,
                                   nlohmann::json::error_handler_t::replace);
}

std::string error_answer(const std::string& id, std::int64_t line,
                         const std::string& message) {
  return "{" + (id.empty() ? "" : "\"id\":" + id + ",") + "\"error\":" +
         json_text("line " + std::to_string(line) + ": " + message) + "}";
}

/// The command line's options with this line's own ones put over them.
Result<SearchSettings> settings_for(const Batch& batch, const FlagList& own) {
  if (own.empty()) return batch.settings;
  FlagList merged;
  for (const auto& flag : batch.flags) {
    bool replaced = false;
    for (const auto& mine : own)
      replaced = replaced || mine.first == flag.first;
    if (!replaced) merged.push_back(flag);
  }
  merged.insert(merged.end(), own.begin(), own.end());
  std::vector<SearchFlag> flags;
  for (const auto& [name, value] : merged) flags.push_back({name, value});
  return parse_search_flags(flags);
}

std::string points_text(std::span<const Point> points) {
  std::string out = "[";
  bool first = true;
  for (Point p : points) {
    out += (first ? "[" : ",[") + std::to_string(p.x) + "," +
           std::to_string(p.y) + "]";
    first = false;
  }
  return out + "]";
}

std::string world_text(const WorldFrame& frame, std::span<const Point> shown) {
  std::string out = "[";
  for (Point p : shown) {
    const WorldPoint w = cell_centre(frame, p);
    out += (out.size() == 1 ? "[" : ",[") + format_exact(w.x) + "," +
           format_exact(w.y) + "]";
  }
  return out + "]";
}

/// "path", "waypoints" and, with --world, their world twins.
std::string points_answer(const Grid& grid, const PathOutput& path,
                          const Coordinates& coords,
                          const std::optional<WorldFrame>& world) {
  const std::vector<Point> cells = coords.shown(to_points(grid, path.cells));
  std::string out = ",\"path\":" + points_text(cells);
  if (world) out += ",\"world_path\":" + world_text(*world, cells);
  if (!path.waypoints) return out;
  const std::vector<Point> waypoints = coords.shown(*path.waypoints);
  out += ",\"waypoints\":" + points_text(waypoints);
  out += ",\"waypoints_cost\":" + format_exact(path.waypoints_cost);
  out += ",\"line_cost\":" + format_exact(path.line_cost);
  if (world) out += ",\"world_waypoints\":" + world_text(*world, waypoints);
  return out;
}

std::string found_answer(const std::string& id, const Search& search,
                         const Coordinates& coords,
                         const std::optional<WorldFrame>& world) {
  const Grid& grid = *search.grid();
  const bool found = search.status() == SearchStatus::Found;
  // As `path --json`: Theta* lists the cells it crosses and its vertices.
  const PathOutput path = path_output(search, PostProcess::None);
  std::string out = "{" + (id.empty() ? "" : "\"id\":" + id + ",");
  out += found ? "\"found\":true" : "\"found\":false";
  out += ",\"cost\":" + format_exact(search.cost());
  out += ",\"expanded\":" + std::to_string(search.stats().expanded);
  out += points_answer(grid, path, coords, world);
  return out + "}";
}

/// The search's own message names a bad endpoint by the core's cell; in
/// another origin the line's cell is named instead.
Status check_bottom_left_ends(const Grid& grid, const Coordinates& coords,
                              const BatchQuery& query) {
  if (coords.origin == CellOrigin::TopLeft) return {};
  for (const auto& [name, p] :
       {std::pair{"start", query.from}, std::pair{"goal", query.to}}) {
    if (Status ok = check_shown_cell(grid, coords, p, name, "the map"); !ok) {
      return ok;
    }
  }
  return {};
}

/// The answer line for one input line, without its newline.
std::string answer(const Batch& batch, const LineReader::Item& item,
                   Search& search) {
  if (item.kind == LineReader::Kind::TooLong) {
    return error_answer({}, item.number,
                        "longer than " + std::to_string(kMaxLineBytes) +
                            " bytes; the line was skipped");
  }
  std::string id;
  Result<BatchQuery> query = parse_batch_line(item.text, id);
  if (!query) return error_answer(id, item.number, query.error());
  Result<SearchSettings> settings = settings_for(batch, query.value().options);
  if (!settings) return error_answer(id, item.number, settings.error());
  const Coordinates coords{query.value().origin.value_or(batch.origin),
                           batch.grid.height()};
  if (Status ends = check_bottom_left_ends(batch.grid, coords, query.value());
      !ends) {
    return error_answer(id, item.number, ends.error());
  }
  const SearchQuery q = settings.value().query(coords.core(query.value().from),
                                               coords.core(query.value().to));
  const bool jumps = algorithm_info(q.algorithm).jumps;
  const UnitView view = q.unit.is_cell() ? UnitView{nullptr, &batch.jump_map}
                                         : batch.units.get(q.unit, jumps);
  if (Status started =
          search.start(batch.grid, q, view.jump_map, view.unit_map);
      !started) {
    return error_answer(
        id, item.number,
        started.error() + std::string(core_cells_note(coords.origin)));
  }
  search.run();
  return found_answer(id, search, coords, batch.world);
}

/// Takes the lines available without waiting (at least one, at most
/// `limit`); the last item is End when the input has ended.
std::vector<LineReader::Item> take_lines(LineReader& reader,
                                         std::size_t limit) {
  std::vector<LineReader::Item> lines;
  do {
    lines.push_back(reader.next());
  } while (lines.back().kind != LineReader::Kind::End && lines.size() < limit &&
           reader.ready());
  return lines;
}

/// Answers lines until the input ends. Returns false after a read error.
bool run_batch(const Batch& batch, int threads) {
  LineReader reader(STDIN_FILENO, kMaxLineBytes);
  std::vector<Search> searches(static_cast<std::size_t>(threads));
  for (Search& search : searches) search.set_step_recording(false);
  std::vector<std::string> answers;
  for (;;) {
    std::vector<LineReader::Item> lines =
        take_lines(reader, kLinesPerThread * static_cast<std::size_t>(threads));
    const LineReader::Item last = lines.back();
    if (last.kind == LineReader::Kind::End) lines.pop_back();
    answers.assign(lines.size(), {});
    parallel_for(lines.size(), threads, [&](int worker, std::size_t i) {
      answers[i] = answer(batch, lines[i], searches[worker]);
    });
    batch.units.trim(kUnitMapsKept);
    for (const std::string& line : answers) {
      std::fwrite(line.data(), 1, line.size(), stdout);
      std::fputc('\n', stdout);
    }
    // A client waits for its answers before it writes more.
    std::fflush(stdout);
    if (last.kind == LineReader::Kind::End) {
      if (last.error.empty()) return true;
      report_error(fail(ErrorKind::IoFailure, "standard input: " + last.error));
      return false;
    }
  }
}

}  // namespace

int batch_command(Args args) {
  Result<ParsedArgs> parsed =
      parse_search_args("batch", args, kBatchOptions, kPositionals);
  if (!parsed) return report_error(parsed.failure());
  const ParsedArgs& options = parsed.value();
  if (options.help) {
    print_help();
    return kExitOk;
  }
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return report_error(settings.failure());
  Result<int> threads = thread_count(options);
  if (!threads) return report_error(threads.failure());
  Result<CellOrigin> origin = origin_option(options);
  if (!origin) return report_error(origin.failure());
  Result<std::optional<WorldFrame>> world = world_option(options);
  if (!world) return report_error(world.failure());
  Result<Grid> grid = load_map_with_options(options.positionals[0], options);
  if (!grid) return report_error(grid.failure());
  const JumpMap jump_map(grid.value());
  UnitMaps units(grid.value());
  Batch batch{grid.value(),     jump_map,       units,        {},
              settings.value(), origin.value(), world.value()};
  for (const auto& [name, value] : options.values) {
    if (is_search_flag(name)) batch.flags.emplace_back(name, value);
  }
  return run_batch(batch, threads.value()) ? kExitOk : kExitUsage;
}

}  // namespace astar::cli
