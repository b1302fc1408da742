#include "astar/teach/pseudocode_trace.hpp"

#include <cmath>
#include <cstdio>

#include "astar/path/line_of_sight.hpp"
#include "astar/teach/algorithm_text.hpp"
#include "astar/teach/step_explanation.hpp"

namespace astar {
namespace {

// Whole numbers whole, others with two decimals at most ("4.41", "7.5").
std::string number(double value) {
  if (std::isinf(value)) return "inf";
  char text[48];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string result = text;
  while (result.back() == '0') result.pop_back();
  if (result.back() == '.') result.pop_back();
  return result == "-0" ? "0" : result;
}

std::string at(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string state_word(CellState state) {
  switch (state) {
    case CellState::Open:
      return "open";
    case CellState::Closed:
      return "closed";
    case CellState::Unseen:
      break;
  }
  return "unseen";
}

// Walks one explained step through the listing's lines.
class Tracer {
 public:
  Tracer(const Search& search, const Grid* map)
      : search_(search),
        grid_(*search.grid()),
        info_(algorithm_info(search.query().algorithm)),
        at_(algorithm_text(info_.algorithm).pseudocode_lines),
        step_(explain_last_step(search, map)),
        n_(info_.jumps      ? "j"
           : info_.prepared ? "s"
                            : "n") {}

  std::vector<TracedLine> run() {
    taken();
    if (step_.goal) return std::move(lines_);
    for (const NeighbourStep& n : step_.neighbours) {
      if (info_.jumps || info_.prepared) {
        jump_point(n);
      } else {
        neighbour(n);
      }
    }
    if (search_.status() == SearchStatus::NoPath) {
      emit(at_.no_path, "open is empty: no path");
    }
    return std::move(lines_);
  }

 private:
  void emit(int line, std::string values, const NeighbourStep* n = nullptr,
            bool skips = false, std::optional<double> new_g = std::nullopt) {
    if (line == 0) return;
    TracedLine traced{line, std::nullopt, new_g, skips, std::move(values)};
    if (n != nullptr) traced.neighbour = n->cell;
    lines_.push_back(std::move(traced));
  }

  // The key of a seen cell in the algorithm's own terms.
  std::string key_text(int cell, const std::string& of) const {
    const std::string g = number(search_.g(cell));
    const std::string h = number(search_.h(cell));
    const std::string f = number(search_.f(cell));
    switch (info_.key) {
      case KeyTerms::GPlusH:
        return "f" + of + " = " + g + " + " + h + " = " + f;
      case KeyTerms::GPlusWeightedH:
        return "f" + of + " = " + g + " + " + number(search_.query().weight) +
               "*" + h + " = " + f;
      case KeyTerms::G:
        return "g" + of + " = " + g;
      case KeyTerms::H:
        return "h" + of + " = " + h;
      case KeyTerms::Depth:
        return "depth" + of + " = " + f;
    }
    return f;
  }

  void taken() {
    const int cell = grid_.index(step_.cell);
    emit(at_.pop, "current = " + at(step_.cell) + ", " + key_text(cell, ""));
    if (step_.goal) {
      emit(at_.goal, at(step_.cell) + " is the goal: path found, cost " +
                         number(search_.cost()));
      return;
    }
    emit(at_.goal, at(step_.cell) + " is not the goal " +
                       at(search_.query().goal) + ": go on");
    emit(at_.close, at(step_.cell) + " is closed now");
  }

  void neighbour(const NeighbourStep& n) {
    if (wall_test(n) || closed_test(n)) return;
    std::optional<double> new_g = price(n);
    if (compare(n, new_g)) return;
    open_it(n, new_g);
  }

  bool wall_test(const NeighbourStep& n) {
    const std::string name = n_ + " = " + at(n.cell);
    if (n.outcome == NeighbourOutcome::Wall) {
      emit(at_.wall,
           name + (n.unit_does_not_fit ? ": the unit does not fit: skip"
                                       : ": a wall: skip"),
           &n, true);
      return true;
    }
    if (n.outcome == NeighbourOutcome::CornerRule) {
      emit(at_.wall,
           name + ": the corner rule " +
               std::string(to_string(search_.query().rules.diagonal)) +
               " refuses this diagonal: skip",
           &n, true);
      return true;
    }
    emit(at_.wall, name + ": free, the move is allowed", &n);
    return false;
  }

  // Listings that skip closed (or seen) cells before pricing them.
  bool closed_test(const NeighbourStep& n) {
    if (at_.closed_skip == 0) return false;
    const bool first_visit = !info_.improves_open;
    const bool skip = first_visit ? n.before != CellState::Unseen
                                  : n.before == CellState::Closed;
    const std::string name = n_ + " = " + at(n.cell);
    if (first_visit) {
      emit(at_.closed_skip,
           name + (skip ? " was seen: skip" : " was not seen: go on"), &n,
           skip);
    } else {
      emit(at_.closed_skip,
           name + " is " +
               (skip ? "closed: skip"
                     : state_word(n.before) + ", not closed: go on"),
           &n, skip);
    }
    return skip;
  }

  // The new_g line (and Theta*'s try of the line from parent(current));
  // nothing for listings without one (breadth-first).
  std::optional<double> price(const NeighbourStep& n) {
    if (at_.new_g == 0) return std::nullopt;
    if (!info_.any_angle) {
      emit(at_.new_g,
           "new_g = " + number(step_.g) + " + " + number(n.g_via - step_.g) +
               " = " + number(n.g_via),
           &n, false, n.g_via);
      return n.g_via;
    }
    const MovementRules& rules = search_.query().rules;
    const double move = segment_cost(grid_, rules, step_.cell, n.cell);
    emit(at_.new_g,
         "new_g = " + number(step_.g) + " + " + number(move) + " = " +
             number(step_.g + move) + "; p = " + at(step_.cell),
         &n, false, step_.g + move);
    try_parent_line(n, step_.g + move);
    return n.g_via;
  }

  void try_parent_line(const NeighbourStep& n, double through_current) {
    const int q = search_.parent(grid_.index(step_.cell));
    if (q < 0 || q == grid_.index(n.cell)) return;
    const Point qp = grid_.point(q);
    const std::optional<double> line =
        clear_segment_cost(grid_, search_.query().rules, qp, n.cell);
    emit(at_.sight,
         "q = " + at(qp) + (line ? " sees " : " does not see ") + at(n.cell),
         &n);
    if (!line) return;
    const double via = search_.g(q) + *line;
    const bool take = via <= through_current;
    emit(at_.via_parent,
         number(search_.g(q)) + " + " + number(*line) + " = " + number(via) +
             (take ? " <= " : " > ") + number(through_current) +
             (take ? ": new_g = " + number(via) + "; p = " + at(qp)
                   : ": keep p = current"),
         &n, false, n.g_via);
  }

  // True when n is skipped: it was seen and new_g is no better.
  bool compare(const NeighbourStep& n, std::optional<double> new_g) {
    if (at_.compare == 0) return false;
    const std::string name = n_ + " = " + at(n.cell);
    const std::string g = new_g ? number(*new_g) : "?";
    switch (n.outcome) {
      case NeighbourOutcome::New:
        emit(at_.compare, name + " is unseen: go on", &n, false, new_g);
        return false;
      case NeighbourOutcome::Improved:
        emit(at_.compare,
             name + " is " + state_word(n.before) + ", new_g " + g + " < g(" +
                 n_ + ") " + number(n.g_before) + ": go on",
             &n, false, new_g);
        return false;
      case NeighbourOutcome::KeptClosed:
        emit(at_.compare, name + " is closed and never reopened: skip", &n,
             true, new_g);
        return true;
      default:
        break;
    }
    emit(at_.compare,
         name + " is " + state_word(n.before) + ", new_g " + g + " >= g(" + n_ +
             ") " + number(n.g_before) + ": skip",
         &n, true, new_g);
    return true;
  }

  void open_it(const NeighbourStep& n, std::optional<double> new_g) {
    const int cell = grid_.index(n.cell);
    const int parent = search_.parent(cell);
    const std::string of = "(" + n_ + ")";
    emit(at_.update,
         (new_g ? "g" + of + " = " + number(search_.g(cell)) + "; " : "") +
             "parent" + of + " = " +
             (parent < 0 ? "none" : at(grid_.point(parent))),
         &n, false, new_g);
    if (at_.push == 0) {
      emit(at_.key, key_text(cell, of) + "; " + push_text(n), &n, false, new_g);
      return;
    }
    emit(at_.key, key_text(cell, of), &n, false, new_g);
    emit(at_.push, push_text(n), &n, false, new_g);
  }

  std::string push_text(const NeighbourStep& n) const {
    const std::string name = at(n.cell);
    switch (n.before) {
      case CellState::Unseen:
        return info_.improves_open ? name + " enters open"
                                   : name + " joins the end of the queue";
      case CellState::Closed:
        return name + " is reopened";
      case CellState::Open:
        break;
    }
    // Greedy's key ignores g: the cell keeps its place in open.
    if (info_.key == KeyTerms::H) return name + " was open: keeps its place";
    return name + " was open: its lower key replaces the old";
  }

  // A far successor: JPS's jump point, or a cell the subgoal graph links
  // to the current one.
  void jump_point(const NeighbourStep& n) {
    const bool goal = n.cell == search_.query().goal;
    emit(at_.jump_point,
         info_.prepared
             ? "s = " + at(n.cell) + (goal ? ", the goal," : "") +
                   " linked to " + at(step_.cell) + " by an h-path"
             : "j = " + at(n.cell) + ", reached from " + at(step_.cell),
         &n);
    emit(at_.new_g,
         "new_g = " + number(step_.g) + " + " + number(n.g_via - step_.g) +
             " = " + number(n.g_via),
         &n, false, n.g_via);
    if (compare(n, n.g_via)) return;
    open_it(n, n.g_via);
  }

  const Search& search_;
  const Grid& grid_;
  const AlgorithmInfo& info_;
  const PseudocodeLines& at_;
  StepExplanation step_;
  // The listing's name for the cell looked at: a neighbour n, JPS's jump
  // point j, or a linked subgoal s.
  std::string n_;
  std::vector<TracedLine> lines_;
};

}  // namespace

std::vector<TracedLine> trace_last_step(const Search& search, const Grid* map) {
  const PseudocodeLines& lines =
      algorithm_text(search.query().algorithm).pseudocode_lines;
  if (search.status() == SearchStatus::Idle || search.grid() == nullptr ||
      !lines.mapped()) {
    return {};
  }
  if (search.step_count() == 0 || search.last_expanded() < 0) {
    TracedLine first;
    first.line = lines.start;
    first.values = "start = " + at(search.query().start) + ", g = 0";
    return {first};
  }
  return Tracer(search, map).run();
}

}  // namespace astar
