#pragma once
// The "Over time" tab: the open list's size and the key of the expanded
// cell at every step up to the furthest one, the current step marked, and
// the steps where the key fell marked in red. Drawing costs a pass over at
// most StepHistory::kMaxBuckets buckets and the plot's pixel columns,
// whatever the number of steps.

#include <cstdint>
#include <optional>

#include "stepping/search_controller.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

// The step clicked on a plot, to seek to.
std::optional<std::int64_t> draw_over_time(const SearchController& search,
                                           UiTargets& targets);

}  // namespace astar::studio
