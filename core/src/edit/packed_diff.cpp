#include "astar/edit/packed_diff.hpp"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace astar {

namespace {

// Appends the values of one run, or a single byte when they are all equal.
// Returns whether the run was uniform.
template <typename Get>
bool append_values(std::vector<std::uint8_t>& out,
                   std::span<const CellChange> run, Get get) {
  const bool uniform = std::all_of(
      run.begin(), run.end(),
      [&](const CellChange& c) { return get(c) == get(run.front()); });
  if (uniform) {
    out.push_back(get(run.front()));
  } else {
    for (const CellChange& c : run) out.push_back(get(c));
  }
  return uniform;
}

bool by_index(const CellChange& a, const CellChange& b) {
  return a.index < b.index;
}

}  // namespace

PackedDiff::PackedDiff(std::span<const CellChange> changes)
    : cell_count_(changes.size()) {
  // Commands built from shapes, fills and generators arrive sorted; only
  // strokes (in painting order) need a sorted copy.
  if (std::is_sorted(changes.begin(), changes.end(), by_index)) {
    pack_sorted(changes);
  } else {
    std::vector<CellChange> sorted(changes.begin(), changes.end());
    std::sort(sorted.begin(), sorted.end(), by_index);
    pack_sorted(sorted);
  }
  runs_.shrink_to_fit();
  before_.shrink_to_fit();
  after_.shrink_to_fit();
}

void PackedDiff::pack_sorted(std::span<const CellChange> sorted) {
  std::size_t begin = 0;
  while (begin < sorted.size()) {
    assert(begin == 0 || sorted[begin].index != sorted[begin - 1].index);
    std::size_t end = begin + 1;
    while (end < sorted.size() &&
           sorted[end].index == sorted[end - 1].index + 1) {
      ++end;
    }
    const std::span<const CellChange> run = sorted.subspan(begin, end - begin);
    std::uint32_t flags = 0;
    if (append_values(before_, run,
                      [](const CellChange& c) { return c.before; })) {
      flags |= kBeforeUniform;
    }
    if (append_values(after_, run,
                      [](const CellChange& c) { return c.after; })) {
      flags |= kAfterUniform;
    }
    runs_.push_back({static_cast<std::uint32_t>(sorted[begin].index),
                     static_cast<std::uint32_t>(run.size()) << 2 | flags});
    begin = end;
  }
}

void PackedDiff::apply(std::span<std::uint8_t> cells, bool after) const {
  const std::vector<std::uint8_t>& values = after ? after_ : before_;
  const std::uint32_t uniform_flag = after ? kAfterUniform : kBeforeUniform;
  std::size_t offset = 0;
  for (const Run& run : runs_) {
    const std::size_t length = run.length_and_flags >> 2;
    assert(run.start + length <= cells.size());
    std::uint8_t* target = cells.data() + run.start;
    if (run.length_and_flags & uniform_flag) {
      std::memset(target, values[offset], length);
      offset += 1;
    } else {
      std::memcpy(target, values.data() + offset, length);
      offset += length;
    }
  }
}

void PackedDiff::apply_after(std::span<std::uint8_t> cells) const {
  apply(cells, true);
}

void PackedDiff::apply_before(std::span<std::uint8_t> cells) const {
  apply(cells, false);
}

std::vector<CellChange> PackedDiff::unpack() const {
  std::vector<CellChange> changes;
  changes.reserve(cell_count_);
  std::size_t before_offset = 0;
  std::size_t after_offset = 0;
  for (const Run& run : runs_) {
    const std::uint32_t length = run.length_and_flags >> 2;
    const bool before_uniform = run.length_and_flags & kBeforeUniform;
    const bool after_uniform = run.length_and_flags & kAfterUniform;
    for (std::uint32_t i = 0; i < length; ++i) {
      changes.push_back({static_cast<std::int32_t>(run.start + i),
                         before_[before_offset + (before_uniform ? 0 : i)],
                         after_[after_offset + (after_uniform ? 0 : i)]});
    }
    before_offset += before_uniform ? 1 : length;
    after_offset += after_uniform ? 1 : length;
  }
  return changes;
}

std::optional<CellBox> PackedDiff::bounds(int width) const {
  if (runs_.empty()) return std::nullopt;
  const auto w = static_cast<std::uint32_t>(width);
  CellBox box{
      width, static_cast<int>(runs_.front().start / w), -1,
      static_cast<int>(
          ((runs_.back().start + (runs_.back().length_and_flags >> 2)) - 1) /
          w)};
  for (const Run& run : runs_) {
    const std::uint32_t last = run.start + (run.length_and_flags >> 2) - 1;
    if (run.start / w != last / w) {
      // The run wraps past a row end, so it covers both map edges.
      box.x0 = 0;
      box.x1 = width - 1;
      break;
    }
    box.x0 = std::min(box.x0, static_cast<int>(run.start % w));
    box.x1 = std::max(box.x1, static_cast<int>(last % w));
  }
  return box;
}

std::size_t PackedDiff::memory_bytes() const {
  return runs_.capacity() * sizeof(Run) + before_.capacity() +
         after_.capacity();
}

}  // namespace astar
