// The replanner's open heap: a binary min-heap of (key, cell) with each
// cell's place kept in a flat array, so a key is raised, lowered or taken
// out in place (D* Lite updates keys of queued vertices all the time).
// Equal keys fall back to the cell index: every run is deterministic.
#include "astar/replan/replanner.hpp"

namespace astar {

bool Replanner::before(const HeapEntry& a, const HeapEntry& b) {
  if (a.key.k1 != b.key.k1) return a.key.k1 < b.key.k1;
  if (a.key.k2 != b.key.k2) return a.key.k2 < b.key.k2;
  return a.cell < b.cell;
}

void Replanner::heap_set(std::size_t at, const HeapEntry& entry) {
  heap_[at] = entry;
  heap_place_[static_cast<std::size_t>(entry.cell)] =
      static_cast<std::int32_t>(at);
}

void Replanner::sift_up(std::size_t at) {
  const HeapEntry entry = heap_[at];
  while (at > 0) {
    const std::size_t parent = (at - 1) / 2;
    if (!before(entry, heap_[parent])) break;
    heap_set(at, heap_[parent]);
    at = parent;
  }
  heap_set(at, entry);
}

void Replanner::sift_down(std::size_t at) {
  const HeapEntry entry = heap_[at];
  const std::size_t size = heap_.size();
  for (;;) {
    std::size_t child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && before(heap_[child + 1], heap_[child])) ++child;
    if (!before(heap_[child], entry)) break;
    heap_set(at, heap_[child]);
    at = child;
  }
  heap_set(at, entry);
}

void Replanner::heap_push(int cell, Key key) {
  heap_.push_back({key, cell});
  sift_up(heap_.size() - 1);
}

void Replanner::heap_update(int cell, Key key) {
  const auto at =
      static_cast<std::size_t>(heap_place_[static_cast<std::size_t>(cell)]);
  const bool lower = before({key, cell}, heap_[at]);
  heap_[at].key = key;
  if (lower) {
    sift_up(at);
  } else {
    sift_down(at);
  }
}

void Replanner::heap_remove(int cell) {
  auto& place = heap_place_[static_cast<std::size_t>(cell)];
  const auto at = static_cast<std::size_t>(place);
  place = -1;
  const HeapEntry last = heap_.back();
  heap_.pop_back();
  if (at == heap_.size()) return;
  heap_set(at, last);
  if (at > 0 && before(last, heap_[(at - 1) / 2])) {
    sift_up(at);
  } else {
    sift_down(at);
  }
}

}  // namespace astar
