#include "astar/result.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "astar/io/base64.hpp"
#include "astar/io/file_io.hpp"
#include "astar/io/image_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/search/flags.hpp"
#include "astar/session/session.hpp"

namespace astar {
namespace result_test {

namespace fs = std::filesystem;

Result<int> parse_digit(char c) {
  if (c < '0' || c > '9') return fail(ErrorKind::BadFile, "not a digit");
  return c - '0';
}

// Forwards a failure up one level with `return r.failure();`.
Result<std::string> twice(char c) {
  Result<int> digit = parse_digit(c);
  if (!digit) return digit.failure();
  return std::to_string(2 * digit.value());
}

Status check(char c) {
  Result<std::string> text = twice(c);
  if (!text) return text.failure().prefixed("input: ");
  return {};
}

TEST(Result, FailureForwardsKindAndMessage) {
  Result<std::string> bad = twice('x');
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error_kind(), ErrorKind::BadFile);
  EXPECT_EQ(bad.error(), "not a digit");
  EXPECT_EQ(twice('4').value(), "8");

  Status status = check('x');
  ASSERT_FALSE(status);
  EXPECT_EQ(status.error_kind(), ErrorKind::BadFile);
  EXPECT_EQ(status.error(), "input: not a digit");
  EXPECT_EQ(status.failure().message, status.error());
  EXPECT_TRUE(check('1'));
}

TEST(Result, KindsHaveNames) {
  EXPECT_EQ(to_string(ErrorKind::BadArgument), "bad argument");
  EXPECT_EQ(to_string(ErrorKind::BadFile), "bad file");
  EXPECT_EQ(to_string(ErrorKind::IoFailure), "I/O failure");
  EXPECT_EQ(to_string(ErrorKind::Unsupported), "unsupported");
  EXPECT_EQ(to_string(ErrorKind::Cancelled), "cancelled");
  const Error error = fail(ErrorKind::Unsupported, "16-bit");
  EXPECT_EQ(error.kind, ErrorKind::Unsupported);
  EXPECT_EQ(error.prefixed("a.png: ").message, "a.png: 16-bit");
  EXPECT_EQ(error.prefixed("a.png: ").kind, ErrorKind::Unsupported);
}

/// A fresh folder per test, removed afterwards.
class ErrorKinds : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern =
        (fs::temp_directory_path() / "astar-kinds-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }
  std::string file(const std::string& name) const {
    return (dir_ / name).string();
  }
  std::string write(const std::string& name, const std::string& text) const {
    EXPECT_TRUE(write_file_atomic(file(name), text));
    return file(name);
  }

  fs::path dir_;
};

template <typename T>
ErrorKind kind_of(const Result<T>& result) {
  EXPECT_FALSE(result);
  return result ? ErrorKind{} : result.error_kind();
}

TEST_F(ErrorKinds, MissingOrUnwritableFilesAreIoFailures) {
  EXPECT_EQ(kind_of(load_map(file("missing.map"))), ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(load_map(file("missing.png"))), ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(read_scenario(file("missing.scen"))), ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(load_session(file("missing.astar.json"))),
            ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(read_file(dir_.string(), 100)), ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(save_map(Grid(2, 2), file("no/such/folder/a.png"))),
            ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(write_file_atomic(file("no/such/a.map"), "x")),
            ErrorKind::IoFailure);
  EXPECT_EQ(kind_of(find_scenario_map(dir_.string(), "nowhere.map")),
            ErrorKind::IoFailure);
}

TEST_F(ErrorKinds, MalformedFilesAreBadFiles) {
  const std::string bad_map =
      write("bad.map", "type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n");
  Result<Grid> map = load_map(bad_map);
  EXPECT_EQ(kind_of(map), ErrorKind::BadFile);
  EXPECT_EQ(map.error(), bad_map +
                             ":6:2: unexpected character 'x' "
                             "(walkable: . G S, blocked: @ O T W)");
  EXPECT_EQ(kind_of(parse_movingai_map("type octile\nheight 0\n", "t.map")),
            ErrorKind::BadFile);
  EXPECT_EQ(kind_of(load_map(write("fake.png", "this is not a picture"))),
            ErrorKind::BadFile);
  EXPECT_EQ(kind_of(decode_image("\x89PNG\r\n\x1a\n broken", "b.png")),
            ErrorKind::BadFile);
  EXPECT_EQ(kind_of(parse_scenario("version 1\n0\ta.map\t5\n", "t.scen")),
            ErrorKind::BadFile);
  EXPECT_EQ(kind_of(parse_session("{ nope", "s.astar.json", ".")),
            ErrorKind::BadFile);
  EXPECT_EQ(kind_of(parse_session(R"({"version": 1, "map": 3})", "s.astar.json",
                                  ".")),
            ErrorKind::BadFile);
  EXPECT_EQ(kind_of(decode_base64("a$b")), ErrorKind::BadFile);
}

TEST_F(ErrorKinds, FormatsWeRefuseAreUnsupported) {
  EXPECT_EQ(kind_of(load_map(write("map.txt", "..."))), ErrorKind::Unsupported);
  EXPECT_EQ(kind_of(save_map(Grid(2, 2), file("out.bmp"))),
            ErrorKind::Unsupported);
  EXPECT_EQ(kind_of(parse_movingai_map("type hex\n", "t.map")),
            ErrorKind::Unsupported);
  EXPECT_EQ(kind_of(parse_movingai_map(
                "type octile\nheight 100000\nwidth 2\nmap\n", "t.map")),
            ErrorKind::Unsupported);
  EXPECT_EQ(kind_of(parse_scenario("version 2\n", "t.scen")),
            ErrorKind::Unsupported);
  EXPECT_EQ(kind_of(parse_session(R"({"version": 99})", "s.astar.json", ".")),
            ErrorKind::Unsupported);
  EXPECT_EQ(kind_of(read_file(write("big.txt", "0123456789"), 4)),
            ErrorKind::Unsupported);
}

TEST_F(ErrorKinds, BadParametersAreBadArguments) {
  SearchSettings settings;
  EXPECT_EQ(kind_of(apply_search_flag(settings, "--algo", "dstar")),
            ErrorKind::BadArgument);
  const std::vector<SearchFlag> flags = {{"weight", "0"}};
  EXPECT_EQ(kind_of(parse_search_flags(flags)), ErrorKind::BadArgument);
  EXPECT_EQ(kind_of(Grid::create(0, 5)), ErrorKind::BadArgument);
  EXPECT_EQ(kind_of(save_map(Grid(), file("empty.png"))),
            ErrorKind::BadArgument);
  Search search;
  const Grid grid(3, 3);
  SearchQuery query;
  query.goal = {5, 5};
  EXPECT_EQ(kind_of(search.start(grid, query)), ErrorKind::BadArgument);
}

TEST_F(ErrorKinds, ASessionKeepsTheKindOfItsMapFile) {
  const std::string text = R"({"version": 1, "map": {"path": "gone.map"}})";
  Result<Session> session = parse_session(text, "s.astar.json", dir_.string());
  EXPECT_EQ(kind_of(session), ErrorKind::IoFailure);
  EXPECT_NE(session.error().find("field \"map.path\""), std::string::npos);
}

}  // namespace result_test
}  // namespace astar
