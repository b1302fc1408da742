// The headless script parser, the recovery file reader and the
// command-line parser.

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "astar/search/flags.hpp"
#include "script/script.hpp"
#include "startup/options.hpp"
#include "stepping/compare_spec.hpp"
#include "workspace/recovery_store.hpp"

namespace astar::studio {
namespace parsers_test {

TEST(Script, ParsesEveryCommand) {
  auto parsed = parse_script(R"(# comment
frames 3
move 4 5
down left ctrl alt
up left
drag 1 2 3 4 right shift
key ctrl+shift+z
wheel -2
screenshot out dir/shot #1.png
export map.png
text hello world
drop /tmp/x.png
)",
                             "s.txt");
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  const auto& c = parsed.value();
  ASSERT_EQ(c.size(), 11u);
  EXPECT_EQ(c[0].kind, ScriptCommand::Kind::Frames);
  EXPECT_EQ(c[0].numbers[0], 3);
  EXPECT_EQ(c[1].numbers[1], 5);
  EXPECT_TRUE(c[2].mods.ctrl);
  EXPECT_TRUE(c[2].mods.alt);
  EXPECT_FALSE(c[2].mods.shift);
  EXPECT_EQ(c[4].button, MouseButton::Right);
  EXPECT_TRUE(c[4].mods.shift);
  EXPECT_EQ(c[4].numbers[3], 4);
  EXPECT_EQ(c[5].key.key, SDLK_z);
  EXPECT_TRUE(c[5].key.mods.ctrl && c[5].key.mods.shift);
  EXPECT_EQ(c[6].numbers[0], -2);
  EXPECT_EQ(c[7].text, "out dir/shot #1.png");
  EXPECT_EQ(c[9].text, "hello world");
  EXPECT_EQ(c[10].line, 12);
}

TEST(Script, ClickAndHoverTakeTheRestOfTheLineAsTheName) {
  auto parsed = parse_script(
      "click Generate map...\nhover  Mirror X \nclick history 3\n"
      "key ]\n",
      "s.txt");
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  const auto& c = parsed.value();
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].kind, ScriptCommand::Kind::Click);
  EXPECT_EQ(c[0].text, "Generate map...");
  EXPECT_EQ(c[1].kind, ScriptCommand::Kind::Hover);
  EXPECT_EQ(c[1].text, "Mirror X");
  EXPECT_EQ(c[2].text, "history 3");
  EXPECT_EQ(c[3].key.key, SDLK_RIGHTBRACKET);
  EXPECT_FALSE(parse_script("click\n", "s.txt").ok());
  EXPECT_FALSE(parse_script("hover   \n", "s.txt").ok());
}

TEST(Script, ErrorsNameTheLine) {
  for (const char* bad :
       {"move 1", "down sideways", "key ctrl+", "wheel 0", "frames -1", "jump",
        "up left ctrl", "export", "drag 1 2 3", "key nosuchkey"}) {
    auto parsed = parse_script(std::string("frames 1\n") + bad + "\n", "t.txt");
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_EQ(parsed.error().rfind("t.txt:2: ", 0), 0u) << parsed.error();
  }
}

TEST(Script, CoordinatesAreBounded) {
  // A drag moves cell by cell: 2e9 cells queued events without end, and
  // INT_MAX overflowed turning cells into pixels.
  for (const char* bad : {"drag 0 0 2000000000 0", "move 2147483647 2147483647",
                          "move 100001 0", "drag 0 -100001 0 0"}) {
    auto parsed = parse_script(std::string(bad) + "\n", "t.txt");
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_NE(parsed.error().find("(cells within -100000..100000)"),
              std::string::npos)
        << parsed.error();
  }
  auto edge = parse_script("move 100000 -100000\nframes 1000000\n", "t.txt");
  ASSERT_TRUE(edge.ok()) << edge.error();
  EXPECT_EQ(edge.value()[0].numbers[1], -100000);
  EXPECT_EQ(edge.value()[1].numbers[0], 1000000);
}

TEST(Script, ErrorsQuoteAShortExcerpt) {
  auto parsed = parse_script(std::string(1 << 20, 'x') + "\n", "t.txt");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error(),
            "t.txt:1: unknown command '" + std::string(40, 'x') + "...'");
  // A NUL in a quote would end the message when printed.
  auto nul = parse_script(std::string("ju\0mp\n", 6), "t.txt");
  ASSERT_FALSE(nul.ok());
  EXPECT_EQ(nul.error(), "t.txt:1: unknown command 'ju?mp'");
}

TEST(Script, FilesAreBoundedAndFoldersRefused) {
  const std::string folder = ::testing::TempDir();
  auto from_folder = load_script(folder);
  ASSERT_FALSE(from_folder.ok());
  EXPECT_NE(from_folder.error().find("is a folder"), std::string::npos)
      << from_folder.error();
  // A device is refused before it is read.
  auto endless = load_script("/dev/zero");
  ASSERT_FALSE(endless.ok());
  EXPECT_EQ(endless.error(),
            "/dev/zero: is not a regular file (a device, pipe or socket)");
}

TEST(RecoveryFile, NumberOverflowIsAnErrorNotAnAbort) {
  const std::string path = ::testing::TempDir() + "/recovery-1e400.astar.json";
  std::ofstream(path) << R"({"version":1e400})";
  auto loaded = load_recovery_file(path);
  std::remove(path.c_str());
  ASSERT_FALSE(loaded.ok());
  EXPECT_EQ(loaded.error(),
            path + ": invalid JSON: number overflow parsing '1e400'");
}

TEST(Script, KeyNames) {
  EXPECT_EQ(parse_key_combo("space")->key, SDLK_SPACE);
  EXPECT_EQ(parse_key_combo("enter")->key, SDLK_RETURN);
  EXPECT_EQ(parse_key_combo("Home")->key, SDLK_HOME);
  EXPECT_EQ(parse_key_combo("f1")->key, SDLK_F1);
  EXPECT_TRUE(parse_key_combo("ctrl+s")->mods.ctrl);
  EXPECT_FALSE(parse_key_combo("hyper+s"));
}

Result<Options> parse(std::initializer_list<const char*> args) {
  const std::vector<const char*> list(args);
  return parse_options(list);
}

TEST(Options, KeepsTheOrderOfSettings) {
  auto options = parse({"map.png", "--headless", "--steps", "5", "--start",
                        "1,2", "--algo", "dijkstra", "--size", "800x600"});
  ASSERT_TRUE(options.ok()) << options.error();
  const Options& o = options.value();
  EXPECT_EQ(*o.file, "map.png");
  EXPECT_EQ(o.width, 800);
  ASSERT_EQ(o.ordered.size(), 3u);
  EXPECT_EQ(std::get<TakeSteps>(o.ordered[0]).count, 5);
  EXPECT_EQ(std::get<SetStart>(o.ordered[1]).cell, (Point{1, 2}));
  const auto& flag = std::get<SetSearchFlag>(o.ordered[2]);
  SearchSettings settings;
  ASSERT_TRUE(apply_search_flag(settings, flag.name, flag.value).value());
  EXPECT_EQ(settings.algorithm, Algorithm::Dijkstra);
}

TEST(Options, CellLabelsAndArrows) {
  auto options = parse({"--headless", "--labels", "f", "--arrows", "off"});
  ASSERT_TRUE(options.ok()) << options.error();
  EXPECT_EQ(options.value().cell_numbers, CellNumbers::FOnly);
  EXPECT_EQ(options.value().arrows, false);
  EXPECT_EQ(parse({"--labels", "fgh"}).value().cell_numbers, CellNumbers::All);
  EXPECT_EQ(parse({"--labels", "none"}).value().cell_numbers,
            CellNumbers::None);
  EXPECT_EQ(parse({"--arrows", "on"}).value().arrows, true);
  // Unset: the stored settings stay.
  EXPECT_FALSE(parse({}).value().cell_numbers.has_value());
  EXPECT_FALSE(parse({}).value().arrows.has_value());

  auto bad_labels = parse({"--labels", "FGH"});
  ASSERT_FALSE(bad_labels.ok());
  EXPECT_EQ(bad_labels.error(),
            "--labels: bad value 'FGH' (expected fgh, f or none)");
  auto bad_arrows = parse({"--arrows", "1"});
  ASSERT_FALSE(bad_arrows.ok());
  EXPECT_EQ(bad_arrows.error(), "--arrows: bad value '1' (expected on or off)");
  auto missing = parse({"--arrows"});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(), "--arrows: missing value");
  EXPECT_FALSE(parse({"--labels", ""}).ok());
}

TEST(Options, RejectsBadInput) {
  EXPECT_FALSE(parse({"--steps", "5", "--run"}).ok());
  EXPECT_FALSE(parse({"--size", "10x10"}).ok());
  EXPECT_FALSE(parse({"--start", "1;2"}).ok());
  EXPECT_FALSE(parse({"--weight", "0.5"}).ok());
  EXPECT_FALSE(parse({"--connectivity", "6"}).ok());
  EXPECT_FALSE(parse({"--corners", "sometimes"}).ok());
  EXPECT_FALSE(parse({"--screenshot", "x.png"}).ok());  // needs --headless
  EXPECT_FALSE(parse({"a.png", "b.png"}).ok());
  EXPECT_FALSE(parse({"--frames"}).ok());
  EXPECT_FALSE(parse({"--bogus"}).ok());
}

}  // namespace parsers_test
TEST(CompareSpec, EachRunStartsFromTheBaseAndTakesItsOwnSettings) {
  SearchSettings base;
  base.rules.costs = StepCosts::TenFourteen;
  auto runs = parse_compare_spec(
      "astar;weighted;weighted:w=3,h=euclidean;greedy:ties=fifo,moves=4", base);
  ASSERT_TRUE(runs.ok()) << runs.error();
  ASSERT_EQ(runs.value().size(), 4u);
  EXPECT_EQ(runs.value()[0], base);
  EXPECT_EQ(runs.value()[1].algorithm, Algorithm::WeightedAStar);
  EXPECT_EQ(runs.value()[1].weight, 2);
  EXPECT_EQ(runs.value()[2].weight, 3);
  EXPECT_EQ(runs.value()[2].heuristic, Heuristic::Euclidean);
  EXPECT_EQ(runs.value()[3].tie_break, TieBreak::Fifo);
  EXPECT_EQ(runs.value()[3].rules.connectivity, Connectivity::Four);
  for (const SearchSettings& run : runs.value()) {
    EXPECT_EQ(run.rules.costs, StepCosts::TenFourteen);
  }
  // Written back the same way, it reads the same.
  for (const SearchSettings& run : runs.value()) {
    auto again = parse_compare_spec(compare_spec_of(run) + ";astar", base);
    ASSERT_TRUE(again.ok()) << compare_spec_of(run);
    EXPECT_EQ(again.value()[0], run) << compare_spec_of(run);
  }
}

TEST(CompareSpec, ErrorsNameTheRun) {
  const SearchSettings base;
  const auto error = [&](const char* spec) {
    auto runs = parse_compare_spec(spec, base);
    return runs.ok() ? std::string("ok") : runs.error();
  };
  EXPECT_EQ(error("astar"),
            "--compare: expected 2 to 4 runs separated by ';', such as "
            "\"astar;dijkstra\"");
  EXPECT_EQ(
      error("astar;"),
      "--compare run 2 '': --algo '': expected one of astar, dijkstra, "
      "greedy, bfs, weighted, jps, subgoal, theta, bi-astar, bi-dijkstra, "
      "bi-bfs");
  EXPECT_EQ(error("astar;weighted:w=0.5"),
            "--compare run 2 'weighted:w=0.5': --weight '0.5': expected a "
            "number from 1 to 1000000");
  EXPECT_EQ(error("astar;greedy:x=1"),
            "--compare run 2 'greedy:x=1': unknown setting 'x'; expected w, "
            "h, moves, diagonals, costs, ties");
  EXPECT_EQ(error("astar;greedy:w"),
            "--compare run 2 'greedy:w': expected key=value, such as w=2 or "
            "h=euclidean, not 'w'");
  EXPECT_EQ(error("astar;astar;astar;astar;astar").substr(0, 33),
            "--compare: at most 4 runs side by");
}

}  // namespace astar::studio

namespace astar::studio {
namespace parsers_test {

TEST(CompareSpec, RunsTakeAUnitWhoseTableKeepsItsCommas) {
  const SearchSettings base;
  auto runs = parse_compare_spec(
      "astar:size=1;astar:size=3,terrain=10=wall,5=2,ties=fifo", base);
  ASSERT_TRUE(runs.ok()) << runs.error();
  EXPECT_EQ(runs.value()[0].unit.size, 1);
  EXPECT_EQ(runs.value()[1].unit.size, 3);
  EXPECT_EQ(runs.value()[1].unit.terrain.spec(), "5=2,10=wall");
  EXPECT_EQ(runs.value()[1].tie_break, TieBreak::Fifo);
  EXPECT_EQ(compare_spec_of(runs.value()[1]),
            "astar:ties=fifo,size=3,terrain=5=2,10=wall");
  auto again =
      parse_compare_spec(compare_spec_of(runs.value()[1]) + ";astar", base);
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_EQ(again.value()[0], runs.value()[1]);
  EXPECT_FALSE(parse_compare_spec("astar;astar:size=33", base).ok());
}

}  // namespace parsers_test
}  // namespace astar::studio
