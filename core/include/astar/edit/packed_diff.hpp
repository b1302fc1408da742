#pragma once
/// @file packed_diff.hpp
/// A compact, read-only form of a list of cell changes, used by EditHistory
/// to keep many steps within its memory budget.
///
/// Changes are sorted and grouped into runs of consecutive cell indices. A
/// run's "before" and "after" values are stored once when they are all the
/// same (a wall stroke over open ground), otherwise one byte per cell. A
/// brush stroke costs about 1-2 bytes per cell instead of sizeof(CellChange).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace astar {

/// One cell's value before and after an edit.
struct CellChange {
  std::int32_t index;
  std::uint8_t before;
  std::uint8_t after;
  friend bool operator==(const CellChange&, const CellChange&) = default;
};

/// A rectangle of cells, corners included.
struct CellBox {
  int x0 = 0;
  int y0 = 0;
  int x1 = 0;
  int y1 = 0;
  friend bool operator==(const CellBox&, const CellBox&) = default;
};

class PackedDiff {
 public:
  PackedDiff() = default;
  /// Packs `changes`; each index must appear at most once.
  explicit PackedDiff(std::span<const CellChange> changes);

  /// Writes the "after" values into `cells` (a grid's cell array).
  void apply_after(std::span<std::uint8_t> cells) const;
  /// Writes the "before" values into `cells`.
  void apply_before(std::span<std::uint8_t> cells) const;
  /// The changes again, sorted by index.
  std::vector<CellChange> unpack() const;

  /// The smallest box holding every changed cell of a grid `width` cells
  /// wide, found without unpacking (for repainting); nullopt when empty.
  std::optional<CellBox> bounds(int width) const;

  std::size_t cell_count() const { return cell_count_; }
  bool empty() const { return cell_count_ == 0; }
  /// Bytes held, counting vector capacities.
  std::size_t memory_bytes() const;

 private:
  struct Run {
    std::uint32_t start;
    std::uint32_t
        length_and_flags;  // length << 2 | after uniform | before uniform
  };
  static constexpr std::uint32_t kBeforeUniform = 1;
  static constexpr std::uint32_t kAfterUniform = 2;

  void pack_sorted(std::span<const CellChange> sorted);
  void apply(std::span<std::uint8_t> cells, bool after) const;

  std::vector<Run> runs_;
  std::vector<std::uint8_t> before_;
  std::vector<std::uint8_t> after_;
  std::size_t cell_count_ = 0;
};

}  // namespace astar
