#include "astar/search/flags.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace astar {
namespace flags_test {

// Applies one flag to default settings; the settings when it was used.
Result<SearchSettings> apply(std::string_view flag, std::string_view value) {
  SearchSettings settings;
  Result<bool> used = apply_search_flag(settings, flag, value);
  if (!used) return used.failure();
  EXPECT_TRUE(used.value()) << flag;
  return settings;
}

std::string error_of(std::string_view flag, std::string_view value) {
  SearchSettings settings;
  const SearchSettings before = settings;
  Result<bool> used = apply_search_flag(settings, flag, value);
  EXPECT_EQ(settings, before) << "a bad value must leave the settings alone";
  return used ? std::string("(accepted)") : used.error();
}

Result<SearchSettings> parse(std::vector<SearchFlag> flags) {
  return parse_search_flags(flags);
}

TEST(SearchFlags, EveryFlagSetsItsField) {
  EXPECT_EQ(apply("--algo", "dijkstra").value().algorithm, Algorithm::Dijkstra);
  EXPECT_EQ(apply("algo", "bfs").value().algorithm, Algorithm::BreadthFirst);
  EXPECT_EQ(apply("--weight", "2.5").value().weight, 2.5);
  EXPECT_EQ(apply("--heuristic", "zero").value().heuristic, Heuristic::Zero);
  EXPECT_EQ(apply("--connectivity", "4").value().rules.connectivity,
            Connectivity::Four);
  EXPECT_EQ(apply("--corners", "always").value().rules.diagonal,
            DiagonalRule::Always);
  EXPECT_EQ(apply("--costs", "10-14").value().rules.costs,
            StepCosts::TenFourteen);
  EXPECT_EQ(apply("--tie-break", "lifo").value().tie_break, TieBreak::Lifo);
}

TEST(SearchFlags, OnlyTheNamedFieldChanges) {
  SearchSettings expected;
  expected.weight = 3;
  EXPECT_EQ(apply("--weight", "3").value(), expected);
  expected = {};
  expected.rules.connectivity = Connectivity::Four;
  EXPECT_EQ(apply("--connectivity", "4").value(), expected);
}

TEST(SearchFlags, OtherFlagsAreNotTheirs) {
  SearchSettings settings;
  for (const char* flag : {"--steps", "from", "--", "", "--algorithm"}) {
    Result<bool> used = apply_search_flag(settings, flag, "1");
    ASSERT_TRUE(used) << flag;
    EXPECT_FALSE(used.value()) << flag;
    EXPECT_FALSE(is_search_flag(flag)) << flag;
  }
  EXPECT_EQ(settings, SearchSettings{});
  for (std::string_view name : kSearchFlagNames) {
    EXPECT_TRUE(is_search_flag(name));
    EXPECT_TRUE(is_search_flag("--" + std::string(name)));
  }
}

TEST(SearchFlags, BadValuesNameTheFlagAndTheChoices) {
  EXPECT_EQ(error_of("--algo", "dstar"),
            "--algo 'dstar': expected one of astar, dijkstra, greedy, bfs, "
            "weighted, jps, subgoal, theta, bi-astar, bi-dijkstra, bi-bfs");
  EXPECT_EQ(error_of("heuristic", "Octile"),
            "--heuristic 'Octile': expected one of manhattan, euclidean, "
            "octile, chebyshev, zero");
  EXPECT_EQ(error_of("--connectivity", "6"),
            "--connectivity '6': expected one of 4, 8");
  EXPECT_EQ(error_of("--corners", "sometimes"),
            "--corners 'sometimes': expected one of always, no-squeeze, "
            "no-cut");
  EXPECT_EQ(error_of("--costs", ""),
            "--costs '': expected one of exact, 10-14");
  EXPECT_EQ(error_of("--tie-break", "random"),
            "--tie-break 'random': expected one of low-h, high-h, fifo, lifo");
  EXPECT_EQ(error_of("--weight", "0.5"),
            "--weight '0.5': expected a number from 1 to 1000000");
}

TEST(SearchFlags, WeightIsFiniteFromOneToTheLimit) {
  EXPECT_EQ(apply("--weight", "1").value().weight, 1.0);
  EXPECT_EQ(apply("--weight", "1000000").value().weight, kMaxSearchWeight);
  EXPECT_EQ(apply("--weight", "1e6").value().weight, kMaxSearchWeight);
  for (const char* bad : {"0.999", "1000000.5", "1e7", "-2", "0", "inf", "nan",
                          "", "2x", " 2", "two"}) {
    EXPECT_EQ(error_of("--weight", bad).rfind("--weight '", 0), 0u) << bad;
  }
}

TEST(SearchFlags, CommandLineDefaultsAreTheMovingAiRules) {
  Result<SearchSettings> settings = parse({});
  ASSERT_TRUE(settings) << settings.error();
  EXPECT_EQ(settings.value(), SearchSettings{});
  EXPECT_EQ(settings.value().rules, MovementRules{});
}

TEST(SearchFlags, CommandLineLinksWeightAndAlgorithm) {
  Result<SearchSettings> implied = parse({{"--weight", "3"}});
  ASSERT_TRUE(implied) << implied.error();
  EXPECT_EQ(implied.value().algorithm, Algorithm::WeightedAStar);
  EXPECT_EQ(implied.value().weight, 3.0);

  Result<SearchSettings> defaulted = parse({{"algo", "weighted"}});
  ASSERT_TRUE(defaulted) << defaulted.error();
  EXPECT_EQ(defaulted.value().weight, 2.0);

  Result<SearchSettings> both =
      parse({{"weight", "1.5"}, {"algo", "weighted"}});
  ASSERT_TRUE(both) << both.error();
  EXPECT_EQ(both.value().weight, 1.5);

  Result<SearchSettings> wrong = parse({{"algo", "astar"}, {"weight", "2"}});
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error(), "--weight applies only to --algo weighted");
}

TEST(SearchFlags, CommandLineRefusesRepeatsAndStrangers) {
  Result<SearchSettings> twice = parse({{"algo", "bfs"}, {"--algo", "bfs"}});
  ASSERT_FALSE(twice);
  EXPECT_EQ(twice.error(), "option '--algo' is given twice");
  Result<SearchSettings> stranger = parse({{"--from", "1,2"}});
  ASSERT_FALSE(stranger);
  EXPECT_EQ(stranger.error(), "'--from' is not a search flag");
  Result<SearchSettings> bad = parse({{"costs", "10-14"}, {"corners", "x"}});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().rfind("--corners 'x'", 0), 0u);
}

TEST(SearchFlags, CommandLineSetsEveryField) {
  Result<SearchSettings> settings = parse({{"algo", "greedy"},
                                           {"heuristic", "euclidean"},
                                           {"connectivity", "4"},
                                           {"corners", "no-squeeze"},
                                           {"costs", "10-14"},
                                           {"tie-break", "high-h"}});
  ASSERT_TRUE(settings) << settings.error();
  SearchSettings expected;
  expected.algorithm = Algorithm::Greedy;
  expected.heuristic = Heuristic::Euclidean;
  expected.rules = {Connectivity::Four, DiagonalRule::NoSqueeze,
                    StepCosts::TenFourteen};
  expected.tie_break = TieBreak::HighH;
  EXPECT_EQ(settings.value(), expected);
}

TEST(SearchFlags, UsageNamesEveryFlag) {
  const std::string_view usage = search_flags_usage();
  for (std::string_view name : kSearchFlagNames) {
    EXPECT_NE(usage.find("--" + std::string(name) + " "), std::string::npos)
        << name;
  }
  EXPECT_EQ(usage.back(), '\n');
}

TEST(SearchSettings, QueryCarriesEveryField) {
  SearchSettings settings;
  settings.algorithm = Algorithm::WeightedAStar;
  settings.weight = 4;
  settings.heuristic = Heuristic::Chebyshev;
  settings.rules.costs = StepCosts::TenFourteen;
  settings.tie_break = TieBreak::Fifo;
  const SearchQuery q = settings.query({1, 2}, {3, 4});
  EXPECT_EQ(q.start, (Point{1, 2}));
  EXPECT_EQ(q.goal, (Point{3, 4}));
  EXPECT_EQ(q.algorithm, settings.algorithm);
  EXPECT_EQ(q.weight, settings.weight);
  EXPECT_EQ(q.heuristic, settings.heuristic);
  EXPECT_EQ(q.rules, settings.rules);
  EXPECT_EQ(q.tie_break, settings.tie_break);
}

}  // namespace flags_test
}  // namespace astar
