#include "astar/search/search.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <limits>
#include <string>

#include "astar/search/bidirectional_search.hpp"
#include "astar/std_compat.hpp"
#include "enum_names.hpp"
#include "expansions.hpp"
#include "hot_path.hpp"

namespace astar {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// A checkpoint is taken no more often than this many steps, and only once
// the journal has grown by twice the open list, so heap copies stay smaller
// than the journal itself while replay from a checkpoint stays short.
constexpr std::int64_t kMinCheckpointInterval = 256;

}  // namespace

Search::Search() = default;
Search::~Search() = default;
Search::Search(Search&&) noexcept = default;
Search& Search::operator=(Search&&) noexcept = default;

Status Search::start(const Grid& map, const SearchQuery& query,
                     const JumpMap* jump_map, const UnitMap* unit_map,
                     const SubgoalGraph* subgoals) {
  static_assert(sizeof(CellRecord) == kBytesPerCell);
  clear();
  if (map.empty()) return fail(ErrorKind::BadArgument, "the map is empty");
  if (Status s = check_endpoint(map, query.start, "start"); !s) return s;
  if (Status s = check_endpoint(map, query.goal, "goal"); !s) return s;
  auto searched = prepare_unit(map, query, unit_map);
  if (!searched) return searched.failure();
  const Grid& grid = *searched.value();
  const AlgorithmInfo& info = algorithm_info(query.algorithm);
  // What the rules alone refuse; terrain is the jump map's to tell.
  if (std::string why = info.refusal(query.rules, false); !why.empty()) {
    return fail(ErrorKind::BadArgument, why);
  }
  if (info.uses_weight &&
      !(query.weight >= 1.0 && std::isfinite(query.weight))) {
    return fail(ErrorKind::BadArgument,
                "weight " + std::to_string(query.weight) +
                    " is invalid; weighted A* needs a finite weight >= 1");
  }
  if (query.reverse_costs && (info.jumps || info.any_angle || info.prepared)) {
    return fail(ErrorKind::BadArgument,
                "reversed move costs are for the grid algorithms, not " +
                    std::string(to_string(query.algorithm)));
  }
  if (query.prunes && (info.key != KeyTerms::GPlusH || info.jumps ||
                       info.any_angle || info.prepared)) {
    return fail(ErrorKind::BadArgument,
                "pruning against a best path is for A* on the grid's moves, "
                "not " +
                    std::string(to_string(query.algorithm)));
  }
  if (info.jumps) {
    if (Status s = prepare_jump_points(grid, query, jump_map); !s) return s;
  }
  if (info.prepared) {
    if (Status s = prepare_subgoals(grid, query, subgoals); !s) return s;
  }
  if (info.bidirectional) {
    if (!bidirectional_)
      bidirectional_ = std::make_unique<BidirectionalSearch>();
    // The unit's grid is searched as a plain grid by both sides.
    SearchQuery sides = query;
    sides.unit = Unit{};
    if (Status s = bidirectional_->start(grid, sides); !s) return s;
    bidirectional_query_ = true;
  }
  grid_ = &grid;
  point_of_ = CellCoordinates(grid.width());
  query_ = query;
  info_ = &info;
  heuristic_ = query.resolved_heuristic();
  // The key's terms from the table, fixed for the query (key_for).
  const bool by_depth = info.key == KeyTerms::Depth;
  uses_heuristic_ = info.uses_heuristic;
  g_factor_ = (info.key == KeyTerms::H || by_depth) ? 0.0 : 1.0;
  h_factor_ = !uses_heuristic_ ? 0.0 : info.uses_weight ? query.weight : 1.0;
  tie_break_ = by_depth ? TieBreak::Fifo : query.tie_break;
  straight_cost_ = query.rules.straight_cost();
  diagonal_cost_ = query.rules.diagonal_cost();
  // Each Euclidean term is at most straight_cost * (width + height): the
  // margin is far above the rounding of the handful summed in a test.
  prune_ = {};
  irrational_margin_ =
      heuristic_ != Heuristic::Euclidean
          ? 0.0
          : 1e-12 * straight_cost_ *
                static_cast<double>(grid.width() + grid.height());
  start_ = grid.index(query.start);
  goal_ = grid.index(query.goal);
  if (!bidirectional_query_) prepare_records(grid);
  begin_query();
  return {};
}

// Records for a query over `grid`: narrow ones for the grid moves on a map
// above kNarrowAboveCells, unless its last query outgrew them (then a step
// would replay it). On a smaller map the wide records cost little memory,
// and their generation makes a new query free, where the narrow ones clear
// what the last query wrote: on a 49 x 49 map that was a fifth of a query.
void Search::prepare_records(const Grid& grid) {
  const auto cells = static_cast<std::size_t>(grid.cell_count());
  if (cells_.size() != cells) cells_ = detail::BlockRecords<CellRecord>(cells);
  const bool grid_moves =
      !info_->jumps && !info_->any_angle && !info_->prepared;
  narrow_ = grid_moves && cells > kNarrowAboveCells && grid.width() >= 3 &&
            too_heavy_for_narrow_ != std::pair{&grid, grid.revision()};
  narrow_overflow_ = false;
  tracks_open_ = grid_moves && !query_.prunes && cells <= kTrackedOpenCells;
  if (tracks_open_ && open_slots_.size() != cells) open_slots_.resize(cells);
  if (narrow_ && (narrow_cells_.size() != cells ||
                  narrow_cells_.width() != grid.width())) {
    narrow_cells_ = detail::NarrowRecords<CellRecord>(cells, grid.width());
  }
}

Result<const Grid*> Search::prepare_unit(const Grid& grid,
                                         const SearchQuery& query,
                                         const UnitMap* unit_map) {
  const Unit& unit = query.unit;
  if (unit.is_cell()) return &grid;
  if (Status s = check_unit_size(unit.size); !s) return s.failure();
  for (const auto& [p, name] :
       {std::pair{query.start, "start"}, std::pair{query.goal, "goal"}}) {
    if (std::string problem = unit_fit_problem(grid, unit, p);
        !problem.empty()) {
      return fail(ErrorKind::BadArgument, std::string(name) + ": " + problem);
    }
  }
  if (unit_map == nullptr) {
    // Kept between queries for the same unit while the grid does not change.
    if (!(own_unit_map_.unit() == unit)) own_unit_map_ = UnitMap(grid, unit);
    own_unit_map_.follow(grid);
    return &own_unit_map_.grid();
  }
  if (!(unit_map->unit() == unit)) {
    return fail(ErrorKind::BadArgument,
                "the unit map was built for another unit");
  }
  if (!unit_map->follows(grid)) {
    return fail(ErrorKind::BadArgument,
                "the unit map does not follow the map: it was built from "
                "another map or before the map changed; update or rebuild "
                "it (UnitMap::follow)");
  }
  return &unit_map->grid();
}

void Search::begin_query() {
  forget_progress();
  select_step();
  status_ = SearchStatus::Running;
  if (bidirectional_query_) {
    // Its two sides keep the cells; this search only mirrors them.
    bidirectional_->set_recording(recording_, journal_budget_);
    sync_bidirectional();
    return;
  }
  // A new generation makes every old stamp read as Unseen, so the per-cell
  // arrays are reused without clearing them.
  // Jump Point Search touches few cells far apart: their records are
  // packed. A* reaches whole regions, where the flat layout is faster.
  cells_.next_query(info_->jumps || info_->prepared);
  if (narrow_) narrow_cells_.next_query();
  const CellRecord before = narrow_ ? CellRecord{} : cells_.touch(start_);
  if (recording_) {
    if (narrow_) {
      remember(start_, NarrowRecord{});
    } else {
      remember(start_, before);
    }
  }
  // Sums of 0 are also Theta*'s g of 0.0 (all bits zero), and the key is h.
  restore(start_,
          push<detail::NoRecorder>(start_, before, 0, 0, -1,
                                   estimate(query_.start.x, query_.start.y)));
  if (tracks_open_) heap_.place_cells(open_slots_.data());
}

// The one place that looks at the algorithm and the recording switches:
// every step after this runs one instantiation of the loop for them.
void Search::select_step() {
  if (bidirectional_query_) {
    step_fn_ = &Search::step_bidirectional;
    return;
  }
  step_fn_ = info_->jumps       ? jump_points_step()
             : info_->prepared  ? subgoal_step()
             : info_->any_angle ? any_angle_step()
                                : grid_moves_step();
}

void Search::set_step_recording(bool on) {
  record_steps_ = on;
  if (!on) touched_count_ = 0;
  if (status_ != SearchStatus::Idle) select_step();
}

void Search::set_scan_recording(bool on) {
  record_scans_ = on;
  if (!on) scanned_.clear();
  if (status_ != SearchStatus::Idle) select_step();
}

void Search::forget_progress() {
  heap_.clear();
  seq_ = 0;
  stats_ = {};
  steps_ = 0;
  last_expanded_ = -1;
  touched_count_ = 0;
  scanned_.clear();
  path_.clear();
  cost_ = 0;
  journal_.clear();
  narrow_journal_.clear();
  checkpoints_.clear();
  checkpoint_bytes_ = 0;
}

void Search::clear() {
  status_ = SearchStatus::Idle;
  bidirectional_query_ = false;
  narrow_ = false;
  tracks_open_ = false;
  grid_ = nullptr;
  forget_progress();
}

void Search::reset() {
  if (status_ != SearchStatus::Idle) begin_query();
}

CellState Search::state(int cell) const {
  if (status_ == SearchStatus::Idle) return CellState::Unseen;
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->side_for(cell).state(cell);
  }
  return state_of(cell);
}

void Search::states(int first, std::span<CellState> out) const {
  const auto count = static_cast<int>(out.size());
  if (status_ == SearchStatus::Idle) {
    std::fill(out.begin(), out.end(), CellState::Unseen);
  } else if (bidirectional() != nullptr) {
    for (int i = 0; i < count; ++i) out[i] = state(first + i);
  } else if (narrow_) {
    narrow_cells_.states(first, count, out.data());
  } else {
    for (int i = 0; i < count; ++i) out[i] = state_in(cells_.read(first + i));
  }
}

// Views ask this of every cell they paint: the narrow records answer from
// their state bits, without the rest of the record.
CellState Search::state_of(int cell) const {
  if (narrow_) return static_cast<CellState>(narrow_cells_.state(cell));
  return state_in(cells_.read(cell));
}

Search::CellRecord Search::record_of(int cell) const {
  return narrow_ ? narrow_cells_.load(cell, cells_.generation())
                 : cells_.read(cell);
}

void Search::restore(int cell, const CellRecord& record) {
  if (narrow_) {
    narrow_cells_.store(cell, record, cells_.generation());
  } else {
    cells_.touch(cell) = record;
  }
}

double Search::g_of(const CellRecord& record) const {
  return info_->any_angle ? detail::AnyAngle::g(record) : cost_of(record);
}

double Search::g(int cell) const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->side_for(cell).g(cell);
  }
  return state(cell) == CellState::Unseen ? kInfinity : g_of(record_of(cell));
}

int Search::parent(int cell) const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->side_for(cell).parent(cell);
  }
  if (state(cell) == CellState::Unseen) return -1;
  return parent_in(record_of(cell));
}

double Search::g_through(int cell, int neighbour) const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->last_side().g_through(cell, neighbour);
  }
  if (info_->any_angle) {
    int parent = -1;
    return detail::AnyAngle::offer(*this, cell, neighbour, &parent);
  }
  const Point from = grid_->point(cell);
  const Point to = grid_->point(neighbour);
  const int dx = std::abs(to.x - from.x);
  const int dy = std::abs(to.y - from.y);
  if (info_->prepared && query_.rules.connectivity == Connectivity::Four) {
    // A subgoal link's h-path, even between diagonal neighbours: four-way,
    // its diagonals stand for two straight moves (subgoal_search.cpp).
    CellRecord via = record_of(cell);
    via.straight += static_cast<std::uint64_t>(dx + dy);
    return cost_of(via);
  }
  if (std::max(dx, dy) > 1) {
    // A jump: a straight or diagonal run over cells of weight 1.
    CellRecord via = record_of(cell);
    via.straight += static_cast<std::uint64_t>(std::abs(dx - dy));
    via.diagonal += static_cast<std::uint64_t>(std::min(dx, dy));
    return cost_of(via);
  }
  const auto weight = static_cast<std::uint64_t>(
      terrain_weight((*grid_)[query_.reverse_costs ? cell : neighbour]));
  CellRecord via = record_of(cell);
  if (from.x != to.x && from.y != to.y) {
    via.diagonal += weight;
  } else {
    via.straight += weight;
  }
  return cost_of(via);
}

Search::TouchedBefore Search::before_last_step(std::size_t i) const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->last_side().before_last_step(i);
  }
  assert(i < touched_count_);
  const CellRecord& record = touched_before_[i];
  if (record.generation != cells_.generation()) return {};
  return {static_cast<CellState>(record.state), g_of(record),
          parent_in(record)};
}

double Search::h(int cell) const {
  if (status_ == SearchStatus::Idle) return 0.0;
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->side_for(cell).h(cell);
  }
  const Point p = grid_->point(cell);
  return estimate_cost(estimate(p.x, p.y));
}

HeuristicParts Search::g_parts(int cell) const {
  const CellRecord record = record_of(cell);
  return {static_cast<std::int64_t>(record.straight),
          static_cast<std::int64_t>(record.diagonal), 0.0};
}

HeuristicParts Search::h_parts(int cell) const {
  const Point p = grid_->point(cell);
  return estimate(p.x, p.y);
}

double Search::f(int cell) const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->side_for(cell).f(cell);
  }
  if (state(cell) == CellState::Unseen) return kInfinity;
  if (info_->key == KeyTerms::Depth) {
    int depth = 0;
    for (int c = parent(cell); c >= 0; c = parent(c)) ++depth;
    return depth;
  }
  const Point p = grid_->point(cell);
  if (info_->any_angle) {
    return detail::AnyAngle::g(cells_.read(cell)) +
           estimate_cost(estimate(p.x, p.y));
  }
  const CellRecord record = record_of(cell);
  return key_for(record.straight, record.diagonal, estimate(p.x, p.y));
}

void Search::remember(int cell, const CellRecord& record) {
  journal_.push_back(JournalEntry{static_cast<std::uint32_t>(cell), record});
}

void Search::remember(int cell, const NarrowRecord& record) {
  const auto bits = bit_cast<std::uint64_t>(record);
  narrow_journal_.push_back(
      NarrowJournalEntry{static_cast<std::uint32_t>(cell),
                         {static_cast<std::uint32_t>(bits),
                          static_cast<std::uint32_t>(bits >> 32)}});
}

std::size_t Search::journal_entries() const {
  return narrow_ ? narrow_journal_.size() : journal_.size();
}

SearchStatus Search::step() {
  if (status_ != SearchStatus::Running) return status_;
  const SearchStatus status = (this->*step_fn_)();
  if (narrow_overflow_) [[unlikely]]
    return widen_and_replay();
  return status;
}

SearchStatus Search::widen_and_replay() {
  const std::int64_t steps = steps_;
  narrow_overflow_ = false;
  narrow_ = false;
  too_heavy_for_narrow_ = {grid_, grid_->revision()};
  begin_query();
  while (steps_ < steps && step() == SearchStatus::Running) {
  }
  return status_;
}

SearchStatus Search::step_bidirectional() {
  bidirectional_->step();
  sync_bidirectional();
  return status_;
}

void Search::sync_bidirectional() {
  const BidirectionalSearch& bi = *bidirectional_;
  status_ = bi.status();
  steps_ = bi.step_count();
  stats_ = bi.stats();
  const Search& side = bi.last_side();
  last_expanded_ = steps_ > 0 ? side.last_expanded() : -1;
  const std::span<const int> touched =
      steps_ > 0 ? side.last_touched() : std::span<const int>{};
  // Never shrunk: a grid step of a later query writes up to eight.
  if (touched.size() > touched_.size()) touched_.resize(touched.size());
  std::copy(touched.begin(), touched.end(), touched_.begin());
  touched_count_ = touched.size();
  path_ = bi.path();
  cost_ = bi.cost();
}

Search::NextOpen Search::peek_next() {
  if (status_ != SearchStatus::Running || bidirectional_query_) return {};
  while (!heap_.empty()) {
    const OpenHeap::Entry top = heap_.top();
    const int cell = OpenHeap::cell_of(top);
    if (state_of(cell) == CellState::Open) {
      return NextOpen{cell, OpenHeap::key_of(top)};
    }
    // A tracked heap holds no stale entry (and must not pop untracked).
    assert(!tracks_open_);
    heap_.pop();
  }
  return {};
}

SearchStatus Search::run() {
  while (step() == SearchStatus::Running) {
  }
  return status_;
}

SliceResult Search::run_slice(std::int64_t max_steps,
                              Clock::time_point deadline) {
  return run_slice(max_steps, deadline, [] {});
}

void Search::finish_found(int goal) {
  status_ = SearchStatus::Found;
  cost_ = cost_of(record_of(goal));
  // A parent may be a jump away: the octile segment between is filled in,
  // walked back from the child (straight moves first, then diagonal). The
  // cells are counted first so the path is written once, back to front.
  std::size_t count = 1;
  for (int c = goal, p; (p = parent_in(record_of(c))) >= 0; c = p) {
    const Point a = point_of_(c);
    const Point b = point_of_(p);
    count += static_cast<std::size_t>(
        std::max(std::abs(b.x - a.x), std::abs(b.y - a.y)));
  }
  path_.resize(count);
  const int width = grid_->width();
  std::size_t next = count;
  for (int c = goal;;) {
    path_[--next] = c;
    const int p = parent_in(record_of(c));
    if (p < 0) break;
    const Point a = point_of_(c);
    const Point b = point_of_(p);
    const int dx = b.x - a.x;
    const int dy = b.y - a.y;
    const int sx = (dx > 0) - (dx < 0);
    const int sy = (dy > 0) - (dy < 0);
    const int straight_move = std::abs(dx) > std::abs(dy) ? sx : sy * width;
    int at = c;
    for (int k = std::abs(std::abs(dx) - std::abs(dy)); k > 0; --k) {
      at += straight_move;
      if (at != p) path_[--next] = at;
    }
    for (int k = std::min(std::abs(dx), std::abs(dy)); k > 1; --k) {
      at += sx + sy * width;
      path_[--next] = at;
    }
    c = p;
  }
  assert(next == 0);
}

std::vector<OpenEntry> Search::open_list(std::size_t limit) const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->last_side().open_list(limit);
  }
  std::vector<OpenEntry> result;
  if (status_ == SearchStatus::Idle || limit == 0) return result;
  std::vector<int> seen;
  heap_.visit_in_order([&](OpenHeap::Entry entry) {
    const int cell = OpenHeap::cell_of(entry);
    if (state(cell) != CellState::Open) return true;
    if (std::find(seen.begin(), seen.end(), cell) != seen.end()) return true;
    seen.push_back(cell);
    result.push_back(OpenEntry{cell, f(cell), g(cell), h(cell)});
    return result.size() < limit;
  });
  return result;
}

// --- rewinding -------------------------------------------------------------

void Search::set_recording(bool on, std::size_t budget_bytes) {
  recording_ = on;
  journal_budget_ = budget_bytes;
  reset();
}

void Search::maybe_checkpoint() {
  if (!checkpoints_.empty()) {
    const Checkpoint& last = checkpoints_.back();
    if (steps_ - last.step < kMinCheckpointInterval) return;
    if (journal_entries() - last.journal_size < 2 * heap_.size()) return;
  }
  checkpoints_.push_back(
      Checkpoint{steps_, journal_entries(), heap_, stats_, seq_});
  checkpoint_bytes_ += checkpoints_.back().heap.capacity_bytes();
  if (journal_bytes() > journal_budget_) drop_oldest_journal_half();
}

void Search::drop_oldest_journal_half() {
  // Keep the newer half: the checkpoint in the middle becomes the oldest
  // one, and the journal before it (only needed to undo past it) goes.
  if (checkpoints_.size() < 2) return;
  const std::size_t keep_from = checkpoints_.size() / 2;
  const std::size_t cut = checkpoints_[keep_from].journal_size;
  for (std::size_t i = 0; i < keep_from; ++i) {
    checkpoint_bytes_ -= checkpoints_[i].heap.capacity_bytes();
  }
  checkpoints_.erase(checkpoints_.begin(),
                     checkpoints_.begin() + static_cast<long>(keep_from));
  if (narrow_) {
    narrow_journal_.drop_front(cut);
  } else {
    journal_.drop_front(cut);
  }
  for (Checkpoint& c : checkpoints_) c.journal_size -= cut;
}

void Search::rewind_to_checkpoint(const Checkpoint& checkpoint) {
  // One of the two journals is empty: the query keeps one layout.
  const std::size_t kept = checkpoint.journal_size;
  for (std::size_t i = journal_.size(); i > kept; --i) {
    const JournalEntry& e = journal_[i - 1];
    restore(static_cast<int>(e.cell), e.before);
  }
  for (std::size_t i = narrow_journal_.size(); i > kept; --i) {
    const NarrowJournalEntry& e = narrow_journal_[i - 1];
    const int cell = static_cast<int>(e.cell);
    const auto before = bit_cast<NarrowRecord>(
        std::uint64_t{e.before[0]} | std::uint64_t{e.before[1]} << 32);
    narrow_cells_.put(cell, narrow_cells_.raw(cell), before);
  }
  journal_.truncate(std::min(kept, journal_.size()));
  narrow_journal_.truncate(std::min(kept, narrow_journal_.size()));
  heap_ = checkpoint.heap;
  if (tracks_open_) heap_.place_cells(open_slots_.data());
  stats_ = checkpoint.stats;
  seq_ = checkpoint.seq;
  steps_ = checkpoint.step;
  status_ = SearchStatus::Running;
  last_expanded_ = -1;
  touched_count_ = 0;
  scanned_.clear();
  path_.clear();
  cost_ = 0;
}

void Search::seek(std::int64_t step) {
  if (status_ == SearchStatus::Idle) return;
  if (bidirectional_query_) {
    bidirectional_->seek(step);
    sync_bidirectional();
    return;
  }
  step = std::max<std::int64_t>(step, 0);
  if (step < steps_) {
    if (!recording_ || checkpoints_.empty() ||
        step <= checkpoints_.front().step) {
      begin_query();
    } else {
      // Land on a checkpoint strictly before the target so at least one step
      // is replayed and the last step's record is rebuilt.
      auto it = std::upper_bound(
          checkpoints_.begin(), checkpoints_.end(),
          std::max<std::int64_t>(step - 1, 0),
          [](std::int64_t s, const Checkpoint& c) { return s < c.step; });
      assert(it != checkpoints_.begin());
      --it;
      rewind_to_checkpoint(*it);
      for (auto later = it + 1; later != checkpoints_.end(); ++later) {
        checkpoint_bytes_ -= later->heap.capacity_bytes();
      }
      checkpoints_.erase(it + 1, checkpoints_.end());
    }
  }
  if (step > steps_) run_slice(step - steps_);
}

std::size_t Search::journal_bytes() const {
  if (const BidirectionalSearch* bi = bidirectional()) {
    return bi->journal_bytes();
  }
  return journal_.capacity_bytes() + narrow_journal_.capacity_bytes() +
         checkpoints_.capacity() * sizeof(Checkpoint) + checkpoint_bytes_;
}

// --- names and checks --------------------------------------------------------

namespace {

constexpr auto kTieBreakNames = detail::enum_names<TieBreak>(
    std::pair{TieBreak::LowH, "low-h"}, std::pair{TieBreak::HighH, "high-h"},
    std::pair{TieBreak::Fifo, "fifo"}, std::pair{TieBreak::Lifo, "lifo"});

}  // namespace

std::string_view to_string(TieBreak value) {
  return kTieBreakNames.name(value);
}
std::optional<TieBreak> parse_tie_break(std::string_view text) {
  return kTieBreakNames.parse(text);
}

EndpointProblem endpoint_problem(const Grid& grid, Point p) {
  if (!grid.contains(p)) return EndpointProblem::Outside;
  if (!grid.walkable(p)) return EndpointProblem::Wall;
  return EndpointProblem::None;
}

Status check_endpoint(const Grid& grid, Point p, std::string_view name) {
  switch (endpoint_problem(grid, p)) {
    case EndpointProblem::None:
      return {};
    case EndpointProblem::Outside:
      return fail(ErrorKind::BadArgument,
                  std::string(name) + " " + to_string(p) + " is outside the " +
                      std::to_string(grid.width()) + "x" +
                      std::to_string(grid.height()) + " map");
    case EndpointProblem::Wall:
      break;
  }
  return fail(ErrorKind::BadArgument,
              std::string(name) + " " + to_string(p) + " is on a wall");
}

Result<double> path_cost(const Grid& grid, const MovementRules& rules,
                         std::span<const int> path) {
  if (path.empty()) return fail(ErrorKind::BadArgument, "the path is empty");
  double cost = 0.0;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] < 0 || path[i] >= grid.cell_count() ||
        !grid.walkable(path[i])) {
      return fail(ErrorKind::BadArgument,
                  "path cell " + std::to_string(i) + " is not a walkable cell");
    }
    if (i == 0) continue;
    double step = -1.0;
    for_each_neighbour(grid, rules, path[i - 1], [&](int n, double c) {
      if (n == path[i]) step = c;
    });
    if (step < 0) {
      return fail(ErrorKind::BadArgument,
                  "move " + std::to_string(i) + " from " +
                      to_string(grid.point(path[i - 1])) + " to " +
                      to_string(grid.point(path[i])) + " is not allowed");
    }
    cost += step;
  }
  return cost;
}

}  // namespace astar
