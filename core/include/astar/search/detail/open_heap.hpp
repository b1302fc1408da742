#pragma once
/// @file open_heap.hpp
/// The search's open list: a 4-ary min-heap of 16-byte entries. Internal to
/// Search; views read it through Search::open_list().
///
/// An entry is one unsigned 128-bit number: the key's bits in the high half
/// (a non-negative double orders exactly like its bit pattern), then a
/// tie-break rank, then the cell index. Ordering entries is therefore a
/// single integer comparison, and equal keys and ranks fall back to the cell
/// index, so the order is total and every run is deterministic.
///
/// A 4-ary heap is half as deep as a binary one and its four children share
/// a cache line, which makes pop (the search's hottest operation) cheaper.

#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "astar/std_compat.hpp"

namespace astar {

class OpenHeap {
 public:
  using Entry = unsigned __int128;
  static constexpr std::size_t kArity = 4;

  /// Packs a key (>= 0), a tie-break rank and a cell into one entry.
  static Entry make_entry(double key, std::uint32_t rank, int cell) {
    assert(key >= 0.0);
    return Entry{bit_cast<std::uint64_t>(key)} << 64 | Entry{rank} << 32 |
           static_cast<std::uint32_t>(cell);
  }
  static double key_of(Entry entry) {
    return bit_cast<double>(static_cast<std::uint64_t>(entry >> 64));
  }
  static int cell_of(Entry entry) {
    return static_cast<int>(static_cast<std::uint32_t>(entry));
  }

  bool empty() const { return entries_.empty(); }
  std::size_t size() const { return entries_.size(); }
  void clear() { entries_.clear(); }

  void push(Entry entry) {
    entries_.push_back(entry);
    sift_up(entries_.size() - 1, entry);
  }

  /// Removes and returns the smallest entry. The heap must not be empty.
  Entry pop() {
    const Entry top = entries_.front();
    const Entry last = entries_.back();
    entries_.pop_back();
    const std::size_t n = entries_.size();
    if (n == 0) return top;
    // Bottom-up: walk the hole down along the smallest children without
    // comparing against `last` (which usually belongs near the bottom), then
    // sift `last` up from there.
    std::size_t hole = 0;
    for (;;) {
      const std::size_t first = hole * kArity + 1;
      if (first >= n) break;
      std::size_t best = first;
      if (first + kArity <= n) {
        const std::size_t a =
            entries_[first + 1] < entries_[first] ? first + 1 : first;
        const std::size_t b =
            entries_[first + 3] < entries_[first + 2] ? first + 3 : first + 2;
        best = entries_[b] < entries_[a] ? b : a;
      } else {
        for (std::size_t c = first + 1; c < n; ++c) {
          if (entries_[c] < entries_[best]) best = c;
        }
      }
      entries_[hole] = entries_[best];
      hole = best;
    }
    sift_up(hole, last);
    return top;
  }

  /// Entries in heap order, for views that walk the tree.
  const std::vector<Entry>& entries() const { return entries_; }
  std::size_t capacity_bytes() const {
    return entries_.capacity() * sizeof(Entry);
  }

 private:
  void sift_up(std::size_t hole, Entry entry) {
    while (hole > 0) {
      const std::size_t parent = (hole - 1) / kArity;
      if (!(entry < entries_[parent])) break;
      entries_[hole] = entries_[parent];
      hole = parent;
    }
    entries_[hole] = entry;
  }

  std::vector<Entry> entries_;
};

}  // namespace astar
