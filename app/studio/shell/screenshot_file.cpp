#include "shell/screenshot_file.hpp"

#include <stb_image_write.h>

#include <filesystem>
#include <system_error>

#include "astar/io/file_io.hpp"
#include "astar/platform/utf8_path.hpp"

namespace astar::studio {
namespace {

void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                             static_cast<std::size_t>(size));
}

// Checked first: otherwise the whole PNG is written into the folder as a
// temporary file, and only the rename over the folder fails.
Status check_not_a_folder(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(platform::utf8_path(path), ignored) ||
      (!path.empty() && path.back() == '/')) {
    return fail(ErrorKind::BadArgument,
                path +
                    ": cannot write the screenshot: that is a folder; give "
                    "a file name such as shot.png");
  }
  return {};
}

}  // namespace

Status write_screenshot_png(const Screenshot& shot, const std::string& path) {
  if (Status folder = check_not_a_folder(path); !folder) return folder;
  // Encoded in memory and written atomically: stbi_write_png ignores a
  // failed fwrite, which would put a truncated PNG in place of the old file.
  std::string bytes;
  if (stbi_write_png_to_func(append_bytes, &bytes, shot.width, shot.height, 3,
                             shot.rgb.data(), shot.width * 3) == 0) {
    return fail(ErrorKind::IoFailure,
                path + ": cannot encode the screenshot as PNG");
  }
  return write_file_atomic(path, bytes);
}

}  // namespace astar::studio
