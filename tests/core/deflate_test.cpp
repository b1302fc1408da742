#include "astar/io/deflate.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

#include <random>

#include "astar/io/map_io.hpp"
#include "io/zlib_inflate.hpp"

namespace astar {
namespace deflate_test {

// What zlib itself makes of our stream: any standard inflater must read it.
std::string zlib_uncompress(const std::string& stream, std::size_t size) {
  std::string out(size, '\0');
  uLongf length = static_cast<uLongf>(size);
  const int status = uncompress(reinterpret_cast<Bytef*>(out.data()), &length,
                                reinterpret_cast<const Bytef*>(stream.data()),
                                static_cast<uLong>(stream.size()));
  EXPECT_EQ(status, Z_OK);
  out.resize(length);
  return out;
}

// And what the core's own inflater makes of it.
std::string core_inflate(const std::string& stream) {
  std::string out;
  const detail::InflateResult result = detail::inflate_zlib(
      {stream}, std::uint64_t{1} << 30,
      [&out](std::span<const std::uint8_t> piece) {
        out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
        return std::string();
      });
  EXPECT_EQ(result.problem, "");
  return out;
}

void expect_round_trip(const std::string& bytes) {
  const std::string stream = deflate_zlib(bytes);
  EXPECT_EQ(zlib_uncompress(stream, bytes.size()), bytes);
  EXPECT_EQ(core_inflate(stream), bytes);
  EXPECT_EQ(adler32(bytes), static_cast<std::uint32_t>(::adler32(
                                ::adler32(0, nullptr, 0),
                                reinterpret_cast<const Bytef*>(bytes.data()),
                                static_cast<uInt>(bytes.size()))));
}

TEST(Deflate, RandomBytesRoundTrip) {
  std::mt19937 rng(7);
  for (std::size_t size : {0, 1, 2, 3, 4, 100, 1000, 40000, 70000, 300000}) {
    std::string bytes(size, '\0');
    for (char& c : bytes) c = static_cast<char>(rng() & 0xff);
    expect_round_trip(bytes);
  }
}

TEST(Deflate, StructuredDataRoundTripsAndShrinks) {
  std::mt19937 rng(8);
  // Few symbols, runs and repeats: what a map looks like, and worse.
  for (int round = 0; round < 20; ++round) {
    std::string bytes;
    const std::size_t size = 1 + rng() % 200000;
    while (bytes.size() < size) {
      const char value = "\x00\xff\xfb\x05"[rng() % 4];
      bytes.append(1 + rng() % 300, value);
      if (rng() % 3 == 0 && bytes.size() > 100) {
        bytes += bytes.substr(bytes.size() - 1 - rng() % 90, 1 + rng() % 80);
      }
    }
    expect_round_trip(bytes);
    EXPECT_LT(deflate_zlib(bytes).size(), bytes.size() / 4);
  }
  const std::string zeros(5 << 20, '\0');
  const std::string stream = deflate_zlib(zeros);
  EXPECT_LT(stream.size(), zeros.size() / 500);
  EXPECT_EQ(core_inflate(stream), zeros);
}

TEST(Deflate, BlocksOfManySymbolsRoundTrip) {
  // More than one block's worth of literals and references.
  std::mt19937 rng(9);
  std::string bytes;
  while (bytes.size() < 600000) {
    bytes += static_cast<char>('a' + rng() % 6);
  }
  expect_round_trip(bytes);
}

TEST(Deflate, TheDemoMapShrinksAsMuchAsWithZlib) {
  Result<Grid> demo = load_map(ASTAR_ASSETS_DIR "/demo.png");
  ASSERT_TRUE(demo.ok()) << demo.error();
  const std::vector<std::uint8_t>& cells = demo.value().cells();
  const std::string bytes(cells.begin(), cells.end());
  const std::string stream = deflate_zlib(bytes);
  expect_round_trip(bytes);
  // 2560 cells: within a tenth of zlib's best level, and ten times smaller.
  uLongf best = compressBound(static_cast<uLong>(bytes.size()));
  std::string zlib_stream(best, '\0');
  ASSERT_EQ(compress2(reinterpret_cast<Bytef*>(zlib_stream.data()), &best,
                      reinterpret_cast<const Bytef*>(bytes.data()),
                      static_cast<uLong>(bytes.size()), Z_BEST_COMPRESSION),
            Z_OK);
  EXPECT_LT(stream.size(), best + best / 10) << stream.size() << " " << best;
  EXPECT_LT(stream.size() * 10, bytes.size()) << stream.size();
}

}  // namespace deflate_test
}  // namespace astar
