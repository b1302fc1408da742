#include "io/text_grid.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <vector>

#include "text_lines.hpp"

namespace astar::detail {
namespace {

constexpr std::string_view kGridCells =
    "a .grid holds '#' (wall), '.' (open ground) and '2'..'9' (terrain "
    "weight)";

// The cell a character spells, or none.
std::optional<std::uint8_t> text_grid_cell(char c) {
  if (c == '#') return kBlocked;
  if (c == '.') return kOpenGround;
  if (c >= '2' && c <= '9') return value_for_weight(c - '0');
  return std::nullopt;
}

char text_grid_char(std::uint8_t value) {
  if (value == kBlocked) return '#';
  const int weight = terrain_weight(value);
  if (weight == 1) return '.';
  return static_cast<char>('0' + std::min(weight, kTextGridMaxWeight));
}

// The rows of the text, each checked for its characters and width.
Result<std::vector<std::string_view>> text_grid_rows(std::string_view text,
                                                     const std::string& path) {
  std::vector<std::string_view> rows;
  LineReader lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const auto at = [&](std::size_t column) {
      return location(path, lines.number(), static_cast<int>(column) + 1);
    };
    if (line.empty()) {
      return fail(
          ErrorKind::BadFile,
          at(0) + "empty row; " + std::string(kGridCells) + ", one line a row");
    }
    if (!rows.empty() && line.size() != rows.front().size()) {
      return fail(ErrorKind::BadFile,
                  at(std::min(line.size(), rows.front().size())) + "row of " +
                      std::to_string(line.size()) + " cells, the first has " +
                      std::to_string(rows.front().size()));
    }
    for (std::size_t x = 0; x < line.size(); ++x) {
      if (!text_grid_cell(line[x])) {
        return fail(ErrorKind::BadFile, at(x) + "unexpected " +
                                            describe_char(line[x]) + "; " +
                                            std::string(kGridCells));
      }
    }
    rows.push_back(line);
    if (rows.size() > static_cast<std::size_t>(kMaxGridSide)) break;
  }
  return rows;
}

}  // namespace

Result<Grid> decode_text_grid(std::string_view text, const std::string& path,
                              const LayerOptions&) {
  auto rows = text_grid_rows(text, path);
  if (!rows) return rows.failure();
  if (rows.value().empty())
    return fail(
        ErrorKind::BadFile,
        path + ": no rows; " + std::string(kGridCells) + ", one line a row");
  const auto width = static_cast<long long>(rows.value().front().size());
  const auto height = static_cast<long long>(rows.value().size());
  auto grid = Grid::create(width, height);
  if (!grid) return grid.failure().prefixed(path + ": ");
  for (int y = 0; y < grid.value().height(); ++y) {
    for (int x = 0; x < grid.value().width(); ++x)
      grid.value().set(x, y, *text_grid_cell(rows.value()[y][x]));
  }
  return grid;
}

Result<EncodedMap> encode_text_grid(const Grid& grid, const std::string& path) {
  EncodedMap encoded;
  encoded.bytes.reserve(static_cast<std::size_t>(grid.width() + 1) *
                        grid.height());
  long long heavy = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint8_t value = grid.at(x, y);
      if (value != kBlocked && terrain_weight(value) > kTextGridMaxWeight)
        ++heavy;
      encoded.bytes += text_grid_char(value);
    }
    encoded.bytes += '\n';
  }
  encoded.report.flattened_cells = heavy;
  if (heavy > 0) {
    encoded.report.warning =
        path + ": " + std::to_string(heavy) +
        (heavy == 1 ? " cell" : " cells") +
        " of terrain heavier than 9 saved as weight 9; the .grid format "
        "spells weights 1 to 9";
  }
  return encoded;
}

}  // namespace astar::detail
