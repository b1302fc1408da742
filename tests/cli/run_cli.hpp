#pragma once
// Runs the real astar-cli binary as a child process and captures its output.

#include <optional>
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"

namespace astar::test {

struct CliRun {
  /// The exit status, or 128 + the signal number when the process crashed.
  int exit_code = -1;
  std::string out;
  std::string err;
};

/// Runs astar-cli with `args`, stdin from /dev/null.
CliRun run_cli(const std::vector<std::string>& args);
/// Runs astar-cli with `args` and `input` as its stdin (/dev/null when
/// there is none).
CliRun run_cli_with_input(const std::vector<std::string>& args,
                          const std::optional<std::string>& input);

/// The last non-empty line of `text`.
std::string last_line(const std::string& text);
/// The lines of `text`, without their line ends.
std::vector<std::string> lines_of(const std::string& text);
/// True when `part` occurs in `text`.
bool contains(const std::string& text, const std::string& part);
/// Expects astar-cli `args` to exit with 2, printing nothing on standard
/// output and an `error:` line that names `mention`.
void expect_usage_error(const std::vector<std::string>& args,
                        const std::string& mention);
/// "X,Y", as the CLI reads and prints a cell.
std::string xy(Point p);

/// A fresh, empty folder under the system temp folder, removed when the
/// object goes away.
class ScratchFolder {
 public:
  ScratchFolder();
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::string& path() const { return path_; }
  /// path()/name
  std::string file(const std::string& name) const;
  /// Writes `text` to path()/name and returns that path.
  std::string write(const std::string& name, const std::string& text) const;

 private:
  std::string path_;
};

/// Path to a file in tests/data/movingai; throws, naming the file, when
/// it is missing.
std::string benchmark_file(const std::string& name);

}  // namespace astar::test
