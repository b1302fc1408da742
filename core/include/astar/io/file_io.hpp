#pragma once
/// @file file_io.hpp
/// Whole-file reads with a size limit, and atomic writes. Every error
/// message starts with the file name and gives the operating system's reason.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "astar/result.hpp"

namespace astar {

/// Reads the whole file. Refuses folders, devices, pipes and sockets (links
/// are followed) and files larger than `max_bytes` without reading them.
Result<std::string> read_file(const std::string& path, std::size_t max_bytes);
/// Reads at most the first `max_bytes` of the file (to tell formats apart),
/// with the same refusals as read_file.
Result<std::string> read_file_start(const std::string& path,
                                    std::size_t max_bytes);

/// Replaces `path` with `bytes` atomically: the bytes go to a temporary file
/// in the same folder (".NAME.PID-RANDOM.tmp"), which is flushed to disk
/// (fsync) and then renamed over `path`. On any failure the temporary file
/// is removed and a previous file at `path` is left exactly as it was. An
/// existing file keeps its permissions; a new one gets 0666 minus the umask.
/// A file marked read-only is refused, not replaced. Temporary files of
/// `path` left by an earlier save that was killed are removed.
Status write_file_atomic(const std::string& path, std::string_view bytes);

/// One file of a save that writes several.
struct FileWrite {
  std::string path;
  std::string_view bytes;
};

/// Writes every file as write_file_atomic does, all or nothing: every
/// temporary file is written and flushed before the first rename, and a
/// rename that fails puts back the files already replaced. (A session and
/// the map file it names are saved this way.)
Status write_files_atomic(std::span<const FileWrite> writes);

/// The folder that holds `path`: "." for a bare name, "/" for a file in the
/// root.
std::string parent_folder(const std::string& path);

/// The extension of `path` in lower case, with its dot (".png"), or empty.
std::string lowercase_extension(std::string_view path);

}  // namespace astar
