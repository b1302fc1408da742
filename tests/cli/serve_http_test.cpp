// astar-cli serve against what broke it when we tried (issue 50): lines
// that nest deep, bodies that dodge the size limit by being chunked, one
// file under many names, searches nobody waits for, and HTTP framing that
// two readers could read two ways. Raw sockets send exactly the bytes each
// case needs; the server is the real one.

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "run_cli.hpp"
#include "serve_server.hpp"

namespace astar::test {
namespace serve_http_test {

using Clock = std::chrono::steady_clock;
using Json = nlohmann::json;

int connect_to(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
  if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
    return -1;
  return fd;
}

/// Reads until the server closes or `ms` pass without a byte.
std::string read_all(int fd, int ms) {
  std::string got;
  char buffer[65536];
  for (;;) {
    pollfd one{fd, POLLIN, 0};
    if (poll(&one, 1, ms) <= 0) return got;
    const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) return got;
    got.append(buffer, static_cast<std::size_t>(n));
  }
}

/// Sends `request` on a new connection, optionally half-closes, and reads
/// what comes back until the server closes or goes quiet for `ms`.
std::string round_trip(int port, const std::string& request,
                       bool half_close = false, int ms = 3000) {
  const int fd = connect_to(port);
  if (fd < 0) return "cannot connect";
  std::size_t sent = 0;
  while (sent < request.size()) {
    const ssize_t n =
        send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  if (half_close) shutdown(fd, SHUT_WR);
  std::string got = read_all(fd, ms);
  close(fd);
  return got;
}

std::string post(const std::string& body, const std::string& extra = "") {
  return "POST /query HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
         "Content-Length: " +
         std::to_string(body.size()) + "\r\n" + extra + "\r\n" + body;
}

/// "HTTP/1.1 200 OK..." -> 200; 0 when there is no status line.
int status_of(const std::string& response) {
  if (!response.starts_with("HTTP/1.1 ")) return 0;
  return std::atoi(response.c_str() + 9);
}

/// The server's peak resident memory so far, in MiB (Linux).
double peak_rss_mib(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.starts_with("VmHWM:")) return std::atof(line.c_str() + 6) / 1024;
  }
  return -1;
}

const std::string kDemo = std::string(ASTAR_SOURCE_DIR) + "/assets/demo.png";
const std::string kQuery = R"({"from":[1,1],"to":[62,38],"output":"cost"})";
const std::string kAnswer =
    R"({"found":true,"cost":90.18376618407356,"expanded":984})";

TEST(ServeHttp, DeepNestingIsOneErrorLineAndServiceGoesOn) {
  Server server({"--map", "demo=" + kDemo});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const std::string deep = std::string(80000, '[') + std::string(80000, ']');
  const std::string lines = "{\"id\":" + deep + "," + kQuery.substr(1) +
                            "\n{\"set\":" + deep + "}\n" + kQuery + "\n";
  const std::string response = round_trip(server.port(), post(lines));
  EXPECT_EQ(status_of(response), 200) << response.substr(0, 300);
  EXPECT_NE(response.find("line 1: arrays and objects nest deeper than 64"),
            std::string::npos)
      << response.substr(0, 300);
  EXPECT_NE(response.find("line 2: arrays and objects nest deeper"),
            std::string::npos);
  EXPECT_NE(response.find(kAnswer), std::string::npos);
  EXPECT_TRUE(server.alive());
  // batch reads the same lines: an error line each, and no crash.
  const CliRun batch = run_cli_with_input({"batch", kDemo}, lines);
  EXPECT_EQ(batch.exit_code, 0) << batch.err;  // was 139: a segfault
  ASSERT_EQ(lines_of(batch.out).size(), 3u) << batch.out.substr(0, 300);
  EXPECT_EQ(lines_of(batch.out)[2], kAnswer);
}

/// `body` as chunks of `size` bytes.
std::string chunked(const std::string& body, std::size_t size) {
  std::string out;
  char line[32];
  for (std::size_t at = 0; at < body.size(); at += size) {
    const std::string part = body.substr(at, size);
    std::snprintf(line, sizeof line, "%zx\r\n", part.size());
    out += line + part + "\r\n";
  }
  return out + "0\r\n\r\n";
}

TEST(ServeHttp, ChunkedBodiesAreBoundedByMaxRequestToo) {
  Server server({"--map", "demo=" + kDemo, "--max-request", "100000"});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const std::string head =
      "POST /query HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
      "Transfer-Encoding: chunked\r\n\r\n";
  // Within the limit, chunks of any size make the same body.
  const std::string two = kQuery + "\n" + kQuery + "\n";
  for (std::size_t size : {1u, 7u, 4096u}) {
    const std::string response =
        round_trip(server.port(), head + chunked(two, size), false, 1000);
    EXPECT_EQ(status_of(response), 200) << response.substr(0, 300);
    EXPECT_NE(response.find(kAnswer + "\n"), std::string::npos);
  }
  // 4 MB of set lines, chunked, against a limit of 100,000 bytes: refused
  // without the server holding them (its peak grows by less than them).
  const double before = peak_rss_mib(server.pid());
  std::string big;
  while (big.size() < 4'000'000)
    big += R"({"set":[[1,1,0],[2,2,0]]})"
           "\n";
  const std::string refused =
      round_trip(server.port(), head + chunked(big, 65536), false, 3000);
  EXPECT_EQ(status_of(refused), 413) << refused.substr(0, 300);
  EXPECT_NE(refused.find("--max-request"), std::string::npos);
  EXPECT_LT(peak_rss_mib(server.pid()) - before, 3.0);
  // None of it was applied.
  EXPECT_NE(round_trip(server.port(), post(kQuery + "\n")).find(kAnswer),
            std::string::npos);
}

TEST(ServeHttp, EverySpellingOfOneFileIsOneMap) {
  ScratchFolder folder;
  std::filesystem::create_directories(folder.file("maps/sub"));
  std::filesystem::copy_file(kDemo, folder.file("maps/demo.png"));
  std::filesystem::create_symlink("../demo.png",
                                  folder.file("maps/sub/link.png"));
  Server server({"--maps-dir", folder.file("maps")});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const auto line = [](const std::string& name, const std::string& rest) {
    return "{\"map\":" + Json(name).dump() + "," + rest.substr(1) + "\n";
  };
  std::string body;
  for (const char* name : {"demo.png", "./demo.png", "././demo.png",
                           ".//demo.png", "sub//./link.png"})
    body += line(name, kQuery);
  // A wall set through one spelling is seen through another.
  body += line("./demo.png", R"({"set":[[62,38,0]]})");
  body += line("demo.png", kQuery);
  body += line(std::string("demo.png\0.txt", 13), kQuery);
  const std::vector<std::string> answers =
      lines_of(round_trip(server.port(), post(body)).substr(0));
  std::vector<std::string> got;
  for (const std::string& a : answers)
    if (a.starts_with("{")) got.push_back(a);
  ASSERT_EQ(got.size(), 8u);
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(got[i], kAnswer) << i;
  EXPECT_EQ(got[5], R"({"updated":1})");
  EXPECT_NE(got[6].find("goal (62,38) is on a wall"), std::string::npos)
      << got[6];
  EXPECT_NE(got[7].find("may not hold a control character"), std::string::npos)
      << got[7];
  const std::string maps = round_trip(server.port(),
                                      "GET /maps HTTP/1.1\r\nHost: x\r\n"
                                      "Connection: close\r\n\r\n");
  EXPECT_NE(maps.find(R"({"maps":[{"name":"demo.png","width":64,"height":40,)"
                      R"("updates":1}]})"),
            std::string::npos)
      << maps;
}

/// The value of the metric line that starts with `name` ("x{map=..."), or
/// -1 when there is none.
double metric(const std::string& metrics, const std::string& name) {
  const std::size_t at = metrics.find("\n" + name + " ");
  if (at == std::string::npos) return -1;
  return std::atof(metrics.c_str() + at + name.size() + 2);
}

std::string get(int port, const std::string& path) {
  return round_trip(
      port,
      "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
}

TEST(ServeHttp, EveryQueryIsBoundedAndALeavingClientStopsItsSearch) {
  // Without --max-ms a query still has a bound, said when it starts.
  {
    Server plain({"--map", "demo=" + kDemo});
    EXPECT_NE(plain.first_line().find("each query within 30000 ms"),
              std::string::npos)
        << plain.first_line();
  }
  ScratchFolder folder;
  const std::string big = folder.file("big.png");
  ASSERT_EQ(
      run_cli({"gen", "terrain", "3072", "3072", "--seed", "5", big}).exit_code,
      0);
  Server server({"--map", "big=" + big, "--threads", "1"});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const std::string slow =
      R"({"from":[0,0],"to":[3071,3071],"algo":"dijkstra","output":"cost"})"
      "\n";
  // Waited for, the query takes `whole` (2 s in Release on one core): it
  // fits the default bound.
  const auto asked = Clock::now();
  const std::string waited =
      round_trip(server.port(), post(slow), false, 60000);
  const double whole =
      std::chrono::duration<double>(Clock::now() - asked).count();
  EXPECT_NE(waited.find("\"found\":true"), std::string::npos)
      << waited.substr(0, 400);
  const std::string sum = "astar_serve_query_seconds_sum{map=\"big\"}";
  const double first = metric(get(server.port(), "/metrics"), sum);
  // Its client leaves 100 ms in: the search stops, long before it is done.
  const int fd = connect_to(server.port());
  const std::string request = post(slow);
  ASSERT_EQ(send(fd, request.data(), request.size(), MSG_NOSIGNAL),
            static_cast<ssize_t>(request.size()));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  close(fd);
  const auto left = Clock::now();
  const std::string gone = "astar_serve_abandoned_total{map=\"big\"}";
  const auto until = Clock::now() + std::chrono::seconds(60);
  std::string metrics;
  while (Clock::now() < until &&
         metric(metrics = get(server.port(), "/metrics"), gone) < 1)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(metric(metrics, gone), 1) << metrics;
  // Nobody got its answer: counted as abandoned, not as a query.
  EXPECT_EQ(metric(metrics, "astar_serve_queries_total{map=\"big\"}"), 1)
      << metrics;
  EXPECT_EQ(metric(metrics, "astar_serve_query_errors_total{map=\"big\"}"), 0)
      << metrics;
  // Its search stopped at its next slice: the thread was free long before
  // the search would have ended, and no answer's time was counted.
  while (Clock::now() < until &&
         metric(metrics = get(server.port(), "/metrics"),
                "astar_serve_searches_busy") != 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const double freed =
      std::chrono::duration<double>(Clock::now() - left).count();
  EXPECT_LT(freed, whole / 2) << metrics << "\nwhole " << whole;
  EXPECT_EQ(metric(metrics, sum), first) << metrics;
}

/// An open 2048 x 2048 Moving AI map in `folder`, written without astar-cli.
std::string open_map(const ScratchFolder& folder) {
  std::string text = "type octile\nheight 2048\nwidth 2048\nmap\n";
  for (int y = 0; y < 2048; ++y) text += std::string(2048, '.') + "\n";
  return folder.write("open.map", text);
}

/// Sends `request` on a new connection left open; -1 when it cannot.
int send_open(int port, const std::string& request) {
  const int fd = connect_to(port);
  if (fd >= 0 && send(fd, request.data(), request.size(), MSG_NOSIGNAL) !=
                     static_cast<ssize_t>(request.size())) {
    close(fd);
    return -1;
  }
  return fd;
}

/// Reads /metrics until `done` holds for it or `seconds` pass; the last.
template <typename Done>
std::string metrics_when(int port, Done done, int seconds = 60) {
  const auto until = Clock::now() + std::chrono::seconds(seconds);
  std::string metrics = get(port, "/metrics");
  while (!done(metrics) && Clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    metrics = get(port, "/metrics");
  }
  return metrics;
}

TEST(ServeHttp, ALineWhoseClientLeftLeavesTheQueueAtOnce) {
  ScratchFolder folder;
  const Server server({"--map", "big=" + open_map(folder), "--threads", "1"});
  const int port = server.port();
  ASSERT_GT(port, 0) << server.first_line();
  // A Dijkstra corner to corner: most of a second in Release.
  const std::string slow = post(
      R"({"from":[0,0],"to":[2047,2047],"algo":"dijkstra","output":"cost"})"
      "\n");
  const auto figure = [](const std::string& name) {
    return [name](const std::string& m) { return metric(m, name) >= 1; };
  };
  // A searches on the one thread; B waits behind it, then leaves.
  const int a = send_open(port, slow);
  ASSERT_GE(a, 0);
  metrics_when(port, figure("astar_serve_searches_busy"));
  const int b = send_open(port, slow);
  ASSERT_GE(b, 0);
  std::string metrics =
      metrics_when(port, figure("astar_serve_queue_depth{map=\"big\"}"));
  ASSERT_EQ(metric(metrics, "astar_serve_queue_depth{map=\"big\"}"), 1)
      << metrics;
  close(b);  // its answer's head unread: the connection is reset
  metrics = metrics_when(port, [](const std::string& m) {
    return metric(m, "astar_serve_abandoned_total{map=\"big\"}") >= 1 ||
           metric(m, "astar_serve_queries_total{map=\"big\"}") >= 1;
  });
  // B left the queue while A still searched, without a search of its own.
  EXPECT_EQ(metric(metrics, "astar_serve_abandoned_total{map=\"big\"}"), 1)
      << metrics;
  EXPECT_EQ(metric(metrics, "astar_serve_queries_total{map=\"big\"}"), 0);
  EXPECT_EQ(metric(metrics, "astar_serve_queue_depth{map=\"big\"}"), 0);
  EXPECT_EQ(metric(metrics, "astar_serve_searches_busy"), 1);
  // A leaves too; the next client is answered as soon as A's search stops
  // at its next slice, without B's, and only A and it ever had the thread.
  close(a);
  const std::string quick =
      round_trip(port, post(R"({"from":[0,0],"to":[3,3],"output":"cost"})"
                            "\n"));
  EXPECT_NE(quick.find("\"found\":true"), std::string::npos) << quick;
  // A is counted just after it gives the thread back.
  metrics = metrics_when(port, [](const std::string& m) {
    return metric(m, "astar_serve_abandoned_total{map=\"big\"}") >= 2;
  });
  EXPECT_EQ(metric(metrics, "astar_serve_abandoned_total{map=\"big\"}"), 2)
      << metrics;
  EXPECT_EQ(metric(metrics, "astar_serve_queries_total{map=\"big\"}"), 1);
  EXPECT_EQ(metric(metrics, "astar_serve_wait_seconds_count{map=\"big\"}"), 2);
}

// A "field" line's field is worked out in one go, not in slices: a client
// that leaves meanwhile stops it all the same, and the thread is free long
// before the field would have been done.
TEST(ServeHttp, AFieldWhoseClientLeftStops) {
  ScratchFolder folder;
  const Server server({"--map", "open=" + open_map(folder), "--threads", "1"});
  const int port = server.port();
  ASSERT_GT(port, 0) << server.first_line();
  const auto field_to = [](int x) {
    return post(R"({"from":[0,0],"to":[)" + std::to_string(x) +
                R"(,1024],"field":true})"
                "\n");
  };
  // Waited for, a field takes `whole`.
  const auto asked = Clock::now();
  const std::string waited = round_trip(port, field_to(1024), false, 60000);
  const double whole =
      std::chrono::duration<double>(Clock::now() - asked).count();
  EXPECT_NE(waited.find("\"reachable\":true"), std::string::npos)
      << waited.substr(0, 400);
  // Another goal's field, left while it is worked out.
  const int fd = send_open(port, field_to(1000));
  ASSERT_GE(fd, 0);
  metrics_when(port, [](const std::string& m) {
    return metric(m, "astar_serve_searches_busy") >= 1;
  });
  close(fd);
  const auto left = Clock::now();
  const std::string metrics = metrics_when(port, [](const std::string& m) {
    return metric(m, "astar_serve_abandoned_total{map=\"open\"}") >= 1 &&
           metric(m, "astar_serve_searches_busy") == 0;
  });
  const double freed =
      std::chrono::duration<double>(Clock::now() - left).count();
  EXPECT_LT(freed, whole / 2) << metrics << "\nwhole " << whole;
  EXPECT_EQ(metric(metrics, "astar_serve_abandoned_total{map=\"open\"}"), 1)
      << metrics;
  EXPECT_EQ(metric(metrics, "astar_serve_queries_total{map=\"open\"}"), 1);
}

TEST(ServeHttp, FramingIsReadStrictlyAndHalfClosedClientsAreAnswered) {
  Server server({"--map", "demo=" + kDemo});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const int port = server.port();
  // A client that finishes sending (nc -N, shutdown(SHUT_WR)) still reads.
  for (int i = 0; i < 5; ++i) {
    const std::string half = round_trip(port, post(kQuery + "\n"), true);
    EXPECT_EQ(status_of(half), 200) << half.substr(0, 200);
    EXPECT_NE(half.find(kAnswer), std::string::npos);
  }
  // Where two readers could disagree on where a request ends: refused.
  const std::string body = kQuery + "\n";
  const std::string size = std::to_string(body.size());
  const auto raw = [&](const std::string& headers) {
    return "POST /query HTTP/1.1\r\nHost: x\r\n" + headers + "\r\n" + body;
  };
  for (const std::string& headers :
       {"Content-Length: " + size + "\r\nContent-Length: " + size + "\r\n",
        "Content-Length: " + size + "\r\nContent-Length: 5\r\n",
        std::string("Content-Length: 0x10\r\n"),
        std::string("Content-Length: +44\r\n"),
        "Content-Length: " + size + "\r\nTransfer-Encoding: chunked\r\n",
        " Content-Length: " + size + "\r\n"}) {
    const std::string refused = round_trip(port, raw(headers));
    EXPECT_EQ(status_of(refused), 400) << headers << refused.substr(0, 200);
  }
  const std::string gzip = round_trip(port, raw("Transfer-Encoding: gzip\r\n"));
  EXPECT_EQ(status_of(gzip), 501) << gzip.substr(0, 200);
  // GET on /query is the wrong method, not a missing page.
  const std::string wrong = get(port, "/query");
  EXPECT_EQ(status_of(wrong), 405) << wrong.substr(0, 200);
  EXPECT_NE(wrong.find("Allow: POST\r\n"), std::string::npos);
  EXPECT_EQ(status_of(get(port, "/nothing")), 404);
  // Expect: 100-continue, as curl sends for big bodies; and HTTP/1.0.
  const std::string go_on =
      round_trip(port, post(body, "Expect: 100-continue\r\n"));
  EXPECT_TRUE(go_on.starts_with("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200"))
      << go_on.substr(0, 200);
  const std::string old =
      round_trip(port, "POST /query HTTP/1.0\r\nContent-Length: " + size +
                           "\r\n\r\n" + body);
  EXPECT_TRUE(old.starts_with("HTTP/1.0 200 OK\r\n")) << old.substr(0, 200);
  EXPECT_NE(old.find("\r\n\r\n" + kAnswer + "\n"), std::string::npos);
  // 200 clients that connect and say nothing hold up nobody.
  std::vector<int> idle;
  for (int i = 0; i < 200; ++i) idle.push_back(connect_to(port));
  const auto asked = Clock::now();
  const std::string health = get(port, "/health");
  const double waited =
      std::chrono::duration<double>(Clock::now() - asked).count();
  for (int fd : idle) close(fd);
  EXPECT_TRUE(health.ends_with("\r\n\r\nok\n")) << health;
  EXPECT_LT(waited, 1.0);
}

}  // namespace serve_http_test
}  // namespace astar::test
