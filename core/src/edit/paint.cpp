#include "astar/edit/paint.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

#include "astar/edit/shapes.hpp"

namespace astar {

std::vector<Point> brush_offsets(int size, BrushTip tip) {
  size = std::clamp(size, kMinBrushSize, kMaxBrushSize);
  const int lo = -(size - 1) / 2;
  const int hi = lo + size - 1;
  // The round tip keeps cells whose centre lies strictly inside the circle
  // inscribed in the size x size square.
  const double centre = (lo + hi) / 2.0;
  const double radius_squared = size * size / 4.0;
  std::vector<Point> offsets;
  for (int dy = lo; dy <= hi; ++dy) {
    for (int dx = lo; dx <= hi; ++dx) {
      const double ex = dx - centre;
      const double ey = dy - centre;
      if (tip == BrushTip::Round && ex * ex + ey * ey >= radius_squared) {
        continue;
      }
      offsets.push_back({dx, dy});
    }
  }
  return offsets;
}

bool may_paint(const Document& doc, Point cell, std::uint8_t value) {
  if (value != kBlocked) return true;
  return cell != doc.start && cell != doc.goal;
}

void StrokeBuilder::begin(Document& doc, const BrushSettings& brush, Point at) {
  assert(!active_);
  active_ = true;
  brush_ = brush;
  offsets_ = brush_offsets(brush.size, brush.tip);
  changes_.clear();
  const std::size_t words =
      (static_cast<std::size_t>(doc.grid.cell_count()) + 63) / 64;
  if (touched_.size() != words) touched_.assign(words, 0);
  last_ = at;
  stamp(doc, at);
}

void StrokeBuilder::extend(Document& doc, Point to) {
  assert(active_);
  if (to == last_) return;
  // The first point was stamped by the previous sample.
  const Point from = last_;
  for_each_line_point(from, to, [&](Point p) {
    if (p != from) stamp(doc, p);
  });
  last_ = to;
}

EditCommand StrokeBuilder::finish(std::string label) {
  assert(active_);
  reset_touched();
  active_ = false;
  EditCommand command;
  command.label = std::move(label);
  command.cells = std::move(changes_);
  command.cells.shrink_to_fit();
  changes_ = {};
  return command;
}

void StrokeBuilder::cancel(Document& doc) {
  assert(active_);
  for (const CellChange& change : changes_) {
    doc.grid.set(change.index, change.before);
  }
  reset_touched();
  changes_.clear();
  active_ = false;
}

void StrokeBuilder::reset_touched() {
  for (const CellChange& change : changes_) {
    touched_[change.index / 64] = 0;
  }
}

void StrokeBuilder::stamp(Document& doc, Point centre) {
  const int w = doc.grid.width();
  const int h = doc.grid.height();
  // A sample far off the map paints nothing (its mirror images neither);
  // skipping it keeps long drags outside the map cheap.
  if (centre.x < -kMaxBrushSize || centre.y < -kMaxBrushSize ||
      centre.x >= w + kMaxBrushSize || centre.y >= h + kMaxBrushSize) {
    return;
  }
  const bool mirror_x =
      brush_.mirror == Mirror::X || brush_.mirror == Mirror::Both;
  const bool mirror_y =
      brush_.mirror == Mirror::Y || brush_.mirror == Mirror::Both;
  for (const Point& offset : offsets_) {
    const int x = centre.x + offset.x;
    const int y = centre.y + offset.y;
    paint(doc, x, y);
    if (mirror_x) paint(doc, w - 1 - x, y);
    if (mirror_y) paint(doc, x, h - 1 - y);
    if (mirror_x && mirror_y) paint(doc, w - 1 - x, h - 1 - y);
  }
}

void StrokeBuilder::paint(Document& doc, int x, int y) {
  if (!doc.grid.contains(x, y)) return;
  const int index = doc.grid.index(x, y);
  const std::uint64_t bit = std::uint64_t{1} << (index % 64);
  std::uint64_t& word = touched_[index / 64];
  if (word & bit) return;
  const std::uint8_t before = doc.grid[index];
  if (before == brush_.value || !may_paint(doc, {x, y}, brush_.value)) return;
  word |= bit;
  changes_.push_back({index, before, brush_.value});
  doc.grid.set(index, brush_.value);
}

EditCommand make_paint_command(const Document& doc,
                               std::span<const CellSpan> spans,
                               std::uint8_t value, std::string label) {
  EditCommand command;
  command.label = std::move(label);
  const Grid& grid = doc.grid;
  for (const CellSpan& span : spans) {
    if (span.y < 0 || span.y >= grid.height()) continue;
    const int x0 = std::max(span.x0, 0);
    const int x1 = std::min(span.x1, grid.width() - 1);
    for (int x = x0; x <= x1; ++x) {
      const Point cell{x, span.y};
      const std::uint8_t before = grid.at(cell);
      if (before == value || !may_paint(doc, cell, value)) continue;
      command.cells.push_back({grid.index(cell), before, value});
    }
  }
  std::sort(command.cells.begin(), command.cells.end(),
            [](const CellChange& a, const CellChange& b) {
              return a.index < b.index;
            });
  command.cells.erase(std::unique(command.cells.begin(), command.cells.end(),
                                  [](const CellChange& a, const CellChange& b) {
                                    return a.index == b.index;
                                  }),
                      command.cells.end());
  return command;
}

}  // namespace astar
