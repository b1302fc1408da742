#include "image_formats.hpp"

#include <algorithm>
#include <cstring>

#include "astar/grid/grid.hpp"

namespace astar::detail {
namespace {

constexpr unsigned char kPngSignature[8] = {0x89, 'P',  'N',  'G',
                                            '\r', '\n', 0x1a, '\n'};
constexpr std::size_t kBmpFileHeader = 14;
constexpr std::size_t kTgaHeader = 18;

unsigned u8(std::string_view b, std::size_t at) {
  return static_cast<unsigned char>(b[at]);
}
unsigned u16le(std::string_view b, std::size_t at) {
  return u8(b, at) | u8(b, at + 1) << 8;
}
std::uint32_t u32le(std::string_view b, std::size_t at) {
  return u16le(b, at) | static_cast<std::uint32_t>(u16le(b, at + 2)) << 16;
}

long long signed32(std::string_view b, std::size_t at) {
  return static_cast<std::int32_t>(u32le(b, at));
}

RasterCheck problem(std::string text, bool unsupported = false) {
  RasterCheck check;
  check.problem = std::move(text);
  check.unsupported = unsupported;
  return check;
}

std::string truncated(const char* format, long long width, long long height,
                      std::uint64_t need, std::size_t from, std::size_t have) {
  return std::string("the ") + format + " is truncated (its " +
         std::to_string(width) + "x" + std::to_string(height) +
         " pixels need " + std::to_string(need - from) + " bytes from byte " +
         std::to_string(from) + ", but the file has " + std::to_string(have) +
         " bytes)";
}

std::string bad_index(const char* format, long long index, long long colours) {
  return std::string("the ") + format +
         " is damaged (a pixel uses palette index " + std::to_string(index) +
         ", but the palette has " + std::to_string(colours) +
         (colours == 1 ? " colour)" : " colours)");
}

/// The first palette index >= `colours` among `count` samples of `bits`
/// bits each (1, 4 or 8, most significant first), or -1.
int index_past(const unsigned char* data, long long count, int bits,
               int colours) {
  if (colours >= (1 << bits)) return -1;
  for (long long i = 0; i < count; ++i) {
    const long long bit = i * bits;
    const int index =
        (data[bit >> 3] >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
    if (index >= colours) return index;
  }
  return -1;
}

// --- TGA ---------------------------------------------------------------------

struct TgaHeader {
  unsigned id_length = 0, colormap_type = 0, image_type = 0;
  unsigned colormap_start = 0, colormap_length = 0, colormap_bits = 0;
  unsigned width = 0, height = 0, bits = 0;
};

TgaHeader read_tga_header(std::string_view b) {
  TgaHeader h;
  h.id_length = u8(b, 0);
  h.colormap_type = u8(b, 1);
  h.image_type = u8(b, 2);
  h.colormap_start = u16le(b, 3);
  h.colormap_length = u16le(b, 5);
  h.colormap_bits = u8(b, 7);
  h.width = u16le(b, 12);
  h.height = u16le(b, 14);
  h.bits = u8(b, 16);
  return h;
}

bool one_of(unsigned value, std::initializer_list<unsigned> allowed) {
  return std::find(allowed.begin(), allowed.end(), value) != allowed.end();
}

/// The header tests of stb_image's TGA loader (stbi__tga_test and
/// stbi__tga_info), which also rule out every other format it knows.
bool is_tga_header(std::string_view b) {
  if (b.size() < kTgaHeader) return false;
  const TgaHeader h = read_tga_header(b);
  if (h.width < 1 || h.height < 1) return false;
  if (h.colormap_type == 1) {
    return one_of(h.image_type, {1, 9}) &&
           one_of(h.colormap_bits, {8, 15, 16, 24, 32}) &&
           one_of(h.bits, {8, 16});
  }
  return h.colormap_type == 0 && one_of(h.image_type, {2, 3, 10, 11}) &&
         one_of(h.bits, {8, 15, 16, 24, 32});
}

/// Follows the run-length packets; for indexed images checks every index.
std::string walk_tga_runs(std::string_view b, std::size_t at,
                          const TgaHeader& h, std::size_t pixel_bytes,
                          bool indexed) {
  const long long total = static_cast<long long>(h.width) * h.height;
  long long done = 0;
  while (done < total) {
    if (at >= b.size()) {
      return "the TGA is truncated (its run-length data ends after " +
             std::to_string(done) + " of its " + std::to_string(total) +
             " pixels)";
    }
    const unsigned command = u8(b, at++);
    const long long run = 1 + (command & 127);
    // stb_image would quietly drop the rest of the packet; a packet that
    // runs past the image means a damaged file, not a shorter one.
    if (run > total - done) {
      return "the TGA is damaged (a run-length packet of " +
             std::to_string(run) + " pixels runs past the image, which has " +
             std::to_string(total - done) + " of its " + std::to_string(total) +
             " pixels left)";
    }
    const std::size_t stored =
        (command & 128) ? 1 : static_cast<std::size_t>(run);
    if ((b.size() - at) / pixel_bytes < stored) {
      return "the TGA is truncated (its run-length data ends after " +
             std::to_string(done) + " of its " + std::to_string(total) +
             " pixels)";
    }
    for (std::size_t i = 0; indexed && i < stored; ++i) {
      const std::size_t p = at + i * pixel_bytes;
      const unsigned index = pixel_bytes == 1 ? u8(b, p) : u16le(b, p);
      if (index >= h.colormap_length) {
        return bad_index("TGA", index, h.colormap_length);
      }
    }
    at += stored * pixel_bytes;
    done += run;
  }
  return {};
}

// --- other formats, named in the refusal ------------------------------------

bool starts_with(std::string_view b, std::string_view prefix) {
  return b.substr(0, prefix.size()) == prefix;
}

// --- BMP ---------------------------------------------------------------------

struct BmpHeader {
  std::uint32_t offset = 0;       // where the pixel rows start
  std::uint32_t header_size = 0;  // 12 (OS/2), 40, 56, 108 or 124
  std::size_t header_end = 0;     // after the header and any masks
  long long width = 0;
  long long rows = 0;  // the height, whichever way the rows run
  unsigned bits = 0;
  std::uint32_t colours_used = 0;  // 0: as many as the bits can index
};

/// Reads the BMP header as stb_image does; a problem when stb would refuse
/// it, or we do (sizes past the grid limit).
RasterCheck read_bmp_header(std::string_view b, BmpHeader& h) {
  if (b.size() < kBmpFileHeader + 4) {
    return problem("the BMP is truncated (its header is cut off)");
  }
  h.offset = u32le(b, 10);
  h.header_size = u32le(b, 14);
  const std::uint32_t hsz = h.header_size;
  if (!one_of(hsz, {12, 40, 56, 108, 124})) {
    return problem("the BMP has an unknown header size " + std::to_string(hsz),
                   true);
  }
  if (b.size() < kBmpFileHeader + hsz) {
    return problem("the BMP is truncated (its header is cut off)");
  }
  const bool core = hsz == 12;
  // Signed fields: a ?: with the unsigned u16le would make them unsigned.
  h.width = core ? u16le(b, 18) : signed32(b, 18);
  const long long height = core ? u16le(b, 20) : signed32(b, 22);
  const unsigned planes = u16le(b, core ? 22 : 26);
  h.bits = u16le(b, core ? 24 : 28);
  const std::uint32_t compression = core ? 0 : u32le(b, 30);
  h.colours_used = core ? 0 : u32le(b, 46);
  if (planes != 1) {
    return problem("the BMP is damaged (it has " + std::to_string(planes) +
                   " colour planes, not 1)");
  }
  if (compression == 1 || compression == 2) {
    return problem("run-length compressed BMPs are not supported", true);
  }
  if (compression >= 4) {
    return problem(
        "BMP compression " + std::to_string(compression) + " is not supported",
        true);
  }
  if (!one_of(h.bits, {1, 4, 8, 16, 24, 32}) ||
      (compression == 3 && h.bits != 16 && h.bits != 32)) {
    return problem("BMPs of " + std::to_string(h.bits) +
                       " bits per pixel are not supported" +
                       (compression == 3 ? " with bit-field masks" : ""),
                   true);
  }
  // A negative height means rows top-down.
  h.rows = height < 0 ? -height : height;
  if (std::string size = check_grid_size(h.width, h.rows); !size.empty()) {
    return problem("image " + size, true);
  }
  const bool masks = (hsz == 40 || hsz == 56) && compression == 3;
  h.header_end = kBmpFileHeader + hsz + (masks ? 12 : 0);
  return {};
}

}  // namespace

ImageFormat sniff_image(std::string_view bytes) {
  if (bytes.size() >= sizeof kPngSignature &&
      std::memcmp(bytes.data(), kPngSignature, sizeof kPngSignature) == 0) {
    return ImageFormat::Png;
  }
  if (starts_with(bytes, "BM")) return ImageFormat::Bmp;
  if (is_tga_header(bytes)) return ImageFormat::Tga;
  return ImageFormat::Other;
}

std::string other_format_name(std::string_view b) {
  if (b.size() >= 2 && b[0] == 'P' && b[1] >= '1' && b[1] <= '7') {
    return "a PNM image (PBM, PGM or PPM)";
  }
  if (starts_with(b, "\xff\xd8\xff")) return "a JPEG image";
  if (starts_with(b, "GIF8")) return "a GIF image";
  if (starts_with(b, "8BPS")) return "a Photoshop image";
  if (starts_with(b, "#?RADIANCE") || starts_with(b, "#?RGBE")) {
    return "a Radiance HDR image";
  }
  if (starts_with(b, "\x53\x80\xf6\x34")) return "a Softimage PIC image";
  return {};
}

RasterCheck check_bmp(std::string_view b) {
  BmpHeader h;
  if (RasterCheck header = read_bmp_header(b, h); !header.problem.empty()) {
    return header;
  }
  // stb_image's palette size, which is also how many colours it reads.
  long long colours = 0;
  if (h.bits < 16) {
    colours = h.header_size == 12
                  ? (static_cast<long long>(h.offset) - 38) / 3
                  : (static_cast<long long>(h.offset) - 14 - h.header_size) / 4;
    if (colours < 1 || colours > 256) {
      return problem(
          "the BMP is damaged (its palette is missing or holds "
          "more than 256 colours)");
    }
    if (h.colours_used > colours) {
      return problem("the BMP is damaged (its header counts " +
                     std::to_string(h.colours_used) +
                     " colours, but its palette holds " +
                     std::to_string(colours) + ")");
    }
  } else if (h.offset < h.header_end) {
    return problem("the BMP is damaged (its pixels start inside its header)");
  }
  const std::uint64_t row =
      (static_cast<std::uint64_t>(h.width) * h.bits + 7) / 8;
  const std::uint64_t stride = (row + 3) & ~std::uint64_t{3};
  const std::uint64_t need = h.offset + stride * (h.rows - 1) + row;
  if (need > b.size()) {
    return problem(truncated("BMP", h.width, h.rows, need, h.offset, b.size()));
  }
  for (long long y = 0; h.bits < 16 && y < h.rows; ++y) {
    const auto* data = reinterpret_cast<const unsigned char*>(b.data()) +
                       h.offset + y * stride;
    const int index = index_past(data, h.width, static_cast<int>(h.bits),
                                 static_cast<int>(colours));
    if (index >= 0) return problem(bad_index("BMP", index, colours));
  }
  RasterCheck check;
  check.width = h.width;
  check.height = h.rows;
  return check;
}

RasterCheck check_tga(std::string_view b) {
  if (!is_tga_header(b)) return problem("not a TGA image");
  const TgaHeader h = read_tga_header(b);
  if (std::string size = check_grid_size(h.width, h.height); !size.empty()) {
    return problem("image " + size, true);
  }
  const bool indexed = h.colormap_type == 1;
  const std::size_t pixel_bytes = (h.bits + 7) / 8;
  std::uint64_t start = kTgaHeader + h.id_length;
  if (indexed) {
    if (h.colormap_length == 0) {
      return problem("the TGA is damaged (its palette is empty)");
    }
    // As stb_image reads it: the palette start counts bytes to skip, and
    // 15- and 16-bit entries take 2 bytes.
    const unsigned entry = (h.colormap_bits + 7) / 8;
    start += h.colormap_start + std::uint64_t{h.colormap_length} * entry;
  }
  if (start > b.size()) {
    return problem("the TGA is truncated (its header or palette is cut off)");
  }
  if (h.image_type >= 8) {
    if (std::string runs = walk_tga_runs(b, start, h, pixel_bytes, indexed);
        !runs.empty()) {
      return problem(std::move(runs));
    }
  } else {
    const std::uint64_t need =
        start + std::uint64_t{h.width} * h.height * pixel_bytes;
    if (need > b.size()) {
      return problem(
          truncated("TGA", h.width, h.height, need, start, b.size()));
    }
    for (std::uint64_t p = start; indexed && p < need; p += pixel_bytes) {
      const unsigned index = pixel_bytes == 1 ? u8(b, p) : u16le(b, p);
      if (index >= h.colormap_length) {
        return problem(bad_index("TGA", index, h.colormap_length));
      }
    }
  }
  RasterCheck check;
  check.width = h.width;
  check.height = h.height;
  return check;
}

}  // namespace astar::detail
