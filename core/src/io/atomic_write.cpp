// Atomic saves: every file goes to a temporary file beside it, is flushed,
// and is renamed over the old one, so a crash or a full disk never leaves a
// half-written file. Several files are written all or nothing.

#include <chrono>
#include <cstdint>
#include <random>
#include <vector>

#include "astar/io/file_io.hpp"
#include "astar/platform/process.hpp"
#include "io/os_error.hpp"
#include "platform/file_system.hpp"

namespace astar {
namespace {

using detail::os_error;
using platform::File;

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of(platform::kPathSeparators);
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
File create_temporary(const std::string& path, std::string& temp_path,
                      std::error_code& error) {
  const long pid = platform::process_id();
  // The name only has to differ from other writers' (O_EXCL refuses a
  // clash and we try again): the clock, the pid and where this frame sits
  // are enough. std::random_device would make libastar.so need glibc 2.36
  // (arc4random) for no gain.
  const std::uint64_t clock = static_cast<std::uint64_t>(
      std::chrono::steady_clock::now().time_since_epoch().count());
  std::mt19937_64 rng(clock ^ (static_cast<std::uint64_t>(pid) << 32) ^
                      reinterpret_cast<std::uintptr_t>(&path));
  const std::string prefix = temporary_prefix(path) + std::to_string(pid) + "-";
  for (int attempt = 0; attempt < 100; ++attempt) {
    char suffix[17];
    static const char kHex[] = "0123456789abcdef";
    std::uint64_t bits = rng();
    for (int i = 0; i < 16; ++i, bits >>= 4) suffix[i] = kHex[bits & 15];
    suffix[16] = '\0';
    temp_path = prefix + suffix + ".tmp";
    File file = File::create_new(temp_path, error);
    if (file.is_open() || error != std::errc::file_exists) return file;
  }
  return {};
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
  for (const std::string& name : platform::folder_entries(folder)) {
    if (name.size() <= prefix.size() + 4 || !name.starts_with(prefix) ||
        !name.ends_with(".tmp")) {
      continue;
    }
    const long pid = pid_of_temporary(name.substr(prefix.size()));
    const bool writer_gone = pid == 0 || (pid != platform::process_id() &&
                                          !platform::process_exists(pid));
    if (writer_gone) (void)platform::remove_file(folder + "/" + name);
  }
}

// Editors refuse to replace a file marked read-only, even where the folder
// would allow it (and even for root, who may write it anyway).
Status check_replaceable(const std::string& path) {
  const platform::FileStatus existing = platform::file_status(path);
  if (existing.kind == platform::FileKind::Regular && existing.read_only) {
    return fail(ErrorKind::IoFailure,
                path + ": the file is read-only; it was not replaced");
  }
  return {};
}

/// Writes, flushes and closes the temporary file of `path`.
Status fill_temporary(const std::string& path, std::string_view bytes,
                      std::string& temp_path) {
  std::error_code error;
  File file = create_temporary(path, temp_path, error);
  if (!file.is_open()) {
    return os_error(
        path, "cannot create a temporary file in '" + parent_folder(path) + "'",
        error);
  }
  file.copy_permissions_from(path);
  if ((error = file.write_all(bytes)))
    return os_error(path, "cannot write", error);
  if ((error = file.flush_to_disk()))
    return os_error(path, "cannot write", error);
  if ((error = file.close())) return os_error(path, "cannot write", error);
  return {};
}

// One file of a save in progress.
struct Pending {
  std::string path;
  std::string temp;    // the new contents, until renamed
  std::string backup;  // a second name for the old file, while it matters
};

void remove_all(const std::vector<Pending>& files) {
  for (const Pending& f : files) {
    if (!f.temp.empty()) (void)platform::remove_file(f.temp);
    if (!f.backup.empty()) (void)platform::remove_file(f.backup);
  }
}

// Puts every temporary file in place of its target. A replace that fails
// puts the files already replaced back from their backups.
Status rename_all(std::vector<Pending>& files) {
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::error_code error =
        platform::replace_file(files[i].temp, files[i].path);
    if (!error) {
      files[i].temp.clear();
      continue;
    }
    Status failed = os_error(files[i].path, "cannot replace the file", error);
    for (std::size_t j = 0; j < i; ++j) {
      if (files[j].backup.empty()) {
        (void)platform::remove_file(files[j].path);
      } else if (!platform::replace_file(files[j].backup, files[j].path)) {
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
      std::error_code error;
      if (create_temporary(f.path, backup, error).is_open())
        (void)platform::remove_file(backup);
      if (!platform::hard_link(f.path, backup)) f.backup = backup;
    }
  }
  Status renamed = rename_all(files);
  remove_all(files);
  if (!renamed) return renamed;
  for (const Pending& f : files) platform::sync_folder(parent_folder(f.path));
  return {};
}

Status write_file_atomic(const std::string& path, std::string_view bytes) {
  const FileWrite write{path, bytes};
  return write_files_atomic(std::span<const FileWrite>(&write, 1));
}

}  // namespace astar
