#pragma once
/// @file block_records.hpp
/// The per-cell records of one search, kept in blocks of 64 consecutive
/// cells. Each query hands out blocks in the order it first touches them,
/// from the front of one array, so a query's records sit close together
/// however far apart its cells lie. Jump Point Search touches a few hundred
/// cells scattered over a 1024 x 1024 map: in a flat array each of them
/// cost a TLB miss and, early on, a page fault; here they share a few
/// pages that stay in cache from one query to the next.
///
/// A query that touches most of what it reaches, as A* does, asks for the
/// flat layout instead: its record of a cell is the cell's own place in
/// the array, without the block table.
///
/// On a map above kHashedAboveCells cells, a packed query hands out one
/// record a cell instead, found through a hash table: Jump Point Search
/// on an 8192 x 8192 map touches two million cells spread so thinly that
/// their 64-cell blocks took 470 MiB; one record a cell takes 32 MiB, the
/// table (at most half full) 32 MiB more. Each query empties only the
/// slots the last one took.
///
/// Records carry a generation. A block or record handed out again in a
/// later query still holds an older query's record, whose older generation
/// reads as unseen, so no record is cleared between queries.

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "astar/search/detail/zeroed_array.hpp"

namespace astar::detail {

template <typename Record>
class BlockRecords {
 public:
  static constexpr int kBlockBits = 6;
  static constexpr std::uint32_t kMaxGeneration = (1u << 24) - 1;
  static constexpr std::size_t kHashedAboveCells = std::size_t{1} << 24;

  BlockRecords() = default;
  explicit BlockRecords(std::size_t cells)
      : cells_(cells),
        records_(block_count(cells) << kBlockBits),
        blocks_(block_count(cells)),
        hashed_(cells > kHashedAboveCells) {}

  std::size_t size() const { return cells_; }
  std::uint32_t generation() const { return generation_; }

  /// Starts a query: every record reads as stale, every block is free.
  /// `packed` chooses the block layout for this query, else the flat one.
  void next_query(bool packed) {
    packed_ = packed;
    if (++generation_ > kMaxGeneration) {
      for (Record& r : records_) r.generation = 0;
      for (Block& b : blocks_) b = {};
      generation_ = 1;
    }
    next_block_ = 0;
    clear_slots();
  }

  /// The record of `cell` in this query's layout; in the packed one its
  /// block gets a place when this query has not touched it yet.
  Record& touch(int cell) { return packed_ ? packed(cell) : flat(cell); }

  /// touch() for code that runs only in the flat layout.
  Record& flat(int cell) {
    assert(!packed_);
    return records_[static_cast<std::size_t>(cell)];
  }

  /// touch() for code that runs only in the packed layout.
  Record& packed(int cell) {
    assert(packed_);
    if (hashed_) return hashed(cell);
    Block& block = blocks_[static_cast<std::size_t>(cell) >> kBlockBits];
    if (block.generation != generation_) block = {generation_, next_block_++};
    return records_[offset(block, cell)];
  }

  /// The record of `cell`, or a stale one when this query has not touched
  /// its block.
  const Record& read(int cell) const {
    if (!packed_) return records_[static_cast<std::size_t>(cell)];
    if (hashed_) {
      if (slots_.empty()) return unseen_;
      const std::uint32_t index = slots_[find(cell)].index;
      return index == kNoSlot ? unseen_ : records_[index];
    }
    const Block& block = blocks_[static_cast<std::size_t>(cell) >> kBlockBits];
    return block.generation == generation_ ? records_[offset(block, cell)]
                                           : unseen_;
  }

 private:
  struct Block {
    std::uint32_t generation = 0;
    std::uint32_t index = 0;  // where its records start, in blocks
  };

  static std::size_t block_count(std::size_t cells) {
    return (cells + (std::size_t{1} << kBlockBits) - 1) >> kBlockBits;
  }
  static std::size_t offset(const Block& block, int cell) {
    return (static_cast<std::size_t>(block.index) << kBlockBits) |
           (static_cast<std::size_t>(cell) &
            ((std::size_t{1} << kBlockBits) - 1));
  }

  // A hash table slot: `index` is the record given to `cell` in this
  // query, or kNoSlot in an empty slot.
  struct Slot {
    std::uint32_t cell;
    std::uint32_t index;
  };
  static constexpr std::uint32_t kNoSlot = ~std::uint32_t{0};

  // The record this query gave `cell`, or a new one.
  Record& hashed(int cell) {
    if (2 * (taken_.size() + 1) > slots_.size()) grow_slots();
    const std::size_t at = find(cell);
    Slot& slot = slots_[at];
    if (slot.index == kNoSlot) {
      slot = {static_cast<std::uint32_t>(cell),
              static_cast<std::uint32_t>(taken_.size())};
      taken_.push_back(static_cast<std::uint32_t>(at));
    }
    return records_[slot.index];
  }

  // Linear probing from the cell's hash: the slot holding `cell`, or the
  // empty one where it would go.
  std::size_t find(int cell) const {
    const std::size_t mask = slots_.size() - 1;
    const auto key = static_cast<std::uint32_t>(cell);
    std::size_t at = (key * std::uint64_t{0x9E3779B97F4A7C15} >> 32) & mask;
    while (slots_[at].index != kNoSlot && slots_[at].cell != key) {
      at = (at + 1) & mask;
    }
    return at;
  }

  // Twice the slots (at least 64 Ki), this query's entries placed again.
  void grow_slots() {
    std::vector<Slot> old(
        std::max<std::size_t>(std::size_t{1} << 16, 2 * slots_.size()),
        Slot{0, kNoSlot});
    old.swap(slots_);
    for (std::uint32_t& at : taken_) {
      const Slot entry = old[at];
      at = static_cast<std::uint32_t>(find(static_cast<int>(entry.cell)));
      slots_[at] = entry;
    }
  }

  // Empties the slots the last query took, and only those.
  void clear_slots() {
    for (const std::uint32_t at : taken_) slots_[at].index = kNoSlot;
    taken_.clear();
  }

  std::size_t cells_ = 0;
  ZeroedArray<Record> records_;  // zero bytes: generation 0, never current
  ZeroedArray<Block> blocks_;
  std::uint32_t generation_ = 0;
  std::uint32_t next_block_ = 0;
  bool packed_ = false;
  // A map above kHashedAboveCells: packed queries give each cell a record.
  bool hashed_ = false;
  std::vector<Slot> slots_;           // by the cell's hash
  std::vector<std::uint32_t> taken_;  // the slots this query took, in order
  Record unseen_{};
};

}  // namespace astar::detail
