// astar-cli serve: the real server on loopback, driven by HTTP clients.
// Its answers are checked against the core search and against batch; a
// load test runs several clients with updates in between; and what could
// hurt other clients (huge requests, garbage, paths out of the maps folder,
// a client leaving mid-answer) is refused or costs them nothing.

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <thread>

#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/search/search.hpp"
#include "run_cli.hpp"
#include "serve_server.hpp"

namespace astar::test {
namespace serve_cli_test {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

/// POSTs `body` to /query; the answer lines, or none on failure.
std::vector<std::string> query(httplib::Client& client,
                               const std::string& body) {
  const httplib::Result result =
      client.Post("/query", body, "application/x-ndjson");
  if (!result || result->status != 200) return {};
  return lines_of(result->body);
}

std::string query_line(const char* map, Point from, Point to, int id) {
  return Json{{"map", map},
              {"from", {from.x, from.y}},
              {"to", {to.x, to.y}},
              {"output", "cost"},
              {"id", id}}
      .dump();
}

/// The cost the core finds, or -1 when there is no path.
double core_cost(const Grid& grid, Point from, Point to) {
  Search search;
  SearchQuery q;
  q.start = from;
  q.goal = to;
  if (!search.start(grid, q).ok()) return -2;
  return search.run() == SearchStatus::Found ? search.cost() : -1;
}

double answer_cost(const Json& answer) {
  if (!answer.contains("found")) return -2;
  return answer["found"].get<bool>() ? answer["cost"].get<double>() : -1;
}

TEST(ServeCli, AnswersAsBatchDoesOnEachNamedMap) {
  const std::string arena = benchmark_file("arena.map");
  Server server({"--map", "arena=" + arena, "--map",
                 "demo=" + std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png"});
  ASSERT_GT(server.port(), 0) << server.first_line();
  EXPECT_NE(server.first_line().find("arena 49x49, demo 64x40"),
            std::string::npos)
      << server.first_line();
  const std::string lines =
      "1 13 4 12\n{\"from\":[1,11],\"to\":[35,42],\"algo\":\"jps\",\"id\":"
      "\"j\"}\n{\"fill\":[10,20,29,20,0]}\n{\"from\":[1,11],\"to\":[35,42],"
      "\"post\":\"smooth\",\"world\":[2,0,0]}\n";
  std::string named;
  for (const std::string& line : lines_of(lines)) {
    named += line.front() == '{'
                 ? "{\"map\":\"arena\"," + line.substr(1) + "\n"
                 : "{\"map\":\"arena\",\"from\":[1,13],\"to\":[4,12]}\n";
  }
  httplib::Client client("127.0.0.1", server.port());
  const std::vector<std::string> served = query(client, named);
  const std::vector<std::string> batch =
      lines_of(run_cli_with_input({"batch", arena}, lines).out);
  ASSERT_EQ(served.size(), 4u);
  EXPECT_EQ(served, batch);
  // The fill stays for every later request; demo is untouched.
  EXPECT_EQ(query(client, lines_of(named).at(3)), std::vector{batch.at(3)});
  const std::vector<std::string> demo =
      query(client,
            "{\"map\":\"demo\",\"from\":[1,1],\"to\":[62,38],\"output\":"
            "\"cost\"}\n1 1 2 2\n");
  ASSERT_EQ(demo.size(), 2u);
  EXPECT_EQ(Json::parse(demo[0])["cost"].get<double>(), 90.18376618407356);
  EXPECT_NE(demo[1].find("the line names no map; add \\\"map\\\": one of "
                         "arena, demo"),
            std::string::npos)
      << demo[1];
}

/// Every `every`-th problem of a Moving AI scenario, as (from, to).
std::vector<std::pair<Point, Point>> problems(const std::string& scen,
                                              std::size_t every) {
  std::vector<std::pair<Point, Point>> taken;
  const Scenario scenario = read_scenario(scen).value();
  for (std::size_t i = 0; i < scenario.problems.size(); i += every) {
    taken.emplace_back(scenario.problems[i].start, scenario.problems[i].goal);
  }
  return taken;
}

double percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto at = static_cast<std::size_t>(
      fraction * static_cast<double>(values.size() - 1));
  return values[at];
}

/// One client's queries on the map nobody changes, each checked.
struct ClientLoad {
  std::int64_t answered = 0;
  std::int64_t wrong = 0;
  std::vector<double> latencies_ms;
};

ClientLoad run_client(int port, const std::vector<std::pair<Point, Point>>& qs,
                      const std::vector<double>& costs, Clock::time_point end,
                      unsigned seed) {
  ClientLoad load;
  httplib::Client client("127.0.0.1", port);
  client.set_keep_alive(true);
  client.set_tcp_nodelay(true);
  std::mt19937 random(seed);
  while (Clock::now() < end) {
    const std::size_t i = random() % qs.size();
    const auto sent = Clock::now();
    const std::vector<std::string> answer = query(
        client,
        query_line("den", qs[i].first, qs[i].second, static_cast<int>(i)));
    load.latencies_ms.push_back(
        std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
    ++load.answered;
    if (answer.size() != 1 || answer_cost(Json::parse(answer[0])) != costs[i]) {
      ++load.wrong;
    }
  }
  return load;
}

/// Walls a row on "live" and opens it again, querying after each change
/// in the same request; each answer checked against the core on a copy.
std::int64_t run_updater(int port, Grid grid, Clock::time_point end,
                         std::int64_t& rounds) {
  httplib::Client client("127.0.0.1", port);
  client.set_keep_alive(true);
  client.set_tcp_nodelay(true);
  std::int64_t wrong = 0;
  const Point from{1, 11};
  const Point to{35, 42};
  for (int value = 0; Clock::now() < end; value = 255 - value, ++rounds) {
    for (int x = 5; x <= 40; ++x)
      grid.set({x, 20}, static_cast<std::uint8_t>(value));
    const std::vector<std::string> answer =
        query(client, "{\"map\":\"live\",\"fill\":[5,20,40,20," +
                          std::to_string(value) + "]}\n" +
                          query_line("live", from, to, 0));
    if (answer.size() != 2 || answer[0] != "{\"updated\":36}" ||
        answer_cost(Json::parse(answer[1])) != core_cost(grid, from, to)) {
      ++wrong;
    }
  }
  return wrong;
}

TEST(ServeCli, ClientsWithUpdatesInBetweenGetRightAnswers) {
  const std::string den = benchmark_file("den011d.map");
  const std::string arena = benchmark_file("arena.map");
  const char* seconds_text = std::getenv("ASTAR_SERVE_LOAD_SECONDS");
  const double seconds = seconds_text ? std::atof(seconds_text) : 2.0;
  const int clients = 4;
  const auto qs = problems(den + ".scen", 7);
  const Grid den_grid = load_map(den).value();
  std::vector<double> costs;
  for (const auto& [from, to] : qs)
    costs.push_back(core_cost(den_grid, from, to));
  Server server(
      {"--map", "den=" + den, "--map", "live=" + arena, "--threads", "2"});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const auto start = Clock::now();
  const auto end = start + std::chrono::duration_cast<Clock::duration>(
                               std::chrono::duration<double>(seconds));
  std::vector<ClientLoad> loads(clients);
  std::int64_t rounds = 0;
  std::int64_t updater_wrong = 0;
  {
    std::vector<std::jthread> threads;
    for (int c = 0; c < clients; ++c) {
      threads.emplace_back([&, c] {
        loads[static_cast<std::size_t>(c)] =
            run_client(server.port(), qs, costs, end, static_cast<unsigned>(c));
      });
    }
    threads.emplace_back([&] {
      updater_wrong =
          run_updater(server.port(), load_map(arena).value(), end, rounds);
    });
  }
  const double elapsed =
      std::chrono::duration<double>(Clock::now() - start).count();
  std::vector<double> latencies;
  std::int64_t answered = 0;
  for (const ClientLoad& load : loads) {
    EXPECT_EQ(load.wrong, 0);
    EXPECT_GT(load.answered, 0);
    answered += load.answered;
    latencies.insert(latencies.end(), load.latencies_ms.begin(),
                     load.latencies_ms.end());
  }
  EXPECT_EQ(updater_wrong, 0);
  EXPECT_GT(rounds, 1);
  std::printf(
      "serve load: %d clients, %.1f s, %lld queries (%.0f/s), "
      "p50 %.3f ms, p99 %.3f ms, %lld update rounds\n",
      clients, elapsed, static_cast<long long>(answered),
      static_cast<double>(answered) / elapsed, percentile(latencies, 0.5),
      percentile(latencies, 0.99), static_cast<long long>(rounds));
  // The server's own count agrees with the clients'.
  httplib::Client client("127.0.0.1", server.port());
  const std::string metrics = client.Get("/metrics")->body;
  EXPECT_NE(metrics.find("astar_serve_queries_total{map=\"den\"} " +
                         std::to_string(answered)),
            std::string::npos)
      << metrics;
  EXPECT_NE(metrics.find("astar_serve_query_seconds{map=\"den\",quantile="
                         "\"0.99\"}"),
            std::string::npos);
}

/// Sends `request` on a raw connection, reads `keep` bytes and leaves.
void send_and_leave(int port, const std::string& request, std::size_t keep) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
  ASSERT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address),
            0);
  ASSERT_EQ(send(fd, request.data(), request.size(), MSG_NOSIGNAL),
            static_cast<ssize_t>(request.size()));
  std::string got(keep, '\0');
  std::size_t have = 0;
  while (have < keep) {
    const ssize_t n = recv(fd, got.data() + have, keep - have, 0);
    if (n <= 0) break;
    have += static_cast<std::size_t>(n);
  }
  close(fd);
}

TEST(ServeCli, WhatCouldHurtOtherClientsIsRefusedOrCostsThemNothing) {
  ScratchFolder folder;
  const std::string arena = benchmark_file("arena.map");
  std::filesystem::create_directories(folder.file("maps/levels"));
  std::filesystem::copy_file(arena, folder.file("maps/levels/arena.map"));
  folder.write("secret.map", "type octile\nheight 1\nwidth 1\nmap\n.\n");
  std::filesystem::create_symlink(folder.file("secret.map"),
                                  folder.file("maps/link.map"));
  Server server({"--maps-dir", folder.file("maps"), "--max-request", "100000",
                 "--max-expanded", "20"});
  ASSERT_GT(server.port(), 0) << server.first_line();
  httplib::Client client("127.0.0.1", server.port());
  // A body over --max-request: 413, and the next request is answered.
  const httplib::Result big =
      client.Post("/query", std::string(200000, '1'), "application/x-ndjson");
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 413);
  const std::string ok_line =
      "{\"map\":\"levels/arena.map\",\"from\":[1,13],\"to\":[3,13],"
      "\"output\":\"cost\"}";
  EXPECT_EQ(
      query(client, ok_line),
      std::vector<std::string>{R"({"found":true,"cost":2,"expanded":3})"});
  // Names that leave the folder, garbage, a budget, an unknown map.
  const std::vector<std::string> answers = query(
      client,
      "{\"id\":1,\"map\":\"../secret.map\",\"from\":[0,0],\"to\":[0,0]}\n"
      "{\"id\":2,\"map\":\"link.map\",\"from\":[0,0],\"to\":[0,0]}\n"
      "{\"id\":3,\"map\":\"/etc/passwd\",\"from\":[0,0],\"to\":[0,0]}\n"
      "{\"id\":4,\"map\":\"levels/arena.map\",\"from\":[1,11],\"to\":[35,42]}\n"
      "\x01\x02\xff garbage\n{\"id\":6,\"map\":\"levels/none.map\",\"from\":"
      "[0,0],\"to\":[1,1]}\n{\"id\":7,\"from\":\n");
  ASSERT_EQ(answers.size(), 7u);
  for (int i : {0, 1, 2}) {
    EXPECT_NE(answers[static_cast<std::size_t>(i)].find(
                  "a map is named by its path inside the maps folder"),
              std::string::npos)
        << answers[static_cast<std::size_t>(i)];
  }
  // The link's name has no '..': the answer says what it is instead.
  EXPECT_NE(answers[1].find("this one is a link that leads out of it"),
            std::string::npos)
      << answers[1];
  EXPECT_EQ(answers[1].find("'..'"), std::string::npos) << answers[1];
  EXPECT_NE(answers[3].find("{\"id\":4,\"error\":\"line 4: stopped after 20 "
                            "expanded cells"),
            std::string::npos)
      << answers[3];
  EXPECT_NE(answers[4].find("line 5: "), std::string::npos);
  EXPECT_NE(answers[5].find("{\"id\":6,\"error\":\"line 6: map "
                            "'levels/none.map': no such map"),
            std::string::npos)
      << answers[5];
  EXPECT_NE(answers[6].find("line 7: not valid JSON"), std::string::npos);
  // A client that asks for thousands of answers and leaves after 100 bytes.
  std::string many;
  for (int i = 0; i < 20000; ++i) many += ok_line + "\n";
  many.resize(99000);
  many.resize(many.rfind('\n') + 1);
  const std::string request =
      "POST /query HTTP/1.1\r\nHost: x\r\nContent-Length: " +
      std::to_string(many.size()) + "\r\n\r\n" + many;
  for (int i = 0; i < 8; ++i) send_and_leave(server.port(), request, 100);
  EXPECT_TRUE(server.alive());
  EXPECT_EQ(query(client, ok_line).size(), 1u);
  EXPECT_EQ(client.Get("/nothing")->status, 404);
  EXPECT_EQ(client.Get("/health")->body, "ok\n");
}

// "field" lines on a served map: the field is kept and follows a fill,
// and a reload gives back the file's map, field and all.
TEST(ServeCli, FieldLinesFollowFillsAndReloads) {
  ScratchFolder folder;
  const std::string map =
      folder.write("rooms.map",
                   "type octile\nheight 4\nwidth 9\nmap\n....@....\n....@....\n"
                   ".........\n....@....\n");
  Server server({"--map", "rooms=" + map});
  ASSERT_GT(server.port(), 0) << server.first_line();
  httplib::Client client("127.0.0.1", server.port());
  const std::string ask =
      "{\"map\":\"rooms\",\"from\":[0,0],\"to\":[8,0],\"field\":true}\n";
  const std::vector<std::string> before = query(client, ask);
  ASSERT_EQ(before.size(), 1u);
  const Json first = Json::parse(before[0]);
  const Grid grid = load_map(map).value();
  EXPECT_EQ(first["distance"].get<double>(), core_cost(grid, {0, 0}, {8, 0}));
  // The door (4,2) walled: no way across.
  const std::vector<std::string> walled =
      query(client, "{\"map\":\"rooms\",\"fill\":[4,2,4,2,0]}\n" + ask);
  ASSERT_EQ(walled.size(), 2u);
  EXPECT_EQ(Json::parse(walled[1])["reachable"], false) << walled[1];
  // The file still has the door.
  const std::vector<std::string> reloaded =
      query(client, "{\"reload\":\"rooms\"}\n" + ask);
  ASSERT_EQ(reloaded.size(), 2u);
  EXPECT_EQ(reloaded[1], before[0]);
}

TEST(ServeCli, BadArgumentsExitTwo) {
  const std::string arena = benchmark_file("arena.map");
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"serve"}, "serve needs --map NAME=FILE or --maps-dir DIR"},
      {{"serve", "--map", "arena"}, "--map 'arena': expected NAME=FILE"},
      {{"serve", "--map", "a=/nonexistent.map"}, "/nonexistent.map"},
      {{"serve", "--map", "a=" + arena, "--listen", "localhost:99999"},
       "--listen 'localhost:99999': expected HOST:PORT"},
      {{"serve", "--maps-dir", "/nonexistent"}, "--maps-dir '/nonexistent'"},
      {{"serve", "--map", "a=" + arena, "--map", "a=" + arena},
       "the name 'a' is given twice"},
  };
  for (const auto& [args, message] : cases) {
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.exit_code, 2) << message;
    EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
  }
}

}  // namespace serve_cli_test
}  // namespace astar::test
