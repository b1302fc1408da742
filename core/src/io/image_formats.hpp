#pragma once
// Which image format bytes hold, by magic bytes and header structure, and
// the checks a BMP or TGA must pass before stb_image may decode it. Debian's
// stb_image reads zeros past the end of its input and takes palette indices
// past the palette without a word, so a truncated or inconsistent file would
// load as a silently wrong map: these checks refuse it instead, reading the
// headers exactly as stb_image does. Not part of the public API.

#include <cstdint>
#include <string>
#include <string_view>

namespace astar::detail {

/// The formats we document; everything else is refused.
enum class ImageFormat : std::uint8_t { Png, Bmp, Tga, Other };

/// The format of `bytes`: PNG and BMP by their signatures, TGA (which has
/// none) by a header stb_image accepts.
ImageFormat sniff_image(std::string_view bytes);

/// For an Other file, what it looks like ("a PNM image"), or empty.
std::string other_format_name(std::string_view bytes);

struct RasterCheck {
  /// Empty when stb_image may decode the file, otherwise what is wrong.
  std::string problem;
  /// True when the file is sound but something we refuse (too large, RLE).
  bool unsupported = false;
  long long width = 0;
  long long height = 0;
};

/// Checks a BMP's header, that its pixel rows are all in the file, and that
/// every palette index is inside the palette.
RasterCheck check_bmp(std::string_view bytes);

/// The same for a TGA, following its run-length packets when compressed.
RasterCheck check_tga(std::string_view bytes);

}  // namespace astar::detail
