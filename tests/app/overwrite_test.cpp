// Files are never replaced without asking: Export suggests a new name,
// Save As over another file asks "Replace?", a read-only file is refused,
// and a session names every file its save writes. Driven through the real
// astar-studio with scripts.

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "astar/grid/grid.hpp"
#include "astar/session/session.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace overwrite_test {

namespace fs = std::filesystem;

bool is_blank(const fs::path& png) {
  const Image image = read_png(png);
  if (image.width == 0) return false;
  for (std::uint8_t v : image.pixels) {
    if (v != kOpenGround) return false;
  }
  return true;
}

TEST(Overwrite, ExportSuggestsANewNameAndLeavesTheDocumentsFileAlone) {
  TempFolder dir;
  const std::string map = write_map(dir, "demo.png", 12, 8);
  const RunResult run =
      run_script(dir, map, "drag 1 2 8 2\nkey ctrl+e\nkey enter\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("status: Exported demo-export.png"), std::string::npos)
      << run.out;
  EXPECT_TRUE(is_blank(map));
  EXPECT_EQ(read_png(dir.path("demo-export.png")).gray(4, 2), kBlocked);
  // Once that name is taken, the next suggestion is another one.
  const RunResult again =
      run_script(dir, map, "drag 1 4 8 4\nkey ctrl+e\nkey enter\n");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.out.find("status: Exported demo-export-2.png"),
            std::string::npos)
      << again.out;
  EXPECT_EQ(read_png(dir.path("demo-export.png")).gray(4, 4), kOpenGround);
}

TEST(Overwrite, SaveAsOverAnotherFileAsksFirst) {
  TempFolder dir;
  const std::string map = write_map(dir, "map.png", 12, 8);
  const std::string other = write_map(dir, "other.png", 12, 8);
  const std::string save_as =
      "drag 1 2 8 2\nkey ctrl+shift+s\ntext " + other + "\nkey enter\n";
  // Asked and not answered: nothing is written.
  RunResult run = run_script(dir, map, save_as + "title\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(is_blank(other));
  EXPECT_NE(run.out.find("title: map.png*"), std::string::npos) << run.out;
  // Cancel keeps it too; Replace writes it.
  run = run_script(dir, map, save_as + "key escape\ntitle\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(is_blank(other));
  run = run_script(dir, map, save_as + "key enter\ntitle\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_png(other).gray(4, 2), kBlocked);
  EXPECT_NE(run.out.find("title: other.png ("), std::string::npos) << run.out;
  EXPECT_TRUE(is_blank(map));
  // The document's own file is saved without a question.
  run = run_script(
      dir, map,
      "drag 1 5 8 5\nkey ctrl+shift+s\ntext " + map + "\nkey enter\ntitle\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_png(map).gray(4, 5), kBlocked);
}

TEST(Overwrite, AReadOnlyFileIsRefusedWithAMessage) {
  TempFolder dir;
  const std::string map = write_map(dir, "locked.png", 12, 8);
  ASSERT_EQ(::chmod(map.c_str(), 0444), 0);
  const RunResult run = run_script(dir, map, "drag 1 2 8 2\nkey ctrl+s\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find(map + ": the file is read-only; it was not replaced"),
            std::string::npos)
      << run.err;
  EXPECT_TRUE(is_blank(map));
  EXPECT_EQ(fs::status(map).permissions() & fs::perms::owner_write,
            fs::perms::none);
}

}  // namespace overwrite_test
}  // namespace astar::studio::testing

namespace astar::studio::testing {
namespace overwrite_test {

// A session may name a map anywhere ("../victim/important.png"): its save
// says which files it writes, and asks before writing outside its folder.
TEST(Overwrite, ASessionAsksBeforeWritingItsMapOutsideItsFolder) {
  TempFolder dir;
  fs::create_directories(dir.path("work"));
  fs::create_directories(dir.path("victim"));
  Session session;
  session.document.grid = Grid(12, 8);
  session.document.start = Point{0, 0};
  session.document.goal = Point{11, 7};
  session.storage = MapStorage::File;
  session.map_path = "../victim/important.png";
  const std::string path = dir.path("work/level.astar.json").string();
  ASSERT_TRUE(save_session(session, path).ok());
  const fs::path victim = dir.path("victim/important.png");
  ASSERT_TRUE(is_blank(victim));

  const std::string edit = "drag 1 2 8 2\nkey ctrl+s\n";
  RunResult run = run_script(dir, path, edit + "key escape\ntitle\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(is_blank(victim));
  EXPECT_NE(run.out.find("title: level.astar.json*"), std::string::npos)
      << run.out;
  run = run_script(dir, path, edit + "key enter\ntitle\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_png(victim).gray(4, 2), kBlocked);
  EXPECT_NE(run.out.find("status: Saved level.astar.json and its map "),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("victim/important.png"), std::string::npos);
}

}  // namespace overwrite_test
}  // namespace astar::studio::testing
