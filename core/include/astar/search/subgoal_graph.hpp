#pragma once
/// @file subgoal_graph.hpp
/// The prepared map: a simple subgoal graph (Uras, Hernández and Koenig
/// 2013) that the "subgoal" algorithm searches instead of the grid, and
/// that repairs itself locally when cells change.
///
/// Subgoals are the cells where shortest paths may have to turn: the cells
/// at the convex corners of walls (and, where diagonals may pass a wall's
/// corner, the cells beside a wall's end). Two subgoals are linked when one
/// reaches the other by a free "h-path", diagonal moves first and then
/// straight ones, whose cost is the heuristic distance and which passes no
/// other subgoal. A query links its start and goal the same way and runs A*
/// over the links; a link is walked back into cells by the same moves.
/// Every shortest grid path can be cut at subgoals into such links, so the
/// answer's cost is A*'s.
///
/// Live maps: update() takes the cells that changed and repairs what they
/// touch: the subgoal flags of the cells around them and the links of the
/// subgoals whose scans cross them, found by walking the scans backwards
/// from the changed cells. Nothing far away is rebuilt.
///
/// Uniform-cost maps only: a map with terrain weights is refused (A* and
/// Dijkstra search those), as Jump Point Search refuses them. A unit's grid
/// (units.hpp) is a plain grid and may be prepared like any other.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/result.hpp"
#include "astar/search/detail/cell_lists.hpp"

namespace astar {

/// A cell a scan reached: `straight` straight moves after `diagonal`
/// diagonal ones (under four-way movement a diagonal stands for two
/// straight moves round a free corner).
struct SubgoalReach {
  int cell = -1;
  int straight = 0;
  int diagonal = 0;
};

/// One link of a subgoal: the cell at its other end. `mine`: the
/// subgoal's own scan found it; `theirs`: the other end's scan found this
/// subgoal. A link is walkable diagonal moves first from the end whose scan
/// found it. Four bytes: an 8192 x 8192 map has tens of millions of ends.
struct SubgoalLink {
  std::uint32_t cell : 30 = 0;
  std::uint32_t mine : 1 = 0;
  std::uint32_t theirs : 1 = 0;
};
static_assert(sizeof(SubgoalLink) == 4);
static_assert(kMaxGridSide * kMaxGridSide <= (1 << 30));

/// What the last update() did, for views that flash the repair and for
/// benchmarks.
struct SubgoalRepair {
  int changed_cells = 0;      ///< cells whose walkability changed
  int subgoals_added = 0;     ///< cells that became subgoals
  int subgoals_removed = 0;   ///< cells that stopped being subgoals
  int subgoals_relinked = 0;  ///< subgoals whose links were scanned again
  std::vector<int> relinked;  ///< those subgoals' cells
};

/// Why a map whose `cell` holds terrain `value` cannot be prepared: the
/// subgoal algorithm's refusal, naming the cell.
std::string subgoal_terrain_problem(const MovementRules& rules, Point cell,
                                    std::uint8_t value);

class SubgoalGraph {
 public:
  /// An empty graph that follows no grid.
  SubgoalGraph() = default;

  /// Why `grid` cannot be prepared under `rules`, or an empty string.
  static std::string problem(const Grid& grid, const MovementRules& rules);
  /// Prepares `grid` for queries under `rules`; fails as problem() says.
  static Result<SubgoalGraph> prepare(const Grid& grid,
                                      const MovementRules& rules);

  /// Repairs the graph after the cells inside `changed` changed in `grid`
  /// (the grid it was prepared from, edited; cells outside `changed` must
  /// be as they were). Fails, leaving the graph following no grid, when the
  /// grid now has terrain weights or another size.
  Status update(const Grid& grid, CellArea changed);

  /// True when built from `grid` as it is now (its revision) under `rules`.
  bool follows(const Grid& grid) const {
    return revision_ != 0 && grid.revision() == revision_ &&
           grid.width() == width_ && grid.height() == height_;
  }
  bool follows(const Grid& grid, const MovementRules& rules) const {
    return follows(grid) && rules == rules_;
  }
  const MovementRules& rules() const { return rules_; }
  int width() const { return width_; }
  int height() const { return height_; }

  bool is_subgoal(int cell) const { return bit(subgoal_bits_, cell); }
  /// The links of the subgoal at `cell` (empty for other cells).
  std::span<const SubgoalLink> links(int cell) const { return links_.at(cell); }
  /// Every subgoal's cell, in no particular order.
  std::vector<int> subgoals() const;
  std::size_t subgoal_count() const { return links_.size(); }
  /// Links counted once for each pair of subgoals.
  std::size_t link_count() const;
  /// Bytes held: bit maps, link lists and the table that finds them.
  std::size_t memory_bytes() const;

  /// The subgoals (and `also`, when it is not -1, as if it were one) that
  /// `cell` reaches by a free h-path through no other subgoal: what a
  /// query links its start and goal to. Appends to `out`.
  void scan_from(int cell, int also, std::vector<SubgoalReach>& out) const;
  /// The cells of the h-path from `from` to `to`, a link or a scan's reach,
  /// `to` included and `from` not: diagonal moves first when they are free,
  /// else straight ones first. Appends to `out`. False when neither order
  /// is walkable (never for a link of a graph that follows its grid).
  bool walk(int from, int to, std::vector<int>& out) const;

  const SubgoalRepair& last_repair() const { return last_repair_; }

 private:
  static bool bit(const std::vector<std::uint64_t>& bits, int cell) {
    return ((bits[static_cast<std::size_t>(cell) >> 6] >> (cell & 63)) & 1u) !=
           0;
  }
  static void put(std::vector<std::uint64_t>& bits, int cell, bool on);
  void set_open(int cell, bool on);
  void set_subgoal(int cell, bool on);
  void refresh_stop(int cell);

  bool open(int x, int y) const {
    return x >= 0 && y >= 0 && x < width_ && y < height_ &&
           bit(open_bits_, y * width_ + x);
  }
  bool stop(int cell, int also) const {
    return cell == also || bit(subgoal_bits_, cell);
  }
  // Inline: the scans and the repair's walks test it for every cell.
  bool diagonal_free(int x, int y, int dx, int dy) const {
    if (!open(x + dx, y + dy)) return false;
    const bool side_x = open(x + dx, y);
    const bool side_y = open(x, y + dy);
    // Four-way movement goes round the corner through either side cell.
    if (rules_.connectivity == Connectivity::Four) return side_x || side_y;
    return diagonal_allowed(rules_.diagonal, side_x, side_y);
  }
  bool corner_cell(int x, int y) const;
  // Free cells along (dx, dy) from (x, y) up to `limit`, reporting a stop.
  int scan_line(int x, int y, int dx, int dy, int limit, int diagonal, int also,
                std::vector<SubgoalReach>& out) const;
  bool walk_in_order(int from, int to, bool diagonal_first,
                     std::vector<int>& out) const;

  // A scan's eight sectors, as bits: its straight lines (bit s, the index
  // into kStraight*) and its diagonals with their lines (bit 4 + d). Each
  // reaches only cells on its own side of the scanner, so a repair scans
  // again only the sectors a change may touch.
  static constexpr unsigned kAllSectors = 0xFF;
  static unsigned sector_of(int dx, int dy);
  void scan_sectors(int cell, int also, unsigned sectors,
                    std::vector<SubgoalReach>& out) const;
  int diagonal_run(int x, int y, int dx, int dy, int limit) const;
  std::size_t diagonal_index(int x, int y, int orientation) const;

  // A subgoal the repair found, and the sector of its scan that it found.
  struct ScanHit {
    int cell;
    unsigned sector;
  };
  void link_all();
  void relink(int cell, unsigned sectors, std::vector<SubgoalReach>& reached);
  void drop_links_of(int cell);
  void add_link(int from, int to, bool mine);
  void remove_link(int from, int to, bool mine);
  void repair(const std::vector<int>& flipped_open);
  void collect_scanners(int seed, const std::vector<int>& area,
                        std::vector<ScanHit>& out) const;
  void walk_line_back(int x0, int y0, int sx, int sy,
                      std::vector<ScanHit>& out) const;
  int walk_diagonal_back(int x, int y, int dx, int dy, int limit,
                         std::vector<ScanHit>& out) const;
  void relink_scanners(std::vector<ScanHit>& hits,
                       const std::vector<int>& added);

  int width_ = 0;
  int height_ = 0;
  MovementRules rules_;
  std::uint64_t revision_ = 0;
  std::vector<std::uint64_t> open_bits_;     // walkable cells
  std::vector<std::uint64_t> subgoal_bits_;  // subgoals
  // Where a scan stops (a wall or a subgoal), row by row and column by
  // column, so that a scan finds its stop 64 cells at a time.
  std::vector<std::uint64_t> stop_rows_;
  std::vector<std::uint64_t> stop_cols_;
  // The same along the diagonals ((1, 1) and (1, -1), diagonal_index()),
  // for the repair's walks back along a scan's diagonals.
  std::vector<std::uint64_t> stop_diagonals_[2];
  // Cleared between repairs: a relink marks the cells its scan found, so
  // that matching them with its links costs one bit test a link.
  std::vector<std::uint64_t> found_marks_;
  detail::CellLists<SubgoalLink> links_;  // each subgoal's links
  SubgoalRepair last_repair_;
};

}  // namespace astar
