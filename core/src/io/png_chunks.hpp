#pragma once
// Checks the chunk structure of PNG bytes: every chunk fits in the file, its
// CRC is right, IHDR comes first and IEND is there, and no critical chunk
// is unknown. A damaged file is refused instead of loading as a silently
// wrong map. Not part of the public API.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace astar::detail {

struct PngLayout {
  /// Empty when the chunks are sound, otherwise what is wrong.
  std::string problem;
  /// The IHDR fields, valid when problem is empty.
  long long width = 0;
  long long height = 0;
  int bit_depth = 0;
  int color_type = 0;
  int compression = 0;
  int filter = 0;
  int interlace = 0;
  /// The PLTE and tRNS chunk data (empty when absent).
  std::string_view palette;
  std::string_view transparency;
  bool has_palette = false;
  bool has_transparency = false;
  /// The data of every IDAT chunk, in file order: one zlib stream.
  std::vector<std::string_view> image_data;
};

/// Walks the chunks of `bytes`, which must start with the PNG signature.
PngLayout check_png_chunks(std::string_view bytes);

/// The CRC-32 of a chunk's type and data, as PNG chunks end with.
std::uint32_t png_crc32(std::string_view bytes);

}  // namespace astar::detail
