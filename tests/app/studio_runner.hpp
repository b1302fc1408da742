#pragma once
// Runs the real astar-studio binary headless and reads back what it wrote.

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ui/palette.hpp"

namespace astar::studio::testing {

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// A fresh folder for one test's files, removed when the object dies.
class TempFolder {
 public:
  TempFolder();
  ~TempFolder();
  std::filesystem::path path(const std::string& name) const {
    return folder_ / name;
  }
  // Writes `text` to `name` and returns its path.
  std::string write(const std::string& name, const std::string& text) const;

 private:
  std::filesystem::path folder_;
};

// Limits set on the studio process only, never on the test.
struct ChildLimits {
  // RLIMIT_FSIZE: a write that would make any file larger than this fails
  // with EFBIG, SIGXFSZ being ignored, as it would on a full disk. This needs
  // no root, unlike mounting a small tmpfs. The child's stdout and stderr
  // files are held to it too.
  std::optional<std::size_t> max_file_bytes;
};

// Starts `astar-studio ARGS` with SDL_VIDEODRIVER=offscreen, stdin from
// /dev/null and stdout and stderr to the given files; returns its pid.
pid_t start_studio(const std::vector<std::string>& args,
                   const std::filesystem::path& out,
                   const std::filesystem::path& err,
                   const ChildLimits& limits = {});

// Runs `astar-studio ARGS` as above and waits for it.
RunResult run_studio(const std::vector<std::string>& args,
                     const TempFolder& folder, const ChildLimits& limits = {});
// Runs the studio headless on `map` with `script` (written into the
// folder), `extra` arguments after.
RunResult run_script(const TempFolder& folder, const std::string& map,
                     const std::string& script,
                     std::vector<std::string> extra = {});
// run_script, expecting the studio to exit with 0 (the test fails with its
// output otherwise).
RunResult run_script_ok(const TempFolder& folder, const std::string& map,
                        const std::string& script,
                        std::vector<std::string> extra = {});

struct Image {
  int width = 0;
  int height = 0;
  int channels = 0;
  std::vector<std::uint8_t> pixels;
  std::uint8_t gray(int x, int y) const {
    return pixels[(y * width + x) * channels];
  }
};
Image read_png(const std::filesystem::path& path);
// A grayscale image's first channel, row by row: an exported map's cells.
std::vector<std::uint8_t> gray_cells(const Image& image);

// Writes a width x height grayscale map of `value`.
std::string write_map(const TempFolder& folder, const std::string& name,
                      int width, int height, std::uint8_t value = 255);

// Writes a width x height grayscale map whose cell values come from
// `value(x, y)`.
std::string write_cells(const TempFolder& folder, const std::string& name,
                        int width, int height,
                        const std::function<std::uint8_t(int, int)>& value);

// The "state" lines a script printed, in order.
std::vector<std::string> state_lines(const std::string& out);
// The value of `name=` in a state line, or "" when it has none.
std::string field(const std::string& line, const std::string& name);

// How many pixels of a screenshot have exactly this colour.
long long count_colour(const Image& image, Rgba colour);

// The pixels of each search colour of the standard palette in a
// screenshot. Search colours appear only in seen cells and in the legend's
// swatches, which are the same in every run, so a change in a count is a
// change in the cells drawn.
inline const Palette& standard_palette() {
  return palette(PaletteKind::Standard);
}
struct SearchPixels {
  long long open, closed, current, touched, path;
  friend bool operator==(const SearchPixels&, const SearchPixels&) = default;
};
SearchPixels search_pixels(const Image& image);

// The lines of `out` that start with `prefix`, in order.
// The classic tutorial's room, as a Moving AI map: 12 x 8 with a wall
// between the start and the goal, so the search spreads before it finds
// the path. In a 1320x800 window the fitted view draws cells about 61 px
// wide, where the numbers show.
inline constexpr const char* kClassroomMap = R"(type octile
height 8
width 12
map
............
............
.......@....
.......@....
.......@....
.......@....
............
............
)";

std::vector<std::string> lines_starting(const std::string& out,
                                        const std::string& prefix);

// The "cost" of `astar-cli path DEMO --from FROM --to TO FLAGS --json` on
// the demo map; -1 when the JSON has none.
double cli_path_cost(const std::string& from, const std::string& to,
                     const std::string& flags);

}  // namespace astar::studio::testing
