// The subgoal graph: its subgoals, the scans that link them, and the walk
// of a link back into cells. The repair after an edit is in
// subgoal_repair.cpp.
//
// A scan from s (Uras, Hernández and Koenig 2013, "clearance" version):
// straight lines first, each up to a wall or a subgoal; then along each
// diagonal, and from every cell of the diagonal straight again in the
// diagonal's two directions. A straight line from the diagonal's k+1-th
// cell goes no further than the line from its k-th cell got before its
// stop: beyond that, every h-path from s crosses that stop (a subgoal, or
// a wall with a subgoal at its corner), so the cell is linked through it.
#include "astar/search/subgoal_graph.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdlib>

#include "astar/search/algorithms.hpp"
#include "subgoal_directions.hpp"

namespace astar {
namespace {

using detail::kDiagonalX;
using detail::kDiagonalY;
using detail::kStraightX;
using detail::kStraightY;

// The straight direction (index into kStraight*) of a step dx or dy.
int straight_index(int dx, int dy) {
  if (dx != 0) return dx > 0 ? 0 : 1;
  return dy > 0 ? 2 : 3;
}

std::string terrain_problem(const Grid& grid, const MovementRules& rules) {
  const auto& cells = grid.cells();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] != kBlocked && cells[i] != kOpenGround) {
      return subgoal_terrain_problem(rules, grid.point(static_cast<int>(i)),
                                     cells[i]);
    }
  }
  return {};
}

}  // namespace

std::string subgoal_terrain_problem(const MovementRules& rules, Point cell,
                                    std::uint8_t value) {
  return algorithm_info(Algorithm::Subgoal).refusal(rules, true) + " (" +
         to_string(cell) + " has terrain weight " +
         std::to_string(terrain_weight(value)) + ")";
}

void SubgoalGraph::put(std::vector<std::uint64_t>& bits, int cell, bool on) {
  const std::uint64_t mask = std::uint64_t{1} << (cell & 63);
  auto& word = bits[static_cast<std::size_t>(cell) >> 6];
  word = on ? word | mask : word & ~mask;
}

void SubgoalGraph::set_open(int cell, bool on) {
  put(open_bits_, cell, on);
  refresh_stop(cell);
}

void SubgoalGraph::set_subgoal(int cell, bool on) {
  put(subgoal_bits_, cell, on);
  refresh_stop(cell);
}

void SubgoalGraph::refresh_stop(int cell) {
  const bool stop = !bit(open_bits_, cell) || bit(subgoal_bits_, cell);
  put(stop_rows_, cell, stop);
  put(stop_cols_, (cell % width_) * height_ + cell / width_, stop);
  for (int o = 0; o < 2; ++o) {
    put(stop_diagonals_[o], diagonal_index(cell % width_, cell / width_, o),
        stop);
  }
}

// Row r of orientation 0 holds the cells with y - x = r (mod height), of
// orientation 1 those with x + y = r, each at column x: a step along the
// diagonal is a step of one bit, as long as it stays on the map.
std::size_t SubgoalGraph::diagonal_index(int x, int y, int orientation) const {
  const int r = orientation == 0 ? ((y - x) % height_ + height_) % height_
                                 : (x + y) % height_;
  return static_cast<std::size_t>(r) * static_cast<std::size_t>(width_) +
         static_cast<std::size_t>(x);
}

std::string SubgoalGraph::problem(const Grid& grid,
                                  const MovementRules& rules) {
  if (grid.empty()) return "the map is empty";
  return terrain_problem(grid, rules);
}

Result<SubgoalGraph> SubgoalGraph::prepare(const Grid& grid,
                                           const MovementRules& rules) {
  if (std::string why = problem(grid, rules); !why.empty()) {
    return fail(ErrorKind::BadArgument, why);
  }
  SubgoalGraph graph;
  graph.width_ = grid.width();
  graph.height_ = grid.height();
  graph.rules_ = rules;
  const auto words = (static_cast<std::size_t>(grid.cell_count()) + 63) / 64;
  graph.open_bits_.assign(words, 0);
  graph.subgoal_bits_.assign(words, 0);
  graph.stop_rows_.assign(words, 0);
  graph.stop_cols_.assign(words, 0);
  for (auto& bits : graph.stop_diagonals_) bits.assign(words, 0);
  graph.found_marks_.assign(words, 0);
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (grid.walkable(i)) put(graph.open_bits_, i, true);
  }
  for (int y = 0; y < graph.height_; ++y) {
    for (int x = 0; x < graph.width_; ++x) {
      if (graph.corner_cell(x, y))
        put(graph.subgoal_bits_, y * graph.width_ + x, true);
    }
  }
  // Only the stops are put in the column and diagonal maps (all start
  // clear): a map's free cells are most of its cells.
  for (int y = 0; y < graph.height_; ++y) {
    for (int x = 0; x < graph.width_; ++x) {
      const int cell = y * graph.width_ + x;
      if (bit(graph.open_bits_, cell) && !bit(graph.subgoal_bits_, cell)) {
        continue;
      }
      put(graph.stop_rows_, cell, true);
      put(graph.stop_cols_, x * graph.height_ + y, true);
      for (int o = 0; o < 2; ++o) {
        put(graph.stop_diagonals_[o], graph.diagonal_index(x, y, o), true);
      }
    }
  }
  graph.link_all();
  graph.revision_ = grid.revision();
  return graph;
}

// A subgoal: a free cell at a convex corner of a wall, that is diagonal to a
// blocked cell whose two cells beside both are free. Where a diagonal may
// pass a wall's corner (no rule against cutting it, or only against
// squeezing between two walls), paths bend one cell earlier, beside the
// wall's end: a free cell next to a blocked one that has a free cell on
// either side across the path.
bool SubgoalGraph::corner_cell(int x, int y) const {
  if (!open(x, y)) return false;
  for (int d = 0; d < 4; ++d) {
    const int dx = kDiagonalX[d];
    const int dy = kDiagonalY[d];
    const int bx = x + dx;
    const int by = y + dy;
    if (bx >= 0 && by >= 0 && bx < width_ && by < height_ && !open(bx, by) &&
        open(bx, y) && open(x, by)) {
      return true;
    }
  }
  if (rules_.connectivity == Connectivity::Four ||
      rules_.diagonal == DiagonalRule::NoCut) {
    return false;
  }
  for (int o = 0; o < 4; ++o) {
    const int bx = x + kStraightX[o];
    const int by = y + kStraightY[o];
    if (bx < 0 || by < 0 || bx >= width_ || by >= height_ || open(bx, by)) {
      continue;
    }
    // Across the path: perpendicular to the step from (x, y) to the wall.
    const int px = kStraightY[o];
    const int py = kStraightX[o];
    if (open(bx + px, by + py) || open(bx - px, by - py)) return true;
  }
  return false;
}

namespace {

// The first of `count` bits from `from` on (towards higher indices when
// `step` is 1, lower when -1) that is set, as an offset from `from`, or
// `count` when none is.
int first_set(const std::vector<std::uint64_t>& bits, std::size_t from,
              int step, int count) {
  int done = 0;
  std::size_t i = from;
  while (done < count) {
    const int bit = static_cast<int>(i & 63);
    const std::uint64_t word = bits[i >> 6];
    const int ahead = step > 0 ? 64 - bit : bit + 1;
    const std::uint64_t rest = step > 0 ? word >> bit : word << (63 - bit);
    if (rest != 0) {
      const int z = step > 0 ? std::countr_zero(rest) : std::countl_zero(rest);
      return std::min(done + z, count);
    }
    done += ahead;
    i = step > 0 ? i + static_cast<std::size_t>(ahead)
                 : i - static_cast<std::size_t>(ahead);
  }
  return count;
}

}  // namespace

int SubgoalGraph::scan_line(int x, int y, int dx, int dy, int limit,
                            int diagonal, int also,
                            std::vector<SubgoalReach>& out) const {
  const int edge = dx > 0   ? width_ - 1 - x
                   : dx < 0 ? x
                   : dy > 0 ? height_ - 1 - y
                            : y;
  const int span = std::min(limit, edge);
  if (span <= 0) return span;
  // The first stop at step j (span + 1: none within the span).
  const int j =
      1 + (dy == 0 ? first_set(stop_rows_,
                               static_cast<std::size_t>(y * width_ + x + dx),
                               dx, span)
                   : first_set(stop_cols_,
                               static_cast<std::size_t>(x * height_ + y + dy),
                               dy, span));
  if (also >= 0) {
    const int ax = also % width_ - x;
    const int ay = also / width_ - y;
    const int steps = dy == 0 ? ax * dx : ay * dy;
    if ((dy == 0 ? ay == 0 : ax == 0) && steps >= 1 && steps <= span &&
        steps <= j) {
      out.push_back({also, steps, diagonal});
      return steps - 1;
    }
  }
  if (j > span) return span;
  const int cell = (y + j * dy) * width_ + x + j * dx;
  if (bit(subgoal_bits_, cell) && bit(open_bits_, cell)) {
    out.push_back({cell, j, diagonal});
  }
  return j - 1;
}

// How many cells behind (x, y) along (-dx, -dy), at most `limit`, are free
// and no subgoal before the first that is not, 64 cells at a time.
int SubgoalGraph::diagonal_run(int x, int y, int dx, int dy, int limit) const {
  const int edge =
      std::min(dx > 0 ? x : width_ - 1 - x, dy > 0 ? y : height_ - 1 - y);
  const int span = std::min(limit, edge);
  if (span <= 0) return 0;
  const int o = dx == dy ? 0 : 1;
  return first_set(stop_diagonals_[o], diagonal_index(x - dx, y - dy, o), -dx,
                   span);
}

unsigned SubgoalGraph::sector_of(int dx, int dy) {
  if (dy == 0) return 1u << straight_index(dx, 0);
  if (dx == 0) return 1u << straight_index(0, dy);
  return 1u << (4 + (dx < 0 ? 1 : 0) + (dy < 0 ? 2 : 0));
}

void SubgoalGraph::scan_from(int cell, int also,
                             std::vector<SubgoalReach>& out) const {
  scan_sectors(cell, also, kAllSectors, out);
}

// A straight line's reach bounds the lines of the two diagonals beside it,
// so all four are scanned; only the sectors asked for are reported.
void SubgoalGraph::scan_sectors(int cell, int also, unsigned sectors,
                                std::vector<SubgoalReach>& out) const {
  const int x0 = cell % width_;
  const int y0 = cell / width_;
  int clear[4];
  for (int s = 0; s < 4; ++s) {
    const std::size_t kept = out.size();
    clear[s] =
        scan_line(x0, y0, kStraightX[s], kStraightY[s], INT_MAX, 0, also, out);
    if ((sectors & (1u << s)) == 0) out.resize(kept);
  }
  for (int d = 0; d < 4; ++d) {
    if ((sectors & (1u << (4 + d))) == 0) continue;
    const int dx = kDiagonalX[d];
    const int dy = kDiagonalY[d];
    int limit_x = clear[straight_index(dx, 0)];
    int limit_y = clear[straight_index(0, dy)];
    int x = x0;
    int y = y0;
    for (int k = 1; diagonal_free(x, y, dx, dy); ++k) {
      x += dx;
      y += dy;
      const int here = y * width_ + x;
      if (stop(here, also)) {
        out.push_back({here, 0, k});
        break;
      }
      limit_x = scan_line(x, y, dx, 0, limit_x, k, also, out);
      limit_y = scan_line(x, y, 0, dy, limit_y, k, also, out);
    }
  }
}

bool SubgoalGraph::walk(int from, int to, std::vector<int>& out) const {
  return walk_in_order(from, to, true, out) ||
         walk_in_order(from, to, false, out);
}

bool SubgoalGraph::walk_in_order(int from, int to, bool diagonal_first,
                                 std::vector<int>& out) const {
  const std::size_t kept = out.size();
  int x = from % width_;
  int y = from / width_;
  const int dx = to % width_ - x;
  const int dy = to / width_ - y;
  const int sx = (dx > 0) - (dx < 0);
  const int sy = (dy > 0) - (dy < 0);
  const int diagonals = std::min(std::abs(dx), std::abs(dy));
  const int straights = std::max(std::abs(dx), std::abs(dy)) - diagonals;
  const int tx = std::abs(dx) > std::abs(dy) ? sx : 0;
  const int ty = std::abs(dx) > std::abs(dy) ? 0 : sy;
  const auto straight_moves = [&] {
    for (int i = 0; i < straights; ++i) {
      if (!open(x + tx, y + ty)) return false;
      x += tx;
      y += ty;
      out.push_back(y * width_ + x);
    }
    return true;
  };
  const auto diagonal_moves = [&] {
    for (int i = 0; i < diagonals; ++i) {
      if (!diagonal_free(x, y, sx, sy)) return false;
      if (rules_.connectivity == Connectivity::Four) {
        out.push_back(open(x + sx, y) ? y * width_ + x + sx
                                      : (y + sy) * width_ + x);
      }
      x += sx;
      y += sy;
      out.push_back(y * width_ + x);
    }
    return true;
  };
  const bool walked = diagonal_first ? diagonal_moves() && straight_moves()
                                     : straight_moves() && diagonal_moves();
  if (!walked) out.resize(kept);
  return walked;
}

std::vector<int> SubgoalGraph::subgoals() const {
  std::vector<int> cells;
  cells.reserve(links_.size());
  links_.for_each(
      [&](int cell, std::span<const SubgoalLink>) { cells.push_back(cell); });
  return cells;
}

std::size_t SubgoalGraph::link_count() const {
  std::size_t ends = 0;
  links_.for_each(
      [&](int, std::span<const SubgoalLink> links) { ends += links.size(); });
  return ends / 2;
}

std::size_t SubgoalGraph::memory_bytes() const {
  std::size_t words = open_bits_.capacity() + subgoal_bits_.capacity() +
                      stop_rows_.capacity() + stop_cols_.capacity();
  for (const auto& bits : stop_diagonals_) words += bits.capacity();
  words += found_marks_.capacity();
  return words * sizeof(std::uint64_t) + links_.memory_bytes();
}

void SubgoalGraph::link_all() {
  links_.clear();
  std::vector<int> cells;
  for (std::size_t w = 0; w < subgoal_bits_.size(); ++w) {
    for (std::uint64_t bits = subgoal_bits_[w]; bits != 0; bits &= bits - 1) {
      cells.push_back(static_cast<int>(w * 64) + std::countr_zero(bits));
    }
  }
  links_.reserve(cells.size(), width_ * height_);
  for (int cell : cells) links_.insert(cell);
  // Each subgoal is scanned once and what it reached kept, sorted, until
  // every list has its exact room: no list moves while the lists fill, and
  // an 8192 x 8192 map's nineteen million ends are never held twice.
  std::vector<int> reached;
  std::vector<std::uint32_t> ends{0};
  ends.reserve(cells.size() + 1);
  std::vector<SubgoalReach> scratch;
  for (int cell : cells) {
    scratch.clear();
    scan_from(cell, -1, scratch);
    for (const SubgoalReach& reach : scratch) reached.push_back(reach.cell);
    std::sort(reached.begin() + ends.back(), reached.end());
    ends.push_back(static_cast<std::uint32_t>(reached.size()));
  }
  const auto found_by = [&](std::size_t i, int cell) {
    return std::binary_search(reached.begin() + ends[i],
                              reached.begin() + ends[i + 1], cell);
  };
  const auto index_of = [&](int cell) {
    return static_cast<std::size_t>(
        std::lower_bound(cells.begin(), cells.end(), cell) - cells.begin());
  };
  // A link is one end in each list, whether one scan found it or both: a
  // link both found is counted from the end that comes first.
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::uint32_t r = ends[i]; r < ends[i + 1]; ++r) {
      const std::size_t j = index_of(reached[r]);
      if (j < i && found_by(j, cells[i])) continue;
      links_.add_room(cells[i], 1);
      links_.add_room(reached[r], 1);
    }
  }
  links_.place_lists();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::uint32_t r = ends[i]; r < ends[i + 1]; ++r) {
      add_link(cells[i], reached[r], true);
      add_link(reached[r], cells[i], false);
    }
  }
}

void SubgoalGraph::relink(int cell, unsigned sectors,
                          std::vector<SubgoalReach>& reached) {
  // Its own scan's links in `sectors` are replaced by what it finds now;
  // the links other scans found, and those of its other sectors, stay.
  // Only the difference is written: an open area's subgoal has hundreds of
  // links, and each end's list is searched for the other, so rewriting
  // all of them cost the square of that.
  links_.insert(cell);
  reached.clear();
  scan_sectors(cell, -1, sectors, reached);
  for (const SubgoalReach& reach : reached) put(found_marks_, reach.cell, true);
  const int x = cell % width_;
  const int y = cell / width_;
  for (SubgoalLink& link : links_.at(cell)) {
    const int other = static_cast<int>(link.cell);
    if (bit(found_marks_, other)) {
      put(found_marks_, other, false);
      if (link.mine) continue;
      link.mine = 1;
      add_link(other, cell, false);
    } else if (link.mine &&
               (sectors == kAllSectors ||
                (sector_of(other % width_ - x, other / width_ - y) & sectors) !=
                    0)) {
      link.mine = 0;
      remove_link(other, cell, false);
    }
  }
  links_.keep_if(cell, [](const SubgoalLink& link) {
    return link.mine != 0 || link.theirs != 0;
  });
  // Still marked: found and not linked yet. A link has an end in both
  // lists or in neither, so the other's list needs no search either.
  for (const SubgoalReach& reach : reached) {
    const int other = reach.cell;
    if (!bit(found_marks_, other)) continue;
    put(found_marks_, other, false);
    SubgoalLink mine;
    mine.cell = static_cast<std::uint32_t>(other);
    mine.mine = 1;
    links_.push(cell, mine);
    SubgoalLink theirs;
    theirs.cell = static_cast<std::uint32_t>(cell);
    theirs.theirs = 1;
    links_.push(other, theirs);
  }
}

void SubgoalGraph::drop_links_of(int cell) {
  for (const SubgoalLink& link : links_.at(cell)) {
    const int other = static_cast<int>(link.cell);
    if (link.mine) remove_link(other, cell, false);
    if (link.theirs) remove_link(other, cell, true);
  }
  links_.erase(cell);
}

void SubgoalGraph::add_link(int from, int to, bool mine) {
  for (SubgoalLink& link : links_.at(from)) {
    if (static_cast<int>(link.cell) == to) {
      if (mine) {
        link.mine = 1;
      } else {
        link.theirs = 1;
      }
      return;
    }
  }
  SubgoalLink link;
  link.cell = static_cast<std::uint32_t>(to);
  link.mine = mine ? 1 : 0;
  link.theirs = mine ? 0 : 1;
  links_.push(from, link);
}

void SubgoalGraph::remove_link(int from, int to, bool mine) {
  const std::span<SubgoalLink> list = links_.at(from);
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (static_cast<int>(list[i].cell) != to) continue;
    if (mine) {
      list[i].mine = 0;
    } else {
      list[i].theirs = 0;
    }
    if (list[i].mine == 0 && list[i].theirs == 0) links_.remove_at(from, i);
    return;
  }
}

}  // namespace astar
