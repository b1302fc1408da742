// One file for both systems: Winsock keeps the BSD calls, so what differs
// is a handful of names, gathered in the block below.
#include "http_socket.hpp"

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#endif

#include <algorithm>
#include <cstring>
#include <mutex>

namespace astar::cli::http {
namespace {

#ifdef _WIN32
using Native = SOCKET;
using Length = int;
constexpr int kSendFlags = 0;
constexpr int kShutSending = SD_SEND;
int close_native(Native s) { return ::closesocket(s); }
int poll_native(pollfd* fds, std::size_t n, int ms) {
  return ::WSAPoll(fds, static_cast<ULONG>(n), ms);
}
bool would_block() { return ::WSAGetLastError() == WSAEWOULDBLOCK; }
bool interrupted() { return false; }
bool make_non_blocking(Native s) {
  u_long on = 1;
  return ::ioctlsocket(s, FIONBIO, &on) == 0;
}
/// Winsock counts its users: started once, for the life of the process.
void start_sockets() {
  static std::once_flag once;
  std::call_once(once, [] {
    WSADATA data;
    ::WSAStartup(MAKEWORD(2, 2), &data);
  });
}
#else
using Native = int;
using Length = socklen_t;
constexpr int kSendFlags = MSG_NOSIGNAL;
constexpr int kShutSending = SHUT_WR;
int close_native(Native s) { return ::close(s); }
int poll_native(pollfd* fds, std::size_t n, int ms) {
  return ::poll(fds, static_cast<nfds_t>(n), ms);
}
bool would_block() { return errno == EAGAIN || errno == EWOULDBLOCK; }
bool interrupted() { return errno == EINTR; }
bool make_non_blocking(Native s) {
  const int flags = ::fcntl(s, F_GETFL, 0);
  return flags >= 0 && ::fcntl(s, F_SETFL, flags | O_NONBLOCK) == 0;
}
void start_sockets() {}
#endif

Native native_of(NativeSocket s) { return static_cast<Native>(s); }

/// Waits up to `ms` for `events` on `s`; the events that came, or 0.
short wait_for(NativeSocket s, short events, int ms) {
  pollfd one{native_of(s), events, 0};
  for (;;) {
    const int n = poll_native(&one, 1, ms);
    if (n > 0) return one.revents;
    if (n == 0 || !interrupted()) return 0;
  }
}

Error socket_error(const std::string& what) {
  return fail(ErrorKind::IoFailure, what);
}

/// A socket bound to the first of `host`'s addresses that takes `port`.
Socket bound_socket(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (::getaddrinfo(host.c_str(), service.c_str(), &hints, &found) != 0)
    return Socket();
  Socket bound;
  for (addrinfo* a = found; a != nullptr && !bound.valid(); a = a->ai_next) {
    Socket s(static_cast<NativeSocket>(
        ::socket(a->ai_family, a->ai_socktype, a->ai_protocol)));
    if (!s.valid()) continue;
#ifndef _WIN32
    // A restarted server takes its port back at once (not on Windows,
    // where this option would let another program take it over).
    const int on = 1;
    ::setsockopt(native_of(s.native()), SOL_SOCKET, SO_REUSEADDR,
                 reinterpret_cast<const char*>(&on), sizeof on);
#endif
    if (::bind(native_of(s.native()), a->ai_addr,
               static_cast<Length>(a->ai_addrlen)) == 0) {
      bound = std::move(s);
    }
  }
  ::freeaddrinfo(found);
  return bound;
}

int local_port(NativeSocket s) {
  sockaddr_storage address{};
  Length size = sizeof address;
  if (::getsockname(native_of(s), reinterpret_cast<sockaddr*>(&address),
                    &size) != 0)
    return -1;
  if (address.ss_family == AF_INET6)
    return ntohs(reinterpret_cast<sockaddr_in6*>(&address)->sin6_port);
  return ntohs(reinterpret_cast<sockaddr_in*>(&address)->sin_port);
}

}  // namespace

Socket& Socket::operator=(Socket&& other) noexcept {
  if (this != &other) {
    close();
    native_ = other.release();
  }
  return *this;
}

void Socket::close() {
  if (valid()) close_native(native_of(release()));
}

long Socket::receive(char* buffer, std::size_t size, int timeout_ms) {
  for (;;) {
    const auto got =
        ::recv(native_of(native_), buffer,
               static_cast<int>(std::min<std::size_t>(size, 1 << 20)), 0);
    if (got >= 0) return static_cast<long>(got);
    if (interrupted()) continue;
    if (!would_block()) return kFailed;
    if (wait_for(native_, POLLIN, timeout_ms) == 0) return kTimedOut;
  }
}

bool Socket::send_all(std::string_view bytes, int timeout_ms) {
  while (!bytes.empty()) {
    const int chunk =
        static_cast<int>(std::min<std::size_t>(bytes.size(), 1 << 20));
    const auto sent =
        ::send(native_of(native_), bytes.data(), chunk, kSendFlags);
    if (sent > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent < 0 && interrupted()) continue;
    if (sent == 0 || !would_block()) return false;
    const short events = wait_for(native_, POLLOUT, timeout_ms);
    if ((events & POLLOUT) == 0) return false;
  }
  return true;
}

bool Socket::peer_gone() const {
  // A reset shows as an error. A peer's FIN alone is a half-close (Windows
  // reports it as POLLHUP), so then a peek must fail for the peer to be gone.
  const short events = wait_for(native_, POLLIN, 0);
  if ((events & (POLLERR | POLLNVAL)) != 0) return true;
  if ((events & (POLLHUP | POLLIN)) == 0) return false;
  char byte = 0;
  const auto got = ::recv(native_of(native_), &byte, 1, MSG_PEEK);
  return got < 0 && !would_block() && !interrupted();
}

void Socket::shutdown_sending() {
  if (valid()) ::shutdown(native_of(native_), kShutSending);
}

Result<Listening> listen_on(const std::string& host, int port) {
  start_sockets();
#ifndef _WIN32
  // A client that leaves while an answer is written must not stop the
  // server (send's MSG_NOSIGNAL covers Linux; this, every POSIX system).
  std::signal(SIGPIPE, SIG_IGN);
#endif
  Listening listening;
  listening.socket = bound_socket(host, port);
  const std::string where = host + ":" + std::to_string(port);
  if (!listening.socket.valid())
    return socket_error("cannot listen on " + where +
                        " (in use, or not an address of this machine)");
  const Native native = native_of(listening.socket.native());
  if (::listen(native, SOMAXCONN) != 0 || !make_non_blocking(native))
    return socket_error("cannot listen on " + where);
  listening.port = local_port(listening.socket.native());
  return listening;
}

namespace {

/// `a` connected within `timeout_ms`, or an invalid socket.
Socket connected(const addrinfo& a, int timeout_ms) {
  Socket s(static_cast<NativeSocket>(
      ::socket(a.ai_family, a.ai_socktype, a.ai_protocol)));
  const Native native = native_of(s.native());
  if (!s.valid() || !make_non_blocking(native)) return Socket();
  if (::connect(native, a.ai_addr, static_cast<Length>(a.ai_addrlen)) != 0) {
    // A non-blocking connect goes on in the background: writable once it
    // is made, with SO_ERROR saying whether it was.
    if ((wait_for(s.native(), POLLOUT, timeout_ms) & POLLOUT) == 0)
      return Socket();
    int error = 0;
    Length size = sizeof error;
    if (::getsockopt(native, SOL_SOCKET, SO_ERROR,
                     reinterpret_cast<char*>(&error), &size) != 0 ||
        error != 0)
      return Socket();
  }
  const int on = 1;
  ::setsockopt(native, IPPROTO_TCP, TCP_NODELAY,
               reinterpret_cast<const char*>(&on), sizeof on);
  return s;
}

}  // namespace

Result<Socket> connect_to(const std::string& host, int port, int timeout_ms) {
  start_sockets();
#ifndef _WIN32
  std::signal(SIGPIPE, SIG_IGN);  // a server that leaves must not stop us
#endif
  const std::string where = host + ":" + std::to_string(port);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (::getaddrinfo(host.c_str(), service.c_str(), &hints, &found) != 0)
    return socket_error("cannot connect to " + where + ": no such host");
  Socket made;
  for (addrinfo* a = found; a != nullptr && !made.valid(); a = a->ai_next)
    made = connected(*a, timeout_ms);
  ::freeaddrinfo(found);
  if (!made.valid())
    return socket_error("cannot connect to " + where +
                        " (refused, or no answer within " +
                        std::to_string(timeout_ms) + " ms)");
  return made;
}

std::vector<Socket> accept_all(const Socket& listener) {
  std::vector<Socket> accepted;
  for (;;) {
    Socket s(static_cast<NativeSocket>(
        ::accept(native_of(listener.native()), nullptr, nullptr)));
    if (!s.valid()) {
      if (interrupted()) continue;
      return accepted;
    }
    if (!make_non_blocking(native_of(s.native()))) continue;
    const int on = 1;  // answers go out at once, not after the peer's ack
    ::setsockopt(native_of(s.native()), IPPROTO_TCP, TCP_NODELAY,
                 reinterpret_cast<const char*>(&on), sizeof on);
    accepted.push_back(std::move(s));
  }
}

std::vector<std::size_t> wait_readable(std::span<const NativeSocket> sockets,
                                       int timeout_ms) {
  // Invalid entries are left out (WSAPoll refuses them; poll skips them).
  std::vector<pollfd> fds;
  std::vector<std::size_t> index;
  for (std::size_t i = 0; i < sockets.size(); ++i) {
    if (sockets[i] == Socket::kInvalid) continue;
    fds.push_back(pollfd{native_of(sockets[i]), POLLIN, 0});
    index.push_back(i);
  }
  std::vector<std::size_t> ready;
  if (poll_native(fds.data(), fds.size(), timeout_ms) <= 0) return ready;
  for (std::size_t i = 0; i < fds.size(); ++i) {
    if (fds[i].revents != 0) ready.push_back(index[i]);
  }
  return ready;
}

Waker::Waker() {
  start_sockets();
  Socket s(static_cast<NativeSocket>(::socket(AF_INET, SOCK_DGRAM, 0)));
  sockaddr_in self{};
  self.sin_family = AF_INET;
  self.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  Length size = sizeof self;
  const Native native = native_of(s.native());
  if (!s.valid() ||
      ::bind(native, reinterpret_cast<sockaddr*>(&self), size) != 0 ||
      ::getsockname(native, reinterpret_cast<sockaddr*>(&self), &size) != 0 ||
      ::connect(native, reinterpret_cast<sockaddr*>(&self), size) != 0 ||
      !make_non_blocking(native)) {
    return;
  }
  socket_ = std::move(s);
}

void Waker::wake() {
  const char byte = 1;
  ::send(native_of(socket_.native()), &byte, 1, kSendFlags);
}

void Waker::drain() {
  char buffer[64];
  while (::recv(native_of(socket_.native()), buffer, sizeof buffer, 0) > 0) {
  }
}

}  // namespace astar::cli::http
