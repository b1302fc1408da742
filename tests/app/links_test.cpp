// Shared links through the real app (issue 24, part 4): the script's
// `link` prints the state shown as a link; --open-link opens exactly that
// state (map, markers, settings, unit, step, view), whose link is the same
// text again; Ctrl+Shift+C and Ctrl+V copy and open through the clipboard;
// a bad link is one error, never a crash.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "astar/io/base64.hpp"
#include "astar/io/deflate.hpp"
#include "studio_runner.hpp"

namespace astar::studio::testing {
namespace links_test {

std::string only_link(const RunResult& run) {
  const std::vector<std::string> links = lines_starting(run.out, "link: ");
  EXPECT_EQ(links.size(), 1u) << run.out;
  return links.empty() ? std::string() : links[0].substr(6);
}

RunResult open_link(const TempFolder& dir, const std::string& link,
                    const std::string& script) {
  return run_studio({"--headless", "--open-link", link, "--script",
                     dir.write("open.txt", script)},
                    dir);
}

// The fields a link carries, as the state line shows them.
const char* const kCarried[] = {"start",     "goal",   "status", "step",
                                "expanded",  "cost",   "pan",    "algo",
                                "heuristic", "ties",   "moves",  "diagonals",
                                "costs",     "weight", "size",   "terrain"};

TEST(Links, CopyOpenCopyGivesTheSameTextAndState) {
  TempFolder dir;
  const RunResult made = run_studio(
      {ASTAR_DEMO_MAP,
       "--headless",
       "--algo",
       "weighted",
       "--weight",
       "2.5",
       "--heuristic",
       "euclidean",
       "--unit-size",
       "2",
       "--terrain",
       "10=wall",
       "--start",
       "3,4",
       "--goal",
       "58,35",
       "--steps",
       "37",
       "--script",
       dir.write("make.txt", "move 20 15\nwheel 2\nframes 2\nstate\nlink\n")},
      dir);
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::string link = only_link(made);
  ASSERT_TRUE(link.starts_with("astar1:")) << link;
  // 64x40 cells and every setting: short enough for a chat.
  EXPECT_LT(link.size(), 600u) << link;

  const RunResult opened = open_link(dir, link, "frames 2\nstate\nlink\n");
  ASSERT_EQ(opened.exit_code, 0) << opened.err;
  EXPECT_EQ(only_link(opened), link);
  const std::vector<std::string> before = state_lines(made.out);
  const std::vector<std::string> after = state_lines(opened.out);
  ASSERT_EQ(before.size(), 1u);
  ASSERT_EQ(after.size(), 1u);
  for (const char* name : kCarried) {
    EXPECT_EQ(field(after[0], name), field(before[0], name)) << name;
  }
  EXPECT_EQ(field(after[0], "step"), "37");
  EXPECT_EQ(field(after[0], "size"), "2");
  EXPECT_NEAR(std::stod(field(after[0], "zoom")),
              std::stod(field(before[0], "zoom")), 0.001);
  // A new untitled document: nothing to save yet.
  EXPECT_EQ(field(after[0], "dirty"), "0");
}

TEST(Links, TheClipboardCarriesALinkBackAfterAnEdit) {
  TempFolder dir;
  const RunResult run =
      run_studio({ASTAR_DEMO_MAP, "--headless", "--steps", "12", "--script",
                  dir.write("clip.txt", R"(link
key ctrl+shift+c
frames 2
drag 30 5 30 30
key ctrl+v
click Discard (D)
frames 2
state
link
)")},
                 dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> links = lines_starting(run.out, "link: ");
  ASSERT_EQ(links.size(), 2u) << run.out;
  EXPECT_EQ(links[1], links[0]);
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 1u);
  EXPECT_EQ(field(states[0], "step"), "12");
}

void expect_one_error(const TempFolder& dir, const std::string& link,
                      const std::string& words) {
  const RunResult run = open_link(dir, link, "state\n");
  EXPECT_EQ(run.exit_code, 2) << link.substr(0, 60);
  EXPECT_TRUE(run.out.empty()) << run.out;
  EXPECT_TRUE(run.err.starts_with("error: link: ")) << run.err;
  EXPECT_NE(run.err.find(words), std::string::npos) << run.err;
  EXPECT_EQ(lines_starting(run.err, "").size(), 1u) << run.err;
}

TEST(HostileLinks, EachIsOneErrorAndExitTwo) {
  TempFolder dir;
  const RunResult made = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--script", dir.write("m.txt", "link\n")},
      dir);
  const std::string link = only_link(made);
  ASSERT_FALSE(link.empty());
  expect_one_error(dir, link.substr(0, link.size() / 2), "cut short");
  expect_one_error(dir, "astar9:" + link.substr(7), "'astar9:' is a link");
  expect_one_error(dir, link.substr(0, 30) + "*" + link.substr(31),
                   "invalid base64url character '*'");
  expect_one_error(dir, "https://example.com/", "not an astar-studio link");
  // A header claiming 32768 x 32768 cells (1 GiB), and the same data
  // inflating far past a 64 x 64 map: both stop before any such size.
  std::string claim("\x00\x80\x00\x80", 4);
  claim += std::string(64, '\0');
  expect_one_error(dir, "astar1:" + encode_base64url(deflate_zlib(claim)),
                   "32768x32768");
  std::string bomb("\x40\x00\x40\x00", 4);
  bomb += std::string(std::size_t{8} << 20, '\0');
  expect_one_error(dir, "astar1:" + encode_base64url(deflate_zlib(bomb)),
                   "longer than its map");
  // Valid compression of garbage.
  std::string garbage;
  for (int i = 0; i < 300; ++i) garbage += static_cast<char>(i * 37 + 11);
  expect_one_error(dir, "astar1:" + encode_base64url(deflate_zlib(garbage)),
                   "link: ");
}

TEST(HostileLinks, PastedInTheAppTheyAreOneMessageAndChangeNothing) {
  TempFolder dir;
  const RunResult run = run_studio(
      {ASTAR_DEMO_MAP, "--headless", "--script",
       dir.write("paste.txt", "state\nkey ctrl+v\nframes 2\nstate\n")},
      dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // The clipboard of a fresh headless run holds no link: a message only.
  EXPECT_NE(run.out.find("The clipboard holds no astar-studio link"),
            std::string::npos)
      << run.out;
  const std::vector<std::string> states = state_lines(run.out);
  ASSERT_EQ(states.size(), 2u);
  EXPECT_EQ(field(states[1], "start"), field(states[0], "start"));
}

}  // namespace links_test
}  // namespace astar::studio::testing
