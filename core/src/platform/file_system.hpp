#pragma once
// The few file-system calls that differ between POSIX and Windows, behind
// one interface: platform/posix/ and platform/windows/ implement it, and
// CMake compiles the one for the target. Paths are UTF-8 everywhere; the
// Windows side widens them. Errors are std::error_code, so that a caller
// words them the same way on both (message() gives the system's reason).

#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace astar::platform {

/// The characters that end a folder name in a path: Windows takes both.
#ifdef _WIN32
inline constexpr std::string_view kPathSeparators = "/\\";
#else
inline constexpr std::string_view kPathSeparators = "/";
#endif

enum class FileKind : std::uint8_t { Missing, Regular, Folder, Other };

struct FileStatus {
  FileKind kind = FileKind::Missing;
  std::uint64_t size = 0;
  bool read_only = false;  ///< nobody may write it (no write bit, or the
                           ///< read-only attribute)
  std::error_code error;   ///< why it is Missing
};

/// What `path` names, following links.
FileStatus file_status(const std::string& path);

/// An open file that closes itself.
class File {
 public:
  File() = default;
  File(File&& other) noexcept : handle_(other.release()) {}
  File& operator=(File&& other) noexcept {
    if (this != &other) {
      (void)close();
      handle_ = other.release();
    }
    return *this;
  }
  File(const File&) = delete;
  File& operator=(const File&) = delete;
  ~File() { (void)close(); }

  /// Opens for reading. Never waits: a FIFO put in place after a check
  /// does not block the caller, and status() then refuses it.
  static File open_read(const std::string& path, std::error_code& error);
  /// Creates a file that must not exist yet, for writing.
  static File create_new(const std::string& path, std::error_code& error);

  bool is_open() const { return handle_ != kClosed; }
  /// What the open file is (a link replaced after file_status() shows here).
  FileStatus status() const;
  /// Bytes read, 0 at the end, or -1 with `error` set.
  std::int64_t read(char* buffer, std::size_t size, std::error_code& error);
  std::error_code write_all(std::string_view bytes);
  /// Makes what was written durable (fsync, FlushFileBuffers).
  std::error_code flush_to_disk();
  /// Closes now and reports the result: a delayed write can fail here.
  std::error_code close();
  /// Best effort: the new file gets the permissions of `path`, so that a
  /// save does not change who may read the file.
  void copy_permissions_from(const std::string& path);

 private:
  static constexpr std::intptr_t kClosed = -1;
  explicit File(std::intptr_t handle) : handle_(handle) {}
  std::intptr_t release() {
    const std::intptr_t h = handle_;
    handle_ = kClosed;
    return h;
  }
  std::intptr_t handle_ = kClosed;  // a descriptor, or a Windows HANDLE
};

/// Puts `from` in place of `to` in one step: readers see the old file or
/// the new one, never a part (rename, or MoveFileExW with write-through).
std::error_code replace_file(const std::string& from, const std::string& to);
std::error_code remove_file(const std::string& path);
/// A second name for an existing file.
std::error_code hard_link(const std::string& existing, const std::string& name);
/// The names in `folder` (without . and ..); empty when it cannot be read.
std::vector<std::string> folder_entries(const std::string& folder);
/// Makes renames in `folder` durable where the system needs a step of its
/// own for that (POSIX: fsync of the folder; Windows wrote through).
void sync_folder(const std::string& folder);

}  // namespace astar::platform
