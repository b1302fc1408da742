#include "line_reader.hpp"

#include <string_view>

#include "platform.hpp"

namespace astar::cli {
namespace {

constexpr std::size_t kReadChunk = 64 * 1024;
/// Bytes kept from the start of a line too long to read, where its "id"
/// usually is.
constexpr std::size_t kPrefixKept = 1024;

}  // namespace

bool LineReader::fill() {
  if (ended_) return false;
  compact();
  const std::size_t old_size = buffer_.size();
  buffer_.resize(old_size + kReadChunk);
  std::string error;
  const std::int64_t got =
      read_stdin(buffer_.data() + old_size, kReadChunk, error);
  buffer_.resize(old_size + (got > 0 ? static_cast<std::size_t>(got) : 0));
  if (got < 0) read_error_ = "cannot read: " + error;
  if (got <= 0) ended_ = true;
  return got > 0;
}

void LineReader::compact() {
  // A line already too long is only skipped: its bytes are not kept.
  if (skipping_ || buffer_.size() - pos_ > max_line_) {
    if (!skipping_) prefix_.assign(buffer_, pos_, kPrefixKept);
    skipping_ = true;
    pos_ = buffer_.size();
  }
  if (pos_ > 0) {
    buffer_.erase(0, pos_);
    pos_ = 0;
  }
}

LineReader::Item LineReader::next() {
  for (;;) {
    const std::size_t newline = buffer_.find('\n', pos_);
    const bool whole = newline != std::string::npos;
    if (whole || (ended_ && pos_ < buffer_.size())) {
      const std::size_t end = whole ? newline : buffer_.size();
      Item item;
      item.number = ++line_;
      if (skipping_ || end - pos_ > max_line_) {
        item.kind = Kind::TooLong;
        item.text =
            skipping_ ? std::move(prefix_) : buffer_.substr(pos_, kPrefixKept);
      } else {
        item.kind = Kind::Line;
        item.text.assign(buffer_, pos_, end - pos_);
        if (!item.text.empty() && item.text.back() == '\r')
          item.text.pop_back();
      }
      skipping_ = false;
      pos_ = whole ? end + 1 : end;
      return item;
    }
    if (ended_) {
      if (skipping_) {  // the last line was too long and had no "\n"
        skipping_ = false;
        return Item{Kind::TooLong, std::move(prefix_), ++line_, {}};
      }
      return Item{Kind::End, {}, line_, read_error_};
    }
    fill();
  }
}

bool LineReader::ready() {
  if (ended_ || buffer_.find('\n', pos_) != std::string::npos) return true;
  if (!stdin_ready()) return false;
  fill();  // does not wait: there are bytes or an end
  return ended_ || buffer_.find('\n', pos_) != std::string::npos;
}

}  // namespace astar::cli
