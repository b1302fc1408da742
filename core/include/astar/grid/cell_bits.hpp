#pragma once
/// @file cell_bits.hpp
/// A set of a map's cells at one bit a cell: an 8192 x 8192 map's
/// walkable cells, or the cells its start reaches, in 8 MiB instead of 64.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace astar {

class CellBits {
 public:
  CellBits() = default;
  /// `cells` cells, none in the set.
  explicit CellBits(std::size_t cells)
      : words_((cells + 63) / 64), size_(cells) {}

  /// The cells i of `cells` for which in(i) holds.
  template <typename In>
  static CellBits where(std::size_t cells, In&& in) {
    CellBits bits(cells);
    for (std::size_t w = 0; w < bits.words_.size(); ++w) {
      const std::size_t first = w * 64;
      const std::size_t count = cells - first < 64 ? cells - first : 64;
      std::uint64_t word = 0;
      for (std::size_t b = 0; b < count; ++b) {
        word |= std::uint64_t{in(first + b) ? 1u : 0u} << b;
      }
      bits.words_[w] = word;
    }
    return bits;
  }

  std::size_t size() const { return size_; }
  bool operator[](std::size_t cell) const {
    return (words_[cell / 64] >> (cell % 64) & 1) != 0;
  }
  void set(std::size_t cell) {
    words_[cell / 64] |= std::uint64_t{1} << (cell % 64);
  }
  /// The cells in the set.
  std::int64_t count() const {
    std::int64_t total = 0;
    for (const std::uint64_t word : words_) total += std::popcount(word);
    return total;
  }
  /// The set 64 cells a word: cell i is bit i % 64 of word i / 64, and the
  /// bits past size() are 0.
  std::span<const std::uint64_t> words() const { return words_; }
  std::span<std::uint64_t> words() { return words_; }
  friend bool operator==(const CellBits&, const CellBits&) = default;

 private:
  std::vector<std::uint64_t> words_;
  std::size_t size_ = 0;
};

}  // namespace astar
