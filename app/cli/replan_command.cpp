// astar-cli replan: one unit's path kept up to date by D* Lite
// (core/include/astar/replan/replanner.hpp) while a script edits the map
// and moves the unit; each re-plan is printed as a JSON line beside what a
// fresh A* on the edited map costs and expands.

#include <charconv>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/replan/replanner.hpp"
#include "cli_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kReplanPositionals[] = {"a MAP file"};
// The search flags that shape the moves and the unit; the others choose a
// search, and the replanner is its own.
constexpr OptionSpec kReplanOptions[] = {
    {"from"},    {"to"},    {"script"},    {"path", false}, {"connectivity"},
    {"corners"}, {"costs"}, {"unit-size"}, {"terrain"}};
constexpr CommandSyntax kReplanSyntax{"replan", kReplanOptions,
                                      kReplanPositionals};
constexpr std::size_t kMaxScriptBytes = std::size_t{64} << 20;

struct ReplanRun {
  Grid grid;
  SearchSettings settings;
  Replanner plan;
  bool with_path = false;
};

bool script_int(std::string_view text, int& out) {
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && error == std::errc() &&
         end == text.data() + text.size();
}

// wall, open, or a cell value 0..255 (the PNG's gray: 0 wall, 255 open).
bool script_value(std::string_view text, std::uint8_t& out) {
  if (text == "wall") {
    out = kBlocked;
    return true;
  }
  if (text == "open") {
    out = kOpenGround;
    return true;
  }
  int v = 0;
  if (!script_int(text, v) || v < 0 || v > 255) return false;
  out = static_cast<std::uint8_t>(v);
  return true;
}

nlohmann::ordered_json cell_json(const Grid& grid, int cell) {
  const Point p = grid.point(cell);
  return {p.x, p.y};
}

// One line of output: the re-plan's figures and the fresh A*'s.
void print_plan(ReplanRun& run, int line, std::string_view verb) {
  const Replanner& plan = run.plan;
  nlohmann::ordered_json out;
  out["line"] = line;
  out["do"] = verb;
  out["start"] = {plan.start().x, plan.start().y};
  out["found"] = plan.reachable();
  out["cost"] = plan.reachable() ? nlohmann::ordered_json(plan.cost())
                                 : nlohmann::ordered_json(nullptr);
  out["moves"] = plan.path().empty() ? 0 : plan.path().size() - 1;
  out["changed"] = plan.stats().changed;
  out["expanded"] = plan.stats().expanded;
  out["touched"] = plan.stats().touched;
  Search search;
  search.set_step_recording(false);
  const bool started = bool(
      search.start(run.grid, run.settings.query(plan.start(), plan.goal())));
  if (started) search.run();
  const bool found = started && search.status() == SearchStatus::Found;
  out["astar_cost"] = found ? nlohmann::ordered_json(search.cost())
                            : nlohmann::ordered_json(nullptr);
  out["astar_expanded"] = started ? search.stats().expanded : 0;
  if (run.with_path) {
    out["path"] = nlohmann::ordered_json::array();
    for (int cell : plan.path())
      out["path"].push_back(cell_json(run.grid, cell));
  }
  std::printf("%s\n", out.dump().c_str());
}

Status check_script_cell(const Grid& grid, int x, int y) {
  if (grid.contains(x, y)) return {};
  return fail(ErrorKind::BadArgument,
              "cell " + to_string(Point{x, y}) + " is outside the " +
                  std::to_string(grid.width()) + "x" +
                  std::to_string(grid.height()) + " map");
}

// set X Y VALUE, fill X0 Y0 X1 Y1 VALUE (corners included).
Status run_edit(ReplanRun& run, const std::vector<std::string>& words) {
  const bool fill = words[0] == "fill";
  const std::size_t count = fill ? 6 : 4;
  if (words.size() != count) {
    return fail(ErrorKind::BadArgument,
                fill ? "expected 'fill X0 Y0 X1 Y1 VALUE'"
                     : "expected 'set X Y VALUE'");
  }
  int c[4] = {0, 0, 0, 0};
  for (std::size_t i = 1; i + 1 < count; ++i) {
    if (!script_int(words[i], c[i - 1]))
      return fail(ErrorKind::BadArgument,
                  "'" + words[i] + "' is not a whole number");
  }
  if (!fill) c[2] = c[0], c[3] = c[1];
  std::uint8_t value = 0;
  if (!script_value(words[count - 1], value))
    return fail(
        ErrorKind::BadArgument,
        "'" + words[count - 1] + "' is not wall, open or a value 0..255");
  for (int k = 0; k < 4; k += 2)
    if (Status s = check_script_cell(run.grid, c[k], c[k + 1]); !s) return s;
  const CellArea area{std::min(c[0], c[2]), std::min(c[1], c[3]),
                      std::max(c[0], c[2]) + 1, std::max(c[1], c[3]) + 1};
  const Point start = run.plan.start();
  if (value == kBlocked && start.x >= area.x0 && start.x < area.x1 &&
      start.y >= area.y0 && start.y < area.y1)
    return fail(ErrorKind::BadArgument,
                "the unit stands at " + to_string(start) + ": cannot wall it");
  for (int y = area.y0; y < area.y1; ++y)
    for (int x = area.x0; x < area.x1; ++x) run.grid.set(x, y, value);
  return run.plan.cells_changed(run.grid, area);
}

// move X Y: the unit is now there; walk N: it takes N steps of its path.
Status run_move(ReplanRun& run, const std::vector<std::string>& words) {
  if (words[0] == "walk") {
    int steps = 0;
    if (words.size() != 2 || !script_int(words[1], steps) || steps < 1)
      return fail(ErrorKind::BadArgument, "expected 'walk N', N >= 1");
    const std::vector<int>& path = run.plan.path();
    if (path.empty())
      return fail(ErrorKind::BadArgument, "there is no path to walk");
    const auto to =
        std::min<std::size_t>(path.size() - 1, static_cast<std::size_t>(steps));
    return run.plan.move_start(run.grid.point(path[to]));
  }
  int x = 0, y = 0;
  if (words.size() != 3 || !script_int(words[1], x) || !script_int(words[2], y))
    return fail(ErrorKind::BadArgument, "expected 'move X Y'");
  if (Status s = check_script_cell(run.grid, x, y); !s) return s;
  return run.plan.move_start({x, y});
}

Status run_script_line(ReplanRun& run, const std::vector<std::string>& words) {
  if (words[0] == "set" || words[0] == "fill") return run_edit(run, words);
  if (words[0] == "move" || words[0] == "walk") return run_move(run, words);
  return fail(
      ErrorKind::BadArgument,
      "unknown step '" + words[0] + "': expected set, fill, move or walk");
}

Status run_script(ReplanRun& run, const std::string& name,
                  const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream split(line);
    std::vector<std::string> words;
    for (std::string w; split >> w;) words.push_back(w);
    if (words.empty() || words[0].starts_with('#')) continue;
    if (Status s = run_script_line(run, words); !s)
      return s.failure().prefixed(name + ":" + std::to_string(number) + ": ");
    run.plan.plan();
    print_plan(run, number, words[0]);
  }
  return {};
}

Result<ReplanRun> start_run(const ParsedArgs& options) {
  const std::string* from = options.value("from");
  const std::string* to = options.value("to");
  if (from == nullptr || to == nullptr || options.value("script") == nullptr)
    return fail(ErrorKind::BadArgument,
                "'replan' needs --from X,Y, --to X,Y and --script FILE");
  Result<Point> start = parse_point("--from", *from);
  if (!start) return start.failure();
  Result<Point> goal = parse_point("--to", *to);
  if (!goal) return goal.failure();
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return settings.failure();
  const std::string& map_path = options.positionals[0];
  Result<Grid> grid = load_map(map_path);
  if (!grid) return grid.failure();
  Result<Replanner> plan =
      Replanner::create(grid.value(), settings.value().rules, start.value(),
                        goal.value(), settings.value().unit);
  if (!plan) return plan.failure().prefixed(map_path + ": ");
  return ReplanRun{std::move(grid).value(), settings.value(),
                   std::move(plan).value(), options.flag("path")};
}

}  // namespace

int replan_command(Args args) {
  const CommandStart start = start_command(kReplanSyntax, args);
  if (start.finished) return *start.finished;
  Result<ReplanRun> run = start_run(start.options);
  if (!run) return report_error(run.failure());
  const std::string& script_path = *start.options.value("script");
  Result<std::string> script = read_file(script_path, kMaxScriptBytes);
  if (!script) return report_error(script.failure());
  run.value().plan.plan();
  print_plan(run.value(), 0, "plan");
  std::fflush(stdout);
  if (Status s = run_script(run.value(), script_path, script.value()); !s)
    return report_error(s.failure());
  return kExitOk;
}

}  // namespace astar::cli
