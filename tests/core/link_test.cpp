#include "astar/session/link.hpp"

#include <gtest/gtest.h>

#include <random>

#include "astar/io/base64.hpp"
#include "astar/io/deflate.hpp"
#include "astar/io/map_io.hpp"
#include "test_maps.hpp"

namespace astar {
namespace link_test {
using test::ascii_document;
using test::random_grid;

LinkState sample_state() {
  LinkState state;
  state.document = ascii_document({
      "S....#....",
      "..##.#.55.",
      "..#..#.5..",
      "..#.......",
      "....###..G",
  });
  state.search.algorithm = Algorithm::WeightedAStar;
  state.search.weight = 2.5;
  state.search.heuristic = Heuristic::Euclidean;
  state.search.rules.connectivity = Connectivity::Four;
  state.search.tie_break = TieBreak::Fifo;
  state.search.unit.size = 2;
  state.search.unit.terrain = TerrainTable::parse("10=wall,5=2").value();
  state.step = 17;
  state.view = {4.25, 12.5, -3.125};  // thousandths are exact
  return state;
}

std::string link_of(const LinkState& state) {
  Result<std::string> text = format_link(state);
  EXPECT_TRUE(text.ok()) << text.error();
  return text.ok() ? text.value() : std::string();
}

std::string link_of_payload(const std::string& payload) {
  return std::string(kLinkPrefix) + encode_base64url(deflate_zlib(payload));
}

TEST(Link, RoundTripsEveryFieldAndItsText) {
  const LinkState state = sample_state();
  const std::string text = link_of(state);
  EXPECT_TRUE(text.starts_with("astar1:"));
  EXPECT_EQ(text.find_first_of("+/= \n"), std::string::npos);
  Result<LinkState> parsed = parse_link(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed.value(), state);
  EXPECT_EQ(link_of(parsed.value()), text);
  // Pasted from a chat, with a line break around it.
  EXPECT_TRUE(parse_link("  " + text + "\r\n").ok());
}

TEST(Link, DefaultSettingsAndNoMarkersRoundTrip) {
  LinkState state;
  state.document.grid = Grid(3, 2);
  Result<LinkState> parsed = parse_link(link_of(state));
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed.value(), state);
}

TEST(Link, RandomMapsRoundTripByteForByte) {
  std::mt19937 rng(5);
  for (int round = 0; round < 30; ++round) {
    LinkState state;
    state.document.grid = random_grid(rng, 1 + static_cast<int>(rng() % 90),
                                      1 + static_cast<int>(rng() % 90), 30, 20);
    state.document.goal = Point{0, 0};
    state.step = static_cast<std::int64_t>(rng() % 5000);
    state.view = {0.5 + rng() % 4000 / 1000.0, rng() % 100000 / 1000.0 - 50,
                  rng() % 100000 / 1000.0 - 50};
    const std::string text = link_of(state);
    Result<LinkState> parsed = parse_link(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    EXPECT_EQ(parsed.value().document, state.document);
    EXPECT_EQ(link_of(parsed.value()), text);
  }
}

TEST(Link, TheDemoMapMakesAShortLink) {
  Result<Grid> demo = load_map(ASTAR_ASSETS_DIR "/demo.png");
  ASSERT_TRUE(demo.ok()) << demo.error();
  LinkState state;
  state.document.grid = demo.value();
  state.document.start = Point{2, 2};
  state.document.goal = Point{60, 36};
  const std::string text = link_of(state);
  // 64x40 cells: a few hundred characters, short enough for a chat.
  EXPECT_LT(text.size(), 600u) << text.size();
  Result<LinkState> parsed = parse_link(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed.value().document.grid, demo.value());
}

TEST(Link, RefusesMapsTooBigToShare) {
  LinkState state;
  state.document.grid = Grid(kMaxLinkSide + 1, 2);
  EXPECT_FALSE(format_link(state).ok());
}

void expect_link_refused(const std::string& text, const std::string& words) {
  Result<LinkState> parsed = parse_link(text);
  ASSERT_FALSE(parsed.ok()) << text.substr(0, 80);
  EXPECT_EQ(parsed.error_kind(), ErrorKind::BadArgument);
  EXPECT_TRUE(parsed.error().starts_with("link: ")) << parsed.error();
  EXPECT_NE(parsed.error().find(words), std::string::npos) << parsed.error();
}

TEST(HostileLink, EveryTruncationIsOneError) {
  const std::string text = link_of(sample_state());
  for (std::size_t length = 0; length < text.size(); ++length) {
    EXPECT_FALSE(parse_link(text.substr(0, length)).ok()) << length;
  }
  expect_link_refused(text.substr(0, text.size() / 2), "cut short");
  expect_link_refused(text.substr(0, text.size() - 4), "cut short");
}

TEST(HostileLink, WrongVersionOrNoLinkAtAll) {
  const std::string text = link_of(sample_state());
  expect_link_refused("astar2:" + text.substr(7), "'astar2:' is a link format");
  expect_link_refused("hello there", "not an astar-studio link");
  expect_link_refused("", "not an astar-studio link");
}

TEST(HostileLink, BadAlphabet) {
  const std::string text = link_of(sample_state());
  for (char bad : {'+', '/', '=', '*', ' ', '\0'}) {
    std::string broken = text;
    broken[20] = bad;
    expect_link_refused(broken, "invalid base64url character");
  }
}

TEST(HostileLink, AHeaderClaimingAGigabyteIsRefusedBeforeInflating) {
  // 32768 x 32768 cells: 1 GiB, refused from the first four bytes.
  std::string payload("\x00\x80\x00\x80", 4);
  payload += std::string(100, '\xff');
  expect_link_refused(link_of_payload(payload), "32768x32768");
}

TEST(HostileLink, AZipBombStopsAtTheDeclaredSize) {
  // A valid header of 64x64 cells, then 20 MiB of zeros: the inflation
  // stops just past what 64x64 cells can need.
  std::string payload("\x40\x00\x40\x00", 4);
  payload += std::string(std::size_t{20} << 20, '\0');
  expect_link_refused(link_of_payload(payload), "longer than its map");
}

TEST(HostileLink, ValidCompressionOfGarbage) {
  std::mt19937 rng(11);
  for (int round = 0; round < 200; ++round) {
    std::string garbage(rng() % 400, '\0');
    for (char& c : garbage) c = static_cast<char>(rng() & 0xff);
    EXPECT_FALSE(parse_link(link_of_payload(garbage)).ok());
  }
  // A well-formed payload whose settings are nonsense.
  std::string payload("\x02\x00\x02\x00\x00", 5);
  payload += std::string(8 + 12, '\0');
  payload[13] = '\x01';  // zoom 0.001
  payload += std::string("\x08\x00", 2) + "algo=zzz";
  payload += std::string(4, '\xff');
  expect_link_refused(link_of_payload(payload), "--algo 'zzz'");
}

TEST(HostileLink, ADamagedChecksumIsNoticed) {
  const std::string text = link_of(sample_state());
  Result<std::string> bytes = decode_base64url(text.substr(7));
  ASSERT_TRUE(bytes.ok());
  std::string damaged = bytes.value();
  damaged.back() = static_cast<char>(damaged.back() ^ 1);
  expect_link_refused("astar1:" + encode_base64url(damaged), "checksum");
}

}  // namespace link_test
}  // namespace astar
