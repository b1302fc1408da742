#include "analysis/optimal_cost.hpp"

#include <utility>

#include "astar/search/search.hpp"
#include "shell/background.hpp"
#include "shell/background_priority.hpp"

namespace astar::studio {
namespace {

// The worker: a plain A* with the default heuristic, in slices so that a
// cancel is noticed within milliseconds.
template <typename Job>
void compute(const Grid& grid, const SearchQuery& query, Job& job) {
  lower_this_thread_priority();
  Search search;
  search.set_step_recording(false);  // only the cost is wanted
  if (!search.start(grid, query)) return;
  constexpr std::int64_t kSlice = 1 << 16;
  while (search.status() == SearchStatus::Running) {
    if (job.cancel.load(std::memory_order_relaxed)) return;
    (void)search.run_slice(kSlice);
  }
  if (search.status() == SearchStatus::Found) job.cost = search.cost();
}

}  // namespace

bool finds_optimal_paths(const SearchSettings& settings) {
  const AlgorithmInfo& algorithm = algorithm_info(settings.algorithm);
  if (!algorithm.optimal) return false;
  if (!algorithm.uses_heuristic) return true;
  const Heuristic fallback = algorithm.default_heuristic(settings.rules);
  const Heuristic h = settings.heuristic.value_or(fallback);
  return h == Heuristic::Zero || h == fallback;
}

void OptimalCost::follow(const Workspace& workspace, const MovementRules& rules,
                         const Unit& unit) {
  (void)background_ready(deferred_);
  const Revisions& now = workspace.revisions();
  // The settings revision is left out: only the rules change the answer,
  // and they are compared themselves.
  if (started_ && now.document == built_from_.document &&
      now.cells == built_from_.cells && now.markers == built_from_.markers &&
      rules == rules_ && unit == unit_) {
    return;
  }
  clear();
  started_ = true;
  built_from_ = now;
  rules_ = rules;
  unit_ = unit;
  const Document& doc = workspace.document();
  if (!doc.start || !doc.goal) return;
  SearchSettings settings;
  settings.rules = rules;
  settings.unit = unit;
  job_ = std::make_shared<Job>();
  deferred_ = start_detached([job = job_, grid = doc.grid,
                              query = settings.query(*doc.start, *doc.goal)] {
    compute(grid, query, *job);
    job->done.store(true, std::memory_order_release);
  });
}

void OptimalCost::clear() {
  if (job_) job_->cancel.store(true);
  job_.reset();
  started_ = false;
}

bool OptimalCost::computing() const {
  return job_ && !job_->done.load(std::memory_order_acquire);
}

std::optional<double> OptimalCost::cost() const {
  if (!job_ || computing()) return std::nullopt;
  return job_->cost;
}

}  // namespace astar::studio
