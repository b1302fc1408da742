#pragma once
// Lines from standard input with a bounded buffer: a line longer than the
// limit is skipped as it streams past, never held, so a hostile or broken
// client cannot make the process grow without bound.

#include <cstddef>
#include <cstdint>
#include <string>

namespace astar::cli {

class LineReader {
 public:
  enum class Kind : std::uint8_t {
    Line,     ///< text holds the line, without its "\n" or "\r\n"
    TooLong,  ///< the line was longer than max_line bytes and was skipped;
              ///< text holds its first kilobyte
    End,      ///< no more input (end of file, or a read error in `error`)
  };
  struct Item {
    Kind kind = Kind::End;
    std::string text;
    std::int64_t number = 0;  ///< 1-based line number
    std::string error;        ///< for End after a failed read
  };

  explicit LineReader(std::size_t max_line) : max_line_(max_line) {}

  /// The next line, waiting for input when none is buffered.
  Item next();
  /// True when next() can answer without waiting for the writer: a whole
  /// line is buffered, the input has ended, or bytes are waiting to be read.
  bool ready();

 private:
  /// Reads once into the buffer; false at the end of the input.
  bool fill();
  /// Drops consumed bytes, and the start of a line too long to keep.
  void compact();

  std::size_t max_line_;
  std::string buffer_;
  std::size_t pos_ = 0;  // start of the unread part of buffer_
  bool ended_ = false;
  bool skipping_ = false;  // inside a line longer than max_line_
  std::string prefix_;     // the start of the line being skipped
  std::int64_t line_ = 0;
  std::string read_error_;
};

}  // namespace astar::cli
