#include "http_framing.hpp"

#include <algorithm>
#include <cctype>

#include "astar/io/excerpt.hpp"

namespace astar::cli::http {
namespace {

/// A size or trailer line of a chunked body is never longer than this.
constexpr std::size_t kMaxChunkLine = 1024;

bool is_token_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  return std::isalnum(u) != 0 ||
         std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool is_token(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), is_token_char);
}

std::string lowered(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(c));
  return out;
}

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && lowered(a) == lowered(b);
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
    text.remove_suffix(1);
  return text;
}

/// Splits off the next line of `rest` (without "\n" and a "\r" before it).
std::string_view next_line(std::string_view& rest) {
  const std::size_t newline = rest.find('\n');
  std::string_view line = rest.substr(0, newline);
  rest.remove_prefix(newline == std::string_view::npos ? rest.size()
                                                       : newline + 1);
  if (line.ends_with('\r')) line.remove_suffix(1);
  return line;
}

HeadParse refuse(int status, std::string reason) {
  return {std::nullopt, {status, std::move(reason)}};
}

/// "METHOD /path HTTP/1.x" into `head`; a refusal when it is not that.
std::optional<Refusal> request_line(std::string_view line, RequestHead& head) {
  const std::size_t a = line.find(' ');
  const std::size_t b = a == std::string_view::npos ? a : line.find(' ', a + 1);
  if (b == std::string_view::npos || line.find(' ', b + 1) != line.npos)
    return Refusal{400, "the request line is not 'METHOD /PATH HTTP/1.1'"};
  const std::string_view method = line.substr(0, a);
  const std::string_view target = line.substr(a + 1, b - a - 1);
  const std::string_view version = line.substr(b + 1);
  if (!is_token(method)) return Refusal{400, "the method is not a token"};
  const bool printable = std::all_of(target.begin(), target.end(), [](char c) {
    return static_cast<unsigned char>(c) > 0x20 && c != 0x7f;
  });
  if (!target.starts_with('/') || !printable)
    return Refusal{400, "the target must be a path starting with '/'"};
  if (version != "HTTP/1.1" && version != "HTTP/1.0") {
    return version.starts_with("HTTP/")
               ? Refusal{505, "only HTTP/1.0 and HTTP/1.1 are served"}
               : Refusal{400, "the request line names no HTTP version"};
  }
  head.method = method;
  head.target = target.substr(0, target.find('?'));
  head.minor_version = version.back() - '0';
  head.keep_alive = head.minor_version == 1;
  return std::nullopt;
}

/// One "Name: value" line appended to the head's headers.
std::optional<Refusal> header_line(std::string_view line, RequestHead& head) {
  if (line.front() == ' ' || line.front() == '\t')
    return Refusal{400, "folded header lines are not accepted"};
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos || !is_token(line.substr(0, colon)))
    return Refusal{400, "a header line is not 'Name: value'"};
  const std::string_view value = trimmed(line.substr(colon + 1));
  const bool clean = std::none_of(value.begin(), value.end(), [](char c) {
    return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f;
  });
  if (!clean) return Refusal{400, "a header value holds a control character"};
  if (head.headers.size() == kMaxHeaders)
    return Refusal{431, "more than 100 header lines"};
  head.headers.emplace_back(line.substr(0, colon), value);
  return std::nullopt;
}

/// Content-Length: digits only, at most 18 of them (no overflow).
std::optional<std::uint64_t> length_value(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value;
}

/// Content-Length, Transfer-Encoding, Connection and Expect, checked.
std::optional<Refusal> body_framing(RequestHead& head) {
  int lengths = 0;
  int encodings = 0;
  for (const auto& [name, value] : head.headers) {
    if (same_name(name, "content-length")) {
      const std::optional<std::uint64_t> length = length_value(value);
      if (!length || ++lengths > 1)
        return Refusal{400, length ? "two Content-Length headers"
                                   : "Content-Length '" + excerpt(value) +
                                         "' is not a decimal number"};
      head.body = BodyKind::Length;
      head.content_length = *length;
    } else if (same_name(name, "transfer-encoding")) {
      if (lowered(value) != "chunked" || ++encodings > 1)
        return Refusal{501, "Transfer-Encoding '" + excerpt(value) +
                                "' is not served; only 'chunked' alone"};
      head.body = BodyKind::Chunked;
    } else if (same_name(name, "connection")) {
      const std::string tokens = lowered(value);
      if (tokens.find("close") != std::string::npos) head.keep_alive = false;
      if (tokens.find("keep-alive") != std::string::npos)
        head.keep_alive = true;
    } else if (same_name(name, "expect")) {
      if (lowered(value) != "100-continue")
        return Refusal{417, "Expect '" + excerpt(value) + "' is not met"};
      head.expects_continue = true;
    }
  }
  if (lengths > 0 && encodings > 0)
    return Refusal{400, "both Content-Length and Transfer-Encoding"};
  if (head.body == BodyKind::Length && head.content_length == 0)
    head.body = BodyKind::None;
  return std::nullopt;
}

}  // namespace

const std::string* RequestHead::header(std::string_view name) const {
  for (const auto& [key, value] : headers) {
    if (same_name(key, name)) return &value;
  }
  return nullptr;
}

std::optional<std::size_t> head_end(std::string_view bytes) {
  std::size_t at = 0;  // blank lines before a request are passed over
  while (at < bytes.size() && (bytes[at] == '\r' || bytes[at] == '\n')) ++at;
  for (std::size_t nl = bytes.find('\n', at); nl != std::string_view::npos;
       nl = bytes.find('\n', nl + 1)) {
    if (nl + 1 < bytes.size() && bytes[nl + 1] == '\n') return nl + 2;
    if (nl + 2 < bytes.size() && bytes[nl + 1] == '\r' && bytes[nl + 2] == '\n')
      return nl + 3;
  }
  return std::nullopt;
}

HeadParse parse_head(std::string_view text) {
  while (!text.empty() && (text.front() == '\r' || text.front() == '\n'))
    text.remove_prefix(1);
  if (text.find('\0') != std::string_view::npos)
    return refuse(400, "the request head holds a NUL byte");
  RequestHead head;
  if (auto refused = request_line(next_line(text), head))
    return refuse(refused->status, std::move(refused->reason));
  for (std::string_view line = next_line(text); !line.empty();
       line = next_line(text)) {
    if (line.find('\r') != std::string_view::npos)
      return refuse(400, "a header line holds a bare carriage return");
    if (auto refused = header_line(line, head))
      return refuse(refused->status, std::move(refused->reason));
  }
  if (head.minor_version == 1 && head.header("host") == nullptr)
    return refuse(400, "an HTTP/1.1 request needs a Host header");
  if (auto refused = body_framing(head))
    return refuse(refused->status, std::move(refused->reason));
  return {std::move(head), {}};
}

ChunkedDecoder::State ChunkedDecoder::size_line(std::string_view line) {
  const std::string_view digits =
      trimmed(line.substr(0, line.find(';')));  // extensions are ignored
  if (digits.empty() || digits.size() > 15) return State::Bad;
  std::uint64_t size = 0;
  for (char c : digits) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isxdigit(u) == 0) return State::Bad;
    size = size * 16 +
           static_cast<std::uint64_t>(
               std::isdigit(u) != 0 ? c - '0' : std::tolower(u) - 'a' + 10);
  }
  left_ = size;
  part_ = size == 0 ? Part::Trailer : Part::Data;
  return State::NeedMore;
}

ChunkedDecoder::State ChunkedDecoder::feed(std::string_view bytes,
                                           std::string& body,
                                           std::size_t& used) {
  used = 0;
  while (used < bytes.size()) {
    if (part_ == Part::Data) {
      if (body.size() + left_ > max_body_) return State::TooLarge;
      const std::size_t n = static_cast<std::size_t>(
          std::min<std::uint64_t>(left_, bytes.size() - used));
      body.append(bytes.substr(used, n));
      used += n;
      left_ -= n;
      if (left_ == 0) part_ = Part::DataEnd;
      continue;
    }
    const char c = bytes[used++];
    if (c != '\n') {
      if (line_.size() == kMaxChunkLine) return State::Bad;
      line_ += c;
      continue;
    }
    std::string_view line = line_;
    if (line.ends_with('\r')) line.remove_suffix(1);
    State state = State::NeedMore;
    if (part_ == Part::Size) {
      state = size_line(line);
    } else if (part_ == Part::DataEnd) {
      state = line.empty() ? State::NeedMore : State::Bad;
      part_ = Part::Size;
    } else if (line.empty()) {
      state = State::Done;
    } else if (++trailers_ > kMaxHeaders) {
      state = State::Bad;
    }
    line_.clear();
    if (state != State::NeedMore) return state;
  }
  return State::NeedMore;
}

}  // namespace astar::cli::http
