#include "studio_runner.hpp"

#include <fcntl.h>
#include <stb_image.h>
#include <stb_image_write.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string_view>

namespace astar::studio::testing {
namespace {

std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool starts_with(const char* text, std::string_view prefix) {
  return std::string_view(text).substr(0, prefix.size()) == prefix;
}

// The test's environment with SDL_VIDEODRIVER=offscreen, built before fork
// so that the child only opens files and calls exec.
std::vector<std::string> child_environment() {
  std::vector<std::string> env;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    if (!starts_with(*entry, "SDL_VIDEODRIVER=")) env.emplace_back(*entry);
  }
  env.emplace_back("SDL_VIDEODRIVER=offscreen");
#ifdef ASTAR_STUDIO_PRELOAD
  // Keeps Mesa loaded until LeakSanitizer has looked (see CMakeLists.txt).
  // Preloaded, Mesa comes before the ASan runtime, which ASan allows only
  // when told so.
  const auto add_to = [&](const std::string& name, const std::string& value) {
    for (std::string& entry : env) {
      if (starts_with(entry.c_str(), name + "=")) {
        entry += ":" + value;
        return;
      }
    }
    env.push_back(name + "=" + value);
  };
  add_to("LD_PRELOAD", ASTAR_STUDIO_PRELOAD);
  add_to("ASAN_OPTIONS", "verify_asan_link_order=0");
#endif
  return env;
}

std::vector<char*> pointers(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// In the forked child: only async-signal-safe calls, then exec.
[[noreturn]] void exec_child(const char* out, const char* err, char** argv,
                             char** envp, const ChildLimits& limits) {
  const int in_fd = ::open("/dev/null", O_RDONLY);
  const int out_fd = ::open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const int err_fd = ::open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (in_fd < 0 || out_fd < 0 || err_fd < 0) _exit(127);
  if (::dup2(in_fd, 0) < 0 || ::dup2(out_fd, 1) < 0 || ::dup2(err_fd, 2) < 0) {
    _exit(127);
  }
  if (limits.max_file_bytes) {
    // Ignored, so the write fails with EFBIG instead of killing the app.
    ::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{*limits.max_file_bytes, *limits.max_file_bytes};
    if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) _exit(127);
  }
  ::execve(argv[0], argv, envp);
  _exit(127);
}

}  // namespace

pid_t start_studio(const std::vector<std::string>& args,
                   const std::filesystem::path& out,
                   const std::filesystem::path& err,
                   const ChildLimits& limits) {
  std::vector<std::string> arg_strings{ASTAR_STUDIO_BIN};
  arg_strings.insert(arg_strings.end(), args.begin(), args.end());
  std::vector<std::string> env_strings = child_environment();
  std::vector<char*> argv = pointers(arg_strings);
  std::vector<char*> envp = pointers(env_strings);
  const pid_t pid = ::fork();
  if (pid == 0) {
    exec_child(out.c_str(), err.c_str(), argv.data(), envp.data(), limits);
  }
  return pid;
}

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
                     const TempFolder& folder, const ChildLimits& limits) {
  const std::filesystem::path out = folder.path("stdout.txt");
  const std::filesystem::path err = folder.path("stderr.txt");
  RunResult result;
  const pid_t pid = start_studio(args, out, err, limits);
  if (pid < 0) {
    result.err = std::string("fork: ") + std::strerror(errno);
    return result;
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = read_all(out);
  result.err = read_all(err);
  return result;
}

RunResult run_script(const TempFolder& folder, const std::string& map,
                     const std::string& script,
                     std::vector<std::string> extra) {
  std::vector<std::string> args = {map, "--headless", "--script",
                                   folder.write("script.txt", script)};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_studio(args, folder);
}

RunResult run_script_ok(const TempFolder& folder, const std::string& map,
                        const std::string& script,
                        std::vector<std::string> extra) {
  RunResult run = run_script(folder, map, script, std::move(extra));
  EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
  return run;
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

std::string write_cells(const TempFolder& folder, const std::string& name,
                        int width, int height,
                        const std::function<std::uint8_t(int, int)>& value) {
  std::vector<std::uint8_t> cells;
  cells.reserve(static_cast<std::size_t>(width) * height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) cells.push_back(value(x, y));
  }
  const std::string file = folder.path(name).string();
  stbi_write_png(file.c_str(), width, height, 1, cells.data(), width);
  return file;
}

std::vector<std::string> state_lines(const std::string& out) {
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while ((pos = out.find("state ", pos)) != std::string::npos) {
    const std::size_t end = out.find('\n', pos);
    lines.push_back(out.substr(pos, end - pos));
    pos = end;
  }
  return lines;
}

std::string field(const std::string& line, const std::string& name) {
  const std::size_t at = line.find(" " + name + "=");
  if (at == std::string::npos) return "";
  const std::size_t begin = at + name.size() + 2;
  return line.substr(begin, line.find(' ', begin) - begin);
}

std::vector<std::uint8_t> gray_cells(const Image& image) {
  std::vector<std::uint8_t> cells;
  cells.reserve(static_cast<std::size_t>(image.width) * image.height);
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) cells.push_back(image.gray(x, y));
  }
  return cells;
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

SearchPixels search_pixels(const Image& image) {
  const Palette& p = palette(PaletteKind::Standard);
  return {count_colour(image, p.open), count_colour(image, p.closed),
          count_colour(image, p.current), count_colour(image, p.touched),
          count_colour(image, p.path)};
}

std::vector<std::string> lines_starting(const std::string& out,
                                        const std::string& prefix) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) == 0) lines.push_back(line);
  }
  return lines;
}

double cli_path_cost(const std::string& from, const std::string& to,
                     const std::string& flags) {
  const std::string command = std::string(ASTAR_CLI_BIN) + " path " +
                              ASTAR_DEMO_MAP + " --from " + from + " --to " +
                              to + " " + flags + " --json";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"),
                                             pclose);
  EXPECT_TRUE(pipe != nullptr);
  std::string json;
  char buffer[4096];
  while (pipe && std::fgets(buffer, sizeof buffer, pipe.get())) json += buffer;
  const std::size_t at = json.find("\"cost\":");
  EXPECT_NE(at, std::string::npos) << json;
  return at == std::string::npos ? -1
                                 : std::strtod(json.c_str() + at + 7, nullptr);
}

}  // namespace astar::studio::testing
