// The headless script parser and the command-line parser.

#include <gtest/gtest.h>

#include "astar/search/flags.hpp"
#include "shell/options.hpp"
#include "headless/script.hpp"

namespace astar::studio {
namespace {

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

}  // namespace
}  // namespace astar::studio
