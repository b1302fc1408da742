// astar-cli batch: one query a line on standard input, one JSON answer a
// line on standard output, in input order; what a game server spawns and
// talks to. A bad line gets an {"error": ...} answer and the batch goes on.
// A "set" line changes cells; the queries after it see the change.

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "astar/io/map_io.hpp"
#include "astar/search/flags.hpp"
#include "batch_maps.hpp"
#include "batch_query.hpp"
#include "cli_options.hpp"
#include "coordinate_options.hpp"
#include "line_reader.hpp"
#include "map_options.hpp"
#include "parallel.hpp"
#include "path_output.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kBatchPositionals[] = {"a MAP file"};
constexpr OptionSpec kBatchOptions[] = {
    {"threads"},  {"post"},     {"output"},   kOriginOption,
    kWorldOption, kLayerOption, kLevelOption, kValuesOption};
/// Longest input line; a longer one is answered with an error, unread.
constexpr std::size_t kMaxLineBytes = 4096;
/// Lines taken at once per thread while input keeps coming; bounds memory.
constexpr std::size_t kLinesPerThread = 64;
/// Unit maps kept between groups of lines; more are dropped, so a client
/// that asks for many units (sizes times tables) keeps memory bounded.
constexpr std::size_t kUnitMapsKept = 16;

/// What an answer holds besides found, cost and expanded (--output).
enum class OutputForm : std::uint8_t {
  Cost,       ///< nothing more (and "waypoints_cost" after --post)
  Path,       ///< every cell ("path"), and the waypoints when there are
  Waypoints,  ///< the waypoints alone (the turns, unless --post smooth)
};

/// What every query shares: the map and the command line's options.
struct Batch {
  BatchMaps& maps;                       // the map, its jump map and unit maps
  FlagList flags;                        // from the command line
  SearchSettings settings;               // parse_search_flags(flags)
  PostProcess post = PostProcess::None;  // --post, unless a line says
  OutputForm output = OutputForm::Path;
  CellOrigin origin = CellOrigin::TopLeft;  // --origin, unless a line says
  std::optional<WorldFrame> world;          // --world
};

/// One input line, parsed before any line of its group is answered, so
/// that the "set" lines are known before the queries run.
struct Line {
  std::int64_t number = 0;
  std::string id;
  Result<BatchQuery> query{BatchQuery{}};
  bool sets() const { return query && query.value().set.has_value(); }
};

/// --output cost|path|waypoints; path when it is not given.
Result<OutputForm> output_option(const ParsedArgs& args) {
  const std::string* text = args.value("output");
  if (text == nullptr || *text == "path") return OutputForm::Path;
  if (*text == "cost") return OutputForm::Cost;
  if (*text == "waypoints") return OutputForm::Waypoints;
  return fail(ErrorKind::BadArgument, "--output '" + *text +
                                          "': expected one of cost, path, "
                                          "waypoints");
}

std::string json_text(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false,
                                   nlohmann::json::error_handler_t::replace);
}

/// The start of an answer: "{", and the line's "id" when it has one.
std::string open_answer(const std::string& id) {
  return "{" + (id.empty() ? "" : "\"id\":" + id + ",");
}

std::string error_answer(const std::string& id, std::int64_t line,
                         const std::string& message) {
  return open_answer(id) + "\"error\":" +
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

/// How one query line's answer is written.
struct AnswerForm {
  PostProcess post = PostProcess::None;
  OutputForm output = OutputForm::Path;
  Coordinates coords;
  const std::optional<WorldFrame>& world;
};

/// "path", "waypoints" and their costs as --output asks, in the line's
/// origin, and with --world their world twins.
std::string points_answer(const Grid& grid, const PathOutput& path,
                          const AnswerForm& form) {
  std::string out;
  if (form.output == OutputForm::Path) {
    const std::vector<Point> cells =
        form.coords.shown(to_points(grid, path.cells));
    out += ",\"path\":" + points_text(cells);
    if (form.world) out += ",\"world_path\":" + world_text(*form.world, cells);
  }
  const std::vector<Point> waypoints =
      form.coords.shown(path.waypoints.value_or(std::vector<Point>{}));
  if (form.output == OutputForm::Waypoints ||
      (form.output == OutputForm::Path && path.waypoints)) {
    out += ",\"waypoints\":" + points_text(waypoints);
    if (form.world) {
      out += ",\"world_waypoints\":" + world_text(*form.world, waypoints);
    }
  }
  if (path.waypoints) {
    out += ",\"waypoints_cost\":" + format_exact(path.waypoints_cost);
    out += ",\"line_cost\":" + format_exact(path.line_cost);
  }
  return out;
}

std::string found_answer(const std::string& id, const Search& search,
                         AnswerForm form) {
  const bool found = search.status() == SearchStatus::Found;
  if (form.output == OutputForm::Waypoints && form.post == PostProcess::None)
    form.post = PostProcess::Waypoints;
  // As `path --json`: Theta* lists the cells it crosses and its vertices.
  const PathOutput path =
      form.output == OutputForm::Cost && form.post == PostProcess::None
          ? PathOutput{}
          : path_output(search, form.post);
  std::string out = open_answer(id);
  out += found ? "\"found\":true" : "\"found\":false";
  out += ",\"cost\":" + format_exact(search.cost());
  out += ",\"expanded\":" + std::to_string(search.stats().expanded);
  return out + points_answer(*search.grid(), path, form) + "}";
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

/// Parses one input line (a line too long is an error, unread).
Line parse_line(const LineReader::Item& item) {
  Line line;
  line.number = item.number;
  if (item.kind == LineReader::Kind::TooLong) {
    line.query = fail(ErrorKind::BadArgument,
                      "longer than " + std::to_string(kMaxLineBytes) +
                          " bytes; the line was skipped");
    return line;
  }
  line.query = parse_batch_line(item.text, line.id);
  return line;
}

/// The answer line for one query line, without its newline.
std::string answer(const Batch& batch, const Line& line, Search& search) {
  if (!line.query)
    return error_answer(line.id, line.number, line.query.error());
  const BatchQuery& query = line.query.value();
  Result<SearchSettings> settings = settings_for(batch, query.options);
  if (!settings) return error_answer(line.id, line.number, settings.error());
  const Grid& grid = batch.maps.grid();
  const Coordinates coords{query.origin.value_or(batch.origin), grid.height()};
  if (Status ends = check_bottom_left_ends(grid, coords, query); !ends) {
    return error_answer(line.id, line.number, ends.error());
  }
  const SearchQuery q =
      settings.value().query(coords.core(query.from), coords.core(query.to));
  const UnitView view =
      batch.maps.view(q.unit, algorithm_info(q.algorithm).jumps);
  if (Status started = search.start(grid, q, view.jump_map, view.unit_map);
      !started) {
    return error_answer(
        line.id, line.number,
        started.error() + std::string(core_cells_note(coords.origin)));
  }
  search.run();
  return found_answer(
      line.id, search,
      {query.post.value_or(batch.post), batch.output, coords, batch.world});
}

/// The answer to a "set" line, whose cells count in its origin; no search
/// may be running.
std::string apply_set(const Batch& batch, const Line& line) {
  const BatchQuery& query = line.query.value();
  const Coordinates coords{query.origin.value_or(batch.origin),
                           batch.maps.grid().height()};
  std::vector<CellChange> changes = *query.set;
  for (CellChange& change : changes) change.cell = coords.core(change.cell);
  Result<int> updated = batch.maps.apply(changes);
  if (!updated) {
    return error_answer(
        line.id, line.number,
        updated.error() + std::string(core_cells_note(coords.origin)));
  }
  return open_answer(line.id) +
         "\"updated\":" + std::to_string(updated.value()) + "}";
}

/// Answers a group of lines in input order: the queries between two "set"
/// lines run in parallel, each "set" line alone once the queries before it
/// are done, so a query sees exactly the sets written before it.
void answer_group(const Batch& batch, const std::vector<Line>& lines,
                  std::vector<Search>& searches,
                  std::vector<std::string>& answers) {
  const int threads = static_cast<int>(searches.size());
  std::size_t begin = 0;
  while (begin < lines.size()) {
    std::size_t end = begin;
    while (end < lines.size() && !lines[end].sets()) ++end;
    parallel_for(end - begin, threads, [&](int worker, std::size_t i) {
      answers[begin + i] = answer(batch, lines[begin + i], searches[worker]);
    });
    if (end < lines.size()) {
      answers[end] = apply_set(batch, lines[end]);
      ++end;
    }
    begin = end;
  }
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
  LineReader reader(kMaxLineBytes);
  std::vector<Search> searches(static_cast<std::size_t>(threads));
  for (Search& search : searches) search.set_step_recording(false);
  std::vector<std::string> answers;
  std::vector<Line> lines;
  for (;;) {
    std::vector<LineReader::Item> items =
        take_lines(reader, kLinesPerThread * static_cast<std::size_t>(threads));
    const LineReader::Item last = items.back();
    if (last.kind == LineReader::Kind::End) items.pop_back();
    lines.clear();
    for (const LineReader::Item& item : items)
      lines.push_back(parse_line(item));
    answers.assign(lines.size(), {});
    answer_group(batch, lines, searches, answers);
    batch.maps.trim(kUnitMapsKept);
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
      parse_search_args("batch", args, kBatchOptions, kBatchPositionals);
  if (!parsed) return report_error(parsed.failure());
  const ParsedArgs& options = parsed.value();
  if (options.help) {
    print_command_help("batch");
    return kExitOk;
  }
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return report_error(settings.failure());
  Result<int> threads = thread_count(options);
  if (!threads) return report_error(threads.failure());
  Result<PostProcess> post = post_process_option(options);
  if (!post) return report_error(post.failure());
  Result<OutputForm> output = output_option(options);
  if (!output) return report_error(output.failure());
  Result<CellOrigin> origin = origin_option(options);
  if (!origin) return report_error(origin.failure());
  Result<std::optional<WorldFrame>> world = world_option(options);
  if (!world) return report_error(world.failure());
  Result<Grid> grid = load_map_with_options(options.positionals[0], options);
  if (!grid) return report_error(grid.failure());
  BatchMaps maps(std::move(grid).value());
  Batch batch{maps,
              {},
              settings.value(),
              post.value(),
              output.value(),
              origin.value(),
              world.value()};
  for (const auto& [name, value] : options.values) {
    if (is_search_flag(name)) batch.flags.emplace_back(name, value);
  }
  return run_batch(batch, threads.value()) ? kExitOk : kExitUsage;
}

}  // namespace astar::cli
