#pragma once
// HTTP/1.1 request framing for `astar-cli serve`: the request head and a
// chunked body, read strictly. Strict, because the manual puts serve behind
// a load balancer: where two readers of one request could disagree on
// where it ends (two Content-Lengths, Content-Length with Transfer-
// Encoding, "0x10" read as 0), the request is refused, never guessed at.
// Pure functions on bytes, so the fuzz harness reaches every branch.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace astar::cli::http {

/// A request refused: the status to answer with and why, for the body.
struct Refusal {
  int status = 400;
  std::string reason;
};

enum class BodyKind : std::uint8_t { None, Length, Chunked };

struct RequestHead {
  std::string method;
  std::string target;  ///< the path, without the query string
  int minor_version = 1;
  std::vector<std::pair<std::string, std::string>> headers;
  BodyKind body = BodyKind::None;
  std::uint64_t content_length = 0;
  bool keep_alive = true;
  bool expects_continue = false;  ///< "Expect: 100-continue"

  /// The first value of header `name` (any case), or nullptr.
  const std::string* header(std::string_view name) const;
};

/// The most bytes a request head may take, and headers it may carry.
constexpr std::size_t kMaxHeadBytes = 16 * 1024;
constexpr std::size_t kMaxHeaders = 100;

/// Where the head in `bytes` ends (after its blank line), or nullopt while
/// it is incomplete. Bare "\n" line ends are accepted, as RFC 9112 allows.
std::optional<std::size_t> head_end(std::string_view bytes);

/// The head `text` (up to and including its blank line), read; a refusal
/// says what is wrong with it.
struct HeadParse {
  std::optional<RequestHead> head;
  Refusal refusal;
};
HeadParse parse_head(std::string_view text);

/// A chunked body, fed as bytes arrive; the decoded body grows in `body`.
class ChunkedDecoder {
 public:
  enum class State : std::uint8_t { NeedMore, Done, Bad, TooLarge };

  explicit ChunkedDecoder(std::size_t max_body) : max_body_(max_body) {}

  /// Reads what it can of `bytes`; `used` says how many it took (the rest
  /// belongs to the next request once Done).
  State feed(std::string_view bytes, std::string& body, std::size_t& used);

 private:
  enum class Part : std::uint8_t { Size, Data, DataEnd, Trailer };
  State size_line(std::string_view line);

  std::size_t max_body_;
  Part part_ = Part::Size;
  std::uint64_t left_ = 0;  // bytes of the current chunk still to come
  std::string line_;        // a size or trailer line read in part
  std::size_t trailers_ = 0;
};

}  // namespace astar::cli::http
