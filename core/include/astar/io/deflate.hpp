#pragma once
/// @file deflate.hpp
/// Deflate (RFC 1951) with and without the zlib wrapper (RFC 1950), for
/// shared links (astar/session/link.hpp): zlib's, at its best compression,
/// so any inflater (zlib, Python, browsers) reads it. Inputs over 4 GiB
/// throw std::length_error.

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
