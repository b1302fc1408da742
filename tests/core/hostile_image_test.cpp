// The hostile images of issue 11, each built in a few bytes: every one is
// refused with a message that names the file and the problem, quickly and
// without allocating what the file claims.
#include <gtest/gtest.h>
#include <stb/stb_image_write.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "astar/io/image_io.hpp"
#include "astar/io/map_io.hpp"
#include "image_bytes.hpp"

namespace astar {
namespace hostile_image_test {

using namespace astar::test;

void expect_refused(const std::string& image, const std::string& message) {
  Result<Grid> grid = decode_image(image, "h.img");
  ASSERT_FALSE(grid.ok()) << "accepted: " << message;
  EXPECT_EQ(grid.error().rfind("h.img: " + message, 0), 0u) << grid.error();
}

TEST(HostileImageTest, SixteenBitPnmNamedTgaIsRefusedByItsMagic) {
  // Debian's stb reports 16 bits for this and then overflows its buffer.
  const std::string pnm = "P6\n8192 8192\n65535\n";
  expect_refused(pnm,
                 "not a PNG, BMP or TGA image (it is a PNM image (PBM, PGM or "
                 "PPM), which is not supported)");
  const std::string path =
      (std::filesystem::temp_directory_path() / "astar-hostile-pnm.tga")
          .string();
  std::ofstream(path, std::ios::binary) << pnm;
  Result<Grid> grid = load_map(path);
  std::filesystem::remove(path);
  ASSERT_FALSE(grid.ok());
  EXPECT_EQ(grid.error().rfind(path + ": not a PNG, BMP or TGA image", 0), 0u);
  EXPECT_EQ(grid.error_kind(), ErrorKind::Unsupported);
}

TEST(HostileImageTest, OtherFormatsAreRefusedWhateverTheirName) {
  expect_refused("GIF89a\x01\0\x01\0",
                 "not a PNG, BMP or TGA image (it is a GIF");
  expect_refused("\xff\xd8\xff\xe0",
                 "not a PNG, BMP or TGA image (it is a JPEG");
  expect_refused("P5\n1 1\n255\n\x80",
                 "not a PNG, BMP or TGA image (it is a PNM");
  expect_refused("#?RADIANCE\n",
                 "not a PNG, BMP or TGA image (it is a Radiance");
  expect_refused(std::string(40, '\x7f'), "not a PNG, BMP or TGA image");
}

TEST(HostileImageTest, ZlibBombIsRefusedAfterTheDeclaredSize) {
  // 1x1 gray needs 2 bytes; this 16 KiB stream inflates to 2.5 MB. A 1 MB
  // one (160 MB) would cost no more: inflation stops at byte 3.
  const std::string bomb = png_with_zlib(1, 1, 8, 0, zlib_bomb(10000));
  const auto start = std::chrono::steady_clock::now();
  expect_refused(bomb,
                 "the compressed image data inflates to more than the 2 bytes "
                 "a 1x1 image needs; refused (a zlib bomb?)");
  const std::string big = png_with_zlib(1, 1, 8, 0, zlib_bomb(650000));
  expect_refused(big, "the compressed image data inflates to more than");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(HostileImageTest, ShortPngDataIsTruncated) {
  // 4x4 gray needs 4 * (1 + 4) = 20 bytes; give 10.
  expect_refused(png_with_zlib(4, 4, 8, 0, zlib_stored(std::string(10, '\0'))),
                 "the image data is truncated (it inflates to 10 of the 20 "
                 "bytes a 4x4 image needs)");
}

TEST(HostileImageTest, CutCompressedStreamIsTruncated) {
  // 100x100 gray needs 10100 bytes; the whole stream would give 7741, and
  // half of it ends inside the block.
  const std::string stream = zlib_bomb(30);
  expect_refused(png_with_zlib(100, 100, 8, 0, stream.substr(0, 12)),
                 "the image data is damaged or truncated (the compressed data "
                 "is truncated)");
}

TEST(HostileImageTest, TooLittleDataForTheSizeIsRefusedBeforeAllocating) {
  // 8192x8192 16-bit RGBA interlaced needs 537 MB inflated; 21 compressed
  // bytes can give at most about 21 KB.
  expect_refused(
      png_with_zlib(8192, 8192, 16, 6, zlib_stored("0123456789"), "", 1),
      "the image data is truncated (21 compressed bytes cannot hold "
      "the 536886272 bytes a 8192x8192 image needs)");
}

TEST(HostileImageTest, TruncatedBmpIsRefused) {
  std::string bmp;
  const std::string rgb(4 * 4 * 3, '\x40');
  ASSERT_TRUE(
      stbi_write_bmp_to_func(append_to_string, &bmp, 4, 4, 3, rgb.data()));
  ASSERT_TRUE(decode_image(bmp, "ok.bmp").ok());
  bmp.resize(bmp.size() - 5);
  expect_refused(bmp,
                 "the BMP is truncated (its 4x4 pixels need 48 bytes from "
                 "byte 54, but the file has 97 bytes)");
  expect_refused(bmp.substr(0, 20),
                 "the BMP is truncated (its header is cut off)");
}

TEST(HostileImageTest, TruncatedTgaIsRefused) {
  // The bare 18-byte header of an uncompressed 8192x8192 gray image: it used
  // to become a map of 64 million walls.
  expect_refused(tga_header(3, 8192, 8192, 8),
                 "the TGA is truncated (its 8192x8192 pixels need 67108864 "
                 "bytes from byte 18, but the file has 18 bytes)");
  // Run-length compressed, as stb_image_write makes them, cut short.
  std::string tga;
  std::string rgb;
  for (int i = 0; i < 16 * 3; ++i) rgb += static_cast<char>(i * 5);
  ASSERT_TRUE(
      stbi_write_tga_to_func(append_to_string, &tga, 4, 4, 3, rgb.data()));
  ASSERT_TRUE(decode_image(tga, "ok.tga").ok());
  expect_refused(tga.substr(0, 30),
                 "the TGA is truncated (its run-length data ends after");
}

TEST(HostileImageTest, PaletteIndexPastThePaletteIsRefused) {
  // BMP: two colours, a pixel uses index 5.
  expect_refused(bmp_indexed(3, {bytes({0, 1, 5})}, 2),
                 "the BMP is damaged (a pixel uses palette index 5, but the "
                 "palette has 2 colours)");
  ASSERT_TRUE(decode_image(bmp_indexed(3, {bytes({0, 1, 1})}, 2), "ok").ok());
  // TGA: uncompressed colour-mapped, three colours, index 3.
  expect_refused(
      tga_header(1, 2, 1, 8, 3) + std::string(9, '\x7f') + bytes({2, 3}),
      "the TGA is damaged (a pixel uses palette index 3, but the "
      "palette has 3 colours)");
  // PNG: a 2-colour palette and a 2-bit pixel of 3.
  expect_refused(build_png(1, 1, 2, 3, {bytes({0xc0})},
                           chunk("PLTE", std::string(6, '\x10'))),
                 "the PNG is damaged (a pixel in row 1 uses palette index 3, "
                 "but the palette has 2 colours)");
}

TEST(HostileImageTest, HugeDeclaredSizesAreRefusedBeforeDecoding) {
  expect_refused(tga_header(3, 9000, 2, 8) + std::string(18000, '\0'),
                 "image size 9000x2 is larger than the limit of 8192x8192");
  std::string bmp = bmp_indexed(1, {bytes({0})}, 2);
  // Height INT_MIN: top-down with 2^31 rows (stb's abs() of it overflows).
  bmp.replace(22, 4, bytes({0, 0, 0, 0x80}));
  expect_refused(bmp, "image size 1x2147483648 is larger than the limit");
}

TEST(HostileImageTest, TopDownBmpIsReadTopRowFirst) {
  // Two colours (black, white); the rows as stored: top row first.
  std::string bmp = bmp_indexed(2, {bytes({0, 1}), bytes({1, 1})}, 2);
  bmp.replace(22, 4, bytes({0xfe, 0xff, 0xff, 0xff}));  // height -2
  Result<Grid> grid = decode_image(bmp, "top-down.bmp");
  ASSERT_TRUE(grid.ok()) << grid.error();
  ASSERT_EQ(grid.value().width(), 2);
  ASSERT_EQ(grid.value().height(), 2);
  EXPECT_EQ(grid.value().at(0, 0), 0);
  EXPECT_EQ(grid.value().at(1, 0), 255);
  EXPECT_EQ(grid.value().at(0, 1), 255);
  EXPECT_EQ(grid.value().at(1, 1), 255);
}

TEST(HostileImageTest, BmpColourCountPastItsPaletteIsRefused) {
  std::string bmp = bmp_indexed(2, {bytes({0, 1})}, 2);
  ASSERT_TRUE(decode_image(bmp, "ok.bmp").ok());
  bmp.replace(46, 4, bytes({2, 0, 0, 0}));
  ASSERT_TRUE(decode_image(bmp, "ok.bmp").ok());
  bmp.replace(46, 4, bytes({3, 0, 0, 0}));
  expect_refused(bmp,
                 "the BMP is damaged (its header counts 3 colours, but its "
                 "palette holds 2)");
}

TEST(HostileImageTest, TgaRunPastTheImageIsRefused) {
  // A 2x1 gray image: one run packet of 3 pixels, then one of 2.
  const std::string header = tga_header(11, 2, 1, 8);
  ASSERT_TRUE(decode_image(header + bytes({0x81, 0x40}), "ok.tga").ok());
  expect_refused(header + bytes({0x82, 0x40}),
                 "the TGA is damaged (a run-length packet of 3 pixels runs "
                 "past the image, which has 2 of its 2 pixels left)");
  // A raw packet of 2 after 1 pixel of a 2-pixel image.
  expect_refused(header + bytes({0x80, 0x40, 0x01, 0x10, 0x20}),
                 "the TGA is damaged (a run-length packet of 2 pixels runs "
                 "past the image, which has 1 of its 2 pixels left)");
}

}  // namespace hostile_image_test
}  // namespace astar
