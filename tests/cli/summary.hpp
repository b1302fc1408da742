#pragma once
// Reads the `astar-cli scen` summary line: `name value` pairs.

#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace astar::test {

/// The pairs of a summary line; fails the test when the line does not start
/// with exactly the required names in order or a value is not a number.
inline std::map<std::string, double> parse_summary(const std::string& line) {
  static const std::vector<std::string> kRequired = {
      "problems", "mismatches", "mean_us", "median_us", "mean_expanded"};
  std::istringstream in(line);
  std::vector<std::string> tokens;
  for (std::string token; in >> token;) tokens.push_back(token);
  std::map<std::string, double> pairs;
  EXPECT_EQ(tokens.size() % 2, 0u) << line;
  EXPECT_GE(tokens.size(), 2 * kRequired.size()) << line;
  for (std::size_t i = 0; i + 1 < tokens.size(); i += 2) {
    if (i / 2 < kRequired.size()) {
      EXPECT_EQ(tokens[i], kRequired[i / 2]) << line;
    }
    std::size_t used = 0;
    double value = -1;
    try {
      value = std::stod(tokens[i + 1], &used);
    } catch (const std::exception&) {
      used = 0;
    }
    EXPECT_EQ(used, tokens[i + 1].size()) << "not a number in: " << line;
    pairs[tokens[i]] = value;
  }
  return pairs;
}

}  // namespace astar::test
