#pragma once
/// @file base64.hpp
/// Standard base64 (RFC 4648, '+' and '/', '=' padding), used to keep a PNG
/// inline in a session file.

#include <string>
#include <string_view>

#include "astar/result.hpp"

namespace astar {

std::string encode_base64(std::string_view bytes);

/// Decodes padded or unpadded base64; ASCII whitespace is skipped. The error
/// gives the offset of the first bad character ("invalid base64 character
/// '*' at offset 12").
Result<std::string> decode_base64(std::string_view text);

}  // namespace astar
