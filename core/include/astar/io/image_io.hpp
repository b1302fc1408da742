#pragma once
/// @file image_io.hpp
/// Images as maps. PNG (every colour type and bit depth, interlaced or not),
/// BMP and TGA become a Grid by 8-bit luminance; export is an 8-bit gray
/// PNG, one pixel per cell, whose bytes are exactly the cell values.
///
/// Hostile files are refused before they cost memory or time:
/// - the format is recognised by its magic bytes (PNG, BMP) or header
///   structure (TGA); anything else (PNM, JPEG, GIF, ...) is refused, whatever
///   its name;
/// - PNG is decoded row by row into the grid by our own inflater, which stops
///   at the bytes the header's size needs (a zlib bomb costs nothing, and an
///   8192x8192 16-bit image costs little more than its grid);
/// - BMP and TGA go to stb_image only after their headers, the length of
///   their pixel data and every palette index were checked.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

/// Image files larger than this are refused before they are read.
inline constexpr std::size_t kMaxImageFileBytes = std::size_t{512} << 20;

/// Rec. 601 luma in integers. The weights add up to 256, so equal R, G and B
/// give back exactly that value; +128 rounds to nearest.
constexpr std::uint8_t luminance(std::uint8_t r, std::uint8_t g,
                                 std::uint8_t b) {
  return static_cast<std::uint8_t>((77u * r + 150u * g + 29u * b + 128u) >> 8);
}

/// The same for 16-bit channels, rounded to 8 bits: v * 257 gives back v.
constexpr std::uint8_t luminance16(std::uint16_t r, std::uint16_t g,
                                   std::uint16_t b) {
  const std::uint32_t y16 = (77u * r + 150u * g + 29u * b + 128u) >> 8;
  return static_cast<std::uint8_t>((y16 * 255u + 32767u) / 65535u);
}

/// Decodes an image held in memory. `name` starts every error message.
/// The size is checked against kMaxGridSide before any pixel is decoded.
/// Fully transparent pixels become blocked cells; otherwise alpha is ignored.
Result<Grid> decode_image(std::string_view bytes, const std::string& name);

/// Decodes a PNG held in memory, and refuses any other format (sessions
/// embed PNG only). `name` starts every error message.
Result<Grid> decode_png_image(std::string_view bytes, const std::string& name);

/// Reads an image file. A .png must carry the PNG signature and a .bmp the
/// BMP one, so a mislabelled file is named as such.
Result<Grid> read_image(const std::string& path);
/// What read_image makes of the bytes of the file `path`.
Result<Grid> decode_image_file(std::string_view bytes, const std::string& path);

/// An image's colours, for showing it: 8-bit RGBA, four bytes a pixel in
/// that order, row by row.
struct RgbaImage {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> pixels;
};

/// Reads a PNG, BMP or TGA file as RGBA, for showing (a tileset's
/// picture), after the checks read_image makes of its structure; larger
/// than `max_side` on a side is refused before any pixel is decoded.
Result<RgbaImage> read_rgba_image(const std::string& path, int max_side);

/// The grid as an 8-bit gray PNG.
Result<std::string> encode_png(const Grid& grid);

/// A width x height 16-bit gray PNG of `values` (row-major, one a pixel),
/// with a tEXt chunk for each (keyword, text) pair: for pictures that are
/// no map, such as a flow field's distances (stb writes only 8 bits).
/// Compressed by the core's deflate (deflate.hpp).
Result<std::string> encode_gray16_png(
    int width, int height, std::span<const std::uint16_t> values,
    std::span<const std::pair<std::string, std::string>> text = {});

/// Writes the grid as an 8-bit gray PNG, atomically.
Status write_png(const Grid& grid, const std::string& path);

}  // namespace astar
