// The command palette's filter (features/palette/palette_matches.hpp).

#include <gtest/gtest.h>

#include "features/edit/edit_commands.hpp"
#include "features/palette/palette_matches.hpp"
#include "search/search_commands.hpp"

namespace astar::studio {
namespace palette_test {

TEST(PaletteFilter, EveryWordMustAppearInTheLabelOrTheName) {
  EXPECT_TRUE(palette_matches(cmd::StepMany, ""));
  EXPECT_TRUE(palette_matches(cmd::StepMany, "step x"));
  EXPECT_TRUE(palette_matches(cmd::StepMany, "  STEP   xn "));
  EXPECT_TRUE(palette_matches(cmd::StepMany, "step-many"));  // its name
  EXPECT_FALSE(palette_matches(cmd::StepMany, "step back"));
  EXPECT_TRUE(palette_matches(cmd::ResizeMap, "map resize"));
  EXPECT_FALSE(palette_matches(cmd::ResizeMap, "zzz"));
}

}  // namespace palette_test
}  // namespace astar::studio
