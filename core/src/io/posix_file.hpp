#pragma once
// The POSIX file plumbing shared by the readers and the atomic writer:
// errors that carry the system's reason, and descriptors that close
// themselves.

#include <unistd.h>

#include <string>
#include <system_error>

#include "astar/result.hpp"

namespace astar::detail {

inline std::string os_reason(int error) {
  return std::generic_category().message(error);
}

inline Error os_error(const std::string& path, const std::string& what,
                      int error) {
  return fail(ErrorKind::IoFailure,
              path + ": " + what + " (" + os_reason(error) + ")");
}

/// Closes the descriptor on every path out of a function.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }
  /// Closes now and reports the result, since close can report a failed
  /// delayed write (NFS, some full-disk cases).
  int close_checked() {
    const int result = ::close(fd_);
    fd_ = -1;
    return result;
  }

 private:
  int fd_;
};

}  // namespace astar::detail
