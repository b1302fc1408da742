#pragma once
// Line and field scanning shared by the text format parsers. Not part of the
// public API.

#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "astar/io/excerpt.hpp"

namespace astar::detail {

using astar::excerpt;

/// `text` without the ASCII whitespace (space, tab, CR, LF) around it.
inline std::string_view trim(std::string_view text) {
  const auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

/// Splits text into lines, accepting LF and CRLF and a missing final newline.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}

  /// The next line without its line ending; false at the end of the text.
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    const std::size_t end = text_.find('\n', pos_);
    const std::size_t stop = end == std::string_view::npos ? text_.size() : end;
    line = text_.substr(pos_, stop - pos_);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    pos_ = end == std::string_view::npos ? text_.size() : end + 1;
    ++number_;
    return true;
  }
  /// 1-based number of the line last returned (0 before the first).
  int number() const { return number_; }
  /// Bytes not yet returned.
  std::size_t remaining() const { return text_.size() - pos_; }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

/// A whitespace-separated field and its 1-based column.
struct Field {
  std::string_view text;
  int column = 0;
};

inline bool is_blank(char c) { return c == ' ' || c == '\t'; }

/// Fields separated by runs of spaces or tabs.
inline std::vector<Field> split_fields(std::string_view line) {
  std::vector<Field> fields;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_blank(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !is_blank(line[i])) ++i;
    if (i > start) {
      fields.push_back(
          {line.substr(start, i - start), static_cast<int>(start) + 1});
    }
  }
  return fields;
}

inline bool is_blank_line(std::string_view line) {
  for (char c : line) {
    if (!is_blank(c)) return false;
  }
  return true;
}

/// "name:line:column: " for messages.
inline std::string location(const std::string& name, int line, int column) {
  return name + ":" + std::to_string(line) + ":" + std::to_string(column) +
         ": ";
}

/// A character as a person can read it in a message.
inline std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7f) return std::string("'") + c + "'";
  if (c == ' ') return "a space";
  if (c == '\t') return "a tab";
  static const char kHex[] = "0123456789abcdef";
  return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}

/// Parses a whole non-negative decimal integer; false on anything else,
/// including values above `max`.
inline bool parse_count(std::string_view text, long long max, long long& out) {
  if (text.empty() || text.size() > 18) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  long long value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  if (value > max) return false;
  out = value;
  return true;
}

}  // namespace astar::detail
