#include "png_chunks.hpp"

#include <array>
#include <cstdint>

namespace astar::detail {
namespace {

constexpr std::size_t kSignatureBytes = 8;

constexpr std::array<std::uint32_t, 256> make_crc_table() {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t n = 0; n < 256; ++n) {
    std::uint32_t c = n;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
  return table;
}
constexpr std::array<std::uint32_t, 256> kCrcTable = make_crc_table();

std::uint32_t crc32(std::string_view bytes) {
  std::uint32_t crc = 0xffffffffu;
  for (unsigned char byte : bytes) {
    crc = kCrcTable[(crc ^ byte) & 0xff] ^ (crc >> 8);
  }
  return crc ^ 0xffffffffu;
}

std::uint32_t read_u32(std::string_view bytes, std::size_t at) {
  std::uint32_t value = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
  }
  return value;
}

std::string printable_type(std::string_view type) {
  std::string out;
  for (char c : type) {
    out += (c >= 0x21 && c < 0x7f) ? c : '?';
  }
  return out;
}

std::string walk_chunks(std::string_view bytes) {
  std::size_t at = kSignatureBytes;
  while (at < bytes.size()) {
    if (bytes.size() - at < 12) {
      return "the PNG is truncated (a chunk header at byte " +
             std::to_string(at) + " is cut off)";
    }
    const std::uint32_t length = read_u32(bytes, at);
    const std::string_view type = bytes.substr(at + 4, 4);
    if (length > bytes.size() - at - 12) {
      return "the PNG is truncated (chunk '" + printable_type(type) +
             "' at byte " + std::to_string(at) +
             " runs past the end of the file)";
    }
    const std::string_view typed_data = bytes.substr(at + 4, 4 + length);
    if (crc32(typed_data) != read_u32(bytes, at + 8 + length)) {
      return "the PNG is damaged (chunk '" + printable_type(type) +
             "' at byte " + std::to_string(at) + " fails its CRC check)";
    }
    if (at == kSignatureBytes && (type != "IHDR" || length != 13)) {
      return "the PNG is damaged (it does not start with a 13-byte IHDR "
             "chunk)";
    }
    if (type == "IEND") return {};
    at += 12 + static_cast<std::size_t>(length);
  }
  return "the PNG is truncated (it ends before the IEND chunk)";
}

}  // namespace

PngLayout check_png_chunks(std::string_view bytes) {
  PngLayout layout;
  layout.problem = walk_chunks(bytes);
  if (layout.problem.empty()) {
    layout.width = read_u32(bytes, kSignatureBytes + 8);
    layout.height = read_u32(bytes, kSignatureBytes + 12);
  }
  return layout;
}

}  // namespace astar::detail
