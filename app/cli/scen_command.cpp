// astar-cli scen: runs a Moving AI scenario file and checks every cost.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>

#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "cli_options.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kPositionals[] = {"a scenario FILE.scen"};
constexpr OptionSpec kScenOptions[] = {{"maps"}, {"every"}};
/// Mismatches printed in full; the rest are only counted.
constexpr std::int64_t kMismatchesShown = 20;

using Clock = std::chrono::steady_clock;

/// Loads each map once; problems refer to maps by their base name.
class MapCache {
 public:
  explicit MapCache(std::string folder) : folder_(std::move(folder)) {}

  Result<const Grid*> get(const std::string& map_column) {
    if (last_ != nullptr && map_column == last_column_) return last_;
    const std::string base(map_basename(map_column));
    auto found = grids_.find(base);
    if (found == grids_.end()) {
      Result<std::string> path = find_scenario_map(folder_, map_column);
      if (!path) return path.failure();
      Result<Grid> grid = load_map(path.value());
      if (!grid) return grid.failure();
      found = grids_.emplace(base, std::move(grid).value()).first;
    }
    last_column_ = map_column;
    last_ = &found->second;
    return last_;
  }

 private:
  std::string folder_;
  std::map<std::string, Grid> grids_;  // node-based: pointers stay valid
  std::string last_column_;
  const Grid* last_ = nullptr;
};

Status check_problem(const Grid& grid, const ScenarioProblem& problem,
                     const std::string& where) {
  if (grid.width() != problem.width || grid.height() != problem.height) {
    return fail(ErrorKind::BadFile, where + "map '" + problem.map + "' is " +
                                        std::to_string(grid.width()) + "x" +
                                        std::to_string(grid.height()) +
                                        " but the scenario says " +
                                        std::to_string(problem.width) + "x" +
                                        std::to_string(problem.height));
  }
  for (const auto& [what, p] :
       {std::pair{"start", problem.start}, std::pair{"goal", problem.goal}}) {
    // Outside cannot happen once the sizes match (the reader checks each
    // point against the scenario's size); it is worded all the same.
    switch (endpoint_problem(grid, p)) {
      case EndpointProblem::None:
        continue;
      case EndpointProblem::Outside:
        return fail(ErrorKind::BadFile, where + "the " + what + " " +
                                            format_point(p) + " is outside '" +
                                            problem.map + "'");
      case EndpointProblem::Wall:
        return fail(ErrorKind::BadFile,
                    where + "the " + what + " " + format_point(p) +
                        " is a wall in '" + problem.map + "'");
    }
  }
  return {};
}

/// What went wrong with one problem, or an empty string when it passed.
std::string judge(const Grid& grid, const SearchQuery& query,
                  const ScenarioProblem& problem, const Search& search,
                  bool& invalid) {
  invalid = false;
  const bool found = search.status() == SearchStatus::Found;
  // Files list problems whose ends are not connected with length 0.
  const bool expect_path =
      problem.optimal_length > 0 || problem.start == problem.goal;
  if (!expect_path) {
    return found ? "expected no path (length 0), found cost " +
                       format_exact(search.cost())
                 : "";
  }
  if (!found) return "expected " + problem.optimal_text + ", found no path";
  Result<double> real = path_cost(grid, query.rules, search.path());
  const bool ends_right = !search.path().empty() &&
                          search.path().front() == grid.index(problem.start) &&
                          search.path().back() == grid.index(problem.goal);
  if (!real || !ends_right ||
      std::abs(real.value() - search.cost()) >
          1e-9 * std::max(1.0, search.cost())) {
    invalid = true;
    return "invalid path: " +
           (real
                ? (ends_right
                       ? "reported cost " + format_exact(search.cost()) +
                             " but its moves cost " + format_exact(real.value())
                       : std::string("wrong first or last cell"))
                : real.error());
  }
  const double tolerance =
      length_tolerance(problem.optimal_text, problem.optimal_length);
  if (std::abs(search.cost() - problem.optimal_length) <= tolerance) return "";
  return "expected " + problem.optimal_text + " (+/- " +
         format_exact(tolerance) + "), got " + format_exact(search.cost());
}

class Progress {
 public:
  Progress(std::size_t total)
      : enabled_(total >= 500 && ::isatty(STDERR_FILENO) == 1), total_(total) {}
  void update(std::size_t done, std::int64_t mismatches) {
    if (!enabled_ || (done & 63) != 0) return;
    const auto now = Clock::now();
    if (now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    std::fprintf(stderr, "\rscen: %zu/%zu problems, %lld mismatches", done,
                 total_, static_cast<long long>(mismatches));
    std::fflush(stderr);
    shown_ = true;
  }
  /// Erases the progress line so normal output starts on a clean line.
  void clear() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
    shown_ = false;
  }
  ~Progress() { clear(); }

 private:
  bool enabled_;
  bool shown_ = false;
  std::size_t total_;
  Clock::time_point last_ = Clock::now();
};

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  const auto middle = values.begin() + values.size() / 2;
  std::nth_element(values.begin(), middle, values.end());
  if (values.size() % 2 == 1) return *middle;
  return (*middle + *std::max_element(values.begin(), middle)) / 2;
}

/// What the run found so far.
struct Tally {
  std::vector<double> times_us;
  std::int64_t mismatches = 0;
  std::int64_t invalid_paths = 0;
  std::int64_t unreachable = 0;
  double expanded_total = 0;
};

/// The search and the file it runs through.
struct ScenRun {
  const std::string& scen_path;
  MapCache& cache;
  SearchQuery query;  // start and goal set per problem
  Search search;
  Tally tally;
};

/// Runs one problem and records it; an error stops the whole run.
Status run_problem(ScenRun& run, const ScenarioProblem& problem,
                   Progress& progress) {
  const std::string where =
      run.scen_path + ":" + std::to_string(problem.line) + ": ";
  Result<const Grid*> grid = run.cache.get(problem.map);
  if (!grid) return grid.failure().prefixed(where);
  if (Status ok = check_problem(*grid.value(), problem, where); !ok) return ok;
  run.query.start = problem.start;
  run.query.goal = problem.goal;
  const auto begin = Clock::now();
  Status started = run.search.start(*grid.value(), run.query);
  if (started) run.search.run();
  const auto end = Clock::now();
  if (!started) return started.failure().prefixed(where);

  Tally& tally = run.tally;
  tally.times_us.push_back(
      std::chrono::duration<double, std::micro>(end - begin).count());
  tally.expanded_total += static_cast<double>(run.search.stats().expanded);
  if (run.search.status() == SearchStatus::NoPath) ++tally.unreachable;
  bool invalid = false;
  const std::string problem_text =
      judge(*grid.value(), run.query, problem, run.search, invalid);
  if (!problem_text.empty()) {
    ++tally.mismatches;
    tally.invalid_paths += invalid ? 1 : 0;
    if (tally.mismatches <= kMismatchesShown) {
      progress.clear();
      std::printf("mismatch %s%s %s -> %s: %s (expanded %lld)\n", where.c_str(),
                  std::string(map_basename(problem.map)).c_str(),
                  format_point(problem.start).c_str(),
                  format_point(problem.goal).c_str(), problem_text.c_str(),
                  static_cast<long long>(run.search.stats().expanded));
    }
  }
  progress.update(tally.times_us.size(), tally.mismatches);
  return {};
}

void print_summary(const Tally& tally) {
  if (tally.mismatches > kMismatchesShown) {
    std::printf("... %lld more mismatches not shown\n",
                static_cast<long long>(tally.mismatches - kMismatchesShown));
  }
  const double count = static_cast<double>(tally.times_us.size());
  const double mean_us =
      count > 0
          ? std::accumulate(tally.times_us.begin(), tally.times_us.end(), 0.0) /
                count
          : 0;
  const double mean_expanded = count > 0 ? tally.expanded_total / count : 0;
  std::printf(
      "problems %zu mismatches %lld mean_us %.3f median_us %.3f "
      "mean_expanded %.2f unreachable %lld ns_per_expansion %.1f\n",
      tally.times_us.size(), static_cast<long long>(tally.mismatches), mean_us,
      median(tally.times_us), mean_expanded,
      static_cast<long long>(tally.unreachable),
      mean_expanded > 0 ? mean_us * 1000.0 / mean_expanded : 0.0);
}

/// True when the algorithm and rules must match the file's optimal lengths.
bool checks_optimum(const SearchQuery& query) {
  if (query.rules != MovementRules{}) {
    std::printf(
        "note: these are not the Moving AI rules (8-connected, "
        "no-cut, exact costs); mismatches are expected\n");
    return false;
  }
  return is_optimal(query.algorithm) &&
         (query.algorithm == Algorithm::Dijkstra ||
          is_admissible(query.resolved_heuristic(), query.rules.connectivity));
}

}  // namespace

int scen_command(Args args) {
  Result<ParsedArgs> parsed =
      parse_search_args("scen", args, kScenOptions, kPositionals);
  if (!parsed) return report_error(parsed.failure());
  const ParsedArgs& options = parsed.value();
  if (options.help) {
    print_help();
    return kExitOk;
  }
  long long every = 1;
  if (const std::string* text = options.value("every")) {
    Result<long long> n = parse_positive("--every", *text);
    if (!n) return report_error(n.failure());
    every = n.value();
  }
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return report_error(settings.failure());
  const std::string& scen_path = options.positionals[0];
  Result<Scenario> scenario = read_scenario(scen_path);
  if (!scenario) return report_error(scenario.failure());
  const std::string* maps = options.value("maps");
  MapCache cache(maps != nullptr ? *maps : parent_folder(scen_path));

  ScenRun run{scen_path, cache, settings.value().query({}, {}), {}, {}};
  const bool optimum_checked = checks_optimum(run.query);
  const std::vector<ScenarioProblem>& problems = scenario.value().problems;
  const auto step = static_cast<std::size_t>(every);
  run.tally.times_us.reserve(problems.size() / step + 1);
  Progress progress((problems.size() + step - 1) / step);
  for (std::size_t i = 0; i < problems.size(); i += step) {
    if (Status ok = run_problem(run, problems[i], progress); !ok) {
      return report_error(ok.failure());
    }
  }
  progress.clear();
  print_summary(run.tally);
  const bool failed = run.tally.invalid_paths > 0 ||
                      (optimum_checked && run.tally.mismatches > 0);
  return failed ? kExitNegative : kExitOk;
}

}  // namespace astar::cli
