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
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (grid.walkable(i)) put(graph.open_bits_, i, true);
  }
  for (int y = 0; y < graph.height_; ++y) {
    for (int x = 0; x < graph.width_; ++x) {
      if (graph.corner_cell(x, y))
        put(graph.subgoal_bits_, y * graph.width_ + x, true);
    }
  }
  graph.link_all();
  graph.revision_ = grid.revision();
  return graph;
}

bool SubgoalGraph::diagonal_free(int x, int y, int dx, int dy) const {
  if (!open(x + dx, y + dy)) return false;
  const bool side_x = open(x + dx, y);
  const bool side_y = open(x, y + dy);
  // Four-way movement goes round the corner through either side cell.
  if (rules_.connectivity == Connectivity::Four) return side_x || side_y;
  return diagonal_allowed(rules_.diagonal, side_x, side_y);
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

int SubgoalGraph::scan_line(int x, int y, int dx, int dy, int limit,
                            int diagonal, int also,
                            std::vector<SubgoalReach>& out) const {
  for (int j = 1; j <= limit; ++j) {
    const int cx = x + j * dx;
    const int cy = y + j * dy;
    if (!open(cx, cy)) return j - 1;
    const int cell = cy * width_ + cx;
    if (stop(cell, also)) {
      out.push_back({cell, j, diagonal});
      return j - 1;
    }
  }
  return limit;
}

void SubgoalGraph::scan_from(int cell, int also,
                             std::vector<SubgoalReach>& out) const {
  const int x0 = cell % width_;
  const int y0 = cell / width_;
  int clear[4];
  for (int s = 0; s < 4; ++s) {
    clear[s] =
        scan_line(x0, y0, kStraightX[s], kStraightY[s], INT_MAX, 0, also, out);
  }
  for (int d = 0; d < 4; ++d) {
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

std::span<const SubgoalLink> SubgoalGraph::links(int cell) const {
  const auto found = links_.find(cell);
  if (found == links_.end()) return {};
  return found->second;
}

std::vector<int> SubgoalGraph::subgoals() const {
  std::vector<int> cells;
  cells.reserve(links_.size());
  for (const auto& entry : links_) cells.push_back(entry.first);
  return cells;
}

std::size_t SubgoalGraph::link_count() const {
  std::size_t ends = 0;
  for (const auto& entry : links_) ends += entry.second.size();
  return ends / 2;
}

std::size_t SubgoalGraph::memory_bytes() const {
  std::size_t bytes = (open_bits_.capacity() + subgoal_bits_.capacity()) *
                      sizeof(std::uint64_t);
  // A node of the table: the key, the vector, the next pointer, the hash.
  bytes += links_.bucket_count() * sizeof(void*);
  for (const auto& entry : links_) {
    bytes += sizeof(entry) + 2 * sizeof(void*) +
             entry.second.capacity() * sizeof(SubgoalLink);
  }
  return bytes;
}

void SubgoalGraph::link_all() {
  links_.clear();
  std::vector<int> cells;
  for (std::size_t w = 0; w < subgoal_bits_.size(); ++w) {
    for (std::uint64_t bits = subgoal_bits_[w]; bits != 0; bits &= bits - 1) {
      cells.push_back(static_cast<int>(w * 64) + std::countr_zero(bits));
    }
  }
  links_.reserve(cells.size());
  for (int cell : cells) links_[cell];
  std::vector<SubgoalReach> scratch;
  for (int cell : cells) relink(cell, scratch);
  // Lists grown by doubling hold up to twice their links; a repair grows
  // the few it touches again.
  for (auto& entry : links_) entry.second.shrink_to_fit();
}

void SubgoalGraph::relink(int cell, std::vector<SubgoalReach>& scratch) {
  // Its own scan's links go; the links other scans found stay.
  std::vector<SubgoalLink>& own = links_[cell];
  for (const SubgoalLink& link : own) {
    if (link.mine) remove_link(static_cast<int>(link.cell), cell, false);
  }
  std::erase_if(own, [](SubgoalLink& link) {
    link.mine = 0;
    return link.theirs == 0;
  });
  scratch.clear();
  scan_from(cell, -1, scratch);
  for (const SubgoalReach& reach : scratch) {
    add_link(cell, reach.cell, true);
    add_link(reach.cell, cell, false);
  }
}

void SubgoalGraph::drop_links_of(int cell) {
  const auto found = links_.find(cell);
  if (found == links_.end()) return;
  for (const SubgoalLink& link : found->second) {
    const int other = static_cast<int>(link.cell);
    if (link.mine) remove_link(other, cell, false);
    if (link.theirs) remove_link(other, cell, true);
  }
  links_.erase(found);
}

void SubgoalGraph::add_link(int from, int to, bool mine) {
  std::vector<SubgoalLink>& list = links_[from];
  for (SubgoalLink& link : list) {
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
  list.push_back(link);
}

void SubgoalGraph::remove_link(int from, int to, bool mine) {
  const auto found = links_.find(from);
  if (found == links_.end()) return;
  std::vector<SubgoalLink>& list = found->second;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (static_cast<int>(list[i].cell) != to) continue;
    if (mine) {
      list[i].mine = 0;
    } else {
      list[i].theirs = 0;
    }
    if (list[i].mine == 0 && list[i].theirs == 0) {
      list[i] = list.back();
      list.pop_back();
    }
    return;
  }
}

}  // namespace astar
