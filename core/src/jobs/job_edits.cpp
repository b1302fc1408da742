// The job queue's edits: each change makes the next map revision, in
// place when no job holds the current one, otherwise on a copy, so that a
// job's map never changes under it.

#include <atomic>
#include <mutex>
#include <string>

#include "astar/jobs/job_queue.hpp"

namespace astar {
namespace {

// Copies the prepared maps of `from` that repair to `to`'s cells after
// `area` changed; those that cannot are prepared again when asked for.
std::vector<std::unique_ptr<SubgoalGraph>> repaired_graphs(
    const std::vector<std::unique_ptr<SubgoalGraph>>& from, const Grid& to,
    CellArea area) {
  std::vector<std::unique_ptr<SubgoalGraph>> out;
  for (const auto& graph : from) {
    auto copy = std::make_unique<SubgoalGraph>(*graph);
    if (copy->update(to, area)) out.push_back(std::move(copy));
  }
  return out;
}

std::string jobs_map_size(int width, int height) {
  return "the " + std::to_string(width) + "x" + std::to_string(height) + " map";
}

void jobs_set_if_other(Grid& grid, Point p, std::uint8_t value) {
  if (grid.at(p) != value) grid.set(p, value);
}

}  // namespace

template <typename Write>
std::uint64_t JobQueue::edit(CellArea area, Write&& write) {
  const std::lock_guard lock(map_mutex_);
  const MapRevision& now = *map_;
  // Jobs are counted and snapshots marked under map_mutex_, so none can
  // start reading the current revision now; the acquire pairs with the
  // release of the last job that let it go, so its reads happened first.
  if (!now.lent_.load(std::memory_order_relaxed) &&
      now.jobs_.load(std::memory_order_acquire) == 0) {
    auto& mine = const_cast<MapRevision&>(now);
    const std::uint64_t before = mine.grid_.revision();
    write(mine.grid_);
    if (mine.grid_.revision() == before) return mine.number_;
    ++mine.number_;
    std::erase_if(mine.prepared_, [&](const auto& graph) {
      return !graph->update(mine.grid_, area);
    });
    return mine.number_;
  }
  Grid copy = now.grid_;
  const std::uint64_t before = copy.revision();
  write(copy);
  if (copy.revision() == before) return now.number_;
  auto next = std::make_shared<MapRevision>(std::move(copy), now.number_ + 1);
  ++copies_;
  // A job preparing a graph on `now` holds the lock for the whole prepare:
  // rather than keep submissions waiting that long, the next revision then
  // prepares its own when first asked.
  if (std::unique_lock graphs(now.prepared_mutex_, std::try_to_lock); graphs) {
    next->prepared_ = repaired_graphs(now.prepared_, next->grid_, area);
  }
  map_ = std::move(next);
  return map_->number_;
}

Result<std::uint64_t> JobQueue::set_cell(Point p, std::uint8_t value) {
  return set_cells(std::span(&p, 1), std::span(&value, 1));
}

Result<std::uint64_t> JobQueue::set_cells(
    std::span<const Point> points, std::span<const std::uint8_t> values) {
  if (points.size() != values.size()) {
    return fail(ErrorKind::BadArgument,
                std::to_string(points.size()) + " points but " +
                    std::to_string(values.size()) + " values");
  }
  CellArea area{width_, height_, 0, 0};
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Point p = points[i];
    if (p.x < 0 || p.y < 0 || p.x >= width_ || p.y >= height_) {
      return fail(ErrorKind::BadArgument, "point " + std::to_string(i) + ", " +
                                              to_string(p) + ", is outside " +
                                              jobs_map_size(width_, height_));
    }
    area = {std::min(area.x0, p.x), std::min(area.y0, p.y),
            std::max(area.x1, p.x + 1), std::max(area.y1, p.y + 1)};
  }
  if (points.empty()) return revision();
  return edit(area, [&](Grid& grid) {
    for (std::size_t i = 0; i < points.size(); ++i) {
      jobs_set_if_other(grid, points[i], values[i]);
    }
  });
}

Result<std::uint64_t> JobQueue::fill(CellArea area, std::uint8_t value) {
  if (area.empty() || area.x0 < 0 || area.y0 < 0 || area.x1 > width_ ||
      area.y1 > height_) {
    return fail(ErrorKind::BadArgument,
                "the area from (" + std::to_string(area.x0) + "," +
                    std::to_string(area.y0) + ") to (" +
                    std::to_string(area.x1) + "," + std::to_string(area.y1) +
                    ") is empty or not inside " +
                    jobs_map_size(width_, height_));
  }
  return edit(area, [&](Grid& cells) {
    for (int y = area.y0; y < area.y1; ++y) {
      for (int x = area.x0; x < area.x1; ++x) {
        jobs_set_if_other(cells, {x, y}, value);
      }
    }
  });
}

}  // namespace astar
