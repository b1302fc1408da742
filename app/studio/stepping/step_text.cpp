#include "stepping/step_text.hpp"

#include "astar/teach/algorithm_text.hpp"
#include "ui/label_options.hpp"

namespace astar::studio {
namespace {

// As the cell labels show numbers: whole with 10-14 costs, one decimal
// with exact ones.
std::string number(double value, const SearchQuery& query) {
  return format_cell_number(value, query.rules.costs == StepCosts::TenFourteen);
}

// What the key is, in the algorithm's own terms.
std::string key_words(const StepExplanation& step, const SearchQuery& q) {
  const std::string g = number(step.g, q);
  const std::string h = number(step.h, q);
  switch (algorithm_info(q.algorithm).key) {
    case KeyTerms::GPlusH:
      return "f = g + h = " + g + " + " + h + " = " + number(step.key, q);
    case KeyTerms::GPlusWeightedH:
      return "f = g + w*h = " + g + " + " + number(q.weight, q) + "*" + h +
             " = " + number(step.key, q);
    case KeyTerms::H:
      return "h = " + h;
    case KeyTerms::G:
      return "g = " + g;
    case KeyTerms::Depth:
      return "depth " + number(step.key, q);
  }
  return "";
}

std::string tie_words(const StepExplanation& step, const SearchQuery& q) {
  const TieLoser& other = *step.tie;
  const std::string lead = to_string(other.cell) + " had the same key; ";
  // A queue by depth takes ties first in, first out whatever the setting.
  if (algorithm_info(q.algorithm).key == KeyTerms::Depth ||
      q.tie_break == TieBreak::Fifo) {
    return lead + "first in, first out took " + to_string(step.cell) +
           ", which was opened earlier";
  }
  if (q.tie_break == TieBreak::Lifo) {
    return lead + "last in, first out took " + to_string(step.cell) +
           ", which was opened later";
  }
  const bool low = q.tie_break == TieBreak::LowH;
  if (static_cast<float>(other.h) == static_cast<float>(step.h)) {
    return lead + "with the same h too, the lower cell index took " +
           to_string(step.cell);
  }
  return lead + (low ? "lower" : "higher") + " h first took " +
         to_string(step.cell) + " (h " + number(step.h, q) + " against " +
         number(other.h, q) + ")";
}

std::string neighbour_words(const NeighbourStep& n, const StepExplanation& step,
                            const SearchQuery& q) {
  const std::string cell = to_string(n.cell) + " ";
  switch (n.outcome) {
    case NeighbourOutcome::New:
      return cell + "new: opened with g " + number(n.g_via, q) + ", parent " +
             to_string(step.cell);
    case NeighbourOutcome::Improved:
      return cell + (n.before == CellState::Closed ? "reopened" : "improved") +
             ": g " + number(n.g_before, q) + " -> " + number(n.g_via, q) +
             ", parent now " + to_string(step.cell);
    case NeighbourOutcome::NotBetter:
      return cell +
             "skipped: " + (n.before == CellState::Closed ? "closed" : "open") +
             " with g " + number(n.g_before, q) + ", no worse than " +
             number(n.g_via, q) + " through here";
    case NeighbourOutcome::KeptClosed:
      return cell + "skipped: closed; " +
             std::string(algorithm_text(q.algorithm).keeps_closed) + " (g " +
             number(n.g_via, q) + " through here against " +
             number(n.g_before, q) + ")";
    case NeighbourOutcome::AlreadySeen:
      return cell + "skipped: already seen; " +
             std::string(algorithm_text(q.algorithm).keeps_first_visit);
    case NeighbourOutcome::Wall:
      if (n.unit_does_not_fit) {
        return cell + "skipped: the " + std::to_string(q.unit.size) + "x" +
               std::to_string(q.unit.size) + " unit does not fit at " +
               to_string(n.cell) +
               " (a wall or barred terrain under its footprint)";
      }
      return cell + "skipped: a wall";
    case NeighbourOutcome::CornerRule:
      return cell + "skipped: the diagonal rule " +
             std::string(to_string(q.rules.diagonal)) + " refuses this corner";
  }
  return cell;
}

// The subgoal algorithm looks at no neighbour: it follows the prepared
// map's links, each an h-path whose cost is the distance h.
std::string link_words(const StepExplanation& step) {
  const std::string count = std::to_string(step.neighbours.size());
  if (!step.subgoal) {
    return "The start is no subgoal: its scan reached " + count +
           " subgoal(s) by h-paths (diagonal moves, then straight ones), "
           "each costing the distance h; those links are its successors";
  }
  return "It is a subgoal, a cell by a wall's corner where a shortest path "
         "may turn: it follows its " +
         count +
         " link(s) of the prepared map (the lines), each an h-path "
         "costing the distance h, instead of its neighbours";
}

}  // namespace

std::vector<std::string> describe_step(const StepExplanation& step,
                                       const SearchQuery& query) {
  if (!step.stepped) return {"No step taken yet: press N to take one."};
  std::vector<std::string> lines;
  lines.push_back("Took " + to_string(step.cell) + ": its key " +
                  key_words(step, query) + " was the lowest of " +
                  std::to_string(step.open_before) + " open cells");
  if (step.tie) lines.push_back(tie_words(step, query));
  const bool prepared = algorithm_info(query.algorithm).prepared;
  if (step.goal) {
    lines.push_back(
        prepared ? "It is the goal: the search ends; the path follows the "
                   "parents back to the start and walks each link into cells"
                 : "It is the goal: the search ends, and the path follows the "
                   "parents back to the start");
  }
  if (prepared && !step.goal) {
    lines.push_back(link_words(step));
  } else if (algorithm_info(query.algorithm).jumps && !step.goal) {
    lines.push_back(
        "It jumped along straight and diagonal lines and scanned " +
        std::to_string(step.scanned) + " cells (the pale lines), opening " +
        (step.neighbours.empty()
             ? std::string("no cell: no jump point was found")
             : "only the " + std::to_string(step.neighbours.size()) +
                   " jump point(s) below, where a shortest path may turn"));
  }
  for (const NeighbourStep& n : step.neighbours) {
    lines.push_back((prepared ? "Link to " : "") +
                    neighbour_words(n, step, query));
  }
  return lines;
}

}  // namespace astar::studio
