// Jump Point Search (Harabor and Grastien 2011) with block-based jumps
// (Harabor and Grastien 2014), under the no-cut rule on uniform-cost maps.
//
// Under no-cut a diagonal move needs both cells beside it open, so a
// diagonal step has no forced neighbours: its successors are its two
// straight components and the diagonal itself. A straight step east into
// (x, y) has a forced neighbour above when (x, y-1) is open while
// (x-1, y-1) is blocked: the only optimal way from (x-1, y) to (x, y-1) and
// (x+1, y-1) now runs through (x, y). The same holds below and on the other
// axes. A straight jump stops on such a cell, on the goal, or before a wall.
//
// A diagonal jump does not stop where its straight jumps find something, as
// in the 2011 paper: that cell would be expanded next only to repeat those
// jumps, so the jump points they find are pushed at once, with the jump's
// origin as parent (the 2014 paper's pruning of intermediate jump points).
// The move from a parent to such a child is diagonal first, then straight.
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>

#include "astar/search/search.hpp"
#include "expansions.hpp"
#include "hot_path.hpp"
#include "octile_segment.hpp"

namespace astar {
namespace {

// How far one straight jump went.
struct Run {
  int jump = 0;   // cells to the jump point, or 0 when there is none
  int reach = 0;  // walkable cells scanned
};

// The cells of one window of 64 at which a scan in direction Dir stops:
// blocked cells, and cells with a forced neighbour, that is a side cell
// open while the side cell one step back is blocked. `*_back` hold, in
// the bit where the window's own first cell would be, the side cell one
// step before the window's first cell.
template <int Dir>
std::uint64_t stops_in_window(std::uint64_t here, std::uint64_t above,
                              std::uint64_t below, std::uint64_t above_back,
                              std::uint64_t below_back) {
  const auto forced = [](std::uint64_t side, std::uint64_t back) {
    const std::uint64_t one_back =
        Dir > 0 ? (side << 1) | back : (side >> 1) | back;
    return side & ~one_back;
  };
  return ~here | forced(above, above_back) | forced(below, below_back);
}

// Where a scan that found a stop in the window at `byte`, whose own cells
// are `here`, ends.
template <int Dir>
Run scan_result(std::uint64_t here, int byte, std::uint64_t stop, int from,
                int goal) {
  const int bit =
      Dir > 0 ? std::countr_zero(stop) : 63 - std::countl_zero(stop);
  const int distance = (byte * 8 + bit - BitLine::kPad - from) * Dir;
  const int to_goal = (goal - from) * Dir;
  // The goal is walkable, so every cell up to it is open.
  if (to_goal > 0 && to_goal <= distance) return {to_goal, to_goal};
  if (((here >> bit) & 1u) == 0) return {0, distance - 1};
  return {distance, distance};
}

// A scan that went past its first window, which held no stop.
template <int Dir>
[[gnu::noinline]] Run scan_on(BitLine here, BitLine above, BitLine below,
                              int byte, int from, int goal) {
  const auto carry = [](std::uint64_t side) {
    return Dir > 0 ? side >> 63 : side << 63;
  };
  std::uint64_t stop = 0;
  std::uint64_t cells = 0;
  while (stop == 0) {
    const std::uint64_t above_back = carry(above.window(byte));
    const std::uint64_t below_back = carry(below.window(byte));
    byte += 8 * Dir;
    cells = here.window(byte);
    stop = stops_in_window<Dir>(cells, above.window(byte), below.window(byte),
                                above_back, below_back);
  }
  return scan_result<Dir>(cells, byte, stop, from, goal);
}

// Scans `line` from `from` (exclusive) in direction Dir, 64 cells a read.
// `goal` is the goal's position when it lies on this line, else `from`.
// The first window is read inline where the jumps call it; the rest of a
// longer scan is a call.
template <int Dir>
[[gnu::always_inline]] inline Run scan_line(const BitLines& lines, int line,
                                            int from, int goal) {
  const auto [above, here, below] = lines.around(line);
  // The first window starts (forward) or ends (backward) at the byte that
  // holds `from`, so it reaches at least 56 cells past it. The bits of
  // `from` and behind it are masked off: the first cell's step back is
  // `from`, in the same window, so no carry from before is needed.
  const int from_bit = from + BitLine::kPad;
  const int byte = Dir > 0 ? from_bit >> 3 : (from_bit >> 3) - 7;
  const int from_in_window = from_bit - byte * 8;
  const std::uint64_t all = ~std::uint64_t{0};
  const std::uint64_t cells = here.window(byte);
  const std::uint64_t stop = stops_in_window<Dir>(cells, above.window(byte),
                                                  below.window(byte), 0, 0) &
                             (Dir > 0 ? (all << from_in_window) << 1
                                      : (all >> (63 - from_in_window)) >> 1);
  if (stop == 0) return scan_on<Dir>(here, above, below, byte, from, goal);
  return scan_result<Dir>(cells, byte, stop, from, goal);
}

// The jumps of one query. With kRecord, the runs scanned are listed in
// `record` for the app; the searches that do not show them skip it at
// compile time.
template <bool kRecord>
class Jumper {
 public:
  Jumper(const JumpMap& map, Point goal, std::vector<ScannedRun>* record,
         int width)
      : map_(map), goal_(goal), record_(record), width_(width) {}

  // A straight jump along one axis: one of Dx and Dy is 0, the other 1
  // or -1.
  template <int Dx, int Dy>
  [[gnu::always_inline]] Run straight(Point from) const {
    static_assert((Dx == 0) != (Dy == 0));
    Run run;
    if constexpr (Dy == 0) {
      run = scan_line<Dx>(map_.rows(), from.y, from.x,
                          goal_.y == from.y ? goal_.x : from.x);
    } else {
      run = scan_line<Dy>(map_.columns(), from.x, from.y,
                          goal_.x == from.x ? goal_.y : from.y);
    }
    note(from, Dx, Dy, run.reach);
    return run;
  }

  Run straight(Point from, int dx, int dy) const {
    if (dy == 0) return dx > 0 ? straight<1, 0>(from) : straight<-1, 0>(from);
    return dy > 0 ? straight<0, 1>(from) : straight<0, -1>(from);
  }

  bool open(int x, int y) const { return map_.rows().walkable(y, x); }

  void note(Point from, int dx, int dy, int length) const {
    if constexpr (kRecord) {
      if (length > 0) {
        record_->push_back({from.y * width_ + from.x, dx, dy, length});
      }
    }
  }

 private:
  const JumpMap& map_;
  Point goal_;
  std::vector<ScannedRun>* record_;
  int width_;
};

// The directions to jump in from a cell reached moving (dx, dy); (0, 0)
// for the start, which jumps every way.
template <typename Jumper>
int jump_directions(const Jumper& jumper, Point at, int dx, int dy,
                    std::array<Point, 8>& out) {
  int count = 0;
  if (dx == 0 && dy == 0) {
    out = {
        {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
    return 8;
  }
  if (dx != 0 && dy != 0) {
    out[count++] = {dx, 0};
    out[count++] = {0, dy};
    out[count++] = {dx, dy};
    return count;
  }
  out[count++] = {dx, dy};
  for (const int side : {-1, 1}) {
    // A forced neighbour: open beside this cell, blocked beside the last.
    const bool forced = dy == 0 ? jumper.open(at.x, at.y + side) &&
                                      !jumper.open(at.x - dx, at.y + side)
                                : jumper.open(at.x + side, at.y) &&
                                      !jumper.open(at.x + side, at.y - dy);
    if (!forced) continue;
    out[count++] = dy == 0 ? Point{0, side} : Point{side, 0};
    out[count++] = dy == 0 ? Point{dx, side} : Point{side, dy};
  }
  return count;
}

// Jumps diagonally from `from` in direction (Dx, Dy) until a wall or the
// goal, calling found(cell, straight moves, diagonal moves) for the goal
// and for every jump point the straight jumps on the way find.
template <int Dx, int Dy, typename Jumper, typename Found>
void jump_diagonally(const Jumper& jumper, Point from, Point goal,
                     Found&& found) {
  Point at = from;
  // Under no-cut a diagonal step needs both cells beside it open. After
  // the first step the straight jumps from the last cell tell: each
  // reached at least one cell exactly when its first cell is open.
  bool beside_x = jumper.open(at.x + Dx, at.y);
  bool beside_y = jumper.open(at.x, at.y + Dy);
  for (int steps = 1;; ++steps) {
    if (!beside_x || !beside_y || !jumper.open(at.x + Dx, at.y + Dy)) {
      jumper.note(from, Dx, Dy, steps - 1);
      return;
    }
    at = {at.x + Dx, at.y + Dy};
    if (at == goal) {
      jumper.note(from, Dx, Dy, steps);
      found(at, 0, steps);
      return;
    }
    const Run along_x = jumper.template straight<Dx, 0>(at);
    const Run along_y = jumper.template straight<0, Dy>(at);
    if (along_x.jump > 0) {
      found(Point{at.x + along_x.jump * Dx, at.y}, along_x.jump, steps);
    }
    if (along_y.jump > 0) {
      found(Point{at.x, at.y + along_y.jump * Dy}, along_y.jump, steps);
    }
    beside_x = along_x.reach > 0;
    beside_y = along_y.reach > 0;
  }
}

// jump_diagonally in the direction `d`, chosen at run time.
template <typename Jumper, typename Found>
void jump_diagonally(const Jumper& jumper, Point from, Point d, Point goal,
                     Found&& found) {
  if (d.x > 0) {
    d.y > 0 ? jump_diagonally<1, 1>(jumper, from, goal, found)
            : jump_diagonally<1, -1>(jumper, from, goal, found);
  } else {
    d.y > 0 ? jump_diagonally<-1, 1>(jumper, from, goal, found)
            : jump_diagonally<-1, -1>(jumper, from, goal, found);
  }
}

}  // namespace

Status Search::prepare_jump_points(const Grid& grid, const SearchQuery& query,
                                   const JumpMap* jump_map) {
  // The rules were checked by start(), with every algorithm's refusal.
  if (jump_map == nullptr) {
    // Kept between queries: rebuilt only when the grid changed.
    own_jump_map_.follow(grid);
    jump_map = &own_jump_map_;
  }
  if (!jump_map->follows(grid)) {
    return fail(ErrorKind::BadArgument,
                "the jump map does not follow the map: it was built from "
                "another map or before the map changed; update or rebuild "
                "it (JumpMap::follow)");
  }
  if (!jump_map->uniform_cost()) {
    return fail(ErrorKind::BadArgument, jump_point_problem(query.rules, true));
  }
  jump_map_ = jump_map;
  return {};
}

namespace detail {

template <class Recorder>
void JumpPoints::expand(Search& s, int cell) {
  const Point here = s.point_of_(cell);
  const Search::CellRecord record = s.cells_.packed(cell);
  Point last_move{0, 0};
  if (const int parent = s.parent_in(record); parent >= 0) {
    last_move = last_move_of_segment(s.point_of_(parent), here);
  }
  const Point goal = s.query_.goal;
  const auto expand_with = [&](const auto& jumper) {
    std::array<Point, 8> directions;
    const int count =
        jump_directions(jumper, here, last_move.x, last_move.y, directions);
    for (int i = 0; i < count; ++i) {
      const Point d = directions[i];
      if (d.x != 0 && d.y != 0) {
        jump_diagonally(
            jumper, here, d, goal, [&](Point to, int straight, int diagonal) {
              s.relax_far<Recorder>(cell, to, record.straight + straight,
                                    record.diagonal + diagonal);
            });
      } else if (const int n = jumper.straight(here, d.x, d.y).jump; n > 0) {
        s.relax_far<Recorder>(cell, {here.x + n * d.x, here.y + n * d.y},
                              record.straight + n, record.diagonal);
      }
    }
  };
  expand_with(Jumper<Recorder::kScans>(*s.jump_map_, goal, &s.scanned_,
                                       s.grid_->width()));
}

}  // namespace detail

Search::StepFn Search::jump_points_step() const {
  return detail::with_recorder(
      record_steps_, record_scans_, recording_, []<class Recorder>() -> StepFn {
        return &Search::step_with<detail::JumpPoints, Recorder>;
      });
}

}  // namespace astar
