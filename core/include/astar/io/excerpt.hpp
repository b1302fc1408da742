#pragma once
/// @file excerpt.hpp
/// What an error message may quote of its input. A hostile file can hold a
/// 20 MiB word or a NUL byte; quoting either whole makes a 20 MiB error
/// line, or one that ends early when printed as a C string.

#include <cstddef>
#include <string>
#include <string_view>

namespace astar {

/// The most any error message quotes of its input (a line, a name, a path).
inline constexpr std::size_t kMaxQuoteBytes = 500;

/// At most `max` bytes of `text` for an error message to quote: longer text
/// is cut (at a UTF-8 character boundary) and marked with "...", and control
/// bytes become '?' so that a NUL cannot cut the message short. A hostile
/// file could otherwise put megabytes into one error line.
inline std::string excerpt(std::string_view text, std::size_t max = 40) {
  std::string out;
  std::size_t end = text.size();
  if (end > max) {
    end = max;
    // Step back over UTF-8 continuation bytes (10xxxxxx).
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xc0) == 0x80) {
      --end;
    }
  }
  for (std::size_t i = 0; i < end; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    out += byte < 0x20 || byte == 0x7f ? '?' : text[i];
  }
  if (end < text.size()) out += "...";
  return out;
}

}  // namespace astar
