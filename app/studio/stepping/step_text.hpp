#pragma once
// The last step of a search in words, for the "This step" panel and the
// headless `explain` command: one sentence a line.

#include <string>
#include <vector>

#include "astar/teach/step_explanation.hpp"

namespace astar::studio {

std::vector<std::string> describe_step(const StepExplanation& step,
                                       const SearchQuery& query);

}  // namespace astar::studio
