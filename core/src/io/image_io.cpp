#include "astar/io/image_io.hpp"

#include <stb_image.h>
#include <stb_image_write.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <memory>

#include "astar/io/file_io.hpp"
#include "image_formats.hpp"
#include "png_chunks.hpp"
#include "png_decode.hpp"

namespace astar {
namespace {

std::string stb_reason() {
  const char* reason = stbi_failure_reason();
  return reason != nullptr ? reason : "unknown";
}

struct StbFree {
  void operator()(void* pixels) const { stbi_image_free(pixels); }
};

/// Fills `grid` from 8-bit pixels of 1 (gray), 2 (gray, alpha), 3 (RGB) or
/// 4 (RGBA) channels.
void fill_from_pixels(const stbi_uc* pixels, int channels, Grid& grid) {
  std::uint8_t* out = grid.cells_to_write().data();
  const std::size_t count = grid.cells().size();
  for (std::size_t i = 0; i < count; ++i, pixels += channels) {
    const bool alpha = channels == 2 || channels == 4;
    if (alpha && pixels[channels - 1] == 0) {
      out[i] = kBlocked;
    } else if (channels <= 2) {
      out[i] = pixels[0];
    } else {
      out[i] = luminance(pixels[0], pixels[1], pixels[2]);
    }
  }
}

void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                             static_cast<std::size_t>(size));
}

Result<Grid> decode_png_bytes(std::string_view bytes, const std::string& name) {
  const detail::PngLayout png = detail::check_png_chunks(bytes);
  if (!png.problem.empty())
    return fail(ErrorKind::BadFile, name + ": " + png.problem);
  if (std::string problem = check_grid_size(png.width, png.height);
      !problem.empty()) {
    return fail(ErrorKind::Unsupported, name + ": image " + problem);
  }
  Grid grid;
  if (std::string problem = detail::decode_png(png, grid); !problem.empty()) {
    return fail(ErrorKind::BadFile, name + ": " + problem);
  }
  return grid;
}

/// BMP and TGA through stb_image, once their headers, sizes and palette
/// indices passed our own checks. Always at 8 bits: stb's 16-bit flag is
/// only meaningful for PNG, which never gets here.
Result<Grid> decode_with_stb(std::string_view bytes, const std::string& name,
                             detail::ImageFormat format) {
  const detail::RasterCheck check = format == detail::ImageFormat::Bmp
                                        ? detail::check_bmp(bytes)
                                        : detail::check_tga(bytes);
  if (!check.problem.empty()) {
    return fail(check.unsupported ? ErrorKind::Unsupported : ErrorKind::BadFile,
                name + ": " + check.problem);
  }
  int width = 0;
  int height = 0;
  int channels = 0;
  std::unique_ptr<stbi_uc, StbFree> pixels(stbi_load_from_memory(
      reinterpret_cast<const stbi_uc*>(bytes.data()),
      static_cast<int>(bytes.size()), &width, &height, &channels, 0));
  if (!pixels) {
    return fail(ErrorKind::BadFile,
                name + ": the image data is damaged or truncated (" +
                    stb_reason() + ")");
  }
  if (width != check.width || height != check.height || channels < 1 ||
      channels > 4) {
    return fail(ErrorKind::BadFile,
                name +
                    ": the image decodes to another size than its header "
                    "declares");
  }
  Grid grid(width, height);
  fill_from_pixels(pixels.get(), channels, grid);
  return grid;
}

}  // namespace

Result<Grid> decode_image(std::string_view bytes, const std::string& name) {
  if (bytes.empty())
    return fail(ErrorKind::BadFile, name + ": the file is empty");
  if (bytes.size() > static_cast<std::size_t>(INT_MAX)) {
    return fail(ErrorKind::Unsupported,
                name + ": the file is too large to decode");
  }
  const detail::ImageFormat format = detail::sniff_image(bytes);
  if (format == detail::ImageFormat::Png) return decode_png_bytes(bytes, name);
  if (format != detail::ImageFormat::Other) {
    return decode_with_stb(bytes, name, format);
  }
  const std::string looks_like = detail::other_format_name(bytes);
  return fail(looks_like.empty() ? ErrorKind::BadFile : ErrorKind::Unsupported,
              name + ": not a PNG, BMP or TGA image" +
                  (looks_like.empty() ? std::string()
                                      : " (it is " + looks_like +
                                            ", which is not supported)"));
}

Result<Grid> decode_png_image(std::string_view bytes, const std::string& name) {
  if (detail::sniff_image(bytes) != detail::ImageFormat::Png) {
    return fail(ErrorKind::BadFile,
                name + ": not a PNG image (the PNG signature is missing)");
  }
  return decode_png_bytes(bytes, name);
}

Result<RgbaImage> read_rgba_image(const std::string& path, int max_side) {
  Result<std::string> bytes = read_file(path, kMaxImageFileBytes);
  if (!bytes) return bytes.failure();
  const std::string_view data = bytes.value();
  if (data.size() > static_cast<std::size_t>(INT_MAX))
    return fail(ErrorKind::Unsupported, path + ": too large to decode");
  const detail::ImageFormat format = detail::sniff_image(data);
  int width = 0;
  int height = 0;
  std::string problem = "not a PNG, BMP or TGA image";
  if (format == detail::ImageFormat::Png) {
    const detail::PngLayout png = detail::check_png_chunks(data);
    problem = png.problem;
    width = static_cast<int>(std::min<long long>(png.width, INT_MAX));
    height = static_cast<int>(std::min<long long>(png.height, INT_MAX));
  } else if (format != detail::ImageFormat::Other) {
    const detail::RasterCheck check = format == detail::ImageFormat::Bmp
                                          ? detail::check_bmp(data)
                                          : detail::check_tga(data);
    problem = check.problem;
    width = check.width;
    height = check.height;
  }
  if (!problem.empty()) return fail(ErrorKind::BadFile, path + ": " + problem);
  if (width < 1 || height < 1 || width > max_side || height > max_side) {
    return fail(ErrorKind::Unsupported,
                path + ": " + std::to_string(width) + "x" +
                    std::to_string(height) + " is larger than " +
                    std::to_string(max_side) + " pixels on a side");
  }
  int got_w = 0, got_h = 0, channels = 0;
  std::unique_ptr<stbi_uc, StbFree> pixels(stbi_load_from_memory(
      reinterpret_cast<const stbi_uc*>(data.data()),
      static_cast<int>(data.size()), &got_w, &got_h, &channels, 4));
  if (!pixels || got_w != width || got_h != height) {
    return fail(ErrorKind::BadFile,
                path + ": the image data is damaged (" + stb_reason() + ")");
  }
  RgbaImage image{width, height, {}};
  image.pixels.resize(static_cast<std::size_t>(width) * height);
  std::memcpy(image.pixels.data(), pixels.get(), image.pixels.size() * 4);
  return image;
}

Result<Grid> decode_image_file(std::string_view bytes,
                               const std::string& path) {
  const std::string ext = lowercase_extension(path);
  const detail::ImageFormat format = detail::sniff_image(bytes);
  if (ext == ".png" && format != detail::ImageFormat::Png) {
    return fail(ErrorKind::BadFile,
                path + ": not a PNG file (the PNG signature is missing)");
  }
  if (ext == ".bmp" && format != detail::ImageFormat::Bmp) {
    return fail(ErrorKind::BadFile,
                path + ": not a BMP file (it does not start with 'BM')");
  }
  return decode_image(bytes, path);
}

Result<Grid> read_image(const std::string& path) {
  Result<std::string> bytes = read_file(path, kMaxImageFileBytes);
  if (!bytes) return bytes.failure();
  return decode_image_file(bytes.value(), path);
}

Result<std::string> encode_png(const Grid& grid) {
  if (grid.empty())
    return fail(ErrorKind::BadArgument, "cannot encode an empty map as PNG");
  std::string bytes;
  if (!stbi_write_png_to_func(append_bytes, &bytes, grid.width(), grid.height(),
                              1, grid.cells().data(), grid.width())) {
    return fail(ErrorKind::IoFailure,
                "stb_image_write could not encode the PNG");
  }
  return bytes;
}

Status write_png(const Grid& grid, const std::string& path) {
  Result<std::string> bytes = encode_png(grid);
  if (!bytes) return bytes.failure().prefixed(path + ": ");
  return write_file_atomic(path, bytes.value());
}

}  // namespace astar
