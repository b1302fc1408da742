#include "astar/edit/cell_block_text.hpp"

#include <algorithm>
#include <charconv>

#include "astar/io/excerpt.hpp"

namespace astar {
namespace {

constexpr std::string_view kHeader = "astar-cells";
constexpr char kDigits[] = "0123456789abcdef";

Error bad_block(const std::string& message) {
  return fail(ErrorKind::BadArgument, "Copied cells: " + message);
}

// The next line of `text` from `pos` (without its \r\n or \n); moves `pos`.
std::string_view next_line(std::string_view text, std::size_t& pos) {
  const std::size_t end = std::min(text.find('\n', pos), text.size());
  std::string_view line = text.substr(pos, end - pos);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  pos = end + 1;
  return line;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// "W H" after the header word, each in 1..kMaxGridSide.
Result<Point> parse_size(std::string_view rest) {
  long long size[2] = {0, 0};
  const char* p = rest.data();
  const char* end = rest.data() + rest.size();
  for (long long& side : size) {
    while (p < end && *p == ' ') ++p;
    const auto [next, ec] = std::from_chars(p, end, side);
    if (ec != std::errc() || next == p) {
      return bad_block(
          "the header must be \"astar-cells WIDTH HEIGHT\", not \"" +
          excerpt(std::string(kHeader) + std::string(rest)) + "\".");
    }
    p = next;
  }
  while (p < end && *p == ' ') ++p;
  if (p != end)
    return bad_block("unexpected text after the size in the header.");
  const std::string why = check_grid_size(size[0], size[1]);
  if (!why.empty()) return bad_block(why + ".");
  return Point{static_cast<int>(size[0]), static_cast<int>(size[1])};
}

}  // namespace

std::string to_text(const CellBlock& block) {
  std::string text = std::string(kHeader) + " " + std::to_string(block.width) +
                     " " + std::to_string(block.height) + "\n";
  text.reserve(text.size() + block.cells.size() * 2 + block.height);
  for (int y = 0; y < block.height; ++y) {
    for (int x = 0; x < block.width; ++x) {
      const std::uint8_t v = block.at(x, y);
      text += kDigits[v >> 4];
      text += kDigits[v & 15];
    }
    text += '\n';
  }
  return text;
}

bool looks_like_cell_block(std::string_view text) {
  return text.substr(0, kHeader.size()) == kHeader;
}

Result<CellBlock> parse_cell_block(std::string_view text) {
  std::size_t pos = 0;
  const std::string_view header = next_line(text, pos);
  if (!looks_like_cell_block(header)) {
    return bad_block("the text does not start with \"astar-cells\".");
  }
  const auto size = parse_size(header.substr(kHeader.size()));
  if (!size) return size.failure();
  const auto [width, height] = size.value();
  const std::size_t cells = static_cast<std::size_t>(width) * height;
  if (cells > kMaxTextBlockCells) {
    return bad_block(std::to_string(width) + "x" + std::to_string(height) +
                     " is more than the " + std::to_string(kMaxTextBlockCells) +
                     " cells a copy may hold.");
  }
  // Two digits a cell: a shorter text cannot hold the block, and nothing is
  // allocated for a size the text cannot back.
  if (text.size() - std::min(pos, text.size()) < cells * 2) {
    return bad_block("the text is too short for " + std::to_string(width) +
                     "x" + std::to_string(height) + " cells.");
  }
  CellBlock block{width, height, {}};
  block.cells.reserve(cells);
  for (int y = 0; y < height; ++y) {
    if (pos > text.size())
      return bad_block("row " + std::to_string(y + 1) + " is missing.");
    const std::string_view row = next_line(text, pos);
    if (row.size() != static_cast<std::size_t>(width) * 2) {
      return bad_block("row " + std::to_string(y + 1) + " has " +
                       std::to_string(row.size()) + " digits, not " +
                       std::to_string(width * 2) + ".");
    }
    for (std::size_t i = 0; i < row.size(); i += 2) {
      const int hi = hex_digit(row[i]);
      const int lo = hex_digit(row[i + 1]);
      if (hi < 0 || lo < 0) {
        return bad_block("row " + std::to_string(y + 1) + " holds \"" +
                         excerpt(row.substr(i, 2)) + "\", not two hex digits.");
      }
      block.cells.push_back(static_cast<std::uint8_t>(hi * 16 + lo));
    }
  }
  while (pos < text.size()) {
    if (!next_line(text, pos).empty()) {
      return bad_block("more rows than the header's " + std::to_string(height) +
                       ".");
    }
  }
  return block;
}

}  // namespace astar
