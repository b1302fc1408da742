// The subgoal graph's repair after an edit (SubgoalGraph::update).
//
// A changed cell matters to three kinds of subgoal: those next to it, whose
// flag may flip (a subgoal's flag reads its 3 x 3 block); those whose scans
// pass it, stop at it or take a diagonal beside it, whose links may change;
// and those whose scans pass or stop at a cell whose flag flipped. All of
// them are found by walking the scans backwards from each cell of the 3 x 3
// blocks around the changed cells (a diagonal beside a changed cell ends in
// that block). The walk reads the map as open where it was open before the
// edit or is after it, so it finds the scans of both maps; it stops only at
// subgoals that stay subgoals, as the scans do. Only the subgoals found
// scan again, and only the sectors of their scans (a straight line, or a
// diagonal with its lines) in which they were found: on an open map a
// changed cell is seen by a hundred subgoals, each from one side.
// Nothing else is touched.
#include <algorithm>
#include <climits>

#include "astar/search/subgoal_graph.hpp"
#include "subgoal_directions.hpp"

namespace astar {
namespace {

using detail::kDiagonalX;
using detail::kDiagonalY;
using detail::kStraightX;
using detail::kStraightY;

}  // namespace

Status SubgoalGraph::update(const Grid& grid, CellArea changed) {
  if (grid.width() != width_ || grid.height() != height_) {
    revision_ = 0;
    return fail(ErrorKind::BadArgument,
                "the map changed size: prepare the subgoal graph again");
  }
  changed.x0 = std::max(changed.x0, 0);
  changed.y0 = std::max(changed.y0, 0);
  changed.x1 = std::min(changed.x1, width_);
  changed.y1 = std::min(changed.y1, height_);
  std::vector<int> flipped_open;
  for (int y = changed.y0; y < changed.y1; ++y) {
    for (int x = changed.x0; x < changed.x1; ++x) {
      const std::uint8_t value = grid.at(x, y);
      if (value != kBlocked && value != kOpenGround) {
        revision_ = 0;
        return fail(ErrorKind::BadArgument,
                    subgoal_terrain_problem(rules_, {x, y}, value));
      }
      const int cell = y * width_ + x;
      if ((value != kBlocked) != bit(open_bits_, cell)) {
        flipped_open.push_back(cell);
      }
    }
  }
  last_repair_ = {};
  last_repair_.changed_cells = static_cast<int>(flipped_open.size());
  if (!flipped_open.empty()) repair(flipped_open);
  revision_ = grid.revision();
  return {};
}

void SubgoalGraph::repair(const std::vector<int>& flipped_open) {
  // The 3 x 3 blocks around the changed cells, each cell once.
  std::vector<int> seeds;
  for (int cell : flipped_open) {
    const int x = cell % width_;
    const int y = cell / width_;
    for (int ny = std::max(y - 1, 0); ny <= std::min(y + 1, height_ - 1);
         ++ny) {
      for (int nx = std::max(x - 1, 0); nx <= std::min(x + 1, width_ - 1);
           ++nx) {
        seeds.push_back(ny * width_ + nx);
      }
    }
  }
  std::sort(seeds.begin(), seeds.end());
  seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());

  // The map after the edit, and the subgoals whose flag flips.
  for (int cell : flipped_open) set_open(cell, !bit(open_bits_, cell));
  std::vector<int> added;
  std::vector<int> removed;
  for (int cell : seeds) {
    const bool was = bit(subgoal_bits_, cell);
    const bool is = corner_cell(cell % width_, cell / width_);
    if (was != is) (is ? added : removed).push_back(cell);
  }

  // Walk the scans back over both maps: the changed cells open, the flipped
  // flags off (stable subgoals stop the walk as they stop the scans).
  std::vector<std::uint8_t> was_open(flipped_open.size());
  for (std::size_t i = 0; i < flipped_open.size(); ++i) {
    was_open[i] = bit(open_bits_, flipped_open[i]);
    set_open(flipped_open[i], true);
  }
  for (int cell : removed) set_subgoal(cell, false);
  std::vector<ScanHit> hits;
  for (int seed : seeds) collect_scanners(seed, seeds, hits);
  for (std::size_t i = 0; i < flipped_open.size(); ++i) {
    set_open(flipped_open[i], was_open[i] != 0);
  }
  for (int cell : added) set_subgoal(cell, true);

  for (int cell : removed) drop_links_of(cell);
  relink_scanners(hits, added);
  last_repair_.subgoals_added = static_cast<int>(added.size());
  last_repair_.subgoals_removed = static_cast<int>(removed.size());
}

// A new subgoal scans every sector; a found one, only the sectors of its
// scan that the walks back found touching the change.
void SubgoalGraph::relink_scanners(std::vector<ScanHit>& hits,
                                   const std::vector<int>& added) {
  std::sort(hits.begin(), hits.end(),
            [](const ScanHit& a, const ScanHit& b) { return a.cell < b.cell; });
  std::vector<SubgoalReach> scratch;
  std::vector<int>& relinked = last_repair_.relinked;
  for (int cell : added) relink(cell, kAllSectors, scratch);
  for (std::size_t i = 0; i < hits.size();) {
    const int cell = hits[i].cell;
    unsigned sectors = 0;
    for (; i < hits.size() && hits[i].cell == cell; ++i) {
      sectors |= hits[i].sector;
    }
    // A straight line's reach bounds the lines of the diagonals beside it.
    for (int s = 0; s < 4; ++s) {
      if ((sectors & (1u << s)) == 0) continue;
      const int sx = kStraightX[s];
      const int sy = kStraightY[s];
      sectors |= sector_of(sx != 0 ? sx : 1, sy != 0 ? sy : 1) |
                 sector_of(sx != 0 ? sx : -1, sy != 0 ? sy : -1);
    }
    relinked.push_back(cell);
    if (is_subgoal(cell)) relink(cell, sectors, scratch);
  }
  relinked.insert(relinked.end(), added.begin(), added.end());
  last_repair_.subgoals_relinked = static_cast<int>(relinked.size());
}

// Every subgoal whose scan may enter the changed area at `seed`: the
// scan's last straight line walked backwards from the seed, and from each
// of its cells the diagonal before it, both up to a wall or a subgoal.
//
// A scan that touches the area (the sorted cells `area`) touches it first
// at a cell whose predecessor on the scan's h-path lies outside, one
// diagonal or straight step back. So the walk back along a direction
// starts only from the area's cells that are entered that way: walking
// back from an inner cell finds no scanner the border does not, and a
// 32 x 32 fill has 34 such cells per direction instead of 1,156.
//
// A scan's straight line from its k-th diagonal cell goes no further than
// the line from the one before (subgoal_graph.cpp), so a scan that reaches
// the seed along a line through cells m_1 .. m_i found every cell of the
// diagonals behind m_0 (the seed) .. m_(i-1), up to its depth k, free and
// no subgoal. The walk back from m_i therefore goes no deeper than the
// shortest such run behind the line's earlier cells: the same bound that
// keeps a scan from sweeping the whole open area, applied backwards.
void SubgoalGraph::collect_scanners(int seed, const std::vector<int>& area,
                                    std::vector<ScanHit>& out) const {
  const int x0 = seed % width_;
  const int y0 = seed / width_;
  const auto entered_from = [&](int dx, int dy) {
    const int x = x0 - dx;
    const int y = y0 - dy;
    return open(x, y) &&
           !std::binary_search(area.begin(), area.end(), y * width_ + x);
  };
  if (is_subgoal(seed)) out.push_back({seed, kAllSectors});
  for (int d = 0; d < 4; ++d) {
    if (!entered_from(kDiagonalX[d], kDiagonalY[d])) continue;
    walk_diagonal_back(x0, y0, kDiagonalX[d], kDiagonalY[d], INT_MAX, out);
  }
  for (int s = 0; s < 4; ++s) {
    if (entered_from(kStraightX[s], kStraightY[s])) {
      walk_line_back(x0, y0, kStraightX[s], kStraightY[s], out);
    }
  }
}

// The scans whose straight line along (sx, sy) reaches (x0, y0).
void SubgoalGraph::walk_line_back(int x0, int y0, int sx, int sy,
                                  std::vector<ScanHit>& out) const {
  // (x, y) as a cell of a diagonal whose straight line runs on to the
  // seed: the two diagonals that step along (sx, sy).
  int dx[2];
  int dy[2];
  int depth[2];
  for (int side = 0; side < 2; ++side) {
    dx[side] = sx != 0 ? sx : 2 * side - 1;
    dy[side] = sy != 0 ? sy : 2 * side - 1;
    depth[side] = diagonal_run(x0, y0, dx[side], dy[side], INT_MAX);
  }
  for (int x = x0 - sx, y = y0 - sy; open(x, y); x -= sx, y -= sy) {
    const int cell = y * width_ + x;
    if (is_subgoal(cell)) {
      out.push_back({cell, sector_of(sx, sy)});
      return;
    }
    for (int side = 0; side < 2; ++side) {
      if (depth[side] == 0) continue;
      depth[side] =
          walk_diagonal_back(x, y, dx[side], dy[side], depth[side], out);
    }
  }
}

// The run of free cells that are no subgoal behind (x, y) along
// (-dx, -dy), at most `limit` long (the cells a scan's straight lines
// pass, whatever the diagonal moves between them); when a subgoal ends it
// within `limit` and the diagonal moves from there to (x, y) are all
// free, that subgoal scans through (x, y). The run comes from the
// diagonal-major stop bits; the moves are read only when a subgoal ends it.
int SubgoalGraph::walk_diagonal_back(int x, int y, int dx, int dy, int limit,
                                     std::vector<ScanHit>& out) const {
  const int run = diagonal_run(x, y, dx, dy, limit);
  if (run >= limit) return run;
  const int bx = x - (run + 1) * dx;
  const int by = y - (run + 1) * dy;
  // A stop that is open is a subgoal; a wall or the map's edge ends both.
  if (!open(bx, by)) return run;
  for (int u = run + 1; u >= 1; --u) {
    if (!diagonal_free(x - u * dx, y - u * dy, dx, dy)) return run;
  }
  out.push_back({by * width_ + bx, sector_of(dx, dy)});
  return run;
}

}  // namespace astar
