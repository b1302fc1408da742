#include "zlib_inflate.hpp"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <limits>

namespace astar::detail {
namespace {

constexpr std::size_t kPiece = 64 * 1024;

// zlib counts its input in uInt: a piece longer than that is fed in parts.
constexpr std::size_t kMaxFeed = std::numeric_limits<uInt>::max();

// Runs zlib's inflate over the pieces into a fixed buffer, handing each
// buffer-full to the sink: the output is never held whole, and it stops
// once `max_output` bytes came out with more to come (a zlib bomb stops
// there). `window_bits`: 15 for a zlib stream, -15 for a bare one.
class Inflater {
 public:
  Inflater(std::uint64_t max_output, const InflateSink& sink)
      : max_output_(max_output), sink_(sink) {}
  ~Inflater() {
    if (started_) inflateEnd(&stream_);
  }
  Inflater(const Inflater&) = delete;
  Inflater& operator=(const Inflater&) = delete;

  InflateResult run(const std::vector<std::string_view>& pieces,
                    int window_bits);

 private:
  // Feeds one piece; true when the stream ended inside it.
  bool feed(std::string_view piece);
  // Hands the buffered output on; false when the sink or the limit stops.
  bool hand_on();
  void fail(std::string problem, bool over_limit = false) {
    if (!result_.problem.empty()) return;
    result_.problem = std::move(problem);
    result_.over_limit = over_limit;
  }

  z_stream stream_{};
  bool started_ = false;
  bool ended_ = false;
  std::uint64_t max_output_;
  const InflateSink& sink_;
  std::array<std::uint8_t, kPiece> buffer_{};
  InflateResult result_;
};

InflateResult Inflater::run(const std::vector<std::string_view>& pieces,
                            int window_bits) {
  if (inflateInit2(&stream_, window_bits) != Z_OK) {
    fail("zlib could not start (out of memory)");
    return result_;
  }
  started_ = true;
  // The Adler-32 check is left out, as PNG readers leave it: a PNG's chunks
  // carry CRCs, which the caller checked.
  if (window_bits > 0) inflateValidate(&stream_, 0);
  for (std::string_view piece : pieces) {
    while (!piece.empty() && !ended_ && result_.problem.empty()) {
      const std::size_t n = std::min(piece.size(), kMaxFeed);
      ended_ = feed(piece.substr(0, n));
      piece.remove_prefix(n);
    }
  }
  if (result_.problem.empty() && !ended_) {
    fail("the compressed data is truncated");
  }
  return result_;
}

bool Inflater::feed(std::string_view piece) {
  // zlib reads its input through a non-const pointer but never writes it.
  stream_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(piece.data()));
  stream_.avail_in = static_cast<uInt>(piece.size());
  while (true) {
    stream_.next_out = buffer_.data();
    stream_.avail_out = static_cast<uInt>(buffer_.size());
    const int status = inflate(&stream_, Z_NO_FLUSH);
    if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
      fail(stream_.msg != nullptr ? stream_.msg : "bad compressed data");
      return false;
    }
    if (!hand_on()) return false;
    if (status == Z_STREAM_END) return true;
    // Room left over: the piece is used up, and the stream goes on in the
    // next one.
    if (stream_.avail_out != 0) return false;
  }
}

bool Inflater::hand_on() {
  const std::size_t n = buffer_.size() - stream_.avail_out;
  if (n == 0) return true;
  if (result_.produced + n > max_output_) {
    fail("the output passes " + std::to_string(max_output_) + " bytes", true);
    return false;
  }
  result_.produced += n;
  if (std::string problem = sink_({buffer_.data(), n}); !problem.empty()) {
    fail(std::move(problem));
    return false;
  }
  return true;
}

}  // namespace

InflateResult inflate_zlib(const std::vector<std::string_view>& input,
                           std::uint64_t max_output, const InflateSink& sink) {
  return Inflater(max_output, sink).run(input, MAX_WBITS);
}

InflateResult inflate_raw(std::string_view input, std::uint64_t max_output,
                          const InflateSink& sink) {
  return Inflater(max_output, sink).run({input}, -MAX_WBITS);
}

}  // namespace astar::detail
