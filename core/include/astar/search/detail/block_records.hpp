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
/// Records carry a generation. A block handed out again in a later query
/// still holds an older query's records, whose older generation reads as
/// unseen, so nothing is cleared between queries.

#include <cassert>
#include <cstddef>
#include <cstdint>

#include "astar/search/detail/zeroed_array.hpp"

namespace astar::detail {

template <typename Record>
class BlockRecords {
 public:
  static constexpr int kBlockBits = 6;
  static constexpr std::uint32_t kMaxGeneration = (1u << 24) - 1;

  BlockRecords() = default;
  explicit BlockRecords(std::size_t cells)
      : cells_(cells),
        records_(block_count(cells) << kBlockBits),
        blocks_(block_count(cells)) {}

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
    Block& block = blocks_[static_cast<std::size_t>(cell) >> kBlockBits];
    if (block.generation != generation_) block = {generation_, next_block_++};
    return records_[offset(block, cell)];
  }

  /// The record of `cell`, or a stale one when this query has not touched
  /// its block.
  const Record& read(int cell) const {
    if (!packed_) return records_[static_cast<std::size_t>(cell)];
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

  std::size_t cells_ = 0;
  ZeroedArray<Record> records_;  // zero bytes: generation 0, never current
  ZeroedArray<Block> blocks_;
  std::uint32_t generation_ = 0;
  std::uint32_t next_block_ = 0;
  bool packed_ = false;
  Record unseen_{};
};

}  // namespace astar::detail
