#pragma once
// A small Redis client for `serve --updates`: RESP2 over serve's own
// sockets (http_socket.hpp), so the fleet builds wherever serve does (the
// Windows build included) with no library to find. It speaks only what the
// update stream needs: commands as arrays of strings, and every reply
// type, nested.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "astar/result.hpp"
#include "http_socket.hpp"

namespace astar::cli {

/// redis://HOST:PORT/STREAM, read.
struct RedisUrl {
  std::string text;  // as given, for messages
  std::string host;
  int port = 6379;
  std::string stream;
};

/// Reads redis://HOST[:PORT]/STREAM ([V6] hosts too); the error says what
/// is expected.
Result<RedisUrl> parse_redis_url(std::string_view text);

/// One reply: a status, an error, an integer, a string (or nil), an array
/// (or nil).
struct RedisReply {
  enum class Type : std::uint8_t { Status, Error, Integer, String, Array, Nil };
  Type type = Type::Nil;
  std::string text;  // Status, Error, String
  std::int64_t integer = 0;
  std::vector<RedisReply> items;  // Array
};

/// One connection. Not shared between threads.
class RedisConnection {
 public:
  /// Connects within `timeout_ms`; the error names the server.
  static Result<RedisConnection> open(const RedisUrl& url, int timeout_ms);

  /// Sends `args` as one command and reads its reply, waiting up to
  /// `timeout_ms` for it. A Redis error reply is a reply (Type::Error); a
  /// failure is the connection's (closed, timed out, garbled), after
  /// which the connection is unusable.
  Result<RedisReply> command(const std::vector<std::string>& args,
                             int timeout_ms);

 private:
  RedisConnection(http::Socket socket, std::string where)
      : socket_(std::move(socket)), where_(std::move(where)) {}
  Result<std::string> read_line(int timeout_ms);
  Result<RedisReply> read_reply(int timeout_ms, int depth);
  Status fill(std::size_t bytes, int timeout_ms);

  http::Socket socket_;
  std::string where_;   // "redis HOST:PORT", for messages
  std::string buffer_;  // bytes read, not yet parsed
  std::size_t pos_ = 0;
};

}  // namespace astar::cli
