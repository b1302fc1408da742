#pragma once
/// @file search.hpp
/// One steppable search that covers A*, weighted A*, Dijkstra, greedy
/// best-first, breadth-first and Theta*. They differ only in the priority
/// key, in whether an open or closed cell may be improved, and (Theta*) in
/// which cell may be a parent:
///
/// | algorithm | key       | improve open cell | reopen closed cell |
/// |-----------|-----------|-------------------|--------------------|
/// | A*        | g + h     | yes               | yes                |
/// | weighted  | g + w*h   | yes               | no (keeps w bound) |
/// | Dijkstra  | g         | yes               | never needed       |
/// | greedy    | h         | yes, in place     | no                 |
/// | BFS       | FIFO      | no                | no                 |
/// | Theta*    | g + h     | yes               | yes                |
///
/// A step is one template over an expansion policy and a recorder, both
/// fixed when the query starts (core/src/search/expansions.hpp): the grid's
/// moves, whose relax policy is the two right-hand columns (hot_path.hpp);
/// Jump Point Search's jumps (jump_point_search.cpp); Theta*'s any-angle
/// successors (theta_star.cpp). What picks them is the algorithm's row in
/// algorithms.hpp (jumps, any_angle, the key and relax flags), not its name.
///
/// Theta* (any-angle A*, Nash et al. 2007). Expanding s, a neighbour n is
/// offered two ways: the grid move s -> n, and the straight segment from
/// s's parent to n when that segment is clear (line_of_sight.hpp: the same
/// clearance and line price as path smoothing; the grid move pays the line
/// price too, its length times the mean of its two cells' weights, so g is
/// the integral of the weight along the chain). n takes the cheaper, the
/// segment on a tie, so parents are any cell in sight and the parent arrows
/// are long lines. Its g is a real number, not a sum of step weights, so it
/// is kept as the 64 bits of a double spread over the two 36-bit sums of
/// the cell's record: per-cell state stays 16 bytes, and the rewind journal
/// and seek() cover it without a second array. It reopens closed cells like
/// A*, which makes its cost never exceed the 8-way grid optimum under the
/// same line price (the grid move is always on offer). Needs 8-connectivity;
/// its default heuristic is the Euclidean distance (admissible for any-angle
/// paths, see heuristics.hpp). For Theta*, path() holds the path's vertices
/// (the cells where it turns, start and goal included; consecutive ones are in
/// clear sight, not adjacent), cost() is the line price of following them
/// by straight segments (polyline_cost), and cells_along() (post_process.hpp)
/// lists the cells they cross.
///
/// What front ends need to know about each algorithm (names, flags,
/// refusals, default heuristic) is in the table of algorithms.hpp.
///
/// Bidirectional A*, Dijkstra and BFS run two of these searches, one from
/// each end (bidirectional_search.hpp); a Search given such a query runs
/// them itself and mirrors their status, path, cost and stats, so every
/// front end runs them as any other algorithm. Its backward side prices
/// each move by the cell it leaves (SearchQuery::reverse_costs), a template
/// flag of the step chosen once per query like the relax policy. The two
/// sides of bidirectional A* are plain A* that close, without opening, the
/// cells no path through which can beat the best one found so far
/// (SearchQuery::prunes), another such flag, so plain A* pays nothing for
/// it.
///
/// Ties among equal keys are broken by SearchQuery::tie_break, then by cell
/// index, so every run is deterministic.
///
/// Equal keys are exactly equal. A sum of 1s and sqrt(2)s in doubles depends
/// on its order: two paths of the same length would get keys a few ulps
/// apart and the tie rule would rarely apply (A* then zig-zags across open
/// ground). So g is kept as two whole numbers, the weights of the straight
/// and of the diagonal moves, and every key is computed from whole numbers
/// in one fixed formula: straight_cost * (g's + h's straight part) +
/// diagonal_cost * (g's + h's diagonal part). Equal sums give bit-equal
/// keys; unequal ones differ as the real numbers do. Weighted A* multiplies
/// h's parts by w before the same formula; the Euclidean heuristic adds its
/// irrational part last. (The tie rule compares h at float precision.)
///
/// Per-cell state is 16 bytes in one flat array (the exact g, a parent
/// direction, a state), reused between queries via a generation stamp. The open
/// list is a 4-ary heap of (key, tie rank, cell); an improved cell gets a fresh
/// entry and the stale one is skipped when popped (lazy deletion).
///
/// Usage:
///
/// ```cpp
/// astar::Search search;                    // reuse it: buffers are kept
/// if (astar::Status s = search.start(grid, query); !s) report(s.error());
/// search.run();                            // one call, to the end
/// if (search.status() == astar::SearchStatus::Found) use(search.path());
///
/// search.step();                           // or one expansion at a time
///
/// // or sliced, as a frame budget: at most 500 expansions or 2 ms
/// const auto deadline =
///     astar::Search::Clock::now() + std::chrono::milliseconds(2);
/// astar::SliceResult slice = search.run_slice(500, deadline);
/// // slice.steps expansions were done; slice.status says what is next
/// search.run_slice(500, deadline, [&] { repaint(search.last_expanded()); });
/// ```
///
/// run_slice contract: while the search is Running and `max_steps` >= 1 it
/// always takes at least one step, so a loop of slices always finishes even
/// with a deadline already past. The clock is read after the first step and
/// then after every kClockInterval-th, so a slice ends at most that many
/// steps after its deadline and costs one clock read per kClockInterval
/// steps. Any split into slices gives the same states, path, cost, step
/// count and stats as step() called one at a time.
///
/// What a step records for views is chosen once per query, with the hot
/// loop (see Search::select_step): the cells it touched and what they
/// were before (last_touched(), before_last_step(), explain_last_step()),
/// JPS's scanned runs (last_scanned()) and the rewind journal (seek()).
/// Touched cells are recorded by default, so a Search works with every view
/// as it comes; JPS's runs and the journal are off by default. A caller that
/// never draws (the CLI, the C API, a game) calls set_step_recording(false)
/// and then runs an instantiation of the loop with no recording code at all.
///
/// Thread safety: one Search per thread; the Grid must not change while a
/// search over it is in progress (call start() again after an edit).

#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/heuristics.hpp"
#include "astar/grid/movement.hpp"
#include "astar/grid/units.hpp"
#include "astar/result.hpp"
#include "astar/search/algorithms.hpp"
#include "astar/search/detail/block_records.hpp"
#include "astar/search/detail/cell_coordinates.hpp"
#include "astar/search/detail/chunked_log.hpp"
#include "astar/search/detail/narrow_records.hpp"
#include "astar/search/detail/open_heap.hpp"
#include "astar/search/jump_map.hpp"
#include "astar/search/subgoal_graph.hpp"

namespace astar {

class BidirectionalSearch;
namespace detail {
template <class Relax, bool kReverse, bool kNarrow, bool kPrunes, bool kTracks>
struct GridMoves;
struct JumpPoints;
struct AnyAngle;
struct SubgoalLinks;
// Where a query keeps its records: 16 bytes at the cell's own place, 16 in
// blocks handed out as touched (JPS), or 8 at the cell's own place.
enum class RecordLayout { Flat, Packed, Narrow };
}  // namespace detail

/// How to order cells whose keys are equal.
enum class TieBreak : std::uint8_t {
  LowH,   ///< prefer the lower h (closer to the goal): the tutorials' choice
  HighH,  ///< prefer the higher h
  Fifo,   ///< prefer the cell pushed first
  Lifo,   ///< prefer the cell pushed last
};

/// Everything that defines one search besides the grid.
struct SearchQuery {
  Point start;
  Point goal;
  MovementRules rules;
  Algorithm algorithm = Algorithm::AStar;
  /// Empty means the algorithm's default (AlgorithmInfo::default_heuristic).
  std::optional<Heuristic> heuristic;
  /// The w of weighted A* (f = g + w*h); must be >= 1. Ignored otherwise.
  double weight = 1.0;
  TieBreak tie_break = TieBreak::LowH;
  /// The unit that walks the path (units.hpp): its size and terrain table.
  /// The default, one cell with the identity table, walks the grid as it
  /// is; any other searches the unit's grid, where start and goal are
  /// top-left cells of its footprint.
  Unit unit;
  /// Moves cost the weight of the cell they leave, not of the cell they
  /// enter: the backward half of a bidirectional search walks each move
  /// the other way round, and pays what the forward move would. Only for
  /// the grid algorithms (not JPS or Theta*).
  bool reverse_costs = false;
  /// A side of bidirectional A*: a reached cell whose every path costs at
  /// least the best path the two sides have found (PruneBounds) is closed
  /// at once instead of opened, so it is never expanded; a cheaper path to
  /// it later opens it as usual. Only for A* on the grid's moves (not JPS
  /// or Theta*); the bounds are the bidirectional search's to set.
  bool prunes = false;

  /// The heuristic given, else the algorithm's default: Euclidean for
  /// Theta*, default_heuristic(rules.connectivity) for the others.
  Heuristic resolved_heuristic() const {
    if (heuristic) return *heuristic;
    return algorithm_info(algorithm).default_heuristic(rules);
  }
};

enum class SearchStatus : std::uint8_t {
  Idle,     ///< no query started
  Running,  ///< more steps to take
  Found,    ///< the goal was expanded; path() and cost() are set
  NoPath,   ///< the open list ran dry
};

enum class CellState : std::uint8_t { Unseen, Open, Closed };

/// What a side of bidirectional A* (SearchQuery::prunes) prunes against,
/// as whole-number parts so that its tests do not round: a cell n reached
/// at g is closed unopened when g + h(n) >= best, or when
/// g - h(start, n) + other_f >= best (bidirectional_search.hpp).
struct PruneBounds {
  bool active = false;     ///< false until the two sides have met
  HeuristicParts best;     ///< mu, the cost of the best path found
  HeuristicParts other_f;  ///< the lowest f on the other side's open list
};

struct SearchStats {
  std::int64_t expanded = 0;  ///< cells taken off the open list and expanded
  std::int64_t pushed = 0;  ///< entries pushed (first visits and improvements)
  std::int64_t open_size = 0;  ///< cells currently open
  std::int64_t max_open = 0;   ///< largest open_size seen
  friend bool operator==(const SearchStats&, const SearchStats&) = default;
};

/// Cells a Jump Point Search step scanned in one straight run: `length`
/// cells from `from` (excluded) in the direction (dx, dy).
struct ScannedRun {
  int from = -1;
  int dx = 0;
  int dy = 0;
  int length = 0;
};

/// One open-list entry as a view sees it.
struct OpenEntry {
  int cell = -1;
  double f = 0;  ///< the priority key
  double g = 0;
  double h = 0;
};

/// What one Search::run_slice call did.
struct SliceResult {
  SearchStatus status = SearchStatus::Idle;  ///< the status after the slice
  std::int64_t steps = 0;                    ///< the steps it took
};

class Search {
 public:
  using Clock = std::chrono::steady_clock;
  /// run_slice reads the clock once per this many steps.
  static constexpr std::int64_t kClockInterval = 256;
  /// A run_slice step budget that never ends the slice.
  static constexpr std::int64_t kNoStepLimit =
      std::numeric_limits<std::int64_t>::max();

  Search();
  ~Search();
  Search(Search&&) noexcept;
  Search& operator=(Search&&) noexcept;

  /// Starts a new query over `grid`, which must outlive the search and stay
  /// unchanged while it runs. Fails, leaving the search Idle, when start or
  /// goal is out of bounds or blocked, the weight is below 1, Theta* is
  /// asked for with 4-connectivity, or JPS under rules it cannot keep
  /// exact.
  ///
  /// Jump Point Search reads `jump_map` when given (it must follow the
  /// grid searched as it is now, JumpMap::follows, and outlive the search;
  /// one that does not is refused); otherwise it keeps its own, built again
  /// (a pass over the map) only when the grid's revision moved.
  ///
  /// A query for a unit other than one cell searches the unit's grid: from
  /// `unit_map` when given (built for the query's unit and following this
  /// grid, else refused; then `jump_map` must follow unit_map->grid()),
  /// otherwise from a map of its own, kept while the unit and the grid's
  /// revision stay. It fails when the unit does not fit at the start or the
  /// goal, naming the size and the cell.
  ///
  /// The subgoal algorithm searches `subgoals` when given (prepared under
  /// the query's rules from the grid searched as it is now,
  /// SubgoalGraph::follows, and outliving the search; one that does not is
  /// refused); otherwise its own, prepared again only when the grid's
  /// revision or the rules moved. A caller that edits the map keeps its own
  /// and repairs it (SubgoalGraph::update) instead.
  Status start(const Grid& grid, const SearchQuery& query,
               const JumpMap* jump_map = nullptr,
               const UnitMap* unit_map = nullptr,
               const SubgoalGraph* subgoals = nullptr);

  /// Expands exactly one cell. Returns the status after it.
  SearchStatus step();
  /// Steps until the search is no longer Running.
  SearchStatus run();
  /// Steps until `max_steps` steps were taken, `deadline` has passed, or
  /// the search is no longer Running, like Detour's
  /// updateSlicedFindPath(maxIter, &doneIters). Takes at least one step
  /// when Running and `max_steps` >= 1 (see the contract at the top).
  SliceResult run_slice(std::int64_t max_steps,
                        Clock::time_point deadline = Clock::time_point::max());
  /// run_slice that calls `on_step()` after every step, for a view that
  /// collects what each step changed (last_expanded(), last_touched()).
  /// When `on_step()` returns bool, false ends the slice after that step
  /// (a breakpoint).
  template <typename OnStep>
  SliceResult run_slice(std::int64_t max_steps, Clock::time_point deadline,
                        OnStep&& on_step);
  /// Back to step 0 of the current query.
  void reset();
  /// Forgets the query: status becomes Idle.
  void clear();

  // --- read access for views -------------------------------------------
  SearchStatus status() const { return status_; }
  const SearchQuery& query() const { return query_; }
  const Grid* grid() const { return grid_; }
  /// Number of steps taken since start() or reset().
  std::int64_t step_count() const { return steps_; }

  CellState state(int cell) const;
  /// state() of the out.size() cells from `first` on, for the views that
  /// paint every cell: a row costs one call.
  void states(int first, std::span<CellState> out) const;
  /// Cost from the start; +infinity for unseen cells.
  double g(int cell) const;
  /// The heuristic the key uses (0 for Dijkstra and BFS).
  double h(int cell) const;
  /// The priority key of a seen cell (BFS: its depth in moves).
  double f(int cell) const;
  /// The cell this one was reached from, or -1.
  int parent(int cell) const;

  /// The cell the next step expands and its priority key, or cell -1 and
  /// key +infinity when none is open. Not const: it drops the stale
  /// entries above that cell, which the next step would skip anyway.
  struct NextOpen {
    int cell = -1;
    double key = std::numeric_limits<double>::infinity();
  };
  NextOpen peek_next();

  /// A bidirectional query (AlgorithmInfo::bidirectional) runs its two
  /// searches here; null for any other query. Per cell, state(), g(), h(),
  /// f() and parent() then answer for the side that has seen the cell,
  /// forward first; last_touched(), before_last_step(), g_through() and
  /// open_list() for the side that took the last step.
  const BidirectionalSearch* bidirectional() const {
    return bidirectional_query_ ? bidirectional_.get() : nullptr;
  }

  /// Up to `limit` live open entries in the order they would be popped.
  std::vector<OpenEntry> open_list(std::size_t limit) const;
  /// The cell expanded by the last step, or -1.
  int last_expanded() const { return last_expanded_; }
  /// The neighbours the last step pushed or improved; empty while step
  /// recording is off.
  std::span<const int> last_touched() const {
    return {touched_.data(), touched_count_};
  }

  /// The prepared map a subgoal query searches (the caller's or its
  /// own); null for any other query and while Idle.
  const SubgoalGraph* subgoal_graph() const {
    return status_ != SearchStatus::Idle && info_->prepared ? subgoals_
                                                            : nullptr;
  }
  /// The subgoal algorithm: whether expanding `cell` offers the goal (the
  /// goal is no subgoal and its scan reached `cell`).
  bool links_to_goal(int cell) const;

  /// Jump Point Search only, when scan recording is on: the straight runs
  /// the last step scanned while jumping.
  std::span<const ScannedRun> last_scanned() const { return scanned_; }
  /// Recording the scanned runs costs a little time a jump; views turn it
  /// on, benchmarks leave it off. Takes effect from the next step.
  void set_scan_recording(bool on);

  /// Whether steps record last_touched() and before_last_step(); on by
  /// default. Callers that never look at single steps turn it off, and pay
  /// nothing per neighbour for it. Takes effect from the next step. The
  /// rewind journal (set_recording) records touched cells whatever this
  /// says, since only views rewind.
  void set_step_recording(bool on);
  bool step_recording() const { return record_steps_; }

  /// What the i-th cell of last_touched() was before the last step: its
  /// state, g and parent (Unseen, infinity and -1 when it was unseen).
  struct TouchedBefore {
    CellState state = CellState::Unseen;
    double g = std::numeric_limits<double>::infinity();
    int parent = -1;
  };
  TouchedBefore before_last_step(std::size_t i) const;
  /// g of `neighbour` through the seen `cell`, exactly as the search
  /// computes it when it compares the two.
  double g_through(int cell, int neighbour) const;

  const SearchStats& stats() const { return stats_; }
  /// Cells from start to goal once Found, otherwise empty: every cell, one
  /// move apart, except for Theta*, whose path is its vertices (see the
  /// top of this file).
  const std::vector<int>& path() const { return path_; }
  /// The path's cost once Found, otherwise 0.
  double cost() const { return cost_; }

  // --- rewinding ---------------------------------------------------------
  static constexpr std::size_t kDefaultJournalBudget = 128u << 20;

  /// When on, steps are journaled (about 100 bytes a step) so seek() can go
  /// back cheaply. Past `budget_bytes` the oldest half of the journal is
  /// dropped: seeking back that far then replays from step 0 instead. The
  /// journal grows and shrinks in 16 KiB chunks, so it stays within a chunk
  /// of the budget and no step ever copies it.
  /// Turning recording on or off resets the search to step 0.
  void set_recording(bool on, std::size_t budget_bytes = kDefaultJournalBudget);
  bool recording() const { return recording_; }
  /// Moves to exactly the state after `step` steps (clamped to the steps
  /// the query needs). Going back is cheap while the journal reaches that
  /// far; otherwise it replays from step 0.
  void seek(std::int64_t step);
  /// Bytes held by the rewind journal and its checkpoints.
  std::size_t journal_bytes() const;

  /// Bytes of per-cell search state (excluding the open list and journal):
  /// at most 16; a grid-move query on a big map whose sums fit takes 8
  /// (detail/narrow_records.hpp).
  static constexpr std::size_t kBytesPerCell = 16;
  /// What the current query keeps a cell: 8 or kBytesPerCell.
  std::size_t record_bytes() const { return narrow_ ? 8 : kBytesPerCell; }
  /// Grid-move queries on maps of more cells keep 8 bytes a cell.
  static constexpr std::size_t kNarrowAboveCells = std::size_t{1} << 17;
  /// Grid-move queries on maps of at most this many cells lower an
  /// improved cell's open entry in place (4 bytes a cell more).
  static constexpr std::size_t kTrackedOpenCells = std::size_t{1} << 22;

 private:
  // The best path found to a cell, kept exact: its cost is
  // straight_cost * straight + diagonal_cost * diagonal, where the two
  // counts sum the terrain weights of its straight and diagonal moves.
  // 36 bits hold any path on the largest map (2^26 cells of weight 255).
  // The parent is a whole cell index, not a direction: Jump Point Search
  // links a cell to a jump point any distance away.
  struct CellRecord {
    std::uint64_t straight : 36;
    std::uint64_t parent : 27;  // a cell index, or kNoParent
    std::uint64_t : 1;
    std::uint64_t diagonal : 36;
    std::uint64_t generation : 24;  // older generations read as Unseen
    std::uint64_t state : 2;        // a CellState, valid in this generation
  };
  static constexpr std::uint32_t kNoParent = (1u << 27) - 1;
  struct JournalEntry {
    std::uint32_t cell;
    CellRecord before;
  };
  // A narrow record's entry: 12 bytes where a wide one takes 24, so the
  // same journal budget reaches twice as many steps back.
  struct NarrowJournalEntry {
    std::uint32_t cell;
    std::uint32_t before[2];  // the NarrowRecord's bits
  };
  struct Checkpoint {
    std::int64_t step;
    std::size_t journal_size;
    OpenHeap heap;
    SearchStats stats;
    std::uint32_t seq;
  };

  // One step of the query's algorithm under its recorder, chosen once by
  // select_step: close the best open cell, then hand it to the query's
  // expansion policy (detail::GridMoves, detail::JumpPoints or
  // detail::AnyAngle: how a closed cell reaches its successors and how the
  // found path is read back; core/src/search/expansions.hpp).
  using StepFn = SearchStatus (Search::*)();
  void select_step();
  template <class Expansion, class Recorder>
  SearchStatus step_with();
  // The step for the query's recorder, in each policy's file.
  StepFn grid_moves_step() const;   // grid_moves.cpp
  StepFn jump_points_step() const;  // jump_point_search.cpp
  StepFn any_angle_step() const;    // theta_star.cpp
  StepFn subgoal_step() const;      // subgoal_search.cpp
  template <class Relax, bool kReverse, bool kNarrow, bool kPrunes,
            bool kTracks>
  friend struct detail::GridMoves;
  // Reads the whole-number parts of keys for its stopping test, and sets
  // the bounds its A* sides prune against (prune_).
  friend class BidirectionalSearch;
  friend struct detail::JumpPoints;
  friend struct detail::AnyAngle;
  friend struct detail::SubgoalLinks;
  // A bidirectional query: its step, and the copy of what views read here.
  SearchStatus step_bidirectional();
  void sync_bidirectional();
  // Keeps a touched cell and its record before the step, for views.
  template <class Recorder>
  void note_touched(int cell, const CellRecord& before);
  // Offers `to` a parent `from` far away, reached with these sums: the
  // jumps' and the subgoal links' relaxation.
  template <class Recorder>
  void relax_far(int from, Point to, std::uint64_t straight,
                 std::uint64_t diagonal);

  CellState state_of(int cell) const;
  // The record of `cell` in the query's layout, and its replacement.
  CellRecord record_of(int cell) const;
  void restore(int cell, const CellRecord& record);
  // The records the grid moves keep at each cell's place: 8 bytes a cell
  // (kNarrow) or 16. Read as kept; written from their fields.
  using NarrowRecord = detail::NarrowRecords<CellRecord>::Record;
  template <bool kNarrow>
  const std::conditional_t<kNarrow, NarrowRecord, CellRecord>& grid_record(
      int cell) const;
  template <bool kNarrow>
  void keep_grid_record(int cell, const auto& before, std::uint64_t straight,
                        std::uint64_t diagonal, int parent, CellState state);
  // A record as views and the journal see it.
  const CellRecord& widened(int, const CellRecord& record) const {
    return record;
  }
  CellRecord widened(int cell, const NarrowRecord& record) const;
  CellState state_in(const CellRecord& record) const;
  CellState state_in(const NarrowRecord& record) const;
  double cost_of(const NarrowRecord& record) const;
  double cost_of(const CellRecord& record) const;
  // The cost of a path with these straight and diagonal sums.
  double cost_of(std::uint64_t straight, std::uint64_t diagonal) const;
  // g of a record under any algorithm (Theta* keeps a double in it).
  double g_of(const CellRecord& record) const;
  int parent_in(const CellRecord& record) const;
  // h's parts at (x, y) as the key adds them.
  HeuristicParts estimate(int x, int y) const;
  // A seen cell's g as its two sums, and h as the key adds it: for the
  // bidirectional stopping test, which must not round.
  HeuristicParts g_parts(int cell) const;
  HeuristicParts h_parts(int cell) const;
  // Pushes return the cell's new record, for the caller to keep.
  template <class Recorder>
  CellRecord push(int cell, const CellRecord& before, std::uint64_t straight,
                  std::uint64_t diagonal, int parent, const HeuristicParts& h);
  // The common end of every push: the record gets its sums (for Theta*,
  // g's bits) and parent, and the cell enters the open list.
  // Puts the cell on the open list; was_open: it is there already.
  // kTracked: the heap follows each entry's place (open_slots_), and a
  // cell already open has its entry lowered instead of a second one pushed.
  template <bool kTracked = false>
  void open_entry(int cell, bool was_open, double key, std::uint32_t rank);
  template <class Recorder>
  CellRecord enter_open(int cell, const CellRecord& before,
                        std::uint64_t straight, std::uint64_t diagonal,
                        int parent, double key, std::uint32_t rank);
  double key_for(std::uint64_t straight, std::uint64_t diagonal,
                 const HeuristicParts& h) const;
  double estimate_cost(const HeuristicParts& h) const;
  std::uint32_t tie_rank(double h);
  // SearchQuery::prunes: whether a cell at `at` reached with these sums
  // and estimate `h` is to be closed unopened (PruneBounds).
  bool pruned(std::uint64_t straight, std::uint64_t diagonal,
              const HeuristicParts& h, Point at) const;
  // Whether straight_cost * sum.straight + diagonal_cost * sum.diagonal +
  // sum.extra >= 0, with one rounding where the parts are whole numbers.
  bool at_least_zero(const HeuristicParts& sum) const;
  // Pops the next open cell and closes it: the first half of every step.
  template <class Recorder, detail::RecordLayout kLayout, bool kTracked>
  int close_next();
  // A grid-move step whose sums outgrew the narrow records: the query
  // starts again with wide ones and replays to the same step.
  SearchStatus widen_and_replay();
  // Journals a record before a step changes it, in the query's layout.
  void remember(int cell, const CellRecord& record);
  void remember(int cell, const NarrowRecord& record);
  std::size_t journal_entries() const;
  void prepare_records(const Grid& grid);
  void begin_query();
  void forget_progress();
  void finish_found(int goal);
  // The grid the query searches: `grid` itself, or its unit's grid.
  Result<const Grid*> prepare_unit(const Grid& grid, const SearchQuery& query,
                                   const UnitMap* unit_map);
  Status prepare_jump_points(const Grid& grid, const SearchQuery& query,
                             const JumpMap* jump_map);
  Status prepare_subgoals(const Grid& grid, const SearchQuery& query,
                          const SubgoalGraph* subgoals);
  void maybe_checkpoint();
  void drop_oldest_journal_half();
  void rewind_to_checkpoint(const Checkpoint& checkpoint);

  const Grid* grid_ = nullptr;
  CellCoordinates point_of_;  // grid_->point() without a division
  SearchQuery query_;
  const AlgorithmInfo* info_ = &algorithm_info(Algorithm::AStar);
  Heuristic heuristic_ = Heuristic::Octile;
  // The key is g_factor_ * g + h_factor_ * h, fixed per query so the hot
  // loop never branches on the algorithm.
  double g_factor_ = 1.0;
  double h_factor_ = 1.0;
  double straight_cost_ = 1.0;
  double diagonal_cost_ = 1.0;
  TieBreak tie_break_ = TieBreak::LowH;
  bool uses_heuristic_ = true;
  // SearchQuery::prunes: the bounds, set by the bidirectional search before
  // each step of this side, and how far above zero a sum with the
  // Euclidean's rounded irrational part must be to count (at_least_zero).
  PruneBounds prune_;
  double irrational_margin_ = 0;
  int start_ = -1;
  int goal_ = -1;
  SearchStatus status_ = SearchStatus::Idle;
  StepFn step_fn_ = nullptr;  // set while not Idle

  detail::BlockRecords<CellRecord> cells_;
  // A grid-move query's records when narrow_ (cells_ then only keeps the
  // generation); narrow_overflow_ is set by a step whose sums did not fit.
  detail::NarrowRecords<CellRecord> narrow_cells_;
  bool narrow_ = false;
  bool narrow_overflow_ = false;
  // The grid whose last query overflowed: its next ones start wide.
  std::pair<const Grid*, std::uint64_t> too_heavy_for_narrow_{};
  OpenHeap heap_;
  // Where each open cell's entry is in heap_, when tracks_open_: the grid
  // moves' queries (but a side of bidirectional A*, whose pruned cells
  // leave their entries behind) on a map of at most kTrackedOpenCells. A
  // bigger map pops the stale entries instead, as 4 more bytes a cell
  // would cost more than they do.
  std::vector<std::uint32_t> open_slots_;
  bool tracks_open_ = false;
  std::uint32_t seq_ = 0;
  SearchStats stats_;
  std::int64_t steps_ = 0;
  int last_expanded_ = -1;
  // A cell has at most 8 neighbours; a jump point can reach more cells.
  std::vector<int> touched_ = std::vector<int>(8);
  std::vector<CellRecord> touched_before_ = std::vector<CellRecord>(8);
  std::size_t touched_count_ = 0;
  bool record_steps_ = true;
  std::vector<int> path_;
  double cost_ = 0;

  const JumpMap* jump_map_ = nullptr;  // own_jump_map_ or the caller's
  JumpMap own_jump_map_;
  const SubgoalGraph* subgoals_ = nullptr;  // own_subgoals_ or the caller's
  SubgoalGraph own_subgoals_;
  // The subgoals (and the start) the goal links to, by cell, and a scan's
  // reach from a start that is no subgoal.
  std::vector<SubgoalReach> goal_links_;
  std::vector<SubgoalReach> reach_;
  UnitMap own_unit_map_;  // a unit's grid when the caller gave none
  bool record_scans_ = false;
  std::vector<ScannedRun> scanned_;

  // Set by start() for a bidirectional query; kept between queries.
  std::unique_ptr<BidirectionalSearch> bidirectional_;
  bool bidirectional_query_ = false;

  bool recording_ = false;
  std::size_t journal_budget_ = kDefaultJournalBudget;
  std::size_t checkpoint_bytes_ = 0;  // heap copies held by checkpoints_
  ChunkedLog<JournalEntry> journal_;  // wide records' changes
  ChunkedLog<NarrowJournalEntry> narrow_journal_;
  std::vector<Checkpoint> checkpoints_;
};

template <typename OnStep>
SliceResult Search::run_slice(std::int64_t max_steps,
                              Clock::time_point deadline, OnStep&& on_step) {
  static_assert(kClockInterval > 1);
  const bool timed = deadline != Clock::time_point::max();
  std::int64_t done = 0;
  while (done < max_steps && status_ == SearchStatus::Running) {
    step();
    ++done;
    if constexpr (std::is_same_v<decltype(on_step()), bool>) {
      if (!on_step()) break;
    } else {
      on_step();
    }
    // After the first step, then every kClockInterval: a past deadline still
    // lets one step through, and the clock stays off the hot path.
    if (timed && done % kClockInterval == 1 && Clock::now() >= deadline) {
      break;
    }
  }
  return SliceResult{status_, done};
}

std::string_view to_string(TieBreak value);
std::optional<TieBreak> parse_tie_break(std::string_view text);
/// Why a cell cannot be a search's start or goal.
enum class EndpointProblem : std::uint8_t {
  None,     ///< it can: inside the grid and walkable
  Outside,  ///< outside the grid
  Wall,     ///< a wall
};
/// The one endpoint check. Front ends that word the message their own way
/// ask this; check_endpoint words it for them.
EndpointProblem endpoint_problem(const Grid& grid, Point p);
/// Checks that `p` can be a search's start or goal: inside the grid and not
/// a wall. `name` ("start", "goal") begins the message, e.g.
/// "goal (2,0) is on a wall".
Status check_endpoint(const Grid& grid, Point p, std::string_view name);
/// The real cost of following `path` under `rules`, or an error naming the
/// first illegal move.
Result<double> path_cost(const Grid& grid, const MovementRules& rules,
                         std::span<const int> path);

}  // namespace astar
