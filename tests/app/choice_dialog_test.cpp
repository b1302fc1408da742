// The question dialogs share one ChoiceDialog: each of their buttons must be
// on screen under its own label and give its own answer when clicked, not
// only when its key is pressed (which safety_test and overwrite_test do).

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "astar/grid/grid.hpp"
#include "astar/session/session.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace choice_dialog_test {

namespace fs = std::filesystem;

TEST(ChoiceDialog, TheUnsavedQuestionAnswersItsClickedButtons) {
  TempFolder dir;
  const std::string map = write_map(dir, "map.png", 20, 12);
  const std::string out = dir.path("out.png").string();
  const RunResult run = run_script(dir, map,
                                   "drag 2 3 10 3\n"
                                   "quit\nclick Cancel (Esc)\ntitle\n"
                                   "quit\nclick Save (Enter)\n"
                                   "export " +
                                       out + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  EXPECT_NE(run.out.find("title: map.png* (20x12)"), std::string::npos)
      << run.out;
  EXPECT_EQ(read_png(map).gray(4, 3), kBlocked);
  EXPECT_FALSE(fs::exists(out));  // Save went on to quit
}

TEST(ChoiceDialog, TheConfirmQuestionAnswersItsClickedButtons) {
  TempFolder dir;
  fs::create_directories(dir.path("work"));
  fs::create_directories(dir.path("elsewhere"));
  Session session;
  session.document.grid = Grid(12, 8);
  session.storage = MapStorage::File;
  session.map_path = "../elsewhere/map.png";
  const std::string path = dir.path("work/level.astar.json").string();
  ASSERT_TRUE(save_session(session, path).ok());
  const fs::path map = dir.path("elsewhere/map.png");
  const std::string edit = "drag 1 2 8 2\nkey ctrl+s\n";

  RunResult run = run_script(dir, path, edit + "click Cancel (Esc)\n");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  EXPECT_EQ(read_png(map).gray(4, 2), kOpenGround);
  run = run_script(dir, path, edit + "click Write both (Enter)\n");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  EXPECT_EQ(read_png(map).gray(4, 2), kBlocked);
}

}  // namespace choice_dialog_test
}  // namespace astar::studio::testing
