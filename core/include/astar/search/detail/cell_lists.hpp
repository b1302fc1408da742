#pragma once
/// @file cell_lists.hpp
/// A short list of values for each of a sparse set of cells: the subgoal
/// graph's links. A search asks for the list of the cell it expands
/// millions of times, so a lookup costs one probe of a flat open-addressing
/// table (linear probing) whose slot says where the list lies in one
/// shared pool, where it is read contiguously. A std::unordered_map of
/// vectors cost three dependent cache misses a lookup and 64 bytes a cell.
/// Cells hash to where they lie in the map, so the lists of cells close
/// together lie close together.
///
/// Lists grow in place up to their capacity, then move to the pool's end
/// with twice the room; the holes they leave are reclaimed by compact()
/// once they are half the pool, so a repair's edits cost amortised O(1).

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace astar::detail {

template <typename Value>
class CellLists {
 public:
  std::size_t size() const { return size_; }
  bool contains(int cell) const { return find_slot(cell) != kMissing; }

  /// The list of `cell`; empty when the cell has none.
  std::span<const Value> at(int cell) const {
    const std::size_t slot = find_slot(cell);
    if (slot == kMissing) return {};
    const Slot& s = slots_[slot];
    return {pool_.data() + s.offset, s.count};
  }
  std::span<Value> at(int cell) {
    const std::size_t slot = find_slot(cell);
    if (slot == kMissing) return {};
    const Slot& s = slots_[slot];
    return {pool_.data() + s.offset, s.count};
  }

  /// Adds `cell` with an empty list (kept as it is when already there).
  void insert(int cell) { (void)slot_for_insert(cell); }

  /// Appends `value` to the list of `cell`, adding the cell when missing.
  void push(int cell, Value value) {
    Slot& s = slots_[slot_for_insert(cell)];
    if (s.count == s.capacity) {
      if (worth_compacting()) compact();
      grow(s);
    }
    pool_[s.offset + s.count++] = value;
  }

  /// Building many lists at once without moving any: add_room() for every
  /// value to come, then place_lists() once, then push().
  void add_room(int cell, std::uint32_t values) {
    assert(pool_.empty());
    slots_[slot_for_insert(cell)].capacity += values;
  }
  void place_lists() {
    assert(pool_.empty());
    std::size_t total = 0;
    for (Slot& s : slots_) {
      s.offset = static_cast<std::uint32_t>(total);
      total += s.capacity;
    }
    pool_.resize(total);
  }

  /// Removes the `index`-th value of `cell`'s list; the last takes its place.
  void remove_at(int cell, std::size_t index) {
    const std::size_t slot = find_slot(cell);
    assert(slot != kMissing && index < slots_[slot].count);
    Slot& s = slots_[slot];
    pool_[s.offset + index] = pool_[s.offset + s.count - 1];
    --s.count;
  }

  /// Keeps the values of `cell`'s list for which `keep` is true.
  template <typename Keep>
  void keep_if(int cell, Keep keep) {
    const std::size_t slot = find_slot(cell);
    if (slot == kMissing) return;
    Slot& s = slots_[slot];
    Value* first = pool_.data() + s.offset;
    // remove_if keeps the order as stable_partition does, without the
    // buffer stable_partition allocates on every call.
    Value* last = std::remove_if(first, first + s.count,
                                 [&](const Value& v) { return !keep(v); });
    s.count = static_cast<std::uint32_t>(last - first);
  }

  /// Removes `cell` and its list.
  void erase(int cell) {
    std::size_t hole = find_slot(cell);
    if (hole == kMissing) return;
    garbage_ += slots_[hole].capacity;
    slots_[hole] = Slot{};
    --size_;
    // Backward-shift deletion: no tombstones, so probes stay short.
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t next = (hole + 1) & mask; slots_[next].cell >= 0;
         next = (next + 1) & mask) {
      const std::size_t home = home_of(slots_[next].cell);
      if (((next - home) & mask) >= ((next - hole) & mask)) {
        slots_[hole] = slots_[next];
        slots_[next] = Slot{};
        hole = next;
      }
    }
    if (worth_compacting()) compact();
  }

  void clear() {
    slots_.clear();
    pool_.clear();
    size_ = 0;
    garbage_ = 0;
  }

  /// Calls `visit(cell, list)` for every cell, in no particular order.
  template <typename Visit>
  void for_each(Visit visit) const {
    for (const Slot& s : slots_) {
      if (s.cell >= 0) {
        visit(s.cell, std::span<const Value>(pool_.data() + s.offset, s.count));
      }
    }
  }

  /// Cells below `cell_limit` (a map's cell count), and room for `cells`
  /// of them without rehashing.
  void reserve(std::size_t cells, int cell_limit) {
    cell_limit_ = std::max(cell_limit, 1);
    rehash(std::max<std::size_t>(16, std::bit_ceil(cells * 2)));
  }

  /// Packs the lists into a pool without holes or spare room, in place:
  /// lists move towards the pool's start in the order they lie in it.
  void compact() {
    std::vector<std::uint32_t> order;
    order.reserve(size_);
    for (std::size_t i = 0; i < slots_.size(); ++i) {
      if (slots_[i].cell >= 0) order.push_back(static_cast<std::uint32_t>(i));
    }
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) {
                return slots_[a].offset < slots_[b].offset;
              });
    std::uint32_t used = 0;
    for (std::uint32_t i : order) {
      Slot& s = slots_[i];
      std::copy_n(pool_.begin() + s.offset, s.count, pool_.begin() + used);
      s.offset = used;
      s.capacity = s.count;
      used += s.count;
    }
    pool_.resize(used);
    pool_.shrink_to_fit();
    garbage_ = 0;
  }

  std::size_t memory_bytes() const {
    return slots_.capacity() * sizeof(Slot) + pool_.capacity() * sizeof(Value);
  }

 private:
  struct Slot {
    std::int32_t cell = -1;
    std::uint32_t offset = 0;
    std::uint32_t count = 0;
    std::uint32_t capacity = 0;
  };
  static constexpr std::size_t kMissing = SIZE_MAX;

  // Holes are reclaimed once they are half the pool (amortised O(1)).
  bool worth_compacting() const {
    return garbage_ > pool_.size() / 2 && garbage_ > 1024;
  }

  // A cell's home slot is where it lies in the map, scaled to the table:
  // a search expands cells near each other one after another, and their
  // slots (and, after compact(), their lists) then share cache lines.
  std::size_t home_of(int cell) const {
    return static_cast<std::size_t>(
               (static_cast<std::uint64_t>(cell) * scale_) >> 32) &
           (slots_.size() - 1);
  }

  std::size_t find_slot(int cell) const {
    if (slots_.empty()) return kMissing;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = home_of(cell);; i = (i + 1) & mask) {
      if (slots_[i].cell == cell) return i;
      if (slots_[i].cell < 0) return kMissing;
    }
  }

  std::size_t slot_for_insert(int cell) {
    assert(cell >= 0);
    if ((size_ + 1) * 10 > slots_.size() * 7) {
      rehash(std::max<std::size_t>(16, slots_.size() * 2));
    }
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = home_of(cell);; i = (i + 1) & mask) {
      if (slots_[i].cell == cell) return i;
      if (slots_[i].cell < 0) {
        slots_[i].cell = cell;
        ++size_;
        return i;
      }
    }
  }

  void rehash(std::size_t slot_count) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(slot_count, Slot{});
    scale_ = (static_cast<std::uint64_t>(slot_count) << 32) /
             static_cast<std::uint64_t>(cell_limit_);
    const std::size_t mask = slot_count - 1;
    for (const Slot& s : old) {
      if (s.cell < 0) continue;
      std::size_t i = home_of(s.cell);
      while (slots_[i].cell >= 0) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }

  void grow(Slot& s) {
    const std::uint32_t capacity = std::max<std::uint32_t>(4, s.capacity * 2);
    const auto offset = static_cast<std::uint32_t>(pool_.size());
    pool_.resize(pool_.size() + capacity);
    std::copy_n(pool_.begin() + s.offset, s.count, pool_.begin() + offset);
    garbage_ += s.capacity;
    s.offset = offset;
    s.capacity = capacity;
  }

  std::vector<Slot> slots_;  // a power of two, at most 70% full
  std::vector<Value> pool_;
  std::size_t size_ = 0;
  std::size_t garbage_ = 0;  // pool entries no list owns
  int cell_limit_ = 1;
  std::uint64_t scale_ = 0;  // slots per cell, in 32-bit fixed point
};

}  // namespace astar::detail
