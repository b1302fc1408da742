// Tiled (.tmx, .tmj, .json) and LDtk (.ldtk) maps: hand-written fixtures of
// every encoding, the infinite form and external tilesets, every cell
// checked; the options; round trips; hostile files.
#include "astar/io/tile_maps.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "astar/io/base64.hpp"
#include "astar/io/map_io.hpp"
#include "astar/session/session.hpp"
#include "image_bytes.hpp"

namespace astar {
namespace tile_maps_test {

namespace fs = std::filesystem;

const fs::path kFixtures = fs::path(ASTAR_TILE_FIXTURES_DIR);

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::vector<int>> rows_of(const Grid& grid) {
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(grid.height()));
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x) rows[y].push_back(grid.at(x, y));
  return rows;
}

// The Tiled fixtures' collision layer: 0 open; gid 1 walkable=false; 2
// cost=3 (also flipped); 3 solid=true; 4 walkable=true without a cost and 5
// without properties (any other tile is a wall); 10 cost=5 and 11
// collides=true from the external tileset.
const std::vector<std::vector<int>> kTiledCells = {
    {255, 0, 253, 255}, {0, 251, 0, 253}, {0, 0, 255, 251}};

class TileMaps : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("astar-tile-maps-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name, std::ios::binary) << text;
    return (dir_ / name).string();
  }
  std::string load_error(const std::string& name, const std::string& text,
                         const LayerOptions& options = {}) {
    Result<Grid> grid = load_map(write(name, text), options);
    EXPECT_FALSE(grid.ok()) << name;
    return grid.ok() ? "" : grid.error();
  }
  fs::path dir_;
};

TEST_F(TileMaps, EveryTiledEncodingGivesEveryCell) {
  for (const char* name :
       {"csv.tmx", "base64.tmx", "zlib.tmx", "gzip.tmx", "infinite.tmx",
        "csv.tmj", "base64.tmj", "zlib.tmj", "gzip.json", "infinite.tmj"}) {
    Result<Grid> grid = load_map((kFixtures / name).string());
    ASSERT_TRUE(grid.ok()) << name << ": " << grid.error();
    EXPECT_EQ(rows_of(grid.value()), kTiledCells) << name;
  }
}

TEST_F(TileMaps, LayerAndValuesOptions) {
  const std::string csv = (kFixtures / "csv.tmx").string();
  Result<Grid> ground = load_map(csv, {"Ground", "", ""});
  ASSERT_TRUE(ground.ok()) << ground.error();
  EXPECT_EQ(rows_of(ground.value()),
            std::vector<std::vector<int>>(3, std::vector<int>(4, 0)));
  Result<Grid> mapped = load_map(csv, {"", "", "0=wall, 10=open,11=7,5=OPEN"});
  ASSERT_TRUE(mapped.ok()) << mapped.error();
  EXPECT_EQ(rows_of(mapped.value()),
            (std::vector<std::vector<int>>{
                {0, 0, 253, 0}, {0, 255, 249, 253}, {0, 255, 0, 255}}));
  Result<Grid> missing = load_map(csv, {"Roof", "", ""});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(),
            csv +
                ": no tile layer named 'Roof' (there are: Ground, Collision "
                "& walls)");
  for (const char* bad : {"1=lava", "x=wall", "1=0", "1=256", "1"}) {
    Result<Grid> refused = load_map(csv, {"", "", bad});
    ASSERT_FALSE(refused.ok()) << bad;
    EXPECT_EQ(refused.error().rfind("--values: ", 0), 0u) << refused.error();
  }
  Result<Grid> png_layer = load_map("x.png", {"Ground", "", ""});
  ASSERT_FALSE(png_layer.ok());
  EXPECT_NE(png_layer.error().find("apply to Tiled and LDtk maps only"),
            std::string::npos);
}

// The studio's tile chooser reads --values text back through this, so
// whatever a user typed (spaces, capitals, ranges, *) reads as opening
// reads it.
TEST(NameValues, ReadsValuesAsOpeningDoes) {
  const auto named =
      name_values(" 1-3 = WALL, 5=open, 3=2 ,*=wall", {1, 3, 4, 5});
  ASSERT_TRUE(named) << named.error();
  const auto weight2 = name_values("0=2", {0});
  ASSERT_TRUE(weight2);
  EXPECT_EQ(named.value().cells[0], std::optional<std::uint8_t>(kBlocked));
  EXPECT_EQ(named.value().cells[1], weight2.value().cells[0]);  // later wins
  EXPECT_EQ(named.value().cells[2], std::nullopt);
  EXPECT_EQ(named.value().cells[3], std::optional<std::uint8_t>(kOpenGround));
  EXPECT_EQ(named.value().others, std::optional<std::uint8_t>(kBlocked));
  const auto bad = name_values("x=wall", {1});
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("--values: 'x=wall'"), std::string::npos)
      << bad.error();
}

TEST_F(TileMaps, ExternalTilesetsAreReadOnlyWhenNeeded) {
  const std::string map = write("map.tmx", read_text(kFixtures / "csv.tmx"));
  // external.tsx is not beside this copy: fine while --values decides every
  // tile it holds.
  Result<Grid> decided = load_map(map, {"", "", "10=open,11=wall"});
  ASSERT_TRUE(decided.ok()) << decided.error();
  Result<Grid> needed = load_map(map);
  ASSERT_FALSE(needed.ok());
  // The map the user opened is named first, then its tileset.
  EXPECT_EQ(needed.error(), map + ": tileset " +
                                (dir_ / "external.tsx").string() +
                                ": cannot open (No such file or directory)");
  fs::create_symlink("/dev/zero", dir_ / "external.tsx");
  needed = load_map(map);
  ASSERT_FALSE(needed.ok());
  EXPECT_EQ(needed.error(),
            map + ": tileset " + (dir_ / "external.tsx").string() +
                ": is not a regular file (a device, pipe or socket)");
}

TEST_F(TileMaps, OtherOrientationsAndZstdAreRefused) {
  std::string tmx = read_text(kFixtures / "csv.tmx");
  for (const char* orientation : {"isometric", "staggered", "hexagonal"}) {
    std::string text = tmx;
    text.replace(text.find("orthogonal"), 10, orientation);
    EXPECT_NE(load_error("o.tmx", text)
                  .find(std::string(": ") + orientation +
                        " maps are not supported; only orthogonal ones"),
              std::string::npos);
  }
  std::string zstd = read_text(kFixtures / "zlib.tmx");
  zstd.replace(zstd.find("\"zlib\""), 6, "\"zstd\"");
  EXPECT_NE(load_error("z.tmx", zstd)
                .find("zstd-compressed layer data is not "
                      "supported"),
            std::string::npos);
}

TEST_F(TileMaps, LdtkLevelsLayersAndNamedValues) {
  const std::string path = (kFixtures / "levels.ldtk").string();
  Result<Grid> first = load_map(path);
  ASSERT_TRUE(first.ok()) << first.error();
  // wall, cost_4, an unnamed value (a wall), 0 open.
  EXPECT_EQ(rows_of(first.value()),
            (std::vector<std::vector<int>>{
                {255, 0, 252, 255}, {0, 255, 0, 252}, {255, 255, 255, 0}}));
  for (const char* level : {"Cave", "1"}) {
    Result<Grid> cave = load_map(path, {"", level, ""});
    ASSERT_TRUE(cave.ok()) << cave.error();
    EXPECT_EQ(rows_of(cave.value()),
              (std::vector<std::vector<int>>{{0, 255}, {255, 252}}));
  }
  Result<Grid> floor = load_map(path, {"Floor", "0", "1=9"});
  ASSERT_TRUE(floor.ok()) << floor.error();
  EXPECT_EQ(floor.value().at(3, 2), 256 - 9);
  Result<Grid> past = load_map(path, {"", "2", ""});
  ASSERT_FALSE(past.ok());
  EXPECT_EQ(past.error(), path +
                              ": --level 2 is past the last level (the "
                              "project has 2)");
  Result<Grid> none = load_map(path, {"", "Sky", ""});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error(),
            path + ": no level named 'Sky' (there are: Start, Cave)");
}

Grid random_grid(unsigned seed) {
  std::mt19937 rng(seed);
  Grid grid(13, 7);
  for (std::uint8_t& cell : grid.cells_to_write()) {
    const unsigned pick = rng() % 4;
    cell = pick == 0   ? kBlocked
           : pick == 1 ? kOpenGround
                       : value_for_weight(2 + static_cast<int>(rng() % 254));
  }
  return grid;
}

TEST_F(TileMaps, EveryFormatRoundTripsEveryCell) {
  for (unsigned seed = 1; seed <= 5; ++seed) {
    const Grid grid = random_grid(seed);
    for (const char* name : {"round.tmj", "round.tmx", "round.ldtk"}) {
      const std::string path = (dir_ / name).string();
      Result<SaveReport> saved = save_map(grid, path);
      ASSERT_TRUE(saved.ok()) << saved.error();
      EXPECT_TRUE(saved.value().warning.empty());
      Result<Grid> back = load_map(path);
      ASSERT_TRUE(back.ok()) << name << ": " << back.error();
      EXPECT_EQ(back.value().cells(), grid.cells()) << name;
    }
  }
  EXPECT_NE(
      read_text(dir_ / "round.tmx").find("<layer id=\"1\" name=\"round\""),
      std::string::npos);
}

std::string tmj_with_layer(const std::string& layer) {
  return R"({"orientation": "orthogonal", "layers": [)" + layer +
         R"(], "tilesets": []})";
}

TEST_F(TileMaps, HostileFilesGetOneShortError) {
  const auto error = [&](const std::string& name, const std::string& text) {
    const std::string message = load_error(name, text);
    EXPECT_EQ(message.rfind((dir_ / name).string() + ":", 0), 0u) << message;
    EXPECT_LT(message.size(), 600u);
    return message;
  };
  EXPECT_NE(error("big.tmj", tmj_with_layer(R"({"type": "tilelayer",
      "width": 9000, "height": 2, "data": []})"))
                .find("layer size 9000x2 is larger than the limit"),
            std::string::npos);
  EXPECT_NE(error("short.tmj", tmj_with_layer(R"({"type": "tilelayer",
      "width": 2, "height": 2, "data": [0, 0, 0]})"))
                .find("holds 3 tiles, but the layer needs 4"),
            std::string::npos);
  const std::string tmx_head =
      R"(<map orientation="orthogonal"><layer name="a" width="2" height="1">)";
  EXPECT_NE(error("long.tmx", tmx_head + R"(<data encoding="csv">0,0,0</data>)"
                                         "</layer></map>")
                .find("holds more than the 2 tiles the layer needs"),
            std::string::npos);
  // 1 MB of zeros from 1 KB of zlib, for a layer of 2 tiles (8 bytes).
  const std::string bomb = encode_base64(test::zlib_bomb(4000));
  EXPECT_NE(error("bomb.tmx",
                  tmx_head + R"(<data encoding="base64" compression="zlib">)" +
                      bomb + "</data></layer></map>")
                .find("holds more than the 2 tiles the layer needs"),
            std::string::npos);
  EXPECT_NE(error(
                "deep.tmx", "<map>" +
                                [] {
                                  std::string s;
                                  for (int i = 0; i < 2000; ++i) s += "<a>";
                                  return s;
                                }())
                .find("nested deeper than 32 levels"),
            std::string::npos);
  EXPECT_NE(error("deep.ldtk", std::string(100000, '[')).find("deeper than 64"),
            std::string::npos);
  EXPECT_NE(error("entity.tmx", "<map a=\"&;\"/>").find("unknown entity '&;'"),
            std::string::npos);
  EXPECT_NE(error("doctype.tmx", "<!DOCTYPE map [<!ENTITY a \"b\">]><map/>")
                .find("DOCTYPE declarations are not supported"),
            std::string::npos);
  EXPECT_NE(error("chunks.tmj", R"({"orientation": "orthogonal",
      "infinite": true, "layers": [{"type": "tilelayer", "chunks": [
      {"x": 0, "y": 0, "width": 1, "height": 1, "data": [0]},
      {"x": 9000, "y": 0, "width": 1, "height": 1, "data": [0]}]}]})")
                .find("layer size 9001x1 is larger than the limit"),
            std::string::npos);
  // Two 16x16 chunks 4000 cells apart: a 4016x4016 layer of 512 cells.
  const std::string zeros = [] {
    std::string list = "0";
    for (int i = 1; i < 256; ++i) list += ",0";
    return list;
  }();
  EXPECT_NE(error("spread.tmj",
                  R"({"orientation": "orthogonal", "infinite": true,
      "layers": [{"type": "tilelayer", "chunks": [
      {"x": 0, "y": 0, "width": 16, "height": 16, "data": [)" +
                      zeros + R"(]},
      {"x": 4000, "y": 4000, "width": 16, "height": 16, "data": [)" +
                      zeros + R"(]}]}]})")
                .find("chunks hold 512 cells spread over a 4016x4016 box"),
            std::string::npos);
  EXPECT_NE(error("nul.tmj", R"({"orientation": "orthogonal", "layers": [
      {"type": "tilelayer", "width": 1, "height": 1, "data": [1]}],
      "tilesets": [{"firstgid": 1, "source": "a\u0000.tsx"}]})")
                .find("the tileset source 'a?.tsx' is not a usable path"),
            std::string::npos);
  EXPECT_NE(error("long.tmx",
                  "<map orientation=\"orthogonal\"><tileset "
                  "firstgid=\"1\" source=\"" +
                      std::string(1000, 'a') +
                      "\"/><layer name=\"a\" width=\"1\" "
                      "height=\"1\"><data encoding=\"csv\">1"
                      "</data></layer></map>")
                .find("is not a usable path"),
            std::string::npos);
  EXPECT_NE(error("ldtk.ldtk", R"({"levels": [{"identifier": "L",
      "layerInstances": [{"__type": "IntGrid", "__cWid": 2, "__cHei": 1,
      "intGridCsv": [0, 1, 1]}]}]})")
                .find("\"intGridCsv\" holds 3 values, but the layer needs 2"),
            std::string::npos);
}

std::vector<std::vector<int>> rows_of_text(
    std::initializer_list<const char*> rows) {
  std::vector<std::vector<int>> out;
  for (const char* row : rows) {
    out.emplace_back();
    for (const char* c = row; *c; ++c)
      out.back().push_back(*c == '@' ? 0 : 255);
  }
  return out;
}

TEST_F(TileMaps, CollisionShapesClassesAndObjectsMarkWalls) {
  // Ground: a full rectangle, a 4x4 box (open), a polygon of 3/4 and an
  // ellipse (walls), class wall, type floor, a point (no area: open), an
  // undefined tile (open: the map marks collision); the Collision layer's
  // rectangle, Decor's solid object and its collides=true one. Walls: the
  // same tiles, the undefined one a wall there.
  for (const char* name : {"shapes.tmx", "shapes.tmj"}) {
    const std::string path = (kFixtures / name).string();
    Result<Grid> ground = load_map(path, {"Ground", "", ""});
    ASSERT_TRUE(ground.ok()) << ground.error();
    EXPECT_EQ(rows_of(ground.value()), rows_of_text({"@.@@", "@...", "@@.@"}))
        << name;
    Result<Grid> walls = load_map(path, {"Walls", "", ""});
    ASSERT_TRUE(walls.ok()) << walls.error();
    EXPECT_EQ(rows_of(walls.value()), rows_of_text({"@.@@", "@...", "@@@@"}))
        << name;
    // --values still comes first: the full rectangle open, the rest as is.
    Result<Grid> named = load_map(path, {"Ground", "", "1=open"});
    ASSERT_TRUE(named.ok()) << named.error();
    EXPECT_EQ(rows_of(named.value()), rows_of_text({"..@@", "@...", "@@.@"}));
  }
}

TEST_F(TileMaps, MapsThatMarkNoCollisionAreRefusedNamingTheirTiles) {
  const std::string map = write(
      "plain.tmx",
      R"(<map orientation="orthogonal" width="4" height="2" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="9" columns="3"/>
 <layer name="Ground" width="4" height="2"><data encoding="csv">1,2,3,5,7,8,9,0</data></layer>
</map>)");
  Result<Grid> refused = load_map(map);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(),
            map +
                ": the tile layer 'Ground' does not say which tiles are "
                "walls (no collision shapes, collides, solid, walkable or "
                "cost properties, wall classes or collision objects); name "
                "them with --values, e.g. --values '1=wall,*=open' (it uses "
                "tiles 1-3, 5, 7-9), or choose them in astar-studio");
  // Ranges, "*" and a later rule over an earlier one.
  Result<Grid> chosen =
      load_map(map, {"", "", "1-3=wall,2=open, 7-8=4,*=open"});
  ASSERT_TRUE(chosen.ok()) << chosen.error();
  EXPECT_EQ(
      rows_of(chosen.value()),
      (std::vector<std::vector<int>>{{0, 255, 0, 255}, {252, 252, 255, 255}}));
  Result<Grid> all_walls = load_map(map, {"", "", "*=wall"});
  ASSERT_TRUE(all_walls.ok());
  EXPECT_EQ(rows_of(all_walls.value()),
            (std::vector<std::vector<int>>{{0, 0, 0, 0}, {0, 0, 0, 255}}));
  for (const char* bad : {"3-1=wall", "*-4=wall", "1-=wall", "-1=wall"}) {
    Result<Grid> no = load_map(map, {"", "", bad});
    ASSERT_FALSE(no.ok()) << bad;
    EXPECT_NE(no.error().find("a range A-B or * for every other value"),
              std::string::npos)
        << no.error();
  }
}

TEST(TileMapChoices, ListsLevelsAndTheChosenLevelsLayers) {
  const std::string path = (kFixtures / "levels.ldtk").string();
  auto first = list_map_layers(path);
  ASSERT_TRUE(first) << first.error();
  EXPECT_EQ(first.value().levels, (std::vector<std::string>{"Start", "Cave"}));
  EXPECT_EQ(first.value().layers,
            (std::vector<std::string>{"Floor", "Collisions"}));
  EXPECT_EQ(first.value().default_layer, 1u) << "the collision layer";
  EXPECT_TRUE(first.value().several());
  auto cave = list_map_layers(path, "Cave");
  ASSERT_TRUE(cave) << cave.error();
  EXPECT_EQ(cave.value().default_level, 1u);
  EXPECT_EQ(cave.value().layers, (std::vector<std::string>{"Collisions"}));
  auto tmx = list_map_layers((kFixtures / "csv.tmx").string());
  ASSERT_TRUE(tmx) << tmx.error();
  EXPECT_FALSE(tmx.value().layers.empty());
  EXPECT_FALSE(list_map_layers((kFixtures / "levels.ldtk").string(), "Moon"));
  EXPECT_FALSE(list_map_layers("map.png"));
}

TEST(TileMapChoices, ATiledJsonMapIsNotASession) {
  EXPECT_FALSE(is_session_file((kFixtures / "gzip.json").string()));
  const fs::path folder = fs::temp_directory_path() / "astar_session_sniff";
  fs::create_directories(folder);
  const fs::path session = folder / "work.json";
  std::ofstream(session)
      << R"({"format": "astar-studio session", "version": 1})";
  EXPECT_TRUE(is_session_file(session.string()));
  EXPECT_TRUE(is_session_file((folder / "missing.astar.json").string()));
  EXPECT_FALSE(is_session_file((kFixtures / "csv.tmx").string()));
  fs::remove_all(folder);
}

}  // namespace tile_maps_test
}  // namespace astar
