#include "astar/io/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <random>
#include <system_error>

namespace astar {
namespace {

std::string os_reason(int error) {
  return std::generic_category().message(error);
}

Error os_error(const std::string& path, const std::string& what, int error) {
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

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

/// Creates a new, uniquely named file next to `path`. The name starts with a
/// dot and ends in .tmp so that folder listings and git ignore it.
int create_temporary(const std::string& path, std::string& temp_path) {
  std::random_device entropy;
  std::mt19937_64 rng((std::uint64_t{entropy()} << 32) ^ entropy() ^
                      static_cast<std::uint64_t>(::getpid()));
  const std::string folder = parent_folder(path);
  const std::string prefix =
      (folder == "/" ? "" : folder) + "/." + base_name(path) + ".";
  for (int attempt = 0; attempt < 100; ++attempt) {
    char suffix[17];
    static const char kHex[] = "0123456789abcdef";
    std::uint64_t bits = rng();
    for (int i = 0; i < 16; ++i, bits >>= 4) suffix[i] = kHex[bits & 15];
    suffix[16] = '\0';
    temp_path = prefix + suffix + ".tmp";
    const int fd = ::open(temp_path.c_str(),
                          O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
}

Status write_all(int fd, std::string_view bytes, const std::string& path) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return os_error(path, "cannot write", errno);
    }
    done += static_cast<std::size_t>(n);
  }
  return {};
}

/// Writes, flushes and closes the temporary file. The caller removes it on
/// failure.
Status fill_temporary(FileDescriptor& fd, const std::string& path,
                      std::string_view bytes) {
  struct stat existing {};
  if (::stat(path.c_str(), &existing) == 0 && S_ISREG(existing.st_mode)) {
    // Best effort: a save should not change who may read the file.
    (void)::fchmod(fd.get(), existing.st_mode & 07777);
  }
  if (Status status = write_all(fd.get(), bytes, path); !status) return status;
  if (::fsync(fd.get()) != 0) return os_error(path, "cannot write", errno);
  if (fd.close_checked() != 0) return os_error(path, "cannot write", errno);
  return {};
}

}  // namespace

Result<std::string> read_file(const std::string& path, std::size_t max_bytes) {
  FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) return os_error(path, "cannot open", errno);
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) {
    return os_error(path, "cannot read", errno);
  }
  if (S_ISDIR(info.st_mode))
    return fail(ErrorKind::IoFailure, path + ": is a folder, not a file");
  const auto limit_message = [&] {
    return fail(ErrorKind::Unsupported,
                path + ": file is larger than the limit of " +
                    std::to_string(max_bytes) + " bytes");
  };
  if (S_ISREG(info.st_mode) &&
      static_cast<std::uint64_t>(info.st_size) > max_bytes) {
    return limit_message();
  }
  std::string bytes;
  if (S_ISREG(info.st_mode))
    bytes.reserve(static_cast<std::size_t>(info.st_size));
  char buffer[64 * 1024];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      return os_error(path, "cannot read", errno);
    }
    if (n == 0) break;
    // Pipes and special files have no size up front, so check as we go.
    if (bytes.size() + static_cast<std::size_t>(n) > max_bytes) {
      return limit_message();
    }
    bytes.append(buffer, static_cast<std::size_t>(n));
  }
  return bytes;
}

Status write_file_atomic(const std::string& path, std::string_view bytes) {
  if (path.empty())
    return fail(ErrorKind::BadArgument, "(empty file name): cannot write");
  std::string temp_path;
  FileDescriptor fd(create_temporary(path, temp_path));
  if (fd.get() < 0) {
    return os_error(
        path, "cannot create a temporary file in '" + parent_folder(path) + "'",
        errno);
  }
  Status status = fill_temporary(fd, path, bytes);
  if (status && ::rename(temp_path.c_str(), path.c_str()) != 0) {
    status = os_error(path, "cannot replace the file", errno);
  }
  if (!status) {
    ::unlink(temp_path.c_str());
    return status;
  }
  // Makes the rename itself durable; failure here cannot undo the save.
  FileDescriptor folder(
      ::open(parent_folder(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (folder.get() >= 0) (void)::fsync(folder.get());
  return {};
}

std::string parent_folder(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

std::string lowercase_extension(std::string_view path) {
  const auto dot = path.find_last_of('.');
  const auto slash = path.find_last_of('/');
  if (dot == std::string_view::npos ||
      (slash != std::string_view::npos && dot < slash)) {
    return {};
  }
  std::string ext(path.substr(dot));
  for (char& c : ext) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return ext;
}

}  // namespace astar
