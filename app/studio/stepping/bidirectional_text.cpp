#include "stepping/bidirectional_text.hpp"

#include "astar/search/bidirectional_search.hpp"
#include "astar/teach/step_explanation.hpp"
#include "stepping/step_text.hpp"
#include "ui/label_options.hpp"

namespace astar::studio {
namespace {

// Which side stepped and why: for A*, the cost of raising its lowest f;
// for the others, Pohl's cardinality rule.
std::string side_words(const BidirectionalSearch& bi) {
  const bool ahead = bi.last_step_forward();
  const std::string who =
      ahead ? "The forward side (from the start)"
            : "The backward side (from the goal: its g counts from the "
              "goal, its h looks to the start)";
  if (algorithm_info(bi.forward().query().algorithm).uses_heuristic) {
    return who +
           " took this step: its lowest f had risen at the lower cost in "
           "expansions (the forward side goes unless the backward's cost "
           "is under a quarter of it)";
  }
  const std::int64_t mine = bi.last_side().stats().open_size;
  const std::int64_t other =
      (ahead ? bi.backward() : bi.forward()).stats().open_size;
  return who + " took this step: it had the fewer open cells, or as many " +
         "(forward goes first on a tie); now " + std::to_string(mine) +
         " against " + std::to_string(other);
}

// What each side of the search runs.
const AlgorithmInfo& one_way(const SearchQuery& query) {
  return algorithm_info(algorithm_info(query.algorithm).one_way);
}

// Whether a side keeps the first way it finds to a cell (breadth-first),
// so mu counts moves.
bool counts_moves(const SearchQuery& query) {
  return !one_way(query).improves_open;
}

// The stopping test of the search's algorithm, in words: it follows the
// sides' keys (f with a heuristic, the depth breadth-first, else g).
std::string stop_words(const SearchQuery& query) {
  if (one_way(query).uses_heuristic) {
    return "a side's lowest f reached mu, or a side ran out of cells "
           "that could beat it, so no cheaper path is left";
  }
  if (counts_moves(query)) {
    return "the shallowest depths of the two sides add up to mu, so no "
           "path has fewer moves";
  }
  return "the lowest g of the two sides add up to mu, so no cheaper path "
         "is left";
}

std::string meeting_words(const Search& search, const BidirectionalSearch& bi) {
  const bool moves = counts_moves(search.query());
  if (bi.meeting() < 0) {
    return "The two sides have not met yet: no cell is seen by both";
  }
  const std::string mu = format_cell_number(
      bi.best(), search.query().rules.costs == StepCosts::TenFourteen);
  std::string words =
      "Best meeting so far: " + to_string(search.grid()->point(bi.meeting())) +
      ", mu = " + mu + (moves ? " moves" : "") +
      " (the start's side plus the goal's side)";
  if (search.status() == SearchStatus::Found) {
    words += "; the search stopped: " + stop_words(search.query());
  }
  return words;
}

}  // namespace

std::vector<std::string> explain_step(const Search& search, const Grid& map) {
  const BidirectionalSearch* bi = search.bidirectional();
  if (bi == nullptr) {
    return describe_step(explain_last_step(search, &map), search.query());
  }
  const Search& side = bi->last_side();
  std::vector<std::string> lines =
      describe_step(explain_last_step(side, &map), side.query());
  if (search.step_count() == 0) return lines;
  lines.insert(lines.begin() + 1, side_words(*bi));
  lines.push_back(meeting_words(search, *bi));
  return lines;
}

}  // namespace astar::studio
