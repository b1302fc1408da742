// Atomic saves: every file goes to a temporary file beside it, is flushed,
// and is renamed over the old one, so a crash or a full disk never leaves a
// half-written file. Several files are written all or nothing.

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <random>
#include <vector>

#include "astar/io/file_io.hpp"
#include "io/posix_file.hpp"

namespace astar {
namespace {

using detail::FileDescriptor;
using detail::os_error;

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// ".NAME." in the file's folder: what our temporary files of `path` start
// with. Their names go on with the writer's pid and random hex, and end in
// .tmp, so that folder listings and git ignore them.
std::string temporary_prefix(const std::string& path) {
  const std::string folder = parent_folder(path);
  return (folder == "/" ? "" : folder) + "/." + base_name(path) + ".";
}

/// Creates a new, uniquely named file next to `path`.
int create_temporary(const std::string& path, std::string& temp_path) {
  std::random_device entropy;
  std::mt19937_64 rng((std::uint64_t{entropy()} << 32) ^ entropy() ^
                      static_cast<std::uint64_t>(::getpid()));
  const std::string prefix =
      temporary_prefix(path) + std::to_string(::getpid()) + "-";
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

// The pid in a temporary file's name ("1234-0a1b...tmp" after the prefix);
// 0 for a name of the older form without one.
long pid_of_temporary(const std::string& rest) {
  const auto dash = rest.find('-');
  if (dash == std::string::npos || dash == 0) return 0;
  long pid = 0;
  for (std::size_t i = 0; i < dash; ++i) {
    if (rest[i] < '0' || rest[i] > '9' || pid > 1'000'000'000) return 0;
    pid = pid * 10 + (rest[i] - '0');
  }
  return pid;
}

// A save killed half-way (SIGKILL, power loss) leaves its temporary file.
// Ours are recognisable by name; those whose writer is gone are removed
// on the next save of the same file.
void remove_stale_temporaries(const std::string& path) {
  const std::string prefix = base_name(temporary_prefix(path));
  const std::string folder = parent_folder(path);
  DIR* dir = ::opendir(folder.c_str());
  if (dir == nullptr) return;
  while (const dirent* entry = ::readdir(dir)) {
    const std::string name = entry->d_name;
    if (name.size() <= prefix.size() + 4 || !name.starts_with(prefix) ||
        !name.ends_with(".tmp")) {
      continue;
    }
    const long pid = pid_of_temporary(name.substr(prefix.size()));
    const bool writer_gone =
        pid == 0 || (pid != ::getpid() &&
                     ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH);
    if (writer_gone) (void)::unlink((folder + "/" + name).c_str());
  }
  ::closedir(dir);
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

// Editors refuse to replace a file marked read-only, even where the folder
// would allow it (and even for root, who may write it anyway).
Status check_replaceable(const std::string& path) {
  struct stat existing {};
  if (::stat(path.c_str(), &existing) != 0) return {};
  if (S_ISREG(existing.st_mode) &&
      (existing.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0) {
    return fail(ErrorKind::IoFailure,
                path + ": the file is read-only; it was not replaced");
  }
  return {};
}

/// Writes, flushes and closes the temporary file of `path`.
Status fill_temporary(const std::string& path, std::string_view bytes,
                      std::string& temp_path) {
  FileDescriptor fd(create_temporary(path, temp_path));
  if (fd.get() < 0) {
    return os_error(
        path, "cannot create a temporary file in '" + parent_folder(path) + "'",
        errno);
  }
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

void sync_folder(const std::string& path) {
  FileDescriptor folder(
      ::open(parent_folder(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (folder.get() >= 0) (void)::fsync(folder.get());
}

// One file of a save in progress.
struct Pending {
  std::string path;
  std::string temp;    // the new contents, until renamed
  std::string backup;  // a second name for the old file, while it matters
};

void remove_all(const std::vector<Pending>& files) {
  for (const Pending& f : files) {
    if (!f.temp.empty()) ::unlink(f.temp.c_str());
    if (!f.backup.empty()) ::unlink(f.backup.c_str());
  }
}

// Renames every temporary file over its target. A rename that fails puts
// the files already replaced back from their backups.
Status rename_all(std::vector<Pending>& files) {
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (::rename(files[i].temp.c_str(), files[i].path.c_str()) == 0) {
      files[i].temp.clear();
      continue;
    }
    Status failed = os_error(files[i].path, "cannot replace the file", errno);
    for (std::size_t j = 0; j < i; ++j) {
      if (files[j].backup.empty()) {
        ::unlink(files[j].path.c_str());
      } else if (::rename(files[j].backup.c_str(), files[j].path.c_str()) ==
                 0) {
        files[j].backup.clear();
      }
    }
    return failed;
  }
  return {};
}

}  // namespace

Status write_files_atomic(std::span<const FileWrite> writes) {
  std::vector<Pending> files;
  for (const FileWrite& write : writes) {
    if (write.path.empty()) {
      return fail(ErrorKind::BadArgument, "(empty file name): cannot write");
    }
    if (Status ok = check_replaceable(write.path); !ok) return ok;
  }
  for (const FileWrite& write : writes) {
    remove_stale_temporaries(write.path);
    files.push_back({write.path, {}, {}});
    if (Status filled =
            fill_temporary(write.path, write.bytes, files.back().temp);
        !filled) {
      remove_all(files);
      return filled;
    }
  }
  if (files.size() > 1) {
    // A hard link keeps each old file reachable until every rename is done.
    for (Pending& f : files) {
      std::string backup;
      FileDescriptor made(create_temporary(f.path, backup));
      if (made.get() >= 0) ::unlink(backup.c_str());
      if (::link(f.path.c_str(), backup.c_str()) == 0) f.backup = backup;
    }
  }
  Status renamed = rename_all(files);
  remove_all(files);
  if (!renamed) return renamed;
  for (const Pending& f : files) sync_folder(f.path);
  return {};
}

Status write_file_atomic(const std::string& path, std::string_view bytes) {
  const FileWrite write{path, bytes};
  return write_files_atomic(std::span<const FileWrite>(&write, 1));
}

}  // namespace astar
