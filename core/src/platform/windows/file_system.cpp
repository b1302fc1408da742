#include "platform/file_system.hpp"

#include <windows.h>

#include "platform/windows/wide_path.hpp"
#include "platform/windows/windows_error.hpp"

namespace astar::platform {
namespace {

std::error_code last_error() { return last_windows_error(); }

HANDLE handle_of(std::intptr_t handle) {
  return reinterpret_cast<HANDLE>(handle);
}

FileStatus status_of(DWORD attributes, std::uint64_t size) {
  FileStatus status;
  status.kind = (attributes & FILE_ATTRIBUTE_DIRECTORY) ? FileKind::Folder
                : (attributes & FILE_ATTRIBUTE_DEVICE)  ? FileKind::Other
                                                        : FileKind::Regular;
  status.size = size;
  status.read_only = (attributes & FILE_ATTRIBUTE_READONLY) != 0;
  return status;
}

std::intptr_t open_handle(const std::string& path, DWORD access, DWORD creation,
                          std::error_code& error) {
  // FILE_SHARE_DELETE lets a save replace a file another reader holds.
  const HANDLE h =
      ::CreateFileW(widen(path).c_str(), access,
                    FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                    nullptr, creation, FILE_ATTRIBUTE_NORMAL, nullptr);
  error = h == INVALID_HANDLE_VALUE ? last_error() : std::error_code();
  return h == INVALID_HANDLE_VALUE ? -1 : reinterpret_cast<std::intptr_t>(h);
}

}  // namespace

FileStatus file_status(const std::string& path) {
  WIN32_FILE_ATTRIBUTE_DATA data{};
  if (!::GetFileAttributesExW(widen(path).c_str(), GetFileExInfoStandard,
                              &data)) {
    FileStatus missing;
    missing.error = last_error();
    return missing;
  }
  const std::uint64_t size =
      (std::uint64_t{data.nFileSizeHigh} << 32) | data.nFileSizeLow;
  return status_of(data.dwFileAttributes, size);
}

File File::open_read(const std::string& path, std::error_code& error) {
  return File(open_handle(path, GENERIC_READ, OPEN_EXISTING, error));
}

File File::create_new(const std::string& path, std::error_code& error) {
  return File(open_handle(path, GENERIC_WRITE, CREATE_NEW, error));
}

FileStatus File::status() const {
  BY_HANDLE_FILE_INFORMATION info{};
  if (::GetFileType(handle_of(handle_)) != FILE_TYPE_DISK ||
      !::GetFileInformationByHandle(handle_of(handle_), &info)) {
    FileStatus other;
    other.kind = FileKind::Other;
    return other;
  }
  const std::uint64_t size =
      (std::uint64_t{info.nFileSizeHigh} << 32) | info.nFileSizeLow;
  return status_of(info.dwFileAttributes, size);
}

std::int64_t File::read(char* buffer, std::size_t size,
                        std::error_code& error) {
  DWORD got = 0;
  const DWORD want = size > 0x40000000u ? 0x40000000u : DWORD(size);
  if (!::ReadFile(handle_of(handle_), buffer, want, &got, nullptr)) {
    error = last_error();
    return -1;
  }
  return got;
}

std::error_code File::write_all(std::string_view bytes) {
  while (!bytes.empty()) {
    DWORD wrote = 0;
    const DWORD want =
        bytes.size() > 0x40000000u ? 0x40000000u : DWORD(bytes.size());
    if (!::WriteFile(handle_of(handle_), bytes.data(), want, &wrote, nullptr))
      return last_error();
    bytes.remove_prefix(wrote);
  }
  return {};
}

std::error_code File::flush_to_disk() {
  return ::FlushFileBuffers(handle_of(handle_)) ? std::error_code()
                                                : last_error();
}

std::error_code File::close() {
  if (!is_open()) return {};
  return ::CloseHandle(handle_of(release())) ? std::error_code() : last_error();
}

// Windows has no permission bits of ours to copy: the new file inherits its
// folder's access rules, as the old one did.
void File::copy_permissions_from(const std::string&) {}

std::error_code replace_file(const std::string& from, const std::string& to) {
  const bool moved =
      ::MoveFileExW(widen(from).c_str(), widen(to).c_str(),
                    MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
  return moved ? std::error_code() : last_error();
}

std::error_code remove_file(const std::string& path) {
  return ::DeleteFileW(widen(path).c_str()) ? std::error_code() : last_error();
}

std::error_code hard_link(const std::string& existing,
                          const std::string& name) {
  const bool linked =
      ::CreateHardLinkW(widen(name).c_str(), widen(existing).c_str(), nullptr);
  return linked ? std::error_code() : last_error();
}

std::vector<std::string> folder_entries(const std::string& folder) {
  std::vector<std::string> names;
  WIN32_FIND_DATAW found{};
  const HANDLE search = ::FindFirstFileW(widen(folder + "\\*").c_str(), &found);
  if (search == INVALID_HANDLE_VALUE) return names;
  do {
    const std::string name = narrow(found.cFileName);
    if (name != "." && name != "..") names.push_back(name);
  } while (::FindNextFileW(search, &found));
  ::FindClose(search);
  return names;
}

// MOVEFILE_WRITE_THROUGH returned only once the rename was on disk.
void sync_folder(const std::string&) {}

}  // namespace astar::platform
