// astar-cli batch and scen --threads: the real binary, its answers checked
// against the core search, in input order whatever the threads.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "astar/grid/units.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/search/search.hpp"
#include "run_cli.hpp"
#include "summary.hpp"

namespace astar::test {
namespace batch_cli_test {

/// Every `every`-th problem of a Moving AI scenario.
std::vector<ScenarioProblem> problems(const std::string& scen, int every) {
  Result<Scenario> scenario = read_scenario(scen);
  EXPECT_TRUE(scenario.ok());
  std::vector<ScenarioProblem> taken;
  for (std::size_t i = 0; i < scenario.value().problems.size(); i += every) {
    taken.push_back(scenario.value().problems[i]);
  }
  return taken;
}

/// The query between two points under the default settings.
SearchQuery between(Point start, Point goal) {
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  return query;
}

/// Checks one answer against the core search of the same query.
void expect_answer(const nlohmann::json& answer, const Grid& grid,
                   const SearchQuery& query) {
  Search search;
  ASSERT_TRUE(search.start(grid, query).ok());
  search.run();
  ASSERT_FALSE(answer.contains("error")) << answer.dump();
  EXPECT_EQ(answer["found"].get<bool>(),
            search.status() == SearchStatus::Found);
  EXPECT_EQ(answer["cost"].get<double>(), search.cost());
  EXPECT_EQ(answer["expanded"].get<std::int64_t>(), search.stats().expanded);
  ASSERT_EQ(answer["path"].size(), search.path().size());
  for (std::size_t i = 0; i < search.path().size(); ++i) {
    const Point p = grid.point(search.path()[i]);
    EXPECT_EQ(answer["path"][i], nlohmann::json::array({p.x, p.y}));
  }
}

TEST(BatchCliTest, AnswersEveryQueryInOrderWithAnyThreads) {
  const std::string map = benchmark_file("den011d.map");
  const std::vector<ScenarioProblem> taken =
      problems(benchmark_file("den011d.map.scen"), 13);
  std::string input;
  for (const ScenarioProblem& p : taken) {
    input += std::to_string(p.start.x) + " " + std::to_string(p.start.y) +
             "\t" + std::to_string(p.goal.x) + " " + std::to_string(p.goal.y) +
             "\n";
  }
  const CliRun one =
      run_cli_with_input({"batch", map, "--threads", "1"}, input);
  const CliRun two =
      run_cli_with_input({"batch", map, "--threads", "2"}, input);
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(one.out, two.out);
  const std::vector<std::string> answers = lines_of(two.out);
  ASSERT_EQ(answers.size(), taken.size());
  const Grid grid = load_map(map).value();
  for (std::size_t i = 0; i < taken.size(); ++i) {
    SCOPED_TRACE("line " + std::to_string(i + 1));
    const nlohmann::json answer = nlohmann::json::parse(answers[i]);
    expect_answer(answer, grid, between(taken[i].start, taken[i].goal));
    EXPECT_NEAR(
        answer["cost"].get<double>(), taken[i].optimal_length,
        length_tolerance(taken[i].optimal_text, taken[i].optimal_length));
  }
}

TEST(BatchCliTest, JsonLinesCarryTheirOwnOptionsOverTheCommandLine) {
  const std::string map = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
  const std::string input =
      R"({"from":[1,1],"to":[62,38]})"
      "\n"
      R"({"from":[1,1],"to":[62,38],"id":"a","algo":"dijkstra","connectivity":8})"
      "\n"
      R"({"id":[2],"to":[62,38],"from":[1,1],"weight":1.5,"costs":"10-14"})"
      "\n";
  const CliRun run = run_cli_with_input(
      {"batch", map, "--connectivity", "4", "--threads", "2"}, input);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> answers = lines_of(run.out);
  ASSERT_EQ(answers.size(), 3u);
  const Grid grid = load_map(map).value();
  SearchQuery query = between({1, 1}, {62, 38});
  query.rules.connectivity = Connectivity::Four;
  expect_answer(nlohmann::json::parse(answers[0]), grid, query);
  const nlohmann::json second = nlohmann::json::parse(answers[1]);
  EXPECT_EQ(second["id"], "a");
  query.rules.connectivity = Connectivity::Eight;
  query.algorithm = Algorithm::Dijkstra;
  expect_answer(second, grid, query);
  const nlohmann::json third = nlohmann::json::parse(answers[2]);
  EXPECT_EQ(third["id"], nlohmann::json::array({2}));
  query = between({1, 1}, {62, 38});
  query.rules.connectivity = Connectivity::Four;
  query.rules.costs = StepCosts::TenFourteen;
  query.algorithm = Algorithm::WeightedAStar;
  query.weight = 1.5;
  expect_answer(third, grid, query);
}

TEST(BatchCliTest, BadLinesGetAnErrorAndTheBatchGoesOn) {
  const std::string map = benchmark_file("arena.map");
  const std::string good = "1 13 4 12";
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"", "line 1: empty line"},
      {"1 2 3", "line 3: fewer than four numbers"},
      {"1 2 3 4 5", "line 5: more than four numbers"},
      {"a b c d", "line 7: 'a b c d' is not four whole numbers"},
      {"1 13 99 12", "line 9: goal (99,12) is outside the 49x49 map"},
      {"0 0 4 12", "line 11: start (0,0) is on a wall"},
      {"{\"from\":[1,13]}", "line 13: the object has no \"to\""},
      {"{\"from\":[1],\"to\":[4,12]}", "line 15: \"from\" must be [x, y]"},
      {"{\"from\":[1,13],\"to\":[4,12],\"algo\":\"fast\"}",
       "line 17: --algo 'fast': expected one of"},
      {"{\"from\":[1,13],\"to\":[4,12],\"speed\":1}",
       "line 19: unknown key \"speed\""},
      {"{\"from\":[1,13],\"to\":[4,12],\"algo\":true}",
       "line 21: option \"algo\" must be a string or a number"},
      {"{\"from\":[1,13],", "line 23: not valid JSON"},
      {"[1,13,4,12]", "line 25: '[1,13,4,12]' is not four whole numbers"},
      {"{\"from\":[1,13],\"to\":[4,12],\"max_expanded\":0}",
       "line 27: \"max_expanded\" must be a whole number of at least 1"},
      {"\xff\xfe 1 2 3", "line 29: '\xef\xbf\xbd\xef\xbf\xbd 1 2 3'"},
      {"{\"from\":[1,13],\"to\":[4,12],\"id\":9,\"weight\":0}",
       "line 31: --weight '0'"},
  };
  std::string input;
  for (const auto& [line, message] : bad) input += line + "\n" + good + "\n";
  const CliRun run =
      run_cli_with_input({"batch", map, "--threads", "2"}, input);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> answers = lines_of(run.out);
  ASSERT_EQ(answers.size(), 2 * bad.size());
  const Grid grid = load_map(map).value();
  for (std::size_t i = 0; i < bad.size(); ++i) {
    const nlohmann::json error = nlohmann::json::parse(answers[2 * i]);
    ASSERT_TRUE(error.contains("error")) << answers[2 * i];
    EXPECT_NE(error["error"].get<std::string>().find(bad[i].second),
              std::string::npos)
        << error["error"] << " should hold " << bad[i].second;
    expect_answer(nlohmann::json::parse(answers[2 * i + 1]), grid,
                  between({1, 13}, {4, 12}));
  }
  // The id of a bad line still comes back with its error.
  EXPECT_EQ(nlohmann::json::parse(answers[30])["id"], 9);
}

TEST(BatchCliTest, BadArgumentsExitTwo) {
  const std::string map = benchmark_file("arena.map");
  for (const auto& [args, mention] :
       std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"batch", map, "--threads", "0"}, "--threads '0'"},
           {{"batch", map, "--threads", "300"}, "at most 256"},
           {{"batch"}, "needs a MAP file"},
           {{"batch", "/nonexistent.map"}, "/nonexistent.map"},
           {{"batch", map, "--algo", "fast"}, "--algo 'fast'"}}) {
    const CliRun run = run_cli_with_input(args, "1 13 4 12\n");
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find(mention), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
  }
}

TEST(BatchCliTest, AnswersBeforeTheInputEnds) {
  // A game server writes a query and waits for its answer with the pipe
  // still open: the batch must not wait for more lines first.
  int to_child[2];
  int from_child[2];
  ASSERT_EQ(pipe(to_child), 0);
  ASSERT_EQ(pipe(from_child), 0);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, to_child[1]);
  posix_spawn_file_actions_addclose(&actions, from_child[0]);
  const std::string map = benchmark_file("arena.map");
  std::vector<std::string> args = {ASTAR_CLI_PATH, "batch", map, "--threads",
                                   "2"};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  ASSERT_EQ(posix_spawn(&pid, ASTAR_CLI_PATH, &actions, nullptr, argv.data(),
                        nullptr),
            0);
  posix_spawn_file_actions_destroy(&actions);
  close(to_child[0]);
  close(from_child[1]);
  for (int round = 0; round < 2; ++round) {
    const std::string query = "1 13 4 12\n";
    ASSERT_EQ(write(to_child[1], query.data(), query.size()),
              static_cast<ssize_t>(query.size()));
    pollfd answer{from_child[0], POLLIN, 0};
    ASSERT_EQ(poll(&answer, 1, 10000), 1) << "no answer within 10 s";
    char buffer[512] = {};
    ASSERT_GT(read(from_child[0], buffer, sizeof buffer - 1), 0);
    EXPECT_EQ(std::string(buffer).substr(0, 29),
              R"({"found":true,"cost":3.414213)");
  }
  close(to_child[1]);
  int status = 0;
  waitpid(pid, &status, 0);
  close(from_child[0]);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

TEST(ScenThreadsTest, ThreadsGiveTheSameSummary) {
  const std::string scen = benchmark_file("arena.map.scen");
  const CliRun one = run_cli({"scen", scen, "--threads", "1"});
  const CliRun two = run_cli({"scen", scen, "--threads", "2"});
  const CliRun all = run_cli({"scen", scen});
  for (const CliRun* run : {&one, &two, &all}) {
    ASSERT_EQ(run->exit_code, 0) << run->err;
  }
  const auto a = parse_summary(last_line(one.out));
  const auto b = parse_summary(last_line(two.out));
  for (const char* name :
       {"problems", "mismatches", "mean_expanded", "unreachable"}) {
    EXPECT_EQ(a.at(name), b.at(name)) << name;
    EXPECT_EQ(a.at(name), parse_summary(last_line(all.out)).at(name)) << name;
  }
  EXPECT_EQ(a.at("problems"), 160);
  const CliRun bad = run_cli({"scen", scen, "--threads", "x"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--threads 'x'"), std::string::npos) << bad.err;
}

TEST(ScenThreadsTest, MismatchesPrintInFileOrder) {
  // Greedy misses optima; with 2 threads the lines must still come in file
  // order, exactly as with 1.
  const std::string scen = benchmark_file("arena.map.scen");
  const CliRun one =
      run_cli({"scen", scen, "--algo", "greedy", "--threads", "1"});
  const CliRun two =
      run_cli({"scen", scen, "--algo", "greedy", "--threads", "2"});
  const std::vector<std::string> a = lines_of(one.out);
  const std::vector<std::string> b = lines_of(two.out);
  ASSERT_EQ(a.size(), b.size());
  ASSERT_GT(a.size(), 2u);
  for (std::size_t i = 0; i + 1 < a.size(); ++i) EXPECT_EQ(a[i], b[i]);
}

/// One query of the live-map test: a problem and the options of its line.
struct LiveQuery {
  ScenarioProblem problem;
  Algorithm algorithm;
  int size;
};

std::string query_line(const LiveQuery& q) {
  const std::string_view algo = algorithm_info(q.algorithm).name;
  return "{\"from\":[" + std::to_string(q.problem.start.x) + "," +
         std::to_string(q.problem.start.y) + "],\"to\":[" +
         std::to_string(q.problem.goal.x) + "," +
         std::to_string(q.problem.goal.y) + "],\"algo\":\"" +
         std::string(algo) + "\",\"size\":" + std::to_string(q.size) + "}";
}

/// Checks a batch answer against a fresh core search on `grid` as it is
/// meant to be at that line; no cell of the answer's path may be a wall.
void expect_live_answer(const nlohmann::json& answer, const Grid& grid,
                        const LiveQuery& q) {
  SearchQuery query = between(q.problem.start, q.problem.goal);
  query.algorithm = q.algorithm;
  query.unit.size = q.size;
  Search search;
  if (!search.start(grid, query)) {
    EXPECT_TRUE(answer.contains("error")) << answer.dump();
    return;
  }
  search.run();
  ASSERT_FALSE(answer.contains("error")) << answer.dump();
  EXPECT_EQ(answer["found"].get<bool>(),
            search.status() == SearchStatus::Found);
  EXPECT_EQ(answer["cost"].get<double>(), search.cost()) << answer.dump();
  EXPECT_EQ(answer["expanded"].get<std::int64_t>(), search.stats().expanded);
  for (const auto& cell : answer["path"]) {
    const Point p{cell[0].get<int>(), cell[1].get<int>()};
    ASSERT_EQ(unit_fit_problem(grid, query.unit, p), "")
        << "the answer's path crosses a wall: " << answer.dump();
  }
}

/// A "set" line walling up to 40 cells from `cells` on, and does the same
/// to `grid`.
std::string wall_line(Grid& grid, const std::vector<Point>& cells,
                      std::size_t from) {
  std::string line = "{\"set\":[";
  for (std::size_t i = from; i < std::min(cells.size(), from + 40); ++i) {
    line += (i == from ? "[" : ",[") + std::to_string(cells[i].x) + "," +
            std::to_string(cells[i].y) + ",0]";
    grid.set(cells[i], kBlocked);
  }
  return line + "]}";
}

TEST(BatchCliTest, SetLinesChangeTheMapForEveryLaterQueryAndThread) {
  const std::string map = benchmark_file("den011d.map");
  const Grid before = load_map(map).value();
  std::vector<LiveQuery> queries;
  const Algorithm algorithms[] = {Algorithm::JumpPoint, Algorithm::AStar,
                                  Algorithm::Theta, Algorithm::Dijkstra};
  int n = 0;
  for (const ScenarioProblem& p :
       problems(benchmark_file("den011d.map.scen"), 31)) {
    const Algorithm algorithm = algorithms[n % 4];
    const int size = algorithm != Algorithm::Theta && n % 3 == 0 ? 2 : 1;
    queries.push_back({p, algorithm, size});
    ++n;
  }
  // Walls across the middle of each query's path on the map as it was.
  std::vector<Point> walls;
  for (const LiveQuery& q : queries) {
    Search search;
    ASSERT_TRUE(search.start(before, between(q.problem.start, q.problem.goal)));
    search.run();
    const std::vector<int>& path = search.path();
    for (std::size_t i = path.size() / 3; i < path.size() * 2 / 3; i += 4)
      walls.push_back(before.point(path[i]));
  }
  Grid after = before;
  std::string input;
  for (const LiveQuery& q : queries) input += query_line(q) + "\n";
  std::size_t set_lines = 0;
  for (std::size_t from = 0; from < walls.size(); from += 40, ++set_lines)
    input += wall_line(after, walls, from) + "\n";
  for (const LiveQuery& q : queries) input += query_line(q) + "\n";
  ASSERT_NE(before, after);
  for (const char* threads : {"1", "2"}) {
    const CliRun run =
        run_cli_with_input({"batch", map, "--threads", threads}, input);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 2 * queries.size() + set_lines);
    for (std::size_t i = 0; i < queries.size(); ++i) {
      expect_live_answer(nlohmann::json::parse(lines[i]), before, queries[i]);
      expect_live_answer(
          nlohmann::json::parse(lines[queries.size() + set_lines + i]), after,
          queries[i]);
    }
    const auto first_set = nlohmann::json::parse(lines[queries.size()]);
    EXPECT_EQ(first_set["updated"].get<int>(),
              static_cast<int>(std::min<std::size_t>(40, walls.size())));
  }
}

TEST(BatchCliTest, ABadSetLineIsAnErrorAndChangesNothing) {
  const std::string map = benchmark_file("arena.map");
  const std::string query = "{\"from\":[1,11],\"to\":[35,42],\"algo\":\"jps\"}";
  const CliRun run = run_cli_with_input(
      {"batch", map},
      query + "\n{\"id\":7,\"set\":[[18,20,0],[49,0,0]]}\n" +
          "{\"set\":[[1,2,256]]}\n{\"set\":[[1,2]]}\n{\"set\":{}}\n" +
          "{\"set\":[[1,2,0]],\"from\":[1,1]}\n" + query + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 7u);
  const std::string errors[] = {
      R"({"id":7,"error":"line 2: \"set\" entry 2: cell (49,0) is outside the 49x49 map; no cell was changed"})",
      R"({"error":"line 3: \"set\" entry 1 must be [x, y, value] with whole numbers and value 0..255, got [1,2,256]"})",
      R"({"error":"line 4: \"set\" entry 1 must be [x, y, value] with whole numbers and value 0..255, got [1,2]"})",
      R"({"error":"line 5: \"set\" must be a non-empty array of [x, y, value]"})",
      R"({"error":"line 6: unknown key \"from\" in a \"set\" line; it takes only set, id, origin and map"})"};
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(lines[i + 1], errors[i]);
  EXPECT_EQ(lines[6], lines[0]);  // nothing changed
}

TEST(BatchCliTest, SetLinesCountCellsInTheirOrigin) {
  // arena.map is 49 high: (18,20) from the top-left is (18,28) from the
  // bottom-left. A wall row there makes the query go round it.
  const std::string map = benchmark_file("arena.map");
  const std::string query =
      "{\"from\":[1,11],\"to\":[35,42],\"origin\":\"top-left\"}";
  std::string top = "{\"set\":[";
  std::string bottom = "{\"set\":[";
  for (int x = 10; x < 30; ++x) {
    const std::string comma = x == 10 ? "" : ",";
    top += comma + "[" + std::to_string(x) + ",20,0]";
    bottom += comma + "[" + std::to_string(x) + ",28,0]";
  }
  const CliRun before = run_cli_with_input({"batch", map}, query + "\n");
  const CliRun a =
      run_cli_with_input({"batch", map}, top + "]}\n" + query + "\n");
  const CliRun b = run_cli_with_input({"batch", map, "--origin", "bottom-left"},
                                      bottom + "]}\n" + query + "\n");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  const std::vector<std::string> la = lines_of(a.out);
  const std::vector<std::string> lb = lines_of(b.out);
  ASSERT_EQ(la.size(), 2u);
  ASSERT_EQ(lb.size(), 2u);
  EXPECT_EQ(la[0], lb[0]);  // {"updated":20}
  EXPECT_EQ(la[1], lb[1]);
  EXPECT_NE(la[1], lines_of(before.out).at(0));  // the walls mattered
}

TEST(BatchCliTest, OutputAndPostShrinkOrPostProcessTheAnswers) {
  const std::string map = benchmark_file("arena.map");
  const std::string line = "{\"id\":1,\"from\":[1,11],\"to\":[35,42]}\n";
  const std::string smooth =
      "{\"id\":2,\"from\":[1,11],\"to\":[35,42],\"post\":\"smooth\"}\n";
  const auto answers = [&](const std::vector<std::string>& options) {
    std::vector<std::string> args = {"batch", map};
    args.insert(args.end(), options.begin(), options.end());
    const CliRun run = run_cli_with_input(args, line + smooth);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    std::vector<nlohmann::json> parsed;
    for (const std::string& text : lines_of(run.out))
      parsed.push_back(nlohmann::json::parse(text));
    return parsed;
  };
  const auto path = answers({});
  const auto cost = answers({"--output", "cost"});
  const auto waypoints = answers({"--output", "waypoints", "--post", "none"});
  const auto post = answers({"--post", "waypoints"});
  for (const auto* answer : {&path, &cost, &waypoints, &post})
    ASSERT_EQ(answer->size(), 2u);
  // The default is today's answer: the path, and waypoints only when asked.
  EXPECT_TRUE(path[0].contains("path"));
  EXPECT_FALSE(path[0].contains("waypoints"));
  EXPECT_TRUE(path[1].contains("waypoints"));
  EXPECT_LE(path[1]["waypoints_cost"].get<double>(),
            path[1]["cost"].get<double>());
  // cost: no cells at all, the same numbers.
  const nlohmann::json expected = {{"id", 1},
                                   {"found", true},
                                   {"cost", path[0]["cost"]},
                                   {"expanded", path[0]["expanded"]}};
  EXPECT_EQ(cost[0], expected);
  EXPECT_EQ(cost[1]["waypoints_cost"], path[1]["waypoints_cost"]);
  EXPECT_FALSE(cost[1].contains("waypoints"));
  // waypoints: the turns alone, or the line's own smoothing.
  EXPECT_FALSE(waypoints[0].contains("path"));
  EXPECT_EQ(waypoints[0]["waypoints"], post[0]["waypoints"]);
  EXPECT_EQ(waypoints[0]["waypoints"].front(), nlohmann::json::array({1, 11}));
  EXPECT_EQ(waypoints[0]["waypoints"].back(), nlohmann::json::array({35, 42}));
  EXPECT_LT(waypoints[0]["waypoints"].size(), path[0]["path"].size());
  EXPECT_EQ(waypoints[1]["waypoints"], path[1]["waypoints"]);

  const CliRun bad = run_cli_with_input({"batch", map, "--output", "all"}, "");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--output 'all': expected one of cost, path, "
                         "waypoints"),
            std::string::npos);
  const CliRun bad_post = run_cli_with_input(
      {"batch", map}, "{\"from\":[1,11],\"to\":[35,42],\"post\":\"round\"}\n");
  EXPECT_NE(
      bad_post.out.find(
          R"(\"post\" must be \"none\", \"waypoints\" or \"smooth\", got \"round\")"),
      std::string::npos)
      << bad_post.out;
}

}  // namespace batch_cli_test
}  // namespace astar::test

namespace astar::test {
namespace batch_cli_test {

/// "[[x0,y,0],...,[x1,y,0]]": a row of walls.
std::string wall_row(int x0, int x1, int y) {
  std::string cells = "[";
  for (int x = x0; x <= x1; ++x) {
    cells += (x == x0 ? "[" : ",[") + std::to_string(x) + "," +
             std::to_string(y) + ",0]";
  }
  return cells + "]";
}

/// Checks a subgoal answer against A* on `grid`: the same cost, and a
/// path of legal moves from start to goal for the unit.
void expect_astar_cost(const nlohmann::json& answer, const Grid& grid,
                       const LiveQuery& q) {
  SearchQuery query = between(q.problem.start, q.problem.goal);
  query.unit.size = q.size;
  Search astar;
  if (!astar.start(grid, query)) {
    EXPECT_TRUE(answer.contains("error")) << answer.dump();
    return;
  }
  astar.run();
  ASSERT_FALSE(answer.contains("error")) << answer.dump();
  ASSERT_EQ(answer["found"].get<bool>(), astar.status() == SearchStatus::Found)
      << answer.dump();
  if (astar.status() != SearchStatus::Found) return;
  EXPECT_NEAR(answer["cost"].get<double>(), astar.cost(), 1e-9 * astar.cost());
  const UnitMap units(grid, query.unit);
  std::vector<int> path;
  for (const auto& cell : answer["path"]) {
    path.push_back(units.grid().index(cell[0].get<int>(), cell[1].get<int>()));
  }
  Result<double> walked = path_cost(units.grid(), query.rules, path);
  ASSERT_TRUE(walked) << walked.error() << " " << answer.dump();
  EXPECT_NEAR(walked.value(), astar.cost(), 1e-9 * astar.cost());
}

// The prepared map is made once and repaired by "set" and "fill" lines:
// every later query, for a cell or a unit, costs what A* costs on the map
// as changed.
TEST(BatchCliTest, SubgoalQueriesFollowSetAndFillLinesAtAStarsCost) {
  const std::string map = benchmark_file("den011d.map");
  const Grid before = load_map(map).value();
  std::vector<LiveQuery> queries;
  for (const ScenarioProblem& p :
       problems(benchmark_file("den011d.map.scen"), 23)) {
    queries.push_back({p, Algorithm::Subgoal, queries.size() % 3 == 0 ? 2 : 1});
  }
  std::vector<Point> walls;
  for (const LiveQuery& q : queries) {
    Search search;
    ASSERT_TRUE(search.start(before, between(q.problem.start, q.problem.goal)));
    search.run();
    const std::vector<int>& path = search.path();
    for (std::size_t i = path.size() / 3; i < path.size() * 2 / 3; i += 5)
      walls.push_back(before.point(path[i]));
  }
  Grid after = before;
  std::string input;
  for (const LiveQuery& q : queries) input += query_line(q) + "\n";
  for (std::size_t from = 0; from < walls.size(); from += 40)
    input += wall_line(after, walls, from) + "\n";
  input += "{\"fill\":[10,10,14,14,255]}\n";
  for (int y = 10; y <= 14; ++y) {
    for (int x = 10; x <= 14; ++x) after.set(x, y, kOpenGround);
  }
  const std::size_t changes = (walls.size() + 39) / 40 + 1;
  for (const LiveQuery& q : queries) input += query_line(q) + "\n";
  for (const char* threads : {"1", "2"}) {
    const CliRun run =
        run_cli_with_input({"batch", map, "--threads", threads}, input);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 2 * queries.size() + changes);
    for (std::size_t i = 0; i < queries.size(); ++i) {
      expect_astar_cost(nlohmann::json::parse(lines[i]), before, queries[i]);
      expect_astar_cost(
          nlohmann::json::parse(lines[queries.size() + changes + i]), after,
          queries[i]);
    }
  }
}

TEST(BatchCliTest, FillLinesMatchTheSameSetLinesAndStayInTheMap) {
  const std::string map = benchmark_file("arena.map");
  const std::string query = "{\"from\":[1,11],\"to\":[35,42]}";
  const CliRun set =
      run_cli_with_input({"batch", map}, "{\"set\":" + wall_row(10, 29, 20) +
                                             "}\n" + query + "\n");
  const CliRun fill = run_cli_with_input(
      {"batch", map}, "{\"fill\":[29,20,10,20,0],\"id\":\"f\"}\n" + query +
                          "\n{\"fill\":[40,40,49,40,0]}\n" + query + "\n");
  ASSERT_EQ(fill.exit_code, 0) << fill.err;
  const std::vector<std::string> lines = lines_of(fill.out);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], R"({"id":"f","updated":20})");
  EXPECT_EQ(lines[1], lines_of(set.out).at(1));
  EXPECT_EQ(
      lines[2],
      R"({"error":"line 3: \"fill\" reaches outside the 49x49 map; no cell was changed"})");
  EXPECT_EQ(lines[3], lines[1]);
}

TEST(BatchCliTest, BigSetLinesPassAndTooLongOnesKeepTheirId) {
  const std::string map = benchmark_file("arena.map");
  // About 1.3 MB: every cell of the map, 40 times over, open.
  std::string cells = "[";
  for (int round = 0; round < 40; ++round) {
    for (int y = 0; y < 49; ++y) {
      for (int x = 0; x < 49; ++x) {
        cells += (cells.size() == 1 ? "[" : ",[") + std::to_string(x) + "," +
                 std::to_string(y) + ",255]";
      }
    }
  }
  cells += "]";
  ASSERT_GT(cells.size(), 1u << 20);
  std::string huge = "{\"id\":\"huge\",\"set\":[";
  while (huge.size() <= (16u << 20)) huge += "[1,1,0],";
  huge += "[1,1,0]]}";
  const CliRun run = run_cli_with_input(
      {"batch", map},
      "\xEF\xBB\xBF"
      "1 13 4 12\n{\"id\":1,\"set\":" +
          cells + "}\n" + huge +
          "\n{\"id\":2,\"from\":[0,0],\"to\":[48,48],\"output\":"
          "\"cost\"}\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 4u);
  expect_answer(nlohmann::json::parse(lines[0]), load_map(map).value(),
                between({1, 13}, {4, 12}));
  EXPECT_EQ(lines[1], R"({"id":1,"updated":96040})");
  EXPECT_EQ(
      lines[2],
      R"({"id":"huge","error":"line 3: longer than 16777216 bytes; the line was skipped"})");
  // The whole map is open now: the diagonal, and no path listed.
  const nlohmann::json last = nlohmann::json::parse(lines[3]);
  EXPECT_EQ(last.size(), 4u) << lines[3];  // id, found, cost, expanded
  EXPECT_EQ(last["expanded"], 49);
  EXPECT_DOUBLE_EQ(last["cost"].get<double>(), 48 * std::sqrt(2.0));
}

TEST(BatchCliTest, LinesChooseTheirOutputWorldAndBudget) {
  const std::string map = benchmark_file("arena.map");
  const CliRun run = run_cli_with_input(
      {"batch", map, "--max-expanded", "100000"},
      "{\"from\":[1,13],\"to\":[3,13],\"output\":\"cost\"}\n"
      "{\"from\":[1,13],\"to\":[3,13],\"world\":[2,10,20]}\n"
      "{\"from\":[1,11],\"to\":[35,42],\"max_expanded\":5,\"id\":3}\n"
      "{\"from\":[1,13],\"to\":[3,13],\"map\":\"town\"}\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], R"({"found":true,"cost":2,"expanded":3})");
  EXPECT_EQ(
      lines[1],
      R"({"found":true,"cost":2,"expanded":3,"path":[[1,13],[2,13],[3,13]],"world_path":[[13,47],[15,47],[17,47]]})");
  EXPECT_EQ(
      lines[2],
      R"({"id":3,"error":"line 3: stopped after 5 expanded cells, the query's budget; the search was not finished"})");
  EXPECT_NE(nlohmann::json::parse(lines[3])["error"].get<std::string>().find(
                "\"map\" and \"reload\" are for 'astar-cli serve'"),
            std::string::npos)
      << lines[3];
  const CliRun tight = run_cli_with_input({"batch", map, "--max-expanded", "4"},
                                          "1 11 35 42\n1 13 3 13\n");
  const std::vector<std::string> answers = lines_of(tight.out);
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_NE(answers[0].find("stopped after 4 expanded cells"),
            std::string::npos);
  EXPECT_EQ(answers[1].find("error"), std::string::npos) << answers[1];
}

}  // namespace batch_cli_test
}  // namespace astar::test
