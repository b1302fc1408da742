#include "astar/io/image_io.hpp"

#include <gtest/gtest.h>
// Debian installs stb under /usr/include/stb; the symbols come with
// astar_core, which links libstb.
#include <stb/stb_image_write.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include "image_bytes.hpp"
#include "test_maps.hpp"

namespace astar {
namespace image_io_test {

using namespace astar::test;

/// stb_image_write's PNG of `channels` interleaved 8-bit channels.
std::string stb_png(int width, int height, int channels,
                    const std::string& pixels) {
  std::string out;
  EXPECT_TRUE(stbi_write_png_to_func(append_to_string, &out, width, height,
                                     channels, pixels.data(),
                                     width * channels));
  return out;
}

Grid decoded(const std::string& image) {
  Result<Grid> grid = decode_image(image, "test.png");
  EXPECT_TRUE(grid.ok()) << grid.error();
  return grid.ok() ? grid.value() : Grid();
}

std::vector<std::uint8_t> row_values(const Grid& grid) { return grid.cells(); }

// --- luminance ------------------------------------------------------------

TEST(ImageIoTest, EqualChannelsGiveBackTheirValue) {
  for (int v = 0; v < 256; ++v) {
    const auto b = static_cast<std::uint8_t>(v);
    EXPECT_EQ(luminance(b, b, b), v);
    const auto w = static_cast<std::uint16_t>(v * 257);
    EXPECT_EQ(luminance16(w, w, w), v);
  }
  EXPECT_EQ(luminance(255, 0, 0), 77);  // (77*255 + 128) >> 8 = 76.9 -> 77
  EXPECT_EQ(luminance(0, 255, 0), 149);
  EXPECT_EQ(luminance(0, 0, 255), 29);
}

// --- round trips ------------------------------------------------------------

TEST(ImageIoTest, PngRoundTripKeepsEveryCellValue) {
  Grid all_values(16, 16);
  for (int i = 0; i < 256; ++i) all_values.set(i, static_cast<std::uint8_t>(i));
  std::mt19937 rng(11);
  std::vector<Grid> grids = {all_values,
                             Grid(1, 1, kBlocked),
                             Grid(1, 1),
                             test::random_grid(rng, 97, 3, 30, 30),
                             test::random_grid(rng, 1, 40, 30, 30),
                             test::random_grid(rng, 200, 150, 20, 50)};
  std::uniform_int_distribution<int> any(0, 255);
  Grid noise(33, 65);
  for (int i = 0; i < noise.cell_count(); ++i) {
    noise.set(i, static_cast<std::uint8_t>(any(rng)));
  }
  grids.push_back(noise);
  for (const Grid& grid : grids) {
    Result<std::string> png = encode_png(grid);
    ASSERT_TRUE(png.ok()) << png.error();
    EXPECT_EQ(decoded(png.value()), grid);
  }
}

TEST(ImageIoTest, WritePngThenReadImage) {
  const std::string path =
      (std::filesystem::temp_directory_path() / "astar-image-io-test.png")
          .string();
  std::mt19937 rng(3);
  const Grid grid = test::random_grid(rng, 31, 7, 25, 40);
  ASSERT_TRUE(write_png(grid, path).ok());
  Result<Grid> back = read_image(path);
  std::filesystem::remove(path);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), grid);
}

// --- every colour type
// --------------------------------------------------------

TEST(ImageIoTest, GrayAlphaTreatsOnlyFullTransparencyAsBlocked) {
  const Grid grid =
      decoded(stb_png(3, 1, 2, bytes({200, 255, 200, 1, 200, 0})));
  EXPECT_EQ(row_values(grid), (std::vector<std::uint8_t>{200, 200, kBlocked}));
}

TEST(ImageIoTest, RgbUsesLuminance) {
  const Grid grid = decoded(
      stb_png(4, 1, 3, bytes({10, 10, 10, 255, 0, 0, 0, 255, 0, 0, 0, 255})));
  EXPECT_EQ(row_values(grid), (std::vector<std::uint8_t>{10, 77, 149, 29}));
}

TEST(ImageIoTest, RgbaUsesLuminanceAndAlpha) {
  const Grid grid = decoded(
      stb_png(3, 1, 4, bytes({90, 90, 90, 255, 90, 90, 90, 0, 0, 0, 255, 7})));
  EXPECT_EQ(row_values(grid), (std::vector<std::uint8_t>{90, kBlocked, 29}));
}

TEST(ImageIoTest, PaletteWithTransparency) {
  const std::string palette =
      chunk("PLTE", bytes({0, 0, 0, 255, 255, 255, 60, 60, 60, 255, 0, 0}));
  const std::string alpha = chunk("tRNS", bytes({255, 255, 0}));
  const Grid grid = decoded(
      build_png(5, 2, 8, 3, {bytes({0, 1, 2, 3, 1}), bytes({3, 2, 1, 0, 0})},
                palette + alpha));
  EXPECT_EQ(grid.width(), 5);
  EXPECT_EQ(row_values(grid),
            (std::vector<std::uint8_t>{0, 255, kBlocked, 77, 255, 77, kBlocked,
                                       255, 0, 0}));
}

TEST(ImageIoTest, SixteenBitGrayAndRgba) {
  // Gray: v * 257 is exactly v; 0x0080 rounds down to 0 and 0x0081 up to 1.
  const Grid gray = decoded(build_png(
      4, 1, 16, 0, {bytes({0x80, 0x80, 0x00, 0x80, 0x00, 0x81, 0xff, 0xff})}));
  EXPECT_EQ(row_values(gray), (std::vector<std::uint8_t>{128, 0, 1, 255}));
  // RGBA 16: an opaque equal-channel pixel, and a transparent one.
  const Grid rgba = decoded(
      build_png(2, 1, 16, 6,
                {bytes({0x2a, 0x2a, 0x2a, 0x2a, 0x2a, 0x2a, 0xff, 0xff,  //
                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00})}));
  EXPECT_EQ(row_values(rgba), (std::vector<std::uint8_t>{0x2a, kBlocked}));
}

TEST(ImageIoTest, GrayWithTransparentKeyAndLowBitDepth) {
  // 8-bit gray whose value 50 is declared transparent.
  const Grid keyed = decoded(build_png(3, 1, 8, 0, {bytes({50, 51, 255})},
                                       chunk("tRNS", bytes({0, 50}))));
  EXPECT_EQ(row_values(keyed), (std::vector<std::uint8_t>{kBlocked, 51, 255}));
  // 1-bit gray scales to 0 and 255.
  const Grid bits = decoded(build_png(8, 1, 1, 0, {bytes({0b10110000})}));
  EXPECT_EQ(row_values(bits),
            (std::vector<std::uint8_t>{255, 0, 255, 255, 0, 0, 0, 0}));
}

TEST(ImageIoTest, BmpAndTgaDecodeTheSameWay) {
  const std::string rgb =
      bytes({0, 0, 0, 120, 120, 120, 255, 255, 255, 0, 0, 255});
  for (auto writer : {stbi_write_bmp_to_func, stbi_write_tga_to_func}) {
    std::string image;
    ASSERT_TRUE(writer(append_to_string, &image, 2, 2, 3, rgb.data()));
    const Grid grid = decoded(image);
    EXPECT_EQ(row_values(grid), (std::vector<std::uint8_t>{0, 120, 255, 29}));
  }
}

// --- bad files: each gets its own message
// -------------------------------------

TEST(ImageIoTest, EachKindOfBadImageHasItsOwnError) {
  Result<std::string> good = encode_png(Grid(40, 30));
  ASSERT_TRUE(good.ok());
  const std::string truncated = good.value().substr(0, 60);
  std::string flipped = good.value();
  flipped[45] = static_cast<char>(flipped[45] ^ 0x10);  // inside IDAT
  const std::string no_end = good.value().substr(0, good.value().size() - 12);
  // Sound chunks around data that is not zlib at all.
  const std::string bad_zlib = build_png(2, 2, 8, 0, {}).substr(0, 33) +
                               chunk("IDAT", "not zlib data") +
                               chunk("IEND", "");
  const std::string oversize = build_png(9000, 2, 8, 0, {});

  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "x.png: the file is empty"},
      {"plain text, no picture", "x.png: not a PNG, BMP or TGA image"},
      {truncated,
       "x.png: the PNG is truncated (chunk 'IDAT' at byte 33 runs past the "
       "end of the file)"},
      {no_end, "x.png: the PNG is truncated (it ends before the IEND chunk)"},
      {flipped,
       "x.png: the PNG is damaged (chunk 'IDAT' at byte 33 fails its CRC "
       "check)"},
      {bad_zlib, "x.png: the image data is damaged or truncated ("},
      {oversize,
       "x.png: image size 9000x2 is larger than the limit of 8192x8192"},
      {build_png(0, 2, 8, 0, {}), "x.png: image size 0x2 is empty"},
      {std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IEND", ""),
       "x.png: the PNG is damaged (it does not start with a 13-byte IHDR "
       "chunk)"},
  };
  std::vector<std::string> seen;
  for (const auto& [input, expected] : cases) {
    Result<Grid> grid = decode_image(input, "x.png");
    ASSERT_FALSE(grid.ok()) << expected;
    EXPECT_EQ(grid.error().rfind(expected, 0), 0u) << grid.error();
    seen.push_back(grid.error());
  }
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(std::unique(seen.begin(), seen.end()), seen.end());
}

TEST(ImageIoTest, DamagedPngsFailCleanly) {
  std::mt19937 rng(23);
  Result<std::string> png = encode_png(test::random_grid(rng, 29, 13, 20, 40));
  ASSERT_TRUE(png.ok());
  int refused = 0;
  for (int round = 0; round < 2000; ++round) {
    std::string bytes = png.value();
    const std::size_t at = rng() % bytes.size();
    if (round % 2 == 0) {
      bytes[at] = static_cast<char>(bytes[at] ^ (1 + rng() % 255));
    } else {
      bytes.resize(at);
    }
    Result<Grid> grid = decode_image(bytes, "d.png");
    if (!grid.ok()) {
      ++refused;
      EXPECT_EQ(grid.error().rfind("d.png: ", 0), 0u);
    }
  }
  // Every flip inside a chunk breaks its CRC and every cut drops IEND; only
  // flips in the signature's last bytes can slip through as another format.
  EXPECT_GT(refused, 1990);
}

TEST(ImageIoTest, MislabelledFilesAreNamed) {
  const auto dir = std::filesystem::temp_directory_path();
  const std::string png_path = (dir / "astar-image-io-fake.png").string();
  const std::string bmp_path = (dir / "astar-image-io-fake.bmp").string();
  std::ofstream(png_path) << "BM not really a png";
  Result<std::string> real_png = encode_png(Grid(2, 2));
  ASSERT_TRUE(real_png.ok());
  std::ofstream(bmp_path, std::ios::binary) << real_png.value();
  Result<Grid> not_png = read_image(png_path);
  Result<Grid> not_bmp = read_image(bmp_path);
  std::filesystem::remove(png_path);
  std::filesystem::remove(bmp_path);
  ASSERT_FALSE(not_png.ok());
  EXPECT_EQ(not_png.error(),
            png_path + ": not a PNG file (the PNG signature is missing)");
  ASSERT_FALSE(not_bmp.ok());
  EXPECT_EQ(not_bmp.error(),
            bmp_path + ": not a BMP file (it does not start with 'BM')");
}

}  // namespace image_io_test
}  // namespace astar
