#include "astar/io/file_io.hpp"

#include <algorithm>

#include "io/os_error.hpp"
#include "platform/file_system.hpp"

namespace astar {

using detail::os_error;
using platform::FileKind;

namespace {

/// A folder, device, pipe or socket is refused before it is opened (a link
/// to /dev/zero would otherwise be read up to the limit, a FIFO would block).
Status require_regular(const std::string& path,
                       const platform::FileStatus& info) {
  if (info.kind == FileKind::Folder)
    return fail(ErrorKind::IoFailure, path + ": is a folder, not a file");
  if (info.kind != FileKind::Regular) {
    return fail(ErrorKind::IoFailure,
                path + ": is not a regular file (a device, pipe or socket)");
  }
  return {};
}

// Reads up to `max_bytes`; a longer file is an error unless `start_only`.
Result<std::string> read_regular_file(const std::string& path,
                                      std::size_t max_bytes, bool start_only) {
  platform::FileStatus info = platform::file_status(path);
  if (info.kind == FileKind::Missing)
    return os_error(path, "cannot open", info.error);
  if (Status regular = require_regular(path, info); !regular)
    return regular.failure();
  std::error_code error;
  platform::File file = platform::File::open_read(path, error);
  if (!file.is_open()) return os_error(path, "cannot open", error);
  info = file.status();  // the file may have been replaced since the check
  if (Status regular = require_regular(path, info); !regular)
    return regular.failure();
  const auto limit_message = [&] {
    return fail(ErrorKind::Unsupported,
                path + ": file is larger than the limit of " +
                    std::to_string(max_bytes) + " bytes");
  };
  if (!start_only && info.size > max_bytes) return limit_message();
  std::string bytes;
  bytes.reserve(std::min(static_cast<std::size_t>(info.size), max_bytes));
  char buffer[64 * 1024];
  while (bytes.size() < max_bytes) {
    const std::size_t want = std::min(sizeof buffer, max_bytes - bytes.size());
    const std::int64_t n =
        file.read(buffer, start_only ? want : sizeof buffer, error);
    if (n < 0) return os_error(path, "cannot read", error);
    if (n == 0) return bytes;
    // A file can grow while it is read, so check as we go.
    if (bytes.size() + static_cast<std::size_t>(n) > max_bytes) {
      return limit_message();
    }
    bytes.append(buffer, static_cast<std::size_t>(n));
  }
  if (start_only) return bytes;
  // Exactly max_bytes read: one more byte means the file grew past it.
  char extra = 0;
  if (file.read(&extra, 1, error) > 0) return limit_message();
  return bytes;
}

}  // namespace

Result<std::string> read_file(const std::string& path, std::size_t max_bytes) {
  return read_regular_file(path, max_bytes, false);
}

Result<std::string> read_file_start(const std::string& path,
                                    std::size_t max_bytes) {
  return read_regular_file(path, max_bytes, true);
}

std::string parent_folder(const std::string& path) {
  const auto slash = path.find_last_of(platform::kPathSeparators);
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

std::string lowercase_extension(std::string_view path) {
  const auto dot = path.find_last_of('.');
  const auto slash = path.find_last_of(platform::kPathSeparators);
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
