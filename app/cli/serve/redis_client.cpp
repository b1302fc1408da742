#include "redis_client.hpp"

#include <charconv>
#include <limits>
#include <system_error>

namespace astar::cli {
namespace {

/// Replies nest (XREAD: streams, entries, fields); deeper is garbage.
constexpr int kMaxReplyDepth = 8;
/// No reply the stream asks for comes near this; a bigger one is garbage.
constexpr std::int64_t kMaxBulkBytes = std::int64_t{512} << 20;

Error url_error(std::string_view text, const std::string& why) {
  return fail(ErrorKind::BadArgument,
              "--updates '" + std::string(text) + "': " + why +
                  "; expected redis://HOST:PORT/STREAM");
}

bool parse_redis_int(std::string_view text, std::int64_t& value) {
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() &&
         !text.empty();
}

}  // namespace

Result<RedisUrl> parse_redis_url(std::string_view text) {
  constexpr std::string_view kScheme = "redis://";
  if (!text.starts_with(kScheme)) return url_error(text, "not a redis:// URL");
  std::string_view rest = text.substr(kScheme.size());
  const std::size_t slash = rest.find('/');
  if (slash == std::string_view::npos || slash + 1 == rest.size())
    return url_error(text, "no stream named after the address");
  RedisUrl url;
  url.text = std::string(text);
  url.stream = std::string(rest.substr(slash + 1));
  std::string_view address = rest.substr(0, slash);
  const std::size_t bracket = address.rfind(']');
  const std::size_t colon = address.rfind(':');
  if (colon != std::string_view::npos &&
      (bracket == std::string_view::npos || colon > bracket)) {
    std::int64_t port = 0;
    if (!parse_redis_int(address.substr(colon + 1), port) || port < 1 ||
        port > 65535)
      return url_error(text, "the port must be 1..65535");
    url.port = static_cast<int>(port);
    address = address.substr(0, colon);
  }
  if (address.size() > 2 && address.front() == '[' && address.back() == ']')
    address = address.substr(1, address.size() - 2);
  if (address.empty()) return url_error(text, "no host");
  url.host = std::string(address);
  for (char c : url.stream) {
    if (static_cast<unsigned char>(c) < 0x20)
      return url_error(text, "the stream's name has a control character");
  }
  return url;
}

Result<RedisConnection> RedisConnection::open(const RedisUrl& url,
                                              int timeout_ms) {
  const std::string where =
      "redis " + url.host + ":" + std::to_string(url.port);
  Result<http::Socket> socket =
      http::connect_to(url.host, url.port, timeout_ms);
  if (!socket) return fail(ErrorKind::IoFailure, "Redis: " + socket.error());
  return RedisConnection(std::move(socket).value(), where);
}

Result<RedisReply> RedisConnection::command(
    const std::vector<std::string>& args, int timeout_ms) {
  if (!socket_.valid())
    return fail(ErrorKind::IoFailure, where_ + ": the connection was lost");
  std::string out = "*" + std::to_string(args.size()) + "\r\n";
  for (const std::string& arg : args)
    out += "$" + std::to_string(arg.size()) + "\r\n" + arg + "\r\n";
  if (!socket_.send_all(out, timeout_ms)) {
    socket_.close();
    return fail(ErrorKind::IoFailure, where_ + ": the connection was lost");
  }
  Result<RedisReply> reply = read_reply(timeout_ms, 0);
  if (!reply) socket_.close();
  buffer_.erase(0, pos_);
  pos_ = 0;
  return reply;
}

Status RedisConnection::fill(std::size_t bytes, int timeout_ms) {
  char chunk[16384];
  while (buffer_.size() - pos_ < bytes) {
    const long got = socket_.receive(chunk, sizeof chunk, timeout_ms);
    if (got == http::Socket::kTimedOut)
      return fail(ErrorKind::IoFailure, where_ + ": no reply within " +
                                            std::to_string(timeout_ms) + " ms");
    if (got <= 0)
      return fail(ErrorKind::IoFailure, where_ + ": the connection was lost");
    buffer_.append(chunk, static_cast<std::size_t>(got));
  }
  return {};
}

Result<std::string> RedisConnection::read_line(int timeout_ms) {
  for (;;) {
    const std::size_t end = buffer_.find("\r\n", pos_);
    if (end != std::string::npos) {
      std::string line = buffer_.substr(pos_, end - pos_);
      pos_ = end + 2;
      return line;
    }
    if (Status ok = fill(buffer_.size() - pos_ + 1, timeout_ms); !ok)
      return ok.failure();
  }
}

Result<RedisReply> RedisConnection::read_reply(int timeout_ms, int depth) {
  Result<std::string> line = read_line(timeout_ms);
  if (!line) return line.failure();
  const std::string& head = line.value();
  const Error garbled{ErrorKind::IoFailure, where_ + ": not a Redis reply"};
  if (head.empty() || depth > kMaxReplyDepth) return garbled;
  RedisReply reply;
  const std::string_view rest = std::string_view(head).substr(1);
  std::int64_t n = 0;
  switch (head[0]) {
    case '+':
    case '-':
      reply.type =
          head[0] == '+' ? RedisReply::Type::Status : RedisReply::Type::Error;
      reply.text = std::string(rest);
      return reply;
    case ':':
      if (!parse_redis_int(rest, reply.integer)) return garbled;
      reply.type = RedisReply::Type::Integer;
      return reply;
    case '$':
      if (!parse_redis_int(rest, n) || n < -1 || n > kMaxBulkBytes)
        return garbled;
      if (n == -1) return reply;
      if (Status ok = fill(static_cast<std::size_t>(n) + 2, timeout_ms); !ok)
        return ok.failure();
      reply.type = RedisReply::Type::String;
      reply.text = buffer_.substr(pos_, static_cast<std::size_t>(n));
      pos_ += static_cast<std::size_t>(n) + 2;
      return reply;
    case '*':
      if (!parse_redis_int(rest, n) || n < -1 || n > (1 << 24)) return garbled;
      reply.type = n == -1 ? RedisReply::Type::Nil : RedisReply::Type::Array;
      for (std::int64_t i = 0; i < n; ++i) {
        Result<RedisReply> item = read_reply(timeout_ms, depth + 1);
        if (!item) return item.failure();
        reply.items.push_back(std::move(item).value());
      }
      return reply;
    default:
      return garbled;
  }
}

}  // namespace astar::cli
