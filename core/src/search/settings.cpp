#include "astar/search/settings.hpp"

namespace astar {

SearchQuery SearchSettings::query(Point start, Point goal) const {
  SearchQuery query;
  query.start = start;
  query.goal = goal;
  query.rules = rules;
  query.algorithm = algorithm;
  query.heuristic = heuristic;
  query.weight = weight;
  query.tie_break = tie_break;
  query.unit = unit;
  return query;
}

}  // namespace astar
