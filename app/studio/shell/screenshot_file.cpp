#include "shell/screenshot_file.hpp"

#include <stb_image_write.h>

#include <filesystem>

namespace astar::studio {

Status write_screenshot_png(const Screenshot& shot, const std::string& path) {
  const std::string temp = path + ".tmp";
  if (stbi_write_png(temp.c_str(), shot.width, shot.height, 3, shot.rgb.data(),
                     shot.width * 3) == 0) {
    std::error_code ignored;
    std::filesystem::remove(temp, ignored);
    return fail(ErrorKind::IoFailure, path + ": cannot write the screenshot");
  }
  std::error_code error;
  std::filesystem::rename(temp, path, error);
  if (error) {
    std::filesystem::remove(temp, error);
    return fail(ErrorKind::IoFailure, path + ": cannot write the screenshot: " + error.message());
  }
  return {};
}

}  // namespace astar::studio
