#include "stepping/predict.hpp"

#include "ui/label_options.hpp"

namespace astar::studio {
namespace {

std::string pair(Point p) {
  return std::to_string(p.x) + "," + std::to_string(p.y);
}

bool queue_by_depth(const SearchQuery& query) {
  return algorithm_info(query.algorithm).key == KeyTerms::Depth;
}

// The key's name as the panels write it.
const char* key_name(const SearchQuery& query) {
  switch (algorithm_info(query.algorithm).key) {
    case KeyTerms::GPlusH:
    case KeyTerms::GPlusWeightedH:
      return "f";
    case KeyTerms::G:
      return "g";
    case KeyTerms::H:
      return "h";
    case KeyTerms::Depth:
      return "depth";
  }
  return "key";
}

CellKey key_of(const Search& search, int cell) {
  return CellKey{search.grid()->point(cell), search.f(cell), search.g(cell),
                 search.h(cell)};
}

// Why `first` goes before `second`, in words; `rule` is order_rule's.
std::string rule_words(OrderRule rule, const CellKey& first,
                       const CellKey& second, const SearchQuery& query) {
  const std::string name = key_name(query);
  const std::string lead = to_string(first.cell) + " goes first: ";
  const std::string same =
      queue_by_depth(query)
          ? "both are " + number_text(first.key) + " moves from the start"
          : "both have " + name + " " + number_text(first.key);
  switch (rule) {
    case OrderRule::LowerKey:
      return lead + "its " + name + " " + number_text(first.key) +
             " is lower than " + number_text(second.key) + " at " +
             to_string(second.cell);
    case OrderRule::EarlierDepth:
      return lead + "it is " + number_text(first.key) +
             " moves from the start, " + to_string(second.cell) + " " +
             number_text(second.key) +
             "; breadth-first takes cells in the order it queued them, the "
             "nearer first";
    case OrderRule::TieLowerH:
    case OrderRule::TieHigherH:
      return lead + same + ", and ties go to the " +
             (rule == OrderRule::TieLowerH ? "lower" : "higher") + " h (" +
             number_text(first.h) + " against " + number_text(second.h) + ")";
    case OrderRule::TieEarlier:
      return lead + same + ", and ties go first in, first out: it was " +
             (queue_by_depth(query) ? "queued" : "opened") + " earlier";
    case OrderRule::TieLater:
      return lead + same +
             ", and ties go last in, first out: it was opened later";
    case OrderRule::LowerIndex: {
      const bool names_h = algorithm_info(query.algorithm).uses_heuristic &&
                           algorithm_info(query.algorithm).key != KeyTerms::H;
      return lead + same +
             (names_h ? " and h " + number_text(first.h) : std::string()) +
             ", and then the lower cell index (counted row by row) goes first";
    }
  }
  return lead;
}

// Why a guess that is no open cell cannot be next.
std::string not_open_words(const Search& search, Point guess) {
  const Grid& grid = *search.grid();
  const std::string lead = to_string(guess) + " is not in the open set: ";
  if (!grid.contains(guess)) return lead + "it is outside the map";
  if (!grid.walkable(guess)) return lead + "it is a wall";
  if (search.state(grid.index(guess)) == CellState::Closed) {
    return lead + "it was expanded already (closed)";
  }
  return lead + "the search has not reached it yet";
}

std::string key_fields(const CellKey& key, const std::string& prefix) {
  return " " + prefix + "key=" + number_text(key.key) + " " + prefix +
         "g=" + number_text(key.g) + " " + prefix + "h=" + number_text(key.h);
}

}  // namespace

OrderRule order_rule(const Search& search, int first, int second) {
  const SearchQuery& query = search.query();
  const bool lower = search.f(first) < search.f(second);
  if (queue_by_depth(query)) {
    return lower ? OrderRule::EarlierDepth : OrderRule::TieEarlier;
  }
  if (lower) return OrderRule::LowerKey;
  switch (query.tie_break) {
    case TieBreak::Fifo:
      return OrderRule::TieEarlier;
    case TieBreak::Lifo:
      return OrderRule::TieLater;
    case TieBreak::LowH:
    case TieBreak::HighH:
      break;
  }
  // The tie rank compares h at float precision, as the search does.
  if (static_cast<float>(search.h(first)) !=
      static_cast<float>(search.h(second))) {
    return query.tie_break == TieBreak::LowH ? OrderRule::TieLowerH
                                             : OrderRule::TieHigherH;
  }
  return OrderRule::LowerIndex;
}

PredictVerdict judge_guess(const Search& search, Point guess) {
  PredictVerdict verdict;
  verdict.guess = guess;
  if (search.status() == SearchStatus::Idle || search.grid() == nullptr) {
    verdict.reason =
        "the search has not started: press Step (N) to open the start cell";
    return verdict;
  }
  const std::vector<OpenEntry> next = search.open_list(2);
  if (search.status() != SearchStatus::Running || next.empty()) {
    verdict.kind = PredictVerdict::Kind::Finished;
    verdict.reason =
        "the search has finished: reset it (Ctrl+R) to predict "
        "from the start";
    return verdict;
  }
  const Grid& grid = *search.grid();
  const int expected = next.front().cell;
  verdict.expected = key_of(search, expected);
  const bool open = grid.contains(guess) &&
                    search.state(grid.index(guess)) == CellState::Open;
  if (!open) {
    verdict.kind = PredictVerdict::Kind::Wrong;
    verdict.reason = not_open_words(search, guess);
    return verdict;
  }
  const int guessed = grid.index(guess);
  verdict.guessed = key_of(search, guessed);
  if (guessed != expected) {
    verdict.kind = PredictVerdict::Kind::Wrong;
    verdict.reason =
        rule_words(order_rule(search, expected, guessed), *verdict.expected,
                   *verdict.guessed, search.query());
    return verdict;
  }
  verdict.kind = PredictVerdict::Kind::Correct;
  if (next.size() < 2) {
    verdict.reason = to_string(guess) + " is the only open cell";
  } else {
    verdict.reason = rule_words(order_rule(search, expected, next[1].cell),
                                *verdict.expected, key_of(search, next[1].cell),
                                search.query());
  }
  return verdict;
}

std::string verdict_line(const PredictVerdict& verdict,
                         const PredictScore& score) {
  const std::string score_text = " score=" + std::to_string(score.right) + "/" +
                                 std::to_string(score.total);
  switch (verdict.kind) {
    case PredictVerdict::Kind::Correct:
      return "predict correct cell=" + pair(verdict.guess) +
             key_fields(*verdict.expected, "") + score_text +
             " reason: " + verdict.reason;
    case PredictVerdict::Kind::Wrong: {
      std::string line =
          "predict wrong expected=" + pair(verdict.expected->cell) +
          key_fields(*verdict.expected, "") + " guess=" + pair(verdict.guess);
      if (verdict.guessed) line += key_fields(*verdict.guessed, "guess_");
      return line + score_text + " reason: " + verdict.reason;
    }
    case PredictVerdict::Kind::NotStarted:
    case PredictVerdict::Kind::Finished:
      break;
  }
  return "predict none" + score_text + " reason: " + verdict.reason;
}

}  // namespace astar::studio
