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

  // Start and goal are set per problem.
  SearchQuery query = settings.value().query({}, {});
  const bool checks_optimum =
      is_optimal(query.algorithm) &&
      (query.algorithm == Algorithm::Dijkstra ||
       is_admissible(query.resolved_heuristic(), query.rules.connectivity)) &&
      query.rules == MovementRules{};
  if (query.rules != MovementRules{}) {
    std::printf(
        "note: these are not the Moving AI rules (8-connected, "
        "no-cut, exact costs); mismatches are expected\n");
  }

  const std::vector<ScenarioProblem>& problems = scenario.value().problems;
  std::vector<double> times_us;
  times_us.reserve(problems.size() / static_cast<std::size_t>(every) + 1);
  std::int64_t mismatches = 0;
  std::int64_t invalid_paths = 0;
  std::int64_t unreachable = 0;
  double expanded_total = 0;
  Search search;
  Progress progress((problems.size() + every - 1) / every);
  for (std::size_t i = 0; i < problems.size();
       i += static_cast<std::size_t>(every)) {
    const ScenarioProblem& problem = problems[i];
    const std::string where =
        scen_path + ":" + std::to_string(problem.line) + ": ";
    Result<const Grid*> grid = cache.get(problem.map);
    if (!grid) return report_error(grid.failure().prefixed(where));
    if (Status ok = check_problem(*grid.value(), problem, where); !ok) {
      return report_error(ok.failure());
    }
    query.start = problem.start;
    query.goal = problem.goal;

    const auto begin = Clock::now();
    Status started = search.start(*grid.value(), query);
    if (started) search.run();
    const auto end = Clock::now();
    if (!started) return report_error(started.failure().prefixed(where));

    times_us.push_back(
        std::chrono::duration<double, std::micro>(end - begin).count());
    expanded_total += static_cast<double>(search.stats().expanded);
    if (search.status() == SearchStatus::NoPath) ++unreachable;
    bool invalid = false;
    const std::string problem_text =
        judge(*grid.value(), query, problem, search, invalid);
    if (!problem_text.empty()) {
      ++mismatches;
      invalid_paths += invalid ? 1 : 0;
      if (mismatches <= kMismatchesShown) {
        progress.clear();
        std::printf("mismatch %s%s %s -> %s: %s (expanded %lld)\n",
                    where.c_str(),
                    std::string(map_basename(problem.map)).c_str(),
                    format_point(problem.start).c_str(),
                    format_point(problem.goal).c_str(), problem_text.c_str(),
                    static_cast<long long>(search.stats().expanded));
      }
    }
    progress.update(times_us.size(), mismatches);
  }
  progress.clear();
  if (mismatches > kMismatchesShown) {
    std::printf("... %lld more mismatches not shown\n",
                static_cast<long long>(mismatches - kMismatchesShown));
  }
  const double count = static_cast<double>(times_us.size());
  const double mean_us =
      count > 0 ? std::accumulate(times_us.begin(), times_us.end(), 0.0) / count
                : 0;
  const double mean_expanded = count > 0 ? expanded_total / count : 0;
  std::printf(
      "problems %zu mismatches %lld mean_us %.3f median_us %.3f "
      "mean_expanded %.2f unreachable %lld ns_per_expansion %.1f\n",
      times_us.size(), static_cast<long long>(mismatches), mean_us,
      median(times_us), mean_expanded, static_cast<long long>(unreachable),
      mean_expanded > 0 ? mean_us * 1000.0 / mean_expanded : 0.0);
  const bool failed = invalid_paths > 0 || (checks_optimum && mismatches > 0);
  return failed ? kExitNegative : kExitOk;
}

}  // namespace astar::cli
