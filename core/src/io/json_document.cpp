#include "io/json_document.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "astar/io/excerpt.hpp"

namespace astar::detail {
namespace {

using Json = nlohmann::json;

// nlohmann keeps about 80 bytes a level of nesting, so 16 MiB of '[' took
// 1.3 GB before kMaxJsonDepth.
// 1-based line and column of byte `at` in `text`.
std::pair<int, int> line_and_column(std::string_view text, std::size_t at) {
  const std::size_t end = std::min(at, text.size());
  int line = 1;
  int column = 1;
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

Error json_error_at(const std::string& name, std::string_view text,
                    std::size_t at, const std::string& reason) {
  const auto [line, column] = line_and_column(text, at);
  return fail(ErrorKind::BadFile, name + ":" + std::to_string(line) + ":" +
                                      std::to_string(column) +
                                      ": invalid JSON: " + reason);
}

// nlohmann's message without its "[json.exception...] " prefix, and with
// the input it quotes ("last read: '...'") cut short.
std::string json_reason(const nlohmann::json::exception& e) {
  std::string reason = e.what();
  if (const std::size_t at = reason.find("] "); at != std::string::npos) {
    reason = reason.substr(at + 2);
  }
  // "parse error at line 1, column 2: " says what our prefix says.
  if (reason.starts_with("parse error")) {
    if (const std::size_t colon = reason.find(": ");
        colon != std::string::npos) {
      reason = reason.substr(colon + 2);
    }
  }
  for (const std::string_view quote_start : {"last read: '", "parsing '"}) {
    const std::size_t at = reason.find(quote_start);
    if (at == std::string::npos) continue;
    const std::size_t from = at + quote_start.size();
    const std::size_t to = reason.rfind('\'');
    const std::string quoted =
        reason.substr(from, to > from ? to - from : std::string::npos);
    reason = reason.substr(0, from) + excerpt(quoted) + "'";
  }
  return reason;
}

// Finds the first bracket past kMaxJsonDepth, outside strings.
std::optional<std::size_t> too_deep(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

}  // namespace

// The JSON document, or an error naming the file, line and column. Catches
// every nlohmann exception: a number like 1e400 throws out_of_range, not a
// parse error.
Result<Json> parse_json(std::string_view text, const std::string& name) {
  if (const auto at = too_deep(text)) {
    return json_error_at(name, text, *at,
                         "arrays and objects nested deeper than " +
                             std::to_string(kMaxJsonDepth) + " levels");
  }
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& e) {
    // e.byte is 1-based: the byte after the last one read.
    return json_error_at(name, text, e.byte > 0 ? e.byte - 1 : 0,
                         json_reason(e));
  } catch (const Json::exception& e) {
    return fail(ErrorKind::BadFile, name + ": invalid JSON: " + json_reason(e));
  }
}

}  // namespace astar::detail
