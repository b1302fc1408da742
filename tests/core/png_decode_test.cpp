// Our row-by-row PNG decoder against stb_image, the decoder it replaced:
// random images of every colour type, bit depth, filter and interlace give
// the same cells both ways.
#include <gtest/gtest.h>
#include <stb/stb_image.h>

#include <memory>
#include <random>

#include "astar/io/image_io.hpp"
#include "image_bytes.hpp"

// In libstb, though only stb_image_write's implementation declares it.
extern "C" unsigned char* stbi_zlib_compress(unsigned char* data, int data_len,
                                             int* out_len, int quality);

namespace astar {
namespace png_decode_test {

using namespace astar::test;

/// The grid stb_image makes of `png`, as decode_image did before.
Grid stb_grid(const std::string& png) {
  const auto* data = reinterpret_cast<const stbi_uc*>(png.data());
  const int length = static_cast<int>(png.size());
  int w = 0, h = 0, n = 0;
  Grid grid;
  if (stbi_is_16_bit_from_memory(data, length)) {
    std::unique_ptr<stbi_us, void (*)(void*)> p(
        stbi_load_16_from_memory(data, length, &w, &h, &n, 4), stbi_image_free);
    if (!p) return grid;
    grid = Grid(w, h);
    for (int i = 0; i < w * h; ++i) {
      const stbi_us* px = p.get() + 4 * i;
      grid.set(i, px[3] == 0 ? kBlocked : luminance16(px[0], px[1], px[2]));
    }
  } else {
    std::unique_ptr<stbi_uc, void (*)(void*)> p(
        stbi_load_from_memory(data, length, &w, &h, &n, 4), stbi_image_free);
    if (!p) return grid;
    grid = Grid(w, h);
    for (int i = 0; i < w * h; ++i) {
      const stbi_uc* px = p.get() + 4 * i;
      grid.set(i, px[3] == 0 ? kBlocked : luminance(px[0], px[1], px[2]));
    }
  }
  return grid;
}

int channels(int color_type) {
  return color_type == 2 ? 3 : color_type == 4 ? 2 : color_type == 6 ? 4 : 1;
}

/// Random filtered rows for the image, pass by pass when interlaced.
std::string random_raw(std::mt19937& rng, int w, int h, int depth,
                       int color_type, bool interlaced) {
  static constexpr int kAdam7[7][4] = {{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8},
                                       {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2},
                                       {0, 1, 1, 2}};
  std::string raw;
  auto rows = [&](int pw, int ph) {
    if (pw <= 0 || ph <= 0) return;
    const int bytes = (pw * channels(color_type) * depth + 7) / 8;
    for (int y = 0; y < ph; ++y) {
      raw += static_cast<char>(rng() % 5);
      // Small values keep tRNS keys and palette indices in play.
      for (int i = 0; i < bytes; ++i) {
        raw += static_cast<char>(rng() % 4 == 0 ? rng() % 3 : rng());
      }
    }
  };
  if (!interlaced) {
    rows(w, h);
  } else {
    for (const auto& [x0, y0, dx, dy] : kAdam7) {
      rows((w - x0 + dx - 1) / dx, (h - y0 + dy - 1) / dy);
    }
  }
  return raw;
}

/// PLTE and tRNS chunks that fit the image.
std::string random_extra(std::mt19937& rng, int depth, int color_type) {
  std::string extra;
  if (color_type == 3) {
    const int entries = 1 << depth;
    std::string palette;
    for (int i = 0; i < 3 * entries; ++i) palette += static_cast<char>(rng());
    extra += chunk("PLTE", palette);
    if (rng() % 2) {
      std::string alpha;
      for (int i = 0; i < static_cast<int>(rng() % (entries + 1)); ++i) {
        alpha += static_cast<char>(rng() % 3 == 0 ? 0 : rng());
      }
      extra += chunk("tRNS", alpha);
    }
  } else if ((color_type == 0 || color_type == 2) && rng() % 2) {
    std::string key;
    for (int i = 0; i < (color_type == 0 ? 1 : 3); ++i) {
      key += '\0';
      key += static_cast<char>(rng() % 3);
    }
    extra += chunk("tRNS", key);
  }
  return extra;
}

TEST(PngDecodeTest, MatchesStbOnRandomImages) {
  std::mt19937 rng(7);
  const std::pair<int, std::vector<int>> kinds[] = {{0, {1, 2, 4, 8, 16}},
                                                    {2, {8, 16}},
                                                    {3, {1, 2, 4, 8}},
                                                    {4, {8, 16}},
                                                    {6, {8, 16}}};
  int compared = 0;
  for (int round = 0; round < 600; ++round) {
    const auto& [color_type, depths] = kinds[rng() % 5];
    const int depth = depths[rng() % depths.size()];
    const int w = 1 + static_cast<int>(rng() % 19);
    const int h = 1 + static_cast<int>(rng() % 19);
    const bool interlaced = rng() % 2;
    std::string raw = random_raw(rng, w, h, depth, color_type, interlaced);
    std::string zlib = zlib_stored(raw);
    if (rng() % 2) {  // stb_image_write's compressor: fixed Huffman codes
      int length = 0;
      unsigned char* packed =
          stbi_zlib_compress(reinterpret_cast<unsigned char*>(raw.data()),
                             static_cast<int>(raw.size()), &length, 8);
      zlib.assign(reinterpret_cast<char*>(packed), length);
      std::free(packed);
    }
    const std::string png =
        png_with_zlib(w, h, depth, color_type, zlib,
                      random_extra(rng, depth, color_type), interlaced);
    Result<Grid> ours = decode_image(png, "r.png");
    ASSERT_TRUE(ours.ok()) << ours.error();
    const Grid reference = stb_grid(png);
    ASSERT_FALSE(reference.empty()) << stbi_failure_reason();
    EXPECT_EQ(ours.value(), reference)
        << "colour type " << color_type << ", depth " << depth << ", " << w
        << "x" << h << (interlaced ? " interlaced" : "");
    ++compared;
  }
  EXPECT_EQ(compared, 600);
}

TEST(PngDecodeTest, DynamicHuffmanBlocks) {
  // zlib.compress(rows, 9) of a 24x10 8-bit gray image with filters 0..4,
  // made by Python's zlib: one block with dynamic Huffman codes.
  const std::string hex =
      "78da05c1394ac5401800e03ffb649b6c9375b24c92c9faf2142c423a112c6c84d88a"
      "2058593c6cedc4cec603d8ea09bc8077f3fb000409340416062f802881bc80ba857e"
      "144014554d316de4fa6618639a7bac21dd108b82a8a8c8b0b0e3111265196555ddf3"
      "7e992490155d377decd220e469762cd9da7697e32c4b324206b11de6932549b7a2ba"
      "6ef83e4c0f20299a4e2cdc7ac1459c5ce5e55eb78ffdf8b208a022dfb4b9ebaf517c"
      "438b7bd69cbae1edb0888a860dab75bc2d8c6eb3fca9aa5f79ff391fbe2515e926c3"
      "ee46c23da5cf257b6fbbaf69fe3d930119d476d680dc25d9a9a83e1afe334e7fc7f3"
      "7f496f1e93";
  std::string zlib;
  for (std::size_t i = 0; i < hex.size(); i += 2) {
    zlib += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  }
  const std::string png = png_with_zlib(24, 10, 8, 0, zlib);
  Result<Grid> ours = decode_image(png, "d.png");
  ASSERT_TRUE(ours.ok()) << ours.error();
  EXPECT_EQ(ours.value(), stb_grid(png));
}

}  // namespace png_decode_test
}  // namespace astar
