#pragma once
/// @file chunked_log.hpp
/// An append-only log in fixed-size chunks, for the search's rewind journal.
/// Internal to Search.
///
/// Why not a std::vector: a vector that grows to hundreds of megabytes copies
/// all of it on every doubling, and dropping its oldest half moves the newer
/// half down. Both stalled the studio's frames for a third of a second on a
/// 4096² map. Here growing allocates one more chunk and dropping the front
/// frees whole chunks, so no operation copies the entries already written.

#include <cassert>
#include <cstddef>
#include <memory>
#include <type_traits>
#include <vector>

#include "astar/std_compat.hpp"

namespace astar {

template <typename T, std::size_t kChunkEntries = std::size_t{1} << 10>
class ChunkedLog {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

  void push_back(const T& value) {
    const std::size_t position = head_ + size_;
    if (position / kChunkEntries == chunks_.size()) {
      chunks_.push_back(make_array_for_overwrite<T>(kChunkEntries));
    }
    chunks_[position / kChunkEntries][position % kChunkEntries] = value;
    ++size_;
  }

  const T& operator[](std::size_t index) const {
    assert(index < size_);
    const std::size_t position = head_ + index;
    return chunks_[position / kChunkEntries][position % kChunkEntries];
  }

  /// Keeps the first `count` entries and frees the chunks past them.
  void truncate(std::size_t count) {
    assert(count <= size_);
    if (count == 0) return clear();
    size_ = count;
    chunks_.resize((head_ + size_ + kChunkEntries - 1) / kChunkEntries);
  }

  /// Forgets the oldest `count` entries; index 0 is then the next one.
  void drop_front(std::size_t count) {
    assert(count <= size_);
    head_ += count;
    size_ -= count;
    const std::size_t whole_chunks = head_ / kChunkEntries;
    chunks_.erase(chunks_.begin(),
                  chunks_.begin() + static_cast<std::ptrdiff_t>(whole_chunks));
    head_ -= whole_chunks * kChunkEntries;
  }

  void clear() {
    chunks_.clear();
    head_ = 0;
    size_ = 0;
  }

  /// Bytes held, counting whole chunks.
  std::size_t capacity_bytes() const {
    return chunks_.size() * kChunkEntries * sizeof(T) +
           chunks_.capacity() * sizeof(std::unique_ptr<T[]>);
  }

 private:
  std::vector<std::unique_ptr<T[]>> chunks_;
  std::size_t head_ = 0;  // index of entry 0 inside chunks_[0]
  std::size_t size_ = 0;
};

}  // namespace astar
