#pragma once
// The sockets `astar-cli serve` talks through: BSD sockets on POSIX and
// Winsock on Windows behind one small type. Every socket is non-blocking
// and waited on with poll, so a read or a write never waits longer than
// its caller allows.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "astar/result.hpp"

namespace astar::cli::http {

/// An int on POSIX, a SOCKET on Windows.
using NativeSocket = std::intptr_t;

class Socket {
 public:
  Socket() = default;
  explicit Socket(NativeSocket native) : native_(native) {}
  Socket(Socket&& other) noexcept : native_(other.release()) {}
  Socket& operator=(Socket&& other) noexcept;
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;
  ~Socket() { close(); }

  bool valid() const { return native_ != kInvalid; }
  NativeSocket native() const { return native_; }
  void close();

  /// What receive() read: bytes, the peer's end of sending, a failure or
  /// nothing within the time allowed.
  static constexpr long kEnded = 0;
  static constexpr long kFailed = -1;
  static constexpr long kTimedOut = -2;
  /// Reads what has arrived, waiting up to `timeout_ms` for some.
  long receive(char* buffer, std::size_t size, int timeout_ms);
  /// Sends every byte, waiting up to `timeout_ms` each time the peer's
  /// window is full; false when the peer is gone or stalled.
  bool send_all(std::string_view bytes, int timeout_ms);
  /// True when the peer reset the connection or closed it for good; a
  /// peer that only finished sending (a half-close) is still there.
  bool peer_gone() const;
  /// Tells the peer nothing more will be sent.
  void shutdown_sending();

  static constexpr NativeSocket kInvalid = -1;

 private:
  NativeSocket release() {
    const NativeSocket native = native_;
    native_ = kInvalid;
    return native;
  }
  NativeSocket native_ = kInvalid;
};

/// A listening socket and the port it took.
struct Listening {
  Socket socket;
  int port = 0;
};

/// Listens on HOST:PORT (PORT 0: any free one) with the system's largest
/// backlog.
Result<Listening> listen_on(const std::string& host, int port);

/// A connection to HOST:PORT (the first of its addresses that answers),
/// non-blocking, made within `timeout_ms`; the error names the address.
Result<Socket> connect_to(const std::string& host, int port, int timeout_ms);

/// The connections waiting on `listener`, accepted, non-blocking.
std::vector<Socket> accept_all(const Socket& listener);

/// Waits up to `timeout_ms` for any of `sockets` to be readable (or
/// closed); the indices of those that are. Socket::kInvalid entries are
/// passed over.
std::vector<std::size_t> wait_readable(std::span<const NativeSocket> sockets,
                                       int timeout_ms);

/// A socket another thread can wake a wait_readable() with: a datagram
/// sent to itself on loopback (a pipe cannot be polled on Windows).
class Waker {
 public:
  Waker();
  bool valid() const { return socket_.valid(); }
  NativeSocket native() const { return socket_.native(); }
  void wake();
  void drain();

 private:
  Socket socket_;
};

}  // namespace astar::cli::http
