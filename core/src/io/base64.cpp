#include "astar/io/base64.hpp"

#include <array>
#include <cstdint>

namespace astar {

namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kUrlAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

constexpr std::array<std::int8_t, 256> make_decode_table(
    std::string_view alphabet) {
  std::array<std::int8_t, 256> table{};
  for (auto& entry : table) entry = -1;
  for (std::size_t i = 0; i < alphabet.size(); ++i) {
    table[static_cast<unsigned char>(alphabet[i])] =
        static_cast<std::int8_t>(i);
  }
  return table;
}

constexpr std::array<std::int8_t, 256> kDecode = make_decode_table(kAlphabet);
constexpr std::array<std::int8_t, 256> kUrlDecode =
    make_decode_table(kUrlAlphabet);

bool is_base64_space(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

std::string describe(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  constexpr std::string_view kHex = "0123456789abcdef";
  return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}

// Whole groups of three bytes, then the rest, in `alphabet`; '=' pads the
// last group when `pad`.
std::string encode(std::string_view bytes, std::string_view alphabet,
                   bool pad) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const std::uint32_t v = static_cast<unsigned char>(bytes[i]) << 16 |
                            static_cast<unsigned char>(bytes[i + 1]) << 8 |
                            static_cast<unsigned char>(bytes[i + 2]);
    out += alphabet[v >> 18];
    out += alphabet[(v >> 12) & 63];
    out += alphabet[(v >> 6) & 63];
    out += alphabet[v & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    std::uint32_t v = static_cast<unsigned char>(bytes[i]) << 16;
    if (rest == 2) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += alphabet[v >> 18];
    out += alphabet[(v >> 12) & 63];
    if (rest == 2) out += alphabet[(v >> 6) & 63];
    if (pad) out += rest == 2 ? "=" : "==";
  }
  return out;
}

}  // namespace

std::string encode_base64(std::string_view bytes) {
  return encode(bytes, kAlphabet, true);
}

std::string encode_base64url(std::string_view bytes) {
  return encode(bytes, kUrlAlphabet, false);
}

Result<std::string> decode_base64url(std::string_view text) {
  std::string out;
  out.reserve(text.size() / 4 * 3 + 2);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::int8_t value = kUrlDecode[static_cast<unsigned char>(text[i])];
    if (value < 0) {
      return fail(ErrorKind::BadFile, "invalid base64url character " +
                                          describe(text[i]) + " at offset " +
                                          std::to_string(i));
    }
    buffer = buffer << 6 | static_cast<std::uint32_t>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buffer >> bits) & 0xff);
    }
  }
  if (text.size() % 4 == 1) {
    return fail(ErrorKind::BadFile,
                "base64url text ends in the middle of a byte (" +
                    std::to_string(text.size()) + " symbols)");
  }
  return out;
}

Result<std::string> decode_base64(std::string_view text) {
  std::string out;
  out.reserve(text.size() / 4 * 3);
  std::uint32_t buffer = 0;
  int bits = 0;
  std::size_t padding_at = std::string_view::npos;
  std::size_t symbols = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_base64_space(c)) continue;
    if (c == '=') {
      if (padding_at == std::string_view::npos) padding_at = i;
      continue;
    }
    const std::int8_t value = kDecode[static_cast<unsigned char>(c)];
    if (value < 0 || padding_at != std::string_view::npos) {
      return fail(ErrorKind::BadFile, "invalid base64 character " +
                                          describe(c) + " at offset " +
                                          std::to_string(i));
    }
    ++symbols;
    buffer = buffer << 6 | static_cast<std::uint32_t>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buffer >> bits) & 0xff);
    }
  }
  if (symbols % 4 == 1) {
    return fail(ErrorKind::BadFile,
                "base64 text ends in the middle of a byte (" +
                    std::to_string(symbols) + " symbols)");
  }
  return out;
}

}  // namespace astar
