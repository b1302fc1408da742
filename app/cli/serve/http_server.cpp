#include "http_server.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>

namespace astar::cli::http {
namespace {

constexpr std::size_t kReadSize = 64 * 1024;
/// How long a refused client may go on sending before its connection is
/// closed: long enough to read the refusal, short enough to cost nothing.
constexpr int kLingerMs = 2000;

std::string head_text(int minor_version, int status) {
  return "HTTP/1." + std::to_string(minor_version) + " " +
         std::to_string(status) + " " + std::string(reason_phrase(status)) +
         "\r\n";
}

/// Milliseconds left until `until`, at least 0.
int ms_until(std::chrono::steady_clock::time_point until) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      until - std::chrono::steady_clock::now());
  return static_cast<int>(std::max<std::int64_t>(0, left.count()));
}

std::string hex(std::size_t n) {
  char text[20];
  std::snprintf(text, sizeof text, "%zx", n);
  return text;
}

}  // namespace

std::string_view reason_phrase(int status) {
  switch (status) {
    case 100:
      return "Continue";
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 413:
      return "Content Too Large";
    case 415:
      return "Unsupported Media Type";
    case 417:
      return "Expectation Failed";
    case 431:
      return "Request Header Fields Too Large";
    case 500:
      return "Internal Server Error";
    case 501:
      return "Not Implemented";
    case 505:
      return "HTTP Version Not Supported";
    default:
      return "Status";
  }
}

Exchange::Exchange(Socket& socket, const RequestHead& head, std::string body,
                   int timeout_ms)
    : socket_(socket),
      head_(head),
      body_(std::move(body)),
      timeout_ms_(timeout_ms),
      keep_alive_(head.keep_alive) {}

bool Exchange::respond(const Response& response) {
  answered_ = true;
  std::string out = head_text(head_.minor_version, response.status);
  out += "Content-Type: " + response.content_type + "\r\n";
  out += "Content-Length: " + std::to_string(response.body.size()) + "\r\n";
  for (const auto& [name, value] : response.headers)
    out += name + ": " + value + "\r\n";
  if (!keep_alive_) out += "Connection: close\r\n";
  out += "\r\n";
  if (head_.method != "HEAD") out += response.body;
  return sent(out);
}

bool Exchange::start_stream(std::string_view content_type) {
  answered_ = true;
  chunked_ = head_.minor_version == 1;
  if (!chunked_) keep_alive_ = false;  // HTTP/1.0: the close ends the body
  std::string out = head_text(head_.minor_version, 200);
  out += "Content-Type: " + std::string(content_type) + "\r\n";
  if (chunked_) out += "Transfer-Encoding: chunked\r\n";
  if (!keep_alive_) out += "Connection: close\r\n";
  return sent(out + "\r\n");
}

bool Exchange::stream(std::string_view bytes) {
  if (bytes.empty()) return true;
  if (!chunked_) return sent(bytes);
  std::string chunk = hex(bytes.size()) + "\r\n";
  chunk.append(bytes);
  chunk += "\r\n";
  return sent(chunk);
}

bool Exchange::end_stream() { return !chunked_ || sent("0\r\n\r\n"); }

bool Exchange::sent(std::string_view bytes) {
  const bool ok = socket_.send_all(bytes, timeout_ms_);
  // A connection whose answer broke off carries no further request.
  if (!ok) keep_alive_ = false;
  return ok;
}

HttpServer::HttpServer(ServerLimits limits, Handler handler)
    : limits_(limits), handler_(std::move(handler)) {}

HttpServer::~HttpServer() {
  {
    const std::lock_guard guard(mutex_);
    stopping_ = true;
  }
  queued_.notify_all();
  for (std::thread& worker : workers_) worker.join();
}

Result<int> HttpServer::listen(const std::string& host, int port) {
  Result<Listening> listening = listen_on(host, port);
  if (!listening) return listening.failure();
  if (!waker_.valid())
    return fail(ErrorKind::IoFailure, "cannot open a loopback socket");
  listener_ = std::move(listening.value().socket);
  return listening.value().port;
}

void HttpServer::run() {
  for (std::size_t i = 0; i < limits_.workers; ++i)
    workers_.emplace_back([this] { work(); });
  std::vector<Connection> idle;
  for (;;) {
    // Past the bound, new clients wait in the backlog instead of taking
    // descriptors: accepted while every worker is busy they would pile up.
    const bool room = take_back(idle) + idle.size() < limits_.max_idle;
    std::vector<NativeSocket> sockets{
        waker_.native(), room ? listener_.native() : Socket::kInvalid};
    for (const Connection& c : idle) sockets.push_back(c.socket.native());
    const std::vector<std::size_t> ready = wait_readable(sockets, 250);
    std::vector<bool> readable(sockets.size(), false);
    for (std::size_t i : ready) readable[i] = true;
    if (readable[0]) waker_.drain();
    // Those that spoke go to a worker; those silent too long are closed.
    const auto too_old =
        Clock::now() - std::chrono::milliseconds(limits_.idle_ms);
    std::vector<Connection> still;
    for (std::size_t i = 0; i < idle.size(); ++i) {
      if (readable[i + 2]) {
        hand_over(std::move(idle[i]));
      } else if (idle[i].since > too_old) {
        still.push_back(std::move(idle[i]));
      }
    }
    idle = std::move(still);
    if (readable[1]) accept_new(idle);
  }
}

void HttpServer::accept_new(std::vector<Connection>& idle) {
  for (Socket& socket : accept_all(listener_))
    idle.push_back({std::move(socket), {}, Clock::now()});
  // Past the bound, the connections silent longest make room.
  if (idle.size() > limits_.max_idle) {
    idle.erase(idle.begin(),
               idle.begin() +
                   static_cast<std::ptrdiff_t>(idle.size() - limits_.max_idle));
  }
}

std::size_t HttpServer::take_back(std::vector<Connection>& idle) {
  const std::lock_guard guard(mutex_);
  for (Connection& c : returned_) idle.push_back(std::move(c));
  returned_.clear();
  return queue_.size();
}

void HttpServer::hand_over(Connection connection) {
  {
    const std::lock_guard guard(mutex_);
    queue_.push_back(std::move(connection));
  }
  queued_.notify_one();
}

void HttpServer::work() {
  for (;;) {
    Connection connection;
    {
      std::unique_lock guard(mutex_);
      queued_.wait(guard, [&] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      connection = std::move(queue_.front());
      queue_.pop_front();
    }
    bool keep = serve_one(connection);
    // A client that sent its next request already is answered at once.
    while (keep && head_end(connection.pending)) keep = serve_one(connection);
    if (!keep) continue;
    connection.since = Clock::now();
    {
      const std::lock_guard guard(mutex_);
      returned_.push_back(std::move(connection));
    }
    waker_.wake();
  }
}

bool HttpServer::serve_one(Connection& connection) {
  RequestHead head;
  if (!read_head(connection, head)) return false;
  std::string body;
  if (!read_body(connection, head, body)) return false;
  Exchange exchange(connection.socket, head, std::move(body), limits_.idle_ms);
  handler_(exchange);
  if (!exchange.answered()) {
    refuse(connection.socket, 500, "the request was not answered");
    return false;
  }
  return exchange.keeps_alive();
}

bool HttpServer::read_head(Connection& connection, RequestHead& head) {
  std::optional<std::size_t> end;
  char buffer[kReadSize];
  // The whole head within the idle time: a client that sends it a byte at
  // a time holds a worker no longer than one that sends nothing.
  const auto until = Clock::now() + std::chrono::milliseconds(limits_.idle_ms);
  while (!(end = head_end(connection.pending))) {
    if (connection.pending.size() > kMaxHeadBytes) break;
    const int left = ms_until(until);
    if (left == 0) return false;
    const long got = connection.socket.receive(buffer, sizeof buffer, left);
    if (got <= 0) return false;  // gone, failed or silent: nothing to answer
    connection.pending.append(buffer, static_cast<std::size_t>(got));
  }
  if (!end || *end > kMaxHeadBytes) {
    refuse(connection.socket, 431, "the request head is over 16 KiB");
    return false;
  }
  HeadParse parsed =
      parse_head(std::string_view(connection.pending).substr(0, *end));
  connection.pending.erase(0, *end);
  if (!parsed.head) {
    refuse(connection.socket, parsed.refusal.status, parsed.refusal.reason);
    return false;
  }
  head = std::move(*parsed.head);
  return true;
}

bool HttpServer::read_body(Connection& connection, const RequestHead& head,
                           std::string& body) {
  const std::string limit = "the body is over " +
                            std::to_string(limits_.max_body) +
                            " bytes (--max-request)";
  if (head.body == BodyKind::Length && head.content_length > limits_.max_body) {
    refuse(connection.socket, 413, limit);
    return false;
  }
  if (head.expects_continue && head.body != BodyKind::None &&
      !connection.socket.send_all(head_text(1, 100) + "\r\n", limits_.idle_ms))
    return false;
  ChunkedDecoder chunks(limits_.max_body);
  std::string& pending = connection.pending;
  char buffer[kReadSize];
  for (;;) {
    if (head.body == BodyKind::None) return true;
    if (head.body == BodyKind::Length &&
        pending.size() >= head.content_length) {
      body = pending.substr(0, head.content_length);
      pending.erase(0, head.content_length);
      return true;
    }
    if (head.body == BodyKind::Chunked) {
      std::size_t used = 0;
      const ChunkedDecoder::State state = chunks.feed(pending, body, used);
      pending.erase(0, used);
      if (state == ChunkedDecoder::State::Done) return true;
      if (state != ChunkedDecoder::State::NeedMore) {
        refuse(connection.socket,
               state == ChunkedDecoder::State::TooLarge ? 413 : 400,
               state == ChunkedDecoder::State::TooLarge
                   ? limit
                   : "the chunked body is malformed");
        return false;
      }
    }
    const long got =
        connection.socket.receive(buffer, sizeof buffer, limits_.idle_ms);
    if (got <= 0) return false;
    pending.append(buffer, static_cast<std::size_t>(got));
  }
}

void HttpServer::refuse(Socket& socket, int status, const std::string& reason) {
  std::string body = "{\"error\":\"HTTP " + std::to_string(status) + ": ";
  for (char c : reason) {  // a value quoted from a header may hold any byte
    const bool plain = c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
    body += plain ? c : '?';
  }
  body += "\"}\n";
  std::string out = head_text(1, status) +
                    "Content-Type: application/json\r\nContent-Length: " +
                    std::to_string(body.size()) +
                    "\r\nConnection: close\r\n\r\n" + body;
  if (!socket.send_all(out, limits_.idle_ms)) return;
  // Read on until the client stops sending (bounded in time): closing with
  // its bytes unread would reset the connection before it read the refusal.
  socket.shutdown_sending();
  const auto until = Clock::now() + std::chrono::milliseconds(kLingerMs);
  char buffer[kReadSize];
  while (socket.receive(buffer, sizeof buffer, ms_until(until)) > 0 &&
         ms_until(until) > 0) {
  }
}

}  // namespace astar::cli::http
