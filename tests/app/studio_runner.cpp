#include "studio_runner.hpp"

#include <stb_image.h>
#include <stb_image_write.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

namespace astar::studio::testing {
namespace {

std::string quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TempFolder::TempFolder() {
  std::random_device seed;
  folder_ = std::filesystem::temp_directory_path() /
            ("astar-studio-test-" + std::to_string(seed()));
  std::filesystem::create_directories(folder_);
}

TempFolder::~TempFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(folder_, ignored);
}

std::string TempFolder::write(const std::string& name,
                              const std::string& text) const {
  const std::filesystem::path file = path(name);
  std::ofstream(file, std::ios::binary) << text;
  return file.string();
}

RunResult run_studio(const std::vector<std::string>& args,
                     const TempFolder& folder) {
  const std::string out = folder.path("stdout.txt").string();
  const std::string err = folder.path("stderr.txt").string();
  std::string command = "SDL_VIDEODRIVER=offscreen " + quote(ASTAR_STUDIO_BIN);
  for (const std::string& arg : args) command += " " + quote(arg);
  command += " >" + quote(out) + " 2>" + quote(err) + " </dev/null";
  const int status = std::system(command.c_str());
  RunResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = read_all(out);
  result.err = read_all(err);
  return result;
}

Image read_png(const std::filesystem::path& path) {
  Image image;
  unsigned char* data = stbi_load(path.string().c_str(), &image.width,
                                  &image.height, &image.channels, 0);
  if (data == nullptr) return image;
  image.pixels.assign(data, data + static_cast<std::size_t>(image.width) *
                                       image.height * image.channels);
  stbi_image_free(data);
  return image;
}

std::string write_map(const TempFolder& folder, const std::string& name,
                      int width, int height, std::uint8_t value) {
  const std::vector<std::uint8_t> cells(
      static_cast<std::size_t>(width) * height, value);
  const std::string file = folder.path(name).string();
  stbi_write_png(file.c_str(), width, height, 1, cells.data(), width);
  return file;
}

long long count_colour(const Image& image, Rgba colour) {
  long long count = 0;
  if (image.channels < 3) return 0;
  for (std::size_t i = 0; i + 2 < image.pixels.size();
       i += static_cast<std::size_t>(image.channels)) {
    if (image.pixels[i] == colour.r && image.pixels[i + 1] == colour.g &&
        image.pixels[i + 2] == colour.b) {
      ++count;
    }
  }
  return count;
}

}  // namespace astar::studio::testing
