// The command palette's filter (features/command_palette/palette_matches.hpp).

#include <gtest/gtest.h>

#include "features/command_palette/palette_matches.hpp"
#include "features/edit/edit_commands.hpp"
#include "stepping/search_commands.hpp"

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
