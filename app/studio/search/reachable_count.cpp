#include "search/reachable_count.hpp"

#include <algorithm>
#include <chrono>

#include "astar/grid/analysis.hpp"

namespace astar::studio {

void ReachableCount::follow(const Workspace& workspace, bool wanted) {
  if (pending_.valid() &&
      pending_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
    count_ = pending_.get();
    counted_ = pending_key_;
  }
  current_ = Key{workspace.revisions().cells, workspace.document().start,
                 workspace.settings().rules};
  if (!wanted || counted_ == current_ || pending_.valid()) return;
  if (!current_.start) return;
  pending_key_ = current_;
  pending_ = std::async(std::launch::async, [grid = workspace.grid(),
                                             rules = current_.rules,
                                             start = *current_.start] {
    const auto mask = reachable_from(grid, rules, start);
    return static_cast<std::int64_t>(
        std::count(mask.begin(), mask.end(), std::uint8_t{1}));
  });
}

std::optional<std::int64_t> ReachableCount::value() const {
  if (counted_ != current_) return std::nullopt;
  return count_;
}

}  // namespace astar::studio
