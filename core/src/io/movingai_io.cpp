#include "astar/io/movingai_io.hpp"

#include <array>
#include <cassert>
#include <limits>

#include "astar/io/file_io.hpp"
#include "text_lines.hpp"

namespace astar {
namespace {

using detail::describe_char;
using detail::Field;
using detail::LineReader;
using detail::location;

enum class CellKind : std::uint8_t { Invalid, Walkable, Blocked };

constexpr std::array<CellKind, 256> make_cell_kinds() {
  std::array<CellKind, 256> kinds{};
  for (unsigned char c : {'.', 'G', 'S'}) kinds[c] = CellKind::Walkable;
  for (unsigned char c : {'@', 'O', 'T', 'W'}) kinds[c] = CellKind::Blocked;
  return kinds;
}
constexpr std::array<CellKind, 256> kCellKinds = make_cell_kinds();

CellKind cell_kind(char c) { return kCellKinds[static_cast<unsigned char>(c)]; }

struct Header {
  long long width = -1;
  long long height = -1;
};

/// Checks "type octile", the first line with content, at `line_number`.
Status check_type_line(std::string_view line, const std::string& name,
                       int line_number) {
  const std::vector<Field> fields = detail::split_fields(line);
  auto at = [&](int column) { return location(name, line_number, column); };
  if (fields[0].text != "type" || fields.size() != 2) {
    return fail(
        ErrorKind::BadFile,
        at(fields[0].column) + "expected the header line 'type octile'");
  }
  if (fields[1].text != "octile") {
    return fail(ErrorKind::Unsupported, at(fields[1].column) +
                                            "unsupported map type '" +
                                            detail::excerpt(fields[1].text) +
                                            "'; only 'octile' is supported");
  }
  return {};
}

/// Stores "height H" or "width W" (`fields` of line `line_number`) in
/// `header`, once each.
Status read_size_line(const std::vector<Field>& fields, const std::string& name,
                      int line_number, Header& header) {
  const std::string key(fields[0].text);
  auto at = [&](int column) { return location(name, line_number, column); };
  long long& target = key == "height" ? header.height : header.width;
  if (target >= 0) {
    return fail(ErrorKind::BadFile,
                at(fields[0].column) + "'" + key + "' is given twice");
  }
  if (fields.size() != 2) {
    return fail(ErrorKind::BadFile, at(fields[0].column) + "expected '" + key +
                                        " N' with one whole number");
  }
  long long value = 0;
  if (!detail::parse_count(fields[1].text,
                           std::numeric_limits<long long>::max(), value)) {
    return fail(ErrorKind::BadFile, at(fields[1].column) + "bad " + key + " '" +
                                        detail::excerpt(fields[1].text) +
                                        "': expected a whole number");
  }
  if (value < 1 || value > kMaxGridSide) {
    return fail(value < 1 ? ErrorKind::BadFile : ErrorKind::Unsupported,
                at(fields[1].column) + key + " " + std::to_string(value) +
                    " is outside 1.." + std::to_string(kMaxGridSide));
  }
  target = value;
  return {};
}

/// Reads "type octile", then "height H" and "width W" in either order, then
/// "map". Blank lines between them are skipped.
Result<Header> parse_header(LineReader& lines, const std::string& name) {
  std::string_view line;
  auto next_content_line = [&] {
    while (lines.next(line)) {
      if (!detail::is_blank_line(line)) return true;
    }
    return false;
  };
  auto at = [&](int column) { return location(name, lines.number(), column); };

  if (!next_content_line())
    return fail(ErrorKind::BadFile, name + ": the file is empty");
  if (Status s = check_type_line(line, name, lines.number()); !s) {
    return s.failure();
  }
  Header header;
  for (;;) {
    if (!next_content_line()) {
      return fail(ErrorKind::BadFile,
                  location(name, lines.number() + 1, 1) +
                      "the header ends before the 'map' line");
    }
    const std::vector<Field> fields = detail::split_fields(line);
    const std::string_view key = fields[0].text;
    if (key == "map") {
      if (fields.size() != 1) {
        return fail(ErrorKind::BadFile,
                    at(fields[1].column) + "unexpected text after 'map'");
      }
      break;
    }
    if (key != "height" && key != "width") {
      return fail(ErrorKind::BadFile, at(fields[0].column) +
                                          "unexpected header line '" +
                                          detail::excerpt(line) +
                                          "'; expected height, width or map");
    }
    if (Status s = read_size_line(fields, name, lines.number(), header); !s) {
      return s.failure();
    }
  }
  if (header.height < 0 || header.width < 0) {
    return fail(ErrorKind::BadFile,
                at(1) + "the 'map' line comes before the " +
                    (header.height < 0 ? "height" : "width") + " was given");
  }
  return header;
}

/// Checks each row and, when `out` is set, stores the cells.
Status parse_rows(LineReader& lines, const Header& header,
                  const std::string& name, std::uint8_t* out) {
  const auto width = static_cast<std::size_t>(header.width);
  std::string_view row;
  for (long long y = 0; y < header.height; ++y) {
    if (!lines.next(row)) {
      return fail(ErrorKind::BadFile,
                  location(name, lines.number() + 1, 1) +
                      "the map ends after " + std::to_string(y) + " of " +
                      std::to_string(header.height) + " rows");
    }
    const std::size_t checked = std::min(row.size(), width);
    for (std::size_t x = 0; x < checked; ++x) {
      const CellKind kind = cell_kind(row[x]);
      if (kind == CellKind::Invalid) {
        return fail(ErrorKind::BadFile,
                    location(name, lines.number(), static_cast<int>(x) + 1) +
                        "unexpected character " + describe_char(row[x]) +
                        " (walkable: . G S, blocked: @ O T W)");
      }
      if (out != nullptr) {
        *out++ = kind == CellKind::Walkable ? kOpenGround : kBlocked;
      }
    }
    if (row.size() != width) {
      return fail(
          ErrorKind::BadFile,
          location(name, lines.number(), static_cast<int>(checked) + 1) +
              "row " + std::to_string(y + 1) + " is too " +
              (row.size() < width ? "short" : "long") + ": " +
              std::to_string(row.size()) + " characters, expected " +
              std::to_string(width));
    }
  }
  std::string_view extra;
  while (lines.next(extra)) {
    if (!detail::is_blank_line(extra)) {
      return fail(ErrorKind::BadFile, location(name, lines.number(), 1) +
                                          "unexpected text after the " +
                                          std::to_string(header.height) +
                                          " map rows");
    }
  }
  return {};
}

}  // namespace

bool movingai_walkable(char c) { return cell_kind(c) == CellKind::Walkable; }
bool movingai_blocked(char c) { return cell_kind(c) == CellKind::Blocked; }

Result<Grid> parse_movingai_map(std::string_view text,
                                const std::string& name) {
  LineReader lines(text);
  Result<Header> header = parse_header(lines, name);
  if (!header) return header.failure();
  const Header size = header.value();
  // Allocate only when the text is long enough to hold every cell, so a
  // small file claiming a huge size cannot make us allocate much.
  const bool enough =
      lines.remaining() >= static_cast<std::size_t>(size.width * size.height);
  Grid grid;
  if (enough)
    grid = Grid(static_cast<int>(size.width), static_cast<int>(size.height),
                kBlocked);
  Status rows = parse_rows(lines, size, name,
                           enough ? grid.cells_to_write().data() : nullptr);
  if (!rows) return rows.failure();
  assert(enough);  // the rows parsed, so the text held every cell
  return grid;
}

Result<Grid> read_movingai_map(const std::string& path) {
  Result<std::string> text = read_file(path, kMaxTextFileBytes);
  if (!text) return text.failure();
  return parse_movingai_map(text.value(), path);
}

MovingAiText format_movingai_map(const Grid& grid) {
  MovingAiText out;
  const std::string header = "type octile\nheight " +
                             std::to_string(grid.height()) + "\nwidth " +
                             std::to_string(grid.width()) + "\nmap\n";
  out.text = header;
  out.text.reserve(header.size() + static_cast<std::size_t>(grid.width() + 1) *
                                       static_cast<std::size_t>(grid.height()));
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint8_t value = grid.at(x, y);
      if (value != kBlocked && value != kOpenGround) ++out.flattened_cells;
      out.text.push_back(value == kBlocked ? '@' : '.');
    }
    out.text.push_back('\n');
  }
  return out;
}

Result<SaveReport> write_movingai_map(const Grid& grid,
                                      const std::string& path) {
  if (grid.empty())
    return fail(ErrorKind::BadArgument, path + ": cannot save an empty map");
  MovingAiText formatted = format_movingai_map(grid);
  if (Status written = write_file_atomic(path, formatted.text); !written) {
    return written.failure();
  }
  SaveReport report;
  report.flattened_cells = formatted.flattened_cells;
  if (report.flattened_cells > 0) {
    report.warning = path + ": " + std::to_string(report.flattened_cells) +
                     (report.flattened_cells == 1 ? " cell" : " cells") +
                     " of weighted terrain saved as plain walkable ground; "
                     "the .map format keeps only walkable and blocked";
  }
  return report;
}

}  // namespace astar
