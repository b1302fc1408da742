// libastar.so is the games' library: the classroom's text (the teaching
// library's summaries and pseudocode listings) must not be in it, while the
// search's own messages are.

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

#include "astar/teach/algorithm_text.hpp"

namespace astar::test {
namespace {

std::string library_bytes() {
  std::ifstream in(ASTAR_LIBRARY_PATH, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool holds(const std::string& bytes, std::string_view text) {
  return bytes.find(text) != std::string::npos;
}

TEST(CApiLibrary, CarriesNoAlgorithmProseOrPseudocode) {
  const std::string bytes = library_bytes();
  ASSERT_GT(bytes.size(), 100'000u) << ASTAR_LIBRARY_PATH;
  // The search's own refusal is there: the scan reads the real strings.
  EXPECT_TRUE(holds(bytes, "jps needs 8-way moves"));
  for (const AlgorithmInfo& info : all_algorithms()) {
    const AlgorithmText& text = algorithm_text(info.algorithm);
    if (text.summary.size() > 12) {
      EXPECT_FALSE(holds(bytes, text.summary)) << info.name;
    }
    EXPECT_FALSE(holds(bytes, text.optimal_when)) << info.name;
    for (std::string_view line : text.pseudocode) {
      EXPECT_FALSE(holds(bytes, line)) << info.name << ": " << line;
    }
  }
}

}  // namespace
}  // namespace astar::test
