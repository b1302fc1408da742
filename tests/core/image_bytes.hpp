#pragma once
// Image files built byte by byte in the tests: PNGs of the colour types
// stb_image_write cannot make (palette, 16-bit, tRNS, interlaced), and the
// hostile files the loader must refuse (zlib bombs, truncated BMP and TGA,
// palette indices past the palette). Uncompressed zlib blocks keep it short.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace astar::test {

/// stb_image_write's callback that appends to the std::string `context`.
inline void append_to_string(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                             static_cast<std::size_t>(size));
}

inline std::uint32_t crc32(std::string_view bytes) {
  std::uint32_t crc = 0xffffffffu;
  for (unsigned char byte : bytes) {
    crc ^= byte;
    for (int k = 0; k < 8; ++k)
      crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
  }
  return ~crc;
}

inline void put_u32(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) {
    out.push_back(static_cast<char>((v >> shift) & 0xff));
  }
}

/// Little-endian, for BMP and TGA.
inline void put_le(std::string& out, std::uint32_t v, int size) {
  for (int i = 0; i < size; ++i, v >>= 8) {
    out.push_back(static_cast<char>(v & 0xff));
  }
}

inline std::string chunk(const std::string& type, const std::string& data) {
  std::string out;
  put_u32(out, static_cast<std::uint32_t>(data.size()));
  out += type + data;
  put_u32(out, crc32(type + data));
  return out;
}

inline std::string zlib_stored(const std::string& raw) {
  std::string out = "\x78\x01";
  std::size_t pos = 0;
  do {
    const std::size_t n = std::min<std::size_t>(raw.size() - pos, 65535);
    const bool last = pos + n == raw.size();
    out.push_back(last ? 1 : 0);
    out.push_back(static_cast<char>(n & 0xff));
    out.push_back(static_cast<char>(n >> 8));
    out.push_back(static_cast<char>(~n & 0xff));
    out.push_back(static_cast<char>((~n >> 8) & 0xff));
    out.append(raw, pos, n);
    pos += n;
  } while (pos < raw.size());
  std::uint32_t a = 1, b = 0;
  for (unsigned char byte : raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  put_u32(out, (b << 16) | a);
  return out;
}

/// A zlib stream that inflates to `matches` * 258 + 1 zero bytes: one
/// fixed-Huffman block of a literal and then 258-byte copies, 13 bits each
/// (about 160 output bytes per input byte).
inline std::string zlib_bomb(std::size_t matches) {
  std::string out = "\x78\x01";
  std::uint32_t bits = 0;
  int count = 0;
  auto put = [&](std::uint32_t value, int n) {  // least significant first
    bits |= value << count;
    count += n;
    while (count >= 8) {
      out.push_back(static_cast<char>(bits & 0xff));
      bits >>= 8;
      count -= 8;
    }
  };
  // Huffman codes go most significant bit first.
  auto put_code = [&](std::uint32_t code, int n) {
    for (int i = n - 1; i >= 0; --i) put((code >> i) & 1, 1);
  };
  put(1, 1);          // last block
  put(1, 2);          // fixed Huffman codes
  put_code(0x30, 8);  // literal 0
  for (std::size_t i = 0; i < matches; ++i) {
    put_code(0xc5, 8);  // length code 285: 258 bytes
    put_code(0, 5);     // distance code 0: 1 back
  }
  put_code(0, 7);               // end of block (code 256)
  put(0, 7);                    // flush
  out += std::string(4, '\0');  // Adler-32, unchecked by PNG decoders
  return out;
}

inline std::string ihdr(std::uint32_t width, std::uint32_t height, int depth,
                        int color_type, int interlace = 0) {
  std::string header;
  put_u32(header, width);
  put_u32(header, height);
  header += static_cast<char>(depth);
  header += static_cast<char>(color_type);
  header += std::string(2, '\0');
  header += static_cast<char>(interlace);
  return chunk("IHDR", header);
}

/// A PNG from its IHDR fields and zlib data; `extra` chunks go before IDAT.
inline std::string png_with_zlib(std::uint32_t width, std::uint32_t height,
                                 int depth, int color_type,
                                 const std::string& zlib,
                                 const std::string& extra = "",
                                 int interlace = 0) {
  return std::string("\x89PNG\r\n\x1a\n", 8) +
         ihdr(width, height, depth, color_type, interlace) + extra +
         chunk("IDAT", zlib) + chunk("IEND", "");
}

/// A PNG with the given header and `rows` (one string a row, without the
/// filter byte). `extra` chunks go between IHDR and IDAT.
inline std::string build_png(std::uint32_t width, std::uint32_t height,
                             int depth, int color_type,
                             const std::vector<std::string>& rows,
                             const std::string& extra = "") {
  std::string raw;
  for (const std::string& row : rows) raw += '\0' + row;
  return png_with_zlib(width, height, depth, color_type, zlib_stored(raw),
                       extra);
}

inline std::string bytes(std::initializer_list<int> values) {
  std::string out;
  for (int v : values) out.push_back(static_cast<char>(v));
  return out;
}

/// An 8-bit palette BMP (BITMAPINFOHEADER) with `colours` gray entries and
/// `rows` of palette indices, bottom row first, each padded to 4 bytes.
inline std::string bmp_indexed(int width, const std::vector<std::string>& rows,
                               int colours) {
  const int stride = (width + 3) & ~3;
  const int offset = 14 + 40 + 4 * colours;
  std::string out = "BM";
  put_le(out,
         static_cast<std::uint32_t>(offset +
                                    stride * static_cast<int>(rows.size())),
         4);
  put_le(out, 0, 4);
  put_le(out, static_cast<std::uint32_t>(offset), 4);
  put_le(out, 40, 4);
  put_le(out, static_cast<std::uint32_t>(width), 4);
  put_le(out, static_cast<std::uint32_t>(rows.size()), 4);
  put_le(out, 1, 2);             // planes
  put_le(out, 8, 2);             // bits per pixel
  out += std::string(24, '\0');  // BI_RGB, sizes, resolution, colour counts
  for (int i = 0; i < colours; ++i) {
    const int v = colours == 1 ? 255 : i * 255 / (colours - 1);
    out += bytes({v, v, v, 0});
  }
  for (const std::string& row : rows) {
    out +=
        row + std::string(static_cast<std::size_t>(stride) - row.size(), '\0');
  }
  return out;
}

/// The 18-byte TGA header: `colormap` entries of 24 bits when non-zero.
inline std::string tga_header(int image_type, int width, int height, int bits,
                              int colormap = 0) {
  std::string out;
  out += '\0';                             // no image id
  out += static_cast<char>(colormap > 0);  // colour map type
  out += static_cast<char>(image_type);
  put_le(out, 0, 2);  // first colour map entry
  put_le(out, static_cast<std::uint32_t>(colormap), 2);
  out += static_cast<char>(colormap > 0 ? 24 : 0);
  put_le(out, 0, 4);  // origin
  put_le(out, static_cast<std::uint32_t>(width), 2);
  put_le(out, static_cast<std::uint32_t>(height), 2);
  out += static_cast<char>(bits);
  out += '\x20';  // top-down rows
  return out;
}

}  // namespace astar::test
