// astar-cli serve's scheduling (issue 53): a short query on one map is
// answered between another map's long searches, not after them; a line's
// "priority" and "deadline" are kept; /metrics shows each map's queue.
// The real server, one search thread, so every query competes for it; the
// bounds are relative to how long a long search takes on this machine, as
// the sanitizer builds run several times slower.

#include <gtest/gtest.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "run_cli.hpp"
#include "serve_server.hpp"

namespace astar::test {
namespace serve_fair_test {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

const std::string kDemo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";

/// A search of the whole big map: the long work others must not wait for.
Json long_line() {
  return {{"map", "big"},
          {"from", {0, 0}},
          {"to", {1023, 1023}},
          {"algo", "dijkstra"},
          {"output", "cost"}};
}

/// The demo's corner to corner query (984 cells expanded).
Json short_line() {
  return {
      {"map", "small"}, {"from", {1, 1}}, {"to", {62, 38}}, {"output", "cost"}};
}

struct Timed {
  Json answer;
  double ms = 0;
};

/// POSTs one line on `client`; its answer and the round trip.
Timed ask(httplib::Client& client, const Json& line) {
  const auto sent = Clock::now();
  const httplib::Result result =
      client.Post("/query", line.dump() + "\n", "application/x-ndjson");
  Timed timed;
  timed.ms =
      std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
  timed.answer = result && result->status == 200
                     ? Json::parse(result->body, nullptr, false)
                     : Json("no answer");
  return timed;
}

httplib::Client client_of(const Server& server) {
  httplib::Client client("127.0.0.1", server.port());
  client.set_keep_alive(true);
  // Without it a request's head and body are two segments, the second held
  // for the first's delayed acknowledgement: 40 ms a query.
  client.set_tcp_nodelay(true);
  client.set_read_timeout(120);
  return client;
}

/// The value of the metric line that starts with `name`, or -1.
double metric(const std::string& metrics, const std::string& name) {
  const std::size_t at = metrics.find("\n" + name + " ");
  if (at == std::string::npos) return -1;
  return std::atof(metrics.c_str() + at + name.size() + 2);
}

std::string metrics_of(const Server& server) {
  httplib::Client client("127.0.0.1", server.port());
  const httplib::Result result = client.Get("/metrics");
  return result ? result->body : "";
}

/// Polls /metrics until `name` reads at least `value`; the last text.
std::string wait_for_metric(const Server& server, const std::string& name,
                            double value) {
  const auto until = Clock::now() + std::chrono::seconds(60);
  std::string text;
  while (metric(text = metrics_of(server), name) < value &&
         Clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return text;
}

/// Clients sending long searches on "big", one a request, until stopped.
class LongSearches {
 public:
  LongSearches(const Server& server, int clients) {
    for (int c = 0; c < clients; ++c) {
      threads_.emplace_back([this, &server] {
        httplib::Client client = client_of(server);
        while (!stop_) {
          if (ask(client, long_line()).answer.value("found", false)) ++found_;
        }
      });
    }
  }
  ~LongSearches() { stop(); }
  int stop() {
    stop_ = true;
    threads_.clear();
    return found_;
  }

 private:
  std::atomic<bool> stop_{false};
  std::atomic<int> found_{0};
  std::vector<std::jthread> threads_;
};

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

Server two_maps() {
  return Server({"--map", "small=" + kDemo, "--map",
                 "big=" + benchmark_file("NewYork_0_1024.map"), "--threads",
                 "1"});
}

/// How long a long search takes alone on this machine, in ms.
double long_search_ms(const Server& server) {
  httplib::Client client = client_of(server);
  const Timed alone = ask(client, long_line());
  EXPECT_EQ(alone.answer.value("found", false), true) << alone.answer;
  return alone.ms;
}

TEST(ServeFair, ASmallMapsQueriesAreAnsweredBetweenTheBigMapsLongSearches) {
  const Server server = two_maps();
  ASSERT_GT(server.port(), 0) << server.first_line();
  const double whole = long_search_ms(server);
  LongSearches big(server, 3);
  // The big map's lane is full: one search runs, two wait.
  wait_for_metric(server, "astar_serve_queue_depth{map=\"big\"}", 2);
  httplib::Client client = client_of(server);
  std::vector<double> small_ms;
  for (int i = 0; i < 20; ++i) {
    const Timed timed = ask(client, short_line());
    EXPECT_EQ(timed.answer.value("expanded", 0), 984) << timed.answer;
    small_ms.push_back(timed.ms);
  }
  const std::string metrics = metrics_of(server);
  EXPECT_GE(big.stop(), 1);
  std::printf(
      "small map beside 3 long searches: median %.3f ms, max %.3f ms; "
      "a long search alone %.1f ms\n",
      median(small_ms), *std::max_element(small_ms.begin(), small_ms.end()),
      whole);
  // Before issue 53 each waited for the running long search to end, and
  // for those queued before it: about `whole` each.
  EXPECT_LT(median(small_ms), whole / 10) << "long search " << whole << " ms";
  EXPECT_LT(*std::max_element(small_ms.begin(), small_ms.end()), whole / 3)
      << "long search " << whole << " ms";
  // The server's own figure agrees: the small map's queries hardly waited.
  const double waited = metric(
      metrics, "astar_serve_wait_seconds{map=\"small\",quantile=\"0.5\"}");
  EXPECT_GE(waited, 0) << metrics;
  EXPECT_LT(waited * 1000, whole / 10) << metrics;
}

TEST(ServeFair, APriorityGoesFirstAndADeadlineIsNeverAnsweredLate) {
  const Server server = two_maps();
  ASSERT_GT(server.port(), 0) << server.first_line();
  const double whole = long_search_ms(server);
  LongSearches big(server, 2);
  wait_for_metric(server, "astar_serve_queue_depth{map=\"big\"}", 1);
  httplib::Client client = client_of(server);
  // Same map, same lane: a higher priority takes the thread between two
  // slices of the running search instead of queueing behind it.
  Json urgent = long_line();
  urgent["to"] = {3, 3};
  urgent["priority"] = 10;
  const Timed first = ask(client, urgent);
  EXPECT_EQ(first.answer.value("found", false), true) << first.answer;
  EXPECT_LT(first.ms, whole / 3) << "long search " << whole << " ms";
  // A line queued behind the long searches past its deadline is answered
  // "deadline" at it, not searched late.
  Json queued = long_line();
  queued["to"] = {3, 3};
  queued["deadline"] = 5;
  queued["id"] = "q";
  const Timed dropped = ask(client, queued);
  EXPECT_EQ(dropped.answer.value("kind", ""), "deadline") << dropped.answer;
  EXPECT_EQ(dropped.answer.value("id", ""), "q") << dropped.answer;
  EXPECT_NE(dropped.answer.value("error", "").find("not searched"),
            std::string::npos)
      << dropped.answer;
  EXPECT_LT(dropped.ms, whole / 3) << "long search " << whole << " ms";
  // A search still running at its deadline stops there.
  Json running = long_line();
  running["priority"] = 10;
  running["deadline"] = 5;
  const Timed stopped = ask(client, running);
  EXPECT_EQ(stopped.answer.value("kind", ""), "deadline") << stopped.answer;
  EXPECT_LT(stopped.ms, whole / 3) << "long search " << whole << " ms";
  big.stop();
  const std::string metrics = metrics_of(server);
  EXPECT_EQ(metric(metrics, "astar_serve_deadline_errors_total{map=\"big\"}"),
            2)
      << metrics;
}

TEST(ServeFair, BadPrioritiesAndDeadlinesGetClearErrors) {
  const Server server = two_maps();
  ASSERT_GT(server.port(), 0) << server.first_line();
  httplib::Client client = client_of(server);
  const std::vector<std::pair<const char*, Json>> bad{
      {"priority", 101},
      {"priority", -101},
      {"priority", "high"},
      {"priority", 1.5},
      {"deadline", 0},
      {"deadline", -5},
      {"deadline", "1s"},
      {"deadline", 2.5},
      {"deadline", 3600001},
      {"deadline", nullptr},
      {"priority", 18446744073709551615ull}};
  for (const auto& [key, value] : bad) {
    Json line = short_line();
    line[key] = value;
    const Json answer = ask(client, line).answer;
    const std::string error = answer.value("error", "");
    EXPECT_TRUE(error.starts_with(std::string("line 1: \"") + key +
                                  "\" must be a whole number"))
        << line << " -> " << answer;
  }
  Json fine = short_line();
  fine["priority"] = -100;
  fine["deadline"] = 3600000;
  EXPECT_EQ(ask(client, fine).answer.value("expanded", 0), 984);
}

}  // namespace serve_fair_test
}  // namespace astar::test
