// astar-cli scen: runs a Moving AI scenario file and checks every cost.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <optional>

#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "cli_options.hpp"
#include "parallel.hpp"
#include "path_output.hpp"
#include "platform.hpp"

namespace astar::cli {
namespace {

constexpr std::string_view kScenPositionals[] = {"a scenario FILE.scen"};
constexpr OptionSpec kScenOptions[] = {
    {"maps"}, {"every"}, {"threads"}, {"post"}};
/// Mismatches printed in full; the rest are only counted.
constexpr std::int64_t kMismatchesShown = 20;

using Clock = std::chrono::steady_clock;

/// A map, with what its searches read besides it, built once for all the
/// map's problems: the unit's view of it when the unit is not one cell,
/// and the bit map JPS scans or the prepared map the subgoal algorithm
/// searches, of the grid searched (the unit's grid).
struct LoadedMap {
  Grid grid;
  std::optional<UnitMap> unit_map;
  std::optional<JumpMap> jump_map;
  std::optional<SubgoalGraph> subgoals;
};

/// What the searches of a scenario read besides the map.
struct MapNeeds {
  Unit unit;
  bool jump_map = false;
  std::optional<MovementRules> prepared;  // the rules to prepare under
};
constexpr CommandSyntax kScenSyntax{"scen", kScenOptions, kScenPositionals,
                                    true};

/// Loads each map once; problems refer to maps by their base name.
class MapCache {
 public:
  MapCache(std::string folder, MapNeeds needs)
      : folder_(std::move(folder)), needs_(std::move(needs)) {}

  /// The time spent preparing maps (their subgoal graphs), in ms.
  double prepare_ms() const { return prepare_ms_; }

  Result<const LoadedMap*> get(const std::string& map_column) {
    if (last_ != nullptr && map_column == last_column_) return last_;
    const std::string base(map_basename(map_column));
    auto found = grids_.find(base);
    if (found == grids_.end()) {
      Result<std::string> path = find_scenario_map(folder_, map_column);
      if (!path) return path.failure();
      Result<Grid> grid = load_map(path.value());
      if (!grid) return grid.failure();
      found =
          grids_.emplace(base, LoadedMap{std::move(grid).value(), {}, {}, {}})
              .first;
      if (Status built = build_derived(found->second); !built) {
        grids_.erase(found);
        return built.failure().prefixed(base + ": ");
      }
    }
    last_column_ = map_column;
    last_ = &found->second;
    return last_;
  }

 private:
  // Built in place: the unit's jump map and prepared map read the unit
  // map's grid.
  Status build_derived(LoadedMap& map) {
    if (!needs_.unit.is_cell()) map.unit_map.emplace(map.grid, needs_.unit);
    const Grid& searched = map.unit_map ? map.unit_map->grid() : map.grid;
    if (needs_.jump_map) map.jump_map.emplace(searched);
    if (needs_.prepared) {
      const auto begin = Clock::now();
      Result<SubgoalGraph> graph =
          SubgoalGraph::prepare(searched, *needs_.prepared);
      prepare_ms_ +=
          std::chrono::duration<double, std::milli>(Clock::now() - begin)
              .count();
      if (!graph) return graph.failure();
      map.subgoals = std::move(graph).value();
    }
    return {};
  }

  std::string folder_;
  MapNeeds needs_;
  double prepare_ms_ = 0;
  std::map<std::string, LoadedMap> grids_;  // node-based: pointers stay valid
  std::string last_column_;
  const LoadedMap* last_ = nullptr;
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
                                            to_string(p) + " is outside '" +
                                            problem.map + "'");
      case EndpointProblem::Wall:
        return fail(ErrorKind::BadFile, where + "the " + what + " " +
                                            to_string(p) + " is a wall in '" +
                                            problem.map + "'");
    }
  }
  return {};
}

/// judge() for a found any-angle (Theta*) path. Its cost is never compared
/// with the grid optimum for equality: it is at most the optimum by design
/// (the grid move is always on offer), so a dearer path is an invalid one.
std::string judge_any_angle(const Grid& grid, const SearchQuery& query,
                            const ScenarioProblem& problem,
                            const Search& search, bool& invalid) {
  const std::vector<Point> points = to_points(grid, search.path());
  Result<double> real = polyline_cost(grid, query.rules, points);
  const bool ends_right = !points.empty() && points.front() == problem.start &&
                          points.back() == problem.goal;
  const double tolerance =
      length_tolerance(problem.optimal_text, problem.optimal_length);
  invalid = true;
  if (!real) return "invalid path: " + real.error();
  if (!ends_right) return "invalid path: wrong first or last cell";
  if (std::abs(real.value() - search.cost()) >
      1e-9 * std::max(1.0, search.cost())) {
    return "invalid path: reported cost " + format_exact(search.cost()) +
           " but its segments cost " + format_exact(real.value());
  }
  // The file's optima hold for the Moving AI rules only.
  if (query.rules == MovementRules{} &&
      search.cost() > problem.optimal_length + tolerance) {
    return std::string(algorithm_info(query.algorithm).label) + " cost " +
           format_exact(search.cost()) + " exceeds the grid optimum " +
           problem.optimal_text;
  }
  invalid = false;
  return "";
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
  if (algorithm_info(query.algorithm).any_angle) {
    return judge_any_angle(grid, query, problem, search, invalid);
  }
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
      : enabled_(total >= 500 && stderr_is_terminal()), total_(total) {}
  void update(std::size_t done, std::int64_t mismatches) {
    if (!enabled_) return;
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
  std::int64_t unfit = 0;  // the unit does not fit at start or goal
  double expanded_total = 0;
  // Means of cost ratios over the found paths that have them.
  double cost_ratio_sum = 0;  // Theta*: cost / the file's optimal length
  std::int64_t cost_ratios = 0;
  double post_ratio_sum = 0;  // --post: waypoints' cost / the path's cost
  std::int64_t post_ratios = 0;
  double unit_ratio_sum = 0;  // a unit: cost / the file's one-cell optimum
  std::int64_t unit_ratios = 0;
};

/// A problem with its map, both checked before any search runs.
struct Job {
  const ScenarioProblem* problem;
  const Grid* grid;
  const UnitMap* unit_map;  // null for a unit of one cell
  const JumpMap* jump_map;
  const SubgoalGraph* subgoals;
  std::string where;  // "FILE.scen:LINE: "
};

/// What one problem's search found; worked out on any thread.
struct ProblemOutcome {
  double time_us = 0;
  std::int64_t expanded = 0;
  bool no_path = false;
  bool unfit = false;  // not searched: the unit does not fit at an end
  bool invalid = false;
  std::optional<double> cost_ratio;  // Theta*: cost / optimal length
  std::optional<double> post_ratio;  // --post: waypoints' cost / cost
  std::optional<double> unit_ratio;  // a unit: cost / file's optimum
  std::string problem_text;          // empty when it passed
  std::optional<Error> error;
};

/// Finds the map of every problem taken (each `step`-th) and checks the
/// problem against it; the first bad one stops the run.
Result<std::vector<Job>> resolve_jobs(const std::string& scen_path,
                                      MapCache& cache,
                                      const std::vector<ScenarioProblem>& all,
                                      std::size_t step) {
  std::vector<Job> jobs;
  jobs.reserve(all.size() / step + 1);
  for (std::size_t i = 0; i < all.size(); i += step) {
    const ScenarioProblem& problem = all[i];
    std::string where = scen_path + ":" + std::to_string(problem.line) + ": ";
    Result<const LoadedMap*> map = cache.get(problem.map);
    if (!map) return map.failure().prefixed(where);
    if (Status ok = check_problem(map.value()->grid, problem, where); !ok) {
      return ok.failure();
    }
    const LoadedMap& loaded = *map.value();
    jobs.push_back(
        {&problem, &loaded.grid, loaded.unit_map ? &*loaded.unit_map : nullptr,
         loaded.jump_map ? &*loaded.jump_map : nullptr,
         loaded.subgoals ? &*loaded.subgoals : nullptr, std::move(where)});
  }
  return jobs;
}

/// The ratios of a found path: Theta*'s cost to `problem`'s optimum, and
/// the post-processed waypoints' cost to the path's.
void add_ratios(const ScenarioProblem& problem, const Search& search,
                PostProcess post, ProblemOutcome& out) {
  if (search.status() != SearchStatus::Found || search.cost() <= 0) return;
  if (algorithm_info(search.query().algorithm).any_angle &&
      problem.optimal_length > 0) {
    out.cost_ratio = search.cost() / problem.optimal_length;
  }
  if (post == PostProcess::None) return;
  const PathOutput path = path_output(search, post);
  if (std::isnan(path.waypoints_cost)) {
    out.invalid = true;
    out.problem_text =
        "invalid waypoints after --post " + std::string(to_string(post)) +
        (out.problem_text.empty() ? "" : "; " + out.problem_text);
    return;
  }
  // Like with like: the grid path under the same line price.
  out.post_ratio = path.waypoints_cost / path.line_cost;
}

/// A worker's searches: the one asked for, and for a unit other than one
/// cell the optimal search its answers are checked against.
struct Searches {
  Search search;
  Search reference;
};

/// The optimal search that stands in for the file's optimum when the unit
/// is not one cell (the file's lengths are for one cell): A* with its
/// default heuristic on the same unit grid and rules, or Dijkstra when the
/// query is that A* already, so the answer is not checked against itself.
SearchQuery reference_query(const SearchQuery& query) {
  SearchQuery reference = query;
  reference.algorithm = query.algorithm == Algorithm::AStar
                            ? Algorithm::Dijkstra
                            : Algorithm::AStar;
  reference.heuristic.reset();
  reference.weight = 1.0;
  reference.tie_break = TieBreak::LowH;
  return reference;
}

/// The problem as the unit sees it: the file's optimum replaced by the
/// reference search's cost, or by 0 when it finds no path (as the files
/// mark problems whose ends are not connected).
Result<ScenarioProblem> unit_problem(const Job& job, const SearchQuery& query,
                                     Search& reference) {
  ScenarioProblem problem = *job.problem;
  if (Status started = reference.start(*job.grid, reference_query(query),
                                       nullptr, job.unit_map);
      !started) {
    return started.failure().prefixed(job.where);
  }
  const bool found = reference.run() == SearchStatus::Found;
  problem.optimal_length = found ? reference.cost() : 0;
  problem.optimal_text = format_exact(problem.optimal_length);
  return problem;
}

/// Checks a finished search of `job`, against the file's optimum for one
/// cell and against the reference search for any other unit.
void judge_job(const Job& job, const SearchQuery& query, PostProcess post,
               Searches& searches, ProblemOutcome& out) {
  const Search& search = searches.search;
  const ScenarioProblem* problem = job.problem;
  std::optional<ScenarioProblem> own;  // the unit's, when it is not a cell
  if (job.unit_map != nullptr) {
    Result<ScenarioProblem> unit = unit_problem(job, query, searches.reference);
    if (!unit) {
      out.error = unit.failure();
      return;
    }
    problem = &own.emplace(std::move(unit).value());
    // The file's optimum is the one-cell cost under the Moving AI rules,
    // so this ratio is what the unit's size costs.
    if (search.status() == SearchStatus::Found &&
        job.problem->optimal_length > 0 && query.rules == MovementRules{}) {
      out.unit_ratio = search.cost() / job.problem->optimal_length;
    }
  }
  out.problem_text =
      judge(*search.grid(), query, *problem, search, out.invalid);
  // Ratios of valid paths, also where the cost misses a file's optimum
  // (other movement rules); for a unit, Theta*'s is to its own optimum.
  if (!out.invalid) add_ratios(*problem, search, post, out);
}

/// Runs one problem with `searches`, timing the search alone.
ProblemOutcome run_job(const Job& job, SearchQuery query, PostProcess post,
                       Searches& searches) {
  query.start = job.problem->start;
  query.goal = job.problem->goal;
  ProblemOutcome out;
  if (job.unit_map != nullptr && (!job.unit_map->grid().walkable(query.start) ||
                                  !job.unit_map->grid().walkable(query.goal))) {
    out.unfit = true;
    return out;
  }
  Search& search = searches.search;
  const auto begin = Clock::now();
  Status started =
      search.start(*job.grid, query, job.jump_map, job.unit_map, job.subgoals);
  if (started) search.run();
  const auto end = Clock::now();
  if (!started) {
    out.error = started.failure().prefixed(job.where);
    return out;
  }
  out.time_us = std::chrono::duration<double, std::micro>(end - begin).count();
  out.expanded = search.stats().expanded;
  out.no_path = search.status() == SearchStatus::NoPath;
  judge_job(job, query, post, searches, out);
  return out;
}

/// Adds one outcome to the tally, printing it when it is a shown mismatch.
void record(Tally& tally, const Job& job, const ProblemOutcome& out,
            Progress& progress) {
  if (out.unfit) {
    ++tally.unfit;
    return;
  }
  tally.times_us.push_back(out.time_us);
  tally.expanded_total += static_cast<double>(out.expanded);
  if (out.no_path) ++tally.unreachable;
  if (out.cost_ratio) {
    tally.cost_ratio_sum += *out.cost_ratio;
    ++tally.cost_ratios;
  }
  if (out.post_ratio) {
    tally.post_ratio_sum += *out.post_ratio;
    ++tally.post_ratios;
  }
  if (out.unit_ratio) {
    tally.unit_ratio_sum += *out.unit_ratio;
    ++tally.unit_ratios;
  }
  if (out.problem_text.empty()) return;
  ++tally.mismatches;
  tally.invalid_paths += out.invalid ? 1 : 0;
  if (tally.mismatches > kMismatchesShown) return;
  progress.clear();
  const ScenarioProblem& problem = *job.problem;
  std::printf("mismatch %s%s %s -> %s: %s (expanded %lld)\n", job.where.c_str(),
              std::string(map_basename(problem.map)).c_str(),
              to_string(problem.start).c_str(), to_string(problem.goal).c_str(),
              out.problem_text.c_str(), static_cast<long long>(out.expanded));
}

/// Runs every job on `threads` threads, one Search each, then tallies the
/// outcomes in file order so the output does not depend on the threads.
Result<Tally> run_jobs(const std::vector<Job>& jobs, const SearchQuery& query,
                       PostProcess post, int threads) {
  std::vector<ProblemOutcome> outcomes(jobs.size());
  std::vector<Searches> searches(static_cast<std::size_t>(threads));
  for (Searches& s : searches) {
    s.search.set_step_recording(false);
    s.reference.set_step_recording(false);
  }
  std::atomic<std::size_t> done{0};
  std::atomic<std::int64_t> mismatches{0};
  Progress progress(jobs.size());
  parallel_for(jobs.size(), threads, [&](int worker, std::size_t i) {
    outcomes[i] = run_job(jobs[i], query, post, searches[worker]);
    if (!outcomes[i].problem_text.empty()) ++mismatches;
    const std::size_t finished = ++done;
    // Progress belongs to the calling thread alone.
    if (worker == 0) progress.update(finished, mismatches.load());
  });
  Tally tally;
  tally.times_us.reserve(jobs.size());
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    if (outcomes[i].error) return *outcomes[i].error;
    record(tally, jobs[i], outcomes[i], progress);
  }
  progress.clear();
  return tally;
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
      "mean_expanded %.2f unreachable %lld ns_per_expansion %.1f",
      tally.times_us.size() + static_cast<std::size_t>(tally.unfit),
      static_cast<long long>(tally.mismatches), mean_us, median(tally.times_us),
      mean_expanded, static_cast<long long>(tally.unreachable),
      mean_expanded > 0 ? mean_us * 1000.0 / mean_expanded : 0.0);
}

/// The summary's closing fields: the mean ratios, when there are any.
void print_ratios(const Tally& tally, const SearchQuery& query,
                  PostProcess post) {
  if (algorithm_info(query.algorithm).any_angle) {
    std::printf(
        " mean_cost_ratio %.6f",
        tally.cost_ratios > 0
            ? tally.cost_ratio_sum / static_cast<double>(tally.cost_ratios)
            : 0.0);
  }
  if (post != PostProcess::None) {
    std::printf(
        " mean_post_ratio %.6f",
        tally.post_ratios > 0
            ? tally.post_ratio_sum / static_cast<double>(tally.post_ratios)
            : 0.0);
  }
  if (!query.unit.is_cell()) {
    std::printf(" checked_against_optimal_search_size %d unfit %lld",
                query.unit.size, static_cast<long long>(tally.unfit));
    if (query.rules == MovementRules{}) {
      std::printf(
          " mean_unit_cost_ratio %.6f",
          tally.unit_ratios > 0
              ? tally.unit_ratio_sum / static_cast<double>(tally.unit_ratios)
              : 0.0);
    }
  }
  std::printf("\n");
}

/// True when the algorithm and rules must match the file's optimal lengths.
bool checks_optimum(const SearchQuery& query) {
  if (!query.unit.is_cell()) {
    const std::string terrain = query.unit.terrain.spec();
    std::printf(
        "note: the file's optimal lengths are for one cell; a unit of size "
        "%d%s%s is checked against an optimal search for size %d on its "
        "own grid; problems where it does not fit at start or goal are "
        "counted as unfit%s\n",
        query.unit.size, terrain.empty() ? "" : " with terrain ",
        terrain.c_str(), query.unit.size,
        query.rules == MovementRules{}
            ? "; mean_unit_cost_ratio is its mean cost over the file's "
              "one-cell optimum"
            : "");
  } else if (query.rules != MovementRules{}) {
    std::printf(
        "note: these are not the Moving AI rules (8-connected, "
        "no-cut, exact costs); mismatches are expected\n");
    return false;
  }
  const AlgorithmInfo& algorithm = algorithm_info(query.algorithm);
  if (algorithm.any_angle) {
    std::printf(
        "note: %s paths are any-angle, so their costs cannot match the "
        "grid optima; each is checked never to exceed its optimum, and "
        "mean_cost_ratio is their mean ratio to it\n",
        std::string(algorithm.label).c_str());
    return false;
  }
  return algorithm.optimal &&
         (!algorithm.uses_heuristic ||
          is_admissible(query.resolved_heuristic(), query.rules.connectivity));
}

}  // namespace

int scen_command(Args args) {
  const CommandStart start = start_command(kScenSyntax, args);
  if (start.finished) return *start.finished;
  const ParsedArgs& options = start.options;
  long long every = 1;
  if (const std::string* text = options.value("every")) {
    Result<long long> n = parse_positive("--every", *text);
    if (!n) return report_error(n.failure());
    every = n.value();
  }
  Result<SearchSettings> settings = search_settings(options);
  if (!settings) return report_error(settings.failure());
  Result<int> threads = thread_count(options);
  if (!threads) return report_error(threads.failure());
  Result<PostProcess> post = post_process_option(options);
  if (!post) return report_error(post.failure());
  const std::string& scen_path = options.positionals[0];
  Result<Scenario> scenario = read_scenario(scen_path);
  if (!scenario) return report_error(scenario.failure());
  const std::string* maps = options.value("maps");
  const SearchQuery query = settings.value().query({}, {});
  const AlgorithmInfo& info = algorithm_info(query.algorithm);
  MapNeeds needs{query.unit, info.jumps, std::nullopt};
  if (info.prepared) needs.prepared = query.rules;
  MapCache cache(maps != nullptr ? *maps : parent_folder(scen_path),
                 std::move(needs));

  const bool optimum_checked = checks_optimum(query);
  Result<std::vector<Job>> jobs =
      resolve_jobs(scen_path, cache, scenario.value().problems,
                   static_cast<std::size_t>(every));
  if (!jobs) return report_error(jobs.failure());
  Result<Tally> tally =
      run_jobs(jobs.value(), query, post.value(), threads.value());
  if (!tally) return report_error(tally.failure());
  print_summary(tally.value());
  if (info.prepared) std::printf(" preprocess_ms %.1f", cache.prepare_ms());
  print_ratios(tally.value(), query, post.value());
  const bool failed = tally.value().invalid_paths > 0 ||
                      (optimum_checked && tally.value().mismatches > 0);
  return failed ? kExitNegative : kExitOk;
}

}  // namespace astar::cli
