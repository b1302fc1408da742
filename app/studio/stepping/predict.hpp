#pragma once
// "Predict the next step": the student names the cell they think the
// search expands next, and this says whether it is the one, and why. The
// answer comes from the search itself: the first cell of its open list in
// pop order is the cell its next step() expands. The reason then names the
// rule that put that cell first, in the order the search applies them: the
// lower key (f = g + h, g for Dijkstra, h for greedy, f = g + w*h for
// weighted A*, the queue for breadth-first), then the tie rule
// (SearchQuery::tie_break), then the lower cell index.
//
// No ImGui here: the predict mode, the script's `predict X Y` and the tests
// share it.

#include <cstdint>
#include <optional>
#include <string>

#include "astar/search/search.hpp"

namespace astar::studio {

// Why the search takes one open cell before another.
enum class OrderRule : std::uint8_t {
  LowerKey,      // its key is lower
  EarlierDepth,  // breadth-first: fewer moves from the start
  TieLowerH,     // same key; ties go to the lower h
  TieHigherH,    // same key; ties go to the higher h
  TieEarlier,    // same key; first in, first out (breadth-first's queue too)
  TieLater,      // same key; last in, first out
  LowerIndex,    // same key and tie rank; the lower cell index
};

// What the key of an open cell is made of.
struct CellKey {
  Point cell;
  double key = 0;  // the algorithm's key; breadth-first: the depth in moves
  double g = 0;
  double h = 0;
};

// `first` and `second` are open cells and the search takes `first` before
// `second`: the rule that decides it.
OrderRule order_rule(const Search& search, int first, int second);

// One guess judged.
struct PredictVerdict {
  enum class Kind : std::uint8_t {
    Correct,
    Wrong,
    NotStarted,  // no search to predict: not counted
    Finished,    // the search has ended: not counted
  };
  Kind kind = Kind::NotStarted;
  Point guess;
  // The guess's key when it is an open cell.
  std::optional<CellKey> guessed;
  // The cell the next step expands (Correct and Wrong).
  std::optional<CellKey> expected;
  // Why: one sentence, without a final full stop.
  std::string reason;

  bool counts() const { return kind == Kind::Correct || kind == Kind::Wrong; }
};

// Judges `guess` (a cell of the searched grid, possibly outside it) against
// the cell the search's next step() expands.
PredictVerdict judge_guess(const Search& search, Point guess);

// Right guesses out of all counted ones, since the search last restarted.
struct PredictScore {
  int right = 0;
  int total = 0;
  void count(const PredictVerdict& verdict) {
    if (!verdict.counts()) return;
    ++total;
    right += verdict.kind == PredictVerdict::Kind::Correct;
  }
};

// Predict mode as the panels and the state line see it.
struct PredictState {
  bool on = false;
  PredictScore score;
  const PredictVerdict* last = nullptr;  // the last guess's, if any
};

// The verdict as the script prints it, on one line:
//   predict correct cell=X,Y key=K g=G h=H score=R/T reason: TEXT
//   predict wrong expected=X,Y key=K g=G h=H guess=X,Y [guess_key=K
//     guess_g=G guess_h=H] score=R/T reason: TEXT
//   predict none score=R/T reason: TEXT     (not started or finished)
std::string verdict_line(const PredictVerdict& verdict,
                         const PredictScore& score);

}  // namespace astar::studio
