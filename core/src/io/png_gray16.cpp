// 16-bit gray PNGs: the signature, IHDR, tEXt chunks, one IDAT of the
// rows (each with filter byte 0, samples big-endian) as a zlib stream from
// the core's deflate, and IEND.
#include <string>

#include "astar/io/deflate.hpp"
#include "astar/io/image_io.hpp"
#include "png_chunks.hpp"

namespace astar {
namespace {

void put_u32(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) {
    out.push_back(static_cast<char>((v >> shift) & 0xff));
  }
}

void put_chunk(std::string& out, std::string_view type, std::string_view data) {
  put_u32(out, static_cast<std::uint32_t>(data.size()));
  std::string typed(type);
  typed += data;
  out += typed;
  put_u32(out, detail::png_crc32(typed));
}

}  // namespace

Result<std::string> encode_gray16_png(
    int width, int height, std::span<const std::uint16_t> values,
    std::span<const std::pair<std::string, std::string>> text) {
  if (!check_grid_size(width, height).empty() ||
      values.size() != static_cast<std::size_t>(width) * height) {
    return fail(ErrorKind::BadArgument,
                "a 16-bit PNG needs width x height values inside 1..8192");
  }
  std::string out("\x89PNG\r\n\x1a\n", 8);
  std::string header;
  put_u32(header, static_cast<std::uint32_t>(width));
  put_u32(header, static_cast<std::uint32_t>(height));
  header += std::string("\x10\x00\x00\x00\x00", 5);  // 16 bits, gray
  put_chunk(out, "IHDR", header);
  for (const auto& [keyword, words] : text) {
    put_chunk(out, "tEXt", keyword + std::string(1, '\0') + words);
  }
  std::string rows;
  rows.reserve((2 * static_cast<std::size_t>(width) + 1) * height);
  for (int y = 0; y < height; ++y) {
    rows.push_back('\0');
    for (int x = 0; x < width; ++x) {
      const std::uint16_t v = values[static_cast<std::size_t>(y) * width + x];
      rows.push_back(static_cast<char>(v >> 8));
      rows.push_back(static_cast<char>(v & 0xff));
    }
  }
  put_chunk(out, "IDAT", deflate_zlib(rows));
  put_chunk(out, "IEND", "");
  return out;
}

}  // namespace astar
