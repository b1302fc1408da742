#include "astar/grid/grid.hpp"

#include <atomic>
#include <cassert>
#include <utility>

namespace astar {

std::string to_string(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string check_grid_size(long long width, long long height) {
  if (width < 1 || height < 1) {
    return "size " + std::to_string(width) + "x" + std::to_string(height) +
           " is empty; width and height must be at least 1";
  }
  if (width > kMaxGridSide || height > kMaxGridSide) {
    return "size " + std::to_string(width) + "x" + std::to_string(height) +
           " is larger than the limit of " + std::to_string(kMaxGridSide) +
           "x" + std::to_string(kMaxGridSide);
  }
  return {};
}

Grid::Grid(int width, int height, std::uint8_t fill)
    : width_(width),
      height_(height),
      cells_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height),
             fill) {
  assert(check_grid_size(width, height).empty());
  note_change();
}

std::uint64_t Grid::fresh_stamp() {
  // The one process-wide sequence of stamp bases: it makes stamps unique
  // across grids; nothing reads it but this function.
  static std::atomic<std::uint64_t> bases{0};
  return (bases.fetch_add(1, std::memory_order_relaxed) + 1) << kLocalBits;
}

Grid::Grid(const Grid& other)
    : width_(other.width_),
      height_(other.height_),
      cells_(other.cells_),
      revision_(other.revision_),
      copied_(true),
      unit_size_(other.unit_size_) {}

Grid& Grid::operator=(const Grid& other) {
  if (this != &other) {
    width_ = other.width_;
    height_ = other.height_;
    cells_ = other.cells_;
    revision_ = other.revision_;
    copied_ = true;
    unit_size_ = other.unit_size_;
  }
  return *this;
}

Grid::Grid(Grid&& other) noexcept
    : width_(std::exchange(other.width_, 0)),
      height_(std::exchange(other.height_, 0)),
      cells_(std::exchange(other.cells_, {})),
      revision_(std::exchange(other.revision_, 0)),
      copied_(std::exchange(other.copied_, true)),
      unit_size_(std::exchange(other.unit_size_, 1)) {}

Grid& Grid::operator=(Grid&& other) noexcept {
  if (this != &other) {
    width_ = std::exchange(other.width_, 0);
    height_ = std::exchange(other.height_, 0);
    cells_ = std::exchange(other.cells_, {});
    revision_ = std::exchange(other.revision_, 0);
    copied_ = std::exchange(other.copied_, true);
    unit_size_ = std::exchange(other.unit_size_, 1);
  }
  return *this;
}

Result<Grid> Grid::create(long long width, long long height,
                          std::uint8_t fill) {
  if (std::string problem = check_grid_size(width, height); !problem.empty()) {
    return fail(ErrorKind::BadArgument, problem);
  }
  return Grid(static_cast<int>(width), static_cast<int>(height), fill);
}

}  // namespace astar
