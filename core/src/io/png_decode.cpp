#include "png_decode.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <span>
#include <vector>

#include "astar/io/image_io.hpp"
#include "zlib_inflate.hpp"

namespace astar::detail {
namespace {

enum ColorType : int {
  Gray = 0,
  Rgb = 2,
  Indexed = 3,
  GrayAlpha = 4,
  Rgba = 6
};

int channels_of(int color_type) {
  switch (color_type) {
    case Gray:
    case Indexed:
      return 1;
    case GrayAlpha:
      return 2;
    case Rgb:
      return 3;
    case Rgba:
      return 4;
    default:
      return 0;
  }
}

bool valid_depth(int color_type, int depth) {
  switch (color_type) {
    case Gray:
      return depth == 1 || depth == 2 || depth == 4 || depth == 8 ||
             depth == 16;
    case Indexed:
      return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    default:
      return depth == 8 || depth == 16;
  }
}

/// One Adam7 pass, or the whole image when not interlaced.
struct Pass {
  int x0 = 0, y0 = 0, dx = 1, dy = 1;
  int width = 0, height = 0;
};

std::vector<Pass> passes_of(const PngLayout& png) {
  const int w = static_cast<int>(png.width);
  const int h = static_cast<int>(png.height);
  if (png.interlace == 0) return {Pass{0, 0, 1, 1, w, h}};
  static constexpr int kAdam7[7][4] = {{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8},
                                       {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2},
                                       {0, 1, 1, 2}};
  std::vector<Pass> passes;
  for (const auto& [x0, y0, dx, dy] : kAdam7) {
    Pass pass{x0, y0, dx, dy, (w - x0 + dx - 1) / dx, (h - y0 + dy - 1) / dy};
    // An empty pass has no rows at all, not even filter bytes.
    if (pass.width > 0 && pass.height > 0) passes.push_back(pass);
  }
  return passes;
}

std::size_t row_bytes(int width, int bits_per_pixel) {
  return (static_cast<std::size_t>(width) * bits_per_pixel + 7) / 8;
}

/// The bytes the whole image inflates to: rows and their filter bytes.
std::uint64_t expected_bytes(const PngLayout& png) {
  const int bits = channels_of(png.color_type) * png.bit_depth;
  std::uint64_t total = 0;
  for (const Pass& pass : passes_of(png)) {
    total += static_cast<std::uint64_t>(pass.height) *
             (1 + row_bytes(pass.width, bits));
  }
  return total;
}

std::uint16_t u16(const std::uint8_t* p) {
  return static_cast<std::uint16_t>(p[0] << 8 | p[1]);
}

/// Turns unfiltered rows into cells.
class PixelConverter {
 public:
  /// Empty when the header, PLTE and tRNS make sense, otherwise what not.
  std::string init(const PngLayout& png);
  /// Converts `count` pixels of `row` to cells at out[0], out[step], ...;
  /// `y` names the row in messages.
  std::string convert(const std::uint8_t* row, int count, std::uint8_t* out,
                      int step, int y) const;

 private:
  std::string init_palette(const PngLayout& png);
  int sample(const std::uint8_t* row, int i) const {
    if (depth_ == 8) return row[i];
    const int bit = i * depth_;
    return (row[bit >> 3] >> (8 - depth_ - (bit & 7))) & ((1 << depth_) - 1);
  }
  std::string convert_indexed(const std::uint8_t* row, int count,
                              std::uint8_t* out, int step, int y) const;

  int color_type_ = 0;
  int depth_ = 8;
  bool keyed_ = false;  // tRNS gives a colour that is transparent
  std::array<std::uint16_t, 3> key_{};
  int palette_size_ = 0;
  std::array<std::uint8_t, 256> palette_luma_{};
  std::array<std::uint8_t, 256> palette_alpha_{};
};

std::string PixelConverter::init_palette(const PngLayout& png) {
  if (png.palette.size() % 3 != 0 || png.palette.size() > 256 * 3) {
    return "the PNG is damaged (its PLTE chunk has " +
           std::to_string(png.palette.size()) +
           " bytes, not 3 for each of at most 256 colours)";
  }
  if (color_type_ != Indexed) return {};  // only a suggestion: unused
  palette_size_ = static_cast<int>(png.palette.size() / 3);
  if (palette_size_ == 0) return "the PNG is damaged (it has no palette)";
  if (png.transparency.size() > png.palette.size() / 3) {
    return "the PNG is damaged (its tRNS chunk has more entries than its "
           "palette)";
  }
  palette_alpha_.fill(255);
  for (int i = 0; i < palette_size_; ++i) {
    const auto* rgb = reinterpret_cast<const std::uint8_t*>(png.palette.data());
    palette_luma_[i] = luminance(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]);
    if (static_cast<std::size_t>(i) < png.transparency.size()) {
      palette_alpha_[i] = static_cast<std::uint8_t>(png.transparency[i]);
    }
  }
  return {};
}

std::string PixelConverter::init(const PngLayout& png) {
  color_type_ = png.color_type;
  depth_ = png.bit_depth;
  if (channels_of(color_type_) == 0) {
    return "the PNG has an unknown colour type " + std::to_string(color_type_);
  }
  if (!valid_depth(color_type_, depth_)) {
    return "the PNG has bit depth " + std::to_string(depth_) +
           ", which colour type " + std::to_string(color_type_) +
           " does not allow";
  }
  if (png.compression != 0 || png.filter != 0 || png.interlace > 1) {
    return "the PNG has an unknown compression, filter or interlace method";
  }
  if (color_type_ == Indexed && !png.has_palette) {
    return "the PNG is damaged (a palette image without a PLTE chunk)";
  }
  if (png.has_palette) {
    if (std::string problem = init_palette(png); !problem.empty()) {
      return problem;
    }
  }
  if (!png.has_transparency || color_type_ == Indexed) return {};
  if (color_type_ == GrayAlpha || color_type_ == Rgba) {
    return "the PNG is damaged (a tRNS chunk in an image with alpha)";
  }
  const std::size_t values = color_type_ == Gray ? 1 : 3;
  if (png.transparency.size() != 2 * values) {
    return "the PNG is damaged (its tRNS chunk has the wrong length)";
  }
  keyed_ = true;
  for (std::size_t i = 0; i < values; ++i) {
    key_[i] = u16(
        reinterpret_cast<const std::uint8_t*>(png.transparency.data()) + 2 * i);
    // At 8 bits and below only the low byte counts, as in libpng and stb.
    if (depth_ < 16) key_[i] &= 0xff;
  }
  return {};
}

std::string PixelConverter::convert_indexed(const std::uint8_t* row, int count,
                                            std::uint8_t* out, int step,
                                            int y) const {
  for (int i = 0; i < count; ++i, out += step) {
    const int index = sample(row, i);
    if (index >= palette_size_) {
      return "the PNG is damaged (a pixel in row " + std::to_string(y + 1) +
             " uses palette index " + std::to_string(index) +
             ", but the palette has " + std::to_string(palette_size_) +
             " colours)";
    }
    *out = palette_alpha_[index] == 0 ? kBlocked : palette_luma_[index];
  }
  return {};
}

std::string PixelConverter::convert(const std::uint8_t* row, int count,
                                    std::uint8_t* out, int step, int y) const {
  static constexpr std::uint8_t kScale[9] = {0, 0xff, 0x55, 0, 0x11,
                                             0, 0,    0,    1};
  if (color_type_ == Indexed) return convert_indexed(row, count, out, step, y);
  const bool wide = depth_ == 16;
  for (int i = 0; i < count; ++i, out += step) {
    std::uint8_t value = 0;
    bool clear = false;  // fully transparent
    if (color_type_ == Gray && !wide) {
      const int s = sample(row, i);
      clear = keyed_ && s == key_[0];
      value = static_cast<std::uint8_t>(s * kScale[depth_]);
    } else if (color_type_ == Gray || color_type_ == GrayAlpha) {
      const int stride = color_type_ == Gray ? 1 : 2;
      const std::uint8_t* p = row + i * stride * (wide ? 2 : 1);
      const std::uint16_t v = wide ? u16(p) : p[0];
      clear = color_type_ == Gray ? keyed_ && v == key_[0]
                                  : (wide ? u16(p + 2) : p[1]) == 0;
      value = wide ? luminance16(v, v, v) : static_cast<std::uint8_t>(v);
    } else {
      const int stride = color_type_ == Rgb ? 3 : 4;
      const std::uint8_t* p = row + i * stride * (wide ? 2 : 1);
      const std::uint16_t r = wide ? u16(p) : p[0];
      const std::uint16_t g = wide ? u16(p + 2) : p[1];
      const std::uint16_t b = wide ? u16(p + 4) : p[2];
      clear = color_type_ == Rgb
                  ? keyed_ && r == key_[0] && g == key_[1] && b == key_[2]
                  : (wide ? u16(p + 6) : p[3]) == 0;
      value = wide ? luminance16(r, g, b)
                   : luminance(static_cast<std::uint8_t>(r),
                               static_cast<std::uint8_t>(g),
                               static_cast<std::uint8_t>(b));
    }
    *out = clear ? kBlocked : value;
  }
  return {};
}

std::uint8_t paeth(int a, int b, int c) {
  const int p = a + b - c;
  const int pa = std::abs(p - a);
  const int pb = std::abs(p - b);
  const int pc = std::abs(p - c);
  if (pa <= pb && pa <= pc) return static_cast<std::uint8_t>(a);
  return static_cast<std::uint8_t>(pb <= pc ? b : c);
}

/// Undoes a row's filter in place; `prior` is the row above (zeros for the
/// first row of a pass); `bpp` the bytes of one pixel, at least 1.
void unfilter(int filter, std::uint8_t* row, const std::uint8_t* prior,
              std::size_t length, std::size_t bpp) {
  for (std::size_t i = 0; i < length; ++i) {
    const int left = i >= bpp ? row[i - bpp] : 0;
    const int up = prior[i];
    const int up_left = i >= bpp ? prior[i - bpp] : 0;
    int add = 0;
    switch (filter) {
      case 1:
        add = left;
        break;
      case 2:
        add = up;
        break;
      case 3:
        add = (left + up) >> 1;
        break;
      case 4:
        add = paeth(left, up, up_left);
        break;
      default:
        break;
    }
    row[i] = static_cast<std::uint8_t>(row[i] + add);
  }
}

/// Collects inflated bytes into rows, unfilters and converts each row as it
/// completes, pass by pass.
class RowDecoder {
 public:
  RowDecoder(const PngLayout& png, const PixelConverter& pixels, Grid& grid)
      : pixels_(pixels),
        grid_(grid),
        passes_(passes_of(png)),
        bits_per_pixel_(channels_of(png.color_type) * png.bit_depth) {
    start_pass();
  }

  bool complete() const { return pass_ == passes_.size(); }
  const std::string& problem() const { return problem_; }

  std::string consume(std::span<const std::uint8_t> data) {
    while (!data.empty() && problem_.empty() && !complete()) {
      const std::size_t n = std::min(row_.size() - filled_, data.size());
      std::memcpy(row_.data() + filled_, data.data(), n);
      filled_ += n;
      data = data.subspan(n);
      if (filled_ == row_.size()) problem_ = finish_row();
    }
    return problem_;
  }

 private:
  std::size_t row_bytes(int width) const {
    return detail::row_bytes(width, bits_per_pixel_);
  }
  void start_pass() {
    if (complete()) return;
    const std::size_t bytes = 1 + row_bytes(passes_[pass_].width);
    row_.assign(bytes, 0);
    prior_.assign(bytes, 0);
    filled_ = 0;
    y_ = 0;
  }
  std::string finish_row() {
    const Pass& pass = passes_[pass_];
    const int y = pass.y0 + y_ * pass.dy;
    const int filter = row_[0];
    if (filter > 4) {
      return "the PNG is damaged (row " + std::to_string(y + 1) +
             " has an unknown filter type " + std::to_string(filter) + ")";
    }
    const std::size_t bpp = std::max(1, bits_per_pixel_ / 8);
    unfilter(filter, row_.data() + 1, prior_.data() + 1, row_.size() - 1, bpp);
    std::uint8_t* out = grid_.cells_to_write().data() +
                        static_cast<std::size_t>(y) * grid_.width() + pass.x0;
    if (std::string problem =
            pixels_.convert(row_.data() + 1, pass.width, out, pass.dx, y);
        !problem.empty()) {
      return problem;
    }
    std::swap(row_, prior_);
    filled_ = 0;
    if (++y_ == pass.height) {
      ++pass_;
      start_pass();
    }
    return {};
  }

  const PixelConverter& pixels_;
  Grid& grid_;
  std::vector<Pass> passes_;
  int bits_per_pixel_;
  std::size_t pass_ = 0;
  int y_ = 0;                        // row within the pass
  std::vector<std::uint8_t> row_;    // filter byte, then the row
  std::vector<std::uint8_t> prior_;  // the previous row, same layout
  std::size_t filled_ = 0;
  std::string problem_;
};

}  // namespace

std::string decode_png(const PngLayout& png, Grid& grid) {
  PixelConverter pixels;
  if (std::string problem = pixels.init(png); !problem.empty()) return problem;
  if (png.image_data.empty())
    return "the PNG has no image data (no IDAT chunk)";
  const std::uint64_t expected = expected_bytes(png);
  const std::string size =
      std::to_string(png.width) + "x" + std::to_string(png.height);
  // Deflate turns one byte into at most 1032 (two 1-bit codes for a
  // 258-byte copy): data too short for the image is refused before the grid
  // is allocated.
  std::uint64_t compressed = 0;
  for (std::string_view piece : png.image_data) compressed += piece.size();
  if (expected > 1040 * compressed + 1024) {
    return "the image data is truncated (" + std::to_string(compressed) +
           " compressed bytes cannot hold the " + std::to_string(expected) +
           " bytes a " + size + " image needs)";
  }
  grid = Grid(static_cast<int>(png.width), static_cast<int>(png.height));
  RowDecoder rows(png, pixels, grid);
  const InflateResult inflated = inflate_zlib(
      png.image_data, expected, [&rows](std::span<const std::uint8_t> data) {
        return rows.consume(data);
      });
  if (!rows.problem().empty()) return rows.problem();
  if (inflated.over_limit) {
    return "the compressed image data inflates to more than the " +
           std::to_string(expected) + " bytes a " + size +
           " image needs; refused (a zlib bomb?)";
  }
  if (!inflated.problem.empty()) {
    return "the image data is damaged or truncated (" + inflated.problem + ")";
  }
  if (!rows.complete()) {
    return "the image data is truncated (it inflates to " +
           std::to_string(inflated.produced) + " of the " +
           std::to_string(expected) + " bytes a " + size + " image needs)";
  }
  return {};
}

}  // namespace astar::detail
