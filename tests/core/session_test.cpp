#include "astar/session/session.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "astar/io/base64.hpp"
#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "test_maps.hpp"

namespace astar {
namespace session_test {

namespace fs = std::filesystem;

class SessionFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ =
        fs::path(::testing::TempDir()) /
        ("astar_session_" +
         std::string(
             ::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  std::string path(const std::string& name) const {
    return (folder_ / name).string();
  }

  void write(const std::string& name, const std::string& text) const {
    std::ofstream(folder_ / name, std::ios::binary) << text;
  }

  // The error of loading `text` as a session file.
  std::string load_error(const std::string& text) const {
    write("bad.astar.json", text);
    Result<Session> loaded = load_session(path("bad.astar.json"));
    EXPECT_FALSE(loaded.ok());
    return loaded.ok() ? std::string() : loaded.error();
  }

  fs::path folder_;
};

Session sample_session() {
  Session session;
  session.document = test::ascii_document({
      "S..#....",
      ".#.#.35.",
      ".#...#.G",
  });
  session.search.algorithm = Algorithm::WeightedAStar;
  session.search.heuristic = Heuristic::Euclidean;
  session.search.rules = {Connectivity::Four, DiagonalRule::NoSqueeze,
                          StepCosts::TenFourteen};
  session.search.weight = 1.75;
  session.search.tie_break = TieBreak::Fifo;
  session.view = {3.5, -12.25, 40.125};
  return session;
}

TEST_F(SessionFiles, InlineMapRoundTrips) {
  const Session session = sample_session();
  Result<SaveReport> saved = save_session(session, path("a.astar.json"));
  ASSERT_TRUE(saved.ok()) << saved.error();
  Result<Session> loaded = load_session(path("a.astar.json"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value(), session);
  EXPECT_EQ(loaded.value().storage, MapStorage::Inline);
  EXPECT_EQ(loaded.value().search.query({0, 0}, {7, 2}).weight, 1.75);
}

TEST_F(SessionFiles, DefaultsAndMissingMarkersRoundTrip) {
  Session session;
  session.document.grid = Grid(300, 2, value_for_weight(9));
  Result<SaveReport> saved = save_session(session, path("b.astar.json"));
  ASSERT_TRUE(saved.ok()) << saved.error();
  Result<Session> loaded = load_session(path("b.astar.json"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value(), session);
  EXPECT_FALSE(loaded.value().search.heuristic.has_value());
}

TEST_F(SessionFiles, MapPathIsRelativeToTheSessionFile) {
  fs::create_directories(folder_ / "sessions" / "maps");
  Session session = sample_session();
  session.storage = MapStorage::File;
  session.map_path = "maps/level.png";
  const std::string session_path =
      (folder_ / "sessions" / "level.astar.json").string();
  Result<SaveReport> saved = save_session(session, session_path);
  ASSERT_TRUE(saved.ok()) << saved.error();
  EXPECT_TRUE(fs::exists(folder_ / "sessions" / "maps" / "level.png"));
  const std::string text = read_file(session_path, 1 << 20).value();
  EXPECT_NE(text.find("\"path\": \"maps/level.png\""), std::string::npos)
      << text;
  EXPECT_EQ(text.find("png_base64"), std::string::npos);

  Result<Session> loaded = load_session(session_path);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value(), session);

  // Another working directory: the path still resolves from the file.
  const fs::path before = fs::current_path();
  fs::current_path(folder_);
  Result<Session> relative = load_session("sessions/level.astar.json");
  fs::current_path(before);
  ASSERT_TRUE(relative.ok()) << relative.error();
  EXPECT_EQ(relative.value().document, session.document);
}

TEST_F(SessionFiles, MissingMapFileIsNamed) {
  const std::string error =
      load_error(R"({"version": 1, "map": {"path": "nowhere.png"}})");
  EXPECT_NE(error.find("bad.astar.json"), std::string::npos) << error;
  EXPECT_NE(error.find("map.path"), std::string::npos) << error;
  EXPECT_NE(error.find("nowhere.png"), std::string::npos) << error;
}

TEST_F(SessionFiles, UnknownVersionIsAClearError) {
  Session session = sample_session();
  ASSERT_TRUE(save_session(session, path("v.astar.json")).ok());
  std::string text = read_file(path("v.astar.json"), 1 << 20).value();
  const std::size_t at = text.find("\"version\": 1");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 12, "\"version\": 7");
  const std::string error = load_error(text);
  EXPECT_NE(error.find("bad.astar.json"), std::string::npos) << error;
  EXPECT_NE(error.find("version 7 is not supported"), std::string::npos)
      << error;
}

TEST_F(SessionFiles, MalformedJsonGivesFileLineAndColumn) {
  const std::string error =
      load_error("{\n  \"version\": 1,\n  \"map\": [1, 2,,]\n}");
  EXPECT_EQ(error.rfind(path("bad.astar.json") + ":3:", 0), 0u) << error;
  EXPECT_NE(error.find("invalid JSON"), std::string::npos) << error;
  EXPECT_NE(load_error("").find("bad.astar.json:1:1: invalid JSON"),
            std::string::npos);
}

TEST_F(SessionFiles, MalformedFieldsNameTheField) {
  ASSERT_TRUE(save_session(sample_session(), path("ok.astar.json")).ok());
  const std::string good = read_file(path("ok.astar.json"), 1 << 20).value();
  auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return load_error(text);
  };
  const std::pair<std::string, std::string> cases[] = {
      {"\"version\": 1", "\"version\": \"one\""},
      {"\"algorithm\": \"weighted\"", "\"algorithm\": \"teleport\""},
      {"\"heuristic\": \"euclidean\"", "\"heuristic\": 3"},
      {"\"connectivity\": 4", "\"connectivity\": 6"},
      {"\"corners\": \"no-squeeze\"", "\"corners\": \"sometimes\""},
      {"\"costs\": \"10-14\"", "\"costs\": \"cheap\""},
      {"\"weight\": 1.75", "\"weight\": 0.5"},
      {"\"tie_break\": \"fifo\"", "\"tie_break\": null"},
      {"\"zoom\": 3.5", "\"zoom\": -1"},
      {"\"pan\": [", "\"pan\": [1, "},
      {"\"start\": [", "\"start\": [99, "},
      {"\"goal\": [", "\"goal\": [\"x\", "},
      {"\"png_base64\": \"", "\"png_base64\": \"***"},
  };
  const char* fields[] = {"version",
                          "search.algorithm",
                          "search.heuristic",
                          "search.connectivity",
                          "search.corners",
                          "search.costs",
                          "search.weight",
                          "search.tie_break",
                          "view.zoom",
                          "view.pan",
                          "start",
                          "goal",
                          "map.png_base64"};
  int i = 0;
  for (const auto& [from, to] : cases) {
    const std::string error = with(from, to);
    EXPECT_NE(error.find("bad.astar.json"), std::string::npos) << error;
    EXPECT_NE(error.find(std::string("\"") + fields[i] + "\""),
              std::string::npos)
        << fields[i] << ": " << error;
    ++i;
  }
  EXPECT_NE(load_error("[1, 2]").find("expected a JSON object"),
            std::string::npos);
  EXPECT_NE(
      load_error(R"({"map": {"path": "x.png"}})").find("\"version\": missing"),
      std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1})").find("\"map\": missing"),
            std::string::npos);
  EXPECT_NE(load_error(
                R"({"version": 1, "map": {"path": "a.png", "png_base64": ""}})")
                .find("exactly one"),
            std::string::npos);
  EXPECT_NE(
      load_error(R"({"format": "other", "version": 1})").find("\"format\""),
      std::string::npos);
  // Valid base64 that is not an image.
  EXPECT_NE(load_error(R"({"version": 1, "map": {"png_base64": "Zm9vYmFy"}})")
                .find("map.png_base64"),
            std::string::npos);
}

TEST_F(SessionFiles, OnlyPngIsEmbedded) {
  // A sound 1x1 BMP: readable as a map file, but not inside a session.
  std::string bmp = "BM";
  const unsigned char header[] = {58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0,
                                  0,  0, 1, 0, 0, 0, 1, 0, 0,  0, 1, 0, 24, 0,
                                  0,  0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0,  0,
                                  0,  0, 0, 0, 0, 0, 0, 0, 0,  0, 9, 9, 9,  0};
  bmp.append(reinterpret_cast<const char*>(header), sizeof header);
  ASSERT_TRUE(decode_image(bmp, "one.bmp").ok());
  const std::string error =
      load_error(R"({"version": 1, "map": {"png_base64": ")" +
                 encode_base64(bmp) + R"("}})");
  EXPECT_NE(error.find("(field \"map.png_base64\"): not a PNG image (the PNG "
                       "signature is missing)"),
            std::string::npos)
      << error;
}

TEST_F(SessionFiles, AgentsAndObstaclesRoundTrip) {
  Session session = sample_session();
  session.document.actors.agents = {{{1, 0}, 4.0}, {{2, 2}, 0.5}};
  PatrolRoute route;
  route.points = {{4, 0}, {4, 2}, {7, 0}};
  route.speed = 2.25;
  session.document.actors.obstacles.push_back(route);
  ASSERT_TRUE(save_session(session, path("actors.astar.json")).ok());
  Result<Session> loaded = load_session(path("actors.astar.json"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value(), session);
}

TEST_F(SessionFiles, SessionsWithoutActorsKeepTheirShape) {
  // A session written before agents existed loads, and one without any
  // actors is written without the fields, as before.
  ASSERT_TRUE(save_session(sample_session(), path("old.astar.json")).ok());
  const std::string text = read_file(path("old.astar.json"), 1 << 20).value();
  EXPECT_EQ(text.find("agents"), std::string::npos);
  EXPECT_EQ(text.find("obstacles"), std::string::npos);
  Result<Session> loaded = load_session(path("old.astar.json"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_TRUE(loaded.value().document.actors.empty());
}

TEST_F(SessionFiles, BadActorsNameTheField) {
  Session session = sample_session();
  session.document.actors.agents = {{{1, 0}, 4.0}};
  PatrolRoute route;
  route.points = {{4, 0}, {4, 2}};
  session.document.actors.obstacles.push_back(route);
  ASSERT_TRUE(save_session(session, path("ok.astar.json")).ok());
  const std::string good = read_file(path("ok.astar.json"), 1 << 20).value();
  auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return load_error(text);
  };
  EXPECT_NE(with("\"speed\": 4.0", "\"speed\": 0").find("agents[0].speed"),
            std::string::npos);
  EXPECT_NE(with("\"at\": [\n        1,", "\"at\": [\n        99,")
                .find("agents[0].at"),
            std::string::npos);
  EXPECT_NE(
      with("\"route\": [", "\"route\": 5, \"x\": [").find("obstacles[0].route"),
      std::string::npos);
}

TEST_F(SessionFiles, MissingSessionFileIsNamed) {
  Result<Session> loaded = load_session(path("absent.astar.json"));
  ASSERT_FALSE(loaded.ok());
  EXPECT_NE(loaded.error().find("absent.astar.json"), std::string::npos);
}

TEST_F(SessionFiles, FailedSaveKeepsTheOldFile) {
  ASSERT_TRUE(save_session(sample_session(), path("keep.astar.json")).ok());
  const std::string before =
      read_file(path("keep.astar.json"), 1 << 20).value();
  Session bad = sample_session();
  bad.search.weight = 0.0;
  Result<SaveReport> saved = save_session(bad, path("keep.astar.json"));
  ASSERT_FALSE(saved.ok());
  EXPECT_NE(saved.error().find("keep.astar.json"), std::string::npos);
  EXPECT_EQ(read_file(path("keep.astar.json"), 1 << 20).value(), before);
  // A folder that does not exist cannot take the file.
  EXPECT_FALSE(
      save_session(sample_session(), path("no/such/dir/x.astar.json")).ok());
}

}  // namespace session_test
}  // namespace astar

namespace astar {
namespace session_test {

TEST_F(SessionFiles, UnitsRoundTrip) {
  Session session = sample_session();
  session.search.unit.size = 3;
  session.search.unit.terrain = TerrainTable::parse("10=wall,5=2").value();
  AgentPlacement big;
  big.cell = {0, 0};
  big.speed = 2.0;
  big.size = 2;
  big.terrain = TerrainTable::parse("3=wall").value();
  AgentPlacement small;
  small.cell = {2, 2};
  session.document.actors.agents = {big, small};
  ASSERT_TRUE(save_session(session, path("u.astar.json")).ok());
  Result<Session> loaded = load_session(path("u.astar.json"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded.value(), session);
  EXPECT_EQ(loaded.value().document.actors.agents[0].unit().size, 2);
  EXPECT_EQ(loaded.value().search.unit.terrain.spec(), "5=2,10=wall");
}

TEST_F(SessionFiles, SessionsWithoutUnitsAreOneCellUnits) {
  Session session = sample_session();
  session.document.actors.agents.emplace_back().cell = {2, 2};
  Result<std::string> text = format_session(session);
  ASSERT_TRUE(text.ok());
  std::string old = text.value();
  for (const std::string key : {"\"size\": 1,", "\"terrain\": \"\""}) {
    const std::size_t at = old.find(key);
    ASSERT_NE(at, std::string::npos) << key;
    old.erase(at, key.size());
  }
  // The old format: no unit under "search" (the trailing comma went too).
  const std::size_t comma = old.find("\"fifo\",");
  ASSERT_NE(comma, std::string::npos);
  old.erase(comma + 6, 1);
  write("old.astar.json", old);
  Result<Session> loaded = load_session(path("old.astar.json"));
  ASSERT_TRUE(loaded.ok()) << loaded.error() << "\n" << old;
  EXPECT_TRUE(loaded.value().search.unit.is_cell());
  EXPECT_TRUE(loaded.value().document.actors.agents[0].unit().is_cell());
}

TEST_F(SessionFiles, BadUnitsNameTheField) {
  const std::string text = format_session(sample_session()).value();
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string changed = text;
    changed.replace(changed.find(from), from.size(), to);
    return load_error(changed);
  };
  const std::string too_big = with("\"size\": 1", "\"size\": 33");
  EXPECT_NE(too_big.find("\"search.size\""), std::string::npos) << too_big;
  EXPECT_NE(too_big.find("1..32"), std::string::npos) << too_big;
  const std::string bad_table =
      with("\"terrain\": \"\"", "\"terrain\": \"10=lava\"");
  EXPECT_NE(bad_table.find("\"search.terrain\""), std::string::npos)
      << bad_table;
  EXPECT_NE(
      with("\"size\": 1", "\"size\": \"big\"").find("expected an integer"),
      std::string::npos);
}

}  // namespace session_test
}  // namespace astar
