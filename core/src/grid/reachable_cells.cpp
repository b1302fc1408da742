// reachable_cells: a flood over 64 cells at a time. A cell at a time, the
// flood of an 8192 x 8192 map took 1.4 s; a word of the walkable bits at a
// time, it fills a word's runs with a few shifts and hands the reached bits
// to the words above, below and beside in one go.
//
// Under NoCut and NoSqueeze a diagonal move needs an open corner, and the
// corner is one straight move from both ends: those rules reach what four
// directions reach. Only Always adds the diagonals.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "astar/grid/analysis.hpp"

namespace astar {
namespace {

using Word = std::uint64_t;

// Sets in `x` every bit joined to a set bit by a chain of bits of `pass`
// running towards higher bits (Kogge-Stone occluded fill): bit i of `pass`
// may take a fill from bit i - 1.
Word fill_up(Word x, Word pass) {
  for (int shift = 1; shift < 64; shift *= 2) {
    x |= pass & (x << shift);
    pass &= pass << shift;
  }
  return x;
}

// The same towards lower bits: bit i of `pass` may take from bit i + 1.
Word fill_down(Word x, Word pass) {
  for (int shift = 1; shift < 64; shift *= 2) {
    x |= pass & (x >> shift);
    pass &= pass >> shift;
  }
  return x;
}

class WordFlood {
 public:
  WordFlood(const CellBits& open, std::size_t width, const MovementRules& rules)
      : open_(open.words()),
        seen_(open.size()),
        queued_(open_.size(), 0),
        width_(width),
        size_(static_cast<std::int64_t>(open.size())),
        diagonals_(rules.connectivity == Connectivity::Eight &&
                   rules.diagonal == DiagonalRule::Always) {}

  CellBits run(std::size_t start) {
    offer(static_cast<std::int64_t>(start), 1);
    for (std::size_t head = 0; head < queue_.size();) {
      const std::size_t w = queue_[head++];
      queued_[w] = 0;
      spread(w);
      // Words taken from the front are dropped now and then, so the queue
      // holds the frontier, not the whole region.
      if (head >= kDropAfter && head * 2 >= queue_.size()) {
        queue_.erase(queue_.begin(), queue_.begin() + static_cast<long>(head));
        head = 0;
      }
    }
    return std::move(seen_);
  }

 private:
  static constexpr std::size_t kDropAfter = 4096;

  // Bit i set where cell first + i starts a row.
  Word row_starts(std::size_t first) const {
    Word mask = 0;
    for (std::size_t i = (width_ - first % width_) % width_; i < 64;
         i += width_) {
      mask |= Word{1} << i;
    }
    return mask;
  }

  // Fills word w's runs from what it reached, then offers the reached
  // cells' moves to the words they land in.
  void spread(std::size_t w) {
    const std::size_t first = w * 64;
    const Word starts = row_starts(first);
    const Word ends = row_starts(first + 1);
    Word& seen = seen_.words()[w];
    seen = fill_down(fill_up(seen, open_[w] & ~starts), open_[w] & ~ends);
    const Word x = seen;
    const auto at = static_cast<std::int64_t>(first);
    const auto row = static_cast<std::int64_t>(width_);
    offer(at + 1, x & ~ends);
    offer(at - 1, x & ~starts);
    offer(at + row, x);
    offer(at - row, x);
    if (!diagonals_) return;
    offer(at + row + 1, x & ~ends);
    offer(at + row - 1, x & ~starts);
    offer(at - row + 1, x & ~ends);
    offer(at - row - 1, x & ~starts);
  }

  // Bit i of `x` is a move into cell `cell` + i: the open cells not seen
  // yet become seen, and their words are queued.
  void offer(std::int64_t cell, Word x) {
    if (x == 0 || cell <= -64 || cell >= size_) return;
    if (cell < 0) {
      x >>= -cell;
      cell = 0;
    }
    const auto w = static_cast<std::size_t>(cell / 64);
    const int shift = static_cast<int>(cell % 64);
    take(w, x << shift);
    if (shift != 0 && w + 1 < open_.size()) take(w + 1, x >> (64 - shift));
  }

  void take(std::size_t w, Word x) {
    Word& seen = seen_.words()[w];
    const Word fresh = x & open_[w] & ~seen;
    if (fresh == 0) return;
    seen |= fresh;
    if (queued_[w]) return;
    queued_[w] = 1;
    queue_.push_back(w);
  }

  std::span<const Word> open_;
  CellBits seen_;
  std::vector<std::uint8_t> queued_;  // a word waits in queue_
  std::vector<std::size_t> queue_;
  std::size_t width_;
  std::int64_t size_;
  bool diagonals_;
};

}  // namespace

CellBits reachable_cells(const CellBits& open, int width,
                         const MovementRules& rules, Point start) {
  const int height = width > 0 ? static_cast<int>(open.size() / width) : 0;
  if (start.x < 0 || start.y < 0 || start.x >= width || start.y >= height ||
      !open[static_cast<std::size_t>(start.y * width + start.x)]) {
    return CellBits(open.size());
  }
  return WordFlood(open, static_cast<std::size_t>(width), rules)
      .run(static_cast<std::size_t>(start.y) * static_cast<std::size_t>(width) +
           static_cast<std::size_t>(start.x));
}

}  // namespace astar
