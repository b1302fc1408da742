#pragma once
// The search's expansion policies: how a step reaches the successors of the
// cell it just closed, and how the path is read back once the goal is
// closed. Search::step_with (hot_path.hpp) is the one step over them, as
// Warthog's search is one template over its expansion policy; each policy
// lives in its own file with the function that picks its instantiation for
// a query (Search::grid_moves_step, jump_points_step, any_angle_step).
//
// A policy is a type with
//   kLayout                        where the query's records are
//   expand<Recorder>(search, cell) push or improve the cell's successors
//   finish(search, goal)           set the path and its cost
// They are friends of Search and work on its records and open list through
// the inline members of hot_path.hpp.
#include <cstdint>
#include <type_traits>

#include "astar/search/search.hpp"

namespace astar::detail {

// The grid's moves, for A*, Dijkstra, weighted A*, greedy and breadth-first:
// the 4 or 8 neighbours the movement rules allow, each paying its terrain
// weight (kReverse: the weight of the cell it leaves). Relax (hot_path.hpp)
// says what becomes of a neighbour seen before; kNarrow keeps the records in
// 8 bytes (narrow_records.hpp); kPrunes: a side of bidirectional A*, which
// closes unopened the cells that cannot beat its best path
// (SearchQuery::prunes); kTracks: the open list knows where each cell's
// entry is, and lowers it in place (Search::open_slots_). grid_moves.cpp.
template <class Relax, bool kReverse, bool kNarrow, bool kPrunes, bool kTracks>
struct GridMoves {
  static constexpr RecordLayout kLayout =
      kNarrow ? RecordLayout::Narrow : RecordLayout::Flat;
  static_assert(!kTracks || !kPrunes);
  static constexpr bool kTracked = kTracks;
  // Flattened: with one copy per policy pair, GCC's limit on a file's
  // inline growth would otherwise stop it from inlining the moves.
  template <class Recorder>
  [[gnu::flatten]] static void expand(Search& search, int cell);
  static void finish(Search& search, int goal) { search.finish_found(goal); }

 private:
  using Before =
      std::conditional_t<kNarrow, Search::NarrowRecord, Search::CellRecord>;
  // `cell` is at `at`, which the moves already know.
  template <class Recorder>
  static void push_neighbour(Search& search, int cell, Point at,
                             const Before& before, std::uint64_t straight,
                             std::uint64_t diagonal, int parent);
};

// Jump Point Search's jumps: from a jump point, the straight and diagonal
// runs its arrival direction leaves open, to the next jump points.
// jump_point_search.cpp.
struct JumpPoints {
  static constexpr RecordLayout kLayout = RecordLayout::Packed;
  static constexpr bool kTracked = false;
  template <class Recorder>
  [[gnu::flatten]] static void expand(Search& search, int cell);
  static void finish(Search& search, int goal) { search.finish_found(goal); }
};

// Theta*'s any-angle successors: each grid neighbour, reached either by the
// grid move or by the clear segment from the closed cell's parent. g is a
// double kept bit for bit in the record's two sums. theta_star.cpp.
struct AnyAngle {
  static constexpr RecordLayout kLayout = RecordLayout::Flat;
  static constexpr bool kTracked = false;
  template <class Recorder>
  static void expand(Search& search, int cell);
  static void finish(Search& search, int goal);

  // g of a record (the double's bits in the two 36-bit sums).
  static double g(const Search::CellRecord& record);
  // The g `neighbour` gets through the seen `cell`, and its parent.
  static double offer(const Search& search, int cell, int neighbour,
                      int* parent);

 private:
  template <class Recorder>
  static Search::CellRecord push(Search& search, int cell,
                                 const Search::CellRecord& before, double g,
                                 int parent);
};

// A subgoal graph's links (subgoal_graph.hpp): from a subgoal, the
// subgoals it is linked to; from a start that is no subgoal, what its scan
// reaches; and the goal from each cell the goal's own scan reached. The path
// walks each link back into cells. subgoal_search.cpp.
struct SubgoalLinks {
  static constexpr RecordLayout kLayout = RecordLayout::Packed;
  static constexpr bool kTracked = false;
  template <class Recorder>
  static void expand(Search& search, int cell);
  static void finish(Search& search, int goal);
};

}  // namespace astar::detail
