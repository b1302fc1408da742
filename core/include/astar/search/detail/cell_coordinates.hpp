#pragma once
/// @file cell_coordinates.hpp
/// A cell index to (x, y) without a division: an integer division costs
/// tens of cycles, about what a whole JPS successor or an A* expansion
/// costs otherwise. The quotient by the map's width is a multiply by a
/// fixed-point reciprocal, exact for every index a grid can have.

#include <cstdint>

#include "astar/grid/grid.hpp"

namespace astar {

class CellCoordinates {
 public:
  CellCoordinates() = default;
  // ceil(2^63 / width): cell * reciprocal / 2^63 overshoots cell / width
  // by less than 2^26 / 2^63, far below the 1 / width that would change
  // the quotient.
  explicit CellCoordinates(int width)
      : width_(width),
        reciprocal_(((std::uint64_t{1} << 63) - 1) /
                        static_cast<std::uint64_t>(width) +
                    1) {}

  Point operator()(int cell) const {
    __extension__ using Wide = unsigned __int128;
    const auto y = static_cast<int>(
        (static_cast<Wide>(static_cast<std::uint64_t>(cell)) * reciprocal_) >>
        63);
    return {cell - y * width_, y};
  }

 private:
  int width_ = 1;
  std::uint64_t reciprocal_ = std::uint64_t{1} << 63;
};

}  // namespace astar
