#include "astar/edit/cell_block.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "astar/edit/paint.hpp"

namespace astar {
namespace {

BlockRect cut_to_map(BlockRect rect, int width, int height) {
  const int x0 = std::max(rect.x, 0);
  const int y0 = std::max(rect.y, 0);
  const int x1 = std::min(rect.x + rect.width, width);
  const int y1 = std::min(rect.y + rect.height, height);
  if (x1 <= x0 || y1 <= y0) return {};
  return {x0, y0, x1 - x0, y1 - y0};
}

// Where cell (x, y) of a w x h block lands in the turned block.
Point turned_point(int x, int y, int w, int h, BlockTurn turn) {
  switch (turn) {
    case BlockTurn::FlipHorizontal:
      return {w - 1 - x, y};
    case BlockTurn::FlipVertical:
      return {x, h - 1 - y};
    case BlockTurn::RotateClockwise:
      return {h - 1 - y, x};
    case BlockTurn::RotateCounterClockwise:
      return {y, w - 1 - x};
  }
  return {x, y};
}

bool swaps_sides(BlockTurn turn) {
  return turn == BlockTurn::RotateClockwise ||
         turn == BlockTurn::RotateCounterClockwise;
}

}  // namespace

BlockRect rect_between(Point a, Point b, int width, int height) {
  const BlockRect rect{std::min(a.x, b.x), std::min(a.y, b.y),
                       std::abs(a.x - b.x) + 1, std::abs(a.y - b.y) + 1};
  return cut_to_map(rect, width, height);
}

CellBlock copy_block(const Grid& grid, BlockRect rect) {
  rect = cut_to_map(rect, grid.width(), grid.height());
  CellBlock block{rect.width, rect.height, {}};
  block.cells.reserve(static_cast<std::size_t>(rect.width) * rect.height);
  for (int y = rect.y; y < rect.y + rect.height; ++y) {
    for (int x = rect.x; x < rect.x + rect.width; ++x) {
      block.cells.push_back(grid.at(x, y));
    }
  }
  return block;
}

const char* to_string(BlockTurn turn) {
  switch (turn) {
    case BlockTurn::FlipHorizontal:
      return "Flip horizontally";
    case BlockTurn::FlipVertical:
      return "Flip vertically";
    case BlockTurn::RotateClockwise:
      return "Rotate clockwise";
    case BlockTurn::RotateCounterClockwise:
      return "Rotate counter-clockwise";
  }
  return "Turn";
}

CellBlock turned(const CellBlock& block, BlockTurn turn) {
  const int w = block.width;
  const int h = block.height;
  CellBlock out{swaps_sides(turn) ? h : w, swaps_sides(turn) ? w : h,
                std::vector<std::uint8_t>(block.cells.size())};
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = turned_point(x, y, w, h, turn);
      out.cells[p.y * out.width + p.x] = block.at(x, y);
    }
  }
  return out;
}

BlockRect turned_rect(BlockRect rect, BlockTurn turn) {
  if (!swaps_sides(turn)) return rect;
  // Integer division rounds toward zero, so the two offsets cancel when
  // the rect is turned again.
  return {rect.x + (rect.width - rect.height) / 2,
          rect.y + (rect.height - rect.width) / 2, rect.height, rect.width};
}

EditCommand make_stamp_command(const Document& doc, const CellBlock& block,
                               Point at, std::string label) {
  EditCommand command;
  command.label = std::move(label);
  const Grid& grid = doc.grid;
  const BlockRect rect = cut_to_map({at.x, at.y, block.width, block.height},
                                    grid.width(), grid.height());
  for (int y = rect.y; y < rect.y + rect.height; ++y) {
    for (int x = rect.x; x < rect.x + rect.width; ++x) {
      const std::uint8_t value = block.at(x - at.x, y - at.y);
      const std::uint8_t before = grid.at(x, y);
      if (value == before || !may_paint(doc, {x, y}, value)) continue;
      command.cells.push_back({grid.index(x, y), before, value});
    }
  }
  return command;
}

EditCommand make_clear_rect_command(const Document& doc, BlockRect rect,
                                    std::string label) {
  const CellBlock open{rect.width, rect.height,
                       std::vector<std::uint8_t>(
                           static_cast<std::size_t>(std::max(rect.width, 0)) *
                               std::max(rect.height, 0),
                           kOpenGround)};
  return make_stamp_command(doc, open, {rect.x, rect.y}, std::move(label));
}

Result<TurnedSelection> make_turn_command(const Document& doc, BlockRect rect,
                                          BlockTurn turn) {
  const Grid& grid = doc.grid;
  rect = cut_to_map(rect, grid.width(), grid.height());
  const BlockRect after = turned_rect(rect, turn);
  if (cut_to_map(after, grid.width(), grid.height()) != after) {
    return fail(ErrorKind::BadArgument, std::string(to_string(turn)) +
                                            ": the turned " +
                                            std::to_string(after.width) + "x" +
                                            std::to_string(after.height) +
                                            " selection would leave the map.");
  }
  const CellBlock block = turned(copy_block(grid, rect), turn);
  TurnedSelection result{{}, after};
  EditCommand& command = result.command;
  command.label = to_string(turn);
  // Every cell either footprint covers, row by row so the indices ascend.
  const int x0 = std::min(rect.x, after.x);
  const int y0 = std::min(rect.y, after.y);
  const int x1 = std::max(rect.x + rect.width, after.x + after.width);
  const int y1 = std::max(rect.y + rect.height, after.y + after.height);
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x) {
      const std::uint8_t before = grid.at(x, y);
      std::uint8_t value = rect.contains({x, y}) ? kOpenGround : before;
      if (after.contains({x, y})) {
        const std::uint8_t moved = block.at(x - after.x, y - after.y);
        if (may_paint(doc, {x, y}, moved)) value = moved;
      }
      if (value != before) {
        command.cells.push_back({grid.index(x, y), before, value});
      }
    }
  }
  return result;
}

}  // namespace astar
