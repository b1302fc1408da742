#include "astar/io/image_io.hpp"

#include <stb_image.h>
#include <stb_image_write.h>

#include <climits>
#include <cstring>
#include <memory>

#include "astar/io/file_io.hpp"
#include "png_chunks.hpp"

namespace astar {
namespace {

constexpr unsigned char kPngSignature[8] = {0x89, 'P',  'N',  'G',
                                            '\r', '\n', 0x1a, '\n'};

bool has_png_signature(std::string_view bytes) {
  return bytes.size() >= sizeof kPngSignature &&
         std::memcmp(bytes.data(), kPngSignature, sizeof kPngSignature) == 0;
}

bool has_bmp_signature(std::string_view bytes) {
  return bytes.size() >= 2 && bytes[0] == 'B' && bytes[1] == 'M';
}

const stbi_uc* as_stbi(std::string_view bytes) {
  return reinterpret_cast<const stbi_uc*>(bytes.data());
}

std::string stb_reason() {
  const char* reason = stbi_failure_reason();
  return reason != nullptr ? reason : "unknown";
}

struct StbFree {
  void operator()(void* pixels) const { stbi_image_free(pixels); }
};

/// Fills `grid` from RGBA pixels of 8 or 16 bits per channel.
template <typename Channel>
void fill_from_rgba(const Channel* rgba, Grid& grid) {
  const int count = grid.cell_count();
  for (int i = 0; i < count; ++i, rgba += 4) {
    std::uint8_t value;
    if (rgba[3] == 0) {
      value = kBlocked;
    } else if constexpr (sizeof(Channel) == 1) {
      value = luminance(rgba[0], rgba[1], rgba[2]);
    } else {
      value = luminance16(rgba[0], rgba[1], rgba[2]);
    }
    grid.set(i, value);
  }
}

void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                             static_cast<std::size_t>(size));
}

}  // namespace

Result<Grid> decode_image(std::string_view bytes, const std::string& name) {
  if (bytes.empty())
    return fail(ErrorKind::BadFile, name + ": the file is empty");
  if (bytes.size() > static_cast<std::size_t>(INT_MAX)) {
    return fail(ErrorKind::Unsupported,
                name + ": the file is too large to decode");
  }
  if (has_png_signature(bytes)) {
    const detail::PngLayout png = detail::check_png_chunks(bytes);
    if (!png.problem.empty())
      return fail(ErrorKind::BadFile, name + ": " + png.problem);
    if (std::string problem = check_grid_size(png.width, png.height);
        !problem.empty()) {
      return fail(ErrorKind::Unsupported, name + ": image " + problem);
    }
  }
  const int length = static_cast<int>(bytes.size());
  int width = 0;
  int height = 0;
  int channels = 0;
  if (!stbi_info_from_memory(as_stbi(bytes), length, &width, &height,
                             &channels)) {
    return fail(
        ErrorKind::BadFile,
        name + ": not an image stb_image can read (" + stb_reason() + ")");
  }
  if (std::string problem = check_grid_size(width, height); !problem.empty()) {
    return fail(ErrorKind::Unsupported, name + ": image " + problem);
  }
  Grid grid(width, height);
  int decoded_width = 0;
  int decoded_height = 0;
  const auto damaged = [&] {
    return fail(ErrorKind::BadFile,
                name + ": the image data is damaged or truncated (" +
                    stb_reason() + ")");
  };
  // stb decodes palette images to RGB(A) and turns tRNS transparency into an
  // alpha channel; asking for 4 channels gives one layout for every input.
  if (stbi_is_16_bit_from_memory(as_stbi(bytes), length)) {
    std::unique_ptr<stbi_us, StbFree> pixels(stbi_load_16_from_memory(
        as_stbi(bytes), length, &decoded_width, &decoded_height, &channels, 4));
    if (!pixels) return damaged();
    if (decoded_width != width || decoded_height != height) return damaged();
    fill_from_rgba(pixels.get(), grid);
  } else {
    std::unique_ptr<stbi_uc, StbFree> pixels(stbi_load_from_memory(
        as_stbi(bytes), length, &decoded_width, &decoded_height, &channels, 4));
    if (!pixels) return damaged();
    if (decoded_width != width || decoded_height != height) return damaged();
    fill_from_rgba(pixels.get(), grid);
  }
  return grid;
}

Result<Grid> read_image(const std::string& path) {
  Result<std::string> bytes = read_file(path, kMaxImageFileBytes);
  if (!bytes) return bytes.failure();
  const std::string ext = lowercase_extension(path);
  if (ext == ".png" && !has_png_signature(bytes.value())) {
    return fail(ErrorKind::BadFile,
                path + ": not a PNG file (the PNG signature is missing)");
  }
  if (ext == ".bmp" && !has_bmp_signature(bytes.value())) {
    return fail(ErrorKind::BadFile,
                path + ": not a BMP file (it does not start with 'BM')");
  }
  return decode_image(bytes.value(), path);
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
