// The image loader, from memory, through the checks load_map applies to a
// file's contents. A PNG we decode is also decoded by stb_image (the decoder
// ours replaced), and the two grids must agree.
#include <stb_image.h>

#include <cstdint>
#include <memory>

#include "astar/io/image_io.hpp"
#include "fuzz_support.hpp"

namespace {

using astar::Grid;

// The grid stb_image makes of a PNG, as decode_image did before; empty when
// stb refuses it.
Grid stb_grid(std::string_view png) {
  const auto* data = reinterpret_cast<const stbi_uc*>(png.data());
  const int length = static_cast<int>(png.size());
  int w = 0, h = 0, n = 0;
  Grid grid;
  const bool wide = stbi_is_16_bit_from_memory(data, length);
  std::unique_ptr<void, void (*)(void*)> pixels(
      wide ? static_cast<void*>(
                 stbi_load_16_from_memory(data, length, &w, &h, &n, 4))
           : static_cast<void*>(
                 stbi_load_from_memory(data, length, &w, &h, &n, 4)),
      stbi_image_free);
  if (!pixels) return grid;
  grid = Grid(w, h);
  for (int i = 0; i < w * h; ++i) {
    if (wide) {
      const auto* p = static_cast<const stbi_us*>(pixels.get()) + 4 * i;
      grid.set(i, p[3] == 0 ? astar::kBlocked
                            : astar::luminance16(p[0], p[1], p[2]));
    } else {
      const auto* p = static_cast<const stbi_uc*>(pixels.get()) + 4 * i;
      grid.set(
          i, p[3] == 0 ? astar::kBlocked : astar::luminance(p[0], p[1], p[2]));
    }
  }
  return grid;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const std::string_view bytes = astar::fuzz::as_text(data, size);
  astar::Result<Grid> grid = astar::decode_image(bytes, "fuzz.img");
  if (!grid) {
    astar::fuzz::check_error_message(grid.error());
    return 0;
  }
  FUZZ_CHECK(!grid.value().empty());
  // stb is safe here: our decoder found the data inflates to exactly the
  // size the header declares, and the image is small.
  const bool png = size > 8 && data[0] == 0x89 && data[1] == 'P';
  if (png && grid.value().cell_count() <= (1 << 16)) {
    const Grid reference = stb_grid(bytes);
    FUZZ_CHECK(reference.empty() || reference == grid.value());
  }
  return 0;
}
