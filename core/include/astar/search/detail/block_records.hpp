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
/// table (at most half full) 32 MiB more. A slot carries the stamp of the
/// query that took it, so a new query finds the table empty without
/// clearing it or listing what the last one took.
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

  const Record& flat(int cell) const {
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
      const Slot& slot = slots_[find(cell)];
      return slot.stamp == stamp_ ? records_[slot.index] : unseen_;
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

  // A hash table slot: `index` is the record given to `cell` by the query
  // stamped `stamp`; a slot of another stamp is empty. A cell index fits in
  // 27 bits (so does a record's parent), and so does a record index.
  struct Slot {
    std::uint64_t cell : 27;
    std::uint64_t index : 27;
    std::uint64_t stamp : 10;  // 0 in a slot no query took
  };
  static constexpr std::uint32_t kMaxStamp = (1u << 10) - 1;

  // The record this query gave `cell`, or a new one.
  Record& hashed(int cell) {
    if (2 * (used_ + 1) > slots_.size()) grow_slots();
    Slot& slot = slots_[find(cell)];
    if (slot.stamp != stamp_) {
      slot = Slot{.cell = static_cast<std::uint64_t>(cell),
                  .index = used_++,
                  .stamp = stamp_};
    }
    return records_[slot.index];
  }

  // Linear probing from the cell's hash: the slot holding `cell`, or the
  // empty one where it would go.
  std::size_t find(int cell) const {
    const std::size_t mask = slots_.size() - 1;
    const auto key = static_cast<std::uint32_t>(cell);
    std::size_t at = (key * std::uint64_t{0x9E3779B97F4A7C15} >> 32) & mask;
    while (slots_[at].stamp == stamp_ && slots_[at].cell != key) {
      at = (at + 1) & mask;
    }
    return at;
  }

  // Twice the slots (at least 64 Ki), this query's entries placed again.
  void grow_slots() {
    std::vector<Slot> old(
        std::max<std::size_t>(std::size_t{1} << 16, 2 * slots_.size()));
    old.swap(slots_);
    for (const Slot& entry : old) {
      if (entry.stamp == stamp_) {
        slots_[find(static_cast<int>(entry.cell))] = entry;
      }
    }
  }

  // A new stamp empties every slot at once; after the last one the table
  // is cleared, once every kMaxStamp queries.
  void clear_slots() {
    used_ = 0;
    if (++stamp_ > kMaxStamp) {
      std::fill(slots_.begin(), slots_.end(), Slot{});
      stamp_ = 1;
    }
  }

  std::size_t cells_ = 0;
  ZeroedArray<Record> records_;  // zero bytes: generation 0, never current
  ZeroedArray<Block> blocks_;
  std::uint32_t generation_ = 0;
  std::uint32_t next_block_ = 0;
  bool packed_ = false;
  // A map above kHashedAboveCells: packed queries give each cell a record.
  bool hashed_ = false;
  std::vector<Slot> slots_;  // by the cell's hash
  std::uint32_t stamp_ = 0;  // this query's, on the slots it takes
  std::uint32_t used_ = 0;   // records handed out by this query
  Record unseen_{};
};

}  // namespace astar::detail
