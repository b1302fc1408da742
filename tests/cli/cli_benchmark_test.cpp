// Every problem of the Moving AI files the issue names, and a sample of the
// larger ones, through the real astar-cli. Labelled `slow`.

#include <gtest/gtest.h>

#include "run_cli.hpp"
#include "summary.hpp"

namespace astar::test {
namespace cli_benchmark_test {

/// Runs every `every`th problem of `name`.map.scen and expects all of them
/// to match; `problems` and `unreachable` are what the run must count.
void expect_all_match(const std::string& name, int every, int problems,
                      int unreachable) {
  const CliRun run = run_cli({"scen", benchmark_file(name + ".map.scen"),
                              "--every", std::to_string(every)});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  const auto summary = parse_summary(last_line(run.out));
  EXPECT_EQ(summary.at("problems"), problems);
  EXPECT_EQ(summary.at("mismatches"), 0) << run.out;
  EXPECT_EQ(summary.at("unreachable"), unreachable);
}

// Problem counts are from tests/data/movingai/SOURCES.md; sampled runs take
// problems 0, N, 2N, ...
TEST(CliBenchmarkTest, Den011dEveryProblem) {
  expect_all_match("den011d", 1, 780, 0);
}
TEST(CliBenchmarkTest, Lak303dEveryProblem) {
  expect_all_match("lak303d", 1, 1060, 0);
}
TEST(CliBenchmarkTest, Berlin0256EveryProblem) {
  expect_all_match("Berlin_0_256", 1, 930, 0);
}
TEST(CliBenchmarkTest, Brc000dEveryProblemTenUnreachable) {
  // Its first ten problems have length 0 and unconnected ends.
  expect_all_match("brc000d", 1, 850, 10);
}
TEST(CliBenchmarkTest, Hrt201nSampled) {
  expect_all_match("hrt201n", 10, 121, 0);
}
TEST(CliBenchmarkTest, AR0011SRSampled) {
  expect_all_match("AR0011SR", 20, 64, 0);
}
TEST(CliBenchmarkTest, Random512Density10Sampled) {
  expect_all_match("random512-10-0", 20, 84, 0);
}
TEST(CliBenchmarkTest, Random512Density40Sampled) {
  expect_all_match("random512-40-0", 50, 62, 0);
}
TEST(CliBenchmarkTest, EightRoomSampled) {
  expect_all_match("8room_000", 50, 39, 0);
}
TEST(CliBenchmarkTest, Boston0512Sampled) {
  expect_all_match("Boston_0_512", 50, 38, 0);
}
TEST(CliBenchmarkTest, Maze512Sampled) {
  expect_all_match("maze512-1-0", 100, 120, 0);
}
TEST(CliBenchmarkTest, Orz900dSampled) {
  expect_all_match("orz900d", 100, 71, 0);
}
TEST(CliBenchmarkTest, NewYork01024Sampled) {
  expect_all_match("NewYork_0_1024", 100, 37, 0);
}
TEST(CliBenchmarkTest, TheFrozenSeaSampled) {
  expect_all_match("TheFrozenSea", 100, 37, 0);
}

}  // namespace cli_benchmark_test
}  // namespace astar::test
