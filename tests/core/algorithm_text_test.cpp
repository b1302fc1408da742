// The teaching library's text of each algorithm (algorithm_text.hpp)
// against the algorithms' table: every algorithm has its text, and the
// clauses that say why a cell was left alone agree with what it does.

#include "astar/teach/algorithm_text.hpp"

#include <gtest/gtest.h>

#include <string_view>

namespace astar {
namespace {

TEST(AlgorithmText, EveryAlgorithmHasItsOwnText) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    const AlgorithmText& text = algorithm_text(info.algorithm);
    EXPECT_EQ(text.algorithm, info.algorithm) << info.name;
    EXPECT_FALSE(text.summary.empty()) << info.name;
    EXPECT_FALSE(text.formula.empty()) << info.name;
    EXPECT_FALSE(text.key_meaning.empty()) << info.name;
    EXPECT_FALSE(text.optimal_when.empty()) << info.name;
  }
}

TEST(AlgorithmText, PseudocodeHasOneStatementALine) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    const AlgorithmText& text = algorithm_text(info.algorithm);
    EXPECT_GE(text.pseudocode.size(), 5u) << info.name;
    for (std::string_view line : text.pseudocode) {
      EXPECT_FALSE(line.empty()) << info.name;
      EXPECT_EQ(line.find('\n'), std::string_view::npos) << info.name;
    }
  }
}

TEST(AlgorithmText, ClausesMatchTheFlags) {
  for (const AlgorithmInfo& info : all_algorithms()) {
    const AlgorithmText& text = algorithm_text(info.algorithm);
    EXPECT_EQ(text.keeps_closed.empty(), info.reopens_closed) << info.name;
    EXPECT_EQ(text.keeps_first_visit.empty(), info.improves_open) << info.name;
  }
}

}  // namespace
}  // namespace astar
