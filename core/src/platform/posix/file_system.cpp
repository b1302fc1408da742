#include "platform/file_system.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

namespace astar::platform {
namespace {

std::error_code last_error() { return {errno, std::generic_category()}; }

FileStatus status_of(const struct stat& info) {
  FileStatus status;
  status.kind = S_ISREG(info.st_mode)   ? FileKind::Regular
                : S_ISDIR(info.st_mode) ? FileKind::Folder
                                        : FileKind::Other;
  status.size = static_cast<std::uint64_t>(info.st_size);
  status.read_only = (info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
  return status;
}

int fd_of(std::intptr_t handle) { return static_cast<int>(handle); }

}  // namespace

FileStatus file_status(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    FileStatus missing;
    missing.error = last_error();
    return missing;
  }
  return status_of(info);
}

File File::open_read(const std::string& path, std::error_code& error) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  error = fd < 0 ? last_error() : std::error_code();
  return File(fd);
}

File File::create_new(const std::string& path, std::error_code& error) {
  const int fd =
      ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  error = fd < 0 ? last_error() : std::error_code();
  return File(fd);
}

FileStatus File::status() const {
  struct stat info {};
  if (::fstat(fd_of(handle_), &info) != 0) {
    FileStatus missing;
    missing.error = last_error();
    return missing;
  }
  return status_of(info);
}

std::int64_t File::read(char* buffer, std::size_t size,
                        std::error_code& error) {
  for (;;) {
    const ssize_t n = ::read(fd_of(handle_), buffer, size);
    if (n >= 0) return n;
    if (errno != EINTR) {
      error = last_error();
      return -1;
    }
  }
}

std::error_code File::write_all(std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n =
        ::write(fd_of(handle_), bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return last_error();
    }
    done += static_cast<std::size_t>(n);
  }
  return {};
}

std::error_code File::flush_to_disk() {
  return ::fsync(fd_of(handle_)) == 0 ? std::error_code() : last_error();
}

std::error_code File::close() {
  if (!is_open()) return {};
  return ::close(fd_of(release())) == 0 ? std::error_code() : last_error();
}

void File::copy_permissions_from(const std::string& path) {
  struct stat existing {};
  if (::stat(path.c_str(), &existing) == 0 && S_ISREG(existing.st_mode))
    (void)::fchmod(fd_of(handle_), existing.st_mode & 07777);
}

std::error_code replace_file(const std::string& from, const std::string& to) {
  return ::rename(from.c_str(), to.c_str()) == 0 ? std::error_code()
                                                 : last_error();
}

std::error_code remove_file(const std::string& path) {
  return ::unlink(path.c_str()) == 0 ? std::error_code() : last_error();
}

std::error_code hard_link(const std::string& existing,
                          const std::string& name) {
  return ::link(existing.c_str(), name.c_str()) == 0 ? std::error_code()
                                                     : last_error();
}

std::vector<std::string> folder_entries(const std::string& folder) {
  std::vector<std::string> names;
  DIR* dir = ::opendir(folder.c_str());
  if (dir == nullptr) return names;
  while (const dirent* entry = ::readdir(dir)) {
    const std::string_view name = entry->d_name;
    if (name != "." && name != "..") names.emplace_back(name);
  }
  ::closedir(dir);
  return names;
}

void sync_folder(const std::string& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  (void)::fsync(fd);
  ::close(fd);
}

}  // namespace astar::platform
