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

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
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

  bool empty() const { return entries_.empty() && !held_; }
  std::size_t size() const { return entries_.size() + (held_ ? 1 : 0); }
  void clear() {
    entries_.clear();
    held_ = false;
  }

  /// Keeps the smallest entry pushed since the last pop out of the tree:
  /// when it is also smaller than the tree's top, the next pop takes it
  /// without a sift either way. A search that walks straight on across open
  /// ground pushes the cell it expands next, so it skips the tree then.
  void push(Entry entry) {
    if (!held_) {
      hold_ = entry;
      held_ = true;
      return;
    }
    if (entry < hold_) std::swap(entry, hold_);
    entries_.push_back(entry);
    sift_up(entries_.size() - 1, entry);
  }

  /// The smallest entry. The heap must not be empty.
  Entry top() const {
    if (held_ && (entries_.empty() || hold_ < entries_.front())) return hold_;
    return entries_.front();
  }

  /// Removes and returns the smallest entry. The heap must not be empty.
  Entry pop() {
    if (held_ && (entries_.empty() || hold_ < entries_.front())) {
      held_ = false;
      return hold_;
    }
    return pop_tree();
  }

  /// Calls visit(entry) for the entries in pop order until it returns
  /// false. Walks the tree from its root with a small frontier of indices
  /// ordered like the heap, so the first few cost little whatever the size.
  template <class Visit>
  void visit_in_order(Visit&& visit) const {
    const auto later = [this](std::size_t a, std::size_t b) {
      return entries_[b] < entries_[a];
    };
    std::vector<std::size_t> frontier;
    if (!entries_.empty()) frontier.push_back(0);
    bool held = held_;
    while (!frontier.empty() || held) {
      if (held && (frontier.empty() || hold_ < entries_[frontier.front()])) {
        held = false;
        if (!visit(hold_)) return;
        continue;
      }
      std::pop_heap(frontier.begin(), frontier.end(), later);
      const std::size_t i = frontier.back();
      frontier.pop_back();
      for (std::size_t k = 1; k <= kArity; ++k) {
        const std::size_t child = i * kArity + k;
        if (child >= entries_.size()) break;
        frontier.push_back(child);
        std::push_heap(frontier.begin(), frontier.end(), later);
      }
      if (!visit(entries_[i])) return;
    }
  }

  std::size_t capacity_bytes() const {
    return entries_.capacity() * sizeof(Entry);
  }

 private:
  Entry pop_tree() {
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

  void sift_up(std::size_t hole, Entry entry) {
    while (hole > 0) {
      const std::size_t parent = (hole - 1) / kArity;
      if (!(entry < entries_[parent])) break;
      entries_[hole] = entries_[parent];
      hole = parent;
    }
    entries_[hole] = entry;
  }

  std::vector<Entry> entries_;  // the tree
  Entry hold_ = 0;              // the entry kept out of it, when held_
  bool held_ = false;
};

}  // namespace astar
