#pragma once
/// @file base64.hpp
/// Standard base64 (RFC 4648, '+' and '/', '=' padding), used to keep a PNG
/// inline in a session file, and its URL-safe variant (RFC 4648 section 5,
/// '-' and '_', no padding), used by shared links.

#include <string>
#include <string_view>

#include "astar/result.hpp"

namespace astar {

std::string encode_base64(std::string_view bytes);

/// Decodes padded or unpadded base64; ASCII whitespace is skipped. The error
/// gives the offset of the first bad character ("invalid base64 character
/// '*' at offset 12").
Result<std::string> decode_base64(std::string_view text);

/// The URL-safe alphabet without padding: safe in a URL fragment, a chat
/// message or a file name.
std::string encode_base64url(std::string_view bytes);

/// Decodes what encode_base64url writes, strictly: no padding, no
/// whitespace. The error gives the offset of the first bad character.
Result<std::string> decode_base64url(std::string_view text);

}  // namespace astar
