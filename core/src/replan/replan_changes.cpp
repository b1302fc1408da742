// What moves the replanner's world: the unit walking (the start moves, the
// keys' offset k_m grows) and cells changing (the rhs of the cells around
// each changed one are worked out again, then the heap holds what plan()
// must re-settle).
#include <algorithm>
#include <string>

#include "astar/replan/replanner.hpp"

namespace astar {

Status Replanner::move_start(Point cell) {
  if (cell.x < 0 || cell.y < 0 || cell.x >= width_ || cell.y >= height_)
    return fail(ErrorKind::BadArgument,
                "the new start " + to_string(cell) + " is outside the map");
  if (!open(index(cell)))
    return fail(ErrorKind::BadArgument,
                "the new start " + to_string(cell) +
                    (unit_.is_cell() ? std::string(" is on a wall")
                                     : " is where the unit does not fit"));
  start_ = cell;
  return {};
}

// The paper's k_m += h(s_last, s_start), due before any key is worked out
// from a start that moved: every key on the heap, computed from an earlier
// start and k_m, then stays a lower bound of the key it would get now (the
// heuristic's triangle inequality), which is all the loop's stop needs.
void Replanner::sync_start() {
  if (start_ == last_start_) return;
  const HeuristicParts h = heuristic_parts(heuristic_, rules_, last_start_.x,
                                           last_start_.y, start_.x, start_.y);
  km_straight_ += static_cast<std::uint64_t>(h.straight);
  km_diagonal_ += static_cast<std::uint64_t>(h.diagonal);
  last_start_ = start_;
}

// A cell's value reaches the moves out of the eight cells around it (the
// cost of entering it, whether it is open, the diagonal rule of the moves
// that pass its corner), and its own: so these nine rhs may have changed.
void Replanner::refresh_around(int cell) {
  const int x = cell % width_;
  const int y = cell / width_;
  for (int ny = std::max(0, y - 1); ny <= std::min(height_ - 1, y + 1); ++ny) {
    for (int nx = std::max(0, x - 1); nx <= std::min(width_ - 1, x + 1); ++nx) {
      const int n = ny * width_ + nx;
      recompute_rhs(n);
      update_vertex(n);
    }
  }
}

// Compares the area's cells with the copy planned on and keeps the ones
// that differ in changed_, updating the copy.
void Replanner::take_changes(const Grid& now, CellArea box) {
  const std::uint8_t* cells = now.cells().data();
  for (int y = box.y0; y < box.y1; ++y) {
    for (int x = box.x0; x < box.x1; ++x) {
      const auto at = static_cast<std::size_t>(y * width_ + x);
      if (values_[at] == cells[at]) continue;
      values_[at] = cells[at];
      changed_.push_back(static_cast<int>(at));
    }
  }
}

Status Replanner::cells_changed(const Grid& grid, CellArea area) {
  if (grid.width() != width_ || grid.height() != height_) {
    return fail(ErrorKind::BadArgument,
                "the changed grid is " + std::to_string(grid.width()) + "x" +
                    std::to_string(grid.height()) + ", the plan's " +
                    std::to_string(width_) + "x" + std::to_string(height_));
  }
  area = {std::max(0, area.x0), std::max(0, area.y0), std::min(width_, area.x1),
          std::min(height_, area.y1)};
  if (area.empty()) return {};
  changed_.clear();
  if (unit_map_) {
    unit_map_->update(grid, area);
    take_changes(unit_map_->grid(), affected_by(grid, area));
  } else {
    take_changes(grid, area);
  }
  if (changed_.empty()) return {};
  sync_start();
  work_.changed += static_cast<std::int64_t>(changed_.size());
  for (const int cell : changed_) refresh_around(cell);
  return {};
}

Status Replanner::cells_changed(const Grid& grid,
                                std::span<const Point> cells) {
  for (const Point p : cells) {
    if (Status s = cells_changed(grid, CellArea{p.x, p.y, p.x + 1, p.y + 1});
        !s)
      return s;
  }
  return {};
}

}  // namespace astar
