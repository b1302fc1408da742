#pragma once
// The clearance seen from afar: level L holds, for each block of 2^L x 2^L
// cells, the mean clearance of its cells (walls count 0), so a roomy
// region reads cool and a cramped one warm. (The largest clearance in a
// block said nothing zoomed out: nearly every block of a cave map has a
// spot where the largest unit fits.) A zoomed-out overlay draws one block
// per level cell, so every cell counts and nothing shimmers as the view
// moves, as sampling one cell per block did. Levels cost a third of the
// cells together and follow an edit over its box alone.

#include <cstdint>
#include <vector>

#include "astar/grid/units.hpp"

namespace astar::studio {

class ClearanceLevels {
 public:
  // Levels up to kMaxLevel, or until one block covers the map.
  static constexpr int kMaxLevel = 10;

  void build(const Clearance& clearance);
  // Follows a change of the clearance within `changed`.
  void update(const Clearance& clearance, CellArea changed);
  // The highest level built (0: the clearance alone).
  int top() const { return static_cast<int>(levels_.size()); }
  // Level L >= 1's blocks across and down, and the value of block (bx, by).
  int width(int level) const { return at_level(level).width; }
  int height(int level) const { return at_level(level).height; }
  float at(int level, int bx, int by) const {
    const Level& l = at_level(level);
    return static_cast<float>(
               l.values[static_cast<std::size_t>(by) * l.width + bx]) /
           kOne;
  }

 private:
  // Means in fixed point: kOne is a clearance of 1.
  static constexpr int kOne = 256;
  struct Level {
    int width = 0;
    int height = 0;
    std::vector<std::uint16_t> values;
  };
  const Level& at_level(int level) const {
    return levels_[static_cast<std::size_t>(level - 1)];
  }
  // Recomputes level `level`'s blocks in `box` (in its own blocks) from
  // the level below.
  void fill(const Clearance& clearance, int level, CellArea box);
  // The value of cell or block (x, y) one level down, in fixed point.
  int below(const Clearance& clearance, int level, int x, int y) const;

  std::vector<Level> levels_;  // [0] is level 1
};

}  // namespace astar::studio
