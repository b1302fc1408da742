// Tiled's own example maps, as Debian's `tiled` package installs them (our
// set-up installs it): read where they are rather than copied here, since
// their tilesets carry their own licences. None marks collision, so each is
// refused with the tiles to name, and opens once they are named; the
// island's water, told from land by its tileset's pixels, becomes walls.

#include <gtest/gtest.h>
#include <stb_image.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>

#include "astar/io/map_io.hpp"
#include "astar/io/tile_maps.hpp"
#include "io/tile_layer.hpp"

namespace astar {
namespace tiled_examples_test {

const std::filesystem::path kExamples = ASTAR_TILED_EXAMPLES_DIR;

std::string example(const char* name) { return (kExamples / name).string(); }

std::int64_t open_cells(const Grid& grid) {
  return std::count_if(grid.cells().begin(), grid.cells().end(),
                       [](std::uint8_t c) { return c != kBlocked; });
}

TEST(TiledExamples, MapsThatMarkNoCollisionAreRefusedThenOpenWhenNamed) {
  const struct {
    const char* file;
    int width, height;
    const char* tiles;
  } maps[] = {
      {"rpg/island.tmx", 58, 47, "it uses tiles 39-43, 76-78,"},
      {"orthogonal-outside.tmx.gz", 45, 31, "the tile layer 'Ground'"},
      {"desert.tmx", 40, 40, "it uses tiles 1-3, 7-11, 14-19, 22-27, 29-48"},
      {"sewers.tmx", 50, 50, "the tile layer 'Bottom'"},
  };
  for (const auto& map : maps) {
    Result<Grid> refused = load_map(example(map.file));
    ASSERT_FALSE(refused.ok()) << map.file;
    EXPECT_NE(refused.error().find("does not say which tiles are walls"),
              std::string::npos)
        << refused.error();
    EXPECT_NE(refused.error().find(map.tiles), std::string::npos)
        << refused.error();
    Result<Grid> open = load_map(example(map.file), {"", "", "*=open"});
    ASSERT_TRUE(open.ok()) << open.error();
    EXPECT_EQ(open.value().width(), map.width) << map.file;
    EXPECT_EQ(open.value().height(), map.height) << map.file;
    EXPECT_EQ(open_cells(open.value()),
              static_cast<std::int64_t>(map.width) * map.height);
  }
  // A layer named for walls reads as one.
  Result<Grid> walls = load_map(example("perspective_walls.tmx"));
  ASSERT_TRUE(walls.ok()) << walls.error();
  EXPECT_GT(open_cells(walls.value()), 0);
  EXPECT_LT(open_cells(walls.value()), 32 * 32);
}

TEST(TiledExamples, ListsTheTilesToChooseWithTheirPictures) {
  Result<LayerTiles> island = list_layer_tiles(example("rpg/island.tmx"), {});
  ASSERT_TRUE(island.ok()) << island.error();
  EXPECT_TRUE(island.value().needs_values);
  ASSERT_EQ(island.value().tiles.size(), 62u);
  const LayerTile& first = island.value().tiles.front();
  EXPECT_EQ(first.gid, 39u);  // tile 38 of 36 columns: column 2, row 1
  EXPECT_EQ(first.image, example("rpg/beach_tileset.png"));
  EXPECT_EQ(first.x, 32);
  EXPECT_EQ(first.y, 16);
  EXPECT_EQ(first.width, 16);
  int cells = 0;
  for (const LayerTile& tile : island.value().tiles) cells += tile.count;
  EXPECT_EQ(cells, 58 * 47);
  // A layer named for walls, and a map that marks collision, need none.
  Result<LayerTiles> walls =
      list_layer_tiles(example("perspective_walls.tmx"), {});
  ASSERT_TRUE(walls.ok()) << walls.error();
  EXPECT_FALSE(walls.value().needs_values);
  for (const char* name : {"shapes.tmx", "shapes.tmj"}) {
    Result<LayerTiles> shapes = list_layer_tiles(
        (std::filesystem::path(ASTAR_TILE_FIXTURES_DIR) / name).string(),
        {"Ground", "", ""});
    ASSERT_TRUE(shapes.ok()) << shapes.error();
    EXPECT_FALSE(shapes.value().needs_values);
    EXPECT_EQ(shapes.value().tiles.size(), 8u);
  }
}

/// The beach tileset's tiles whose opaque pixels are mostly water blue.
std::set<std::uint32_t> water_tiles(const std::set<std::uint32_t>& gids) {
  int w = 0, h = 0, channels = 0;
  const std::string png = example("rpg/beach_tileset.png");
  std::unique_ptr<unsigned char, void (*)(void*)> pixels(
      stbi_load(png.c_str(), &w, &h, &channels, 4), stbi_image_free);
  EXPECT_TRUE(pixels) << png;
  std::set<std::uint32_t> water;
  for (std::uint32_t gid : gids) {
    const int id = static_cast<int>(gid) - 1;  // the tileset's firstgid is 1
    const int x0 = id % 36 * 16, y0 = id / 36 * 16;
    int blue = 0, opaque = 0;
    for (int y = y0; y < y0 + 16 && pixels; ++y) {
      for (int x = x0; x < x0 + 16; ++x) {
        const unsigned char* p = pixels.get() + 4 * (y * w + x);
        if (p[3] < 128) continue;
        ++opaque;
        blue += p[2] > p[0] + 60 && p[2] > p[1];
      }
    }
    if (opaque > 0 && 2 * blue >= opaque) water.insert(gid);
  }
  return water;
}

TEST(TiledExamples, TheIslandsWaterBecomesWallsByRangesOfTiles) {
  // The tiles the layer uses: those that make a wall when named alone.
  const std::string island = example("rpg/island.tmx");
  std::set<std::uint32_t> used;
  for (std::uint32_t gid = 1; gid <= 936; ++gid) {
    Result<Grid> one =
        load_map(island, {"", "", std::to_string(gid) + "=wall,*=open"});
    ASSERT_TRUE(one.ok()) << one.error();
    if (open_cells(one.value()) < 58 * 47) used.insert(gid);
  }
  const std::set<std::uint32_t> water = water_tiles(used);
  ASSERT_FALSE(water.empty());
  ASSERT_LT(water.size(), used.size());
  std::string values;
  std::vector<std::uint32_t> sorted(water.begin(), water.end());
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t j = i;
    while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1) ++j;
    values += std::to_string(sorted[i]) +
              (j > i ? "-" + std::to_string(sorted[j]) : "") + "=wall,";
    i = j + 1;
  }
  values += "*=open";
  Result<Grid> grid = load_map(island, {"", "", values});
  ASSERT_TRUE(grid.ok()) << grid.error();
  // Water all round: the border is wall; land about a fifth of the map.
  const Grid& map = grid.value();
  for (int x = 0; x < 58; ++x) {
    EXPECT_EQ(map.at(x, 0), kBlocked);
    EXPECT_EQ(map.at(x, 46), kBlocked);
  }
  EXPECT_EQ(map.at(40, 20), kOpenGround) << values;
  EXPECT_GT(open_cells(map), 58 * 47 / 8);
  EXPECT_LT(open_cells(map), 58 * 47 / 2);
}

}  // namespace tiled_examples_test
}  // namespace astar
