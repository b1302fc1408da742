#pragma once
// zlib's inflate, streaming its output in pieces and stopping at a byte
// limit. PNG decoding uses it so that a small file whose compressed data
// would inflate far beyond what its header declares (a zlib bomb) is
// refused after at most that many bytes, and so that a large image is
// never held inflated in memory. Not part of the public API.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace astar::detail {

/// Receives inflated bytes in order. Returns empty to go on, otherwise the
/// problem, which stops inflation and becomes its result.
using InflateSink = std::function<std::string(std::span<const std::uint8_t>)>;

struct InflateResult {
  /// Empty when the stream inflated completely within the limit.
  std::string problem;
  /// True when the problem is that the output went past `max_output`.
  bool over_limit = false;
  /// Bytes given to the sink.
  std::uint64_t produced = 0;
};

/// Inflates the zlib stream made of `input` (its pieces in order, as a PNG's
/// IDAT chunks), handing the output to `sink` in pieces of at most 64 KiB.
/// Refuses to produce more than `max_output` bytes. The Adler-32 checksum is
/// not checked: PNG chunks carry CRCs, which the caller has checked.
InflateResult inflate_zlib(const std::vector<std::string_view>& input,
                           std::uint64_t max_output, const InflateSink& sink);

/// The same for a bare deflate stream (RFC 1951), as inside a gzip member.
InflateResult inflate_raw(std::string_view input, std::uint64_t max_output,
                          const InflateSink& sink);

}  // namespace astar::detail
