#include "png_chunks.hpp"

#include <array>
#include <cstdint>

namespace astar::detail {
namespace {

constexpr std::size_t kSignatureBytes = 8;

#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
// Fuzzing builds skip CRCs, as libpng's do: a mutated file would almost never
// get past them to the decoder.
constexpr bool kCheckCrc = false;
#else
constexpr bool kCheckCrc = true;
#endif

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

// What is wrong with the chunk `type` at `at`, given what came before it;
// records the chunks the decoder needs in `layout`.
std::string take_chunk(std::string_view type, std::string_view data,
                       std::size_t at, PngLayout& layout) {
  const auto where = [&] {
    return "chunk '" + printable_type(type) + "' at byte " + std::to_string(at);
  };
  const bool seen_data = !layout.image_data.empty();
  if (type == "IHDR") {
    if (at != kSignatureBytes) return "the PNG is damaged (a second IHDR)";
  } else if (type == "IDAT") {
    layout.image_data.push_back(data);
  } else if (type == "PLTE" || type == "tRNS") {
    const bool palette = type == "PLTE";
    if (seen_data) return "the PNG is damaged (" + where() + " after IDAT)";
    bool& seen = palette ? layout.has_palette : layout.has_transparency;
    if (seen) return "the PNG is damaged (a second " + std::string(type) + ")";
    seen = true;
    (palette ? layout.palette : layout.transparency) = data;
  } else if ((static_cast<unsigned char>(type[0]) & 0x20) == 0) {
    // Lower-case first letter: ancillary, safe to skip; upper-case: not.
    return "the PNG uses " + where() +
           ", a critical chunk this decoder does not know";
  }
  return {};
}

std::string walk_chunks(std::string_view bytes, PngLayout& layout) {
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
    if (kCheckCrc &&
        png_crc32(typed_data) != read_u32(bytes, at + 8 + length)) {
      return "the PNG is damaged (chunk '" + printable_type(type) +
             "' at byte " + std::to_string(at) + " fails its CRC check)";
    }
    if (at == kSignatureBytes && (type != "IHDR" || length != 13)) {
      return "the PNG is damaged (it does not start with a 13-byte IHDR "
             "chunk)";
    }
    if (type == "IEND") return {};
    if (std::string problem =
            take_chunk(type, typed_data.substr(4), at, layout);
        !problem.empty()) {
      return problem;
    }
    at += 12 + static_cast<std::size_t>(length);
  }
  return "the PNG is truncated (it ends before the IEND chunk)";
}

}  // namespace

PngLayout check_png_chunks(std::string_view bytes) {
  PngLayout layout;
  layout.problem = walk_chunks(bytes, layout);
  if (!layout.problem.empty()) return layout;
  const std::size_t ihdr = kSignatureBytes + 8;
  layout.width = read_u32(bytes, ihdr);
  layout.height = read_u32(bytes, ihdr + 4);
  layout.bit_depth = static_cast<unsigned char>(bytes[ihdr + 8]);
  layout.color_type = static_cast<unsigned char>(bytes[ihdr + 9]);
  layout.compression = static_cast<unsigned char>(bytes[ihdr + 10]);
  layout.filter = static_cast<unsigned char>(bytes[ihdr + 11]);
  layout.interlace = static_cast<unsigned char>(bytes[ihdr + 12]);
  return layout;
}

std::uint32_t png_crc32(std::string_view bytes) {
  std::uint32_t crc = 0xffffffffu;
  for (unsigned char byte : bytes) {
    crc = kCrcTable[(crc ^ byte) & 0xff] ^ (crc >> 8);
  }
  return crc ^ 0xffffffffu;
}

}  // namespace astar::detail
