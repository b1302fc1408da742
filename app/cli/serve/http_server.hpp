#pragma once
// The HTTP/1.1 server under `astar-cli serve`. One thread waits on every
// connection that sits between requests (idle clients cost no worker) and
// on the listening socket; a fixed set of workers each reads one whole
// request, hands it to the handler, and gives the connection back. Bodies
// are bounded whatever their framing; a refused request is answered and
// its connection closed once the client stops sending.

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "astar/result.hpp"
#include "http_framing.hpp"
#include "http_socket.hpp"

namespace astar::cli::http {

struct Response {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // e.g. Allow
};

/// One request being answered: what was asked, and the way back.
class Exchange {
 public:
  Exchange(Socket& socket, const RequestHead& head, std::string body,
           int timeout_ms);

  const RequestHead& head() const { return head_; }
  /// The body, handed over (it may be 16 MiB).
  std::string take_body() { return std::move(body_); }

  /// Sends a whole answer (its head alone for HEAD requests).
  bool respond(const Response& response);
  /// Starts an answer sent as it is made: chunked in HTTP/1.1, and in
  /// HTTP/1.0 until the connection closes.
  bool start_stream(std::string_view content_type);
  /// Sends the next part; false when the client is gone or stalled.
  bool stream(std::string_view bytes);
  bool end_stream();

  /// True once the client has reset or closed the connection for good.
  bool client_gone() const { return socket_.peer_gone(); }
  bool answered() const { return answered_; }
  /// Whether the connection may carry another request after this one.
  bool keeps_alive() const { return keep_alive_; }

 private:
  bool sent(std::string_view bytes);

  Socket& socket_;
  const RequestHead& head_;
  std::string body_;
  int timeout_ms_;
  bool answered_ = false;
  bool keep_alive_;
  bool chunked_ = false;
};

using Handler = std::function<void(Exchange&)>;

struct ServerLimits {
  std::size_t workers = 64;                      // requests at once
  std::size_t max_body = std::size_t{16} << 20;  // bytes, any framing
  int idle_ms = 5000;          // a connection silent this long is closed
  std::size_t max_idle = 768;  // connections held between requests or
                               // waiting for a worker
};

/// "HTTP/1.1 404 Not Found" and the like: the reason phrase of `status`.
std::string_view reason_phrase(int status);

class HttpServer {
 public:
  HttpServer(ServerLimits limits, Handler handler);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  /// Binds HOST:PORT; the port taken (PORT 0: a free one).
  Result<int> listen(const std::string& host, int port);
  /// Serves until the process ends.
  void run();

 private:
  using Clock = std::chrono::steady_clock;
  struct Connection {
    Socket socket;
    std::string pending;  // bytes read past the last request
    Clock::time_point since;
  };

  void work();
  bool serve_one(Connection& connection);
  bool read_head(Connection& connection, RequestHead& head);
  bool read_body(Connection& connection, const RequestHead& head,
                 std::string& body);
  void refuse(Socket& socket, int status, const std::string& reason);
  void hand_over(Connection connection);
  /// Moves the answered connections into `idle`; how many wait for a
  /// worker.
  std::size_t take_back(std::vector<Connection>& idle);
  void accept_new(std::vector<Connection>& idle);

  ServerLimits limits_;
  Handler handler_;
  Socket listener_;
  Waker waker_;
  std::mutex mutex_;  // guards the three below
  std::condition_variable queued_;
  std::deque<Connection> queue_;      // readable, for a worker
  std::vector<Connection> returned_;  // answered, back to waiting
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace astar::cli::http
