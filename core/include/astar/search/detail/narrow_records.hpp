#pragma once
/// @file narrow_records.hpp
/// The per-cell records of a grid-move query (A*, Dijkstra, weighted A*,
/// greedy, breadth-first) in 8 bytes a cell instead of 16. Such a query
/// links each cell to a neighbour, so its parent is a move (4 bits) rather
/// than a cell index, and on most maps its two sums fit 29 bits each (the
/// search starts again with 16-byte records when one does not). A* over a
/// whole 8192 x 8192 map touches 55 million cells: 640 MiB at 16 bytes.
///
/// No generation either: a cell this query has not written reads as all
/// zero bits (Unseen). The 64-cell blocks a query writes are listed, and
/// the next query zeroes them, so clearing costs what the last query
/// touched; when that was most of a big map, fresh zero pages from the
/// system are cheaper than writing zeros, and give the memory back.
///
/// The Search still reads and writes its wide record (Wide: the fields
/// straight, diagonal, parent, generation, state); load() and store()
/// convert, so only the loops that run per cell know this layout.

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "astar/search/detail/zeroed_array.hpp"

namespace astar::detail {

template <typename Wide>
class NarrowRecords {
 public:
  static constexpr int kSumBits = 29;

  /// A record as kept. `move` is the step from the cell to its parent, as
  /// move_code() gives it.
  struct Record {
    std::uint64_t straight : kSumBits;
    std::uint64_t diagonal : kSumBits;
    std::uint64_t move : 4;
    std::uint64_t state : 2;  // a CellState; 0 is Unseen
  };
  static_assert(sizeof(Record) == 8);

  static constexpr std::uint64_t move_code(int dx, int dy) {
    return static_cast<std::uint64_t>((dy + 1) * 3 + dx + 1);
  }

  NarrowRecords() = default;
  /// For a grid `width` (at least 3) cells wide of `cells` cells.
  NarrowRecords(std::size_t cells, int width)
      : cells_(cells),
        records_(block_count(cells) << kBlockBits),
        dirty_(block_count(cells) / 64 + 1),
        width_(width) {
    assert(width >= 3);
  }

  std::size_t size() const { return cells_; }
  int width() const { return width_; }

  /// Starts a query: every record reads as Unseen.
  void next_query() {
    const std::size_t dirty = dirty_blocks_.size();
    if (dirty > kFreshPagesFromBlocks && dirty > block_count(cells_) / 4) {
      records_ = ZeroedArray<Record>(records_.size());
    } else {
      for (const std::uint32_t block : dirty_blocks_) {
        Record* first = &records_[std::size_t{block} << kBlockBits];
        std::fill(first, first + kBlockCells, Record{});
      }
    }
    for (const std::uint32_t block : dirty_blocks_) dirty_[block / 64] = 0;
    dirty_blocks_.clear();
  }

  /// The wide record of `cell`; a seen one carries `generation`.
  Wide load(int cell, std::uint32_t generation) const {
    return widen(cell, raw(cell), generation);
  }
  /// `record` of `cell` as a wide one.
  Wide widen(int cell, const Record& r, std::uint32_t generation) const {
    if (r.state == 0) return Wide{};
    const int dx = static_cast<int>(r.move % 3) - 1;
    const int dy = static_cast<int>(r.move / 3) - 1;
    return Wide{.straight = r.straight,
                .parent = r.move == kNoMove ? kNoParent
                                            : static_cast<std::uint32_t>(
                                                  cell + dx + dy * width_),
                .diagonal = r.diagonal,
                .generation = generation,
                .state = r.state};
  }

  /// The move from `cell` to its neighbour `parent` (or kNoParent), as
  /// move_code() gives it. A width of 3 or more keeps the row of a
  /// neighbour's offset apparent: offsets within [-1, 1] stay in the row.
  std::uint64_t move_to(int cell, std::uint32_t parent) const {
    if (parent == kNoParent) return kNoMove;
    const int offset = static_cast<int>(parent) - cell;
    const int dy = (offset > 1) - (offset < -1);
    const int dx = offset - dy * width_;
    assert(dx >= -1 && dx <= 1);
    return move_code(dx, dy);
  }

  /// The record of `cell` as kept, for the loops that run per cell.
  const Record& raw(int cell) const {
    return records_[static_cast<std::size_t>(cell)];
  }
  /// Keeps `record` for `cell`, whose record `before` was.
  void put(int cell, const Record& before, const Record& record) {
    if (before.state == 0) mark_dirty(cell);
    records_[static_cast<std::size_t>(cell)] = record;
  }

  /// The state bits of `cell` alone (a CellState; 0 is Unseen), read and
  /// set on a seen cell without the rest of its record.
  std::uint64_t state(int cell) const {
    return records_[static_cast<std::size_t>(cell)].state;
  }
  /// state() of `count` cells from `first` into `out`. A block this query
  /// never wrote reads as Unseen without a look at its records: after a
  /// big query, the next one's are fresh pages, and the first read of each
  /// is a page fault (a view's repaint of a restarted search's cells spent
  /// 95% of its time in them).
  template <typename State>
  void states(int first, int count, State* out) const {
    const auto begin = static_cast<std::size_t>(first);
    const std::size_t end = begin + static_cast<std::size_t>(count);
    for (std::size_t cell = begin; cell < end;) {
      const std::size_t block = cell >> kBlockBits;
      const std::size_t stop = std::min(end, (block + 1) << kBlockBits);
      if ((dirty_[block / 64] >> (block % 64) & 1) == 0) {
        std::fill(out + (cell - begin), out + (stop - begin), State{});
      } else {
        for (std::size_t i = cell; i < stop; ++i) {
          out[i - begin] = static_cast<State>(records_[i].state);
        }
      }
      cell = stop;
    }
  }
  void set_state(int cell, std::uint64_t state) {
    assert(records_[static_cast<std::size_t>(cell)].state != 0);
    records_[static_cast<std::size_t>(cell)].state = state;
  }

  /// Keeps `wide` as the record of `cell`; one of an older generation than
  /// `generation` (or Unseen) clears it. The parent must be a neighbour.
  void store(int cell, const Wide& wide, std::uint32_t generation) {
    Record& slot = records_[static_cast<std::size_t>(cell)];
    if (wide.generation != generation || wide.state == 0) {
      slot = Record{};
      return;
    }
    assert(wide.straight >> kSumBits == 0 && wide.diagonal >> kSumBits == 0);
    put(cell, slot,
        Record{.straight = wide.straight,
               .diagonal = wide.diagonal,
               .move = move_to(cell, wide.parent),
               .state = wide.state});
  }

 private:
  static constexpr int kBlockBits = 6;
  static constexpr std::size_t kBlockCells = std::size_t{1} << kBlockBits;
  static constexpr std::uint32_t kNoParent = (1u << 27) - 1;
  static constexpr std::uint64_t kNoMove = move_code(0, 0);
  // Below 8 MiB of blocks, writing zeros beats the system's calls and page
  // faults for fresh memory.
  static constexpr std::size_t kFreshPagesFromBlocks =
      (std::size_t{8} << 20) / (kBlockCells * 8);

  static std::size_t block_count(std::size_t cells) {
    return (cells + kBlockCells - 1) >> kBlockBits;
  }

  void mark_dirty(int cell) {
    const auto block = static_cast<std::uint32_t>(cell) >> kBlockBits;
    std::uint64_t& word = dirty_[block / 64];
    const std::uint64_t bit = std::uint64_t{1} << (block % 64);
    if ((word & bit) != 0) return;
    word |= bit;
    dirty_blocks_.push_back(block);
  }

  std::size_t cells_ = 0;
  ZeroedArray<Record> records_;       // whole blocks
  std::vector<std::uint64_t> dirty_;  // a bit a block written this query
  std::vector<std::uint32_t> dirty_blocks_;
  int width_ = 3;
};

}  // namespace astar::detail
