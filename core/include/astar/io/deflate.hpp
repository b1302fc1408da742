#pragma once
/// @file deflate.hpp
/// A small deflate compressor (RFC 1951) with the zlib wrapper (RFC 1950),
/// for shared links (astar/session/link.hpp). Its output is standard: the
/// core's own inflater and any other (zlib, Python, browsers) read it.
///
/// How: LZ77 over a 32 KiB window with hash chains (greedy matching, a
/// bounded chain walk, so the time is linear in the input), then per block
/// of symbols whichever of the fixed or the dynamic Huffman codes is
/// shorter. A grid map compresses well: long runs of one value become
/// back references of 258 bytes.

#include <cstdint>
#include <string>
#include <string_view>

namespace astar {

/// The raw deflate stream of `bytes` (no header, no checksum).
std::string deflate_raw(std::string_view bytes);

/// The zlib stream of `bytes`: a two-byte header, the deflate stream and
/// the Adler-32 checksum.
std::string deflate_zlib(std::string_view bytes);

/// The Adler-32 checksum zlib streams end with (RFC 1950).
std::uint32_t adler32(std::string_view bytes);

}  // namespace astar
