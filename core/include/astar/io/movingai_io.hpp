#pragma once
/// @file movingai_io.hpp
/// The Moving AI Lab benchmark formats (https://movingai.com/benchmarks/):
/// `.map` grids, read and written, and `.scen` problem lists, read and
/// written. Parsers accept LF or CRLF line endings and a missing final
/// newline, and every error reads "file:line:column: what is wrong".

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/io/map_io.hpp"
#include "astar/result.hpp"

namespace astar {

/// Text files larger than this are refused before they are read. A
/// largest-size .map with CRLF endings fits.
inline constexpr std::size_t kMaxTextFileBytes = std::size_t{80} << 20;

/// True for the .map characters a unit may stand on: '.', 'G', 'S'.
bool movingai_walkable(char c);
/// True for the .map characters that are walls: '@', 'O', 'T', 'W'.
bool movingai_blocked(char c);

/// Parses .map text. Walkable cells become open ground (255).
Result<Grid> parse_movingai_map(std::string_view text, const std::string& name);
Result<Grid> read_movingai_map(const std::string& path);

/// .map text for `grid`: '.' for every walkable cell, '@' for walls.
struct MovingAiText {
  std::string text;
  /// Walkable cells with a terrain weight other than 1, written as '.'.
  long long flattened_cells = 0;
};
MovingAiText format_movingai_map(const Grid& grid);
/// Writes `grid` as .map atomically; the report says how many terrain cells
/// lost their weight.
Result<SaveReport> write_movingai_map(const Grid& grid,
                                      const std::string& path);

/// One line of a .scen file.
struct ScenarioProblem {
  int bucket = 0;
  std::string map;  ///< the map column as written (match on its basename)
  int width = 0;    ///< the map size the problem was made for
  int height = 0;
  Point start;
  Point goal;
  double optimal_length = 0;
  /// The length exactly as printed; its decimals set the tolerance.
  std::string optimal_text;
  int line = 0;  ///< 1-based line in the file, for messages
};

struct Scenario {
  std::string version;  ///< "1" or "1.0"
  std::vector<ScenarioProblem> problems;
};

/// Parses .scen text: a `version 1` (or `version 1.0`) line, then one
/// problem a line with nine fields separated by tabs or spaces.
Result<Scenario> parse_scenario(std::string_view text, const std::string& name);
Result<Scenario> read_scenario(const std::string& path);

/// .scen text for `scenario`. Lengths keep their optimal_text when set,
/// otherwise they are printed with 8 decimals.
std::string format_scenario(const Scenario& scenario);

/// How far a computed cost may be from a printed optimal length: the largest
/// of 1e-4, 5e-6 * length, and half a unit in the last printed decimal place
/// when `text` has decimals ("3.41" -> 0.005).
double length_tolerance(std::string_view text, double length);

/// The file name part of a scenario's map column ("maps/dao/arena.map" ->
/// "arena.map"); both '/' and '\' separate folders.
std::string_view map_basename(std::string_view map_column);

/// `folder`/basename(map_column), when that file exists; otherwise an error
/// naming both.
Result<std::string> find_scenario_map(const std::string& folder,
                                      std::string_view map_column);

}  // namespace astar
