#pragma once
// Checks the chunk structure of PNG bytes: every chunk fits in the file, its
// CRC is right, and IEND is there. stb_image skips CRCs, so without this a
// damaged file could load as a silently wrong map. Not part of the public API.

#include <string>
#include <string_view>

namespace astar::detail {

struct PngLayout {
  /// Empty when the chunks are sound, otherwise what is wrong.
  std::string problem;
  /// The size IHDR declares, valid when problem is empty.
  long long width = 0;
  long long height = 0;
};

/// Walks the chunks of `bytes`, which must start with the PNG signature.
PngLayout check_png_chunks(std::string_view bytes);

}  // namespace astar::detail
