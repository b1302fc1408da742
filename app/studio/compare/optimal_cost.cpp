#include "compare/optimal_cost.hpp"

namespace astar::studio {

bool finds_optimal_paths(const SearchSettings& settings) {
  if (settings.algorithm == Algorithm::Dijkstra) return true;
  if (settings.algorithm != Algorithm::AStar) return false;
  const Heuristic h = settings.heuristic.value_or(
      default_heuristic(settings.rules.connectivity));
  return h == Heuristic::Zero ||
         h == default_heuristic(settings.rules.connectivity);
}

void OptimalCost::follow(const Workspace& workspace,
                         const MovementRules& rules) {
  const Revisions& now = workspace.revisions();
  // The settings revision is left out: only the rules change the answer,
  // and they are compared themselves.
  if (started_ && now.document == built_from_.document &&
      now.cells == built_from_.cells && now.markers == built_from_.markers &&
      rules == rules_) {
    return;
  }
  started_ = true;
  built_from_ = now;
  rules_ = rules;
  const Document& doc = workspace.document();
  if (!doc.start || !doc.goal) {
    search_.clear();
    return;
  }
  SearchSettings settings;
  settings.rules = rules;
  if (!search_.start(doc.grid, settings.query(*doc.start, *doc.goal))) {
    search_.clear();
  }
}

void OptimalCost::advance(Search::Clock::time_point deadline) {
  if (computing()) (void)search_.run_slice(Search::kNoStepLimit, deadline);
}

void OptimalCost::clear() {
  if (!started_) return;
  search_ = Search();  // clear() alone would keep the buffers
  started_ = false;
}

std::optional<double> OptimalCost::cost() const {
  if (search_.status() != SearchStatus::Found) return std::nullopt;
  return search_.cost();
}

}  // namespace astar::studio
