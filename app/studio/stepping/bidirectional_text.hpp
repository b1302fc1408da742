#pragma once
// The last step of any search in words, for the "This step" panel and the
// headless `explain` command. A bidirectional search is explained through
// the side that took the step, with a second line naming that side and why,
// and last lines on the meeting and the stopping test.

#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"

namespace astar::studio {

/// describe_step of the last step of `search` over `map` (the map as drawn).
std::vector<std::string> explain_step(const Search& search, const Grid& map);

}  // namespace astar::studio
